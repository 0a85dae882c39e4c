"""Swaps for what a cook avoids or lacks, vetted against their allergies, diet and dislikes."""

from __future__ import annotations

import pytest

from shared.safety.catalogue import AliasRow, AllergenGroupRow, CatalogueSnapshot, IngredientRow
from shared.substitutions import (
    Restrictions,
    SubstituteCatalogue,
    SwapRow,
    recipe_substitutions,
    substitution_for,
    swap_reason,
)


def _ingredient(
    slug: str, en: str, es: str, category: str, *allergens: str, aliases: tuple[str, ...] = ()
) -> IngredientRow:
    return IngredientRow(
        slug=slug,
        name_en=en,
        name_es=es,
        category=category,
        allergens=allergens,
        aliases=tuple(AliasRow(alias=a, language="en") for a in aliases),
    )


def _swap(ingredient: str, substitute: str, note: str = "1:1") -> SwapRow:
    return SwapRow(ingredient=ingredient, substitute=substitute, note_en=note, note_es=note)


_SNAPSHOT = CatalogueSnapshot(
    allergens=(
        AllergenGroupRow(slug="dairy", name_en="Dairy", name_es="Lácteos"),
        AllergenGroupRow(slug="peanut", name_en="Peanuts", name_es="Cacahuates"),
        AllergenGroupRow(slug="tree_nut", name_en="Tree nuts", name_es="Nueces"),
        AllergenGroupRow(slug="soy", name_en="Soy", name_es="Soya"),
        AllergenGroupRow(slug="egg", name_en="Egg", name_es="Huevo"),
    ),
    ingredients=(
        _ingredient(
            "butter", "butter", "mantequilla", "dairy", "dairy", aliases=("unsalted butter",)
        ),
        _ingredient("ghee", "ghee", "mantequilla clarificada", "dairy", "dairy"),
        _ingredient("olive_oil", "olive oil", "aceite de oliva", "oil_fat"),
        _ingredient("coconut_oil", "coconut oil", "aceite de coco", "oil_fat"),
        _ingredient("peanut", "peanut", "cacahuate", "nut_seed", "peanut", aliases=("peanuts",)),
        _ingredient("almond", "almond", "almendra", "nut_seed", "tree_nut"),
        _ingredient("sunflower_seed", "sunflower seed", "semilla de girasol", "nut_seed"),
        _ingredient("chicken_breast", "chicken breast", "pechuga de pollo", "poultry"),
        _ingredient("tofu", "tofu", "tofu", "plant_protein", "soy"),
        _ingredient("chickpea", "chickpea", "garbanzo", "legume"),
        _ingredient("turkey_breast", "turkey breast", "pechuga de pavo", "poultry"),
        _ingredient("mushroom", "mushroom", "champiñón", "vegetable"),
        _ingredient("cilantro", "cilantro", "cilantro", "herb_spice"),
        _ingredient("parsley", "parsley", "perejil", "herb_spice"),
    ),
)
_CATALOGUE = SubstituteCatalogue.build(
    _SNAPSHOT,
    [
        _swap("butter", "ghee"),
        _swap("butter", "olive_oil", "use 3/4 of the amount"),
        _swap("butter", "coconut_oil"),
        _swap("peanut", "almond"),
        _swap("peanut", "sunflower_seed"),
        _swap("chicken_breast", "turkey_breast"),
        _swap("chicken_breast", "tofu"),
        _swap("chicken_breast", "chickpea"),
        _swap("chicken_breast", "mushroom"),
        _swap("cilantro", "parsley"),
    ],
)


def _names(substitution: object) -> list[str]:
    assert substitution is not None
    return [option.name for option in substitution.alternatives]  # type: ignore[attr-defined]


def test_a_missing_ingredient_gets_its_curated_swaps_in_order() -> None:
    # Given a cook who avoids nothing
    # When they have no butter
    found = substitution_for(
        "butter", reason="missing", restrictions=Restrictions(), catalogue=_CATALOGUE, language="en"
    )

    # Then the swaps come in the catalogue's order, with how to use them
    assert found is not None
    assert found.reason == "missing"
    assert _names(found) == ["ghee", "olive oil", "coconut oil"]
    assert found.alternatives[1].note == "use 3/4 of the amount"


