"""`CompiledQuery`: named placeholders rewritten once into the server's positional form."""

from __future__ import annotations

import pytest
from psycopg import sql

from shared.db.compiled import CompiledQuery


def test_each_name_gets_one_position_in_order_of_first_use() -> None:
    # Given a query naming `b` first, then `a`, then `b` again
    query = sql.SQL("select %(b)s::int, %(a)s::text, %(b)s::int")

    # When it is compiled
    compiled = CompiledQuery(query)

    # Then `b` is $1 wherever it appears and `a` is $2
    assert compiled.text == b"select $1::int, $2::text, $1::int"


def test_a_doubled_percent_sign_is_a_literal_one() -> None:
    compiled = CompiledQuery(sql.SQL("select name %%>> %(word)s, 5 %% 3"))

    assert compiled.text == b"select name %>> $1, 5 % 3"


def test_identifiers_are_quoted_into_the_text() -> None:
    query = sql.SQL("select {column} from t where id = %(id)s").format(
        column=sql.Identifier("name_es")
    )

    assert CompiledQuery(query).text == b'select "name_es" from t where id = $1'


@pytest.mark.parametrize("placeholder", ["%s", "%(word)b", "%(word)t", "%d"])
def test_other_placeholders_are_refused(placeholder: str) -> None:
    with pytest.raises(ValueError, match="unsupported placeholder"):
        CompiledQuery(sql.SQL(f"select {placeholder}"))
