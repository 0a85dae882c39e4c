"""Metadata and personalization fits, and the wishes read from a query's words (pure)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from shared.context import UserContext
from shared.search.fit import (
    RecipeFacts,
    cuisine_fit,
    metadata_fit,
    personalization_fit,
    time_fit,
)
from shared.search.intent import QueryIntent, fold_words, read_intent
from shared.search.model import SearchQuery, SearchUser
from shared.search.settings import SearchSettings

SETTINGS = SearchSettings()
NEUTRAL = SETTINGS.neutral_fit
TACOS = RecipeFacts(total_time=45, difficulty="medium", cuisine="mexican", meal_types=("lunch",))


def intent(text: str, language: str = "en", **filters: object) -> QueryIntent:
    query = SearchQuery(text=text, language=language, **filters)  # type: ignore[arg-type]
    return read_intent(query, quick_minutes=30)


@pytest.mark.parametrize(
    ("minutes", "budget", "expected"),
    [(20, 30, 1.0), (30, 30, 1.0), (45, 30, 0.5), (60, 30, 0.0), (90, 30, 0.0)],
)
def test_time_fit_is_full_within_budget_then_falls_to_zero_at_double(
    minutes: int, budget: int, expected: float
) -> None:
    assert time_fit(minutes, budget) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("cuisine", "wanted", "expected"),
    [
        ("mexican", {"mexican"}, 1.0),
        ("latin_american", {"mexican"}, 0.5),
        ("mediterranean", {"spanish"}, 0.5),
        ("italian", {"mexican"}, 0.0),
        (None, {"mexican"}, 0.0),
    ],
)
def test_cuisine_fit_gives_neighbours_partial_credit(
    cuisine: str | None, wanted: set[str], expected: float
) -> None:
    assert cuisine_fit(cuisine, wanted, related=0.5) == expected


def test_a_plain_query_is_metadata_neutral() -> None:
    assert metadata_fit(TACOS, intent("tacos al pastor"), SETTINGS) == NEUTRAL


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("something quick", "en", 0.5),  # 45 minutes against a 30-minute "quick"
        ("algo rápido", "es", 0.5),
        ("easy dinner", "en", (0.5 + 0.5) / 2),  # medium vs easy; lunch is dinner's neighbour
        ("comida mexicana", "es", 1.0),  # lunch and Mexican
        ("italian breakfast", "en", 0.0),
    ],
)
def test_wishes_in_the_words_grade_the_metadata(text: str, language: str, expected: float) -> None:
    assert metadata_fit(TACOS, intent(text, language), SETTINGS) == pytest.approx(expected)


def test_explicit_filters_are_the_wish_the_words_only_fill_gaps() -> None:
    # "quick" says 30 minutes, the explicit filter says 60: the filter wins
    read = intent("quick mexican", max_time=60, cuisine="italian")

    assert read.time_budget == 60
    assert read.cuisines == frozenset({"italian"})
    assert read.difficulty is None


def test_words_are_folded_before_matching() -> None:
    assert fold_words("¿Algo RÁPIDO y Fácil?") == ("algo", "rapido", "y", "facil")
    assert intent("Algo RÁPIDO y Fácil", "es") == QueryIntent(
        time_budget=30, difficulty="easy", wish=True
    )


def test_a_user_without_preferences_is_personalization_neutral() -> None:
    assert personalization_fit(TACOS, SearchUser(), SETTINGS) == NEUTRAL


@pytest.mark.parametrize(
    ("user", "expected"),
    [
        (SearchUser(cuisine_preferences=("mexican",)), 1.0),
        (SearchUser(cuisine_preferences=("latin_american",)), 0.5),
        (SearchUser(cuisine_preferences=("indian",)), 0.0),
        (SearchUser(typical_time_minutes=60), 1.0),
        (SearchUser(typical_time_minutes=30), 0.5),
        (SearchUser(cuisine_preferences=("mexican",), typical_time_minutes=30), 0.75),
    ],
)
def test_personalization_grades_cuisine_taste_and_usual_time(
    user: SearchUser, expected: float
) -> None:
    assert personalization_fit(TACOS, user, SETTINGS) == pytest.approx(expected)


def test_the_search_user_comes_from_the_request_context() -> None:
    context = UserContext(
        language="es",
        dietary_restrictions=("peanut",),
        custom_allergies=("fresas",),
        diet_types=("vegan",),
        cuisine_preferences=("mexican",),
        ingredient_dislikes=("cilantro",),
    )

    assert SearchUser.from_context(context) == SearchUser(
        allergens=("peanut",),
        custom_allergies=("fresas",),
        diet_types=("vegan",),
        cuisine_preferences=("mexican",),
    )


def test_a_mood_fits_the_recipes_that_carry_its_tags_and_no_others() -> None:
    # "tacos for a date night": Mexican lunch tacos, with or without the mood's tags.
    wish = replace(intent("comida mexicana"), mood=True)
    tagged = replace(TACOS, mood=True)
    assert metadata_fit(tagged, wish, SETTINGS) == pytest.approx(1.0)
    assert metadata_fit(TACOS, wish, SETTINGS) == pytest.approx(2 / 3)
    # A query naming no mood ignores the flag.
    assert metadata_fit(tagged, intent("tacos al pastor"), SETTINGS) == NEUTRAL


def test_a_crowd_fits_big_batches_fully_and_smaller_ones_in_proportion() -> None:
    # "vienen como 20 personas": a pot of pozole for 8 fits, a pasta for 4 half as well.
    wish = replace(QueryIntent(), crowd=True)
    pozole = replace(TACOS, portions=8)
    pasta = replace(TACOS, portions=4)
    assert metadata_fit(pozole, wish, SETTINGS) == pytest.approx(1.0)
    assert metadata_fit(pasta, wish, SETTINGS) == pytest.approx(0.5)
    # A query for no crowd judges no portions.
    assert metadata_fit(pasta, QueryIntent(), SETTINGS) == NEUTRAL


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("algo de tomar para el calor", "es"),
        ("algo calientito para tomar en la tarde", "es"),
        ("algo para beber", "es"),
        ("something cold to drink", "en"),
    ],
)
def test_asking_for_something_to_drink_wishes_for_a_drink(text: str, language: str) -> None:
    assert intent(text, language).meal == "drink"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("tomar en cuenta que soy vegetariana", "es"),  # "to take into account"
        ("tomates asados", "es"),
        ("a dinner to impress", "en"),
    ],
)
def test_other_uses_of_tomar_wish_for_no_drink(text: str, language: str) -> None:
    assert intent(text, language).meal != "drink"


def test_a_meal_the_words_name_wins_over_the_drink_phrase() -> None:
    assert intent("un postre para tomar con café", "es").meal == "dessert"
