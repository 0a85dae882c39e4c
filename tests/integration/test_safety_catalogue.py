"""Loading the safety maps from the real database, and failing closed when it cannot be read.

The catalogue is built inside each test with real inserts (unique slugs, rolled back at the end)
in a database of this module's own: `load_allergen_map` reads the *whole* catalogue, so the
shared session database (which may hold the seed catalogue) would make exact assertions depend on
test order.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING

import psycopg
import pytest

from cli.database.migrate import apply_migrations
from cli.paths import MIGRATIONS_DIR
from shared.auth.principal import Principal
from shared.db import Database, DatabaseSettings, create_database
from shared.safety import (
    SafetyUnavailableError,
    TtlCache,
    check_generated_recipe,
    detect_allergens,
    load_allergen_map,
    load_safety_catalogue,
)
from shared.schemas import GeneratedRecipe

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from shared.db import Conn

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def catalogue_url(fresh_database: Callable[[str], str]) -> str:
    url = fresh_database("safety_catalogue")
    apply_migrations(url, MIGRATIONS_DIR)
    return url


@pytest.fixture(scope="module")
async def catalogue_db(catalogue_url: str) -> AsyncIterator[Database]:
    db = await create_database(DatabaseSettings(DATABASE_URL=catalogue_url, DB_POOL_MAX_SIZE=2))
    try:
        yield db
    finally:
        await db.close()


@dataclass(frozen=True, kw_only=True)
class Slugs:
    """The unique slugs of one test's catalogue."""

    peanut: str
    dairy: str


async def _insert_catalogue(conn: Conn) -> Slugs:
    suffix = uuid.uuid4().hex[:8]
    slugs = Slugs(peanut=f"peanut_{suffix}", dairy=f"dairy_{suffix}")
    async with conn.cursor() as cur:
        await cur.executemany(
            "insert into public.food_allergies (slug, name_en, name_es) values (%s, %s, %s)",
            [(slugs.peanut, "Peanuts", "Cacahuates"), (slugs.dairy, "Dairy", "Lácteos")],
        )
        # The rule first: ingredients.safety_category references it.
        await cur.execute(
            "insert into public.food_safety_rules (category, min_internal_temp_c,"
            " min_internal_temp_f, rest_time_minutes, note_en, note_es)"
            " values ('poultry', 74, 165, 0, 'DB: poultry to 165°F.', 'BD: aves a 74°C.')"
            " on conflict (category) do update set note_en = excluded.note_en,"
            " note_es = excluded.note_es"
        )
        ingredients = [
            ("peanut_butter", "peanut butter", "crema de cacahuate", "nut_seed", None,
             [slugs.peanut], [("en", "creamy peanut butter"), ("es", "mantequilla de maní")]),
            ("butter", "butter", "mantequilla", "dairy", None, [slugs.dairy],
             [("en", "unsalted butter")]),
            ("coconut_milk", "coconut milk", "leche de coco", "other", None, [], []),
            ("chicken_thigh", "chicken thigh", "muslo de pollo", "poultry", "poultry", [],
             [("es", "muslos de pollo")]),
        ]  # fmt: skip
        for slug, name_en, name_es, category, safety, allergens, aliases in ingredients:
            await cur.execute(
                "insert into public.ingredients (slug, name_en, name_es, category,"
                " safety_category) values (%s, %s, %s, %s, %s) returning id",
                (f"{slug}_{suffix}", name_en, name_es, category, safety),
            )
            row = await cur.fetchone()
            assert row is not None
            names = [("en", name_en, True), ("es", name_es, True)]
            names += [(language, alias, False) for language, alias in aliases]
            await cur.executemany(
                "insert into public.ingredient_aliases (ingredient_id, alias, language, is_name)"
                " values (%s, %s, %s, %s)",
                [(row["id"], alias, language, is_name) for language, alias, is_name in names],
            )
            await cur.executemany(
                "insert into public.ingredient_allergens (ingredient_id, food_allergy_id)"
                " select %s, id from public.food_allergies where slug = %s",
                [(row["id"], allergen) for allergen in allergens],
            )
    return slugs


async def test_the_allergen_map_loads_names_and_aliases_in_both_languages(
    catalogue_db: Database,
) -> None:
    # Given a small catalogue, inside one transaction that is rolled back afterwards
    async with catalogue_db.service() as conn, conn.transaction(force_rollback=True):
        slugs = await _insert_catalogue(conn)

        # When the map is loaded
        allergen_map = await load_allergen_map(conn)

    # Then it is verified and every name and alias (folded) signals its group
    assert allergen_map.verified is True
    assert allergen_map.groups[slugs.peanut].name("es") == "cacahuates"
    assert {
        "peanut butter",
        "crema de cacahuate",
        "creamy peanut butter",
        "mantequilla de mani",
        "peanuts",
        "cacahuates",
    } <= allergen_map.terms_for(slugs.peanut)
    # And detection on it follows the matching rules
    finding = detect_allergens(
        ["2 tbsp creamy peanut butter", "1 can coconut milk", "roasted butternut squash"],
        allergen_map=allergen_map,
        user_allergens=[slugs.peanut, slugs.dairy],
        language="en",
    )
    assert finding.allergens == (slugs.peanut,)


