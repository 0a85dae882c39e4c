""" "Usa limón en vez de lima" over a recipe with no lima says it has none.

A lentil soup made with lemon and no lime answered "¡Listo! Cambié tu receta de Sopa de
lentejas: limón en lugar de lima" with the recipe unchanged: the lemon it already had was
taken for the swap done. Through HTTP into the chat app on the offline provider as the demo
cooks, in Spanish and in English: the answer says the recipe has no lime, claims no change,
and the first chip it offers leads on from the same soup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _lines(answer: dict[str, object]) -> list[str]:
    recipe = answer.get("customRecipe") or {}
    assert isinstance(recipe, dict), answer
    return [str(line["name"]).casefold() for line in recipe.get("ingredients") or ()]


@pytest.mark.parametrize(
    ("cook_name", "made", "swap", "claimed", "lacks", "lime"),
    [
        ("sofia", "hazme una sopa de lentejas", "usa limón en vez de lima",
         "limón en lugar de lima", "no lleva lima", "lima"),
        ("luis", "hazme una sopa de lentejas", "usa limón en vez de lima",
         "limón en lugar de lima", "no lleva lima", "lima"),
        ("maya", "make me a lentil soup", "use lemon instead of lime",
         "lemon instead of lime", "has no lime", "lime"),
    ],
)  # fmt: skip
async def test_swapping_a_food_the_recipe_lacks_says_it_has_none(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    made: str,
    swap: str,
    claimed: str,
    lacks: str,
    lime: str,
) -> None:
    # Given a lentil soup with no lime in it
    cook = ChatCook(http, demo_cooks[cook_name])
    soup = await cook.say(made)
    assert soup.get("customRecipe"), soup["message"]
    assert not any(lime in line for line in _lines(soup)), _lines(soup)

    # When she asks to use lemon instead of lime
    answer = await cook.say(swap)

    # Then she is told the soup has no lime, and no swap is claimed done
    message = answer["message"].casefold()
    assert lacks in message, answer["message"]
    assert f": {claimed}" not in message, answer["message"]
    assert _lines(answer) in ([], _lines(soup)), (_lines(answer), _lines(soup))

    # And the first chip it offers leads on from the same soup
    after = await cook.tap_first(answer)
    assert lime not in " ".join(_lines(after)), (_lines(after), after["message"])
