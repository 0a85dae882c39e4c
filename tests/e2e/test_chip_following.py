"""Every chip does what it says: each demo cook taps every suggestion, breadth-first.

Through HTTP into the chat app, on the offline provider and once through the real openai SDK
against the fake OpenAI wire server. From a few openers (discovery, no match, create, replay,
a change with no recipe) every chip of every answer is sent as the next message of the same
session, to depth 3, and each answer is held to what a cook expects of the chip just tapped.
"""

from __future__ import annotations

import unicodedata
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest

from cli.demo.data import ensure_demo_kitchens
from cli.fake_openai import create_fake_openai
from cli.serve.demo_users import DEMO_USERS, ensure_demo_users
from tests.integration.test_chat_harness import (
    NOW,
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
    post_chat,
)

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration

_DEPTH = 3
_MAX_TURNS_PER_OPENER = 13  # bounds the breadth: the opener, 3 chips, 9 of theirs
_OPENERS: dict[str, tuple[str, ...]] = {
    "en": (
        "something healthy, fast and Mexican",
        "birria",
        "Create a custom recipe with my ingredients",
        "my risotto from last week",
        "make it spicier",
    ),
    "es": (
        "algo saludable, rápido y mexicano",
        "pavlova",
        "Crea una receta personalizada con mis ingredientes",
        "mi risotto de la semana pasada",
        "hazla más picante",
    ),
}
# Words a cook would never accept as an ingredient line.
_GENERIC = {"ingredient", "ingredients", "ingrediente", "ingredientes", "what i have"}
_GENERIC_PHRASES = ("lo que tengo", "my ingredients", "mis ingredientes", "something", "algo")
_SIMPLE_MODE = ("simple mode", "modo sencillo")
_NO_MATCH = ("I couldn't find recipes", "No encontré recetas")
_QUICKER_LABELS = {"Quicker options", "Opciones más rápidas"}
_NOTHING_QUICKER = ("nothing quicker", "nada más rápido")
_CREATE_WITHOUT_NAMES = (
    "my ingredients",
    "ingredients i have",
    "mis ingredientes",
    "ingredientes que tengo",
    "a new recipe for me",
    "una receta nueva para mi",
)


@dataclass(frozen=True)
class _Tap:
    message: str
    label: str | None
    language: str
    path: tuple[str, ...]  # the messages before this one, opener first
    shown_times: tuple[int, ...]


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


async def _send(
    http: httpx.AsyncClient, user: uuid.UUID, tap: _Tap, session: str | None
) -> dict[str, Any]:
    body: dict[str, Any] = {"message": tap.message, "stream": False}
    if session:
        body["sessionId"] = session
    response = await post_chat(http, None, body, headers=_auth(user))
    assert response.status_code == 200, (tap, response.text)
    payload: dict[str, Any] = response.json()
    return payload


def _auth(user: uuid.UUID) -> dict[str, str]:
    from tests.integration.test_chat_harness import bearer

    return bearer(user)


def _check(tap: _Tap, answer: dict[str, Any]) -> None:
    where = f"{tap.label or 'opener'} {tap.message!r} -> {answer['message']!r}"
    assert answer["language"] == tap.language, where
    assert not any(words in answer["message"] for words in _SIMPLE_MODE), where
    recipe = answer.get("customRecipe")
    for item in (recipe or {}).get("ingredients", []):
        name = _fold(item["name"]).strip()
        assert name not in _GENERIC, where
        assert not any(phrase in name for phrase in _GENERIC_PHRASES), (name, where)
    if tap.label in _QUICKER_LABELS:
        cards = answer.get("recipes") or []
        assert not answer["message"].startswith(_NO_MATCH), where
        if cards:
            assert all(c["totalTime"] < min(tap.shown_times) for c in cards), (cards, where)
        else:
            assert any(words in answer["message"] for words in _NOTHING_QUICKER), where
            # Nothing quicker is not a dead end: a quick custom recipe is offered instead.
            assert answer.get("suggestions"), where
    if tap.label is not None and any(p in _fold(tap.message) for p in _CREATE_WITHOUT_NAMES):
        assert recipe is None, where
        assert "?" in answer["message"], where  # it asks which ingredients the cook has


