"""A template recipe written again in another language, before it is changed.

A cook who switches language reads the changed recipe in the language she now writes in (the
brief's). The offline editor changes a recipe's own lines and steps, which it cannot translate;
a template, though, is built from its ingredients alone, so the same ingredients, portions,
Thermomix and kind of dish build the same recipe in the other language. A recipe the templates
did not build (a model's, a catalogue dish) keeps its language: it is changed, not rewritten.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.catalogue_names import catalogue_name_in
from shared.ai.offline.dish_language import dish_name_in
from shared.ai.offline.ingredients import identify, key
from shared.ai.offline.naming import DISH_TAG, TEMPLATE_TAG

if TYPE_CHECKING:
    from shared.schemas import Language
    from shared.schemas.brief import RecipeBrief
    from shared.schemas.recipe import GeneratedRecipe

__all__ = ["in_brief_language"]

# The word each template kind is asked for by (`template_kind.hinted_kind`, `said_dessert`):
# ingredients alone might suggest another kind ("chicken, carrot and rice" a skillet), and a
# skillet's own pantry lines (parsley, lemon) made "Salteado de huevo y jitomate" a salad.
_KIND_NOTES: Final = {"soup": "soup", "salad": "salad", "bake": "bake", "skillet": "skillet"}


def _named_in(name: str, written: Language, language: Language) -> str:
    info = identify(name)
    if info is not None and key(name) == key(info.name(written)):
        return info.name(language)
    return catalogue_name_in(name, language) or (info.name(language) if info else name)


def in_brief_language(base: GeneratedRecipe, brief: RecipeBrief) -> GeneratedRecipe:
    """The recipe to change, in the brief's language when the templates can write it there.

    Args:
        base: The recipe on screen.
        brief: The modification's brief; its `language` is the cook's.

    Returns:
        `base` itself when it is in that language already or was not built by the
        templates; else the same template rebuilt in the brief's language.
    """
    if base.language == brief.language or not base.is_template or TEMPLATE_TAG not in base.tags:
        return base
    # Each line by the table's food when it says that food ("caldo de pollo": chicken broth),
    # else by the catalogue's name of it ("muslos de pollo": chicken thigh, not chicken), else
    # as written ("huitlacoche"): one line the table did not know kept the whole recipe in the
    # old language.
    names = [_named_in(line.name, base.language, brief.language) for line in base.ingredients]
    # Imported here: the templates import the editor, which this module serves.
    from shared.ai.offline.templates import build_template_recipe

    kind = next((tag for tag in base.tags if tag in (*_KIND_NOTES, "dessert")), None)
    rebuilt = brief.model_copy(
        update={
            "base_recipe": None,
            "modification": None,
            "ingredients": names,
            "servings": base.portions,
            "thermomix": base.uses_thermomix,
            "cuisine": base.cuisine,
            "measurement_system": base.measurement_system,
            "meal_type": "dessert" if kind == "dessert" else None,
            "notes": _KIND_NOTES.get(kind or ""),
        }
    )
    recipe = build_template_recipe(rebuilt)
    dish = dish_name_in(base.suggested_name, brief.language) if DISH_TAG in base.tags else None
    if dish is None:
        return recipe
    # The dish she asked for, said in her language now: its foods alone made a skillet's name.
    tags = list(dict.fromkeys([*recipe.tags, DISH_TAG]))[:20]
    return recipe.model_copy(update={"suggested_name": dish[:200], "tags": tags})
