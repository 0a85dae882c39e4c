"""Tofu or chicken in the shrimp's place is not cooked "until pink and opaque": the look the old
food was done by goes with its temperature, and the step waits for the tofu to heat through,
the chicken to cook through.

The jambalaya's shrimp step became "Scatter the firm tofu over the rice, cover and cook 5 to 7
minutes more until they are pink, opaque.": the shrimp's 145°F went, its colour stayed.
Through HTTP into the chat app on the offline provider, as the demo cooks in both languages:
the card picked, the swap typed, then the version's own change chip tapped.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# How shrimp, fish and meat look once done, in both languages.
_DONE_LOOK = re.compile(r"\b(?:pink|opaque|flakes|rosad[oa]s|opac[oa]s|desmenuce)\b")


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "swap", "chip", "food", "through"),
    [
        ("maya", "jambalaya", "the first one", "use tofu instead of shrimp", "Make it spicier",
         "tofu", "heated through"),
        ("sofia", "jambalaya", "la primera", "usa tofu en lugar de camarones", "Más picante",
         "tofu", "bien caliente"),
        # Chicken, raw food with a safe temperature of its own, is cooked through
        ("maya", "shrimp fried rice", "the first one", "use chicken instead of shrimp",
         "Make it spicier", "chicken", "cooked through"),
        ("sofia", "arroz frito con camarones", "la primera", "usa pollo en lugar de camarones",
         "Más picante", "pollo", "bien cocido"),
        # Fish is done at the shrimp's temperature, and is never pink
        ("maya", "shrimp fried rice", "the first one", "use white fish instead of shrimp",
         "Make it spicier", "white fish", "cooked through"),
        ("sofia", "arroz frito con camarones", "la primera",
         "usa pescado blanco en lugar de camarones", "Más picante", "pescado blanco",
         "bien cocido"),
    ],
)  # fmt: skip
async def test_a_stand_in_for_shrimp_is_not_cooked_until_pink(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    swap: str,
    chip: str,
    food: str,
    through: str,
) -> None:
    # Given a cook with a shrimp dish picked
    chat = ChatCook(http, demo_cooks[cook_name])
    await chat.say(asked)
    await chat.say(picked)

    # When she asks for another food in the shrimp's place, then taps the version's change chip
    swapped = await chat.say(swap)
    spicier = await chat.tap(swapped, chip)

    # Then the step that cooks the stand-in waits for it to heat (or cook) through, never for
    # a shrimp's colour or temperature, in the version and in the version of it
    for answer in (swapped, spicier):
        steps = [s["instruction"] for s in answer["customRecipe"]["steps"]]
        cooked = [s for s in steps if food in s.casefold() and " minut" in s]
        assert cooked, steps
        assert through in cooked[0], cooked[0]
        assert not _DONE_LOOK.search(cooked[0].casefold()), cooked[0]
        # A temperature said is the stand-in's own: none for tofu, the fish's 145°F (63°C)
        if food == "tofu":
            assert "°" not in cooked[0], cooked[0]
        if food in {"white fish", "pescado blanco"}:
            assert "°" in cooked[0], cooked[0]
