"""`search_recipes` on its lexical path against the real database, as the `authenticated` role.

The gateway here has no embedding model, so the hybrid search answers lexically: these tests
pin down the lexical side (seed 000 §6.5), which is also the degradation path (§6.10). The
hybrid behaviour itself is tested in `test_search_*.py`.

The catalogue is inserted here (its own cuisine, diet, allergen and ingredients, tagged with a
random suffix) and every search filters on that cuisine, so the seed catalogue, loaded or not,
never changes these results.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import psycopg
import pytest

from shared.context import UserContext
from shared.tools import (
    SearchRecipesArgs,
    ToolContext,
    ToolExecutor,
    build_registry,
)
from shared.tools.hybrid_search import hybrid_search_tool

if TYPE_CHECKING:
    from collections.abc import Iterator

    from shared.db import Database
    from shared.tools.search import SearchResult
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

NOW = datetime(2026, 3, 18, 15, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Catalogue:
    cuisine: str
    diet: str
    dairy: str
    ids: dict[str, str]  # recipe key -> id


@dataclass(frozen=True, kw_only=True)
class _Recipe:
    key: str
    en: str
    es: str
    ingredients: list[str]
    minutes: int
    meals: list[str]
    difficulty: str = "easy"
    diet: bool = False
    published: bool = True


_RECIPES = [
    _Recipe(
        key="poppers",
        en="Jalapeño Poppers",
        es="Chiles jalapeños rellenos",
        ingredients=["jalapeno", "cheese"],
        minutes=30,
        meals=["snack"],
    ),
    _Recipe(
        key="tinga",
        en="Chicken Tinga Tostadas",
        es="Tostadas de tinga de pollo",
        ingredients=["chicken", "tomato"],
        minutes=40,
        meals=["lunch", "dinner"],
        diet=True,
    ),
    _Recipe(
        key="rice",
        en="Tomato Rice",
        es="Arroz rojo",
        ingredients=["tomato", "rice"],
        minutes=25,
        meals=["side"],
        diet=True,
    ),
    _Recipe(
        key="stew",
        en="Slow Chicken Stew",
        es="Guiso lento de pollo",
        ingredients=["chicken"],
        minutes=180,
        meals=["dinner"],
        difficulty="medium",
    ),
    _Recipe(
        key="secret",
        en="Secret Chicken Bake",
        es="Pollo secreto al horno",
        ingredients=["chicken"],
        minutes=50,
        meals=["dinner"],
        published=False,
    ),
]
# (key, name_en, name_es, other aliases (language, alias), category, has the test allergen)
_INGREDIENTS = [
    ("jalapeno", "jalapeno pepper", "chile jalapeño", [("en", "jalapeño")], "vegetable", False),
    ("cheese", "cheese", "queso", [], "dairy", True),
    ("chicken", "chicken", "pollo", [], "poultry", False),
    ("tomato", "tomato", "jitomate", [("es", "tomate")], "vegetable", False),
    ("rice", "rice", "arroz", [], "grain", False),
]
_REFERENCE = "insert into {} (slug, name_en, name_es) values (%s, %s, %s) returning id"
_INGREDIENT = (
    "insert into ingredients (slug, name_en, name_es, category)"
    " values (%s, %s, %s, %s) returning id"
)
_ALIAS = (
    "insert into ingredient_aliases (ingredient_id, alias, language, is_name)"
    " values (%s, %s, %s, %s)"
)
_ALLERGEN = "insert into ingredient_allergens (ingredient_id, food_allergy_id) values (%s, %s)"
_RECIPE = (
    "insert into recipes (slug, name_en, name_es, description_en, description_es, cuisine_id,"
    " meal_types, difficulty, total_time_minutes, portions, is_published)"
    " values (%s, %s, %s, %s, %s, %s, %s, %s, %s, 4, %s) returning id"
)
_RECIPE_INGREDIENT = (
    "insert into recipe_ingredients (recipe_id, ingredient_id, position, quantity, unit)"
    " values (%s, %s, %s, 1, 'piece')"
)
_RECIPE_DIET = "insert into recipe_diets (recipe_id, diet_type_id) values (%s, %s)"


def _one(conn: psycopg.Connection[Any], query: str, params: tuple[Any, ...]) -> Any:
    row = conn.execute(query, params).fetchone()
    assert row is not None
    return row[0]


def _ingredients(conn: psycopg.Connection[Any], tag: str, dairy_id: Any) -> dict[str, Any]:
    ids: dict[str, Any] = {}
    for key, name_en, name_es, aliases, category, dairy in _INGREDIENTS:
        ids[key] = _one(conn, _INGREDIENT, (f"zz_{key}_{tag}", name_en, name_es, category))
        names = [("en", name_en, True), ("es", name_es, True)]
        names += [(lang, alias, False) for lang, alias in aliases]
        for lang, alias, is_name in names:
            conn.execute(_ALIAS, (ids[key], alias, lang, is_name))
        if dairy:
            conn.execute(_ALLERGEN, (ids[key], dairy_id))
    return ids


@pytest.fixture(scope="module")
def catalogue(database_url: str) -> Iterator[Catalogue]:
    tag = uuid.uuid4().hex[:8]
    slugs = {"cuisine": f"zz_{tag}", "diet": f"zz_diet_{tag}", "dairy": f"zz_dairy_{tag}"}
    with psycopg.connect(database_url, autocommit=True) as conn:
        with conn.transaction():
            cuisine_id = _one(
                conn, _REFERENCE.format("cuisines"), (slugs["cuisine"], "Testland", "Testlandesa")
            )
            diet_id = _one(conn, _REFERENCE.format("diet_types"), (slugs["diet"], "Diet", "Dieta"))
            dairy_id = _one(
                conn, _REFERENCE.format("food_allergies"), (slugs["dairy"], "Dairy", "Lácteos")
            )
            ingredient_ids = _ingredients(conn, tag, dairy_id)
            ids: dict[str, str] = {}
            for r in _RECIPES:
                texts = (f"zz_{r.key}_{tag}", r.en, r.es, f"Test: {r.en}.", f"Prueba: {r.es}.")
                facts = (cuisine_id, r.meals, r.difficulty, r.minutes, r.published)
                recipe_id = _one(conn, _RECIPE, (*texts, *facts))
                ids[r.key] = str(recipe_id)
                for position, ingredient in enumerate(r.ingredients, start=1):
                    conn.execute(
                        _RECIPE_INGREDIENT, (recipe_id, ingredient_ids[ingredient], position)
                    )
                if r.diet:
                    conn.execute(_RECIPE_DIET, (recipe_id, diet_id))
            conn.execute("select refresh_recipe_search(%s::uuid[])", (list(ids.values()),))
        yield Catalogue(cuisine=slugs["cuisine"], diet=slugs["diet"], dairy=slugs["dairy"], ids=ids)
        with conn.transaction():
            conn.execute("delete from recipes where id = any(%s::uuid[])", (list(ids.values()),))
            conn.execute(
                "delete from ingredients where id = any(%s)", (list(ingredient_ids.values()),)
            )
            conn.execute("delete from cuisines where id = %s", (cuisine_id,))
            conn.execute("delete from diet_types where id = %s", (diet_id,))
            conn.execute("delete from food_allergies where id = %s", (dairy_id,))


class _UnusedGateway:
    # A chat-only gateway: search never chats, and without `embed` it searches lexically.
    async def chat(self, **kwargs: Any) -> Any:
        raise AssertionError("search never calls a chat model")


@pytest.fixture
def context(database: Database, make_user: UserFactory) -> Any:
    principal = make_user()

    def build(language: str = "en", **profile: Any) -> ToolContext:
        return ToolContext(
            principal=principal,
            language=language,  # type: ignore[arg-type]
            user_context=UserContext(language=language, **profile),  # type: ignore[arg-type]
            db=database,
            gateway=_UnusedGateway(),
            now=NOW,
        )

    return build


async def search(ctx: ToolContext, catalogue: Catalogue, **args: Any) -> SearchResult:
    payload = {"query": "", "cuisine": catalogue.cuisine, **args}
    result = await hybrid_search_tool().execute(SearchRecipesArgs.model_validate(payload), ctx)
    assert result.mode == "lexical"
    return result


def keys(result: SearchResult, catalogue: Catalogue) -> list[str]:
    by_id = {v: k for k, v in catalogue.ids.items()}
    return [by_id[card.recipe_id] for card in result.cards]


async def test_an_english_query_finds_published_recipes_in_english(
    catalogue: Catalogue, context: Any
) -> None:
    # Given the catalogue / When searching "chicken" in English
    result = await search(context("en"), catalogue, query="chicken")

    # Then both published chicken recipes come back (never the unpublished one), as results
    assert sorted(keys(result, catalogue)) == ["stew", "tinga"]
    assert result.decision == "results"
    assert not result.relaxed
    card = next(c for c in result.cards if c.recipe_id == catalogue.ids["tinga"])
    assert card.name == "Chicken Tinga Tostadas"
    assert card.cuisine == "Testland"
    assert card.total_time == 40
    assert card.score is not None
    assert 0 < card.score < 1


async def test_a_spanish_query_uses_the_spanish_vector_and_names(
    catalogue: Catalogue, context: Any
) -> None:
    result = await search(context("es"), catalogue, query="pollo")
    assert sorted(keys(result, catalogue)) == ["stew", "tinga"]
    names = {card.name for card in result.cards}
    assert names == {"Tostadas de tinga de pollo", "Guiso lento de pollo"}
    assert {card.cuisine for card in result.cards} == {"Testlandesa"}


@pytest.mark.parametrize(
    ("language", "query"), [("es", "jalapeno"), ("es", "jalapeños"), ("en", "jalapeno")]
)
async def test_accents_do_not_matter(
    catalogue: Catalogue, context: Any, language: str, query: str
) -> None:
    # Given "Chiles jalapeños rellenos" / When searching without the tilde / Then it is found
    result = await search(context(language), catalogue, query=query)
    assert keys(result, catalogue) == ["poppers"]


@pytest.mark.parametrize(("language", "query"), [("en", "tomatoes"), ("es", "tomates")])
async def test_words_are_stemmed_in_the_callers_language(
    catalogue: Catalogue, context: Any, language: str, query: str
) -> None:
    # Given two recipes with tomato, one named after it
    result = await search(context(language), catalogue, query=query)

    # Then both are found through the stemmed word
    assert sorted(keys(result, catalogue)) == ["rice", "tinga"]


async def test_a_match_in_the_name_ranks_above_a_match_in_the_ingredients(
    catalogue: Catalogue, context: Any
) -> None:
    result = await search(context("en"), catalogue, query="tomato")
    assert keys(result, catalogue) == ["rice", "tinga"]
    assert result.cards[0].score > result.cards[1].score  # type: ignore[operator]


async def test_when_no_recipe_has_every_word_any_word_will_do(
    catalogue: Catalogue, context: Any
) -> None:
    # Given no recipe with both chicken and rice
    # When searching for both
    result = await search(context("en"), catalogue, query="chicken rice")

    # Then the search relaxes to recipes with either, flagged as relaxed
    assert result.relaxed
    assert sorted(keys(result, catalogue)) == ["rice", "stew", "tinga"]


async def test_a_lone_full_match_ranks_first_and_partial_matches_fill_in(
    catalogue: Catalogue, context: Any
) -> None:
    # One full match would be the fallback decision (seed 000 §6.9: fewer than two), so the
    # OR relaxation adds partial matches after it rather than giving up.
    result = await search(context("en"), catalogue, query="chicken tinga")
    found = keys(result, catalogue)
    assert found[0] == "tinga"
    assert len(found) >= 2
    assert result.relaxed


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        ({"maxTime": 30}, ["poppers", "rice"]),
        ({"difficulty": "medium"}, ["stew"]),
        ({"mealType": "side"}, ["rice"]),
        ({"mealType": "dinner"}, ["stew", "tinga"]),
        ({"diet": "DIET"}, ["rice", "tinga"]),
        ({"maxTime": 45, "mealType": "dinner"}, ["tinga"]),
    ],
)
async def test_filters_are_hard_gates(
    catalogue: Catalogue, context: Any, filters: dict[str, Any], expected: list[str]
) -> None:
    if filters.get("diet") == "DIET":
        filters = {**filters, "diet": catalogue.diet}
    result = await search(context("en"), catalogue, **filters)
    assert sorted(keys(result, catalogue)) == expected


async def test_an_allergen_of_the_user_excludes_every_recipe_containing_it(
    catalogue: Catalogue, context: Any
) -> None:
    # Given a user allergic to the catalogue's dairy group (the poppers have cheese)
    allergic = context("en", dietary_restrictions=(catalogue.dairy,))

    # When searching for the poppers, or browsing the whole cuisine
    direct = await search(allergic, catalogue, query="jalapeno")
    browsing = await search(allergic, catalogue)

    # Then the recipe with cheese never appears
    assert direct.cards == ()
    assert direct.decision == "fallback"
    assert catalogue.ids["poppers"] not in {card.recipe_id for card in browsing.cards}
    assert len(browsing.cards) == 3


async def test_a_free_text_allergy_excludes_recipes_with_that_ingredient(
    catalogue: Catalogue, context: Any
) -> None:
    allergic = context("es", custom_allergies=("Queso",))
    result = await search(allergic, catalogue)
    assert sorted(keys(result, catalogue)) == ["rice", "stew", "tinga"]


async def test_cards_list_the_allergens_they_contain(catalogue: Catalogue, context: Any) -> None:
    result = await search(context("en"), catalogue, query="poppers")
    assert [card.allergens for card in result.cards] == [[catalogue.dairy]]


async def test_browsing_without_text_is_ordered_by_id_and_limited(
    catalogue: Catalogue, context: Any
) -> None:
    # Given an empty query with a filter / When browsing twice with a limit
    first = await search(context("en"), catalogue, limit=3)
    second = await search(context("en"), catalogue, limit=3)

    # Then the order is deterministic (equal scores, nothing to rank by, broken by id)
    published = sorted(v for k, v in catalogue.ids.items() if k != "secret")
    assert [card.recipe_id for card in first.cards] == published[:3]
    assert first.cards == second.cards
    assert len({card.score for card in first.cards}) == 1


async def test_ranking_is_deterministic(catalogue: Catalogue, context: Any) -> None:
    results = [
        await search(context("en"), catalogue, query="chicken tomato rice") for _ in range(3)
    ]
    assert results[0].cards == results[1].cards == results[2].cards


async def test_through_the_executor_the_fallback_uses_the_fixed_copy(
    catalogue: Catalogue, context: Any
) -> None:
    # Given a search matching nothing
    executor = ToolExecutor(build_registry())

    # When it runs through the executor in Spanish
    outcome = await executor.execute(
        "search_recipes",
        {"query": "sushi", "cuisine": catalogue.cuisine},
        context("es"),
    )

    # Then the output is seed 000 §6.9's deterministic fallback
    assert outcome.ok
    assert outcome.output is not None
    assert (
        outcome.output.spoken
        == "No encontré recetas para eso, pero puedo crear algo personalizado."
    )
    assert [chip.label for chip in outcome.output.suggestions] == [
        "Crear con ingredientes",
        "Sorpréndeme",
    ]
    assert outcome.output.fallback_reason == "low_confidence"
    assert outcome.output.search_mode == "lexical"
    assert outcome.output.recipes == ()


async def test_through_the_executor_results_are_cards_and_a_spoken_list(
    catalogue: Catalogue, context: Any
) -> None:
    outcome = await ToolExecutor(build_registry()).execute(
        "search_recipes", {"query": "pollo", "cuisine": catalogue.cuisine}, context("es")
    )
    assert outcome.output is not None
    assert outcome.output.recipes is not None
    assert len(outcome.output.recipes) == 2
    assert outcome.output.spoken.startswith("Encontré 2 recetas: ")
    assert outcome.output.result_count == 2
