"""Allergen and diet gates on the real catalogue: applied before ranking, on both sides."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import HybridSearcher, QueryEmbedder, SearchQuery, SearchSettings, SearchUser
from tests.integration.test_search_support import offline_gateway

if TYPE_CHECKING:
    from shared.db import Database

pytestmark = pytest.mark.integration

_WITH_ALLERGEN = """
select distinct r.slug
from recipes r
join recipe_ingredients ri on ri.recipe_id = r.id
join ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
join food_allergies fa on fa.id = ia.food_allergy_id
where fa.slug = %(slug)s
"""
_WITH_DIET = """
select r.slug from recipes r
join recipe_diets rd on rd.recipe_id = r.id
join diet_types d on d.id = rd.diet_type_id
where d.slug = %(slug)s
"""


async def _slugs(db: Database, query: str, slug: str) -> set[str]:
    async with db.anon() as conn:
        cursor = await conn.execute(query, {"slug": slug})
        return {row["slug"] for row in await cursor.fetchall()}


async def _search(
    db: Database, text: str, language: str, user: SearchUser, combine: str = "weighted"
) -> list[str | None]:
    embedder = QueryEmbedder(gateway=offline_gateway(), db=db)
    searcher = HybridSearcher(db=db, embedder=embedder, settings=SearchSettings(combine=combine))
    query = SearchQuery(text=text, language=language, limit=10)  # type: ignore[arg-type]
    outcome = await searcher.search(query, user, principal=None)
    return [hit.slug for hit in outcome.hits]


@pytest.mark.parametrize("combine", ["weighted", "rrf"])
@pytest.mark.parametrize(
    ("text", "language"), [("peanut noodles", "en"), ("fideos con cacahuate", "es")]
)
async def test_a_peanut_allergic_user_never_sees_a_recipe_with_peanut(
    search_db: Database, text: str, language: str, combine: str
) -> None:
    # Given the recipes whose ingredients are linked to the peanut group
    with_peanut = await _slugs(search_db, _WITH_ALLERGEN, "peanut")
    assert len(with_peanut) >= 5

    # When an unrestricted user and a peanut-allergic one search for peanut dishes
    anyone = await _search(search_db, text, language, SearchUser(), combine)
    allergic = await _search(search_db, text, language, SearchUser(allergens=("peanut",)), combine)

    # Then the peanut dishes were the best matches, and the allergic user gets none of them
    assert set(anyone) & with_peanut
    assert not set(allergic) & with_peanut


@pytest.mark.parametrize("allergy", ["cacahuates", "Peanuts", "peanut butter"])
async def test_a_free_text_allergy_is_matched_on_groups_names_and_aliases(
    search_db: Database, allergy: str
) -> None:
    # Given only a free-text allergy (no allergen slug)
    with_peanut = await _slugs(search_db, _WITH_ALLERGEN, "peanut")
    user = SearchUser(custom_allergies=(allergy,))

    # When searching peanut dishes
    found = await _search(search_db, "peanut noodles spring rolls smoothie", "en", user)

    # Then "cacahuates"/"Peanuts" name the whole peanut group; "peanut butter" at least the
    # recipes with that ingredient
    if allergy == "peanut butter":
        assert "peanut_butter_banana_smoothie" not in found
    else:
        assert not set(found) & with_peanut


async def test_a_free_text_allergy_matches_whole_words_in_either_language(
    search_db: Database,
) -> None:
    # "fresas" (plural, Spanish) reaches the strawberry ingredient; nothing else disappears
    anyone = await _search(search_db, "panna cotta", "en", SearchUser())
    allergic = await _search(
        search_db, "panna cotta", "en", SearchUser(custom_allergies=("fresas",))
    )

    assert "panna_cotta_strawberry" in anyone
    assert "panna_cotta_strawberry" not in allergic


async def test_a_users_diet_is_a_hard_gate(search_db: Database) -> None:
    # Given a vegan user
    vegan = await _slugs(search_db, _WITH_DIET, "vegan")

    # When searching something most recipes are not
    found = await _search(search_db, "curry", "en", SearchUser(diet_types=("vegan",)))

    # Then every result is vegan
    assert found
    assert set(found) <= vegan


async def test_a_stricter_diet_meets_a_users_diet(search_db: Database) -> None:
    # Given a pescatarian cook: vegetarian dishes are pescatarian too, whatever their tags say
    pescatarian = await _slugs(search_db, _WITH_DIET, "pescatarian")
    vegetarian = await _slugs(search_db, _WITH_DIET, "vegetarian")

    # When searching a dish the vegetarian catalogue has
    found = await _search(search_db, "curry", "en", SearchUser(diet_types=("pescatarian",)))

    # Then vegetarian curries are answered, and only dishes tagged one of the two
    assert set(found) & (vegetarian - pescatarian)
    assert set(found) <= pescatarian | vegetarian


async def test_a_diet_asked_for_in_words_asks_for_the_dishes_tagged_so(
    search_db: Database,
) -> None:
    # Given the pescatarian dishes (the fish ones): a "pescatarian dinner" asks for those
    pescatarian = await _slugs(search_db, _WITH_DIET, "pescatarian")

    # When the diet is only in the words, in either language
    found_en = await _search(search_db, "pescatarian dinner", "en", SearchUser())
    found_es = await _search(search_db, "cena pescetariana", "es", SearchUser())
    embedder = QueryEmbedder(gateway=offline_gateway(), db=search_db)
    searcher = HybridSearcher(db=search_db, embedder=embedder, settings=SearchSettings())
    filtered = await searcher.search(
        SearchQuery(text="easy pescatarian dinner", language="en", diet="pescatarian"),
        SearchUser(),
        principal=None,
    )

    # Then only dishes tagged pescatarian answer, not the vegetarian ones a profile admits
    assert found_en
    assert set(found_en) <= pescatarian
    assert set(found_es) <= pescatarian
    assert {hit.slug for hit in filtered.hits} <= pescatarian


async def test_a_diet_the_cook_says_she_keeps_asks_for_its_dishes_too(
    search_db: Database,
) -> None:
    # Given a pescatarian profile, and the cook saying so again in her words
    pescatarian = await _slugs(search_db, _WITH_DIET, "pescatarian")
    vegetarian = await _slugs(search_db, _WITH_DIET, "vegetarian")
    profile = SearchUser(diet_types=("pescatarian",))

    said = await _search(search_db, "I'm pescatarian, what can I make for dinner", "en", profile)
    unsaid = await _search(search_db, "what can I make for dinner", "en", profile)

    # Then the words ask for the fish dishes; unsaid, the profile still admits vegetarian ones
    assert said
    assert set(said) <= pescatarian
    assert set(unsaid) <= pescatarian | vegetarian


async def test_an_explicit_diet_and_a_profile_diet_must_both_hold(search_db: Database) -> None:
    vegan = await _slugs(search_db, _WITH_DIET, "vegan")
    gluten_free = await _slugs(search_db, _WITH_DIET, "gluten_free")
    embedder = QueryEmbedder(gateway=offline_gateway(), db=search_db)
    searcher = HybridSearcher(db=search_db, embedder=embedder, settings=SearchSettings())

    outcome = await searcher.search(
        SearchQuery(text="rice", language="en", diet="gluten_free", limit=10),
        SearchUser(diet_types=("vegan",)),
        principal=None,
    )

    assert outcome.hits
    assert {hit.slug for hit in outcome.hits} <= vegan & gluten_free


@pytest.mark.parametrize(
    ("text", "language", "diets"),
    [
        ("desayuno sin gluten y vegetariano", "es", ("gluten_free", "vegetarian")),
        ("algo vegano con mucha proteína", "es", ("vegan",)),
        ("vegetarian breakfast", "en", ("vegetarian",)),
    ],
)
async def test_a_diet_the_query_names_is_as_hard_as_a_filter(
    search_db: Database, text: str, language: str, diets: tuple[str, ...]
) -> None:
    # Given the recipes tagged with every diet the words name
    tagged = [await _slugs(search_db, _WITH_DIET, diet) for diet in diets]
    allowed = set.intersection(*tagged)

    # When the diets are only said in the query's words
    found = await _search(search_db, text, language, SearchUser(), combine="rrf")

    # Then every result carries them (no chicken arepa for a vegetarian breakfast)
    assert found
    assert set(found) <= allowed


async def test_cards_list_the_allergen_groups_of_the_recipe(search_db: Database) -> None:
    found = await _search_cards(search_db, "shrimp pad thai")
    assert "peanut" in (found["shrimp_pad_thai"] or [])


async def _search_cards(db: Database, text: str) -> dict[str | None, list[str] | None]:
    embedder = QueryEmbedder(gateway=offline_gateway(), db=db)
    searcher = HybridSearcher(db=db, embedder=embedder, settings=SearchSettings())
    outcome = await searcher.search(
        SearchQuery(text=text, language="en"), SearchUser(), principal=None
    )
    return {hit.slug: hit.card.allergens for hit in outcome.hits}
