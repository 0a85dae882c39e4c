"""The names lookup of the "dish outside your diet" check (`public.match_recipe_name_patterns`,
migration 0054) on the real seed catalogue, as the API roles.

It runs as its owner so the name trigram indexes can serve it; it must still return only what
the recipes' RLS policy lets the caller read, and the check built on it must answer exactly as
the statement it replaced, which matched every name as the caller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import psycopg
import pytest
from psycopg import sql
from psycopg.rows import dict_row

from shared.search import SearchQuery, SearchUser
from shared.search.gates import (
    BLOCKED_CTE,
    DIET_MET,
    ELIGIBLE,
    FILTERS_MET,
    allergen_names,
    allergy_patterns,
    gate_params,
)
from shared.search.outside_diet import OUTSIDE_SQL

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.integration

# The statement before 0054: every published name matched by regex as the caller.
_FORMER_SQL: Final = sql.SQL("""
with {blocked}
select r.name_en, r.name_es, ({eligible}) as eligible,
  array(select wanted.slug from unnest(%(diets)s::text[]) as wanted (slug)
        where not exists (
          select 1 from public.recipe_diets rd
          join public.diet_types d on d.id = rd.diet_type_id
          where rd.recipe_id = r.id and {diet_met})) as broken_diets,
  {allergens_en} as allergens_en,
  {allergens_es} as allergens_es
from public.recipes r
left join public.cuisines c on c.id = r.cuisine_id
where r.is_published
  and {filters_met}
  and (r.name_en_normalized ~ all (%(dish_patterns)s::text[])
       or r.name_es_normalized ~ all (%(dish_patterns)s::text[]))
order by eligible desc, r.name_en
limit %(max_named)s
""").format(
    blocked=BLOCKED_CTE,
    eligible=ELIGIBLE,
    diet_met=DIET_MET,
    filters_met=FILTERS_MET,
    allergens_en=allergen_names("r.id", "name_en"),
    allergens_es=allergen_names("r.id", "name_es"),
)

# (dish words, language, the query's diet filter, the cook's diets, allergens, allergies)
_CASES: Final = [
    (("pad", "thai"), "en", "vegan", (), (), ()),
    (("pad", "thai"), "en", None, (), ("peanut",), ()),
    (("lasaña",), "es", "vegetarian", (), (), ()),
    (("tacos", "pescado"), "es", None, ("vegetarian",), (), ()),
    (("pozole",), "es", None, ("vegetarian",), (), ()),
    (("cake",), "en", "gluten_free", (), (), ()),
    (("curry",), "en", "vegan", (), (), ()),
    (("sopa",), "es", None, ("vegetarian",), (), ("pollo",)),
    (("chicken",), "en", None, ("vegan",), (), ("garlic",)),
    (("pasta",), "en", "vegetarian", (), ("dairy",), ()),
]

_PAD_THAI: Final = "shrimp_pad_thai"


@pytest.fixture
def admin(own_catalogue_url: str) -> Iterator[psycopg.Connection[dict[str, Any]]]:
    """A superuser connection to the module's own seeded database."""
    with psycopg.connect(own_catalogue_url, autocommit=True, row_factory=dict_row) as conn:
        yield conn


def _as(url: str, role: str, statement: sql.Composable | str, params: Any) -> list[dict[str, Any]]:
    """The rows of one statement run as an API role (RLS applies)."""
    with psycopg.connect(url, row_factory=dict_row) as conn:
        conn.execute(sql.SQL("set local role {}").format(sql.Identifier(role)))
        conn.execute(
            "select set_config('request.jwt.claims', %s, true)", (f'{{"role": "{role}"}}',)
        )
        query = statement.encode() if isinstance(statement, str) else statement
        return conn.execute(query, params).fetchall()


def _params(case: tuple[Any, ...]) -> dict[str, object]:
    words, language, diet, diets, allergens, allergies = case
    gates = gate_params(
        SearchQuery(text=" ".join(words), language=language, diet=diet),
        SearchUser(diet_types=diets, allergens=allergens, custom_allergies=allergies),
    )
    return {**gates, "dish_patterns": allergy_patterns(words), "max_named": 20}


def _ids(url: str, words: tuple[str, ...]) -> set[Any]:
    """The ids the names lookup returns to `authenticated` for a dish's words."""
    rows = _as(
        url,
        "authenticated",
        "select recipe_id from match_recipe_name_patterns(%s)",
        (allergy_patterns(words),),
    )
    return {row["recipe_id"] for row in rows}


@pytest.mark.parametrize("role", ["authenticated", "anon"])
def test_the_check_answers_as_the_statement_it_replaced(own_catalogue_url: str, role: str) -> None:
    # Given the seed catalogue, read as an API role, and dishes with the diets or allergies
    # that hide them (or not)
    answers = []
    for case in _CASES:
        params = _params(case)

        # When the check runs, and the former statement with the same values
        now = _as(own_catalogue_url, role, OUTSIDE_SQL, params)
        before = _as(own_catalogue_url, role, _FORMER_SQL, params)

        # Then the recipes, their order, and what keeps each out are the same
        assert now == before, case
        answers.append(now)
    # and the cases are no empty agreement: dishes both outside and inside the gates are named
    assert sum(1 for rows in answers if rows and not rows[0]["eligible"]) >= 3
    assert any(rows and rows[0]["eligible"] for rows in answers)


def test_a_recipe_the_policy_hides_is_not_returned(
    own_catalogue_url: str, admin: psycopg.Connection[dict[str, Any]]
) -> None:
    # Given pad thai, found by its name while it is published
    row = admin.execute("select id from recipes where slug = %s", (_PAD_THAI,)).fetchone()
    assert row is not None
    assert row["id"] in _ids(own_catalogue_url, ("pad", "thai"))

    # When it is unpublished, which the recipes' policy hides from the API roles
    admin.execute("update recipes set is_published = false where slug = %s", (_PAD_THAI,))
    try:
        hidden = _ids(own_catalogue_url, ("pad", "thai"))
    finally:
        admin.execute("update recipes set is_published = true where slug = %s", (_PAD_THAI,))

    # Then the lookup, though it runs as its owner, no longer returns its id to the caller
    assert row["id"] not in hidden
