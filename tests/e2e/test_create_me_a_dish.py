""" "Créame una lasaña" asks for a lasagna, as "hazme una lasaña" does.

"Créame" ("create me") was read as "crema", and the request as a recipe made of cream: "Aquí
tienes tu receta de Salteado de calabacita y pimiento morrón", a skillet with 100 g of cream
and no lasagna. Through HTTP into the chat app on the offline provider as the demo cooks, in
Spanish and, where the words are no food, in English: both requests must be answered alike,
and the first chip the answer offers must lead on from the dish asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook, what_it_shows

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "created", "made", "dish"),
    [
        ("sofia", "créame una lasaña", "hazme una lasaña", "lasaña"),
        ("luis", "Créame una lasaña", "hazme una lasaña", "lasaña"),
        ("ana", "creame unos tacos de pescado", "hazme unos tacos de pescado", "tacos"),
        ("maya", "create me a lasagna", "make me a lasagna", "lasagna"),
    ],
)
async def test_create_me_a_dish_asks_for_the_dish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    created: str,
    made: str,
    dish: str,
) -> None:
    # Given the same dish asked with "créame" in one session and "hazme" in another
    creating = ChatCook(http, demo_cooks[cook_name])
    making = ChatCook(http, demo_cooks[cook_name])

    # When both are asked
    asked = await creating.say(created)
    answered = await making.say(made)

    # Then both are answered alike, with the dish asked
    assert what_it_shows(asked) == what_it_shows(answered)
    names = [c["name"] for c in asked.get("recipes") or ()] + [asked["message"]]
    assert any(dish in name.casefold() for name in names), asked["message"]

    # And the first chip it offers is answered alike in both
    assert what_it_shows(await creating.tap_first(asked)) == what_it_shows(
        await making.tap_first(answered)
    )
