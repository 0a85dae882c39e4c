"""The vector side's statements as the server receives them, with the query vector's value.

The nearest-recipe statements are compiled once (`shared.db.compiled`): the text sent must be
the one psycopg itself makes of them on every execution. The query vector goes as binary half
floats; one the embedder already holds in half floats is sent as it is, with the same bytes a
list of its values would give.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest
from pgvector import HalfVector
from psycopg._queries import PostgresQuery
from psycopg.adapt import Transformer

from shared.search.vector import (
    _EXACT_QUERY,
    _NEAREST_QUERY,
    EXACT_SQL,
    NEAREST_SQL,
    nearest_params,
    vector_param,
)

if TYPE_CHECKING:
    from psycopg import sql

    from shared.db.compiled import CompiledQuery


@pytest.mark.parametrize(
    ("statement", "compiled"),
    [(NEAREST_SQL, _NEAREST_QUERY), (EXACT_SQL, _EXACT_QUERY)],
    ids=["nearest", "exact"],
)
def test_the_compiled_statements_are_the_text_psycopg_sends(
    statement: sql.Composed, compiled: CompiledQuery
) -> None:
    # Given psycopg's own rewrite of the statement's named placeholders
    names = compiled._names
    rewritten = PostgresQuery(Transformer())
    rewritten.convert(statement, dict.fromkeys(names))

    # Then the compiled text is byte for byte the same, each name in its place
    assert compiled.text == rewritten.query
    assert {"query", "model", "limit"} <= set(names)


def test_a_vector_held_in_half_floats_is_sent_as_it_is() -> None:
    # Given a query vector the embedder holds in half floats
    values = [random.uniform(-1, 1) for _ in range(3072)]
    held = HalfVector(values)

    # When it is made a statement's value
    sent = vector_param(held)

    # Then it is the held vector itself, with the bytes its values would have given
    assert sent is held
    assert sent.to_binary() == HalfVector(held.to_list()).to_binary()


def test_a_list_of_floats_is_packed_into_half_floats() -> None:
    values = [0.5, -0.25, 0.125]

    sent = vector_param(values)

    assert isinstance(sent, HalfVector)
    assert sent.to_list() == values
    params = nearest_params(values, model="m", gates={}, limit=5, exact_max=10)
    query = params["query"]
    assert isinstance(query, HalfVector)
    assert query.to_binary() == sent.to_binary()
