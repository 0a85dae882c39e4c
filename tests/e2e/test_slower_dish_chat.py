"""A quick request for a slow dish, through the chat on the offline provider: the answer says
how long the dish really takes, shows that dish (not unrelated quick recipes), and the chip it
offers, sent back, makes a quicker version of that dish.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration


@dataclass(frozen=True, kw_only=True)
class Case:
    """What the cook asks, the dish shown, what the answer says and its chip."""

    language: str
    asked: str
    dish: str
    says: str
    label: str
    # One of the dish's own ingredients the quicker version keeps.
    keeps: str


CASES = [
    Case(
        language="en",
        asked="quick pozole",
        dish="Pozole Rojo with Pork",
        says="Pozole Rojo with Pork takes 3 hours, so it is not a quick dish.",
        label="Make a quicker version",
        keeps="hominy",
    ),
    Case(
        language="es",
        asked="pozole rápido",
        dish="Pozole Rojo de Cerdo",
        says="Pozole Rojo de Cerdo tarda 3 horas, así que no es un platillo rápido.",
        label="Hacer versión más rápida",
        keeps="pozolero",
    ),
    Case(
        language="en",
        asked="i want lasagna but i only have 20 minutes",
        dish="Classic Beef Lasagna Bolognese",
        says="Classic Beef Lasagna Bolognese takes 2 h 50 min, longer than the 20 minutes",
        label="Make a quicker version",
        keeps="lasagna",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.asked)
async def test_a_slow_dish_asked_quick_is_shown_with_its_time_and_a_quicker_version_made(
    http: httpx.AsyncClient, cook: Callable[..., Principal], case: Case
) -> None:
    # Given a cook with a profile
    user = cook(case.language)

    # When she asks for a slow dish in less time than it takes
    chat = ChatCook(http, user.user_id)
    answer = await chat.say(case.asked)

    # Then the answer is that dish, with its real time, and says so: no quick stranger
    assert answer["language"] == case.language
    assert [card["name"] for card in answer["recipes"]][:1] == [case.dish]
    assert answer["recipes"][0]["totalTime"] > 30
    assert case.says in answer["message"], answer["message"]
    assert answer["trace"]["fallbackReason"] == "slower_dish"
    chip = answer["suggestions"][0]
    assert chip["label"] == case.label

    # When she taps the chip (the app sends its message as her next message)
    made = await chat.tap(answer, chip["label"])

    # Then a quicker custom version of that dish is made, in her language
    recipe = made.get("customRecipe")
    assert recipe, made["message"]
    assert made["language"] == case.language
    assert recipe["totalTime"] < answer["recipes"][0]["totalTime"]
    names = [item["name"].casefold() for item in recipe["ingredients"]]
    assert any(case.keeps in name for name in names), names
