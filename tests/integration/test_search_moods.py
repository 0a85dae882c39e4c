"""Mood, weather and company requests over the real seed catalogue (offline embeddings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


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


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("algo que los invitados puedan comerse con las manos", "es"),
        ("snacks the kids can eat with their hands at the park", "en"),
    ],
)
async def test_food_eaten_with_the_hands_is_answered_by_snacks(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the recipes picked up and eaten without cutlery: the snacks, and the party and
    # street food the catalogue tags
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select slug from public.recipes where is_published and 'snack' = any (meal_types)"
        )
        snacks = {row["slug"] for row in await cursor.fetchall()}
    fitting = snacks | await tagged(search_db, "party food", "party snack", "street food")

    # When eating with the hands is asked for
    outcome = await run(searcher, text, language)

    # Then it is answered with them, not with whatever else the sentence's words find
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


async def portions(db: Database) -> dict[str, int]:
    async with db.anon() as conn:
        cursor = await conn.execute(
            "select slug, portions from public.recipes where is_published and slug is not null"
        )
        return {row["slug"]: row["portions"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("it's like 100 degrees out, want something light and fresh", "en"),
        ("algo ligero para el calor", "es"),
        ("hace 38 grados, algo fresco", "es"),
    ],
)
async def test_a_hot_day_is_answered_with_no_hot_soup_first(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the catalogue's warming dishes (soups, stews, winter comfort food) and its summer ones
    warming = await tagged(search_db, "soup", "stew", "winter", "comfort food", "warming")
    summer = await tagged(search_db, "summer", "refreshing", "cold soup")
    hot = warming - summer

    # When a cook asks for something for a hot day
    outcome = await run(searcher, text, language)

    # Then it is answered, and no hot soup or stew is among the first three
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert not set(top) & hot, top


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("something warm for this cold weather, ready in 15 minutes", "en"),
        ("algo calientito para este frío, en menos de 15 minutos", "es"),
    ],
)
async def test_a_quick_answer_for_the_cold_offers_nothing_cold(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the catalogue's dishes never cooked, meant to cool, or for summer
    cold = await tagged(search_db, "no-cook", "cooling", "summer", "cold soup", "salad")
    warming = await tagged(search_db, "comfort food", "stew", "winter", "warming")
    cold -= warming

    # When a cook on a cold day asks for something warm in a quarter of an hour
    outcome = await run(searcher, text, language)

    # Then what she is offered is warm: no raita, guacamole or salad fills the answer
    assert outcome.decision == "results", outcome.fallback_reason
    offered = found(outcome)
    assert offered, offered
    assert not set(offered) & cold, offered


async def test_a_cold_soup_still_answers_a_hot_day(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # Gazpacho is tagged "cold soup" and "summer": a soup, but not against the heat.
    outcome = await run(searcher, "sopa fría para el calor", "es")
    assert outcome.decision == "results", outcome.fallback_reason
    assert "gazpacho_andaluz" in found(outcome)[:3]


async def test_a_crowd_is_answered_with_big_batches(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # Given the portions each recipe makes
    made = await portions(search_db)

    # When a cook asks what to make for twenty people at a Christmas posada
    outcome = await run(searcher, "qué hago para la posada? vienen como 20 personas", "es")

    # Then it is answered with big batches first (the catalogue's largest make 8)
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert top
    sizes = [made.get(slug or "", 0) for slug in top]
    assert all(size >= 6 for size in sizes), list(zip(top, sizes, strict=True))


async def test_lent_is_answered_with_fish_seafood_or_lent_dishes(
    searcher: HybridSearcher, search_db: Database
) -> None:
    lent = await tagged(search_db, "Lent", "fish", "seafood")
    outcome = await run(searcher, "ideas de comida para cuaresma", "es")
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= lent, top


async def test_too_lazy_to_cook_is_answered_not_sent_to_create(
    searcher: HybridSearcher, search_db: Database
) -> None:
    easy = await tagged(search_db, "one-pot", "one pot", "one-pan", "sheet-pan", "quick")
    outcome = await run(searcher, "tengo flojera de cocinar, algo que no ensucie mucho", "es")
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= easy, top


async def test_the_stove_s_heat_is_not_the_weather(searcher: HybridSearcher) -> None:
    # "a calor medio" is how to cook, not a hot day: soups are not pushed back.
    outcome = await run(searcher, "sopa de pollo a calor medio", "es")
    assert outcome.decision == "results", outcome.fallback_reason
    assert "mexican_chicken_soup" in found(outcome)[:3]


async def test_a_dish_for_a_head_count_is_still_that_dish(searcher: HybridSearcher) -> None:
    # "para 10 personas" asks for big batches; it must not drown the dish it is said with.
    outcome = await run(searcher, "chilaquiles para 10 personas", "es")
    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)[0] == "chilaquiles_verdes"


@pytest.mark.parametrize(
    ("text", "language"), [("antojitos callejeros", "es"), ("unos antojitos de la calle", "es")]
)
async def test_a_mood_said_as_its_own_phrase_is_no_dish_the_catalogue_lacks(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the street food the catalogue tags so
    street = await tagged(search_db, "street food")
    assert len(street) >= 3

    # When the cook asks for it in a phrase the mood is read from
    outcome = await run(searcher, text, language)

    # Then its tag words are not judged as a dish name no recipe holds
    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)[0] in street


async def test_a_dish_kind_beside_a_mood_is_still_answered(searcher: HybridSearcher) -> None:
    # "soup" beside a weather mood: the mood's tag words do not make "soup ... night" a name
    outcome = await run(searcher, "a hearty soup for a freezing winter night")

    assert outcome.decision == "results", outcome.fallback_reason