def test_an_alternative_holding_the_cooks_allergen_is_never_offered() -> None:
    # Given a dairy allergy: ghee is dairy too
    restrictions = Restrictions(allergens=("dairy",))

    # When asking about butter, in Spanish
    found = substitution_for(
        "mantequilla",
        reason="allergy",
        restrictions=restrictions,
        catalogue=_CATALOGUE,
        language="es",
    )

    # Then only the oils remain, named in Spanish
    assert _names(found) == ["aceite de oliva", "aceite de coco"]


def test_a_custom_allergy_and_a_dislike_also_remove_alternatives() -> None:
    # Given a free-text allergy to coconut and a dislike of olive oil
    restrictions = Restrictions(custom_allergies=("coco",), dislikes=("olive oil",))

    found = substitution_for(
        "butter", reason="missing", restrictions=restrictions, catalogue=_CATALOGUE, language="en"
    )

    assert _names(found) == ["ghee"]


def test_a_vegetarian_gets_no_meat_swap_and_a_tree_nut_allergy_no_almond() -> None:
    vegetarian = Restrictions(diet_types=("vegetarian",))
    nut_allergy = Restrictions(allergens=("peanut", "tree_nut"))

    chicken = substitution_for(
        "chicken breast",
        reason="diet",
        restrictions=vegetarian,
        catalogue=_CATALOGUE,
        language="en",
    )
    peanut = substitution_for(
        "peanuts", reason="allergy", restrictions=nut_allergy, catalogue=_CATALOGUE, language="en"
    )

    assert _names(chicken) == ["tofu", "chickpea", "mushroom"]
    assert _names(peanut) == ["sunflower seed"]


@pytest.mark.parametrize(
    "text",
    ["unobtainium", "my patience"],
)
def test_an_unknown_ingredient_gets_nothing(text: str) -> None:
    assert (
        substitution_for(
            text, reason="missing", restrictions=Restrictions(), catalogue=_CATALOGUE, language="en"
        )
        is None
    )


def test_nothing_is_offered_when_the_catalogue_could_not_be_read() -> None:
    found = substitution_for(
        "butter",
        reason="missing",
        restrictions=Restrictions(),
        catalogue=SubstituteCatalogue.unavailable(),
        language="en",
    )
    assert found is None


@pytest.mark.parametrize(
    ("text", "restrictions", "reason"),
    [
        ("2 tbsp unsalted butter", Restrictions(allergens=("dairy",)), "allergy"),
        ("chicken breast", Restrictions(diet_types=("vegan",)), "diet"),
        ("fresh cilantro", Restrictions(dislikes=("cilantro",)), "dislike"),
        ("olive oil", Restrictions(allergens=("dairy",), diet_types=("vegan",)), None),
        # Allergy outranks diet when both apply
        ("butter", Restrictions(allergens=("dairy",), diet_types=("vegan",)), "allergy"),
    ],
)
def test_why_a_recipe_line_must_be_swapped(
    text: str, restrictions: Restrictions, reason: str | None
) -> None:
    assert swap_reason(text, restrictions=restrictions, catalogue=_CATALOGUE) == reason


def test_a_recipe_gets_one_swap_per_avoided_ingredient_its_own_lines_first() -> None:
    # Given a vegetarian with a peanut allergy who asked for chicken with peanuts, and a recipe
    # that left the peanuts out but kept the chicken
    restrictions = Restrictions(allergens=("peanut",), diet_types=("vegetarian",))

    found = recipe_substitutions(
        ["chicken breast", "olive oil", "cilantro"],
        restrictions=restrictions,
        catalogue=_CATALOGUE,
        language="en",
        requested=["chicken", "peanuts", "chicken breast"],
    )

    # Then the chicken (diet, as the recipe names it) and the left-out peanuts (allergy) get
    # swaps, each once, nothing else
    assert [(s.ingredient, s.reason) for s in found] == [
        ("chicken breast", "diet"),
        ("peanuts", "allergy"),
    ]
    assert _names(found[1]) == ["almond", "sunflower seed"]


def test_a_cook_who_avoids_nothing_gets_no_recipe_swaps() -> None:
    found = recipe_substitutions(
        ["butter", "chicken breast"],
        restrictions=Restrictions(),
        catalogue=_CATALOGUE,
        language="en",
    )
    assert found == ()
