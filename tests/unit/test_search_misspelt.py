"""A query word that misspells a candidate's name word counts as found in that name."""

from __future__ import annotations

import itertools
import uuid
from difflib import SequenceMatcher

import pytest

from shared.search.food_list import read_food_list
from shared.search.lexical import CatalogueRow
from shared.search.misspelt import credit_misspellings, lone_misspelling
from shared.search.model import SearchQuery, SearchUser
from shared.search.moods import MoodReading
from shared.search.name_words import (
    MISSPELT_MIN_RATIO,
    misspelling_closeness,
    misspells_beside,
    one_edit,
)
from shared.search.ranking import rank
from shared.search.settings import SearchSettings

SETTINGS = SearchSettings()


def _row(
    name: str,
    lexical: float,
    *,
    terms: int,
    unmatched: list[str],
    foreign: tuple[list[str], str] | None = None,
) -> CatalogueRow:
    return CatalogueRow(
        id=uuid.uuid4(),
        slug=name.casefold().replace(" ", "_"),
        name=name,
        image_url=None,
        total_time_minutes=20,
        portions=4,
        difficulty="easy",
        cuisine_slug=None,
        cuisine=None,
        meal_types=[],
        description=None,
        lexical=lexical,
        lexical_side=True,
        vector_side=True,
        relaxed=False,
        allergens=[],
        query_terms=terms,
        unmatched=unmatched,
        foreign_words=foreign[0] if foreign else [],
        other_name=foreign[1] if foreign else None,
    )


@pytest.mark.parametrize(
    ("word", "candidate"),
    [
        ("guacamloe", "guacamole"),  # two letters swapped
        ("bahn", "banh"),  # in a short word
        ("flam", "flan"),  # one letter wrong in a short word
        ("carnie", "carne"),  # one letter too many
        ("sandwhich", "sandwich"),
        ("jambalya", "jambalaya"),  # a letter dropped from a long word
        ("tabbouli", "tabbouleh"),  # two letters fewer than nine
        ("tirimasu", "tiramisu"),  # two letters swapped apart in a long word
    ],
)
def test_typos_read_as_the_name_word(word: str, candidate: str) -> None:
    assert misspelling_closeness(word, candidate) >= 0.75


@pytest.mark.parametrize(
    ("word", "candidate"),
    [
        ("tinga", "tikka"),  # two dishes
        ("rice", "rice"),  # the same word is no misspelling
        ("plan", "flan"),  # the first letter changed
        ("pay", "pan"),  # too short to tell
        ("molten", "mole"),  # every letter of a shorter word, and two more
        ("cheesecake", "cheese"),
        ("arroz", "azorr"),  # the same letters apart in a short word are another word
        ("tamales", "lamates"),  # the first letter changed
    ],
)
def test_other_words_are_no_misspelling(word: str, candidate: str) -> None:
    assert misspelling_closeness(word, candidate) == 0.0


_WORDS = [
    "guacamole",
    "guacamloe",
    "banh",
    "bahn",
    "flan",
    "flam",
    "plan",
    "carne",
    "carnie",
    "sandwich",
    "sandwhich",
    "jambalaya",
    "jambalya",
    "tabbouleh",
    "tabbouli",
    "tinga",
    "tikka",
    "rice",
    "mole",
    "molten",
    "cheese",
    "cheesecake",
    "pozole",
    "posole",
    "paella",
    "paeya",
    "enchiladas",
    "enchilads",
    "chicken",
    "chiken",
    "masala",
    "masalla",
    "lasagna",
    "lasagne",
    "tacos",
    "tortilla",
    "tortila",
    "arroz",
    "arros",
    "pollo",
    "polo",
    "sopa",
    "sopes",
    "curry",
    "curri",
    "thai",
    "tai",
    "griega",
    "grieja",
    "rellenos",
    "rejenos",
    "birria",
    "biria",
    "ramen",
    "raman",
]


