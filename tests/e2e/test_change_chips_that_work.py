"""Every change chip a chosen card offers, and every chip of the version it makes, changes the
recipe when tapped: "Make it quicker" of a jambalaya, whose time is its rice and its rest, was
offered and then answered "I couldn't make it quicker".

Through HTTP into the chat app, on the offline provider as the demo cooks, each chip the server
offers tapped in turn, as the cook's next message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# What the answer says of a change it could not make, in each language.
_COULD_NOT = {"en": "couldn't", "es": "no pude"}
_QUICKER = {"en": "Make it quicker", "es": "Más rápida"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "language"),
    [
        ("maya", "jambalaya", "the first one", "en"),
        ("sofia", "quiero jambalaya", "la primera", "es"),
    ],
)
async def test_every_change_chip_of_a_chosen_card_changes_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    language: str,
) -> None:
    # Given the jambalaya card chosen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert "Jambalaya" in shown["recipes"][0]["name"], shown["message"]
    answer = await chat.say(picked)

    # When she taps each chip offered, one after the other, from the answer on screen
    tapped: list[str] = []
    while untapped := [
        c["label"] for c in answer.get("suggestions") or () if c["label"] not in tapped
    ]:
        label = untapped[0]
        tapped.append(label)
        before = answer
        answer = await chat.tap(answer, label)

        # Then each tap makes the change it offered, in her language
        assert answer["language"] == language
        assert _COULD_NOT[language] not in answer["message"].casefold(), (label, answer)
        assert answer.get("customRecipe"), (label, answer["message"])
        assert answer["customRecipe"] != before.get("customRecipe"), (label, answer["message"])

    # And "Make it quicker" was never offered of a dish whose time is its rice and its rest
    assert tapped, answer["message"]
    assert _QUICKER[language] not in tapped, tapped
