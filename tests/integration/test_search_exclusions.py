"""What a query leaves out ("without chocolate", "sin carne", "nut-free") on the real catalogue.

The recipes that contain the excluded food are found here by their ingredients, straight from
the catalogue tables, and never come back from a search that excludes it, on either side
(lexical only, and hybrid).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, make_searcher, run

if TYPE_CHECKING:
    from shared.db import Database

pytestmark = pytest.mark.integration

# Recipes with an ingredient whose name or alias has the word, in either language.
_WITH_WORD = """
select distinct r.slug
from recipes r
join recipe_ingredients ri on ri.recipe_id = r.id
join ingredients i on i.id = ri.ingredient_id
where i.name_en ~* %(word)s or i.name_es ~* %(word)s
   or exists (select 1 from ingredient_aliases a
              where a.ingredient_id = i.id and a.alias ~* %(word)s)
"""
_WITH_CATEGORY = """
select distinct r.slug
from recipes r
join recipe_ingredients ri on ri.recipe_id = r.id
join ingredients i on i.id = ri.ingredient_id
where i.category = any (%(categories)s)
"""
_WITH_ALLERGEN = """
select distinct r.slug
from recipes r
join recipe_ingredients ri on ri.recipe_id = r.id
join ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
join food_allergies fa on fa.id = ia.food_allergy_id
where fa.slug = any (%(allergens)s)
"""


async def _slugs(db: Database, query: str, **params: object) -> set[str]:
    async with db.anon() as conn:
        cursor = await conn.execute(query, params)
        return {row["slug"] for row in await cursor.fetchall()}


@pytest.mark.parametrize("lexical_only", [False, True])
@pytest.mark.parametrize(
    ("text", "asked", "language"),
    [
        ("dessert without chocolate", "chocolate dessert", "en"),
        ("postre sin chocolate", "postre de chocolate", "es"),
        ("chocolate-free dessert", "chocolate dessert", "en"),
    ],
)
async def test_a_dessert_without_chocolate_has_no_chocolate_in_it(
    search_db: Database, text: str, asked: str, language: str, *, lexical_only: bool
) -> None:
    # Given the desserts with a chocolate ingredient (chocolate chips, dark chocolate...)
    chocolate = await _slugs(search_db, _WITH_WORD, word=r"\mchocolate")
    searcher = make_searcher(search_db)

    # When one searches for chocolate desserts, and for desserts without it
    wanted = await run(searcher, asked, language, meal_type="dessert", lexical_only=lexical_only)
    refused = await run(searcher, text, language, meal_type="dessert", lexical_only=lexical_only)

    # Then the first finds them, and the second still answers but with none of them
    assert set(found(wanted)) & chocolate
    assert found(refused)
    assert not set(found(refused)) & chocolate


@pytest.mark.parametrize(
    ("text", "language", "categories"),
    [
        ("high protein dinner without meat", "en", ["poultry", "red_meat", "pork"]),
        ("algo sin carne para cenar", "es", ["poultry", "red_meat", "pork"]),
        ("tacos sin puerco", "es", ["pork"]),
        ("pasta without seafood", "en", ["seafood"]),
    ],
)
async def test_an_excluded_food_group_leaves_out_every_recipe_with_one_of_its_ingredients(
    search_db: Database, text: str, language: str, categories: list[str]
) -> None:
    # Given the recipes with an ingredient of the group (chicken, beef, pork...)
    with_group = await _slugs(search_db, _WITH_CATEGORY, categories=categories)
    assert with_group

    # When the query leaves the group out
    outcome = await run(make_searcher(search_db), text, language, limit=10)

    # Then none of them is offered
    assert found(outcome)
    assert not set(found(outcome)) & with_group


async def test_tacos_without_beef_keep_the_other_tacos(search_db: Database) -> None:
    # Given the recipes with beef (carne de res, caldo de res...)
    beef = await _slugs(search_db, _WITH_WORD, word=r"\m(beef|res)\M")
    searcher = make_searcher(search_db)

    # When one asks for tacos without beef
    outcome = await run(searcher, "tacos sin res", "es", limit=10)

    # Then tacos come back, none of them with beef
    assert any("taco" in (slug or "") for slug in found(outcome))
    assert not set(found(outcome)) & beef


async def test_nut_free_leaves_out_peanuts_and_tree_nuts(search_db: Database) -> None:
    with_nuts = await _slugs(search_db, _WITH_ALLERGEN, allergens=["peanut", "tree_nut"])
    searcher = make_searcher(search_db)

    anyone = await run(searcher, "Thai noodles with peanuts", "en", limit=10)
    nut_free = await run(searcher, "nut-free Thai noodles", "en", limit=10)

    assert set(found(anyone)) & with_nuts
    assert found(nut_free)
    assert not set(found(nut_free)) & with_nuts


@pytest.mark.parametrize(
    ("text", "language", "allergens"),
    [
        ("my son's got a peanut allergy but he loves thai food", "en", ["peanut"]),
        ("algo tailandés para cenar, soy alérgica al cacahuate", "es", ["peanut"]),
        ("high protein breakfast but i can't stand eggs", "en", ["egg"]),
        ("mi esposo es alérgico al huevo, qué hago de desayuno", "es", ["egg"]),
    ],
)
async def test_an_allergy_or_dislike_told_in_passing_leaves_its_food_out(
    search_db: Database, text: str, language: str, allergens: list[str]
) -> None:
    # Given the recipes with the food (peanut butter, roasted peanuts; eggs, mayonnaise...)
    with_food = await _slugs(search_db, _WITH_ALLERGEN, allergens=allergens)
    assert with_food

    # When the cook says it in passing, with no profile allergy
    outcome = await run(make_searcher(search_db), text, language, limit=10)

    # Then recipes are offered, none of them with it
    assert found(outcome)
    assert not set(found(outcome)) & with_food


async def test_a_word_that_names_no_food_excludes_nothing(search_db: Database) -> None:
    # "sin horno" is a tag (no-bake), not an ingredient: the same search with or without it
    # still finds desserts, and nothing is gated away for it.
    searcher = make_searcher(search_db)

    outcome = await run(searcher, "postre sin horno", "es", meal_type="dessert", limit=10)

    assert len(found(outcome)) >= 3


@pytest.mark.parametrize("lexical_only", [False, True])
async def test_no_bake_is_matched_as_one_word_not_as_bake(
    search_db: Database, *, lexical_only: bool
) -> None:
    # Given the desserts tagged no-bake
    no_bake = await _slugs(
        search_db,
        """
        select r.slug from recipes r
        join recipe_tags rt on rt.recipe_id = r.id join tags t on t.id = rt.tag_id
        where t.name_en = 'no-bake' and 'dessert' = any (r.meal_types)
        """,
    )
    assert no_bake

    # When one asks for a no-bake dessert
    outcome = await run(
        make_searcher(search_db),
        "no-bake dessert",
        "en",
        meal_type="dessert",
        lexical_only=lexical_only,
    )

    # Then a no-bake one comes first, and only no-bake ones match every word (a baked pie
    # matching "bake" does not)
    best = max(hit.lexical for hit in outcome.hits)
    assert found(outcome)[0] in no_bake
    assert {hit.slug for hit in outcome.hits if hit.lexical == best} <= no_bake


@pytest.mark.parametrize(
    ("text", "language", "diet", "word"),
    [
        ("gluten-free shrimp dinner", "en", "gluten_free", r"\m(shrimp|camar[oó]n)"),
        ("cena sin gluten con camarones", "es", "gluten_free", r"\m(shrimp|camar[oó]n)"),
        ("vegan chickpea dinner", "en", "vegan", r"\m(chickpea|garbanzo)"),
    ],
)
async def test_a_constraint_keeps_the_ingredient_the_query_names_first(
    search_db: Database, text: str, language: str, diet: str, word: str
) -> None:
    # Given the recipes with the ingredient the query names
    with_it = await _slugs(search_db, _WITH_WORD, word=word)
    assert with_it

    # When it is asked for under a diet
    outcome = await run(make_searcher(search_db), text, language, diet=diet, limit=10)

    # Then every recipe with it comes before any recipe without it
    has = [slug in with_it for slug in found(outcome)]
    assert has
    assert has[0]
    assert has == sorted(has, reverse=True)


_WITH_CATEGORY_OF_NAME = """
select distinct r.slug
from recipes r
join recipe_ingredients ri on ri.recipe_id = r.id
join ingredients i on i.id = ri.ingredient_id
where i.category = %(category)s and (i.name_en ~* %(word)s or i.name_es ~* %(word)s)
"""


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("chicken dinner in under 20 minutes", "en"),
        ("cena con pollo en menos de 20 minutos", "es"),
    ],
)
async def test_a_meat_the_query_names_leads_and_an_egg_is_no_chicken(
    search_db: Database, text: str, language: str
) -> None:
    # Given the recipes with a chicken cut, and those with eggs (whose alias is "chicken egg")
    with_chicken = await _slugs(
        search_db, _WITH_CATEGORY_OF_NAME, category="poultry", word=r"\m(chicken|pollo)"
    )
    with_egg = await _slugs(search_db, _WITH_CATEGORY, categories=["egg"])
    assert with_chicken
    assert with_egg - with_chicken

    # When chicken is asked for under a time limit said in words
    outcome = await run(make_searcher(search_db), text, language, limit=10)

    # Then every recipe with chicken comes first, and the egg dishes are not counted as chicken
    slugs = found(outcome)
    has = [slug in with_chicken for slug in slugs]
    assert has
    assert has[0], slugs
    assert has == sorted(has, reverse=True), slugs


@pytest.mark.parametrize(
    ("text", "language"),
    [("cena sin carne", "es"), ("high protein dinner without meat", "en")],
)
async def test_without_meat_the_meatless_dishes_come_before_the_fish(
    search_db: Database, text: str, language: str
) -> None:
    # Given a cook who leaves meat out and asks for no fish
    sea = await _slugs(search_db, _WITH_ALLERGEN, allergens=["fish", "shellfish"])
    meat = await _slugs(search_db, _WITH_CATEGORY, categories=["poultry", "red_meat", "pork"])

    outcome = await run(make_searcher(search_db), text, language, limit=10)

    # Then no meat comes, and no fish comes before a dish without it
    slugs = found(outcome)
    assert slugs
    assert not set(slugs) & meat
    holds_sea = [slug in sea for slug in slugs]
    assert holds_sea == sorted(holds_sea)
    assert not holds_sea[0]


async def test_without_meat_the_first_answers_are_meatless_when_few_pass_the_threshold(
    search_db: Database,
) -> None:
    # Given a meatless dinner asked for under a time limit: the fish dinners match its words
    # best, and few meatless ones pass the include threshold
    sea = await _slugs(search_db, _WITH_ALLERGEN, allergens=["fish", "shellfish"])

    outcome = await run(
        make_searcher(search_db), "cena sin carne en menos de media hora", "es", max_time=30
    )

    # Then the first three answers are dishes without meat or fish
    slugs = found(outcome)
    assert len(slugs) >= 3
    assert not set(slugs[:3]) & sea, slugs


async def test_fish_asked_for_beside_no_meat_comes_first(search_db: Database) -> None:
    sea = await _slugs(search_db, _WITH_ALLERGEN, allergens=["fish", "shellfish"])

    outcome = await run(
        make_searcher(search_db), "i eat fish but not meat, something for dinner", limit=5
    )

    assert found(outcome)[0] in sea


async def test_protein_for_a_vegan_is_beans_lentils_and_tofu_first(search_db: Database) -> None:
    # Given a vegan asking for a lot of protein (few vegan recipes carry the high-protein tag)
    built_on = await _slugs(search_db, _WITH_CATEGORY, categories=["legume", "plant_protein"])

    outcome = await run(
        make_searcher(search_db), "algo vegano con mucha proteína", "es", diet="vegan", limit=5
    )

    # Then the first answers are built on a protein food the diet allows
    assert found(outcome)[:3]
    assert set(found(outcome)[:3]) <= built_on
