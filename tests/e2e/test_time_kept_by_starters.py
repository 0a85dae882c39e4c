"""The time limit a cook gave holds for the starter chips offered after it.

"No tengo mucho tiempo, algo en 15 minutos", then "Crear la mía", then the "Cenas rápidas"
the question offered showed quick dinners of 25 minutes: the starter's fixed request dropped
the limit she stated. Through HTTP into the chat app on the offline provider as the demo
cooks, in English and in Spanish, tapping the server's own chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_CREATE_MINE = {"en": "Create my own", "es": "Crear la mía"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "minutes", "language"),
    [
        ("ana", "no tengo mucho tiempo, algo en 15 minutos", 15, "es"),
        ("maya", "algo para cenar en menos de 20 minutos", 20, "es"),
        ("ana", "I need something in 15 minutes", 15, "en"),
        ("maya", "dinner in under 20 minutes please", 20, "en"),
    ],
)
async def test_a_starter_tapped_keeps_her_limit(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    minutes: int,
    language: str,
) -> None:
    # Given cards for a request with a time limit, and the ingredients question after them
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    question = await chat.tap(shown, _CREATE_MINE[language])
    starters = question.get("suggestions") or ()
    assert starters, question["message"]

    # When she taps each starter the question offers
    shown_any = False
    for starter in starters:
        again = ChatCook(http, demo_cooks[cook_name])
        asked_again = await again.tap(await again.say(asked), _CREATE_MINE[language])
        found = await again.tap(asked_again, starter["label"])

        # Then every card it shows is within her limit, in her language
        times = [card["totalTime"] for card in found.get("recipes") or ()]
        assert all(time <= minutes for time in times), (starter["label"], times)
        assert found["language"] == language
        shown_any = shown_any or bool(times)
    assert shown_any, "no starter showed a card"
