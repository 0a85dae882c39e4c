"""`read_food_list`: a query read as foods to use, and its leftover talk, in EN and ES."""

from __future__ import annotations

import pytest

from shared.search.food_family import food_family
from shared.search.food_list import (
    FoodList,
    expand_leftovers,
    leftover_talk,
    read_food_list,
)


@pytest.mark.parametrize(
    ("text", "language", "foods"),
    [
        ("coconut milk, limes and some chicken thighs", "en", 3),
        ("leche de coco, limones y unos muslos de pollo", "es", 3),
        ("eggs, tomatoes and onion", "en", 3),
        ("huevos, jitomates y cebolla", "es", 3),
        ("shrimp garlic lemon", "en", 3),
        ("tengo aguacates y limones", "es", 2),
        ("pollo y leche de coco", "es", 2),
        ("salmon fillets + asparagus", "en", 2),
    ],
)
def test_two_or_more_foods_are_a_list(text: str, language: str, foods: int) -> None:
    # When
    reading = read_food_list(text, language)  # type: ignore[arg-type]

    # Then
    assert reading.is_list
    assert len(reading.foods) == foods


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("pozole", "es"),
        ("chocolate cake", "en"),
        ("something cozy for a rainy night", "en"),
        ("algo ligerito para cenar", "es"),
        ("recetas con camarón", "es"),
    ],
)
def test_one_food_or_none_is_no_list(text: str, language: str) -> None:
    assert not read_food_list(text, language).is_list  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # Dishes named by two foods, said bare: no list.
        ("butter chicken", "en"),
        ("brazilian cheese bread", "en"),
        ("agua de jamaica", "es"),
        ("pan de elote para acompañar el chili", "es"),
        ("arroz con pollo", "es"),
    ],
)
def test_a_dish_named_by_two_foods_is_no_list(text: str, language: str) -> None:
    reading = read_food_list(text, language)  # type: ignore[arg-type]

    assert len(reading.foods) == 2
    assert not reading.is_list


def test_one_food_in_both_languages_is_named_once() -> None:
    # "limes" and "limones" are the same ingredient's names.
    reading = read_food_list("limes y limones", "es")

    assert len(reading.foods) == 1


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("me quedó masa harina y un poco de queso", "es"),
        ("compré masa harina para unas tortillas", "es"),
        ("got some masa harina in the cupboard", "en"),
    ],
)
def test_a_food_named_by_its_other_languages_longer_name_is_that_food(
    text: str, language: str
) -> None:
    # "masa harina" is the corn flour of tamales, said so in Spanish too: not any flour.
    reading = read_food_list(text, language)

    assert reading.foods
    assert "masa_harina" in reading.foods[0]
    assert "all_purpose_flour" not in reading.foods[0]


def test_a_food_of_its_own_languages_word_stays_that_food() -> None:
    reading = read_food_list("tengo harina, mantequilla y azúcar", "es")

    assert "all_purpose_flour" in reading.foods[0]


@pytest.mark.parametrize(
    ("food", "holds", "lacks"),
    [
        # Every cut or form of the food, of its category ...
        ("chicken", {"chicken_thigh", "chicken_breast", "whole_chicken"}, {"chicken_stock"}),
        ("pollo", {"chicken_thigh", "chicken_breast", "whole_chicken"}, {"chicken_bouillon"}),
        # ... not what only borrows its name.
        ("lime", {"lime", "lime_juice"}, {"kaffir_lime_leaf", "chili_lime_seasoning"}),
        ("onion", {"onion", "red_onion"}, {"onion_powder"}),
        ("arroz", {"long_grain_rice", "basmati_rice"}, {"rice_flour", "rice_vinegar"}),
    ],
)
def test_a_food_stands_for_its_family(food: str, holds: set[str], lacks: set[str]) -> None:
    family = set(food_family(food))

    assert holds <= family
    assert not lacks & family


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("chicken, rice and peppers", "en"),
        ("eggplant zucchini and peppers", "en"),
        ("pollo, arroz y pimientos", "es"),
        ("calabacitas, jitomate y pimiento", "es"),
    ],
)
def test_peppers_in_a_list_are_the_vegetable_not_the_spice(text: str, language: str) -> None:
    # "peppers" reads as "pepper" (black pepper's alias) and "pimientos" as "pimienta": the
    # names that say the word as typed are the bell peppers'.
    reading = read_food_list(text, language)  # type: ignore[arg-type]

    peppers = reading.foods[-1]
    assert {"bell_pepper", "red_bell_pepper"} <= set(peppers)
    assert not {"black_pepper", "allspice"} & set(peppers)


def test_a_diminutive_food_is_its_base_in_its_place() -> None:
    # "lentejitas" are lentils said fondly, and named first they are the main food.
    reading = read_food_list("tengo lentejitas y arroz nomás", "es")

    assert reading.is_list
    assert "lentil" in reading.foods[0]
    assert "long_grain_rice" in reading.foods[1]


