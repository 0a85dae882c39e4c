"""A mood's likeness, read from the recipes' own embeddings (offline, seed catalogue).

The recipes carrying a mood's tags say what it is like: of two untagged recipes, the one whose
dish is like the tagged ones is the closer.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import pytest
from psycopg import sql

from shared.search.mood_feedback import FEEDBACK_SQL, mood_likeness
from tests.integration.test_search_support import offline_gateway, recipe_ids_by_slug
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search.lexical import CatalogueRow

pytestmark = pytest.mark.integration


async def _rows(db: Database, tagged: list[str], others: list[str]) -> list[CatalogueRow]:
    ids = await recipe_ids_by_slug(db)
    return [
        catalogue_row(slug, id=uuid.UUID(ids[slug]), mood=slug in tagged)
        for slug in [*tagged, *others]
    ]


async def test_the_recipe_like_the_tagged_ones_is_the_closer(search_db: Database) -> None:
    # Given two kid-friendly recipes (breaded chicken, baked pasta with cheese), a breaded
    # chicken with cheese and a cold tomato soup, none of the last two tagged
    rows = await _rows(
        search_db,
        ["chicken_katsu", "baked_mac_and_cheese"],
        ["chicken_parmesan", "gazpacho_andaluz"],
    )
    by_slug = {row.slug: row.id for row in rows}

    # When the likeness to the tagged recipes is read
    model = offline_gateway().embedding_model
    likeness = await mood_likeness(search_db, rows, model=model, mood=True)

    # Then every candidate has one, and the chicken parmesan is closer than the gazpacho
    assert set(likeness) == set(by_slug.values())
    assert likeness[by_slug["chicken_parmesan"]] > likeness[by_slug["gazpacho_andaluz"]]


@pytest.mark.parametrize(
    ("tagged", "mood"),
    [
        (["chicken_katsu"], True),  # one tagged recipe says what that dish is like, not the mood
        (["chicken_katsu", "baked_mac_and_cheese"], False),  # no mood asked
    ],
)
async def test_no_likeness_without_a_mood_and_its_recipes(
    search_db: Database, tagged: list[str], *, mood: bool
) -> None:
    # Given the candidates / When read
    rows = await _rows(search_db, tagged, ["chicken_parmesan"])
    model = offline_gateway().embedding_model
    likeness = await mood_likeness(search_db, rows, model=model, mood=mood)

    # Then there is none
    assert likeness == {}


async def test_each_embedding_is_read_once_not_once_per_pair(search_db: Database) -> None:
    # Given twenty tagged recipes and sixty candidates: 1,200 pairs to compare
    ids = sorted((await recipe_ids_by_slug(search_db)).values())
    params = {"tagged": ids[:20], "ids": ids[:60], "model": offline_gateway().embedding_model}

    # When the likeness statement runs, its pages counted
    async with search_db.service() as conn:
        cursor = await conn.execute(
            sql.SQL("explain (analyze, buffers, format json) ") + FEEDBACK_SQL, params
        )
        row = await cursor.fetchone()
    assert row is not None
    plan = row["QUERY PLAN"][0]["Plan"]

    # Then it reads fewer pages than there are pairs: each embedding (a few out-of-line pages)
    # is read once, not again for every pair it is in
    assert plan["Actual Rows"] == 60
    assert plan["Shared Hit Blocks"] + plan["Shared Read Blocks"] < 20 * 60
