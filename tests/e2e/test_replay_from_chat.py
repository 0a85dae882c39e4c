"""Replay reachable from chat, through HTTP on the offline provider: the ways a cook refers to
a recipe she saved ("that recipe from last week", "what did I save last week?", "my risotto",
"los tacos del sábado") reach `retrieve_custom_recipe` over her own recipes, never the public
catalogue; several matches come back as chips naming each dish and its day, and tapping one
finds that recipe.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import pytest

from tests.integration.test_chat_harness import (
    add_profile,
    events_of,
    post_chat,
    save_user_recipe,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration

# The harness clock is Wednesday 18 March 2026; "last week" is 9 to 15 March.
SAVED = {
    "en": {
        "chicken": ("Lemon Chicken with Rice", datetime(2026, 3, 10, 19, tzinfo=UTC)),
        "risotto": ("Mushroom Risotto", datetime(2026, 3, 12, 20, tzinfo=UTC)),
        "tacos": ("Black Bean Tacos", datetime(2026, 3, 14, 13, tzinfo=UTC)),
    },
    "es": {
        "chicken": ("Pollo al limón con arroz", datetime(2026, 3, 10, 19, tzinfo=UTC)),
        "risotto": ("Risotto de champiñones", datetime(2026, 3, 12, 20, tzinfo=UTC)),
        "tacos": ("Tacos de frijol", datetime(2026, 3, 14, 13, tzinfo=UTC)),
    },
}
SAY = {
    "en": {
        "last_week": "that recipe from last week",
        "saved": "what did I save last week?",
        "risotto": "my risotto",
        "tacos": "the tacos from last Saturday",
        "missing": "my sushi",
    },
    "es": {
        "last_week": "esa receta de la semana pasada",
        "saved": "¿qué guardé la semana pasada?",
        "risotto": "mi risotto",
        "tacos": "los tacos del sábado",
        "missing": "mi sushi",
    },
}
DAYS = {
    "en": {"chicken": "Mar 10", "risotto": "Mar 12", "tacos": "Mar 14"},
    "es": {"chicken": "10 mar", "risotto": "12 mar", "tacos": "14 mar"},
}


@pytest.fixture
def kitchen(
    make_user: Callable[..., Principal], database_url: str
) -> Callable[[str], tuple[Principal, dict[str, str]]]:
    """A cook who saved three recipes last week: (the cook, recipe id by key)."""

    def create(language: str) -> tuple[Principal, dict[str, str]]:
        user = make_user()
        add_profile(database_url, user.user_id, language=language)
        ids = {
            key: save_user_recipe(database_url, user.user_id, name, saved_at, [])
            for key, (name, saved_at) in SAVED[language].items()
        }
        return user, ids

    return create


async def _ask(http: httpx.AsyncClient, user: Principal, message: str) -> dict[str, Any]:
    response = await post_chat(http, user, {"message": message})
    assert response.status_code == 200, response.text
    events = events_of(response.text)
    assert events[-1]["type"] == "done", events[-1]
    answer: dict[str, Any] = events[-1]["response"]
    assert answer["trace"]["toolsCalled"] == ["retrieve_custom_recipe"], answer
    assert "recipes" not in answer  # never the public catalogue
    return answer


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("said", ["last_week", "saved"])
async def test_last_week_lists_what_was_saved_with_the_dish_on_each_chip(
    http: httpx.AsyncClient,
    kitchen: Callable[[str], tuple[Principal, dict[str, str]]],
    language: str,
    said: str,
) -> None:
    # Given three recipes saved last week
    user, ids = kitchen(language)

    # When the cook asks for "that recipe from last week" or what she saved
    answer = await _ask(http, user, SAY[language][said])

    # Then all three are offered, newest first, each chip naming the dish and its day
    retrieval = answer["retrieval"]
    assert retrieval["type"] == "multiple"
    order = ["tacos", "risotto", "chicken"]
    assert [r["userRecipeId"] for r in retrieval["recipes"]] == [ids[k] for k in order]
    labels = [chip["label"] for chip in answer["suggestions"]]
    assert labels == [f"{SAVED[language][k][0]} — {DAYS[language][k]}" for k in order]
    assert all(SAVED[language][k][0] in answer["message"] for k in order), answer["message"]
    assert answer["language"] == language


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("said", ["risotto", "tacos"])
async def test_a_dish_of_her_own_or_a_dish_and_a_day_is_that_recipe(
    http: httpx.AsyncClient,
    kitchen: Callable[[str], tuple[Principal, dict[str, str]]],
    language: str,
    said: str,
) -> None:
    # Given
    user, ids = kitchen(language)

    # When
    answer = await _ask(http, user, SAY[language][said])

    # Then the one recipe, with actions to view and cook it
    retrieval = answer["retrieval"]
    assert retrieval["type"] == "single", retrieval
    assert retrieval["recipe"]["userRecipeId"] == ids[said]
    assert retrieval["recipe"]["name"] == SAVED[language][said][0]
    viewed = [a["payload"]["recipeId"] for a in answer["actions"] if a["type"] == "view_recipe"]
    assert viewed == [ids[said]]
    # And the message names it as a cook would: "Tu receta Tacos de frijol …", whatever the
    # dish's grammatical gender ("tu tacos" would not agree)
    mine = {
        "en": f"Your {SAVED['en'][said][0]} from",
        "es": f"Tu receta {SAVED['es'][said][0]} del",
    }
    assert mine[language] in answer["message"], answer["message"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_tapping_an_option_chip_finds_that_recipe(
    http: httpx.AsyncClient,
    kitchen: Callable[[str], tuple[Principal, dict[str, str]]],
    language: str,
) -> None:
    # Given the three options on screen
    user, ids = kitchen(language)
    options = await _ask(http, user, SAY[language]["last_week"])
    chicken_chip = options["suggestions"][2]

    # When the cook taps the chicken one
    answer = await _ask(http, user, chicken_chip["message"])

    # Then
    assert answer["retrieval"]["type"] == "single"
    assert answer["retrieval"]["recipe"]["userRecipeId"] == ids["chicken"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_dish_she_never_saved_is_not_found(
    http: httpx.AsyncClient,
    kitchen: Callable[[str], tuple[Principal, dict[str, str]]],
    language: str,
) -> None:
    # Given
    user, _ = kitchen(language)

    # When
    answer = await _ask(http, user, SAY[language]["missing"])

    # Then
    assert answer["retrieval"]["type"] == "not_found"
