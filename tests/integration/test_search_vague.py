"""Vague requests over the real seed catalogue (offline embeddings), said in everyday English and
Spanish."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_moods import tagged
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


async def served_as(db: Database, meal: str) -> set[str]:
    """The slugs of the published recipes served as this meal."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            "select slug from public.recipes where is_published and %(meal)s = any (meal_types)",
            {"meal": meal},
        )
        return {row["slug"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("had a rough day, need cheering up", "en"),
        ("estoy triste, quiero algo que me apapache", "es"),
    ],
)
async def test_a_bad_day_is_answered_with_comfort_food(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the recipes the catalogue tags as comforting: comfort food, warming, soups, stews
    comforting = await tagged(search_db, "comfort food", "warming", "soup", "stew")
    assert len(comforting) >= 3

    # When a cook says how they feel, and names no dish
    outcome = await run(searcher, text, language)

    # Then it is answered with comfort food, not sent to "let's create one"
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= comforting, top


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("unexpected guests on their way, what can I put out", "en"),
        ("me caen visitas al rato, qué les doy", "es"),
    ],
)
async def test_company_coming_is_answered_with_something_to_put_out(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the recipes served as a snack (dips, tapas, starters)
    snacks = await served_as(search_db, "snack")

    # When a cook says guests are on their way
    outcome = await run(searcher, text, language)

    # Then the first three are snacks
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= snacks, top


@pytest.mark.parametrize(
    ("text", "language"),
    [("something sweet and warm", "en"), ("tengo ganas de algo dulce", "es")],
)
async def test_something_sweet_is_a_dessert_and_no_soup(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the desserts and the soups and stews of the catalogue
    desserts = await served_as(search_db, "dessert")
    soups = await tagged(search_db, "soup", "stew")

    # When a cook asks for something sweet (and warm)
    outcome = await run(searcher, text, language)

    # Then a dessert comes first, and no soup or stew is among the first three
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert top[0] in desserts, top
    assert not set(top) & soups, top


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("fifteen people coming on saturday, I need something that goes a long way", "en"),
        ("el sábado vienen como quince personas y necesito algo que rinda", "es"),
    ],
)
async def test_cooking_for_many_is_answered_with_big_batches(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the recipes of eight portions and more
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select slug from public.recipes where is_published and portions >= 8"
        )
        big = {row["slug"] for row in await cursor.fetchall()}

    # When a cook says how many come, and names no dish
    outcome = await run(searcher, text, language)

    # Then it is answered, a big batch first, not sent to "let's create one"
    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)[0] in big, found(outcome)[:3]


@pytest.mark.parametrize(
    ("text", "language"),
    [("something sweet for breakfast", "en"), ("algo dulce para el desayuno", "es")],
)
async def test_a_meal_said_comes_before_the_one_a_mood_implies(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the breakfasts of the catalogue
    breakfasts = await served_as(search_db, "breakfast")

    # When a cook asks for something sweet and names the meal
    outcome = await run(searcher, text, language)

    # Then a breakfast comes first, not a dessert
    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)[0] in breakfasts, found(outcome)[:3]


async def test_a_small_budget_said_in_spanish_is_answered_by_the_thrifty_recipes(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # Given the recipes the catalogue tags as cheap or made from the pantry
    thrifty = await tagged(search_db, "budget-friendly", "budget", "pantry")
    assert len(thrifty) >= 3

    # When a cook says her budget is small, in Spain's word for it, and names no dish
    outcome = await run(searcher, "algo con poco presupuesto, somos estudiantes", "es")

    # Then the thrifty recipes answer it
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= thrifty, top
