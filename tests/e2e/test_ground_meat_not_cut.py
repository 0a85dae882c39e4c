"""Ground meat is never cut into pieces: it comes in crumbs and is broken up in the pan.

A lasagna of her own foods told a cook «Corta la carne molida en trozos pequeños». Through
HTTP into the chat app on the offline provider, in both languages: the dish asked for, the
chip to create her own tapped, then her foods said.
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
    ("cook", "asked", "chip", "foods", "meat", "cut"),
    [
        (
            "maya",
            "I want lasagna",
            "Create my own",
            "ground beef, pasta, tomato and cheese",
            "ground beef",
            "cut the ground beef",
        ),
        (
            "sofia",
            "quiero lasaña",
            "Crear la mía",
            "carne molida, pasta, jitomate y queso",
            "carne molida",
            "corta la carne molida",
        ),
    ],
)
async def test_her_ground_meat_is_browned_not_cut(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    chip: str,
    foods: str,
    meat: str,
    cut: str,
) -> None:
    # Given a cook who asked for a dish and tapped the chip to create her own
    chat = ChatCook(http, demo_cooks[cook])
    offered = await chat.say(asked)
    await chat.tap(offered, chip)

    # When she says the foods she has, ground meat among them
    made = await chat.say(foods)

    # Then her recipe cooks the meat, and no step cuts it
    steps = [s["instruction"].lower() for s in made["customRecipe"]["steps"]]
    assert any(meat in s for s in steps), steps
    assert not any(cut in s for s in steps), steps
