"""Fixtures the by-hand chat walks share: the demo cooks with their kitchens, and a chat client."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cli.demo.data import ensure_demo_kitchens
from cli.serve.demo_users import demo_user, ensure_demo_users
from tests.http_support import run_sql
from tests.integration.test_chat_harness import NOW, chat_client, make_deps

if TYPE_CHECKING:
    import uuid
    from collections.abc import AsyncIterator

    import httpx

    from shared.db import Database


@pytest.fixture(scope="module")
def demo_cooks(database_url: str, seeded: object) -> dict[str, uuid.UUID]:
    """Ana, Luis, Maya and Sofía by name, with their saved recipes and cooking sessions, and
    the day's chat budget unspent.

    Every walk talks to the same four cooks on the same fixed day: the requests of the walks
    before would otherwise add up to the daily budget, and a walk would meet the budget's
    refusal instead of what it tests.
    """
    ensure_demo_users(database_url)
    ensure_demo_kitchens(database_url, now=NOW)
    cooks = {name: demo_user(name).user_id for name in ("ana", "luis", "maya", "sofia")}
    run_sql(
        database_url,
        "delete from ai_chat_usage where user_id = any(%s::uuid[])",
        ([str(user) for user in cooks.values()],),
    )
    return cooks


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    """The chat app over HTTP, on the offline provider."""
    async with chat_client(make_deps(database)) as client:
        yield client
