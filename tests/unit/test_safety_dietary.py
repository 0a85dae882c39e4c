"""Dietary conflicts from catalogue categories, allergens and built-in words, in EN and ES."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.safety.catalogue import AliasRow, CatalogueSnapshot, IngredientRow
from shared.safety.dietary import (
    DietMap,
    detect_dietary_conflicts,
    dietary_conflict_text,
    diets_meeting,
)

if TYPE_CHECKING:
    from shared.schemas import Language


def _ingredient(
    slug: str,
    name_en: str,
    name_es: str,
    category: str,
    *,
    allergens: tuple[str, ...] = (),
    en: tuple[str, ...] = (),
    es: tuple[str, ...] = (),
) -> IngredientRow:
    aliases = [AliasRow(alias=a, language="en") for a in en]
    aliases += [AliasRow(alias=a, language="es") for a in es]
    return IngredientRow(
        slug=slug,
        name_en=name_en,
        name_es=name_es,
        category=category,
        allergens=allergens,
        aliases=tuple(aliases),
    )


DIET_MAP = DietMap.from_snapshot(
    CatalogueSnapshot(
        ingredients=(
            _ingredient(
                "chicken_breast",
                "chicken breast",
                "pechuga de pollo",
                "poultry",
                en=("chicken breasts",),
                es=("pechugas de pollo", "pechuga"),
            ),
            _ingredient(
                "chicken_stock",
                "chicken stock",
                "caldo de pollo",
                "other",
                allergens=("celery",),
                en=("chicken broth",),
                es=("caldo de gallina",),
            ),
            _ingredient("lard", "lard", "manteca de cerdo", "oil_fat", es=("manteca",)),
            _ingredient("shrimp", "shrimp", "camarón", "seafood", allergens=("shellfish",)),
            _ingredient("butter", "butter", "mantequilla", "dairy", allergens=("dairy",)),
            _ingredient("peanut_butter", "peanut butter", "crema de cacahuate", "nut_seed"),
            _ingredient("coconut_milk", "coconut milk", "leche de coco", "other"),
            _ingredient("egg", "egg", "huevo", "egg", allergens=("egg",), en=("chicken egg",)),
            _ingredient("eggplant", "eggplant", "berenjena", "vegetable"),
            _ingredient("honey", "honey", "miel", "sweetener", es=("miel de abeja",)),
            _ingredient("stevia", "stevia", "stevia", "sweetener", es=("estevia",)),
            _ingredient("flour", "all-purpose flour", "harina", "baking", allergens=("gluten",)),
            _ingredient("rice", "rice", "arroz", "grain"),
            _ingredient("black_beans", "black beans", "frijoles negros", "legume"),
            _ingredient(
                "oyster_mushroom", "oyster mushroom", "hongo seta", "vegetable", es=("setas",)
            ),
            _ingredient(
                "bun", "hamburger bun", "pan para hamburguesa", "grain", allergens=("gluten",)
            ),
        )
    )
)


def _conflict(texts: list[str], diets: list[str], language: Language) -> str | None:
    finding = detect_dietary_conflicts(
        texts, diet_map=DIET_MAP, diet_types=diets, language=language
    )
    return dietary_conflict_text(finding, language)


# The conflict names each food in the words the cook wrote ("chicken broth", not the
# catalogue's "chicken stock"), when she reads the language she wrote in.
@pytest.mark.parametrize(
    ("texts", "diets", "language", "expected"),
    [
        (
            ["2 chicken breasts"],
            ["vegetarian"],
            "en",
            "Contains chicken breasts (you're vegetarian)",
        ),
        (
            ["2 pechugas de pollo"],
            ["vegetarian"],
            "es",
            "Contiene pechugas de pollo (eres vegetariano)",
        ),
        # Stock and fat take the animal in their names
        (
            ["1 cup chicken broth"],
            ["vegetarian"],
            "en",
            "Contains chicken broth (you're vegetarian)",
        ),
        (["caldo de gallina"], ["vegano"], "es", None),  # unknown slug: no exclusions
        (["caldo de gallina"], ["vegan"], "es", "Contiene caldo de gallina (eres vegano)"),
        (
            ["2 cdas de manteca"],
            ["vegetarian"],
            "es",
            "Contiene manteca (eres vegetariano)",
        ),
        # Vegan: dairy, eggs and honey too
        (["honey"], ["vegan"], "en", "Contains honey (you're vegan)"),
        (["miel de abeja"], ["vegan"], "es", "Contiene miel de abeja (eres vegano)"),
        (["2 eggs", "butter"], ["vegan"], "en", "Contains eggs and butter (you're vegan)"),
        (["2 eggs"], ["vegetarian"], "en", None),
        (["1 can coconut milk", "peanut butter"], ["vegan"], "en", None),
        # Look-alikes are not conflicts
        (["1 eggplant"], ["vegan"], "en", None),
        (["oyster mushrooms"], ["vegetarian"], "en", None),
        (["hamburger buns"], ["vegetarian"], "en", None),
        (["setas al ajillo"], ["vegan"], "es", None),
        # Pescatarian: seafood yes, poultry no
        (
            ["shrimp", "chicken breast"],
            ["pescatarian"],
            "en",
            "Contains chicken breast (you're pescatarian)",
        ),
        (["camarones"], ["pescatarian"], "es", None),
        # Gluten- and dairy-free
        (["2 tazas de harina"], ["gluten_free"], "es", "Contiene harina (comes sin gluten)"),
        (["almond flour"], ["gluten_free"], "en", None),
        (["butter", "peanut butter"], ["dairy_free"], "en", "Contains butter (you eat dairy-free)"),
        # Keto and low-carb (best effort)
        (["rice", "stevia"], ["keto"], "en", "Contains rice (you follow keto)"),
        (["frijoles negros"], ["keto"], "es", "Contiene frijoles negros (sigues una dieta keto)"),
        (["frijoles negros"], ["low_carb"], "es", None),
        (["honey"], ["low_carb"], "en", "Contains honey (you eat low-carb)"),
        # Several diets: one clause each, in profile order
        (
            ["chicken breast", "honey"],
            ["vegetarian", "vegan"],
            "en",
            "Contains chicken breast (you're vegetarian); contains chicken breast and honey "
            "(you're vegan)",
        ),
        (["chicken breast"], ["high_protein"], "en", None),
        ([], ["vegan"], "en", None),
    ],
)
def test_dietary_conflicts(
    texts: list[str], diets: list[str], language: Language, expected: str | None
) -> None:
    # Given ingredient lines and a profile / When checked / Then this conflict text (or none)
    assert _conflict(texts, diets, language) == expected


def test_built_in_words_work_without_the_catalogue() -> None:
    # Given no catalogue
    diet_map = DietMap.fallback_only()

    # When a vegetarian's recipe has bacon and gelatin
    finding = detect_dietary_conflicts(
        ["4 slices bacon", "1 sobre de grenetina"], diet_map=diet_map, diet_types=["vegetarian"]
    )

    # Then both are conflicts, and the finding says it ran on built-in words only
    assert finding.verified is False
    assert finding.conflicts[0].foods == (("pork", "cerdo"), ("gelatin", "grenetina"))
    assert dietary_conflict_text(finding, "es") == "Contiene cerdo y grenetina (eres vegetariano)"


def test_catalogue_map_is_verified() -> None:
    # Given a catalogue with and without ingredients / Then only the first is verified
    assert DIET_MAP.verified is True
    assert DietMap.from_snapshot(CatalogueSnapshot()).verified is False


def test_in_another_language_the_catalogue_names_the_food() -> None:
    # Given an English ingredient line read by a Spanish speaker
    finding = detect_dietary_conflicts(
        ["2 chicken breasts"], diet_map=DIET_MAP, diet_types=["vegetarian"], language="en"
    )

    # When / Then the catalogue's Spanish name tells her what it is
    assert dietary_conflict_text(finding, "es") == "Contiene pechuga de pollo (eres vegetariano)"


@pytest.mark.parametrize(
    ("line", "written", "read", "said"),
    [
        ("500 g pollo", "es", "en", "Contains pollo (you're vegetarian)"),
        ("500 g chicken", "en", "es", "Contiene chicken (eres vegetariano)"),
    ],
)
def test_in_another_language_a_line_named_by_a_looser_word_keeps_its_words(
    line: str, written: Language, read: Language, said: str
) -> None:
    # Given a line that names its food by an alias of the catalogue's "whole chicken"
    whole = _ingredient(
        "whole_chicken", "whole chicken", "pollo entero", "poultry", en=("chicken",), es=("pollo",)
    )
    diet_map = DietMap.from_snapshot(CatalogueSnapshot(ingredients=(whole,)))
    finding = detect_dietary_conflicts(
        [line], diet_map=diet_map, diet_types=["vegetarian"], language=written
    )

    # When / Then the warning names the line as the recipe writes it, not another food
    assert dietary_conflict_text(finding, read) == said


@pytest.mark.parametrize(
    ("diet", "met_by"),
    [
        ("pescatarian", {"pescatarian", "vegetarian", "vegan"}),
        ("vegetarian", {"vegetarian", "vegan"}),
        ("dairy_free", {"dairy_free", "vegan"}),
        ("low_carb", {"low_carb", "keto"}),
        ("vegan", {"vegan"}),
        ("gluten_free", {"gluten_free"}),
        ("high_protein", {"high_protein"}),
    ],
)
def test_a_diet_is_met_by_itself_and_every_stricter_diet(diet: str, met_by: set[str]) -> None:
    assert diets_meeting(diet) == met_by
