"""Which template a recipe is made with: asked for by its words, else suggested by its foods.

A dessert asked for is a dessert, "chicken soup" a soup, fruit with nothing savoury a fruit
bowl, lentils a soup, mostly fresh produce a salad, roots a bake, anything else a skillet; a
time limit too short for a bake or an unasked soup makes it a skillet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.ai.offline.catalogue_kinds import catalogue_kind, reads_better_listed
from shared.ai.offline.dessert_plan import is_savoury, said_dessert
from shared.ai.offline.normalize import fold

if TYPE_CHECKING:
    from shared.ai.offline.ingredients import Ingredient
    from shared.ai.offline.plan import TemplateKind
    from shared.schemas.brief import RecipeBrief

__all__ = ["CITRUS", "Item", "choose_kind", "hinted_kind", "is_sweet"]

_HINTS: tuple[tuple[TemplateKind, re.Pattern[str]], ...] = (
    # Soups by name too ("version of: Pozole Rojo"): a dish's own water says nothing of it.
    (
        "soup",
        re.compile(
            r"\b(?:soup|stew|broth|sopa|caldo|guiso|potaje|crema de|pozole|menudo|"
            r"ramen|pho|chowder|bisque|gumbo|consome|birria)\b"
        ),
    ),
    ("salad", re.compile(r"\b(?:salad|ensalada)\b")),
    ("bake", re.compile(r"\b(?:bake|baked|oven|roast(?:ed)?|horno|horneado)\b")),
    # A skillet only as a rebuilt recipe asks for it by its kind's own word: dishes called a
    # skillet or a stir-fry are in the catalogue, and are no kind of the templates.
    ("skillet", re.compile(r"^skillet$")),
)
# "hazme un salteado con huevo y jitomate": the cook asks for the skillet by its word, which
# outweighs what her foods suggest (egg and tomato alone would make a salad). Only here, not
# a hint: "chicken stir-fry" may still name the catalogue's dish of that name.
_SKILLET_ASKED = re.compile(
    r"\b(?:stir[- ]?fr(?:y|ies|ied)|saute(?:ed)?|salteados?|salteadas?|saltear|"
    r"skillet|sarten)\b"
)
_COOKED_PROTEIN = frozenset({"poultry", "red_meat", "pork", "ground_meat", "seafood"})
_FRESH = frozenset({"leafy", "fresh", "fruit", "tomato"})
_ROOTS = frozenset({"potato", "sweet_potato", "butternut_squash"})
CITRUS = frozenset({"lime", "lemon"})
_SWEET_COMPANIONS = frozenset({"oat", "yogurt", "milk", "oat_milk", "rice_milk", "heavy_cream"})


@dataclass(frozen=True, kw_only=True, slots=True)
class Item:
    """An ingredient of the recipe: its name as written and what it was identified as."""

    name: str
    info: Ingredient | None

    @property
    def kind(self) -> str:
        """The ingredient kind: the offline table's, else the catalogue's, else a vegetable.

        A line the table knows by one word only ("chile" in "guajillo chile") takes the
        catalogue's kind when the catalogue files it as no produce (a dried chile seasons).
        """
        if self.info is None:
            return catalogue_kind(self.name) or "vegetable"
        return reads_better_listed(self.name, self.info.kind) or self.info.kind

    @property
    def slug(self) -> str | None:
        """The identified slug, if any."""
        return self.info.slug if self.info else None


def is_sweet(items: list[Item]) -> bool:
    """Whether the dish is sweet: fruit (not only citrus) with nothing savoury beside it.

    Args:
        items: the ingredients that survived the restrictions.

    Returns:
        True for "banana and oats", "mango and yogurt"; False once a vegetable or meat joins.
    """
    main = [item for item in items if item.kind not in ("spice", "herb", "oil_fat")]
    fruit = [item for item in main if item.kind == "fruit" and item.slug not in CITRUS]
    return bool(fruit) and all(
        item.kind in ("fruit", "sweetener", "nut_seed") or item.slug in _SWEET_COMPANIONS
        for item in main
    )


def hinted_kind(text: str) -> TemplateKind | None:
    """The template a text's words ask for ("chicken soup" a soup), if any.

    Args:
        text: notes, a meal type or a dish's name.

    Returns:
        "soup", "salad", "bake" (or "skillet", asked by that word alone); None when no word
        asks one.
    """
    folded = fold(text)
    return next((kind for kind, pattern in _HINTS if pattern.search(folded)), None)


def choose_kind(brief: RecipeBrief, items: list[Item]) -> TemplateKind:
    """The template: asked for in the notes, else suggested by the ingredients, within time.

    Args:
        brief: the brief (notes, meal type, time limit).
        items: the ingredients that survived the restrictions.

    Returns:
        "skillet", "soup", "salad", "bake" or "dessert".
    """
    hinted = hinted_kind(" ".join(filter(None, (brief.notes, brief.meal_type))))
    slugs = {item.slug for item in items}
    substantial = [item for item in items if item.kind not in ("spice", "herb", "oil_fat")]
    fresh = [item for item in substantial if item.kind in _FRESH]
    cooked = any(item.kind in _COOKED_PROTEIN for item in items)
    kind: TemplateKind = "skillet"
    if said_dessert(brief) and not is_savoury(items) and not is_sweet(items):
        return "dessert"  # a panna cotta is no skillet: it sets, simmers or bakes
    if is_sweet(items):
        return "salad"  # fruit with garlic and paprika helps nobody: a fruit bowl
    if hinted is not None:
        kind = hinted
    elif _SKILLET_ASKED.search(fold(brief.notes or "")) is not None:
        kind = "skillet"
    elif "lentil" in slugs:
        kind = "soup"
    elif not cooked and fresh and 2 * len(fresh) >= len(substantial):
        kind = "salad"
    elif slugs & _ROOTS:
        kind = "bake"
    limit = brief.max_time_minutes
    if limit is not None and (
        (kind == "bake" and limit < (25 if hinted else 40))
        or (kind == "soup" and limit < 20 and not hinted)
    ):
        kind = "skillet"
    return kind
