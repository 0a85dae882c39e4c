"""What a query becomes before any SQL runs: its text, words and gate parameters (pure)."""

from __future__ import annotations

import re

import pytest

from shared.search import SearchQuery, SearchUser, search_text
from shared.search.gates import allergy_patterns, gate_params, hot_gated
from shared.search.lexical import query_words
from shared.search.negation import Avoided


@pytest.mark.parametrize(
    ("text", "language", "ingredients", "expected"),
    [
        ("what can I make with chickpeas and spinach", "en", (), "chickpeas and spinach"),
        ("busca recetas de sopa de pollo", "es", (), "de sopa de pollo"),
        ("", "en", ("chicken", "rice"), "chicken rice"),
        ("tacos", "es", ("pescado",), "tacos pescado"),
        ("   ", "en", (), ""),
    ],
)
def test_search_text_drops_filler_and_appends_ingredients(
    text: str, language: str, ingredients: tuple[str, ...], expected: str
) -> None:
    query = SearchQuery(text=text, language=language, ingredients=ingredients)  # type: ignore[arg-type]

    assert search_text(query) == expected


def test_query_words_are_distinct_lower_case_letters_and_digits() -> None:
    # Nothing that could be a tsquery operator survives
    assert query_words("Pollo & (pollo) | 'tinga' !x 3") == ["pollo", "tinga", "x", "3"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # Split, "no" is a stop word and "bake" would find the baked desserts.
        ("no-bake dessert", ["no-bake", "dessert"]),
        ("No-Cook non-alcoholic drink", ["no-cook", "non-alcoholic", "drink"]),
        # Other compounds match by their parts, as before; "casino" holds no negator.
        ("stir-fry casino-style", ["stir", "fry", "casino", "style"]),
    ],
)
def test_query_words_keep_a_negated_compound_whole(text: str, words: list[str]) -> None:
    assert query_words(text) == words


def test_allergy_patterns_match_whole_words_and_plural_forms() -> None:
    assert allergy_patterns(["Fresas", "egg", "Cacahuates", "nuez"]) == [
        r"\m(?:fresas|fresa)(?:es|s)?\M",
        r"\m(?:egg)(?:es|s)?\M",
        r"\m(?:cacahuates|cacahuat|cacahuate)(?:es|s)?\M",
        r"\m(?:nuez)(?:es|s)?\M",
    ]


def test_allergy_patterns_carry_no_regex_syntax_from_the_input() -> None:
    # Punctuation becomes spaces, accents fold, blanks and repeats are dropped
    assert allergy_patterns(["pea(nut)*|.+", "  ", "Piñón", "piñon"]) == [
        r"\m(?:pea nut)(?:es|s)?\M",
        r"\m(?:pinon)(?:es|s)?\M",
    ]


def test_gate_parameters_join_explicit_and_profile_constraints() -> None:
    query = SearchQuery(text="curry", language="en", diet="gluten_free", max_time=30)
    user = SearchUser(allergens=("peanut", "peanut"), diet_types=("vegan",))

    params = gate_params(query, user)

    assert params["diets"] == ["gluten_free", "vegan"]
    assert params["allergens"] == ["peanut"]
    assert params["has_blocks"] is True
    assert params["max_time"] == 30
    assert params["cuisine"] is None


def test_a_user_without_allergies_has_nothing_to_block() -> None:
    params = gate_params(SearchQuery(text="x", language="en"), SearchUser())

    assert params["has_blocks"] is False
    assert params["allergy_patterns"] == []


def test_what_the_query_leaves_out_joins_the_gates() -> None:
    query = SearchQuery(text="postre", language="es", diet="vegan")
    user = SearchUser(allergens=("peanut",), custom_allergies=("fresas",))
    avoided = Avoided(
        diets=("gluten_free",),
        categories=("pork", "red_meat"),
        allergens=("tree_nut", "peanut"),
        ingredients=("chocolate",),
    )

    params = gate_params(query, user, avoided=avoided)

    assert params["diets"] == ["gluten_free", "vegan"]
    assert params["allergens"] == ["peanut", "tree_nut"]
    assert params["allergy_patterns"] == [
        r"\m(?:fresas|fresa)(?:es|s)?\M",
        r"\m(?:chocolate)(?:es|s)?\M",
        # what a cook counts as chocolate is left out with it
        r"\m(?:cacao)(?:es|s)?\M",
        r"\m(?:cocoa)(?:es|s)?\M",
    ]
    assert params["avoid_categories"] == ["pork", "red_meat"]
    assert params["has_blocks"] is True


def test_a_food_group_alone_is_something_to_block() -> None:
    avoided = Avoided(categories=("seafood",))

    params = gate_params(SearchQuery(text="x", language="en"), SearchUser(), avoided=avoided)

    assert params["has_blocks"] is True
    assert params["allergy_patterns"] == []


def test_nothing_spicy_gates_nothing_but_keeps_a_named_dish_from_its_chiles() -> None:
    # Given a search for nothing spicy, with no other food left out
    avoided = Avoided(hot=True)
    query = SearchQuery(text="cena, nada picante", language="es")

    # When its gates are made, and the gates of the dish its words name
    params = gate_params(query, SearchUser(), avoided=avoided)
    dish = hot_gated(params, avoided)

    # Then the search gates nothing (the hot dishes are ranked last), while the dish check
    # leaves out what holds a serrano or chili flakes, in either language
    assert params["has_blocks"] is False
    assert params["allergy_patterns"] == []
    assert dish["has_blocks"] is True
    [pattern] = dish["allergy_patterns"]  # type: ignore[misc]
    for food in ("serrano pepper", "chile serrano", "red pepper flakes", "habanero pepper"):
        assert re.search(pattern.replace(r"\m", r"\b").replace(r"\M", r"\b"), food), food
    assert not re.search(pattern.replace(r"\m", r"\b").replace(r"\M", r"\b"), "poblano pepper")


def test_the_dish_check_gates_as_the_search_without_nothing_spicy() -> None:
    params = gate_params(SearchQuery(text="x", language="en"), SearchUser())

    assert hot_gated(params, Avoided()) is params
    assert hot_gated(params, None) is params
