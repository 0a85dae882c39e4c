"""Lists of foods and leftovers over the real seed catalogue (offline embeddings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import SearchUser
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


async def holding_all(db: Database, *ingredients: str) -> set[str]:
    """The published recipes whose ingredients include every one of these (slugs)."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            """
            select r.slug from public.recipes r
            join public.recipe_ingredients ri on ri.recipe_id = r.id
            join public.ingredients i on i.id = ri.ingredient_id
            where r.is_published and i.slug = any (%(slugs)s::text[])
            group by r.slug
            having count(distinct i.slug) = cardinality(%(slugs)s::text[])
            """,
            {"slugs": list(ingredients)},
        )
        return {row["slug"] for row in await cursor.fetchall()}


async def drinks(db: Database) -> set[str]:
    """The published recipes that are drinks only."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            "select slug from public.recipes"
            " where is_published and meal_types <@ array['drink']::text[]"
        )
        return {row["slug"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I have chicken thighs, coconut milk and a few limes", "en"),
        ("tengo muslos de pollo, leche de coco y unos limones", "es"),
    ],
)
@pytest.mark.parametrize("lexical_only", [False, True])
async def test_the_dish_holding_all_three_foods_ranks_above_the_drink_holding_two(
    searcher: HybridSearcher, search_db: Database, text: str, language: str, lexical_only: bool
) -> None:
    # Given a main dish made of all three foods and a drink made of two of them
    all_three = await holding_all(search_db, "chicken_thigh", "coconut_milk", "lime")
    drinks_of_two = await holding_all(search_db, "coconut_milk", "lime") & await drinks(search_db)
    assert all_three
    assert drinks_of_two

    # When the three foods are listed
    outcome = await run(searcher, text, language, lexical_only=lexical_only)

    # Then a recipe holding all three comes first, and the drink, which matches two of the
    # words by name, is not among the first three (the dishes cooked with the chicken are)
    assert outcome.decision == "results", outcome.fallback_reason
    slugs = found(outcome)
    assert slugs[0] in all_three, slugs
    assert not drinks_of_two & set(slugs[:3]), slugs


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("me sobró arroz de anoche", "es"),
        ("some rice left over from yesterday", "en"),
    ],
)
async def test_leftover_talk_reads_as_a_food_to_use(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the recipes written for leftover rice (tagged so)
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            """
            select distinct r.slug from public.recipes r
            join public.recipe_tags rt on rt.recipe_id = r.id
            join public.tags t on t.id = rt.tag_id
            where r.is_published and t.name_en = 'leftover rice'
            """
        )
        for_leftovers = {row["slug"] for row in await cursor.fetchall()}
    assert len(for_leftovers) >= 2

    # When leftover rice is asked about in everyday words
    outcome = await run(searcher, text, language)

    # Then "anoche" / "yesterday" are not read as a dish the catalogue lacks, and the
    # leftover-rice recipes come first
    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)[0] in for_leftovers, found(outcome)


@pytest.mark.parametrize(
    ("text", "language", "slug"),
    [
        ("arroz con pollo", "es", "arroz_con_pollo"),
        ("chicken and rice, arroz con pollo style", "en", "arroz_con_pollo"),
        ("chicken tikka masala", "en", "chicken_tikka_masala"),
    ],
)
async def test_a_dish_named_by_its_foods_is_still_that_dish(
    searcher: HybridSearcher, text: str, language: str, slug: str
) -> None:
    # When a dish whose name is made of foods is asked for by name
    outcome = await run(searcher, text, language)

    # Then the dish itself comes first
    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)[0] == slug, found(outcome)


