"""What a modification really did, read from the recipes before and after it."""

from __future__ import annotations

import pytest

from shared.ai.offline import build_template_recipe
from shared.schemas.brief import RecipeBrief
from shared.tools.modification_report import report_modification

BASE = {"en": ["chicken", "rice", "bell pepper"], "es": ["pollo", "arroz", "pimiento"]}


@pytest.mark.parametrize(
    ("language", "change", "done", "missed"),
    [
        ("en", "make it vegetarian", ("now vegetarian",), ()),
        ("es", "hazla vegana", ("ahora vegana",), ()),
        ("en", "fewer portions", ("for 2 servings instead of 4",), ()),
        ("es", "menos porciones", ("para 2 porciones en vez de 4",), ()),
        ("en", "less salt", ("less salt",), ()),
        ("en", "more garlic", ("more garlic",), ()),
        ("es", "agrega champiñones", ("con champiñones",), ()),
        ("es", "sin cebolla", ("sin cebolla",), ()),
        ("en", "no cheese", (), ("take out cheese (the recipe has none)",)),
        # A food the recipe lacks is said as she wrote it, its article and pronoun agreeing
        ("es", "sin champiñones", (), ("quitar los champiñones (la receta no los lleva)",)),
        ("en", "without mushrooms", (), ("take out mushrooms (the recipe has none)",)),
        ("es", "sin crema", (), ("quitar la crema (la receta no la lleva)",)),
        ("es", "menos picante", (), ("hacerla menos picante (no lleva nada picante que quitar)",)),
        ("en", "make it in the Thermomix", ("adapted to the Thermomix",), ()),
        ("es", "adáptala a la Thermomix", ("adaptada a Thermomix",), ()),
        ("es", "para 6 personas", ("para 6 porciones",), ()),
        # A cut of the same food is that food named as the cook said it
        (
            "en",
            "replace the chicken with chicken thighs",
            ("chicken thighs instead of chicken",),
            (),
        ),
        ("es", "cambia el pollo por muslos de pollo", ("muslos de pollo en lugar de pollo",), ()),
        # The foods of a swap are said as she wrote them, accents and all
        ("es", "usa champiñones en vez de pollo", ("champiñones en lugar de pollo",), ()),
    ],
)
def test_each_kind_of_change_is_reported_as_it_happened(
    language: str, change: str, done: tuple[str, ...], missed: tuple[str, ...]
) -> None:
    # Given a recipe and the offline provider's modification of it
    base = build_template_recipe(RecipeBrief(language=language, ingredients=BASE[language]))
    result = build_template_recipe(
        RecipeBrief(language=language, base_recipe=base, modification=change)
    )
    # When
    report = report_modification(base, result, change, language)  # type: ignore[arg-type]
    # Then
    assert report.done == done
    assert report.missed == missed
    assert report.changed is bool(done)


def test_a_diet_label_replaces_the_previous_one_in_the_name() -> None:
    base = build_template_recipe(RecipeBrief(language="en", ingredients=BASE["en"]))
    vegetarian = build_template_recipe(
        RecipeBrief(language="en", base_recipe=base, modification="make it vegetarian")
    )
    vegan = build_template_recipe(
        RecipeBrief(language="en", base_recipe=vegetarian, modification="make it vegan")
    )
    assert vegan.suggested_name.endswith("(Vegan)")
    assert "Vegetarian" not in vegan.suggested_name


@pytest.mark.parametrize(
    ("language", "ingredients", "change", "done"),
    [
        ("en", ["pasta", "cheese", "tomato"], "no dairy", ("without dairy",)),
        ("en", ["chicken", "almonds"], "no nuts", ("without nuts",)),
    ],
)
def test_an_allergen_group_counts_every_line_carrying_it(
    language: str, ingredients: list[str], change: str, done: tuple[str, ...]
) -> None:
    # Given cheese (dairy) or almonds (nuts) in the recipe
    base = build_template_recipe(RecipeBrief(language=language, ingredients=ingredients))
    result = build_template_recipe(
        RecipeBrief(language=language, base_recipe=base, modification=change)
    )
    # When
    report = report_modification(base, result, change, language)  # type: ignore[arg-type]
    # Then the group is reported gone, not "not in the recipe"
    assert report.done == done
    assert report.missed == ()


VEGAN_BASE = {
    "en": ["chickpeas", "spinach", "tomato"],
    "es": ["garbanzos", "espinacas", "jitomate"],
}


@pytest.mark.parametrize(
    ("language", "change", "label"),
    [("en", "make it vegan", "vegan"), ("es", "Hazla vegana", "vegana")],
)
def test_a_diet_the_recipe_already_meets_is_not_reported_as_a_change(
    language: str, change: str, label: str
) -> None:
    # Given a recipe with nothing animal in it
    base = build_template_recipe(RecipeBrief(language=language, ingredients=VEGAN_BASE[language]))
    # When it is "made vegan"
    result = build_template_recipe(
        RecipeBrief(language=language, base_recipe=base, modification=change)
    )
    report = report_modification(base, result, change, language)  # type: ignore[arg-type]
    # Then nothing is claimed, the name keeps no new label, and the report says it already was
    assert report.already == (label,)
    assert report.done == ()
    assert report.changed is False
    assert result.suggested_name == base.suggested_name


@pytest.mark.parametrize(
    ("language", "change", "label"),
    [("en", "for 4 people", "for 4 servings"), ("es", "para 4 personas", "para 4 porciones")],
)
def test_the_servings_a_recipe_already_has_are_not_reported_as_a_change(
    language: str, change: str, label: str
) -> None:
    # Given a recipe for 4
    base = build_template_recipe(RecipeBrief(language=language, ingredients=VEGAN_BASE[language]))
    assert base.portions == 4
    # When it is asked "for 4"
    result = build_template_recipe(
        RecipeBrief(language=language, base_recipe=base, modification=change)
    )
    report = report_modification(base, result, change, language)  # type: ignore[arg-type]
    # Then nothing is claimed, and the report says it already was
    assert report.already == (label,)
    assert report.done == ()
    assert report.missed == ()
