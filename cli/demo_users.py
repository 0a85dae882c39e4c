"""Demo users for the local API, so the product can be tried without an account."""

from __future__ import annotations

import unicodedata
import uuid
from dataclasses import dataclass
from typing import Final

import psycopg
from psycopg.types.json import Jsonb

__all__ = ["DEMO_USERS", "DemoUser", "demo_user", "ensure_demo_users"]


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
    # (`cli.demo_data`): cooks of their own, so Ana's and Luis's answers are not crowded by a
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


def ensure_demo_users(database_url: str) -> None:
    """Create the demo accounts and profiles if missing (local databases only)."""
    with psycopg.connect(database_url, autocommit=True) as conn, conn.transaction():
        for user in DEMO_USERS:
            app_metadata: dict[str, object] = {"provider": "email"}
            if user.admin:
                app_metadata["role"] = "admin"
            conn.execute(
                "insert into auth.users (id, email, raw_app_meta_data) values (%s, %s, %s)"
                " on conflict (id) do nothing",
                (user.user_id, user.email, Jsonb(app_metadata)),
            )
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
