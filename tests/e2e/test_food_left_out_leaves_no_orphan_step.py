"""A food left out of a recipe takes with it what only finished its own cooking.

The lemon garlic shrimp without shrimp kept a step that said only "Set aside." and a last step
that began "Return with the lemon zest", returning shrimp that were gone. Through HTTP into the
chat app on the offline provider: the card picked, then the food left out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


async def test_no_step_sets_aside_or_returns_the_shrimp_left_out(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given a cook with the lemon garlic shrimp picked
    chat = ChatCook(http, demo_cooks["maya"])
    await chat.say("lemon garlic shrimp with zucchini noodles")
    await chat.say("the first one")

    # When she asks for it without shrimp
    made = await chat.say("without shrimp")

    assert "Zucchini Noodles" in made["customRecipe"]["suggestedName"], made["customRecipe"][
        "suggestedName"
    ]
    # Then every step does something, and the lemon and parsley are added, not "returned"
    steps = [s["instruction"] for s in made["customRecipe"]["steps"]]
    assert not any(s.strip(" .").lower() == "set aside" for s in steps), steps
    assert not any(s.lower().startswith("return with") for s in steps), steps
    assert any("lemon zest" in s for s in steps), steps
