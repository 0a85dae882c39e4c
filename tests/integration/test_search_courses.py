"""A course asked for, on the real seed catalogue: no drink answers it unless drinks were asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration

_DRINKS = {
    "peanut_butter_banana_smoothie",
    "mango_lassi",
    "masala_chai",
    "agua_de_jamaica",
    "colombian_coconut_lemonade",
}


@pytest.mark.parametrize(
    ("text", "language", "filters"),
    [
        # as the chat passes them: "quick" as 30 minutes, starters as the snack meal
        ("quick starters", "en", {"max_time": 30, "meal_type": "snack"}),
        ("entradas rápidas", "es", {"max_time": 30, "meal_type": "snack"}),
        ("easy appetizers", "en", {"meal_type": "snack"}),
        ("quick starters", "en", {}),
    ],
)
async def test_starters_are_answered_without_drinks(
    searcher: HybridSearcher, text: str, language: str, filters: dict[str, object]
) -> None:
    outcome = await run(searcher, text, language, **filters)

    assert outcome.decision == "results"
    assert outcome.hits
    assert not _DRINKS & set(found(outcome))


async def test_a_snack_may_still_be_a_smoothie(searcher: HybridSearcher) -> None:
    # a snack is no course: the smoothie filed as one still answers a quick snack
    outcome = await run(searcher, "a protein smoothie snack", max_time=15)

    assert "peanut_butter_banana_smoothie" in found(outcome)


def _mains(slugs: list[str | None], meals: dict[str, set[str]]) -> list[bool]:
    return [bool(meals[slug or ""] & {"lunch", "dinner"}) for slug in slugs]


@pytest.mark.parametrize(
    ("text", "language", "filters"),
    [
        ("vegan dinner in under 30 minutes", "en", {"diet": "vegan", "max_time": 30}),
        ("cena vegetariana en menos de media hora", "es", {"diet": "vegetarian", "max_time": 30}),
        ("a vegetarian main under 45 minutes", "en", {"diet": "vegetarian", "max_time": 45}),
    ],
)
async def test_a_dinner_or_a_main_offers_the_lunches_and_dinners_first(
    searcher: HybridSearcher,
    search_db: Database,
    text: str,
    language: str,
    filters: dict[str, object],
) -> None:
    # Given the catalogue's meals, as the seed files them
    meals = await _meal_types(search_db)

    # When a dinner or a main is asked for
    outcome = await run(searcher, text, language, **filters)

    # Then no breakfast, side or snack comes before a recipe filed under lunch or dinner
    served = _mains(found(outcome), meals)
    assert True in served
    assert served == sorted(served, reverse=True)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("shrimp with rice", "en"),
        ("crema de almejas", "es"),
        ("I want something con pollo y arroz", "en"),
    ],
)
async def test_a_meat_or_a_fish_named_is_not_answered_with_desserts(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the catalogue's desserts: filed as one, and under no main meal nor as a side
    meals = await _meal_types(search_db)
    desserts = {
        slug
        for slug, filed in meals.items()
        if "dessert" in filed and not filed & {"lunch", "dinner", "side"}
    }

    # When a meat or a fish is named, with rice (a rice pudding) or as a "crema" (crema catalana)
    outcome = await run(searcher, text, language, limit=10)

    # Then savoury dishes answer, and no dessert among them
    assert outcome.hits
    assert not desserts & set(found(outcome))


async def _meal_types(db: Database) -> dict[str, set[str]]:
    async with db.anon() as conn:
        cursor = await conn.execute("select slug, meal_types from public.recipes")
        return {row["slug"]: set(row["meal_types"]) for row in await cursor.fetchall()}
