"""`retrieve_custom_recipe` against the real database: decisions, timeframes, ownership."""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from psycopg.types.json import Jsonb

from shared.context import UserContext
from shared.errors import ToolValidationError
from shared.schemas.response import RetrievalMultiple, RetrievalNotFound, RetrievalSingle
from shared.tools import ToolContext, ToolExecutor, build_registry
from shared.tools.normalizer import catalogue_normalizer

if TYPE_CHECKING:
    from cli.database.seed_load import SeedReport
    from shared.auth.principal import Principal
    from shared.db import Database
    from shared.tools import ToolOutcome
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)
EXECUTOR = ToolExecutor(build_registry())


class _UnusedGateway:
    async def chat(self, **kwargs: Any) -> Any:
        raise AssertionError("replay never calls a model")


def save(
    database_url: str, owner: Principal, name: str, created_at: datetime, ingredients: list[str]
) -> str:
    """Insert a saved recipe with a chosen creation time (as the app's save-on-start would)."""
    with psycopg.connect(database_url, autocommit=True) as conn:
        row = conn.execute(
            "insert into user_recipes (user_id, client_id, name, recipe_data, language,"
            " ingredient_names, created_at) values (%s, %s, %s, %s, 'en', %s, %s) returning id",
            (owner.user_id, uuid.uuid4(), name, Jsonb({"name": name}), ingredients, created_at),
        ).fetchone()
    assert row is not None
    return str(row[0])


_AT = {
    "stirfry": datetime(2026, 1, 14, 18, tzinfo=UTC),
    "soup": datetime(2026, 1, 12, 13, tzinfo=UTC),
    "lentil": datetime(2026, 3, 10, 12, tzinfo=UTC),
    "pasta": datetime(2026, 3, 17, 19, tzinfo=UTC),
    "pie": datetime(2025, 2, 1, 12, tzinfo=UTC),
    "b_tinga": datetime(2026, 3, 16, 12, tzinfo=UTC),
    "b_lentil": datetime(2026, 3, 10, 12, tzinfo=UTC),
}
# (key, owner, name, canonical ingredient names)
_SAVED = [
    ("stirfry", "a", "Spicy Chicken Stir-Fry", ["chicken breast", "bell pepper", "soy sauce"]),
    ("soup", "a", "Chicken Soup", ["chicken thigh", "carrot", "celery"]),
    ("lentil", "a", "Lentil Salad", ["lentil", "tomato"]),
    ("pasta", "a", "Tomato Pasta", ["pasta", "tomato", "garlic"]),
    ("pie", "a", "Chicken Pot Pie", ["chicken breast", "pie crust"]),
    ("b_tinga", "b", "Chicken Tinga Supreme", ["chicken breast", "tomato"]),
    ("b_lentil", "b", "Lentil Soup", ["lentil"]),
]


@pytest.fixture
def kitchen(database_url: str, make_user: UserFactory) -> dict[str, Any]:
    """User A's saved recipes, and user B's (some with names A might ask for)."""
    saved: dict[str, Any] = {"a": make_user(), "b": make_user()}
    for key, owner, name, ingredients in _SAVED:
        saved[key] = save(database_url, saved[owner], name, _AT[key], ingredients)
    return saved


def context(database: Database, principal: Principal, language: str = "en") -> ToolContext:
    return ToolContext(
        principal=principal,
        language=language,  # type: ignore[arg-type]
        user_context=UserContext.defaults(language),  # type: ignore[arg-type]
        db=database,
        gateway=_UnusedGateway(),
        now=NOW,
    )


async def retrieve(
    database: Database, principal: Principal, language: str = "en", **args: Any
) -> ToolOutcome:
    outcome = await EXECUTOR.execute(
        "retrieve_custom_recipe", {"query": "", **args}, context(database, principal, language)
    )
    assert outcome.ok, outcome
    return outcome


def retrieval(outcome: ToolOutcome) -> Any:
    assert outcome.output is not None
    return outcome.output.retrieval


