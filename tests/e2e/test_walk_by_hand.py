"""What a cook met walking the chat and the voice path by hand, fed back as she would: the
chips and actions the server answered with, sent as her next messages.

Through HTTP into the chat and voice apps, on the offline provider, and through the real
openai SDK against the fake OpenAI wire server where a model writes the recipe.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cli.demo.data import ensure_demo_kitchens
from cli.serve.demo_users import demo_user, ensure_demo_users
from tests.e2e.cook_support import chat_answer, voice_call
from tests.integration.test_chat_harness import NOW, chat_client, make_deps

if TYPE_CHECKING:
    import uuid
    from collections.abc import AsyncIterator, Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def demo_cooks(database_url: str, seeded: object) -> dict[str, uuid.UUID]:
    ensure_demo_users(database_url)
    ensure_demo_kitchens(database_url, now=NOW)
    return {name: demo_user(name).user_id for name in ("ana", "luis", "maya", "sofia")}


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
        yield client


# --------------------------------------------------------------------------- voice no-match


@pytest.mark.parametrize(
    ("language", "asked", "dish"),
    [
        ("en", "beef stroganoff", "beef stroganoff"),
        ("es", "quiero un strogonoff de res", "strogonoff de res"),
    ],
)
async def test_a_voice_no_match_offers_the_chips_the_chat_offers_carrying_the_dish(
    *,
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[[str], Principal],
    language: str,
    asked: str,
    dish: str,
) -> None:
    # Given a cook asking for a dish the catalogue lacks, typed and then said
    user = cook(language)
    typed = await chat_answer(database, user, asked)
    spoken = await voice_call(
        database, database_url, user, language, ("search_recipes", {"query": asked})
    )

    # When she taps the voice answer's "Surprise me" chip (the app sends it to the chat)
    said = spoken["response"]["suggestions"]
    made = await chat_answer(database, user, said[1]["message"])

    # Then the voice chips are the chat's, both carrying the dish, and the tap makes that dish
    assert said == typed["suggestions"]
    assert [chip["message"].rsplit(": ", 1)[-1] for chip in said] == [dish, dish]
    assert made["customRecipe"]["suggestedName"].casefold() == dish


async def test_a_voice_no_match_carries_the_dish_when_the_model_sends_json_text(
    database: Database, database_url: str, seeded: object, cook: Callable[[str], Principal]
) -> None:
    # Given a Realtime model that relays the arguments as the JSON text of the call
    user = cook("en")

    # When
    spoken = await voice_call(
        database, database_url, user, "en", ("search_recipes", '{"query": "beef stroganoff"}')
    )

    # Then
    messages = [chip["message"] for chip in spoken["response"]["suggestions"]]
    assert messages == [
        "Create a recipe from the ingredients I have: beef stroganoff",
        "Suggest a quick custom recipe for me: beef stroganoff",
    ]
