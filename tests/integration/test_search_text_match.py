"""The lexical search's text lookups at 10,000 recipes: index-served as the caller, published only.

Under the `recipes` RLS policy Postgres cannot use an index for `@@` or `%>>` (neither is
leakproof), so `public.match_recipe_text` and `public.match_recipe_text_partial` (migration
0012) answer them as their owner. A throwaway database gets 10,000 published recipes (one in
twenty a chicken dish, a few hundred bean stews) and unpublished chicken recipes, generated in
SQL, vacuumed and analysed. The plans of the functions' own queries are read with `auto_explain`
while they run as `anon`.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from psycopg import sql
from psycopg.rows import dict_row

from cli.database.migrate import apply_migrations
from cli.paths import MIGRATIONS_DIR
from shared.search import SearchQuery, SearchSettings, SearchUser
from shared.search.gates import allergy_patterns, gate_params
from shared.search.lexical import catalogue_params, catalogue_sql

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

pytestmark = pytest.mark.integration

ROWS = 10_000
UNPUBLISHED = 20

_SETUP = [
    f"""insert into recipes (slug, name_en, name_es, difficulty, total_time_minutes, is_published)
        select 'syn_' || g,
               case when g % 20 = 0 then 'Chicken Dish ' || g
                    when g % 25 = 1 then 'Bean Stew ' || g
                    else 'Vegetable Plate ' || g end,
               case when g % 20 = 0 then 'Platillo de pollo ' || g
                    when g % 25 = 1 then 'Guiso de frijoles ' || g
                    else 'Plato de verduras ' || g end,
               'easy', 30, true
        from generate_series(1, {ROWS}) g""",
    f"""insert into recipes (slug, name_en, name_es, difficulty, total_time_minutes, is_published)
        select 'draft_' || g, 'Chicken Draft ' || g, 'Borrador de pollo ' || g, 'easy', 30, false
        from generate_series(1, {UNPUBLISHED}) g""",
    # Vectors as long as real ones (names weighted A, a description weighted B), so they are
    # stored out of line as the catalogue's are.
    """update recipes
       set search_en = setweight(to_tsvector('public.irmixy_en', name_en), 'A')
             || setweight(to_tsvector('public.irmixy_en',
                  'A weeknight favourite ' || repeat('simmered slowly with herbs ', 60)), 'B'),
           search_es = setweight(to_tsvector('public.irmixy_es', name_es), 'A')""",
    # VACUUM as well as ANALYZE: the update leaves the trigram indexes' GIN pending lists full,
    # and their pending pages weigh on the planner's cost of a trigram lookup. How full they are
    # depends on whether autovacuum happened to clean them up meanwhile; a busy machine once left
    # enough that an index scan of `recipes_published_idx` with a filter looked cheaper. A
    # vacuumed table is the state a live catalogue is kept in, and the same on every run.
    "vacuum analyze",
]


@pytest.fixture(scope="module")
def big_url(fresh_database: Callable[[str], str]) -> str:
    url = fresh_database("search_text_match")
    apply_migrations(url, MIGRATIONS_DIR)
    with psycopg.connect(url, autocommit=True) as conn:
        for statement in _SETUP:
            conn.execute(statement.encode())
    return url


@pytest.fixture
def anon(big_url: str) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    """A connection acting as `anon` (RLS applies), with `auto_explain` reporting every nested
    statement's plan as a notice."""
    with psycopg.connect(big_url, autocommit=True) as conn:
        conn.execute("load 'auto_explain'")
        for setting, value in (
            ("auto_explain.log_min_duration", "0"),
            ("auto_explain.log_nested_statements", "on"),
            ("auto_explain.log_format", "json"),
            ("auto_explain.log_level", "notice"),
        ):
            conn.execute("select set_config(%s, %s, false)", (setting, value))
        conn.execute("set role anon")
        yield conn


def _plans_while(
    conn: psycopg.Connection[tuple[Any, ...]], query: str | sql.Composed, params: Any
) -> tuple[list[dict[str, Any]], list[Any]]:
    """Run `query`, returning its rows and the plans auto_explain reported meanwhile."""
    plans: list[Any] = []

    def collect(diagnostic: psycopg.errors.Diagnostic) -> None:
        message = diagnostic.message_primary or ""
        if "plan:" in message:
            plans.append(json.loads(message.split("plan:", 1)[1]))

    conn.add_notice_handler(collect)
    try:
        statement = query.encode() if isinstance(query, str) else query
        rows = conn.cursor(row_factory=dict_row).execute(statement, params).fetchall()
    finally:
        conn.remove_notice_handler(collect)
    return rows, plans


