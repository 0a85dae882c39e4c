"""Vague requests over the real seed catalogue (offline embeddings): what a mood may override."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_moods import tagged
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


async def meal_types(db: Database) -> dict[str, list[str]]:
    """Each published recipe's meal types, by slug."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            "select slug, meal_types from public.recipes where is_published and slug is not null"
        )
        return {row["slug"]: list(row["meal_types"]) for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("what can I bake with my kids on a rainy afternoon", "en"),
        ("algo divertido para hornear con mis hijos, está lloviendo", "es"),
    ],
)
async def test_cooking_with_the_children_is_a_sweet_to_make_not_a_rainy_day_soup(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the catalogue's meals and its soups (the rainy-day ones among them)
    meals = await meal_types(search_db)
    soups = await tagged(search_db, "soup")

    # When a cook asks for something to make with the children on a rainy day
    outcome = await run(searcher, text, language)

    # Then it is answered with the desserts before any other dish, a sweet first, no soup
    assert outcome.decision == "results", outcome.fallback_reason
    hits = found(outcome)
    sweet = ["dessert" in meals[slug or ""] for slug in hits]
    assert sweet[0], hits
    assert sweet == sorted(sweet, reverse=True), hits
    assert hits[0] not in soups, hits


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I'm sick, something gentle on the stomach", "en"),
        ("estoy enfermo, algo suave para el estómago", "es"),
    ],
)
async def test_being_ill_is_answered_by_soups_and_no_cheesy_or_fried_dish_first(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    soups = await tagged(search_db, "soup")
    heavy = await tagged(search_db, "cheesy", "fried")

    outcome = await run(searcher, text, language)

    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= soups, top
    assert not set(top) & heavy, top


async def test_a_cosy_dinner_is_no_soup_night(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # "Cosy" is how the meal feels: the comfort dinners, not the weather's soups
    soups = await tagged(search_db, "soup", "stew")
    comfort = await tagged(search_db, "comfort food")

    outcome = await run(searcher, "a cosy family dinner tonight", "en")

    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert not set(top) & soups, top
    assert set(top) & comfort, top
