"""Many pieces of a food are counted whole when a change scales them.

"Make it spicier" tapped twice on the kung pao chicken asked for "22½ árbol chiles": half of one
of twenty is nothing a cook counts out. Through HTTP into the chat app on the offline provider,
in both languages: the card picked, then its spicier chip and the version's own tapped in turn.
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
    ("asked", "picked", "chip", "chiles"),
    [
        ("kung pao chicken", "the first one", "Make it spicier", "árbol chiles"),
        ("pollo kung pao", "la primera", "Más picante", "chiles de árbol"),
    ],
)
async def test_the_chiles_of_a_spicier_version_are_counted_whole(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    asked: str,
    picked: str,
    chip: str,
    chiles: str,
) -> None:
    # Given a cook with the kung pao chicken picked
    chat = ChatCook(http, demo_cooks["maya"])
    await chat.say(asked)
    chosen = await chat.say(picked)

    # When she taps its spicier chip, then the version's own, twice
    spicier = await chat.tap(chosen, chip)
    hotter = await chat.tap(spicier, chip)
    hottest = await chat.tap(hotter, chip)

    # Then each has more chiles than the one before, and every count is of whole chiles
    counts = [
        next(i["quantity"] for i in a["customRecipe"]["ingredients"] if i["name"] == chiles)
        for a in (spicier, hotter, hottest)
    ]
    assert counts == sorted(set(counts)), counts
    assert all(float(count).is_integer() for count in counts), counts
