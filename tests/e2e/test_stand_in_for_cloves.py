"""A stand-in for garlic is counted as itself, never in garlic's cloves.

"Use shallot instead of garlic" on the lemon garlic shrimp listed "4 cloves shallot", which no
cook can buy. Through HTTP into the chat app on the offline provider as the demo cooks, in
English and in Spanish, the card picked by its place as a cook does.
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
    ("cook_name", "asked", "picked", "change", "stand_in", "language"),
    [
        ("maya", "garlic shrimp", "the first one", "use shallot instead of garlic", "shallot",
         "en"),
        ("sofia", "camarones al ajo", "la primera", "usa chalota en vez de ajo", "chalota", "es"),
    ],
)  # fmt: skip
async def test_a_shallot_for_garlic_is_counted_in_shallots(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    change: str,
    stand_in: str,
    language: str,
) -> None:
    # Given a garlicky card she picked, its garlic counted in cloves
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    await chat.say(picked)

    # When she uses a shallot instead of the garlic
    version = await chat.say(change)

    # Then the shallot is counted in whole shallots, not in cloves
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    lines = [line for line in recipe["ingredients"] if line["name"] == stand_in]
    assert len(lines) == 1, recipe["ingredients"]
    assert lines[0].get("unit") is None, lines[0]
    assert lines[0]["quantity"] >= 1
    assert lines[0]["quantity"] == int(lines[0]["quantity"])
    assert version["language"] == language