def test_a_food_that_looks_like_a_diminutive_stays_as_typed() -> None:
    reading = read_food_list("pollo y tomatillos", "es")

    assert reading.foods[1] == ("tomatillo",)


def test_a_food_named_as_a_diminutive_is_in_the_list() -> None:
    reading = read_food_list("unas papitas y huevo", "es")

    assert "potato" in reading.foods[0]


def test_a_recipe_made_of_the_main_food_answers_a_list() -> None:
    # Given: lentils (a protein, the main food) and rice
    reading = read_food_list("lentejas y arroz", "es")

    # Then: the dal (lentils, among its heaviest ingredients) answers; a rice dish does not
    assert reading.made_of_main(max(reading.weights))
    assert not reading.made_of_main(min(reading.weights))
    assert not read_food_list("lentejas", "es").made_of_main(1.5)


def test_an_allergen_word_that_names_a_food_is_that_food() -> None:
    # "eggs" is also the egg allergen group: in a list it is eggs, not brioche.
    reading = read_food_list("eggs and spinach", "en")

    assert "egg" in reading.foods[0]
    assert "brioche" not in reading.foods[0]


@pytest.mark.parametrize(
    ("text", "language", "member"),
    [("tengo mariscos y arroz", "es", "shrimp"), ("seafood and pasta", "en", "clam")],
)
def test_a_food_groups_word_is_the_group_not_a_seasoning_named_for_it(
    text: str, language: str, member: str
) -> None:
    # "mariscos" is seafood, though "sazonador para mariscos" is Old Bay's Spanish alias
    reading = read_food_list(text, language)

    assert member in reading.foods[0]
    assert "old_bay_seasoning" not in reading.foods[0]


@pytest.mark.parametrize(
    ("text", "talk"),
    [
        ("sobro arroz blanco de ayer", {"sobro", "ayer"}),
        ("me sobró pollo deshebrado del recalentado", {"sobró", "recalentado"}),
        ("tortillas duras del otro día", {"otro", "día"}),
        ("leftover rice from last night", {"leftover", "last", "night"}),
        ("yesterday's roast chicken", {"yesterday"}),
        ("day-old bread", {"day", "old"}),
        # A food to use before it spoils, or because there is too much of it.
        ("se me juntaron muchos pepinos", {"juntaron"}),
        ("se me van a echar a perder unos jitomates", {"echar", "a", "perder"}),
        ("a tub of Greek yogurt to use up", {"use", "up"}),
        ("tomatoes about to go bad", {"go", "bad"}),
        ("overripe bananas", {"overripe"}),
    ],
)
def test_leftover_talk_in_both_languages(text: str, talk: set[str]) -> None:
    assert leftover_talk(text) == talk


@pytest.mark.parametrize(
    "text",
    [
        "pozole rojo",
        "last minute dinner",
        "otro postre",
        "a night in",
        "cocido madrileño",
        # "perder" and "up" alone say something else: losing weight, a pick-me-up.
        "algo para perder peso",
        "ayudame a perder peso",
        "need a pick me up",
        "what do you use for tacos",
    ],
)
def test_no_leftover_talk(text: str) -> None:
    assert leftover_talk(text) == frozenset()


def test_leftover_talk_with_a_food_asks_what_to_make_of_it() -> None:
    # Given one food and leftover talk
    reading = read_food_list("arroz blanco", "es", asked="sobro arroz blanco de ayer")

    # Then it reads as foods to use, though it names one food only
    assert reading.leftovers
    assert reading.is_list
    assert len(reading.foods) == 1


def test_leftover_talk_without_food_is_not_leftovers() -> None:
    assert not read_food_list("lo de ayer", "es").leftovers


def test_only_a_list_is_sent_to_the_database() -> None:
    one = read_food_list("chicken", "en")
    two = read_food_list("chicken and rice", "en")

    assert one.slug_terms() == ([], [])
    slugs, terms = two.slug_terms()
    assert "chicken_thigh" in slugs
    assert "long_grain_rice" in slugs
    assert set(terms) == {0, 1}
    assert len(slugs) == len(terms)
    assert FoodList().slug_terms() == ([], [])


@pytest.mark.parametrize(
    ("text", "language", "said"),
    [
        ("sobro arroz blanco de ayer", "es", "sobrante arroz blanco"),
        ("tortillas duras del otro día", "es", "tortillas duras sobrante"),
        ("rice from last night", "en", "rice leftover"),
        ("leftover baguette", "en", "leftover baguette"),
        ("overnight oats", "en", "overnight oats"),
        ("pozole rojo", "es", "pozole rojo"),
    ],
)
def test_leftover_talk_is_said_as_the_catalogue_tags_leftovers(
    text: str, language: str, said: str
) -> None:
    assert expand_leftovers(text, language) == said  # type: ignore[arg-type]


