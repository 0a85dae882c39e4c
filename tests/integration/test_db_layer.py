"""shared.db against the real server: scopes, timeouts, pooler-safe settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

import psycopg
import pytest
from psycopg import sql

from shared.db import DatabaseSettings, create_database
from shared.db.compiled import CompiledQuery
from shared.errors import DatabaseError

if TYPE_CHECKING:
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration


async def test_user_scope_runs_as_authenticated_with_the_callers_claims(
    database: Database, make_user: UserFactory
) -> None:
    user = make_user(admin=True)

    async with database.user(user) as conn:
        row = await (
            await conn.execute(
                "select current_user as role, auth.uid() as uid, auth.role() as claim_role,"
                " auth.jwt() -> 'app_metadata' ->> 'role' as app_role"
            )
        ).fetchone()

    assert row == {
        "role": "authenticated",
        "uid": user.user_id,
        "claim_role": "authenticated",
        "app_role": "admin",
    }


async def test_service_and_anon_scopes(database: Database) -> None:
    async with database.service() as conn:
        service = await (
            await conn.execute("select current_user as role, auth.role() as claim")
        ).fetchone()
    async with database.anon() as conn:
        anon = await (
            await conn.execute("select current_user as role, auth.uid() as uid")
        ).fetchone()

    assert service == {"role": "service_role", "claim": "service_role"}
    assert anon == {"role": "anon", "uid": None}


async def test_service_settings_hold_for_their_transaction_only(database: Database) -> None:
    # Given a service transaction opened with settings of its own (as the vector search does)
    async with database.service(settings={"enable_sort": "off", "hnsw.ef_search": "77"}) as conn:
        # When they are read inside it, with the usual scope
        inside = await (
            await conn.execute(
                "select current_setting('enable_sort') as sort,"
                " current_setting('hnsw.ef_search', true) as ef, current_user as role"
            )
        ).fetchone()
        backend = conn.info.backend_pid
    # Then they hold there, and the next transaction on the same connection has the defaults
    async with database.service() as conn:
        after = await (
            await conn.execute(
                "select current_setting('enable_sort') as sort, pg_backend_pid() as pid"
            )
        ).fetchone()

    assert inside == {"sort": "off", "ef": "77", "role": "service_role"}
    assert after is not None
    assert after["sort"] == "on" or after["pid"] != backend


async def test_a_failed_block_rolls_back(database: Database, make_user: UserFactory) -> None:
    user = make_user()

    with pytest.raises(RuntimeError):
        async with database.user(user) as conn:
            await conn.execute(
                "insert into user_chat_sessions (user_id, title) values (%s, 'lost')",
                (user.user_id,),
            )
            raise RuntimeError

    async with database.user(user) as conn:
        row = await (await conn.execute("select count(*) as n from user_chat_sessions")).fetchone()
    assert row == {"n": 0}


async def test_a_completed_block_commits_and_a_failed_savepoint_rolls_back_alone(
    database: Database, make_user: UserFactory
) -> None:
    # Given a block that writes, then fails inside a savepoint it recovers from
    user = make_user()
    async with database.user(user) as conn:
        await conn.execute(
            "insert into user_chat_sessions (user_id, title) values (%s, 'kept')", (user.user_id,)
        )
        with pytest.raises(psycopg.errors.CheckViolation):
            async with conn.transaction():
                await conn.execute(
                    "insert into user_chat_sessions (user_id, title) values (%s, repeat('x', 201))",
                    (user.user_id,),
                )
        # The scope survives the savepoint: still the caller, still in the transaction.
        row = await (await conn.execute("select auth.uid() as uid")).fetchone()
        assert row == {"uid": user.user_id}

    # Then the outer write was committed and the failed one was not
    async with database.user(user) as conn:
        titles = await (await conn.execute("select title from user_chat_sessions")).fetchall()
    assert titles == [{"title": "kept"}]


async def test_the_scope_ends_with_its_transaction(
    database_url: str, make_user: UserFactory
) -> None:
    # Given a pool of one connection that ran a user scope
    single = await create_database(DatabaseSettings(DATABASE_URL=database_url, DB_POOL_MAX_SIZE=1))
    try:
        async with single.user(make_user()):
            pass

        # When that connection is used again outside any scope
        async with single.pool.connection() as conn:
            row = await (
                await conn.execute(
                    "select current_user as role,"
                    " current_setting('request.jwt.claims', true) as claims"
                )
            ).fetchone()
    finally:
        await single.close()

    # Then none of the scope is left on it
    assert row is not None
    assert row["role"] != "authenticated"
    assert not row["claims"]


async def test_statement_timeout_applies_per_transaction(database_url: str) -> None:
    # Given a database configured with a short statement timeout
    db = await create_database(
        DatabaseSettings(DATABASE_URL=database_url, DB_STATEMENT_TIMEOUT_MS=200)
    )
    try:
        # When a query runs longer
        # Then Postgres cancels it
        with pytest.raises(psycopg.errors.QueryCanceled):
            async with db.service() as conn:
                await conn.execute("select pg_sleep(2)")
    finally:
        await db.close()


async def test_the_pool_never_prepares_statements(database: Database) -> None:
    # Transaction poolers route each transaction to any backend, so a prepared statement
    # would be missing on the next one: the same query repeated must never be prepared.
    for _ in range(8):
        async with database.service() as conn:
            await conn.execute("select count(*) from recipes where is_published = %s", (True,))
            row = await (
                await conn.execute("select count(*) as n from pg_prepared_statements")
            ).fetchone()
            assert row == {"n": 0}


async def test_an_unreachable_database_fails_at_creation_with_a_typed_error() -> None:
    settings = DatabaseSettings(
        DATABASE_URL="postgresql://nobody@/nowhere?host=/nonexistent-socket-dir",
        DB_CONNECT_TIMEOUT_S=1,
        DB_POOL_TIMEOUT_S=1,
    )
    with pytest.raises(DatabaseError) as caught:
        await create_database(settings)

    assert caught.value.status == 500
    assert "nonexistent" not in caught.value.message


async def test_a_pipelined_scope_reads_as_its_role_with_its_settings(
    database: Database, make_user: UserFactory
) -> None:
    # Given pipelined transactions (BEGIN and the scope travel with the first query)
    user = make_user()
    async with database.user(user, pipelined=True) as conn:
        caller = await (
            await conn.execute("select current_user as role, auth.uid() as uid")
        ).fetchone()
    async with database.service(settings={"hnsw.ef_search": "77"}, pipelined=True) as conn:
        service = await (
            await conn.execute(
                "select current_user as role, current_setting('hnsw.ef_search', true) as ef"
            )
        ).fetchone()
    async with database.anon(pipelined=True) as conn:
        anon = await (await conn.execute("select current_user as role")).fetchone()

    # Then each read ran inside its scope
    assert caller == {"role": "authenticated", "uid": user.user_id}
    assert service == {"role": "service_role", "ef": "77"}
    assert anon == {"role": "anon"}


async def test_a_pipelined_block_commits_its_writes(
    database: Database, make_user: UserFactory
) -> None:
    user = make_user()

    async with database.user(user, pipelined=True) as conn:
        await conn.execute(
            "insert into user_chat_sessions (user_id, title) values (%s, 'kept')", (user.user_id,)
        )

    async with database.user(user) as conn:
        titles = await (await conn.execute("select title from user_chat_sessions")).fetchall()
    assert titles == [{"title": "kept"}]


async def test_a_failed_pipelined_block_rolls_back_and_leaves_the_connection_clean(
    database_url: str, make_user: UserFactory
) -> None:
    # Given a pool of one connection, and a pipelined block that writes, then fails in SQL
    single = await create_database(DatabaseSettings(DATABASE_URL=database_url, DB_POOL_MAX_SIZE=1))
    user = make_user()
    try:
        with pytest.raises(psycopg.errors.DivisionByZero):
            async with single.user(user, pipelined=True) as conn:
                await conn.execute(
                    "insert into user_chat_sessions (user_id, title) values (%s, 'lost')",
                    (user.user_id,),
                )
                await (await conn.execute("select 1 / 0 as n")).fetchone()

        # When the same connection is used again, outside any scope and in a new one
        async with single.pool.connection() as conn:
            bare = await (
                await conn.execute(
                    "select current_user as role,"
                    " current_setting('request.jwt.claims', true) as claims"
                )
            ).fetchone()
        async with single.user(user, pipelined=True) as conn:
            count = await (
                await conn.execute("select count(*) as n from user_chat_sessions")
            ).fetchone()
    finally:
        await single.close()

    # Then the write was rolled back and none of the failed scope is left
    assert bare is not None
    assert bare["role"] != "authenticated"
    assert not bare["claims"]
    assert count == {"n": 0}


async def test_a_pipelined_block_left_by_an_exception_rolls_back_its_queued_writes(
    database: Database, make_user: UserFactory
) -> None:
    # Given a pipelined block whose write is still queued when the block raises
    user = make_user()
    with pytest.raises(RuntimeError):
        async with database.user(user, pipelined=True) as conn:
            await conn.execute(
                "insert into user_chat_sessions (user_id, title) values (%s, 'lost')",
                (user.user_id,),
            )
            raise RuntimeError

    # Then nothing of it was committed
    async with database.user(user) as conn:
        row = await (await conn.execute("select count(*) as n from user_chat_sessions")).fetchone()
    assert row == {"n": 0}


async def test_a_single_read_runs_in_its_own_scope(
    database: Database, make_user: UserFactory
) -> None:
    # Given one-statement reads (BEGIN, scope, query and COMMIT in one round trip)
    user = make_user()
    caller = await database.read_as_user(user, "select current_user as role, auth.uid() as uid", {})
    service = await database.read_as_service(
        "select current_user as role, current_setting('hnsw.ef_search', true) as ef,"
        " %(echo)s::int as echo",
        {"echo": 7},
        settings={"hnsw.ef_search": "77"},
    )

    # Then each ran as its role, with its settings and values, and nothing is left open
    assert caller == [{"role": "authenticated", "uid": user.user_id}]
    assert service == [{"role": "service_role", "ef": "77", "echo": 7}]


async def test_reads_as_the_caller_or_anon_each_run_in_their_own_scope(
    database: Database, make_user: UserFactory
) -> None:
    # Given reads as a caller and as a visitor, one of a query compiled once
    user = make_user()
    as_caller = database.reads_as(user)
    as_visitor = database.reads_as(None)
    compiled = CompiledQuery(
        sql.SQL("select current_user as role, auth.uid() as uid, %(echo)s::int as echo")
    )

    # When each reads
    caller = await as_caller(compiled, {"echo": 3})
    visitor = await as_visitor("select current_user as role, auth.uid() as uid", {})
    again = await as_caller("select auth.uid() as uid", {})

    # Then each ran as its role and claims, the compiled query with its value, and a read
    # after another keeps its own scope
    assert caller == [{"role": "authenticated", "uid": user.user_id, "echo": 3}]
    assert visitor == [{"role": "anon", "uid": None}]
    assert again == [{"uid": user.user_id}]


async def test_a_failed_single_read_raises_and_leaves_the_connection_clean(
    database_url: str, make_user: UserFactory
) -> None:
    # Given a pool of one connection and a read that fails in SQL
    single = await create_database(DatabaseSettings(DATABASE_URL=database_url, DB_POOL_MAX_SIZE=1))
    user = make_user()
    try:
        with pytest.raises(psycopg.errors.DivisionByZero):
            await single.read_as_user(user, "select 1 / 0 as n", {})

        # When the same connection is used again outside any scope
        async with single.pool.connection() as conn:
            bare = await (
                await conn.execute(
                    "select current_user as role,"
                    " current_setting('request.jwt.claims', true) as claims"
                )
            ).fetchone()
        again = await single.read_as_user(user, "select auth.uid() as uid", {})
    finally:
        await single.close()

    # Then none of the failed scope is left, and the next read works
    assert bare is not None
    assert bare["role"] != "authenticated"
    assert not bare["claims"]
    assert again == [{"uid": user.user_id}]


async def test_a_single_read_that_writes_commits_and_leaves_no_scope(
    database_url: str, make_user: UserFactory
) -> None:
    # Given a pool of one connection and a one-statement write as the caller (the way a chat
    # turn stores a message: no BEGIN or COMMIT of its own, the pipeline's sync ends it)
    single = await create_database(DatabaseSettings(DATABASE_URL=database_url, DB_POOL_MAX_SIZE=1))
    user = make_user()
    try:
        stored = await single.read_as_user(
            user,
            "with made as (insert into user_chat_sessions (user_id, title)"
            " values (auth.uid(), 'kept') returning title) select title from made",
            {},
        )

        # When the same connection is used again, outside any scope, then as the caller
        async with single.pool.connection() as conn:
            status = conn.info.transaction_status
            bare = await (
                await conn.execute(
                    "select current_user as role,"
                    " current_setting('request.jwt.claims', true) as claims"
                )
            ).fetchone()
        titles = await single.read_as_user(user, "select title from user_chat_sessions", {})
    finally:
        await single.close()

    # Then the write was committed as the caller, and neither a transaction nor the scope
    # was left on the connection
    assert stored == [{"title": "kept"}]
    assert status == psycopg.pq.TransactionStatus.IDLE
    assert bare is not None
    assert bare["role"] != "authenticated"
    assert not bare["claims"]
    assert titles == [{"title": "kept"}]
