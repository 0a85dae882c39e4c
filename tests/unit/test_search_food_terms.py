"""`read_food_term`: whether the words after "sin" / "without" name food, and which."""

from __future__ import annotations

import pytest

from shared.search.food_terms import named_foods, read_food_term


@pytest.mark.parametrize(
    ("words", "ingredient", "size"),
    [
        # A catalogue name or alias, in any plural, folded.
        (["chocolate"], "chocolate", 1),
        (["Cebollas"], "cebolla", 1),
        (["onions"], "onion", 1),
        (["jitomates"], "jitomate", 1),
        (["champiñones"], "champinon", 1),
        # The longest phrase wins, and the words after it are not taken.
        (["bell", "peppers", "please"], "bell pepper", 2),
        (["carne", "de", "res", "ni", "pollo"], "carne de res", 3),
        # What a Spanish name is made "de": "res" of "carne de res".
        (["res"], "res", 1),
    ],
)
def test_ingredients_of_the_catalogue_are_food(
    words: list[str], ingredient: str, size: int
) -> None:
    term = read_food_term(words)

    assert term is not None
    assert term.ingredient == ingredient
    assert term.size == size


@pytest.mark.parametrize(
    ("words", "categories"),
    [
        (["meat"], ("poultry", "red_meat", "pork")),
        (["carnes"], ("poultry", "red_meat", "pork")),
        (["red", "meat"], ("red_meat",)),
        (["carne", "roja"], ("red_meat",)),
        (["puerco"], ("pork",)),
        (["mariscos"], ("seafood",)),
    ],
)
def test_food_groups_are_ingredient_categories(
    words: list[str], categories: tuple[str, ...]
) -> None:
    term = read_food_term(words)

    assert term is not None
    assert term.categories == categories
    assert term.ingredient is None


@pytest.mark.parametrize(
    ("words", "allergens"),
    [
        (["nuts"], ("peanut", "tree_nut")),
        (["nueces"], ("tree_nut",)),
        (["cacahuates"], ("peanut",)),
        (["eggs"], ("egg",)),
        (["pescado"], ("fish",)),
    ],
)
def test_allergen_words_are_allergen_groups(words: list[str], allergens: tuple[str, ...]) -> None:
    term = read_food_term(words)

    assert term is not None
    assert term.allergens == allergens


@pytest.mark.parametrize(
    ("words", "diet"),
    [
        (["gluten"], "gluten_free"),
        (["lácteos"], "dairy_free"),
        (["lácteo"], "dairy_free"),
        (["lactose"], "dairy_free"),
        # "sin TACC": gluten-free, as the diet table reads it
        (["TACC"], "gluten_free"),
    ],
)
def test_diet_words_name_the_diet(words: list[str], diet: str) -> None:
    term = read_food_term(words)

    assert term is not None
    assert term.diet == diet


@pytest.mark.parametrize(
    "words",
    [
        ["horno"],
        ["oven"],
        ["fuss"],
        ["cooking"],  # of "cooking wine": a modifier, no food on its own
        ["fresh"],
        ["de"],
        ["no-bake"],
        [],
    ],
)
def test_other_words_are_no_food(words: list[str]) -> None:
    assert read_food_term(words) is None


@pytest.mark.parametrize(
    ("text", "language", "named"),
    [
        ("gluten-free shrimp dinner", "en", ["shrimp"]),
        ("what can I make with chicken, rice and peppers?", "en", ["chicken", "rice", "pepper"]),
        ("tengo pollo, jitomate y cebolla", "es", ["pollo", "jitomate", "cebolla"]),
        ("pan de elote", "es", ["pan", "elote"]),
        ("algo de pescado bajo en carbohidratos", "es", [("fish",)]),
        ("seafood dinner", "en", [("seafood",)]),
        # A diet, a dish word, a mood or an everyday word names no ingredient.
        ("algo vegano para la semana", "es", []),
        ("una sopa para hoy", "es", []),
        ("comfort food for a rainy day", "en", []),
        ("impress my date with a fancy dinner", "en", []),
        # Words of the other language's names: "pan" is a sheet pan here.
        ("sheet pan dinner", "en", []),
        # A kind of staple several ingredients are named by: no ingredient is "frijoles" or
        # "noodles" alone, the black, pinto and kidney beans and the rice and egg noodles are.
        ("soy vegana, ¿qué hago de comer con frijoles?", "es", ["frijol"]),
        ("asian noodles for dinner", "en", ["noodle"]),
        # Not the word of one food's names ("leaves" of bay and curry leaves), nor a head the
        # ingredients it names do not share in the other language.
        ("a salad of leaves", "en", []),
    ],
)
def test_named_foods_are_what_the_query_asks_for(
    text: str, language: str, named: list[object]
) -> None:
    terms = named_foods(text, language)  # type: ignore[arg-type]

    assert [t.ingredient or t.categories or t.allergens for t in terms] == named


def test_spanish_words_that_are_food_only_in_english_name_no_food() -> None:
    # "soy" is "I am" in Spanish ("soy alérgica al cacahuate"); soy the food is "soya".
    assert named_foods("algo tailandés para cenar soy vegetariana", "es") == ()
    assert [t.allergens for t in named_foods("tofu with soy", "en")] == [(), ("soy",)]
    assert [t.allergens for t in named_foods("tofu con soya", "es")] == [(), ("soy",)]


@pytest.mark.parametrize(
    ("text", "language"), [("algo vegano con mucha proteína", "es"), ("high protein dinner", "en")]
)
def test_protein_asked_for_is_the_protein_foods_whichever_the_diet_leaves(
    text: str, language: str
) -> None:
    (term,) = named_foods(text, language)  # type: ignore[arg-type]
    # beans and tofu for a vegan as much as chicken or fish for others
    assert {"legume", "plant_protein", "egg", "poultry", "seafood"} <= set(term.categories)
    assert "dairy" not in term.categories


def test_a_kind_of_staple_is_read_only_where_the_catalogue_says_it() -> None:
    from shared.ingredients.catalogue import catalogue_by_slug

    # Given the catalogue's bean ingredients, named "frijol ..." in Spanish
    beans = [row for row in catalogue_by_slug().values() if row.name_es.startswith("frijol ")]
    assert len(beans) >= 3
    # When the cook says their kind, Then it is food
    assert [t.ingredient for t in named_foods("tacos con frijoles", "es")] == ["frijol"]
    # And a word shared by names of several kinds of food ("hojuelas" of chile flakes and corn
    # flakes) is no kind: not every food it heads is a staple
    assert named_foods("hojuelas para la sopa", "es") == ()
