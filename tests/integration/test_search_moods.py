"""Mood, weather and company requests over the real seed catalogue (offline embeddings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.db import Database, DatabaseSettings, create_database
from tests.integration.test_search_support import catalogue_url, found, make_searcher, run

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
async def search_db(pg_admin_url: str) -> AsyncIterator[Database]:
    url = await catalogue_url(pg_admin_url)
    db = await create_database(DatabaseSettings(DATABASE_URL=url, DB_POOL_MAX_SIZE=4))
    try:
        yield db
    finally:
        await db.close()


@pytest.fixture(scope="module")
def searcher(search_db: Database) -> HybridSearcher:
    return make_searcher(search_db)


async def tagged(db: Database, *tags: str) -> set[str]:
    """The slugs of the published recipes carrying any of these tags (English names)."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            """
            select distinct r.slug from public.recipes r
            join public.recipe_tags rt on rt.recipe_id = r.id
            join public.tags t on t.id = rt.tag_id
            where r.is_published and t.name_en = any (%(tags)s::text[])
            """,
            {"tags": list(tags)},
        )
        return {row["slug"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("text", "language", "tags"),
    [
        ("tengo antojo de algo calientito", "es", ("soup", "stew", "comfort food", "winter")),
        ("it's freezing outside, I want something warm", "en", ("soup", "stew", "winter")),
        ("comida barata para fin de quincena", "es", ("budget-friendly", "budget", "pantry")),
        ("dinner the kids will actually eat", "en", ("kid-friendly",)),
        ("se me antoja algo bien picoso", "es", ("spicy",)),
    ],
)
async def test_a_mood_is_answered_by_the_recipes_tagged_with_it(
    searcher: HybridSearcher, search_db: Database, text: str, language: str, tags: tuple[str, ...]
) -> None:
    # Given recipes tagged for the mood the request names in everyday words
    fitting = await tagged(search_db, *tags)
    assert len(fitting) >= 3

    # When it is searched
    outcome = await run(searcher, text, language)

    # Then it is answered, not sent to "let's create one", and the first three carry the tags
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= fitting, top


async def test_a_missing_dish_for_a_mood_still_falls_back(searcher: HybridSearcher) -> None:
    # The mood is answerable, the dish is not: no recipe has "wellington".
    outcome = await run(searcher, "beef wellington for a date night")

    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"


async def test_the_mood_lifts_tagged_recipes_above_untagged_ones(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # The metadata signal fits a recipe carrying the mood's tags fully, others not at all.
    fitting = await tagged(search_db, "spicy")
    outcome = await run(searcher, "algo picosito", "es")

    assert outcome.decision == "results"
    for hit in outcome.hits:
        assert (hit.metadata == 1.0) == (hit.slug in fitting), hit.slug