def test_leftover_cooked_food_stands_for_the_food_itself() -> None:
    # Leftover roast chicken goes wherever chicken does.
    reading = read_food_list("leftover roast chicken and limes", "en")

    assert {"rotisserie_chicken", "chicken_thigh", "chicken_breast"} <= set(reading.foods[0])


def test_recipes_made_of_every_food_answer_the_list() -> None:
    # Given a list of two foods
    reading = read_food_list("chicken and rice", "en")

    # Then two recipes holding both as main ingredients (the chicken 1.5, the rice 1) answer
    # it, one does not
    assert reading.answered([2.5, 2.5, 0.5], min_results=2)
    assert not reading.answered([2.5, 1.75, 1.0], min_results=2)
    # and a single food with no leftover talk is no list to answer
    assert not read_food_list("chicken", "en").answered([1.0, 1.0], min_results=1)


@pytest.mark.parametrize(
    ("text", "language", "foods"),
    [
        # "chipotle" is a name of the catalogue's English side only.
        ("tengo pollo, jitomate y chipotle", "es", 3),
        # "leche" of "leche de coco" is no second food in the other language.
        ("pollo y leche de coco", "es", 2),
        # Short words are other words across languages: "te" is no tea here.
        ("te preparo pollo y arroz", "es", 2),
    ],
)
def test_the_other_languages_names_count_too(text: str, language: str, foods: int) -> None:
    assert len(read_food_list(text, language).foods) == foods  # type: ignore[arg-type]


def test_use_up_talk_with_one_food_asks_what_to_make_of_it() -> None:
    # Given one food and talk of having too much of it
    reading = read_food_list("pepinos", "es", asked="se me juntaron muchos pepinos")

    # Then it reads as foods to use, as leftover talk does
    assert reading.leftovers
    assert reading.is_list


@pytest.mark.parametrize(
    ("text", "language", "at_hand"),
    [
        ("student budget, i have a bag of potatoes and an onion basically", "en", True),
        ("tengo papas, cebolla y huevos nomás", "es", True),
        ("sobró arroz blanco de ayer", "es", True),
        # A dish's name beside its foods names the dish, whatever the catalogue lacks
        ("tlayudas with beans and cheese", "en", False),
        ("chicken and rice", "en", False),
    ],
)
def test_foods_the_cook_says_she_has_are_at_hand(text: str, language: str, at_hand: bool) -> None:
    assert read_food_list(text, language).at_hand is at_hand  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "main"),
    [
        # A protein is what the dish is built around, wherever it is named.
        ("camarones congelados y leche de coco", "es", 0),
        ("coconut milk and shrimp", "en", 1),
        ("carne molida, papas y zanahoria", "es", 0),
        ("lentejas, arroz y cebolla", "es", 0),
        # Without a protein, the food named first.
        ("rice, spinach and tomato", "en", 0),
    ],
)
def test_the_main_food_of_a_list_counts_more(text: str, language: str, main: int) -> None:
    reading = read_food_list(text, language)

    assert reading.is_list
    heavier = [index for index, weight in enumerate(reading.weights) if weight > 1.0]
    assert heavier == [main]
    assert reading.term_weights() == list(reading.weights)


def test_a_recipe_holding_every_food_as_its_main_answers_the_list() -> None:
    reading = read_food_list("chicken, rice and onion", "en")
    # Chicken counts 1.5, rice and onion 1 each: all three held as mains is 3.5.
    assert reading.whole == pytest.approx(3.5)
    assert reading.answered([3.5, 3.5], 2)
    # Two foods held as mains and the chicken as a garnish is not the whole list.
    assert not reading.answered([3.5, 2.75], 2)
    # A single food is no list: nothing weighs in the database.
    assert read_food_list("chicken", "en").term_weights() == []


@pytest.mark.parametrize(
    ("text", "language"),
    [("what can I do with a bag of frozen peas", "en"), ("qué hago con tanto mango", "es")],
)
def test_recipes_having_the_one_food_asked_about_answer_it(text: str, language: str) -> None:
    # Given one food asked about, no list
    reading = read_food_list(text, language)  # type: ignore[arg-type]
    assert not reading.is_list

    # Then enough included recipes having it answer it, whatever the retrievers agree on
    assert reading.answered([], 2, holding=2)
    assert not reading.answered([], 2, holding=1)


def test_recipes_having_one_food_of_a_list_do_not_answer_it() -> None:
    # Given a list of three foods
    reading = read_food_list("chicken, rice and onion", "en")

    # Then recipes having one of them are no answer: what they hold of the list decides
    assert not reading.answered([1.0, 1.0], 2, holding=2)
    # Nor does a query naming no food
    assert not read_food_list("something cosy", "en").answered([], 2, holding=2)
