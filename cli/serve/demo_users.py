"""Demo users for the local API, so the product can be tried without an account."""

from __future__ import annotations

import unicodedata
import uuid
from dataclasses import dataclass
from typing import Final

import psycopg
from psycopg.types.json import Jsonb

__all__ = [
    "DEMO_USERS",
    "DemoUser",
    "demo_user",
    "ensure_demo_users",
    "ensure_local_user",
    "user_exists",
]


@dataclass(frozen=True, kw_only=True)
class DemoUser:
    """A local account with a cooking profile."""

    user_id: uuid.UUID
    email: str
    label: str
    admin: bool = False
    language: str = "en"
    allergies: tuple[str, ...] = ()
    diet_types: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()


DEMO_USERS: Final = (
    DemoUser(
        user_id=uuid.UUID("00000000-0000-4000-8000-000000000001"),
        email="ana@demo.irmixy.local",
        label="Ana (peanut allergy, English)",
        allergies=("peanut",),
    ),
    DemoUser(
        user_id=uuid.UUID("00000000-0000-4000-8000-000000000002"),
        email="luis@demo.irmixy.local",
        label="Luis (vegetarian, Thermomix, Spanish)",
        language="es",
        diet_types=("vegetarian",),
        equipment=("Thermomix TM6",),
    ),
    # Maya and Sofía have recipes saved last week and a risotto left half cooked
    # (`cli.demo.data`): cooks of their own, so Ana's and Luis's answers are not crowded by a
    # resume action in every turn. Sofía is the Spanish peanut-allergic user as well.
    DemoUser(
        user_id=uuid.UUID("00000000-0000-4000-8000-000000000003"),
        email="maya@demo.irmixy.local",
        label="Maya (saved recipes last week, a risotto half cooked, English)",
    ),
    DemoUser(
        user_id=uuid.UUID("00000000-0000-4000-8000-000000000004"),
        email="sofia@demo.irmixy.local",
        label="Sofía (peanut allergy, saved recipes last week, a risotto half cooked, Spanish)",
        language="es",
        allergies=("peanut",),
    ),
    DemoUser(
        user_id=uuid.UUID("00000000-0000-4000-8000-0000000000ad"),
        email="admin@demo.irmixy.local",
        label="Admin (may run the embedding backfill)",
        admin=True,
    ),
)


def demo_user(name: str) -> DemoUser:
    """The demo user whose label starts with `name`, case and accents aside ("sofia", "Maya").

    Raises:
        KeyError: no demo user is called so.
    """
    wanted = _folded(name)
    for user in DEMO_USERS:
        if wanted and _folded(user.label).startswith(wanted):
            return user
    raise KeyError(name)


def _folded(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).strip()


def _insert_account(
    conn: psycopg.Connection[tuple[object, ...]], user_id: uuid.UUID, email: str, *, admin: bool
) -> bool:
    app_metadata: dict[str, object] = {"provider": "email"}
    if admin:
        app_metadata["role"] = "admin"
    cursor = conn.execute(
        "insert into auth.users (id, email, raw_app_meta_data) values (%s, %s, %s)"
        " on conflict (id) do nothing",
        (user_id, email, Jsonb(app_metadata)),
    )
    return cursor.rowcount == 1


def ensure_local_user(database_url: str, user_id: uuid.UUID, *, admin: bool = False) -> bool:
    """Create an `auth.users` row for `user_id` if missing (local databases only).

    A token for an id the database does not know is refused (401 `user_not_found`), so a
    locally minted token gets its account. No profile: the user is new, as after sign-up.

    Returns:
        True when the account was created, False when it already existed.

    Raises:
        psycopg.errors.UndefinedTable: the database is not migrated (no `auth.users`).
    """
    with psycopg.connect(database_url, autocommit=True) as conn, conn.transaction():
        return _insert_account(conn, user_id, f"{user_id}@local.irmixy", admin=admin)


def user_exists(database_url: str, user_id: uuid.UUID) -> bool:
    """Whether `auth.users` holds `user_id` (a project's users are Supabase Auth's to create)."""
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        row = conn.execute("select exists(select 1 from auth.users where id = %s)", (user_id,))
        found = row.fetchone()
    return bool(found and found[0])


def ensure_demo_users(database_url: str) -> None:
    """Create the demo accounts and profiles if missing (local databases only)."""
    with psycopg.connect(database_url, autocommit=True) as conn, conn.transaction():
        for user in DEMO_USERS:
            _insert_account(conn, user.user_id, user.email, admin=user.admin)
            conn.execute(
                "insert into public.user_profiles (user_id, language, dietary_restrictions,"
                " diet_types, kitchen_equipment) values (%s, %s, %s, %s, %s)"
                " on conflict (user_id) do nothing",
                (
                    user.user_id,
                    user.language,
                    list(user.allergies),
                    list(user.diet_types),
                    list(user.equipment),
                ),
            )
