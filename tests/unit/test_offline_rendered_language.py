"""A template changed in the other language is written in the brief's language first."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline import build_template_recipe
from shared.ai.offline.ingredients import identify
from shared.ai.offline.rendered_language import in_brief_language
from shared.schemas.brief import RecipeBrief

if TYPE_CHECKING:
    from shared.schemas import Language

_ASKED = {
    "en": RecipeBrief(language="en", ingredients=["chicken", "carrot", "rice"], servings=2,
                      notes="dish: chicken soup"),
    "es": RecipeBrief(language="es", ingredients=["pollo", "zanahoria", "arroz"], servings=2,
                      notes="dish: sopa de pollo"),
}  # fmt: skip


def _slugs(names: list[str]) -> list[str | None]:
    return [info.slug if (info := identify(name)) else None for name in names]


@pytest.mark.parametrize(("first", "now"), [("en", "es"), ("es", "en")])
def test_a_template_is_rebuilt_in_the_brief_language_with_the_same_foods(
    first: str, now: str
) -> None:
    # Given a soup for two made in one language
    base = build_template_recipe(_ASKED[first])

    # When a change is asked in the other one
    brief = RecipeBrief.model_validate({"language": now, "baseRecipe": base, "modification": "x"})
    rebuilt = in_brief_language(base, brief)

    # Then it is the same soup for two, its lines named in the new language
    assert rebuilt.language == now
    assert "soup" in rebuilt.tags
    assert rebuilt.portions == base.portions
    assert sorted(map(str, _slugs([i.name for i in rebuilt.ingredients]))) == sorted(
        map(str, _slugs([i.name for i in base.ingredients]))
    )
    names = [i.name for i in rebuilt.ingredients]
    assert {"en": "chicken", "es": "pollo"}[now] in names
    assert {"en": "pollo", "es": "chicken"}[now] not in names


def test_a_recipe_in_the_brief_language_or_not_a_template_is_kept() -> None:
    # Given a template in Spanish, and the same recipe as a model would have written it
    base = build_template_recipe(_ASKED["es"])
    written = base.model_copy(update={"is_template": False, "tags": []})

    # When a change is asked in Spanish, or in English over the model's recipe
    same = in_brief_language(base, RecipeBrief(language="es", base_recipe=base))
    other = in_brief_language(written, RecipeBrief(language="en", base_recipe=written))

    # Then nothing is rewritten: the editor changes it in its own language
    assert same is base
    assert other is written


def test_a_change_in_the_other_language_reads_whole_in_it() -> None:
    # Given an English template
    base = build_template_recipe(_ASKED["en"])

    # When "hazla vegana" is asked over it
    changed = build_template_recipe(
        RecipeBrief(language="es", base_recipe=base, modification="hazla vegana")
    )

    # Then the vegan soup is written in Spanish, the change said in Spanish too
    assert changed.language == "es"
    assert "chicken" not in " ".join(i.name for i in changed.ingredients)
    assert "vegana" in changed.suggested_name
    assert changed.description.startswith("Receta de plantilla")


@pytest.mark.parametrize(
    ("first", "now", "asked", "kept", "named"),
    [
        ("es", "en", ["pollo", "huitlacoche"], "huitlacoche", "chicken"),
        ("en", "es", ["chicken", "huitlacoche"], "huitlacoche", "pollo"),
        ("es", "en", ["muslos de pollo", "arroz"], "chicken thigh", "rice"),
    ],
)
def test_a_template_with_a_food_the_table_does_not_know_is_rebuilt_too(
    first: Language, now: Language, asked: list[str], kept: str, named: str
) -> None:
    # Given a template made of a food the ingredient table does not know, or of a cut
    base = build_template_recipe(RecipeBrief(language=first, ingredients=asked))

    # When a change is asked in the other language
    brief = RecipeBrief.model_validate({"language": now, "baseRecipe": base, "modification": "x"})
    rebuilt = in_brief_language(base, brief)

    # Then it is written in that language, the unknown food as written and a cut as the cut
    assert rebuilt.language == now
    names = [i.name for i in rebuilt.ingredients]
    assert kept in names, names
    assert named in names, names
