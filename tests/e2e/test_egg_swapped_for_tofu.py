"""A cook who swaps the eggs of her recipe for tofu, in either language, after tapping the
recipe's own change chip: the tofu is crumbled and cooked, never beaten and poured, and no egg
doneness check stays behind.

Through HTTP into the chat app on the offline provider, as the demo cooks.
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
    ("cook_name", "asked", "spicier", "swap", "said", "crumbled", "never"),
    [
        ("ana", "I have leftover rice and two eggs, no oven", "Make it spicier",
         "use tofu instead of eggs", "tofu instead of eggs",
         ("Crumble the firm tofu.", "Add the crumbled firm tofu"), ("beat", "160°f")),
        ("sofia", "tengo arroz que sobró y huevos", "Más picante",
         "usa tofu en lugar de huevo", "tofu en lugar de huevo",
         ("Desmorona el tofu firme.", "Agrega el tofu firme desmoronado"), ("bate", "71°c")),
    ],
)  # fmt: skip
async def test_eggs_swapped_for_tofu_are_crumbled_not_beaten(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    spicier: str,
    swap: str,
    said: str,
    crumbled: tuple[str, ...],
    never: tuple[str, ...],
) -> None:
    # Given a cook with an egg recipe made spicier through its own chip
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    hotter = await chat.tap(made, spicier)

    # When she asks for tofu in place of the eggs
    changed = await chat.say(swap)

    # Then the tofu is crumbled and cooked, and nothing of the eggs' handling stays
    assert said in changed["message"], changed["message"]
    steps = " ".join(step["instruction"] for step in changed["customRecipe"]["steps"])
    for sentence in crumbled:
        assert sentence in steps, steps
    for word in never:
        assert word not in steps.casefold(), steps
    assert "customRecipe" in hotter
