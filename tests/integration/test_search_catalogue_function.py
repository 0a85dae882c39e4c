"""`public.search_catalogue` (migration 0040) as the caller, on the seed catalogue.

The catalogue statement moved into this function so the server plans it once per connection.
For requests that reach every part of it (named dishes, ingredient words, Spanish sentences,
moods, negated words, lists of foods, misspellings, gates, the vector side's candidates), run as
`anon` and as a signed-in cook, it never returns a recipe that is not published, the gates hold
on every row, and the process's word hints change no row.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from psycopg import sql
from psycopg.rows import dict_row

from shared.search import SearchQuery, SearchSettings, SearchUser
from shared.search.food_list import read_food_list
from shared.search.gates import gate_params
from shared.search.lexical import catalogue_params, catalogue_sql
from shared.search.moods import read_moods
from shared.search.negation import split_negation
from shared.search.vocabulary import KnownWordsHint, SoundsHint

if TYPE_CHECKING:
    import uuid
    from collections.abc import Iterator

    from cli.database.seed import SeedReport
    from shared.search.lexical_sql import Language

pytestmark = pytest.mark.integration

_DRAFT_SLUG = "draft_chicken_tikka_masala"


def _params(
    text: str,
    language: Language,
    *,
    user: SearchUser | None = None,
    max_time: int | None = None,
    vector_ids: list[uuid.UUID] | None = None,
    known: KnownWordsHint | None = None,
    sounds: SoundsHint | None = None,
) -> dict[str, object]:
    """The values the searcher would send for `text` (its negation, moods and food list)."""
    negation = split_negation(text, language)
    moods = read_moods(negation.text, language)
    query = SearchQuery(text=text, language=language, max_time=max_time)
    return catalogue_params(
        text=moods.text,
        language=language,
        gates=gate_params(query, user or SearchUser(), avoided=negation.avoided),
        vector_ids=vector_ids or [],
        settings=SearchSettings(),
        excluded=negation.excluded,
        moods=moods,
        foods=read_food_list(negation.text, language, asked=text),
        known=known,
        sounds=sounds,
    )


@pytest.fixture
def caller(database_url: str, seeded: SeedReport) -> Iterator[psycopg.Connection[Any]]:
    """A connection acting as `anon` (RLS applies), with an unpublished chicken tikka masala
    in the catalogue for the length of the test."""
    with (
        psycopg.connect(database_url, autocommit=True, row_factory=dict_row) as conn,
        conn.transaction(force_rollback=True),
    ):
        conn.execute(
            """insert into public.recipes (slug, name_en, name_es, description_en, difficulty,
                                           total_time_minutes, is_published)
               values (%s, 'Chicken Tikka Masala', 'Pollo tikka masala', 'A draft.', 'easy',
                       30, false)""",
            (_DRAFT_SLUG,),
        )
        conn.execute("set local role anon")
        yield conn


def _rows(conn: psycopg.Connection[Any], query: sql.Composed, params: Any) -> list[Any]:
    return conn.execute(query, params).fetchall()


def _some_ids(conn: psycopg.Connection[Any], count: int) -> list[uuid.UUID]:
    rows = conn.execute("select id from public.recipes order by slug limit %s", (count,)).fetchall()
    return [row["id"] for row in rows]


_REQUESTS: list[tuple[str, Language, Language]] = [
    ("chicken tikka masala", "en", "en"),
    ("something with spinach", "en", "en"),
    ("quiero una sopa caliente para la cena de esta noche", "es", "es"),
    ("something cozy for a rainy day", "en", "en"),
    ("algo fresco para un día de calor", "es", "es"),
    ("paeya de mariscos", "es", "es"),
    ("gaspacho", "en", "es"),
    ("pasta without garlic or onion", "en", "en"),
    ("tacos sin carne", "es", "en"),
    ("chicken, rice and peppers", "en", "en"),
    ("tengo pollo, arroz y pimientos", "es", "es"),
    ("caldo de pollo", "es", "es"),
    ("ground beef dinner", "en", "en"),
    ("pastel de carne like my abuela used to make", "en", "en"),
    ("", "en", "en"),
]


@pytest.mark.parametrize(("text", "language", "display"), _REQUESTS)
def test_the_function_answers_every_kind_of_request_with_published_recipes(
    caller: psycopg.Connection[Any], text: str, language: Language, display: Language
) -> None:
    # Given the values the searcher sends, with the vector side's candidates
    vector_ids = _some_ids(caller, 8)
    params = _params(text, language, vector_ids=vector_ids)

    # When the function runs as anon
    rows = _rows(caller, catalogue_sql(language, display), params)

    # Then it answers, never with the unpublished dish, and the vector side's candidates are
    # among the rows it scores
    assert rows
    assert all(row["slug"] != _DRAFT_SLUG for row in rows)
    assert {row["id"] for row in rows} & set(vector_ids)


@pytest.mark.parametrize(
    ("text", "user", "max_time"),
    [
        ("chicken dinner", SearchUser(allergens=("peanut",), diet_types=("gluten_free",)), None),
        ("pad thai", SearchUser(custom_allergies=("shrimp", "cacahuates")), 40),
        ("postre rápido", SearchUser(diet_types=("vegetarian",)), 20),
    ],
)
def test_the_function_lets_through_only_what_the_gates_allow(
    caller: psycopg.Connection[Any], text: str, user: SearchUser, max_time: int | None
) -> None:
    # Given a cook's allergies, diets and a time limit, and the vector side's candidates
    params = _params(text, "en", user=user, max_time=max_time, vector_ids=_some_ids(caller, 60))

    # When the function runs
    rows = _rows(caller, catalogue_sql("en"), params)

    # Then every row keeps to the time limit and the diets, and holds none of the allergens
    assert rows
    for row in rows:
        assert max_time is None or row["total_time_minutes"] <= max_time
        assert not set(user.allergens) & set(row["allergens"] or [])
    for diet in user.diet_types:
        outside = caller.execute(
            """select count(*) as n from unnest(%s::uuid[]) as r (id)
               where not exists (select 1 from public.recipe_diets rd
                                 join public.diet_types d on d.id = rd.diet_type_id
                                 where rd.recipe_id = r.id and d.slug = %s)""",
            ([row["id"] for row in rows], diet),
        ).fetchone()
        assert outside == {"n": 0}


def test_the_processs_word_hints_change_no_row(
    caller: psycopg.Connection[Any],
) -> None:
    # Given what a first search taught the process: the catalogue's version, the known words
    # and the names a misspelt word sounds like
    first = _rows(caller, catalogue_sql("es"), _params("paeya de mariscos", "es"))
    assert first
    version = first[0]["catalogue_version"]
    known = KnownWordsHint(
        version=version,
        known=tuple(first[0]["known_words"]),
        other_known=tuple(first[0]["other_known_words"]),
    )
    sounds = SoundsHint(
        version=version,
        words=("paeya",),
        recipe_ids=tuple(first[0]["sound_ids"]),
        match_words=tuple(first[0]["sound_id_words"]),
    )
    params = _params("paeya de mariscos", "es", known=known, sounds=sounds)

    # When the function runs again with those hints
    hinted = _rows(caller, catalogue_sql("es"), params)

    # Then it returns the rows it returned without them, in the same order
    assert [row["id"] for row in hinted] == [row["id"] for row in first]
    assert [row["lexical"] for row in hinted] == [row["lexical"] for row in first]


@pytest.mark.parametrize("role", ["anon", "authenticated"])
def test_the_function_returns_published_recipes_only_as_the_caller(
    caller: psycopg.Connection[Any], role: str
) -> None:
    # Given an unpublished recipe named exactly as asked, and the caller's role
    caller.execute(sql.SQL("set local role {}").format(sql.Identifier(role)))
    params = _params("chicken tikka masala", "en")

    # When the function runs
    rows = _rows(caller, catalogue_sql("en"), params)

    # Then the published dish is found and the draft is not
    slugs = [row["slug"] for row in rows]
    assert "chicken_tikka_masala" in slugs
    assert _DRAFT_SLUG not in slugs


def test_the_ingredients_the_search_reads_are_those_the_caller_may_read(
    caller: psycopg.Connection[Any],
) -> None:
    # Given the draft made of the published chicken tikka masala's ingredients
    caller.execute("reset role")
    caller.execute(
        """insert into public.recipe_ingredients (recipe_id, ingredient_id, position, unit)
           select d.id, ri.ingredient_id, ri.position, ri.unit
           from public.recipe_ingredients ri
           join public.recipes p on p.id = ri.recipe_id and p.slug = 'chicken_tikka_masala'
           cross join public.recipes d
           where d.slug = %s""",
        (_DRAFT_SLUG,),
    )
    caller.execute("set local role anon")
    ids = [
        row["id"]
        for row in caller.execute(
            "select id from public.recipes where slug = 'chicken_tikka_masala'"
            " union all select id from public.recipes where slug = %s",
            (_DRAFT_SLUG,),
        ).fetchall()
    ]

    # When the search reads their ingredients, and the caller reads them from the table
    read = caller.execute(
        "select recipe_id, ingredient_id from public.published_recipe_ingredients(%s)", (ids,)
    ).fetchall()
    allowed = caller.execute(
        "select recipe_id, ingredient_id from public.recipe_ingredients where recipe_id = any(%s)",
        (ids,),
    ).fetchall()

    # Then they are the same rows: the published dish's, and none of the draft's
    assert read
    assert sorted((r["recipe_id"], r["ingredient_id"]) for r in read) == sorted(
        (r["recipe_id"], r["ingredient_id"]) for r in allowed
    )
    assert {r["recipe_id"] for r in read} == {ids[0]}


def test_each_recipe_found_carries_the_allergens_of_its_ingredients(
    caller: psycopg.Connection[Any],
) -> None:
    # Given a request that finds many recipes
    rows = _rows(caller, catalogue_sql("en"), _params("chicken, rice and peppers", "en"))

    # When the caller reads each one's allergens from its ingredients
    read = caller.execute(
        """select r.id, array(
                 select distinct fa.slug
                 from public.recipe_ingredients ri
                 join public.ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
                 join public.food_allergies fa on fa.id = ia.food_allergy_id
                 where ri.recipe_id = r.id order by fa.slug) as allergens
               from public.recipes r where r.id = any(%s)""",
        ([row["id"] for row in rows],),
    ).fetchall()
    expected = {row["id"]: row["allergens"] for row in read}

    # Then the search gave every recipe the same ones, and some recipes have some
    assert len(rows) > 1
    assert {row["id"]: row["allergens"] for row in rows} == expected
    assert any(row["allergens"] for row in rows)
