"""The app's RPCs as the real `authenticated` role: save-on-start and cooking progress."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import psycopg
import pytest
from psycopg.types.json import Jsonb

if TYPE_CHECKING:
    from shared.db import Conn, Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

_RECIPE = {"name": "Chicken tinga", "ingredients": [{"name": "chicken"}], "steps": []}


async def _save(conn: Conn, client_id: uuid.UUID, name: str = "Chicken tinga") -> uuid.UUID:
    row = await (
        await conn.execute(
            "select save_custom_recipe(%s, %s, %s, 'ai_generated', 'en', %s) as id",
            (client_id, name, Jsonb(_RECIPE), ["chicken breast"]),
        )
    ).fetchone()
    assert row is not None
    return uuid.UUID(str(row["id"]))


async def test_save_on_start_is_idempotent_per_client_id(
    database: Database, make_user: UserFactory
) -> None:
    # Given a user and one client id
    user = make_user()
    client_id = uuid.uuid4()

    # When the app saves the same recipe twice (a retried "start cooking")
    async with database.user(user) as conn:
        first = await _save(conn, client_id)
    async with database.user(user) as conn:
        second = await _save(conn, client_id, name="Renamed on retry")
        rows = await (
            await conn.execute("select name from user_recipes where user_id = %s", (user.user_id,))
        ).fetchall()

    # Then there is one row, the first one
    assert first == second
    assert rows == [{"name": "Chicken tinga"}]


async def test_the_same_client_id_from_two_users_makes_two_rows(
    database: Database, make_user: UserFactory
) -> None:
    client_id = uuid.uuid4()
    a, b = make_user(), make_user()

    async with database.user(a) as conn:
        saved_a = await _save(conn, client_id)
    async with database.user(b) as conn:
        saved_b = await _save(conn, client_id)

    assert saved_a != saved_b


async def test_save_without_a_user_is_refused(database: Database) -> None:
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with database.anon() as conn:
            await _save(conn, uuid.uuid4())


async def test_a_second_active_cooking_session_for_the_same_recipe_is_refused(
    database: Database, make_user: UserFactory
) -> None:
    # Given an active cooking session
    user = make_user()
    recipe_id = uuid.uuid4()
    insert = (
        "insert into cooking_sessions (user_id, recipe_id, recipe_type, total_steps)"
        " values (%s, %s, 'database', 5)"
    )
    async with database.user(user) as conn:
        await conn.execute(insert, (user.user_id, recipe_id))

    # When the app inserts a second active one for the same recipe
    # Then the one-active-session index refuses it
    with pytest.raises(psycopg.errors.UniqueViolation):
        async with database.user(user) as conn:
            await conn.execute(insert, (user.user_id, recipe_id))


async def test_progress_upsert_moves_the_active_session_and_completion_frees_the_slot(
    database: Database, make_user: UserFactory
) -> None:
    # Given a user cooking a recipe of 6 steps
    user = make_user()
    recipe_id = uuid.uuid4()
    call = "select * from upsert_cooking_progress(%s, 'custom', %s, 6, 'Tinga', %s)"

    # When progress is reported for steps 1 and 3, then the last step completes
    async with database.user(user) as conn:
        first = await (await conn.execute(call, (recipe_id, 1, False))).fetchone()
        moved = await (await conn.execute(call, (recipe_id, 3, False))).fetchone()
        done = await (await conn.execute(call, (recipe_id, 6, True))).fetchone()
        restarted = await (await conn.execute(call, (recipe_id, 1, False))).fetchone()

    # Then one session advanced to step 3 and was completed, and a new one may start afterwards
    assert first is not None
    assert moved is not None
    assert done is not None
    assert restarted is not None
    assert moved["id"] == first["id"]
    assert moved["current_step"] == 3
    assert (done["id"], done["status"]) == (first["id"], "completed")
    assert restarted["id"] != first["id"]
    assert restarted["status"] == "active"


@pytest.mark.parametrize(("step", "total"), [(0, 6), (7, 6), (1, 0)])
async def test_progress_outside_the_recipe_is_refused(
    database: Database, make_user: UserFactory, step: int, total: int
) -> None:
    with pytest.raises(psycopg.errors.CheckViolation):
        async with database.user(make_user()) as conn:
            await conn.execute(
                "select upsert_cooking_progress(%s, 'database', %s, %s)",
                (uuid.uuid4(), step, total),
            )


async def test_stale_sessions_are_abandoned_for_the_caller_only(
    database: Database, make_user: UserFactory
) -> None:
    # Given two users with sessions idle for two days
    a, b = make_user(), make_user()
    async with database.service() as conn:
        for user in (a, b):
            await conn.execute(
                "insert into cooking_sessions"
                " (user_id, recipe_id, recipe_type, total_steps, last_active_at)"
                " values (%s, %s, 'database', 4, now() - interval '2 days')",
                (user.user_id, uuid.uuid4()),
            )

    # When A marks stale sessions
    async with database.user(a) as conn:
        row = await (await conn.execute("select mark_stale_cooking_sessions() as n")).fetchone()

    # Then only A's session was abandoned
    assert row == {"n": 1}
    async with database.service() as conn:
        states = await (
            await conn.execute(
                "select user_id, status from cooking_sessions where user_id = any(%s)",
                ([a.user_id, b.user_id],),
            )
        ).fetchall()
    assert {(r["user_id"], r["status"]) for r in states} == {
        (a.user_id, "abandoned"),
        (b.user_id, "active"),
    }