def offered_ids(found: Any) -> set[str]:
    if isinstance(found, RetrievalSingle):
        return {found.recipe.user_recipe_id}
    if isinstance(found, RetrievalMultiple):
        return {r.user_recipe_id for r in found.recipes}
    return set()


async def test_one_clear_match_is_single(database: Database, kitchen: dict[str, Any]) -> None:
    # Given A's saved recipes / When A asks for "the lentil one"
    outcome = await retrieve(database, kitchen["a"], query="the lentil one")

    # Then A's lentil salad is the single answer (never B's lentil soup)
    found = retrieval(outcome)
    assert isinstance(found, RetrievalSingle)
    assert found.recipe.user_recipe_id == kitchen["lentil"]
    assert found.recipe.name == "Lentil Salad"
    assert found.recipe.source == "ai_generated"
    assert outcome.output is not None
    assert (
        outcome.output.spoken == "Found it! Your Lentil Salad from March 10. Want to make it again?"
    )
    assert [chip.label for chip in found.suggestions] == ["Cook it again", "Something new"]


async def test_a_clearly_better_match_wins_by_the_1_4_rule(
    database: Database, kitchen: dict[str, Any]
) -> None:
    # Given two chicken recipes from January, one a stir-fry
    # When A asks for the chicken stir fry
    found = retrieval(await retrieve(database, kitchen["a"], query="chicken stir fry"))

    # Then the stir-fry is single even though the soup also has chicken
    assert isinstance(found, RetrievalSingle)
    assert found.recipe.user_recipe_id == kitchen["stirfry"]


_JANUARY = {
    "en": (
        "in January",
        ["Spicy Chicken Stir-Fry — Jan 14", "Chicken Soup — Jan 12"],
        "I found 2 recipes: Spicy Chicken Stir-Fry from January 14 and "
        "Chicken Soup from January 12. Which one?",
    ),
    "es": (
        "en enero",
        ["Spicy Chicken Stir-Fry — 14 ene", "Chicken Soup — 12 ene"],
        "Encontré 2 recetas: Spicy Chicken Stir-Fry del 14 de enero y "
        "Chicken Soup del 12 de enero. ¿Cuál quieres?",
    ),
}


@pytest.mark.parametrize("language", list(_JANUARY))
async def test_close_matches_are_multiple_with_dated_chips(
    database: Database, kitchen: dict[str, Any], language: str
) -> None:
    # Given two chicken recipes saved two days apart in January
    timeframe, labels, spoken = _JANUARY[language]

    # When A asks for "that chicken recipe from January"
    outcome = await retrieve(
        database, kitchen["a"], language, query="that chicken recipe", timeframe=timeframe
    )

    # Then both are offered, newest first, with chips naming each dish and its day, and a
    # spoken question
    found = retrieval(outcome)
    assert isinstance(found, RetrievalMultiple)
    assert [r.user_recipe_id for r in found.recipes] == [kitchen["stirfry"], kitchen["soup"]]
    assert all(0.35 <= r.confidence <= 1 for r in found.recipes)
    assert [chip.label for chip in found.suggestions] == labels
    assert outcome.output is not None
    assert outcome.output.spoken == spoken


async def test_nothing_matching_is_not_found(database: Database, kitchen: dict[str, Any]) -> None:
    outcome = await retrieve(database, kitchen["a"], "es", query="sushi")
    found = retrieval(outcome)
    assert isinstance(found, RetrievalNotFound)
    assert [chip.label for chip in found.suggestions] == ["Crear algo nuevo", "Buscar recetas"]


async def test_another_users_recipe_is_never_returned_even_by_name(
    database: Database, kitchen: dict[str, Any]
) -> None:
    # Given B's "Chicken Tinga Supreme" and no tinga of A's
    # When A asks for the tinga, or for anything with chicken
    tinga = retrieval(await retrieve(database, kitchen["a"], query="chicken tinga supreme"))
    chicken = retrieval(await retrieve(database, kitchen["a"], query="chicken"))

    # Then B's recipe never appears for A
    b_ids = {kitchen["b_tinga"], kitchen["b_lentil"]}
    assert offered_ids(tinga).isdisjoint(b_ids)
    assert offered_ids(chicken).isdisjoint(b_ids)
    assert offered_ids(chicken)
    # And B finds it
    mine = retrieval(await retrieve(database, kitchen["b"], query="tinga"))
    assert isinstance(mine, RetrievalSingle)
    assert mine.recipe.user_recipe_id == kitchen["b_tinga"]