@pytest.mark.parametrize("scope", ["anon", "user", "service"])
async def test_every_scope_can_read_the_catalogue(catalogue_db: Database, scope: str) -> None:
    # Given a committed ingredient with a unique name
    suffix = uuid.uuid4().hex[:8]
    async with catalogue_db.service() as conn:
        await conn.execute(
            "insert into public.food_allergies (slug, name_en, name_es) values (%s, %s, %s)",
            (f"scope_{suffix}", f"Zorblax {suffix}", f"Zorblax {suffix}"),
        )
    principal = Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"})
    scopes = {
        "anon": catalogue_db.anon,
        "user": lambda: catalogue_db.user(principal),
        "service": catalogue_db.service,
    }

    # When loaded in that scope (RLS applies to anon and authenticated)
    async with scopes[scope]() as conn:
        allergen_map = await load_allergen_map(conn)

    # Then the row is visible
    assert f"scope_{suffix}" in allergen_map.groups


async def test_an_empty_catalogue_is_unverified(catalogue_db: Database) -> None:
    # Given a migrated database whose catalogue tables are empty (within this transaction)
    async with catalogue_db.service() as conn, conn.transaction(force_rollback=True):
        await conn.execute("delete from public.ingredients")
        await conn.execute("delete from public.food_allergies")

        # When loaded
        allergen_map = await load_allergen_map(conn)

    # Then the map fails closed
    assert allergen_map.verified is False
    finding = detect_allergens(["rice"], allergen_map=allergen_map, user_allergens=["egg"])
    with pytest.raises(SafetyUnavailableError):
        finding.require_verified()


async def test_a_database_error_gives_an_unverified_map_and_keeps_the_transaction(
    fresh_database: Callable[[str], str],
) -> None:
    # Given a database without the catalogue tables (never migrated)
    url = fresh_database("safety_unmigrated")
    db = await create_database(DatabaseSettings(DATABASE_URL=url, DB_POOL_MAX_SIZE=1))
    try:
        async with db.service() as conn:
            # When the map is loaded
            allergen_map = await load_allergen_map(conn)
            # Then the caller's transaction is still usable (the query ran in a savepoint)
            row = await (await conn.execute("select 1 as ok")).fetchone()
    finally:
        await db.close()

    # And the map is unverified, never "no allergens"
    assert row == {"ok": 1}
    assert allergen_map.verified is False
    finding = detect_allergens(["rice"], allergen_map=allergen_map, user_allergens=["peanut"])
    assert finding.is_safe is False


async def test_an_aborted_transaction_gives_an_unverified_map(catalogue_db: Database) -> None:
    # Given a catalogue and a transaction that a failed statement has aborted
    async with catalogue_db.service() as conn, conn.transaction(force_rollback=True):
        await _insert_catalogue(conn)
        with pytest.raises(psycopg.errors.DivisionByZero):
            await conn.execute("select 1 / 0")

        # When the map is loaded
        allergen_map = await load_allergen_map(conn)

    # Then it fails closed instead of raising
    assert allergen_map.verified is False


async def test_the_cache_serves_the_loaded_map_until_its_ttl(catalogue_db: Database) -> None:
    # Given a cache over the real loader and a clock we control
    now = [0.0]
    cache = TtlCache(load_allergen_map, usable=lambda m: m.verified, clock=lambda: now[0])
    async with catalogue_db.service() as conn, conn.transaction(force_rollback=True):
        slugs = await _insert_catalogue(conn)
        first = await cache.get(conn)

        # When a new group appears, read within the TTL and after it
        await conn.execute(
            "insert into public.food_allergies (slug, name_en, name_es)"
            " values ('late_' || %s, 'Late', 'Tarde')",
            (slugs.peanut,),
        )
        cached = await cache.get(conn)
        now[0] += 301
        reloaded = await cache.get(conn)

    # Then the cached map is the same object until it expires
    assert cached is first
    assert f"late_{slugs.peanut}" not in cached.groups
    assert f"late_{slugs.peanut}" in reloaded.groups


async def test_one_snapshot_drives_the_whole_recipe_check(catalogue_db: Database) -> None:
    # Given the catalogue with a database note for poultry
    async with catalogue_db.service() as conn, conn.transaction(force_rollback=True):
        slugs = await _insert_catalogue(conn)
        catalogue = await load_safety_catalogue(conn)

    recipe = GeneratedRecipe.model_validate(
        {
            "suggested_name": "Muslos con salsa de cacahuate",
            "language": "es",
            "total_time": 40,
            "difficulty": "easy",
            "portions": 2,
            "ingredients": [{"name": "4 muslos de pollo"}, {"name": "crema de cacahuate"}],
            "steps": [{"order": 1, "instruction": "Dora los muslos en la sartén."}],
        }
    )

    # When checked for a peanut-allergic vegetarian
    report = check_generated_recipe(
        recipe,
        allergen_map=catalogue.allergen_map,
        diet_map=catalogue.diet_map,
        safety_rules=catalogue.safety_rules,
        user_allergens=[slugs.peanut],
        custom_allergies=[],
        diet_types=["vegetarian"],
        language="es",
    )

    # Then every check used the database: allergen, diet category and the poultry note
    assert catalogue.verified is True
    assert report.blocked is True
    assert report.flags.allergen_warning == "Contiene cacahuates, a los que eres alérgico."
    assert report.flags.dietary_conflict == "Contiene muslos de pollo (eres vegetariano)"
    assert report.recipe.steps[0].safety_note == "BD: aves a 74°C."
