"""A request in everyday mood words, through HTTP on the offline provider: the chat answers it
with the recipes tagged for that mood, not with "let's create one"; a hot day gets no hot soup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_chat_harness import ask

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


async def _tagged(database: Database, *tags: str) -> set[str]:
    async with database.anon() as conn:
        cursor = await conn.execute(
            """
            select distinct r.id::text as id from public.recipes r
            join public.recipe_tags rt on rt.recipe_id = r.id
            join public.tags t on t.id = rt.tag_id
            where r.is_published and t.name_en = any (%(tags)s::text[])
            """,
            {"tags": list(tags)},
        )
        return {row["id"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("profile", "message"),
    [
        ("es", "tengo antojo de algo calientito"),
        ("en", "it's freezing outside, I want something warm"),
    ],
)
async def test_a_craving_for_something_warm_is_answered_with_soups_and_stews(
    http: httpx.AsyncClient,
    database: Database,
    cook: Callable[[str], Principal],
    profile: str,
    message: str,
) -> None:
    # Given the catalogue's soups, stews and winter comfort food
    warm = await _tagged(database, "soup", "stew", "comfort food", "winter")

    # When a cook asks for something warm in everyday words
    answer = await ask(http, cook(profile), message)

    # Then the answer offers recipes (no "let's create one") and the first ones are warm
    assert answer["language"] == profile
    cards = answer["recipes"]
    assert len(cards) >= 3, answer["message"]
    first = [card["recipeId"] for card in cards[:3]]
    assert set(first) <= warm, [card["name"] for card in cards[:3]]


async def test_a_hot_day_in_spanish_is_answered_with_cards_for_the_heat(
    http: httpx.AsyncClient, database: Database, cook: Callable[[str], Principal]
) -> None:
    # Given the catalogue's hot soups and stews (warming, and not summer dishes)
    warming = await _tagged(database, "soup", "stew", "winter", "comfort food", "warming")
    hot = warming - await _tagged(database, "summer", "refreshing", "cold soup")

    # When a Spanish-speaking cook asks for something for the heat in everyday words
    answer = await ask(http, cook("es"), "hace un calorón, quiero algo ligero para comer")

    # Then the answer is in Spanish, offers recipes, none of the first three a hot soup or stew
    assert answer["language"] == "es"
    cards = answer["recipes"]
    assert len(cards) >= 3, answer["message"]
    first = cards[:3]
    assert not {card["recipeId"] for card in first} & hot, [card["name"] for card in first]
    # And the reply offers them rather than proposing to create a recipe
    assert "cree una" not in answer["message"], answer["message"]
