"""A nutrition goal the catalogue cannot measure ("low sodium soup", "sopa baja en sodio") asks
for the dish, in either language, and is answered in the language it was written in.

"low sodium soup" fell back to "I couldn't find recipes matching that": no recipe's text has
"sodium", so it read as a dish the catalogue lacks, while "sopa baja en sodio" found soups by
its other words, and to an English profile was answered in English ("en" voted for no
language). A nutrient a goal names qualifies the dish as "low" does; "en" is Spanish.

Through HTTP into the chat app on the offline provider, as the demo cooks writing in their own
language and in the other one, the answer's first chip sent back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration

_SOUPS = """
select rt.recipe_id::text as id
from recipe_tags rt join tags t on t.id = rt.tag_id
where t.slug = 'soup'
"""


async def _soups(database: Database) -> set[str]:
    async with database.service() as conn:
        cursor = await conn.execute(_SOUPS)
        return {row["id"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("cook_name", "said", "language"),
    [
        ("maya", "low sodium soup", "en"),
        ("maya", "sopa baja en sodio", "es"),
        ("sofia", "low sodium soup", "en"),
        ("sofia", "sopa baja en sodio", "es"),
        ("luis", "low calorie soup", "en"),
        ("ana", "sopa baja en calorías", "es"),
    ],
)
async def test_a_nutrition_goal_finds_the_dish_in_the_language_it_was_written_in(
    http: httpx.AsyncClient,
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    said: str,
    language: str,
) -> None:
    # Given the catalogue's soups
    soups = await _soups(database)
    assert soups

    # When a cook asks for a soup with a nutrition goal, then taps the answer's first chip
    chat = ChatCook(http, demo_cooks[cook_name])
    answer = await chat.say(said)
    after = await chat.tap_first(answer)

    # Then soups are shown, and both answers are in the language she wrote in
    cards = [card["recipeId"] for card in answer.get("recipes") or ()]
    assert cards, answer["message"]
    assert cards[0] in soups, [card["name"] for card in answer["recipes"]]
    assert answer["language"] == language
    assert after["language"] == language
