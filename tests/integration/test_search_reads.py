"""The reads a search makes: how many, and which of them wait together.

Each read is one round trip (`shared.db`); on a busy machine or through the pooler each one
costs milliseconds, so a search reads what it needs and no more, and the reads that depend
only on the candidates go at once.
"""

from __future__ import annotations

import asyncio
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
    """The search tests' database, counting the reads made through it and how many at most
    were in flight together."""

    reads = 0
    in_flight = 0
    most_in_flight = 0

    async def _counted(
        self, read: Read, query: Query | CompiledQuery, params: Mapping[str, object]
    ) -> list[DictRow]:
        self.reads += 1
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            # Hands the loop over once, so reads started together are all in flight here.
            await asyncio.sleep(0)
            return await read(query, params)
        finally:
            self.in_flight -= 1

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
        self.reads = self.in_flight = self.most_in_flight = 0


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


async def test_the_reads_after_the_catalogue_go_at_once(counted: _CountedReads) -> None:
    # Given a searcher that counts its reads, the query's embedding in its memory
    searcher = make_searcher(counted)
    await run(searcher, "chicken tacos")

    # When searching words that name no dish of their own, whose candidates the vector side
    # partly missed (the name check and the missed candidates' cosine both read)
    counted.start_counting()
    await run(searcher, "chicken tacos")

    # Then the vector side and the catalogue are read one after the other, and what depends
    # on the candidates together
    assert counted.reads >= 4
    assert counted.most_in_flight >= 2
