"""Row-level security as the real API roles, through the shared access layer.

Each test writes through the service role (as the server would) or as the owner, then acts as
another user: nothing of the owner's may be read, changed or deleted.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from psycopg.types.json import Jsonb

from shared.auth.principal import Principal
from shared.db import Conn, Database

if TYPE_CHECKING:
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

Insert = Callable[[Conn, Principal], Awaitable[uuid.UUID]]


async def _insert_user_recipe(conn: Conn, owner: Principal) -> uuid.UUID:
    row = await (
        await conn.execute(
            "insert into user_recipes (user_id, client_id, name, recipe_data)"
            " values (%s, %s, 'Tinga', %s) returning id",
            (owner.user_id, uuid.uuid4(), Jsonb({"name": "Tinga"})),
        )
    ).fetchone()
    assert row is not None
    return uuid.UUID(str(row["id"]))


async def _insert_cooking_session(conn: Conn, owner: Principal) -> uuid.UUID:
    row = await (
        await conn.execute(
            "insert into cooking_sessions (user_id, recipe_id, recipe_type, total_steps)"
            " values (%s, %s, 'database', 6) returning id",
            (owner.user_id, uuid.uuid4()),
        )
    ).fetchone()
    assert row is not None
    return uuid.UUID(str(row["id"]))


async def _insert_chat_session(conn: Conn, owner: Principal) -> uuid.UUID:
    row = await (
        await conn.execute(
            "insert into user_chat_sessions (user_id, title) values (%s, 'dinner') returning id",
            (owner.user_id,),
        )
    ).fetchone()
    assert row is not None
    return uuid.UUID(str(row["id"]))


async def _insert_chat_message(conn: Conn, owner: Principal) -> uuid.UUID:
    session_id = await _insert_chat_session(conn, owner)
    row = await (
        await conn.execute(
            "insert into user_chat_messages (session_id, user_id, role, content)"
            " values (%s, %s, 'user', 'chicken tonight?') returning id",
            (session_id, owner.user_id),
        )
    ).fetchone()
    assert row is not None
    return uuid.UUID(str(row["id"]))


async def _insert_voice_session(conn: Conn, owner: Principal) -> uuid.UUID:
    row = await (
        await conn.execute(
            "insert into ai_voice_sessions (user_id) values (%s) returning id", (owner.user_id,)
        )
    ).fetchone()
    assert row is not None
    return uuid.UUID(str(row["id"]))


async def _insert_profile(conn: Conn, owner: Principal) -> uuid.UUID:
    await conn.execute(
        "insert into user_profiles (user_id, dietary_restrictions) values (%s, '{peanut}')",
        (owner.user_id,),
    )
    return owner.user_id


# (table, key column, insert, whether users may write their own rows at all)
OWNED_TABLES: list[tuple[str, str, Insert, bool]] = [
    ("user_recipes", "id", _insert_user_recipe, True),
    ("cooking_sessions", "id", _insert_cooking_session, True),
    ("user_chat_sessions", "id", _insert_chat_session, True),
    ("user_chat_messages", "id", _insert_chat_message, True),
    ("user_profiles", "user_id", _insert_profile, True),
    # Voice rows are the server's to write: users only read their own (and may delete their
    # own ended ones, to be forgotten).
    ("ai_voice_sessions", "id", _insert_voice_session, False),
]
_USER_DELETABLE = frozenset({"ai_voice_sessions"})


async def _count(conn: Conn, table: str, key: str, row_id: uuid.UUID) -> int:
    row = await (
        await conn.execute(f"select count(*) as n from {table} where {key} = %s", (row_id,))
    ).fetchone()
    assert row is not None
    return int(row["n"])


async def _write_count(conn: Conn, statement: str, row_id: uuid.UUID) -> int | str:
    """Rows a write touched, or "denied" when the role may not write the table at all."""
    try:
        async with conn.transaction():
            return (await conn.execute(statement, (row_id,))).rowcount
    except psycopg.errors.InsufficientPrivilege:
        return "denied"


@pytest.mark.parametrize(
    ("table", "key", "insert", "user_writable"), OWNED_TABLES, ids=[t[0] for t in OWNED_TABLES]
)
async def test_another_user_cannot_read_update_or_delete_owned_rows(  # noqa: PLR0917
    database: Database,
    make_user: UserFactory,
    table: str,
    key: str,
    insert: Insert,
    user_writable: bool,
) -> None:
    # Given a row owned by user A, written by the server
    owner, intruder = make_user(), make_user()
    async with database.service() as conn:
        row_id = await insert(conn, owner)

    # When user B selects, updates and deletes it
    async with database.user(intruder) as conn:
        visible = await _count(conn, table, key, row_id)
        updated = await _write_count(
            conn,
            f"update {table} set user_id = user_id where {key} = %s",
            row_id,
        )
        deleted = await _write_count(conn, f"delete from {table} where {key} = %s", row_id)

    # Then B saw nothing and touched nothing, while A still sees the row
    expected_write = 0 if user_writable else "denied"
    expected_delete = 0 if user_writable or table in _USER_DELETABLE else "denied"
    assert (visible, updated, deleted) == (0, expected_write, expected_delete)
    async with database.user(owner) as conn:
        assert await _count(conn, table, key, row_id) == 1


async def test_voice_usage_is_readable_by_its_owner_only_and_writable_by_nobody(
    database: Database, make_user: UserFactory
) -> None:
    # Given usage recorded by the server for user A
    owner, intruder = make_user(), make_user()
    async with database.service() as conn:
        await conn.execute(
            "insert into ai_voice_usage (user_id, month, minutes_used)"
            " values (%s, date_trunc('month', now())::date, 12.5)",
            (owner.user_id,),
        )

    # When B reads it, and A tries to lower their own minutes
    async with database.user(intruder) as conn:
        seen_by_intruder = await _count(conn, "ai_voice_usage", "user_id", owner.user_id)
    async with database.user(owner) as conn:
        seen_by_owner = await _count(conn, "ai_voice_usage", "user_id", owner.user_id)
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with database.user(owner) as conn:
            await conn.execute(
                "update ai_voice_usage set minutes_used = 0 where user_id = %s", (owner.user_id,)
            )

    # Then only A sees it and nobody but the server may change it
    assert (seen_by_intruder, seen_by_owner) == (0, 1)


async def test_a_user_cannot_write_rows_in_another_users_name(
    database: Database, make_user: UserFactory
) -> None:
    # Given two users
    owner, intruder = make_user(), make_user()

    # When B inserts a recipe claiming to be A
    # Then RLS refuses it
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with database.user(intruder) as conn:
            await conn.execute(
                "insert into user_recipes (user_id, client_id, name, recipe_data)"
                " values (%s, %s, 'Spoofed', '{}')",
                (owner.user_id, uuid.uuid4()),
            )


async def test_a_user_cannot_post_into_another_users_chat_session(
    database: Database, make_user: UserFactory
) -> None:
    # Given A's chat session
    owner, intruder = make_user(), make_user()
    async with database.service() as conn:
        session_id = await _insert_chat_session(conn, owner)

    # When B writes a message into it under B's own id
    # Then the policy's session check refuses it
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with database.user(intruder) as conn:
            await conn.execute(
                "insert into user_chat_messages (session_id, user_id, role, content)"
                " values (%s, %s, 'user', 'hi')",
                (session_id, intruder.user_id),
            )


@pytest.fixture
async def scratch_recipes(database: Database) -> AsyncIterator[list[uuid.UUID]]:
    """Recipes a test commits; deleted afterwards so the shared catalogue stays the seed's."""
    created: list[uuid.UUID] = []
    yield created
    async with database.service() as conn:
        await conn.execute("delete from recipes where id = any(%s)", (created,))


