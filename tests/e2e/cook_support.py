"""What the cook-facing journeys share: a cook with a profile, one chat answer, one voice call.

Chat goes through HTTP into the chat app on the offline provider; voice through HTTP into the
voice app, as the Realtime model would relay a tool call.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, Any

from tests.http_support import run_sql
from tests.integration import test_chat_harness as chat_harness
from tests.integration import test_voice_harness as voice_harness

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

__all__ = ["ChatCook", "action_of", "chat_answer", "make_cook", "voice_call", "what_it_shows"]

# The "Quicker options" chips' messages, as a cook would type them without the chip.
_QUICKER_MESSAGES = {
    "Quicker options": "Show me quicker options",
    "Opciones más rápidas": "Muéstrame opciones más rápidas",
}


def make_cook(make_user: Callable[..., Principal], database_url: str) -> Callable[..., Principal]:
    """A factory of new users with a profile: language, allergen groups and diets."""

    def create(
        language: str, *, allergens: tuple[str, ...] = (), diets: tuple[str, ...] = ()
    ) -> Principal:
        user = make_user()
        chat_harness.add_profile(
            database_url, user.user_id, language=language, restrictions=allergens
        )
        if diets:
            run_sql(
                database_url,
                "update user_profiles set diet_types = %s where user_id = %s",
                (list(diets), user.user_id),
            )
        return user

    return create


async def chat_answer(database: Database, user: Principal, message: str) -> dict[str, Any]:
    """The `done` response of one chat message; what streamed must be what it says."""
    async with chat_harness.chat_client(chat_harness.make_deps(database)) as http:
        response = await chat_harness.post_chat(http, user, {"message": message})
    assert response.status_code == 200, response.text
    events = chat_harness.events_of(response.text)
    assert events[-1]["type"] == "done", events[-1]
    answer: dict[str, Any] = events[-1]["response"]
    streamed = "".join(e["content"] for e in events if e["type"] == "content")
    assert streamed == answer["message"]
    return answer


async def voice_call(
    database: Database,
    database_url: str,
    user: Principal,
    language: str,
    call: tuple[str, dict[str, Any]],
) -> dict[str, Any]:
    """The `execute_tool` answer of one voice tool call in a fresh session of `language`."""
    session_id = voice_harness.insert_session(
        database_url,
        user.user_id,
        started_at=voice_harness.NOW - timedelta(minutes=1),
        language=language,
    )
    tool, args = call
    body = {
        "action": "execute_tool",
        "sessionId": str(session_id),
        "toolName": tool,
        "toolArgs": args,
    }
    async with voice_harness.client_for(voice_harness.make_deps(database)) as http:
        response = await voice_harness.post_voice(http, user, body)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    assert result["ok"] is True, result
    return result


class ChatCook:
    """One demo cook's conversation: each message goes to the session the last one opened."""

    def __init__(self, http: httpx.AsyncClient, user: uuid.UUID) -> None:
        self._http = http
        self._user = user
        self._session: str | None = None

    async def say(self, message: str) -> dict[str, Any]:
        body: dict[str, Any] = {"message": message, "stream": False}
        if self._session:
            body["sessionId"] = self._session
        response = await chat_harness.post_chat(
            self._http, None, body, headers=chat_harness.bearer(self._user)
        )
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

    async def tap_first(self, answer: dict[str, Any]) -> dict[str, Any]:
        """Tap the first chip the answer offers, whatever its label, as a cook would."""
        chips = answer.get("suggestions") or ()
        assert chips, ("no chip to tap", answer["message"])
        return await self.tap(answer, chips[0]["label"])

    async def quicker(self, answer: dict[str, Any], label: str) -> dict[str, Any]:
        """ "Quicker options": tapped when the answer offers it, else typed as its words.

        The chip is offered only when it shows quicker cards, so an offered chip must show
        some, and asking without it must show none.
        """
        chips = {chip["label"]: chip["message"] for chip in answer.get("suggestions") or ()}
        if label in chips:
            reply = await self.say(chips[label])
            assert reply.get("recipes"), ("offered, yet nothing quicker", reply["message"])
            return reply
        reply = await self.say(_QUICKER_MESSAGES[label])
        assert not reply.get("recipes"), ("not offered, yet quicker cards", reply["message"])
        return reply


def action_of(answer: dict[str, Any], kind: str) -> dict[str, Any]:
    """The answer's first action of a kind ("start_cooking"); the test fails when it has none."""
    found = [a for a in answer.get("actions") or () if a["type"] == kind]
    assert found, (kind, answer.get("actions"), answer["message"])
    return found[0]


def what_it_shows(answer: dict[str, Any]) -> tuple[object, ...]:
    """What a cook sees of an answer: words, language, cards, recipe, chips and tools run."""
    recipe = answer.get("customRecipe") or {}
    return (
        answer["message"],
        answer["language"],
        [card["name"] for card in answer.get("recipes") or ()],
        recipe.get("suggestedName"),
        [chip["label"] for chip in answer.get("suggestions") or ()],
        answer["trace"]["toolsCalled"],
    )
