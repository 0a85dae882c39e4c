""" "What can I use instead of capers?" asked of the card she chose: the swaps come with chips that
make her a version of that card with the swap, as they do over a recipe of hers. Its one chip was
"Recipes without capers", a search that showed a rice pudding in place of the piccata she chose.

Through HTTP into the chat app, on the offline provider as the demo cooks: the card picked by
its place, the question typed, and the answer's first chip tapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "question", "capers"),
    [
        ("maya", "chicken piccata", "the first one", "what can I use instead of capers?",
         "caper"),
        ("sofia", "pollo piccata", "la primera", "¿con qué sustituyo las alcaparras?",
         "alcaparra"),
    ],
)  # fmt: skip
async def test_the_swaps_of_a_chosen_card_make_a_version_of_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    question: str,
    capers: str,
) -> None:
    # Given the piccata card chosen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    card = shown["recipes"][0]
    chosen = await chat.say(picked)
    assert card["name"] in chosen["message"], chosen["message"]

    # When she asks what to use instead of its capers
    answer = await chat.say(question)

    # Then the swaps are offered as chips that each name the card, and nothing is searched
    assert answer.get("substitutions"), answer["message"]
    chips = answer.get("suggestions") or ()
    assert chips, answer["message"]
    assert all(c["message"].endswith(f"— {card['name']}") for c in chips), chips

    # And her first chip tapped makes her version of the card with the swap, capers gone
    made = await chat.tap_first(answer)
    assert card["name"] in made["message"], made["message"]
    lines = [fold(line["name"]) for line in made["customRecipe"]["ingredients"]]
    assert not any(capers in line for line in lines), lines
    assert not made.get("recipes"), made["message"]
