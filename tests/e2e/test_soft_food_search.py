"""A cook who cannot chew, through HTTP on the offline provider: the chat answers with the
catalogue's soups and creamy or silky dishes, not with breads, fried snacks or cookies."""

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


async def _soft(database: Database) -> set[str]:
    """The recipes the catalogue calls soft: its soups, and what it tags or describes as
    creamy or silky."""
    async with database.anon() as conn:
        cursor = await conn.execute(
            """
            select distinct r.id::text as id from public.recipes r
            left join public.recipe_tags rt on rt.recipe_id = r.id
            left join public.tags t on t.id = rt.tag_id
            where r.is_published and (
              t.name_en = any (array['soup', 'cold soup', 'noodle soup', 'creamy'])
              or r.description_en ~* '\\m(creamy|silky|velvety)\\M')
            """
        )
        return {row["id"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("profile", "message"),
    [
        ("en", "just had a wisdom tooth out, what can I eat that needs no chewing"),
        ("es", "me quitaron dos muelas y no puedo masticar, ¿qué como hoy?"),
    ],
)
async def test_a_cook_who_cannot_chew_is_offered_soft_dishes(
    http: httpx.AsyncClient,
    database: Database,
    cook: Callable[[str], Principal],
    profile: str,
    message: str,
) -> None:
    # Given the catalogue's soups and creamy or silky dishes
    soft = await _soft(database)

    # When a cook says their teeth keep them from chewing
    answer = await ask(http, cook(profile), message)

    # Then the answer, in their language, offers recipes and the first three are soft
    assert answer["language"] == profile
    cards = answer["recipes"]
    assert len(cards) >= 3, answer["message"]
    first = cards[:3]
    assert {card["recipeId"] for card in first} <= soft, [card["name"] for card in first]
