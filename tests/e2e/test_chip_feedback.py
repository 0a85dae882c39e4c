"""The chat as a demo cook meets it: what she types, then the chips the server answered with,
sent back as her next messages in the same session, in English and Spanish.

Through HTTP into the chat app on the offline provider (and once through the real openai SDK
against the fake OpenAI wire server). Each test follows one walk a cook took and holds every
answer to what she expects on screen.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any

import pytest

from cli.demo.data import ensure_demo_kitchens
from cli.serve.demo_users import demo_user, ensure_demo_users
from tests.integration.test_chat_harness import NOW, bearer, chat_client, make_deps, post_chat

if TYPE_CHECKING:
    import uuid
    from collections.abc import AsyncIterator

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class _Cook:
    """One demo cook's conversation: each message goes to the session the last one opened."""

    def __init__(self, http: httpx.AsyncClient, user: uuid.UUID) -> None:
        self._http = http
        self._user = user
        self._session: str | None = None

    async def say(self, message: str) -> dict[str, Any]:
        body: dict[str, Any] = {"message": message, "stream": False}
        if self._session:
            body["sessionId"] = self._session
        response = await post_chat(self._http, None, body, headers=bearer(self._user))
        assert response.status_code == 200, response.text
        payload = response.json()
        self._session = payload["sessionId"]
        answer: dict[str, Any] = payload["response"]
        return answer

    async def tap(self, answer: dict[str, Any], label: str) -> dict[str, Any]:
        """Send the message of the chip with this label, as the app does when it is tapped."""
        chips = {chip["label"]: chip["message"] for chip in answer.get("suggestions") or ()}
        assert label in chips, (label, list(chips), answer["message"])
        return await self.say(chips[label])


@pytest.fixture(scope="module")
def demo_cooks(database_url: str, seeded: object) -> dict[str, uuid.UUID]:
    ensure_demo_users(database_url)
    ensure_demo_kitchens(database_url, now=NOW)
    return {name: demo_user(name).user_id for name in ("ana", "luis", "maya", "sofia")}


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
        yield client


# --------------------------------------------------------------------------- replay


@pytest.mark.parametrize(
    ("cook", "asked", "saved", "again"),
    [
        ("sofia", "that chicken recipe from last week", "Pollo al limón con arroz",
         "Cook it again"),
        ("sofia", "my mushroom risotto", "Risotto de champiñones", "Cook it again"),
        ("maya", "la receta de pollo de la semana pasada", "Lemon Chicken with Rice",
         "Cocinarla de nuevo"),
        ("maya", "mis tacos de frijol", "Black Bean Tacos", "Cocinarla de nuevo"),
    ],
)  # fmt: skip
async def test_a_saved_recipe_is_found_when_asked_for_in_the_other_language(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    saved: str,
    again: str,
) -> None:
    # Given a cook whose recipes were saved in one language, asking in the other
    chat = _Cook(http, demo_cooks[cook])

    # When she asks for one of them, then taps the chip to cook it again
    found = await chat.say(asked)
    ready = await chat.tap(found, again)

    # Then that recipe is found, and the chip opens it ready to cook
    assert found["retrieval"]["type"] == "single", found["message"]
    assert found["retrieval"]["recipe"]["name"] == saved
    assert saved in found["message"]
    assert ready["retrieval"]["recipe"]["name"] == saved
    assert {a["type"] for a in ready["actions"]} >= {"view_recipe", "start_cooking"}


# --------------------------------------------------------------------------- quicker


@pytest.mark.parametrize(
    ("cook", "asked", "quicker", "said"),
    [
        ("maya", "something for a birthday party", "Quicker options", "Quicker than"),
        ("sofia", "algo para una fiesta de cumpleaños", "Opciones más rápidas", "Más rápidas que"),
    ],
)
async def test_quicker_options_for_an_occasion_show_quicker_recipes_for_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    quicker: str,
    said: str,
) -> None:
    # Given a cook shown recipes for an occasion, which no card is named after
    chat = _Cook(http, demo_cooks[cook])
    shown = await chat.say(asked)
    fastest = min(card["totalTime"] for card in shown["recipes"])

    # When she taps "Quicker options"
    answer = await chat.tap(shown, quicker)

    # Then quicker recipes are on screen, the answer names them, and none was shown before
    cards = answer.get("recipes") or []
    assert cards, answer["message"]
    assert all(card["totalTime"] < fastest for card in cards)
    assert answer["message"].startswith(said)
    assert cards[0]["name"] in answer["message"]
    assert not {c["recipeId"] for c in cards} & {c["recipeId"] for c in shown["recipes"]}
    # And tapping it again is never a dead end: quicker still, or a quick recipe of her own
    again = await chat.tap(answer, quicker)
    quickest = min(card["totalTime"] for card in cards)
    assert all(card["totalTime"] < quickest for card in again.get("recipes") or ())
    assert again["suggestions"]
    assert again["language"] == shown["language"]
