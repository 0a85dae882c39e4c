"""A recipe made for fewer people keeps whole eggs and whole cloves of garlic.

The peanut-free Shrimp Pad Thai made for 2 instead of 4 asked for "1½ eggs" and "1½ cloves
garlic": nothing a cook cracks or peels.

Through HTTP into the chat app on the offline provider as the demo cooks allergic to peanuts,
in English and in Spanish, tapping the chips the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "fewer", "egg", "language"),
    [
        ("ana", "pad thai please", "For 2 people", "egg", "en"),
        ("sofia", "quiero pad thai", "Para 2 personas", "huevo", "es"),
    ],
)
async def test_eggs_and_cloves_stay_whole_for_fewer_people(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    fewer: str,
    egg: str,
    language: str,
) -> None:
    # Given the peanut-free version of the Pad Thai she was offered, for 4
    chat = ChatCook(http, demo_cooks[cook_name])
    offered = await chat.say(asked)
    version = await chat.tap_first(offered)
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    assert recipe["portions"] == 4

    # When she taps the chip that makes it for 2
    smaller = await chat.tap(version, fewer)

    # Then its eggs and its cloves of garlic are whole ones
    recipe = smaller.get("customRecipe")
    assert recipe is not None, smaller["message"]
    assert recipe["portions"] == 2
    whole = [
        line
        for line in recipe["ingredients"]
        if egg in line["name"].lower()
        or line.get("unit") in ("clove", "cloves", "diente", "dientes")
    ]
    assert len(whole) == 2, recipe["ingredients"]
    assert all(float(line["quantity"]).is_integer() for line in whole), whole
    assert smaller["language"] == language
