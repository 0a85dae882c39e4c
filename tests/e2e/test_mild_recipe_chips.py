"""A recipe asked without heat is never offered "Make it spicier".

"Nothing spicy" or "sin chile" in the request, or earlier in the conversation: the recipe
comes without chile, and a chip adding one would undo what the cook asked. The chips after
it (for two, for four) keep to it; asking for more heat in words takes it back.

Through HTTP into the chat app on the offline provider, in each language, following the chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_SPICIER = {"Make it spicier", "Más picante"}


def _labels(answer: dict[str, Any]) -> set[str]:
    return {chip["label"] for chip in answer.get("suggestions") or ()}


@pytest.mark.parametrize(
    ("cook_name", "before", "asked", "language"),
    [
        ("ana", None, "create a chicken and rice recipe, nothing spicy", "en"),
        ("luis", None, "crea una receta con frijoles y arroz sin chile", "es"),
        ("sofia", "nada picante por favor", "crea una receta con pollo y arroz", "es"),
        ("maya", "no chili for me", "create a recipe with beef and potatoes", "en"),
    ],
)
async def test_a_recipe_asked_without_heat_offers_no_spicier_chip_nor_do_the_next(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    before: str | None,
    asked: str,
    language: str,
) -> None:
    # Given a cook who asks for no heat, in her request or before it
    chat = ChatCook(http, demo_cooks[cook_name])
    if before is not None:
        await chat.say(before)

    # When the recipe is made, and she taps its first chip
    made = await chat.say(asked)
    tapped = await chat.tap_first(made)

    # Then neither answer offers to make it spicier, and both speak her language
    for answer in (made, tapped):
        assert answer["customRecipe"], answer["message"]
        assert not _labels(answer) & _SPICIER, _labels(answer)
        assert answer["language"] == language, answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "hotter", "label"),
    [
        ("ana", "create a chicken and rice recipe, nothing spicy", "actually, make it spicy",
         "Make it spicier"),
        ("luis", "crea una receta con frijoles y arroz sin chile", "mejor hazla picante",
         "Más picante"),
    ],
)  # fmt: skip
async def test_heat_asked_for_again_brings_the_chip_back(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    hotter: str,
    label: str,
) -> None:
    # Given a recipe made without heat
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    assert label not in _labels(made)

    # When she asks for heat after all
    changed = await chat.say(hotter)

    # Then the recipe is changed and more heat is offered again
    assert changed["customRecipe"], changed["message"]
    assert label in _labels(changed), (_labels(changed), changed["message"])
