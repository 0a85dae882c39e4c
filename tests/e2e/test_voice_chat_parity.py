"""Voice parity through HTTP: the same words typed in chat and relayed by the voice model (the
raw sentence as the query, as a Realtime model may send it) find the same cards and offer the
same actions; a generated recipe offers a timer for each step that takes time.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import chat_answer, voice_call

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

DISCOVERY = {
    "en": "something healthy, fast and Mexican",
    "es": "algo saludable, rápido y mexicano",
}
GENERATE = {
    "en": ["chicken", "rice", "bell pepper"],
    "es": ["pollo", "arroz", "pimiento"],
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_raw_sentence_by_voice_finds_what_chat_finds(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[[str], Principal],
    language: str,
) -> None:
    # Given one cook, typing in chat and then saying the same words by voice
    user = cook(language)
    sentence = DISCOVERY[language]

    # When
    typed = await chat_answer(database, user, sentence)
    spoken = await voice_call(
        database, database_url, user, language, ("search_recipes", {"query": sentence})
    )

    # Then the same quick Mexican cards, in the same order, with the same actions
    said = spoken["response"]
    cards = [c["recipeId"] for c in typed["recipes"]]
    assert cards
    assert [c["recipeId"] for c in said["recipes"]] == cards
    mexican = {"en": "Mexican", "es": "Mexicana"}[language]
    assert all(c["totalTime"] <= 30 and c["cuisine"] == mexican for c in said["recipes"])
    assert said["actions"] == typed["actions"]
    assert {a["type"] for a in said["actions"]} >= {"view_recipe", "start_cooking"}


@pytest.mark.parametrize(
    ("language", "found"),
    [
        ("en", "I found one recipe: "),
        ("es", "Encontré una receta: "),
    ],
)
async def test_one_result_is_spoken_in_the_singular(
    *,
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[[str], Principal],
    language: str,
    found: str,
) -> None:
    # Given a search that asks for a single card
    user = cook(language)
    args = {"query": DISCOVERY[language], "limit": 1}

    # When
    result = await voice_call(database, database_url, user, language, ("search_recipes", args))

    # Then
    assert len(result["response"]["recipes"]) == 1
    assert result["spoken"].startswith(found), result["spoken"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_generated_recipe_offers_a_timer_for_each_timed_step_in_chat_and_voice(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[[str], Principal],
    language: str,
) -> None:
    # Given
    user = cook(language)
    ask = {"en": "Make me a recipe with {}", "es": "Hazme una receta con {}"}[language]

    # When the same recipe is asked for in chat and by voice
    typed = await chat_answer(database, user, ask.format(", ".join(GENERATE[language])))
    spoken = await voice_call(
        database,
        database_url,
        user,
        language,
        ("generate_custom_recipe", {"ingredients": GENERATE[language]}),
    )

    # Then each answer offers save, then a timer per timed step (as many as fit in six actions)
    for answer in (typed, spoken["response"]):
        timed = [s for s in answer["customRecipe"]["steps"] if s.get("timerSeconds")]
        assert timed
        actions = answer["actions"]
        assert actions[0]["type"] == "save_recipe"
        timers = [a for a in actions if a["type"] == "set_timer"]
        expected = [math.ceil(s["timerSeconds"] / 60) for s in timed][: 6 - 1]
        assert [t["payload"]["minutes"] for t in timers] == expected
        step = {"en": "Step", "es": "Paso"}[language]
        assert timers[0]["label"].startswith(f"{step} {timed[0]['order']}")
