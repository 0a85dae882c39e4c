"""Spanish diminutives read as their base words, beside the words as typed."""

from __future__ import annotations

import pytest

from shared.search.diminutives import add_base_words, base_word, food_base, matched_view


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("calientito", "caliento"),  # stems with "caliente" in Spanish full text
        ("ligerito", "ligero"),
        ("suavecito", "suave"),
        ("cafecito", "cafe"),
        ("rapiditas", "rapidas"),
        ("poquito", "poco"),
        ("amiguitos", "amigos"),
        ("Antojitos", "antojos"),
        # No diminutive ending, or too short to have one.
        ("frito", None),
        ("fritas", None),
        ("pozole", None),
        ("pollo", None),
        # Diminutives that name a thing of their own: the pork dish, popcorn, masa cakes.
        ("carnitas", None),
        ("Palomitas", None),
        ("gorditas", None),
    ],
)
def test_base_word(word: str, base: str | None) -> None:
    assert base_word(word) == base


def test_spanish_queries_get_base_words_beside_the_typed_ones() -> None:
    # When
    result = add_base_words("un curry suavecito", "es")

    # Then: the typed word stays (a word that only looks like a diminutive keeps matching)
    assert result.text == "un curry suavecito suave"
    assert result.added == {"suave": "suavecito"}


def test_english_queries_are_left_alone() -> None:
    assert add_base_words("a little burrito", "en").text == "a little burrito"


def test_a_diminutive_whose_base_is_known_is_understood() -> None:
    # Given: "ligero" is in the catalogue, "ligerito" is not
    unmatched, terms = matched_view(["ligerito"], 3, {"ligero": "ligerito"})

    # Then: the query's own words are all understood, and counted once
    assert unmatched == []
    assert terms == 2


def test_an_unknown_base_leaves_the_diminutive_unmatched_and_is_not_a_subject() -> None:
    unmatched, terms = matched_view(["cabrito", "cabro"], 2, {"cabro": "cabrito"})

    assert unmatched == ["cabrito"]
    assert terms == 1


def test_a_word_that_names_its_own_dish_gets_no_base_word() -> None:
    # Given "carnitas", a dish of its own, beside "sopita", a little "sopa"
    result = add_base_words("tacos de carnitas y una sopita", "es")

    # Then only the real diminutive has its base added: "carnitas" is no little "carne"
    assert result.added == {"sopa": "sopita"}


# Foods a cook names, for `food_base`: as typed, each must be found by that spelling only.
_FOODS = frozenset(
    {"lentejas", "frijoles", "elotes", "frijol", "calabacitas", "carnitas", "arroz", "nuez"}
)


@pytest.mark.parametrize(
    ("word", "food"),
    [
        ("lentejitas", "lentejas"),  # -ito for a final -a
        ("elotitos", "elotes"),  # for a final -e
        ("frijolitos", "frijoles"),  # after a consonant, whose plural takes -es
        ("frijolito", "frijol"),
        ("arrocito", "arroz"),  # a final -z is spelt -c before -ito
        ("nuecita", "nuez"),
        ("calabacitas", None),  # names a food as typed (zucchini)
        ("carnitas", None),  # a dish of its own
        ("poquito", None),  # no base names a food
        ("arroz", None),  # no diminutive
    ],
)
def test_the_food_a_diminutive_is_said_from(word: str, food: str | None) -> None:
    assert food_base(word, lambda said: said in _FOODS) == food


@pytest.mark.parametrize(
    ("text", "added"),
    [
        # The base the ingredient catalogue spells, not the first the ending suggests
        # ("frijolos", "arroco"), which no recipe holds.
        ("unos frijolitos charros", {"frijoles": "frijolitos"}),
        ("arrocito rojo para acompañar", {"arroz": "arrocito"}),
        ("tacos de pollito", {"pollo": "pollito"}),
        # A word that is no food keeps the base its ending says.
        ("algo calientito", {"caliento": "calientito"}),
    ],
)
def test_a_diminutive_food_is_searched_as_the_catalogue_spells_it(
    text: str, added: dict[str, str]
) -> None:
    assert add_base_words(text, "es").added == added