@pytest.mark.parametrize(
    ("text", "language"),
    [("ground beef dinner ideas", "en"), ("cena con carne molida", "es")],
)
async def test_a_food_of_two_words_leads_with_the_recipes_holding_it(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the recipes made with ground beef, and others named for beef made with another cut
    holders = await holding_all(search_db, "ground_beef")
    assert len(holders) >= 3

    # When asking for ground beef
    outcome = await run(searcher, text, language)

    # Then the first three hold ground beef: "beef" alone in a name is not enough
    assert outcome.decision == "results"
    assert set(found(outcome)[:3]) <= holders


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("se me juntaron muchos pepinos", "es"),
        ("too many cucumbers from the garden to use up", "en"),
    ],
)
@pytest.mark.parametrize("lexical_only", [False, True])
async def test_one_food_to_use_up_is_answered_by_the_recipes_made_of_it(
    searcher: HybridSearcher, search_db: Database, text: str, language: str, lexical_only: bool
) -> None:
    # Given the recipes made with cucumber
    holders = await holding_all(search_db, "cucumber")
    assert len(holders) >= 3

    # When the cook has too much of it
    outcome = await run(searcher, text, language, lexical_only=lexical_only)

    # Then the cucumber dishes answer, first
    assert outcome.decision == "results"
    assert set(found(outcome)[:2]) <= holders


@pytest.mark.parametrize(
    ("text", "language", "slug"),
    [
        # Chicken stock, and the chicken soup named "Caldo de Pollo con Verduras".
        ("caldo de pollo", "es", "mexican_chicken_soup"),
        # Red lentils, and the soup named for them.
        ("red lentil soup", "en", "lebanese_red_lentil_soup"),
    ],
)
async def test_a_food_of_several_words_that_names_a_dish_finds_that_dish_first(
    searcher: HybridSearcher, text: str, language: str, slug: str
) -> None:
    # When asking for a dish named by an ingredient of several words
    outcome = await run(searcher, text, language)

    # Then the dish comes first, before the recipes cooked with that ingredient
    assert outcome.decision == "results"
    assert found(outcome)[0] == slug


async def test_the_meat_of_an_animal_is_found_in_a_name_by_the_animal(
    searcher: HybridSearcher,
) -> None:
    # Given "carne de res" (beef) and the "Bulgogi de Res", named by "res" alone
    # When
    outcome = await run(searcher, "carne de res coreana marinada", "es")

    # Then the Korean beef comes first, named by the beef the query asks for
    assert outcome.decision == "results"
    assert found(outcome)[0] == "beef_bulgogi"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("broke student, all i got is potatoes, onions and eggs lol", "en"),
        ("soy estudiante foráneo, tengo papas, cebolla y huevos nomás", "es"),
    ],
)
async def test_words_around_a_list_of_foods_are_no_dish_the_catalogue_lacks(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given foods the catalogue has, listed among words no recipe holds ("broke", "lol")
    outcome = await run(searcher, text, language)

    # Then the recipes made of those foods answer, not "let's create one"
    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)


@pytest.mark.parametrize(
    "asked",
    [
        # (the query, its language, how the Spanish names of the kind's ingredients start)
        ("soy vegana, ¿qué hago de comer con frijoles?", "es", "frijol "),
        ("asian noodles for dinner", "en", "fideo "),
    ],
)
@pytest.mark.parametrize("lexical_only", [False, True])
async def test_a_kind_of_staple_leads_with_the_recipes_holding_one_of_its_kinds(
    searcher: HybridSearcher, search_db: Database, asked: tuple[str, str, str], lexical_only: bool
) -> None:
    text, language, kind = asked
    # Given the recipes made with some ingredient of the kind (black, pinto, kidney
    # beans; rice, egg, ramen noodles), none named by the kind's word alone
    from shared.ingredients.catalogue import catalogue_by_slug

    kinds = [slug for slug, row in catalogue_by_slug().items() if row.name_es.startswith(kind)]
    holders: set[str] = set()
    for ingredient in kinds:
        holders |= await holding_all(search_db, ingredient)
    user = SearchUser(diet_types=("vegan",)) if language == "es" else None

    # When the cook asks for the kind
    outcome = await run(searcher, text, language, user=user, lexical_only=lexical_only)

    # Then the first two hold one of its ingredients
    assert outcome.decision == "results"
    assert set(found(outcome)[:2]) <= holders


async def test_masa_harina_said_in_spanish_is_the_corn_flour_of_tamales(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # Given the recipes made with masa harina
    holding = await holding_all(search_db, "masa_harina")

    # When a Spanish cook names it as it is sold, by its English name
    outcome = await run(searcher, "me quedó masa harina y pollo, ¿qué preparo?", "es")

    # Then a recipe made with it comes first, not a bread of wheat flour
    assert holding
    assert found(outcome)[0] in holding