async def _insert_recipe(conn: Conn, *, published: bool, created: list[uuid.UUID]) -> uuid.UUID:
    row = await (
        await conn.execute(
            "insert into recipes (name_en, name_es, difficulty, total_time_minutes, is_published)"
            " values ('Test soup', 'Sopa de prueba', 'easy', 20, %s) returning id",
            (published,),
        )
    ).fetchone()
    assert row is not None
    recipe_id = uuid.UUID(str(row["id"]))
    created.append(recipe_id)
    await conn.execute(
        "insert into recipe_steps (recipe_id, step_order, instruction_en, instruction_es)"
        " values (%s, 1, 'Boil.', 'Hierve.')",
        (recipe_id,),
    )
    return recipe_id


async def test_anon_and_users_see_published_recipes_only(
    database: Database, make_user: UserFactory, scratch_recipes: list[uuid.UUID]
) -> None:
    # Given one published and one draft recipe
    async with database.service() as conn:
        published = await _insert_recipe(conn, published=True, created=scratch_recipes)
        draft = await _insert_recipe(conn, published=False, created=scratch_recipes)
    reader = make_user()

    # When anon and an authenticated user look for both (and their steps)
    seen: dict[str, Any] = {}
    async with database.anon() as conn:
        seen["anon"] = (
            await _count(conn, "recipes", "id", published),
            await _count(conn, "recipes", "id", draft),
            await _count(conn, "recipe_steps", "recipe_id", draft),
        )
    async with database.user(reader) as conn:
        seen["user"] = (
            await _count(conn, "recipes", "id", published),
            await _count(conn, "recipes", "id", draft),
            await _count(conn, "recipe_steps", "recipe_id", draft),
        )

    # Then the draft and its steps are invisible to both
    assert seen == {"anon": (1, 0, 0), "user": (1, 0, 0)}