def _nodes(plan: Any) -> list[dict[str, Any]]:
    """Every plan node of a JSON plan, depth first."""
    found: list[dict[str, Any]] = []
    if isinstance(plan, dict):
        if "Node Type" in plan:
            found.append(plan)
        for value in plan.values():
            found.extend(_nodes(value))
    elif isinstance(plan, list):
        for item in plan:
            found.extend(_nodes(item))
    return found


def _indexes(plans: list[Any]) -> set[str]:
    return {node["Index Name"] for plan in plans for node in _nodes(plan) if "Index Name" in node}


def _recipe_seq_scans(plans: list[Any]) -> list[dict[str, Any]]:
    return [
        node
        for plan in plans
        for node in _nodes(plan)
        if node["Node Type"] == "Seq Scan" and node.get("Relation Name") == "recipes"
    ]


def test_the_text_and_name_lookups_use_their_indexes_as_the_caller(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # Given 10,000 published recipes, 500 of them chicken dishes, read as anon

    # When the strict/close-name lookup runs for a common word
    rows, plans = _plans_while(
        anon,
        "select * from match_recipe_text('en', %s, %s, recipe_known_words('en', %s), null)",
        (["chicken"], "chicken", ["chicken"]),
    )

    # Then every read of `recipes` is an index lookup (full text and name trigrams), never a
    # sequential scan that would read every search vector
    assert _indexes(plans) >= {
        "recipes_search_en_idx",
        "recipes_name_en_normalized_trgm_idx",
        "recipes_name_es_normalized_trgm_idx",
    }
    assert _recipe_seq_scans(plans) == []
    assert len(rows) == ROWS // 20


def test_the_search_lookup_keeps_its_indexes_once_its_plan_is_cached(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # Given one connection that has run the search's lookup (known words given) often enough
    # for PL/pgSQL to settle on a cached plan (five custom plans, then a generic one)
    call = "select * from match_recipe_text('en', %s, %s, %s, null) order by recipe_id"
    args = (["chicken", "dish"], "chicken dish", ["chicken", "dish"])
    first, _ = _plans_while(anon, call, args)
    for _ in range(7):
        _plans_while(anon, call, args)

    # When it runs again
    rows, plans = _plans_while(anon, call, args)

    # Then the rows are the same 500 chicken dishes, and every read of `recipes` is still an
    # index lookup (full text and both name trigram indexes), never a sequential scan
    assert rows == first
    assert len(rows) == ROWS // 20
    assert all(row["strict"] for row in rows)
    assert _indexes(plans) >= {
        "recipes_search_en_idx",
        "recipes_name_en_normalized_trgm_idx",
        "recipes_name_es_normalized_trgm_idx",
    }
    assert _recipe_seq_scans(plans) == []


def test_the_partial_lookup_uses_the_full_text_index_as_the_caller(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    rows, plans = _plans_while(
        anon,
        "select * from match_recipe_text_partial('en', %s, '{}')",
        (["chicken", "bean"],),
    )

    assert "recipes_search_en_idx" in _indexes(plans)
    assert _recipe_seq_scans(plans) == []
    chicken_or_bean = [g for g in range(1, ROWS + 1) if g % 20 == 0 or g % 25 == 1]
    assert len(rows) == len(chicken_or_bean)


def test_only_published_recipes_are_returned(anon: psycopg.Connection[tuple[Any, ...]]) -> None:
    # Given unpublished chicken drafts, which anon cannot read
    drafts = anon.execute("select count(*) from recipes where slug like 'draft%'").fetchone()
    assert drafts == (0,)

    # When both lookups run for "chicken" as anon (they run as their owner)
    strict = anon.execute(
        "select r.slug from match_recipe_text('en', %s, %s, recipe_known_words('en', %s), null) h"
        " left join recipes r on r.id = h.recipe_id",
        (["chicken", "draft"], "chicken draft", ["chicken", "draft"]),
    ).fetchall()
    partial = anon.execute(
        "select r.slug from match_recipe_text_partial('en', %s, '{}') h"
        " left join recipes r on r.id = h.recipe_id",
        (["chicken", "draft"],),
    ).fetchall()

    # Then every id they return is a recipe anon can read (a draft's would join to null)
    assert strict
    assert partial
    assert all(slug is not None for (slug,) in strict + partial)


def test_strict_means_every_known_word_and_close_name_means_the_name(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # "xyzzy" is in no recipe, so it does not count against the AND
    rows = anon.execute(
        "select r.slug, h.strict, h.close_name"
        " from match_recipe_text('en', %s, %s, recipe_known_words('en', %s), null) h"
        " join recipes r on r.id = h.recipe_id",
        (["bean", "stew", "xyzzy"], "bean stew xyzzy", ["bean", "stew", "xyzzy"]),
    ).fetchall()
    known = anon.execute(
        "select recipe_known_words('en', %s)", (["bean", "stew", "xyzzy", "and"],)
    ).fetchone()

    assert known == (["bean", "stew"],)
    by_slug = {slug: (strict, close) for slug, strict, close in rows}
    stews = {f"syn_{g}" for g in range(1, ROWS + 1) if g % 20 != 0 and g % 25 == 1}
    assert set(by_slug) == stews
    assert all(strict for strict, _ in by_slug.values())


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("fr", ["poulet"]),
        ("en", ["chicken|bean"]),
        ("en", ["a:*"]),
        ("en", ["chicken"] * 65),
        ("en", ["x" * 101]),
    ],
)
def test_an_unknown_language_tsquery_syntax_or_oversized_words_are_refused(
    anon: psycopg.Connection[tuple[Any, ...]], language: str, words: list[str]
) -> None:
    with pytest.raises(psycopg.errors.InvalidParameterValue):
        anon.execute("select * from match_recipe_text(%s, %s, 'x', null, null)", (language, words))


def _partial_lookups(plans: list[Any]) -> list[Any]:
    """The plans of `match_recipe_text_partial`'s own query (the one reading ingredients)."""
    return [plan for plan in plans if "ri.ingredient_id = any (" in plan.get("Query Text", "")]


@pytest.mark.parametrize(("text", "relaxed"), [("bean stew", False), ("chicken bean", True)])
def test_partial_matches_are_looked_up_only_when_the_and_is_relaxed(
    anon: psycopg.Connection[tuple[Any, ...]], text: str, *, relaxed: bool
) -> None:
    # Given "bean stew" (350 recipes contain both words) and "chicken bean" (none does)
    query = SearchQuery(text=text, language="en")
    params = catalogue_params(
        text=text,
        language="en",
        gates=gate_params(query, SearchUser()),
        vector_ids=[],
        settings=SearchSettings(),
    )

    # When the catalogue query runs as anon
    rows, plans = _plans_while(anon, catalogue_sql("en"), params)

    # Then the OR / ingredient lookup ran only for the query whose AND found too few
    assert rows
    assert bool(_partial_lookups(plans)) is relaxed
    assert all(row["relaxed"] is relaxed for row in rows)


def test_the_ranked_partial_lookup_finds_the_same_recipes_with_their_or_rank(
    anon: psycopg.Connection[tuple[Any, ...]], big_url: str
) -> None:
    # Given the partial lookup and its ranked form (migration 0044), both run as anon
    words = ["chicken", "bean", "draft"]
    partial = anon.execute(
        "select recipe_id, text_match from match_recipe_text_partial('en', %s, '{}')", (words,)
    ).fetchall()
    ranked, plans = _plans_while(
        anon,
        "select * from match_recipe_text_partial_ranked('en', %s, '{}', %s)",
        (words, " | ".join(words)),
    )

    # Then it is index-served and finds the same published recipes, each with the OR rank of
    # its search vector, as the recipe's owner computes it
    assert "recipes_search_en_idx" in _indexes(plans)
    assert _recipe_seq_scans(plans) == []
    assert sorted((r["recipe_id"], r["text_match"]) for r in ranked) == sorted(partial)
    with psycopg.connect(big_url, autocommit=True) as owner:
        expected = dict(
            owner.execute(
                "select id, ts_rank(search_en, to_tsquery('public.irmixy_en', %s))"
                " from recipes where id = any(%s)",
                (" | ".join(words), [r["recipe_id"] for r in ranked]),
            ).fetchall()
        )
        published = owner.execute(
            "select count(*) from recipes where id = any(%s) and not is_published",
            ([r["recipe_id"] for r in ranked],),
        ).fetchone()
    assert {r["recipe_id"]: r["or_rank"] for r in ranked} == expected
    assert published == (0,)
    chicken_or_bean = [g for g in range(1, ROWS + 1) if g % 20 == 0 or g % 25 == 1]
    assert len(ranked) == len(chicken_or_bean)


def test_the_dish_name_lookup_uses_the_name_indexes_once_its_plan_is_cached(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # Given the names lookup of the "dish outside your diet" check (migration 0054), run as
    # anon often enough for PL/pgSQL to settle on a cached plan, for "chicken": 500 published
    # chicken dishes and 20 chicken drafts
    call = "select * from match_recipe_name_patterns(%s) order by recipe_id"
    args = (allergy_patterns(["chicken"]),)
    first, _ = _plans_while(anon, call, args)
    for _ in range(7):
        _plans_while(anon, call, args)

    # When it runs again
    rows, plans = _plans_while(anon, call, args)

    # Then both names' trigram indexes find them, never a sequential scan reading every name,
    # and only the published dishes are returned
    assert rows == first
    assert len(rows) == ROWS // 20
    assert _indexes(plans) >= {
        "recipes_name_en_normalized_trgm_idx",
        "recipes_name_es_normalized_trgm_idx",
    }
    assert _recipe_seq_scans(plans) == []


def _close_names(
    conn: psycopg.Connection[tuple[Any, ...]], text: str, common_names: int
) -> tuple[set[str], set[str]]:
    """The slugs `match_recipe_text` finds strictly and by a close name for `text`, with the
    catalogue's known words and `common_names` (the pool's limit)."""
    words = text.split()
    rows = conn.execute(
        "select r.slug, h.strict, h.close_name"
        " from match_recipe_text('en', %s, %s, recipe_known_words('en', %s), %s) h"
        " join recipes r on r.id = h.recipe_id",
        (words, text, words, common_names),
    ).fetchall()
    return {slug for slug, strict, _ in rows if strict}, {slug for slug, _, close in rows if close}


def test_a_word_hundreds_of_names_hold_does_not_make_each_of_them_a_close_name(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # Given 500 chicken dishes and 400 bean stews, more of each than a pool of 100 takes, and no
    # name holding both "chicken" and "stew" ("chicken" alone is most of "chicken stew")
    chicken = {f"syn_{g}" for g in range(1, ROWS + 1) if g % 20 == 0}

    # When "chicken stew" is looked up with the pool's limit, and with a limit above both counts
    strict, close = _close_names(anon, "chicken stew", 100)
    strict_above, close_above = _close_names(anon, "chicken stew", 1000)

    # Then no chicken dish is a close name of it, where each of them is below the limit; the
    # recipes holding every word are the same
    assert close == set()
    assert close_above == chicken
    assert strict == strict_above


def test_a_name_holding_every_common_word_of_the_text_stays_close(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # Given 500 chicken dishes, named "Chicken Dish <n>"
    chicken = {f"syn_{g}" for g in range(1, ROWS + 1) if g % 20 == 0}

    # When their two words are looked up, both in more names than the pool takes
    _, close = _close_names(anon, "chicken dish", 100)

    # Then each of them is a close name, as the whole text is in it
    assert close == chicken


def test_a_misspelt_word_keeps_the_text_compared_whole(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # Given 400 bean stews, "bean" in more names than the pool takes, and "stwe" in no recipe
    stews = {f"syn_{g}" for g in range(1, ROWS + 1) if g % 20 != 0 and g % 25 == 1}

    # When the misspelt dish name is looked up
    _, close = _close_names(anon, "bean stwe", 100)

    # Then the bean stews are its close names, as the whole text is near their name
    assert close == stews


def test_the_close_names_of_common_words_are_read_from_the_trigram_index_at_once(
    anon: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # When "chicken stew" is looked up, both words in hundreds of names
    words = ["chicken", "stew"]
    _, plans = _plans_while(
        anon,
        "select * from match_recipe_text('en', %s, %s, %s, 100)",
        (words, "chicken stew", words),
    )

    # Then the English names are read through their trigram index with the whole text and the
    # text without each common word in the one scan, so the index intersects them before any of
    # the 500 chicken dishes is compared
    name_scans = [
        node
        for plan in plans
        for node in _nodes(plan)
        if node.get("Index Name") == "recipes_name_en_normalized_trgm_idx"
    ]
    assert any(node["Index Cond"].count("%>>") == 4 for node in name_scans)
    assert _recipe_seq_scans(plans) == []
