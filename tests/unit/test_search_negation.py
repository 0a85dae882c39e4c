"""`split_negation`: what a query asks not to get leaves the matched text.

A negated quality is swapped for its tagged opposite, a negated word leaves out the recipes
named or tagged with it, and excluded food leaves out the recipes whose ingredients carry it
(`Avoided`, which the gates read).
"""

from __future__ import annotations

import pytest

from shared.search.negation import Avoided, split_negation


@pytest.mark.parametrize(
    ("text", "language", "kept", "excluded", "hot"),
    [
        ("Indian food that isn't spicy", "en", "Indian food that mild", (), True),
        ("dinner that's not too spicy", "en", "dinner that's mild", (), True),
        ("algo ligero que no sea ensalada", "es", "algo ligero que", ("ensalada",), False),
        ("algo para el calor que no lleve horno", "es", "algo para el calor que", ("horno",),
         False),
        ("cena ligera, nada pesado", "es", "cena ligera ligero", ("pesado",), False),
        ("comida india que no sea picante", "es", "comida india que suave", (), True),
        ("nothing too heavy", "en", "light", ("heavy",), False),
        ("tacos sin picante", "es", "tacos suave", (), True),
        ("una cena, nada picosa", "es", "una cena suave", (), True),
        # "Hot" is as often the weather or the plate: no food is left out for it.
        ("nothing hot, it's summer", "en", "it's summer mild", ("hot",), False),
    ],
)  # fmt: skip
def test_a_negated_word_is_taken_out(
    text: str, language: str, kept: str, excluded: tuple[str, ...], hot: bool
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert negation.excluded == excluded
    # Heat is read from the ingredients, not the word: the mild dishes' Spanish tag holds
    # it ("poco picante"), and the hot dishes come last rather than out.
    assert negation.avoided == Avoided(hot=hot)


@pytest.mark.parametrize(
    ("text", "language", "kept", "ingredients"),
    [
        ("dessert without chocolate", "en", "dessert", ("chocolate",)),
        ("postre sin chocolate", "es", "postre", ("chocolate",)),
        ("tacos sin res", "es", "tacos", ("res",)),
        ("tacos sin carne de res", "es", "tacos", ("carne de res",)),
        ("pasta with no mushrooms", "en", "pasta with", ("mushroom",)),
        ("pasta but no mushrooms", "en", "pasta", ("mushroom",)),
        ("soup except onions", "en", "soup", ("onion",)),
        ("sopa excepto cebolla", "es", "sopa", ("cebolla",)),
        ("sugar-free dessert", "en", "dessert", ("sugar",)),
        ("postre libre de azúcar", "es", "postre", ("azucar",)),
        ("salsa pero sin cilantro", "es", "salsa", ("cilantro",)),
        ("tacos sin cebolla ni cilantro", "es", "tacos", ("cebolla", "cilantro")),
        ("soup without cream or cheese", "en", "soup", ("cream", "cheese")),
        ("chicken that doesn't have any garlic", "en", "chicken that", ("garlic",)),
        ("postre que no lleve chocolate", "es", "postre que", ("chocolate",)),
    ],
)
def test_excluded_ingredients_leave_the_text_for_the_gates(
    text: str, language: str, kept: str, ingredients: tuple[str, ...]
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert negation.avoided.ingredients == ingredients
    assert not negation.avoided.categories
    assert not negation.avoided.allergens


@pytest.mark.parametrize(
    ("text", "language", "kept", "categories"),
    [
        ("high protein dinner without meat", "en", "high protein dinner", {"poultry", "pork"}),
        ("algo sin carne", "es", "algo", {"poultry", "red_meat", "pork"}),
        ("nada de carne, algo ligero", "es", "algo ligero", {"red_meat"}),
        ("meat-free lasagna", "en", "lasagna", {"red_meat"}),
        ("dinner with no red meat", "en", "dinner with", {"red_meat"}),
        ("tacos sin puerco", "es", "tacos", {"pork"}),
        ("tacos sin cerdo", "es", "tacos", {"pork"}),
        ("paella sin mariscos", "es", "paella", {"seafood"}),
        ("pasta without seafood", "en", "pasta", {"seafood"}),
        # A dish's name made of the same words: the meat is still what it leaves out.
        ("chili sin carne", "es", "chili", {"red_meat"}),
    ],
)
def test_excluded_food_groups_are_ingredient_categories(
    text: str, language: str, kept: str, categories: set[str]
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert categories <= set(negation.avoided.categories)
    # Fish is no meat: "sin carne" keeps the seafood in.
    assert ("seafood" in negation.avoided.categories) == ("seafood" in categories)


@pytest.mark.parametrize(
    ("text", "language", "kept", "allergens"),
    [
        ("nut-free cookies", "en", "cookies", ("peanut", "tree_nut")),
        ("Thai food without peanuts", "en", "Thai food", ("peanut",)),
        ("postre sin huevo", "es", "postre", ("egg",)),
        ("algo sin cacahuate", "es", "algo", ("peanut",)),
        ("comida libre de cacahuate", "es", "comida", ("peanut",)),
        ("tacos sin pescado", "es", "tacos", ("fish",)),
    ],
)
def test_excluded_allergens_are_allergen_gates(
    text: str, language: str, kept: str, allergens: tuple[str, ...]
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert negation.avoided.allergens == allergens


@pytest.mark.parametrize(
    ("text", "language", "diet"),
    [
        ("sin gluten", "es", "gluten_free"),
        ("postre sin gluten", "es", "gluten_free"),
        ("gluten-free pasta", "en", "gluten_free"),
        ("bebida sin lácteos", "es", "dairy_free"),
        ("algo libre de lactosa", "es", "dairy_free"),
        ("dairy-free dessert", "en", "dairy_free"),
    ],
)
def test_a_diet_stays_as_typed_and_becomes_its_gate(text: str, language: str, diet: str) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == text
    assert negation.excluded == ()
    assert negation.avoided == Avoided(diets=(diet,))


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # Tags and words that name no food are not exclusions.
        ("no-bake dessert", "en"),
        ("no-cook dinner", "en"),
        ("postre fácil sin horno", "es"),
        ("dinner without fuss", "en"),
        ("something without cooking", "en"),
        ("stress-free dinner", "en"),
        ("chicken tikka masala", "en"),
        ("pollo con ajo", "es"),
    ],
)
def test_other_queries_are_left_as_typed(text: str, language: str) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == text
    assert negation.excluded == ()
    assert not negation.avoided


def test_a_list_of_exclusions_ends_at_the_first_word_that_is_no_food() -> None:
    negation = split_negation("tacos sin cebolla y con mucho queso", "es")

    assert negation.avoided.ingredients == ("cebolla",)
    assert negation.text == "tacos y con mucho queso"


@pytest.mark.parametrize(
    ("text", "language", "kept", "avoided"),
    [
        # Dislikes and allergies told in passing leave the food out like "without".
        (
            "high protein breakfast but i can't stand eggs",
            "en",
            "high protein breakfast but i",
            Avoided(allergens=("egg",)),
        ),
        ("i can\u2019t eat shrimp", "en", "i", Avoided(ingredients=("shrimp",))),
        ("I hate cilantro", "en", "I", Avoided(ingredients=("cilantro",))),
        (
            "my son's got a peanut allergy but he loves thai food",
            "en",
            "my son's got a but he loves thai food",
            Avoided(allergens=("peanut",)),
        ),
        (
            "my husband is allergic to shellfish, something with fish",
            "en",
            "my husband is something with fish",
            Avoided(allergens=("shellfish",)),
        ),
        (
            "mi esposo es alergico al huevo, q hago de desayuno",
            "es",
            "mi esposo es q hago de desayuno",
            Avoided(allergens=("egg",)),
        ),
        (
            "algo tailandés para cenar, soy alérgica al cacahuate",
            "es",
            "algo tailandés para cenar soy",
            Avoided(allergens=("peanut",)),
        ),
        ("odio el cilantro", "es", "", Avoided(ingredients=("cilantro",))),
        ("no como carne", "es", "", Avoided(categories=("poultry", "red_meat", "pork"))),
        ("tengo alergia a los mariscos", "es", "tengo", Avoided(categories=("seafood",))),
        (
            "lactose intolerant dessert",
            "en",
            "lactose intolerant dessert",
            Avoided(diets=("dairy_free",)),
        ),
    ],
)
def test_dislikes_and_allergies_in_passing_leave_the_food_out(
    text: str, language: str, kept: str, avoided: Avoided
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert negation.avoided == avoided


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # Loving, hating chores and allergy talk with no food named are no exclusions.
        ("I love eggs", "en"),
        ("i hate to cook, something easy", "en"),
        ("allergy friendly snacks", "en"),
        ("me gusta el pollo", "es"),
        ("odio lavar trastes, algo en una olla", "es"),
    ],
)
def test_likes_and_dislikes_of_no_food_are_left_as_typed(text: str, language: str) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == text
    assert not negation.avoided


@pytest.mark.parametrize(
    ("text", "language", "kept"),
    [
        # Spanish says heat with the verb as often as with the adjective.
        ("curry que no pique", "es", "curry que suave"),
        ("una salsa que no pica", "es", "una salsa que suave"),
        ("sopa que no enchile", "es", "sopa que suave"),
        # The adjective agrees with the dishes it describes.
        ("platillos que no sean picosos", "es", "platillos que suave"),
        ("curry that isn't spicy", "en", "curry that mild"),
    ],
)  # fmt: skip
def test_heat_is_read_in_every_form_each_language_says_it(
    text: str, language: str, kept: str
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert negation.avoided == Avoided(hot=True)


@pytest.mark.parametrize(
    ("text", "language", "kept", "ingredients"),
    [
        # Spanish negates twice: "no ... ni X ni Y" leaves out both, as "sin X ni Y" does.
        ("enchiladas que no lleven ni cebolla ni ajo", "es", "enchiladas que",
         ("cebolla", "ajo")),
        ("enchiladas with neither onion nor garlic", "en", "enchiladas with",
         ("onion", "garlic")),
        ("enchiladas without either onion or garlic", "en", "enchiladas", ("onion", "garlic")),
        # The verb in either mood: "no lleva" as "que no lleve", "doesn't have" as "has".
        ("una pasta que no lleva crema", "es", "una pasta que", ("crema",)),
        ("una pasta que no tiene crema", "es", "una pasta que", ("crema",)),
        # A clause after "sin"/"without": "sin que lleve", "without it having".
        ("pasta sin que lleve crema", "es", "pasta", ("crema",)),
    ],
)  # fmt: skip
def test_lists_and_clauses_after_a_negation_are_read_in_both_languages(
    text: str, language: str, kept: str, ingredients: tuple[str, ...]
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert negation.avoided.ingredients == ingredients
    # A single food after a "no" also leaves out the dishes named by it; no other word is.
    assert set(negation.excluded) <= set(ingredients)


def test_qualities_joined_after_a_negation_are_all_read() -> None:
    # Spanish joins them with "ni", which negates on its own; English with "or".
    english = split_negation("something sweet but not too cloying or heavy", "en")
    spanish = split_negation("algo dulce pero que no esté empalagoso ni pesado", "es")

    assert english.text == "something sweet but light"
    assert english.excluded == ("cloying", "heavy")
    assert spanish.text == "algo dulce pero que ligero"
    assert spanish.excluded == ("empalagoso", "pesado")


def test_que_after_a_bare_no_asks_for_what_follows() -> None:
    # Only "sin que" is a clause of the exclusion: "no, que sea de pollo" wants the chicken.
    negation = split_negation("no, que sea de pollo", "es")

    assert not negation.avoided
    assert "pollo" in negation.text
