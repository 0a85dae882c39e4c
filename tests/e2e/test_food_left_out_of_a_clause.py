""" "Without garlic" of a card whose step adds the garlic in a clause of its own: the clause goes,
and the rest of the step stays. The piccata's step read "Lower the heat, add for 30 seconds, then
pour in the wine"; the chilindrón's step went whole, and the paprika and the wine with it.

Through HTTP into the chat app, on the offline provider as the demo cooks: the card picked by
its place, the change typed, and the version's first chip tapped.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _steps(answer: dict[str, Any]) -> list[str]:
    recipe = answer.get("customRecipe")
    assert recipe, answer["message"]
    return [step["instruction"] for step in recipe["steps"]]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "change", "garlic", "kept", "orphan"),
    [
        ("maya", "chicken piccata", "the first one", "without garlic", "garlic", ("wine",),
         r"\badd for\b"),
        ("sofia", "pollo piccata", "la primera", "sin ajo", "ajo", ("vino",),
         r"\bagrega \d+ segundos\b"),
        ("maya", "chicken chilindron", "the first one", "without garlic", "garlic",
         ("paprika", "wine"), r"\badd for\b"),
        ("sofia", "pollo al chilindrón", "la primera", "sin ajo", "ajo", ("pimentón", "vino"),
         r"\bagrega \d+ minutos?\b"),
    ],
)  # fmt: skip
async def test_a_food_added_in_a_clause_of_its_own_leaves_the_rest_of_its_step(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    change: str,
    garlic: str,
    kept: tuple[str, ...],
    orphan: str,
) -> None:
    # Given the card chosen, its step adding the garlic in a clause beside the wine
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    chosen = await chat.say(picked)
    assert shown["recipes"][0]["name"] in chosen["message"], chosen["message"]

    # When she asks for it without garlic, then taps the version's first chip
    changed = await chat.say(change)
    tapped = await chat.tap_first(changed)

    # Then no step says the garlic or a verb left without it, and what the step went on to
    # add is still added, in each version
    for answer in (changed, tapped):
        steps = " ".join(_steps(answer)).casefold()
        assert not re.search(rf"\b{garlic}\b", steps), steps
        assert not re.search(orphan, steps), steps
        for food in kept:
            assert food in steps, (food, steps)