def _closeness_by_definition(word: str, candidate: str) -> float:
    """The docstring's closeness, with difflib's full ratio computed for every pair."""
    if word == candidate or min(len(word), len(candidate)) < 3:
        return 0.0
    if abs(len(word) - len(candidate)) > max(1, len(candidate) // 4):
        return 0.0
    matcher = SequenceMatcher(None, candidate, word)
    if matcher.real_quick_ratio() < MISSPELT_MIN_RATIO - 0.1:
        return 0.0
    ratio = matcher.ratio()
    if ratio >= MISSPELT_MIN_RATIO:
        return ratio
    if len(word) >= 4 and word[0] == candidate[0] and one_edit(word, candidate):
        return MISSPELT_MIN_RATIO
    return 0.0


def test_the_quick_bounds_never_change_a_closeness() -> None:
    # Given every ordered pair of dish words and their typos
    pairs = list(itertools.product(_WORDS, repeat=2))
    # When the closeness skips the full comparison where difflib's bounds rule a pair out
    found = [misspelling_closeness(word, candidate) for word, candidate in pairs]
    # Then every pair reads exactly as the full comparison reads it, and typos are read
    assert found == [_closeness_by_definition(word, candidate) for word, candidate in pairs]
    assert sum(value > 0 for value in found) >= 20


def test_the_misspelt_dish_outranks_a_generic_word_match() -> None:
    # Given "guacamloe and chips": "chips" known (the cookies' name has it), the typo unmatched
    unmatched = ["guacamloe"]
    cookies = _row("Chocolate Chip Cookies", 1.0, terms=2, unmatched=unmatched)
    guacamole = _row("Guacamole", 0.7, terms=2, unmatched=unmatched)
    # When
    credited = credit_misspellings([cookies, guacamole], unmatched, settings=SETTINGS)
    # Then the typo counts as half the query, found in the guacamole's name only
    by_name = {row.name: row.lexical for row in credited}
    assert by_name["Guacamole"] > by_name["Chocolate Chip Cookies"]
    assert by_name["Chocolate Chip Cookies"] == pytest.approx(0.5)


def test_a_lone_misspelt_word_gives_its_dish_lexical_evidence() -> None:
    rows = [
        _row("Ratatouille", 0.0, terms=1, unmatched=["ratatoullie"]),
        _row("Pisto Manchego", 0.0, terms=1, unmatched=["ratatoullie"]),
    ]
    credited = credit_misspellings(rows, ["ratatoullie"], settings=SETTINGS)
    assert credited[0].lexical > 0.8
    assert credited[1].lexical == 0.0


@pytest.mark.parametrize("unmatched", [[], ["tonight"], ["wellington"]])
def test_no_misspelling_leaves_the_scores_alone(unmatched: list[str]) -> None:
    rows = [_row("Beef Bulgogi", 0.6, terms=2, unmatched=unmatched)]
    assert credit_misspellings(rows, unmatched, settings=SETTINGS) == rows


def test_a_word_of_the_other_language_counts_where_that_language_names_the_dish() -> None:
    # Given "grilled cheese con sopita de tomate" matched in Spanish: "grilled" only the
    # English recipes have; "cheese", "sopa" and "tomate" are known in Spanish
    foreign = ["grilled"]
    soup = _row(
        "Sopa de Tortilla",
        0.67,
        terms=4,
        unmatched=[],
        foreign=(foreign, "Tortilla Soup"),
    )
    grilled = _row(
        "Sándwich de Queso a la Plancha con Crema de Jitomate",
        0.4,
        terms=4,
        unmatched=[],
        foreign=(foreign, "Grilled Cheese with Creamy Tomato Soup"),
    )
    # When
    credited = credit_misspellings([soup, grilled], [], settings=SETTINGS)
    # Then the grilled cheese, named so in English, comes first
    assert credited[1].lexical > credited[0].lexical
    assert credited[0].lexical == pytest.approx(0.67 * 3 / 4)


def test_a_word_of_the_other_language_no_name_has_changes_nothing() -> None:
    rows = [_row("Pozole Rojo", 0.5, terms=2, unmatched=[], foreign=(["hominy"], "Red Pozole"))]
    assert credit_misspellings(rows, [], settings=SETTINGS) == rows


def _found(name: str, lexical: float, other: str | None = None) -> CatalogueRow:
    """A candidate the lexical side found (by sound, for a word no recipe spells)."""
    return _row(name, lexical, terms=1, unmatched=[], foreign=([], other) if other else None)


@pytest.mark.parametrize(
    ("text", "name", "other"),
    [
        ("falafal", "Falafel", "Falafel"),
        ("tabouli", "Tabbouleh", "Tabulé"),
        # Spanish, found by the other language's name
        ("chilakiles", "Chilaquiles Verdes", "Green Chilaquiles"),
    ],
)
def test_one_misspelt_word_names_the_one_recipe_that_sounds_like_it(
    text: str, name: str, other: str
) -> None:
    # Given one candidate found by sound, and one the semantic side alone brought
    dish = _found(name, 0.55, other)
    rows = [dish, _found("Greek Salad", 0.0)]

    # When / Then that recipe is the answer
    assert lone_misspelling(text, rows, terms=1) == dish.id


def test_a_word_that_sounds_like_several_names_names_none() -> None:
    # Given "sandwhich": three sandwiches sound like it
    rows = [_found(name, 0.5) for name in ("Croque Monsieur Sandwich", "Banh Mi Sandwich")]

    # Then no one of them is the answer
    assert lone_misspelling("sandwhich", rows, terms=1) is None


@pytest.mark.parametrize(
    ("text", "name", "terms"),
    [
        # Spelt as in the name: the thresholds judged that match, not a typo
        ("falafel", "Falafel", 1),
        # Two words: a dish name the coverage reads, not a lone typo
        ("falafal wrap", "Falafel", 2),
        # An everyday word names no dish
        ("tonight", "Tonkatsu", 1),
    ],
)
def test_other_queries_name_no_lone_misspelling(text: str, name: str, terms: int) -> None:
    rows = [_found(name, 0.5), _found("Hummus", 0.0)]
    assert lone_misspelling(text, rows, terms=terms) is None


@pytest.mark.parametrize(
    ("word", "others", "names"),
    [
        ("pau", ["pollo", "kung"], ["Pollo Kung Pao"]),
        ("yam", ["tom", "soup"], ["Tom Yum Goong (Thai Hot and Sour Shrimp Soup)"]),
    ],
)
def test_a_short_word_beside_the_rest_of_a_name_misspells_it(
    word: str, others: list[str], names: list[str]
) -> None:
    assert misspells_beside(word, others, names)


@pytest.mark.parametrize(
    ("word", "others", "names"),
    [
        # Alone, "yam" is a yam and "pau" no dish.
        ("yam", [], ["Tom Yum Goong (Thai Hot and Sour Shrimp Soup)"]),
        ("pau", ["pollo"], ["Pollo a la Mantequilla", "Pollo Tandoori"]),
        # The name lacks another word of the query: not that dish ("yam stew").
        ("yam", ["stew"], ["Tom Yum Goong (Thai Hot and Sour Shrimp Soup)"]),
        # More than one letter off, or another first letter.
        ("tinga", ["chicken"], ["Chicken Tikka Masala"]),
        ("bum", ["tom"], ["Tom Yum Goong"]),
    ],
)
def test_other_words_are_no_misspelling_beside_a_name(
    word: str, others: list[str], names: list[str]
) -> None:
    assert not misspells_beside(word, others, names)


def test_the_dish_a_lone_misspelling_names_is_no_dish_the_catalogue_lacks() -> None:
    # Given "ratatuy": the lexical side found the ratatouille by its sound, the model sees no
    # recipe apart from the rest, and the dish-name test found no recipe holding the word
    dish = _found("Ratatouille", 0.5)
    others = [_found(f"Other {n}", 0.0) for n in range(12)]
    rows = [dish, *others]
    similarity = {row.id: 0.82 - 0.001 * index for index, row in enumerate(rows)}
    query = SearchQuery(text="ratatuy", language="es")

    # When
    outcome = rank(
        query,
        SearchUser(),
        rows,
        similarity,
        model="e5-multilingual-e5-small-q4-3072",
        has_lexical=True,
        covered=False,
        unmatched=[],
        terms=1,
        moods=MoodReading(text=query.text),
        written_in="es",
        time_budget=None,
        foods=read_food_list(query.text, "es"),
        settings=SETTINGS,
    )

    # Then the recipe it misspells answers it
    assert outcome.decision == "results"
    assert [hit.slug for hit in outcome.hits][:1] == ["ratatouille"]
