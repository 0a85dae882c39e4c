"""The dish-name reading's call and `public.read_dish_fields` (migration 0052) agree.

The reading runs inside the function so the server plans it once per connection; the call
must name every argument once, each with a value `fetch_field_hits` sends.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from cli.paths import MIGRATIONS_DIR
from shared.db.compiled import CompiledQuery
from shared.search.dish_fields import fetch_field_hits

if TYPE_CHECKING:
    from collections.abc import Mapping

    from psycopg.abc import QueryNoTemplate as Query
    from psycopg.rows import DictRow

_MIGRATION: Final = MIGRATIONS_DIR / "0052_cached_dish_name_reading.sql"


def _signature() -> list[str]:
    text = _MIGRATION.read_text(encoding="utf-8")
    start = text.index("create or replace function public.read_dish_fields(")
    head = text[start : text.index("returns table", start)]
    return re.findall(r"\b(p_\w+) ", head)


class _Recorded:
    """A read that keeps what it was sent and returns no rows."""

    def __init__(self) -> None:
        self.sent: list[tuple[Query | CompiledQuery, Mapping[str, object]]] = []

    async def __call__(
        self, query: Query | CompiledQuery, params: Mapping[str, object]
    ) -> list[DictRow]:
        self.sent.append((query, params))
        return []


async def test_the_call_names_every_argument_once_with_a_value_sent() -> None:
    # Given the function's arguments
    arguments = _signature()
    assert len(arguments) == len(set(arguments)) > 10

    # When a dish name is read
    read = _Recorded()
    await fetch_field_hits(read, language="es", words=["pastel", "chocolate"], kind_of="pastel")

    # Then one call names each argument once, by name, and a value is sent for each
    [(query, params)] = read.sent
    assert isinstance(query, CompiledQuery)
    named = re.findall(r"\b(p_\w+) =>", query.text.decode())
    assert sorted(named) == sorted(arguments)
    assert {f"p_{name}" for name in params} == set(arguments)
