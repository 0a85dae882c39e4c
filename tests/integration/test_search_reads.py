"""The reads a search makes.

Each read is one round trip (`shared.db`); on a busy machine or through the pooler each one
costs milliseconds, so a search reads what it needs and no more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.db import Database
from tests.integration.test_search_support import make_searcher, run

if TYPE_CHECKING:
    from collections.abc import Mapping

    from psycopg.abc import QueryNoTemplate as Query
    from psycopg.rows import DictRow

    from shared.auth.principal import Principal
    from shared.db import Read
    from shared.db.compiled import CompiledQuery

pytestmark = pytest.mark.integration


class _CountedReads(Database):
    """The search tests' database, counting the reads made through it."""

    reads = 0

    async def _counted(
        self, read: Read, query: Query | CompiledQuery, params: Mapping[str, object]
    ) -> list[DictRow]:
        self.reads += 1
        return await read(query, params)

    def reads_as(self, principal: Principal | None) -> Read:
        read = super().reads_as(principal)

        async def counted(
            query: Query | CompiledQuery, params: Mapping[str, object]
        ) -> list[DictRow]:
            return await self._counted(read, query, params)

        return counted

    async def read_as_service(
        self,
        query: Query | CompiledQuery,
        params: Mapping[str, object],
        *,
        settings: Mapping[str, str] | None = None,
    ) -> list[DictRow]:
        async def read(query: Query | CompiledQuery, params: Mapping[str, object]) -> list[DictRow]:
            return await super(_CountedReads, self).read_as_service(
                query, params, settings=settings
            )

        return await self._counted(read, query, params)

    def start_counting(self) -> None:
        self.reads = 0


@pytest.fixture
def counted(search_db: Database) -> _CountedReads:
    """The search tests' catalogue, over the same pool, counting reads."""
    return _CountedReads(search_db.pool, statement_timeout_ms=8000)


async def test_a_misspelt_dish_reads_only_its_candidates_before_it_is_searched_as_spelt(
    counted: _CountedReads,
) -> None:
    # Given a searcher that counts its reads, with both spellings' embeddings in its memory
    searcher = make_searcher(counted)
    for text in ("chicken tikka masala", "chiken tikka masalla"):
        await run(searcher, text)

    # When searching the dish spelt right, then misspelt
    counted.start_counting()
    await run(searcher, "chicken tikka masala")
    spelt = counted.reads
    counted.start_counting()
    await run(searcher, "chiken tikka masalla")

    # Then the misspelt words are read from the vector side and the catalogue alone (two
    # reads), and the rest is the search of the words they misspell
    assert counted.reads == spelt + 2
