"""Plantain ("plátano macho", "plátano verde", "plantains") in a cook's list is a plantain, cooked
through in the recipe made from it, not a banana sprinkled on at the end.

The offline provider read "plátano macho" as the banana of "plátano" (as a Mexican cook means
it) and finished the dish with it raw; "plantains" it did not know at all. Through HTTP into
the chat app on the offline provider as the demo cooks, in Spanish and in English, and then
the first chip the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _steps_naming(recipe: dict[str, Any], food: str) -> list[dict[str, Any]]:
    """The steps that name the food."""
    steps = [s for s in recipe["steps"] if food in s["instruction"].casefold()]
    assert steps, (food, [s["instruction"] for s in recipe["steps"]])
    return steps


@pytest.mark.parametrize(
    ("cook_name", "asked", "food"),
    [
        ("luis", "tengo plátano macho, frijoles negros y arroz", "plátano macho"),
        ("sofia", "I have plantains, black beans and rice", "plantain"),
    ],
)
async def test_plantain_is_cooked_through_not_served_raw(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    food: str,
) -> None:
    # When she makes a recipe from a list with plantain, and taps the first chip offered
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    changed = await chat.tap_first(made)

    # Then the plantain goes in while the dish cooks, with a timer, in both
    for answer in (made, changed):
        recipe = answer["customRecipe"]
        assert recipe is not None, answer["message"]
        cooked = [s for s in _steps_naming(recipe, food) if s.get("timerSeconds")]
        assert cooked, [s["instruction"] for s in recipe["steps"]]
        assert cooked[0]["order"] < len(recipe["steps"]), cooked[0]["instruction"]
