"""The words a search reads: the cook's sentence when the model's query is a piece of it."""

from __future__ import annotations

import pytest

from shared.tools.cook_words import search_words


@pytest.mark.parametrize(
    ("query", "message", "expected"),
    [
        # a model's shortening keeps the cook's framing
        ("posada de la oficina", "algo para la posada de la oficina",
         "algo para la posada de la oficina"),
        ("Office Posada", "Something for the office posada?", "Something for the office posada?"),
        ("posada oficina", "algo para la posada de la oficina", "posada oficina"),  # not a run
        # a rephrased or translated query is the model's
        ("office party food", "algo para la posada de la oficina", "office party food"),
        # one word names what to find; the whole message is no shortening
        ("vegetarian", "the second one but vegetarian", "vegetarian"),
        ("sopa de pollo", "sopa de pollo", "sopa de pollo"),
        # no message (voice), or one longer than a query may be
        ("posada de la oficina", None, "posada de la oficina"),
        ("posada de la oficina", "x " * 100 + "posada de la oficina", "posada de la oficina"),
    ],
)  # fmt: skip
def test_the_search_reads_the_cooks_words_only_when_the_query_is_a_piece_of_them(
    query: str, message: str | None, expected: str
) -> None:
    assert search_words(query, message) == expected
