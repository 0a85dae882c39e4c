"""`normalize_ingredients` against the real `batch_find_ingredients`, in English and Spanish.

Each test inserts its own small catalogue (unique slugs, rolled back afterwards) in a database of
this module's own, so fuzzy matches cannot land on rows of the seed catalogue that the shared
session database may hold. One test also runs on the real seed (`seeded`).
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import pytest

from cli.database.migrate import apply_migrations
from cli.paths import MIGRATIONS_DIR
from shared.db import Database, DatabaseSettings, create_database
from shared.ingredients import IngredientInputError, normalize_ingredients
from shared.safety import detect_allergens, load_allergen_map

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from cli.database.seed_load import SeedReport
    from shared.db import Conn

pytestmark = pytest.mark.integration

# slug, name_en, name_es, aliases (language, alias)
CATALOGUE: list[tuple[str, str, str, list[tuple[str, str]]]] = [
    ("jalapeno_pepper", "jalapeño pepper", "chile jalapeño", [("es", "chile cuaresmeño")]),
    ("chicken_breast", "chicken breast", "pechuga de pollo",
     [("en", "boneless chicken breast"), ("es", "pechugas de pollo")]),
    ("tomato", "tomato", "jitomate", [("en", "tomatoes"), ("es", "tomate"), ("es", "tomates")]),
    ("egg", "egg", "huevo", [("en", "eggs"), ("es", "huevos")]),
    ("eggplant", "eggplant", "berenjena", [("en", "eggplants")]),
    ("garlic", "garlic", "ajo", [("en", "garlic cloves")]),
    ("onion", "onion", "cebolla", [("es", "cebolla blanca")]),
    ("milk", "milk", "leche", [("en", "whole milk")]),
    ("cheese", "cheese", "queso", []),
    ("queso_fresco", "fresh cheese", "queso fresco", []),
    ("ground_beef", "ground beef", "carne molida", [("es", "carne picada")]),
    ("black_beans", "black beans", "frijoles negros", []),
    ("cilantro", "cilantro", "cilantro", [("en", "coriander")]),
]  # fmt: skip


@pytest.fixture(scope="module")
def catalogue_url(fresh_database: Callable[[str], str]) -> str:
    url = fresh_database("ingredients_normalize")
    apply_migrations(url, MIGRATIONS_DIR)
    return url


@pytest.fixture(scope="module")
async def catalogue_db(catalogue_url: str) -> AsyncIterator[Database]:
    db = await create_database(DatabaseSettings(DATABASE_URL=catalogue_url, DB_POOL_MAX_SIZE=2))
    try:
        yield db
    finally:
        await db.close()


async def _insert_catalogue(conn: Conn) -> str:
    suffix = uuid.uuid4().hex[:8]
    async with conn.cursor() as cur:
        for slug, name_en, name_es, aliases in CATALOGUE:
            await cur.execute(
                "insert into public.ingredients (slug, name_en, name_es, category)"
                " values (%s, %s, %s, 'other') returning id",
                (f"{slug}_{suffix}", name_en, name_es),
            )
            row = await cur.fetchone()
            assert row is not None
            rows = [("en", name_en, True), ("es", name_es, True)]
            rows += [(language, alias, False) for language, alias in aliases]
            await cur.executemany(
                "insert into public.ingredient_aliases (ingredient_id, alias, language, is_name)"
                " values (%s, %s, %s, %s)",
                [(row["id"], alias, language, is_name) for language, alias, is_name in rows],
            )
    return suffix


async def test_many_free_text_names_resolve_in_one_call_inside_one_transaction(
    catalogue_db: Database,
) -> None:
    inputs = [
        "chiles jalapeños",
        "chicken breasts",
        "2 cups of diced tomatoes",
        "3 huevos",
        "2 large eggs",
        "1 eggplant, sliced",
        "1 diente de ajo, finamente picado",
        "½ cebolla blanca picada",
        "1 ½ tazas de leche",
        "queso fresco",
        "500 g de carne picada",
        "1 lata de frijoles negros",
        "Cilantro (optional)",
        "unicorn tears",
        "",
    ]
    expected = [
        "jalapeno_pepper",
        "chicken_breast",
        "tomato",
        "egg",
        "egg",
        "eggplant",
        "garlic",
        "onion",
        "milk",
        "queso_fresco",
        "ground_beef",
        "black_beans",
        "cilantro",
        None,
        None,
    ]
    # Given a catalogue inserted in this transaction
    async with catalogue_db.service() as conn, conn.transaction(force_rollback=True):
        suffix = await _insert_catalogue(conn)

        # When every name is normalised in a single call, in the same transaction
        results = await normalize_ingredients(conn, inputs)

    # Then each input resolved (or not) in order, keeping its original text
    assert [r.input for r in results] == inputs
    assert [r.slug for r in results] == [
        None if slug is None else f"{slug}_{suffix}" for slug in expected
    ]
    assert [r.matched for r in results] == [slug is not None for slug in expected]
    by_input = {r.input: r for r in results}
    assert by_input["3 huevos"].similarity == 1.0
    assert by_input["3 huevos"].query == "huevos"
    assert (by_input["2 large eggs"].name_en, by_input["2 large eggs"].name_es) == ("egg", "huevo")
    assert 0.35 <= (by_input["chicken breasts"].similarity or 0) < 1
    assert by_input["unicorn tears"].ingredient_id is None
    assert by_input["unicorn tears"].similarity is None


async def test_the_threshold_decides_what_counts_as_a_match(catalogue_db: Database) -> None:
    # Given the catalogue, when a fuzzy name is normalised at two thresholds
    async with catalogue_db.service() as conn, conn.transaction(force_rollback=True):
        await _insert_catalogue(conn)
        loose = await normalize_ingredients(conn, ["chiles jalapeños"], min_similarity=0.35)
        strict = await normalize_ingredients(conn, ["chiles jalapeños"], min_similarity=0.99)

    # Then it matches only at the lower one
    assert loose[0].matched is True
    assert strict[0].matched is False


async def test_anonymous_and_empty_calls(catalogue_db: Database) -> None:
    # Given a committed ingredient with a unique made-up name
    suffix = uuid.uuid4().hex[:8]
    async with catalogue_db.service() as conn:
        row = await (
            await conn.execute(
                "insert into public.ingredients (slug, name_en, name_es, category)"
                " values (%s, %s, %s, 'fruit') returning id",
                (f"zorblax_{suffix}", f"zorblax {suffix}", f"zorblax {suffix}"),
            )
        ).fetchone()
        assert row is not None
        await conn.execute(
            "insert into public.ingredient_aliases (ingredient_id, alias, language, is_name)"
            " values (%s, %s, 'en', true)",
            (row["id"], f"zorblax {suffix}"),
        )

    # When an anonymous visitor normalises it, and nothing at all
    async with catalogue_db.anon() as conn:
        found = await normalize_ingredients(conn, [f"2 cups zorblax {suffix}"])
        nothing = await normalize_ingredients(conn, [])

    # Then RLS lets the catalogue be read, and an empty call returns nothing
    assert found[0].slug == f"zorblax_{suffix}"
    assert nothing == []


@pytest.mark.parametrize(
    ("names", "min_similarity", "code"),
    [
        (["rice"] * 51, 0.35, "too_many_ingredients"),
        (["x" * 121], 0.35, "ingredient_name_too_long"),
        (["rice"], 1.5, "invalid_ingredient_names"),
    ],
)
async def test_inputs_are_capped_with_a_typed_error(
    catalogue_db: Database, names: list[str], min_similarity: float, code: str
) -> None:
    # Given too many names, one too long, or a bad threshold, when normalised
    async with catalogue_db.anon() as conn:
        with pytest.raises(IngredientInputError) as caught:
            await normalize_ingredients(conn, names, min_similarity=min_similarity)

    # Then a typed 400 error says which
    assert caught.value.code == code
    assert caught.value.status == 400


async def test_exactly_at_the_caps_is_accepted(catalogue_db: Database) -> None:
    # Given 50 names, one of 120 characters, when normalised
    async with catalogue_db.anon() as conn:
        results = await normalize_ingredients(conn, ["x" * 120] + ["rice"] * 49)

    # Then all 50 are answered
    assert len(results) == 50


async def test_the_real_seed_catalogue(database: Database, seeded: SeedReport) -> None:
    # Given the real bilingual catalogue
    async with database.anon() as conn:
        # When normalising common lines and loading the allergen map
        results = await normalize_ingredients(
            conn, ["chicken breasts", "chiles jalapeños", "2 cups of diced tomatoes", "3 huevos"]
        )
        allergen_map = await load_allergen_map(conn)

    # Then the lines resolve and the map is verified and finds peanuts in Spanish
    assert seeded.ingredients > 0
    assert all(result.matched for result in results)
    assert results[3].slug == "egg"
    assert allergen_map.verified is True
    finding = detect_allergens(
        ["2 cdas de crema de cacahuate", "1 berenjena"],
        allergen_map=allergen_map,
        user_allergens=["peanut", "egg"],
        language="es",
    )
    assert finding.allergens == ("peanut",)
