"""Every answer leaves the cook a way forward: chips to tap when nothing else is shown.

On the offline provider, through HTTP: a message the rules cannot place, a greeting and a food
question no request phrase covers. The chips offered are tapped, as a cook would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from chat.starters import starter_chips

from tests.integration.test_chat_harness import chat_client, make_deps
from tests.integration.test_chat_scenarios_offline import chat, final

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database
    from shared.schemas import Language

pytestmark = pytest.mark.integration


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
        yield client


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("en", "what's your name?"),
        ("en", "hi!"),
        ("es", "¿quién eres?"),
        ("es", "¡hola!"),
    ],
)
async def test_an_answer_with_nothing_shown_offers_cooking_chips_that_work(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    language: str,
    message: str,
) -> None:
    # Given a cook who writes something that is not a request
    user = cook(language)

    # When
    answer = final(await chat(http, user, message))

    # Then the answer, in the cook's language, offers chips
    assert answer["language"] == language
    assert not answer.get("recipes")
    assert not answer.get("customRecipe")
    chips = answer["suggestions"]
    assert chips

    # And every chip, tapped, shows recipes or makes one
    for tapped in chips:
        reply = final(await chat(http, user, tapped["message"]))
        assert reply["language"] == language, tapped
        assert reply.get("recipes") or reply.get("customRecipe"), (tapped, reply["message"])


@pytest.mark.parametrize(
    ("language", "message"),
    [("en", "what's a good high protein breakfast?"), ("es", "¿qué hago de cenar?")],
)
async def test_a_food_question_no_request_phrase_covers_is_searched(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    language: str,
    message: str,
) -> None:
    # Given
    user = cook(language)

    # When
    answer = final(await chat(http, user, message))

    # Then it is a search for that meal, not the "simple mode" reply
    assert answer["trace"]["toolsCalled"] == ["search_recipes"]
    assert answer["recipes"], answer["message"]
    assert "simple mode" not in answer["message"]
    assert "modo sencillo" not in answer["message"]


@pytest.mark.parametrize(
    ("language", "message", "food"),
    [
        ("es", "no tengo mantequilla", "mantequilla"),
        ("en", "what can I use instead of butter?", "butter"),
    ],
)
async def test_swaps_asked_with_no_recipe_open_are_the_answer_not_a_new_start(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    language: Language,
    message: str,
    food: str,
) -> None:
    # Given
    user = cook(language)

    # When
    answer = final(await chat(http, user, message))

    # Then the swaps are shown, with no unrelated "quick dinners" chips beside them: a chip,
    # if any, goes on from the food asked about
    assert answer["substitutions"][0]["alternatives"]
    starters = {chip.label for chip in starter_chips(language)}
    chips = answer.get("suggestions") or []
    assert not starters & {chip["label"] for chip in chips}
    assert all(food in chip["message"].lower() for chip in chips), chips
