""" "Something new" tapped again makes something else: it made the same chicken and pepper
skillet (chickpeas for a vegetarian) every time, and keeps within the cook's diet.

Through HTTP into the chat app on the offline provider, in English and Spanish, each
"Something new" the chip the server offered with nothing to resume.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration

_MEATS = ("chicken", "beef", "pork", "pollo", "res", "cerdo")


@pytest.mark.parametrize(
    ("language", "diets", "resume", "new"),
    [
        ("en", (), "continue cooking", "Something new"),
        ("es", ("vegetarian",), "seguir cocinando", "Algo nuevo"),
    ],
)
async def test_something_new_tapped_again_is_another_recipe_within_her_diet(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    language: str,
    diets: tuple[str, ...],
    resume: str,
    new: str,
) -> None:
    # Given a cook with nothing to resume, offered "Something new"
    chat = ChatCook(http, cook(language, diets=diets).user_id)

    # When she taps it three times, each time from the answer that offers it
    made = []
    for _ in range(3):
        answer = await chat.say(resume)
        made.append((await chat.tap(answer, new))["customRecipe"])

    # Then each recipe is another dish of other foods, none her diet leaves out
    names = [recipe["suggestedName"] for recipe in made]
    assert len(set(names)) == len(names), names
    foods = [frozenset(fold(line["name"]) for line in recipe["ingredients"]) for recipe in made]
    assert len(set(foods)) == len(foods), foods
    if diets:
        lines = [name for recipe_foods in foods for name in recipe_foods]
        assert not [name for name in lines if name in _MEATS], lines
