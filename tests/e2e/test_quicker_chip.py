""" "Quicker options" as a cook taps it: offered only when the tap shows quicker cards, and the
cards it shows are of the course she was shown (starters stay starters, never a drink) and of
the mood she named (warm dishes for a cold night).

Through HTTP into the chat app on the offline provider (and through the real openai SDK against
the fake OpenAI wire server), the server's own chips sent back as the cook's next messages in
the same session, in English and Spanish.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.http_support import run_sql
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration

_QUICKER = {"Quicker options", "Opciones más rápidas"}
_NONE_QUICKER = ("I have nothing quicker", "No tengo nada más rápido")


def _meal_types(database_url: str, cards: list[dict[str, Any]]) -> dict[str, set[str]]:
    rows = run_sql(
        database_url,
        "select id::text, meal_types from recipes where id = any(%s::uuid[])",
        ([card["recipeId"] for card in cards],),
    )
    return {str(row[0]): set(row[1]) for row in rows or ()}


def _quicker_chip(answer: dict[str, Any]) -> str | None:
    return next(
        (c["label"] for c in answer.get("suggestions") or () if c["label"] in _QUICKER), None
    )


@pytest.mark.parametrize(
    ("cook", "asked", "course"),
    [
        ("maya", "unexpected guests, something quick", "snack"),
        ("maya", "quick starters", "snack"),
        ("sofia", "me caen visitas, algo rápido", "snack"),
        ("sofia", "entradas rápidas", "snack"),
        # the starters' labels typed: a meal said in the plural is still the meal
        ("maya", "Quick dinners", "dinner"),
        ("sofia", "Cenas rápidas", "dinner"),
        ("maya", "easy dinners", "dinner"),
        ("sofia", "cenas fáciles", "dinner"),
        ("maya", "something with chicken", None),
        ("sofia", "algo con pollo", None),
        ("maya", "something for a birthday party", None),
        ("maya", "I'm exhausted, something comforting for tonight", None),
        ("sofia", "estoy agotada, algo reconfortante para esta noche", None),
    ],
)
async def test_the_quicker_chip_is_offered_only_when_it_shows_quicker_cards_of_the_course_asked(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    database_url: str,
    *,
    cook: str,
    asked: str,
    course: str | None,
) -> None:
    # Given a cook shown recipes for what she asked (a course in words or through a mood)
    chat = ChatCook(http, demo_cooks[cook])
    answer = await chat.say(asked)
    assert answer.get("recipes"), answer["message"]

    # When she taps "Quicker options" for as long as it is offered
    taps = 0
    while (label := _quicker_chip(answer)) is not None and taps < 4:
        shown = answer["recipes"]
        answer = await chat.tap(answer, label)
        taps += 1

        # Then every tap shows cards quicker than the quickest before, never "nothing quicker"
        cards = answer.get("recipes") or []
        assert cards, answer["message"]
        assert not answer["message"].startswith(_NONE_QUICKER)
        assert all(c["totalTime"] < min(s["totalTime"] for s in shown) for c in cards)
        # And of the course she asked for: starters stay starters, never a drink
        meals = _meal_types(database_url, cards)
        if course is not None:
            assert all(course in meals[c["recipeId"]] for c in cards), [
                (c["name"], meals[c["recipeId"]]) for c in cards
            ]
        assert not [c["name"] for c in cards if "drink" in meals[c["recipeId"]]]
    assert answer["language"] == ("es" if cook == "sofia" else "en")
    if any(word in asked for word in ("chicken", "pollo", "party")):
        # A food or an occasion has quicker recipes in the catalogue: the chip was offered
        assert taps >= 1


async def test_ten_minute_starters_are_followed_by_no_drink_and_no_dead_quicker_chip(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given starters for unexpected guests, the quickest of them ten minutes, and the
    # catalogue's only quicker recipes drinks
    chat = ChatCook(http, demo_cooks["maya"])
    shown = await chat.say("unexpected guests, something quick")
    assert min(card["totalTime"] for card in shown["recipes"]) == 10

    # Then no quicker chip is offered
    assert _quicker_chip(shown) is None, shown["suggestions"]

    # And asking for quicker ones anyway says there are none, rather than offer a drink
    quicker = await chat.say("Show me quicker options")
    assert not quicker.get("recipes"), [card["name"] for card in quicker["recipes"]]
    assert quicker["message"].startswith(_NONE_QUICKER), quicker["message"]


@pytest.mark.parametrize(
    ("cook", "asked", "offered"),
    [
        ("maya", "something with chicken", True),
        ("sofia", "algo con pollo", True),
        ("maya", "unexpected guests, something quick", False),
        ("sofia", "me caen visitas, algo rápido", False),
        ("maya", "I'm exhausted, something comforting for tonight", False),
        ("sofia", "estoy agotada, algo reconfortante para esta noche", True),
    ],
)
async def test_the_offered_quicker_chip_agrees_with_what_its_words_then_show(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    offered: bool,
) -> None:
    # Given a cook shown recipes; the catalogue has quicker chicken dishes and quicker
    # "reconfortante" ones, and nothing quicker than its ten-minute starters or its English
    # comforting dishes but drinks
    chat = ChatCook(http, demo_cooks[cook])
    answer = await chat.say(asked)
    assert answer.get("recipes"), answer["message"]
    label = "Opciones más rápidas" if cook == "sofia" else "Quicker options"

    # When she asks for quicker options: the chip's tap when offered, else its words typed
    reply = await chat.quicker(answer, label)

    # Then the chip was offered exactly when the catalogue has quicker cards of that kind,
    # and its answer says so: cards when offered, "nothing quicker" when not
    assert (_quicker_chip(answer) is not None) is offered, answer.get("suggestions")
    if not offered:
        assert reply["message"].startswith(_NONE_QUICKER), reply["message"]
    assert reply["language"] == ("es" if cook == "sofia" else "en")


# The words of a request that name foods, in both languages, as a card's name says them.
_FOODS = {"chicken": ("chicken", "pollo"), "rice": ("rice", "arroz")}


@pytest.mark.parametrize(
    ("cook", "asked"),
    [("ana", "chicken and rice"), ("maya", "chicken and rice"), ("sofia", "pollo con arroz")],
)
async def test_quicker_options_for_foods_asked_together_hold_them_all(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook: str, asked: str
) -> None:
    # Given a cook shown recipes named for both foods she asked for together
    chat = ChatCook(http, demo_cooks[cook])
    answer = await chat.say(asked)
    assert answer.get("recipes"), answer["message"]
    named = [c["name"].casefold() for c in answer["recipes"]]
    assert any(all(any(w in n for w in words) for words in _FOODS.values()) for n in named)

    # When she asks for quicker options: the chip's tap when offered, else its words typed
    label = "Opciones más rápidas" if cook == "sofia" else "Quicker options"
    reply = await chat.quicker(answer, label)

    # Then every quicker card still holds both foods (no shrimp fried rice for chicken and
    # rice), or none is shown and she is told there is nothing quicker, in her language
    for card in reply.get("recipes") or ():
        name = card["name"].casefold()
        assert all(any(w in name for w in words) for words in _FOODS.values()), card["name"]
    if not reply.get("recipes"):
        assert reply["message"].startswith(_NONE_QUICKER), reply["message"]
    assert reply["language"] == ("es" if cook == "sofia" else "en")


# What a cold or rainy night asks for, as the catalogue says it in a recipe's tags, name or
# description.
_COLD_NIGHT_WORDS = ("soup", "stew", "comfort", "winter", "warm", "sopa", "guiso", "reconfort",
                     "invierno")  # fmt: skip


def _without_cold_night_words(database_url: str, cards: list[dict[str, Any]]) -> list[str]:
    rows = run_sql(
        database_url,
        "select r.name_en, lower(concat_ws(' ', r.name_en, r.name_es, r.description_en,"
        " r.description_es, string_agg(t.name_en || ' ' || t.name_es, ' ')))"
        " from recipes r left join recipe_tags rt on rt.recipe_id = r.id"
        " left join tags t on t.id = rt.tag_id where r.id = any(%s::uuid[]) group by r.id",
        ([card["recipeId"] for card in cards],),
    )
    return [row[0] for row in rows or () if not any(w in row[1] for w in _COLD_NIGHT_WORDS)]


@pytest.mark.parametrize(
    ("cook", "asked", "label"),
    [
        ("maya", "something warm and cozy, it's freezing out", "Quicker options"),
        ("luis", "algo calientito para esta noche que hace frío, estamos a 5 grados",
         "Opciones más rápidas"),
        ("sofia", "está lloviendo, algo calientito", "Opciones más rápidas"),
    ],
)  # fmt: skip
async def test_quicker_options_after_a_cold_or_rainy_night_keep_to_warm_dishes(
    database: Database,
    database_url: str,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    label: str,
) -> None:
    # Given a model that searches what the cook wrote about a cold or rainy night, and warm
    # dishes shown
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": asked})
    fake.script_text("Here are a few ideas." if cook == "maya" else "Aquí tienes unas ideas.")
    async with fake_http(fake) as wire:
        deps = make_deps(database, gateway=fake_gateway(wire))
        # The guard's model check is off, so the script is the turn's.
        settings = deps.settings.model_copy(update={"topic_model_check": False})
        async with chat_client(dataclasses.replace(deps, settings=settings)) as http:
            chat = ChatCook(http, demo_cooks[cook])
            answer = await chat.say(asked)
            assert answer["trace"]["provider"] == "openai"
            assert answer.get("recipes"), answer["message"]
            assert not _without_cold_night_words(database_url, answer["recipes"])

            # When she taps "Quicker options" for as long as it is offered
            taps = 0
            while _quicker_chip(answer) is not None and taps < 4:
                shown = answer["recipes"]
                answer = await chat.tap(answer, label)
                taps += 1

                # Then every tap shows quicker dishes for such a night, never the others (a
                # hummus, a caprese salad) that are all a tighter limit leaves
                cards = answer.get("recipes") or []
                assert cards, answer["message"]
                assert all(c["totalTime"] < min(s["totalTime"] for s in shown) for c in cards)
                assert not _without_cold_night_words(database_url, cards)

            # And once it is no longer offered, asking in its words says nothing is quicker
            last = await chat.quicker(answer, label)
    assert last["message"].startswith(_NONE_QUICKER), last["message"]
    assert last["language"] == ("en" if cook == "maya" else "es")
