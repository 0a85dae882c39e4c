"""`suggest_substitutes` and the recipe swaps against the real seeded catalogue (migration 0025)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import pytest

from shared.context import UserContext
from shared.substitutions import SUBSTITUTE_CATALOGUE_CACHE, Restrictions, recipe_substitutions
from shared.substitutions.catalogue import load_substitute_catalogue
from shared.tools import ToolContext, ToolExecutor, build_registry
from tests.integration.test_tools_retrieve import save

if TYPE_CHECKING:
    from cli.database.seed_load import SeedReport
    from shared.db import Database
    from shared.schemas import Language
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)
EXECUTOR = ToolExecutor(build_registry())


class _UnusedGateway:
    async def chat(self, **kwargs: Any) -> Any:
        raise AssertionError("substitutes never call a model")


def _context(database: Database, make_user: UserFactory, profile: UserContext) -> ToolContext:
    return ToolContext(
        principal=make_user(),
        language=profile.language,
        user_context=profile,
        db=database,
        gateway=_UnusedGateway(),
        now=NOW,
    )


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    SUBSTITUTE_CATALOGUE_CACHE.clear()


async def _ask(
    database: Database, make_user: UserFactory, ingredient: str, profile: UserContext
) -> dict[str, Any]:
    outcome = await EXECUTOR.execute(
        "suggest_substitutes",
        f'{{"ingredient": "{ingredient}"}}',
        _context(database, make_user, profile),
    )
    assert outcome.ok, outcome
    assert outcome.output is not None
    swaps = [s.model_dump(by_alias=True) for s in outcome.output.substitutions]
    return {"spoken": outcome.output.spoken, "swaps": swaps}


async def test_the_seeded_catalogue_reads_as_every_role_sees_it(
    database: Database, seeded: SeedReport
) -> None:
    # Given the seeded database, read as an anonymous caller (the table is public reference)
    async with database.anon() as conn:
        catalogue = await load_substitute_catalogue(conn)

    # Then every curated swap resolves, in rank order, and butter's first swap is the seed's
    assert catalogue.verified
    assert len(catalogue.swaps) >= 40
    assert [s.substitute for s in catalogue.swaps["butter"]][:2] == ["olive_oil", "coconut_oil"]
    assert catalogue.resolve("2 cdas de mantequilla sin sal").slug == "butter"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("language", "ingredient", "first"),
    [("en", "butter", "olive oil"), ("es", "mantequilla", "aceite de oliva")],
)
async def test_a_cook_without_restrictions_gets_the_curated_swaps(
    database: Database,
    seeded: SeedReport,
    make_user: UserFactory,
    *,
    language: Language,
    ingredient: str,
    first: str,
) -> None:
    answer = await _ask(database, make_user, ingredient, UserContext(language=language))

    [swap] = answer["swaps"]
    assert swap["reason"] == "missing"
    assert swap["alternatives"][0]["name"] == first
    assert first in answer["spoken"]


async def test_a_peanut_and_tree_nut_allergy_keeps_nuts_out_of_the_peanut_swaps(
    database: Database, seeded: SeedReport, make_user: UserFactory
) -> None:
    # Given a cook allergic to peanuts and tree nuts (almond butter is a curated swap)
    profile = UserContext(language="en", dietary_restrictions=("peanut", "tree_nut"))

    answer = await _ask(database, make_user, "peanut butter", profile)

    # Then the swap is flagged as for the allergy and holds neither allergen
    [swap] = answer["swaps"]
    assert swap["reason"] == "allergy"
    names = [option["name"] for option in swap["alternatives"]]
    assert "almond butter" not in names
    assert names
    assert "allergies" in answer["spoken"]


async def test_a_vegan_gets_no_animal_swap_for_chicken_and_no_dairy_for_butter(
    database: Database, seeded: SeedReport, make_user: UserFactory
) -> None:
    profile = UserContext(language="en", diet_types=("vegan",))

    chicken = await _ask(database, make_user, "chicken breast", profile)
    butter = await _ask(database, make_user, "butter", profile)

    assert chicken["swaps"][0]["reason"] == "diet"
    assert "turkey breast" not in [o["name"] for o in chicken["swaps"][0]["alternatives"]]
    assert "ghee" not in [o["name"] for o in butter["swaps"][0]["alternatives"]]


async def test_an_ingredient_without_curated_swaps_is_said_plainly(
    database: Database, seeded: SeedReport, make_user: UserFactory
) -> None:
    answer = await _ask(database, make_user, "saffron", UserContext(language="en"))

    assert answer["swaps"] == []
    assert answer["spoken"].startswith("I don't know a good swap for saffron")


async def test_a_recipe_for_a_dairy_free_cook_gets_a_swap_for_each_dairy_line(
    database: Database, seeded: SeedReport
) -> None:
    # Given the real catalogue and a recipe with butter, milk and rice
    async with database.anon() as conn:
        catalogue = await load_substitute_catalogue(conn)

    found = recipe_substitutions(
        ["2 tbsp butter", "1 cup milk", "300 g rice"],
        restrictions=Restrictions(diet_types=("dairy_free",)),
        catalogue=catalogue,
        language="en",
    )

    # Then butter and milk get dairy-free swaps (no ghee), rice gets none
    assert [(s.ingredient, s.reason) for s in found] == [
        ("2 tbsp butter", "diet"),
        ("1 cup milk", "diet"),
    ]
    assert all(o.name != "ghee" for s in found for o in s.alternatives)


async def test_a_saved_recipe_found_again_gets_swaps_for_what_the_cook_now_avoids(
    database: Database, database_url: str, seeded: SeedReport, make_user: UserFactory
) -> None:
    # Given a cook with a peanut allergy who saved a satay before, and one with no allergy
    allergic, other = make_user(), make_user()
    for owner in (allergic, other):
        save(database_url, owner, "Satay Noodles", NOW, ["peanut butter", "rice noodle", "lime"])

    async def found(owner: Any, profile: UserContext) -> Any:
        ctx = ToolContext(
            principal=owner,
            language="en",
            user_context=profile,
            db=database,
            gateway=_UnusedGateway(),
            now=NOW,
        )
        outcome = await EXECUTOR.execute("retrieve_custom_recipe", '{"query": "satay"}', ctx)
        assert outcome.ok, outcome
        assert outcome.output is not None
        return outcome.output

    # When each asks for it again
    swapped = await found(allergic, UserContext(language="en", dietary_restrictions=("peanut",)))
    plain = await found(other, UserContext(language="en"))

    # Then the allergic cook's answer carries the peanut butter's safe swaps; the other's none
    assert swapped.retrieval.type == "single"
    [swap] = swapped.substitutions
    assert (swap.ingredient, swap.reason) == ("peanut butter", "allergy")
    assert all("peanut" not in option.name for option in swap.alternatives)
    assert plain.substitutions == ()
