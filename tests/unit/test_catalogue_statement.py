"""The catalogue statement's call and `public.search_catalogue` (migration 0056) agree.

The function holds the gates as text: they must stay `shared.search.gates`' fragments, which
the vector query composes too, so the two sides never disagree about what is allowed. And the
call must name every argument of the function once, each with a value the search sends.
"""

from __future__ import annotations

import re
from typing import Final

from cli.paths import MIGRATIONS_DIR
from shared.search import SearchQuery, SearchSettings, SearchUser
from shared.search.gates import BLOCKED_CTE, ELIGIBLE, gate_params
from shared.search.lexical import catalogue_params
from shared.search.lexical_sql import catalogue_query, catalogue_sql

_MIGRATION: Final = MIGRATIONS_DIR / "0056_ingredients_read_once_per_recipe.sql"
_VALUE: Final = re.compile(r"%\((\w+)\)s(?:::[\w\[\]]+)?")


def _flat(text: str) -> str:
    """`text` without its comments, its whitespace one space."""
    bare = re.sub(r"--[^\n]*", "", text)
    return re.sub(r"\s+", " ", bare).replace("( ", "(").replace(" )", ")").strip()


def _as_arguments(fragment: str) -> str:
    """A fragment's `%(name)s::type` values written as the function's `p_name` arguments."""
    return _flat(_VALUE.sub(lambda match: f"p_{match.group(1)}", fragment).replace("%%", "%"))


def _function_text() -> str:
    return _flat(_MIGRATION.read_text(encoding="utf-8"))


def _signature() -> list[str]:
    text = _MIGRATION.read_text(encoding="utf-8")
    start = text.index("create or replace function public.search_catalogue(")
    head = text[start : text.index("returns table", start)]
    return re.findall(r"\b(p_\w+) ", head)


def test_the_function_gates_as_the_gates_module_does() -> None:
    # Given the function's text and the gates' fragments, values named as its arguments
    function = _function_text()

    # Then the blocked ingredients are read once and every candidate is gated by the predicate
    # (found strictly, browsed, found partly as the pool takes it or as the relaxed flag reads
    # it, scored)
    assert function.count(_as_arguments(BLOCKED_CTE.as_string(None))) == 1
    assert function.count(_as_arguments(ELIGIBLE.as_string(None))) == 5


def test_the_call_names_every_argument_once() -> None:
    # Given the function's arguments
    arguments = _signature()
    assert len(arguments) == len(set(arguments)) > 40

    for display in ("en", "es"):
        # When the call is written for the cards' language
        call = catalogue_sql("en", display).as_string(None)

        # Then it names each argument once, by name
        named = re.findall(r"\b(p_\w+) =>", call)
        assert sorted(named) == sorted(arguments)
        assert f"p_display => '{display}'" in call


def test_the_call_reads_only_values_the_search_sends() -> None:
    # Given the values of a search with gates, moods and a list of foods
    query = SearchQuery(text="chicken and rice for a rainy day", language="en", max_time=30)
    params = catalogue_params(
        text=query.text,
        language="en",
        gates=gate_params(query, SearchUser(allergens=("peanut",))),
        vector_ids=[],
        settings=SearchSettings(),
    )

    # Then every value the call reads is among them
    used = set(_VALUE.findall(catalogue_sql("en").as_string(None)))
    assert used <= set(params)
    assert catalogue_query("es", "en").text == catalogue_query("en").text