async def _session_at(
    http: httpx.AsyncClient, user: uuid.UUID, path: tuple[str, ...], sessions: dict[str, str]
) -> str | None:
    """A session whose last turn is `path`'s last message: the one that left off there, or a
    new one the path is replayed into (a chip is always the next message after its answer)."""
    if not path:
        return None
    key = "\x00".join(path)
    if key in sessions:
        return sessions.pop(key)
    session: str | None = None
    for message in path:
        body: dict[str, Any] = {"message": message, "stream": False}
        if session:
            body["sessionId"] = session
        response = await post_chat(http, None, body, headers=_auth(user))
        assert response.status_code == 200, response.text
        session = response.json()["sessionId"]
    return session


async def _follow_chips(
    http: httpx.AsyncClient, user: uuid.UUID, opener: str, lang: str
) -> set[str]:
    """Tap every chip breadth-first from `opener`; the labels tapped."""
    queue = deque([_Tap(opener, None, lang, (), ())])
    sessions: dict[str, str] = {}  # the path a session's last turn ended, -> its id
    turns = 0
    tapped: set[str] = set()
    while queue and turns < _MAX_TURNS_PER_OPENER:
        tap = queue.popleft()
        session = await _session_at(http, user, tap.path, sessions)
        payload = await _send(http, user, tap, session)
        turns += 1
        tapped.add(tap.label or "")
        answer = payload["response"]
        _check(tap, answer)
        path = (*tap.path, tap.message)
        sessions["\x00".join(path)] = payload["sessionId"]
        if len(path) >= _DEPTH:
            continue
        times = tuple(c["totalTime"] for c in answer.get("recipes") or ())
        for chip in answer.get("suggestions") or ():
            queue.append(_Tap(chip["message"], chip["label"], answer["language"], path, times))
    return tapped


@pytest.fixture(scope="module")
def demo_cooks(database_url: str, seeded: object) -> tuple[tuple[uuid.UUID, str], ...]:
    ensure_demo_users(database_url)
    ensure_demo_kitchens(database_url, now=NOW)
    return tuple((u.user_id, u.language) for u in DEMO_USERS if not u.admin)


@pytest.mark.parametrize("cook", range(4), ids=["ana", "luis", "maya", "sofia"])
async def test_every_chip_a_demo_cook_taps_does_what_it_says(
    database: Database, demo_cooks: tuple[tuple[uuid.UUID, str], ...], cook: int
) -> None:
    user, language = demo_cooks[cook]
    tapped: set[str] = set()
    async with chat_client(make_deps(database)) as http:
        for opener in _OPENERS[language]:
            tapped |= await _follow_chips(http, user, opener, language)
    # The journeys reached the chips this suite is about (not only openers).
    assert tapped & _QUICKER_LABELS
    assert tapped & {"Create my own", "Crear la mía"}
    assert tapped & {"Surprise me", "Sorpréndeme"}


async def test_the_chips_do_the_same_through_a_real_model_client(
    database: Database, demo_cooks: tuple[tuple[uuid.UUID, str], ...]
) -> None:
    # The model searches for the opener (each time its session is replayed); the chips'
    # follow-ups must not depend on what it would do next.
    user, language = demo_cooks[0]
    fake = create_fake_openai()
    for _ in range(6):
        fake.script_tool_call("search_recipes", {"query": "healthy mexican", "maxTime": 30})
        fake.script_text("Here are my ideas.")
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        tapped = await _follow_chips(http, user, _OPENERS[language][0], language)
    assert tapped & _QUICKER_LABELS
    assert tapped & {"Create my own"}