async def test_a_known_id_is_found_only_for_its_owner(
    database: Database, kitchen: dict[str, Any]
) -> None:
    own = retrieval(await retrieve(database, kitchen["a"], recipeId=kitchen["pasta"]))
    foreign = retrieval(await retrieve(database, kitchen["a"], recipeId=kitchen["b_tinga"]))
    assert isinstance(own, RetrievalSingle)
    assert own.recipe.user_recipe_id == kitchen["pasta"]
    assert isinstance(foreign, RetrievalNotFound)


async def test_a_timeframe_alone_narrows_to_that_time(
    database: Database, kitchen: dict[str, Any]
) -> None:
    # Given "last week" is 9-16 March: only the lentil salad (10 March) of A's
    found = retrieval(await retrieve(database, kitchen["a"], "es", timeframe="la semana pasada"))
    assert isinstance(found, RetrievalSingle)
    assert found.recipe.user_recipe_id == kitchen["lentil"]


async def test_remembered_ingredients_find_the_recipe(
    database: Database, kitchen: dict[str, Any]
) -> None:
    found = retrieval(await retrieve(database, kitchen["a"], ingredients=["Bell Pepper"]))
    assert isinstance(found, RetrievalSingle)
    assert found.recipe.user_recipe_id == kitchen["stirfry"]


async def test_a_spanish_ingredient_word_finds_a_recipe_saved_with_english_names(
    database: Database, kitchen: dict[str, Any], seeded: SeedReport
) -> None:
    # Given A's lentil salad, saved with the canonical name "lentil", and the catalogue
    ctx = replace(context(database, kitchen["a"], "es"), normalize=catalogue_normalizer(database))

    # When A asks in Spanish, naming no ingredient ("la de lentejas")
    outcome = await EXECUTOR.execute("retrieve_custom_recipe", {"query": "la de lentejas"}, ctx)

    # Then the word resolves through the catalogue and finds it (never B's lentil soup)
    assert outcome.ok, outcome
    found = retrieval(outcome)
    assert isinstance(found, RetrievalSingle)
    assert found.recipe.user_recipe_id == kitchen["lentil"]


async def test_recipes_older_than_a_year_are_found_without_a_timeframe(
    database: Database, kitchen: dict[str, Any]
) -> None:
    found = retrieval(await retrieve(database, kitchen["a"], query="pot pie"))
    assert isinstance(found, RetrievalSingle)
    assert found.recipe.user_recipe_id == kitchen["pie"]
    assert found.recipe.created_at == datetime(2025, 2, 1, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("timeframe", "code"), [("last year", "timeframe_too_long"), ("someday", "invalid_timeframe")]
)
async def test_a_bad_timeframe_is_refused_before_any_query(
    database: Database, kitchen: dict[str, Any], timeframe: str, code: str
) -> None:
    with pytest.raises(ToolValidationError) as caught:
        await EXECUTOR.execute(
            "retrieve_custom_recipe",
            {"query": "chicken", "timeframe": timeframe},
            context(database, kitchen["a"]),
        )
    assert caught.value.code == code


async def test_many_close_candidates_offer_three(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a user with sixty soups, one saved each day
    user = make_user()
    ids = [
        save(database_url, user, f"Soup number {i}", NOW - timedelta(days=i, hours=1), ["water"])
        for i in range(60)
    ]

    # When they ask for "the soup"
    found = retrieval(await retrieve(database, user, query="the soup"))

    # Then three options are offered, the most recent first
    assert isinstance(found, RetrievalMultiple)
    assert [r.user_recipe_id for r in found.recipes] == ids[:3]