async def test_anon_and_users_cannot_write_the_catalogue(
    database: Database, make_user: UserFactory
) -> None:
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with database.user(make_user()) as conn:
            await conn.execute(
                "insert into recipes (name_en, name_es, difficulty, total_time_minutes)"
                " values ('x', 'x', 'easy', 5)"
            )
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with database.anon() as conn:
            await conn.execute("delete from ingredients")


@pytest.mark.parametrize("role", ["anon", "authenticated"])
async def test_only_the_service_role_touches_recipe_embeddings(
    database: Database, make_user: UserFactory, scratch_recipes: list[uuid.UUID], role: str
) -> None:
    # Given an embedding written by the service role
    async with database.service() as conn:
        recipe_id = await _insert_recipe(conn, published=True, created=scratch_recipes)
        await conn.execute(
            "insert into recipe_embeddings (recipe_id, embedding, content_hash)"
            " values (%s, array_fill(0.01, array[3072])::halfvec, repeat('a', 64))",
            (recipe_id,),
        )
        assert await _count(conn, "recipe_embeddings", "recipe_id", recipe_id) == 1

    # When anon or a user reads it
    # Then Postgres refuses outright
    scope = database.anon() if role == "anon" else database.user(make_user())
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with scope as conn:
            await conn.execute("select count(*) from recipe_embeddings")


async def test_claims_do_not_leak_between_transactions_on_a_pooled_connection(
    database: Database, make_user: UserFactory
) -> None:
    # Given a transaction as user A on a pooled connection
    user = make_user()
    async with database.user(user) as conn:
        row = await (await conn.execute("select auth.uid() as uid, current_user as r")).fetchone()
    assert row == {"uid": user.user_id, "r": "authenticated"}

    # When the connections are reused with no scope set
    async with database.pool.connection() as raw:
        after = await (
            await raw.execute(
                "select current_user as r,"
                " coalesce(current_setting('request.jwt.claims', true), '') as claims"
            )
        ).fetchone()

    # Then neither the role nor the claims survived the transaction
    assert after is not None
    assert after["r"] != "authenticated"
    assert after["claims"] == ""
