"""Conditions said in words, on the real catalogue: a stated limit gates, a mention ranks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


async def _slugs(db: Database, sql: str) -> set[str]:
    async with db.anon() as conn:
        cursor = await conn.execute(sql)
        return {row["slug"] for row in await cursor.fetchall()}


async def test_a_time_limit_in_spanish_words_gates_and_the_food_still_ranks(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # Given no filter, only the words: chicken in under half an hour
    outcome = await run(searcher, "pollo en menos de 30 minutos", "es")

    # Then every recipe is ready in time, and the first is a chicken dish, not any quick dish
    chicken = await _slugs(
        search_db,
        "select r.slug from recipes r join recipe_ingredients ri on ri.recipe_id = r.id"
        " join ingredients i on i.id = ri.ingredient_id where i.slug like 'chicken%'",
    )
    assert outcome.decision == "results"
    assert all(hit.card.total_time <= 30 for hit in outcome.hits)
    assert found(outcome)[0] in chicken


async def test_a_limit_nothing_meets_falls_back_instead_of_answering_unrelated(
    searcher: HybridSearcher,
) -> None:
    outcome = await run(searcher, "osso buco in under 10 minutes")

    assert outcome.decision == "fallback"
    assert all(hit.card.total_time <= 10 for hit in outcome.hits)


async def test_no_oven_in_english_words_leaves_out_the_recipes_that_bake(
    searcher: HybridSearcher, search_db: Database
) -> None:
    outcome = await run(searcher, "easy dessert I can make without an oven")

    baking = await _slugs(
        search_db,
        "select distinct r.slug from recipes r join recipe_steps s on s.recipe_id = r.id"
        r" where s.instruction_en ~* '\m(oven|bake|baked|baking|broil)\M'",
    )
    assert outcome.hits
    assert not set(found(outcome)) & baking


async def test_time_the_cook_has_ranks_what_fits_first_without_a_gate(
    searcher: HybridSearcher,
) -> None:
    # "an hour to kill" is leisure, not a limit: longer bakes may still come, after
    outcome = await run(searcher, "I have an hour to kill, something fun to bake", limit=10)

    assert outcome.hits
    within = [hit.metadata for hit in outcome.hits if hit.card.total_time <= 60]
    over = [hit.metadata for hit in outcome.hits if hit.card.total_time > 120]
    assert over  # not gated
    assert within
    assert min(within) > max(over)


async def test_beginners_in_spanish_rank_the_easy_recipes_first(searcher: HybridSearcher) -> None:
    outcome = await run(searcher, "receta de pollo para principiantes", "es", limit=10)

    difficulties = [hit.card.difficulty for hit in outcome.hits]
    assert difficulties[0] == "easy"
    assert "easy" in difficulties
    assert {"medium", "hard"} & set(difficulties)  # a preference, not a gate


async def test_a_diet_said_of_who_the_cook_is_answers_with_the_food_she_misses(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # Given a cook who says she is coeliac and misses bread: no dish is named, only a diet
    outcome = await run(searcher, "soy celíaca y extraño el pan, algo horneado", "es")

    # Then gluten-free recipes answer (the diet's words are no dish the catalogue lacks)
    gluten_free = await _slugs(
        search_db,
        "select r.slug from recipes r join recipe_diets rd on rd.recipe_id = r.id"
        " join diet_types d on d.id = rd.diet_type_id where d.slug = 'gluten_free'",
    )
    assert outcome.decision == "results"
    assert outcome.fallback_reason is None
    assert outcome.hits
    assert set(found(outcome)) <= gluten_free


@pytest.mark.parametrize(
    ("text", "language"),
    [("I only have a microwave, something for lunch", "en"), ("cena sin estufa", "es")],
)
async def test_no_stove_leaves_out_the_recipes_cooked_on_the_hob_or_in_the_oven(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given a cook with no stove: a skillet, a pot, frying or simmering need one
    outcome = await run(searcher, text, language, limit=10)

    heated = await _slugs(
        search_db,
        "select distinct r.slug from recipes r join recipe_steps s on s.recipe_id = r.id"
        r" where s.instruction_en ~* '\m(skillet|saucepan|pot|wok|simmer|boil|fry|fried"
        r"|saute|sear|oven|bake)\M'",
    )
    # Then what comes needs neither (the no-cook salads and drinks), and it is not nothing
    assert outcome.hits
    assert not set(found(outcome)) & heated
