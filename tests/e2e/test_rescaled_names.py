"""A count rescaled names its food in the number it now says: "For 2 people" on a recipe of 2
eggs gave "1 eggs", and back "For 4 people" must give "2 eggs" again.

Through HTTP into the chat app on the offline provider, in English and Spanish, by the chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _counted(answer: dict[str, Any]) -> dict[str, float]:
    """The recipe's counted lines (no unit): name -> how many."""
    return {
        line["name"]: line["quantity"]
        for line in answer["customRecipe"]["ingredients"]
        if line.get("unit") is None and line.get("quantity")
    }


@pytest.mark.parametrize(
    ("cook", "asked", "fewer", "more", "one", "two"),
    [
        ("maya", "make me something with 2 eggs, 3 tomatoes and spinach", "For 2 people",
         "For 4 people", "egg", "eggs"),
        ("luis", "hazme algo con 2 huevos, 3 jitomates y espinacas", "Para 2 personas",
         "Para 4 personas", "huevo", "huevos"),
    ],
)  # fmt: skip
async def test_a_rescaled_count_names_its_food_in_the_number_it_says(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    fewer: str,
    more: str,
    one: str,
    two: str,
) -> None:
    # Given a recipe made with the two eggs the cook has, for four
    chat = ChatCook(http, demo_cooks[cook])
    made = await chat.say(asked)

    # When she taps the chip for 2 people, then asks for 4 people again in words (no chip
    # undoes the portions she chose)
    halved = await chat.tap(made, fewer)
    doubled = await chat.say(more)

    # Then one egg is "egg", two are "eggs" again
    assert _counted(made)[two] == 2
    assert _counted(halved)[one] == 1
    assert _counted(doubled)[two] == 2
