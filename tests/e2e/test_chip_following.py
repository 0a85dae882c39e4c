"""Every chip does what it says: each demo cook taps every suggestion, breadth-first.

Through HTTP into the chat app, on the offline provider and once through the real openai SDK
against the fake OpenAI wire server. From a few openers (discovery, by ingredients, no match,
create, replay, a change with no recipe) every chip of every answer is sent as the next message
of the same session, to depth 3, and each answer is held to what a cook expects of the chip
just tapped.
"""

from __future__ import annotations

import re
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
        "what can I make with rice, tomatoes and chickpeas?",
        "birria",
        "Create a custom recipe with my ingredients",
        "my risotto from last week",
        "make it spicier",
    ),
    "es": (
        "algo saludable, rápido y mexicano",
        "¿qué cocino con arroz, jitomate y garbanzos?",
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
_SWAP_LABELS = ("Use ", "Usa ")
# What a plant-based cook is never invited to tap (the notice of what was left out may name it).
_MEAT_WORDS = frozenset(
    {"chicken", "beef", "pork", "bacon", "ham"}
    | {"pollo", "res", "cerdo", "puerco", "tocino", "jamon"}
)
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


def _meat_named(text: str) -> set[str]:
    return _MEAT_WORDS.intersection(re.findall(r"\w+", _fold(text)))


def _check(tap: _Tap, answer: dict[str, Any], *, plant_based: bool = False) -> None:
    where = f"{tap.label or 'opener'} {tap.message!r} -> {answer['message']!r}"
    if plant_based:
        for chip in answer.get("suggestions") or ():
            assert not _meat_named(chip["message"]), (chip, where)
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
    if tap.label is not None and tap.label.startswith(_SWAP_LABELS):
        # "Use tofu": the recipe it names now has tofu, and the answer says what changed
        assert recipe is not None, where
        option = _fold(tap.label.split(" ", 1)[1])
        names = [_fold(item["name"]) for item in recipe["ingredients"]]
        assert any(option in name for name in names), (names, where)
        assert "unchanged" not in answer["message"]
        assert "quedó igual" not in answer["message"]
    if tap.label is not None and any(p in _fold(tap.message) for p in _CREATE_WITHOUT_NAMES):
        listed = " ".join(_fold(message) for message in tap.path)
        if recipe is not None:
            # After she listed what she has ("what can I cook with chicken, rice and
            # tomatoes?"), "my ingredients" are those, a "Quicker options" tap in between or
            # not: the recipe is made with them
            names = [_fold(item["name"]) for item in recipe["ingredients"]]
            made_with = [name for name in names if name and name in listed]
            assert len(made_with) >= 2, (names, where)
        else:
            assert "?" in answer["message"], where  # it asks which ingredients the cook has
            if plant_based:  # and its example is one the cook eats
                assert not _meat_named(answer["message"]), where


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
    http: httpx.AsyncClient, user: uuid.UUID, opener: str, lang: str, *, plant_based: bool = False
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
        _check(tap, answer, plant_based=plant_based)
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


def _plant_based(cook: int) -> bool:
    user = [u for u in DEMO_USERS if not u.admin][cook]
    return bool({"vegetarian", "vegan"}.intersection(user.diet_types))


@pytest.mark.parametrize("cook", range(4), ids=["ana", "luis", "maya", "sofia"])
async def test_every_chip_a_demo_cook_taps_does_what_it_says(
    database: Database, demo_cooks: tuple[tuple[uuid.UUID, str], ...], cook: int
) -> None:
    user, language = demo_cooks[cook]
    tapped: set[str] = set()
    async with chat_client(make_deps(database)) as http:
        for opener in _OPENERS[language]:
            tapped |= await _follow_chips(
                http, user, opener, language, plant_based=_plant_based(cook)
            )
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


async def _ask(
    http: httpx.AsyncClient, user: uuid.UUID, message: str, session: str | None = None
) -> tuple[str, dict[str, Any]]:
    body: dict[str, Any] = {"message": message, "stream": False}
    if session:
        body["sessionId"] = session
    response = await post_chat(http, None, body, headers=_auth(user))
    assert response.status_code == 200, response.text
    payload = response.json()
    return payload["sessionId"], payload["response"]


@pytest.mark.parametrize(
    ("cook", "opener", "question", "asked"),
    [
        (1, "crea una receta con pollo y arroz", "¿con qué sustituyo el pollo?", "pollo"),
        (0, "create a recipe with chicken, rice and butter", "what can I use instead of butter?",
         "butter"),
    ],
    ids=["luis-vegetarian-es", "ana-missing-en"],
)  # fmt: skip
async def test_swap_chips_apply_the_swap_to_the_recipe_they_name(
    database: Database,
    demo_cooks: tuple[tuple[uuid.UUID, str], ...],
    *,
    cook: int,
    opener: str,
    question: str,
    asked: str,
) -> None:
    user, language = demo_cooks[cook]
    async with chat_client(make_deps(database)) as http:
        # Given a recipe on screen and the cook asking what could replace one of its ingredients
        session, shown = await _ask(http, user, opener)
        session, answer = await _ask(http, user, question, session)

        # Then the answer lists safe alternatives for it, keeps the same recipe open, and
        # offers one chip per alternative that names the recipe
        [swap] = answer["substitutions"]
        assert _fold(swap["ingredient"]) == asked
        assert answer["customRecipe"]["ingredients"] == shown["customRecipe"]["ingredients"]
        assert answer["trace"]["toolsCalled"] == ["suggest_substitutes"]
        chips = [c for c in answer["suggestions"] if c["label"].startswith(_SWAP_LABELS)]
        assert [c["label"].split(" ", 1)[1] for c in chips] == [
            option["name"] for option in swap["alternatives"][: len(chips)]
        ]
        assert chips
        assert all(" — " in c["message"] for c in chips)
        # And every chip, tapped, changes that recipe as it says (checked by `_check`)
        for tapped in chips:
            replay = await _session_at(http, user, (opener, question), {})
            tap = _Tap(tapped["message"], tapped["label"], language, (opener, question), ())
            _check(tap, (await _send(http, user, tap, replay))["response"])


async def test_a_vegetarian_cook_gets_a_swap_chip_with_a_recipe_that_breaks_the_diet(
    database: Database, demo_cooks: tuple[tuple[uuid.UUID, str], ...]
) -> None:
    # Given Luis (vegetarian) asking for a recipe with chicken
    user, language = demo_cooks[1]
    async with chat_client(make_deps(database)) as http:
        tapped = await _follow_chips(http, user, "crea una receta con pollo y arroz", language)
        _, answer = await _ask(http, user, "crea una receta con pollo y arroz")

    # Then the recipe comes with the chicken's vegetarian swaps and a chip for the first one,
    # which every tap above applied (`_check`)
    [swap] = answer["substitutions"]
    assert (swap["ingredient"], swap["reason"]) == ("pollo", "diet")
    assert "tofu" in [option["name"] for option in swap["alternatives"]]
    assert answer["suggestions"][0] == {
        "label": "Usa tofu",
        "message": f"En lugar de pollo, usa tofu — {answer['customRecipe']['suggestedName']}",
    }
    assert "Usa tofu" in tapped


async def test_the_model_can_ask_for_substitutes_through_the_real_sdk(
    database: Database, demo_cooks: tuple[tuple[uuid.UUID, str], ...]
) -> None:
    # Given Ana (peanut allergy) and a model that calls suggest_substitutes for peanuts
    user, _ = demo_cooks[0]
    fake = create_fake_openai()
    fake.script_tool_call("suggest_substitutes", {"ingredient": "peanuts"})
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        _, answer = await _ask(http, user, "my satay needs peanuts, what else works?")

    # Then the alternatives are free of peanuts and tree nuts aside, said without a second pass
    [swap] = answer["substitutions"]
    assert swap["reason"] == "allergy"
    names = [option["name"] for option in swap["alternatives"]]
    assert names
    assert not any("peanut" in name for name in names)
    assert answer["message"].startswith("Instead of peanuts, you can use ")
    assert answer["trace"]["provider"] == "openai"
