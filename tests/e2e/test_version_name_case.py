"""A version of a catalogue dish keeps the catalogue's title case in its name, the food swapped
in too, in Spanish as in English.

The vegetarian souvlaki was named "Souvlaki de Tofu firme con Tzatziki" and the piccata "Tofu
firme Piccata al Limón": the swapped-in food kept its lower case in a name whose every other
word is capitalised, where English said "Firm Tofu Souvlaki with Tzatziki". Through HTTP into
the chat app on the offline provider as the vegetarian demo cook, tapping the chip that offers
the version and then the first chip the version offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_SMALL = frozenset({"de", "del", "con", "al", "y", "en", "a", "la", "el", "with", "and", "of"})


def _title_case(name: str) -> bool:
    """Every word of the name but its small ones capitalised, its diet's label aside."""
    dish = name.split(" (", 1)[0]
    return all(word in _SMALL or word[:1].isupper() for word in dish.split())


@pytest.mark.parametrize(
    ("asked", "label", "food"),
    [
        ("quiero souvlaki", "Hacer versión vegetariana", "Tofu Firme"),
        ("quiero pollo piccata", "Hacer versión vegetariana", "Tofu Firme"),
        ("I want souvlaki", "Make a vegetarian version", "Firm Tofu"),
    ],
)
async def test_the_food_swapped_into_a_title_case_name_is_title_case(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    asked: str,
    label: str,
    food: str,
) -> None:
    # Given a dish the catalogue has only with meat, its vegetarian version offered
    chat = ChatCook(http, demo_cooks["luis"])
    offered = await chat.say(asked)

    # When she taps the chip that makes it, then the first chip the version offers
    version = await chat.tap(offered, label)
    changed = await chat.tap_first(version)

    # Then the name is title case, the food swapped in too, and kept by the change
    name = version["customRecipe"]["suggestedName"]
    assert food in name, name
    assert _title_case(name), name
    assert changed["customRecipe"]["suggestedName"] == name
