"""Why a swap is offered is said to the cook in the terminal chat, in her language.

"What can I use instead of garlic?" over her recipe printed "⇄ garlic missing: shallot (1
small per 2 cloves)": the wire's reason code, in English to a Spanish cook too. The answer
comes through HTTP from the chat app on the offline provider, as the demo cooks, and is
printed as `irmixy chat` prints it; the swap chip it offers is then tapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cli.client.render import console, render_response
from shared.schemas import IrmixyResponse
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "listed", "asked", "code", "said"),
    [
        ("maya", "I have chicken, rice and spinach", "what can I use instead of garlic?",
         "missing", "garlic (if you don't have it): "),
        ("sofia", "tengo pollo, arroz y espinaca", "¿con qué sustituyo el ajo?", "missing",
         "ajo (si no lo tienes): "),
    ],
)  # fmt: skip
async def test_a_swaps_reason_is_printed_in_words_of_her_language(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    listed: str,
    asked: str,
    code: str,
    said: str,
) -> None:
    # Given a cook with her recipe open, asking what can stand in for one of its foods
    chat = ChatCook(http, demo_cooks[cook_name])
    await chat.say(listed)
    answer = await chat.say(asked)

    # When the terminal chat prints the answer
    response = IrmixyResponse.model_validate(answer)
    with console.capture() as printed:
        chips = render_response(response)

    # Then the swap says why in words, not the reason's code, and its chip swaps the food
    shown = " ".join(printed.get().split())
    assert said in shown, shown
    assert f" {code}:" not in shown, shown
    assert chips, shown
    swapped = await chat.tap_first(answer)
    assert swapped["customRecipe"]["ingredients"] != answer["customRecipe"]["ingredients"]
