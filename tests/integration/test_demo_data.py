"""The demo cooks' kitchens: written through the app's RPCs, dated last week, idempotent."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

import pytest

from cli.demo.data import COOKBOOKS, prepare_cookbook
from cli.serve.demo_users import ensure_demo_users
from shared.tools.timeframe import parse_timeframe
from tests.integration.test_chat_harness import sql

if TYPE_CHECKING:
    from cli.demo.data import DemoCookbook
    from shared.db import Database

pytestmark = pytest.mark.integration

# A Sunday: the last day of a week, where "last week" and "the past 7 days" differ most.
SUNDAY = datetime(2026, 11, 22, 9, 30, tzinfo=UTC)


@pytest.fixture
def demo_accounts(database_url: str) -> str:
    ensure_demo_users(database_url)
    return database_url


@pytest.mark.parametrize("book", COOKBOOKS, ids=lambda b: b.cook.language)
async def test_preparing_twice_keeps_one_row_per_recipe_and_one_open_session(
    database: Database, demo_accounts: str, book: DemoCookbook
) -> None:
    # Given a cook whose session was finished since the last preparation
    first = await prepare_cookbook(database, book, now=SUNDAY)
    sql(
        demo_accounts,
        "update cooking_sessions set status = 'completed', completed_at = now() where id = %s",
        (first.session_id,),
    )

    # When the kitchen is prepared again
    again = await prepare_cookbook(database, book, now=SUNDAY)

    # Then the same recipes, and exactly one session, open at the step it was left at
    cook = first.book.cook.user_id
    assert again.recipe_ids == first.recipe_ids
    (count,) = sql(demo_accounts, "select count(*) from user_recipes where user_id = %s", (cook,))
    assert count == (len(first.book.recipes),)
    sessions = sql(
        demo_accounts,
        "select status, current_step, total_steps, recipe_name from cooking_sessions"
        " where user_id = %s",
        (cook,),
    )
    resumed = first.book.resumed.recipe
    assert sessions == [
        ("active", first.book.current_step, len(resumed.steps), resumed.suggested_name)
    ]


async def test_the_recipes_fall_in_last_week_as_the_replay_tool_reads_it(
    database: Database, demo_accounts: str
) -> None:
    # Given the kitchens prepared on a Sunday and again on the Monday after
    for now in (SUNDAY, SUNDAY.replace(day=23)):
        for book in COOKBOOKS:
            kitchen = await prepare_cookbook(database, book, now=now)

            # Then every saved date lies in what "last week" means to the replay tool
            window = parse_timeframe("last week", now=now, language="en")
            assert window is not None
            rows = sql(
                demo_accounts,
                "select created_at from user_recipes where user_id = %s",
                (book.cook.user_id,),
            )
            assert rows
            assert all(window.contains(created_at) for (created_at,) in rows)
            assert set(kitchen.saved_at.values()) == {created_at for (created_at,) in rows}


async def test_the_recipes_are_saved_as_the_cook_through_the_rpc(
    database: Database, demo_accounts: str
) -> None:
    # When
    kitchen = await prepare_cookbook(database, COOKBOOKS[0], now=SUNDAY)

    # Then the rows carry the app's client ids and canonical ingredients, owned by the cook
    rows = sql(
        demo_accounts,
        "select id, client_id, user_id, ingredient_names, recipe_data->>'suggestedName'"
        " from user_recipes where user_id = %s",
        (kitchen.book.cook.user_id,),
    )
    by_id = {row[0]: row for row in rows}
    for demo in kitchen.book.recipes:
        _, client_id, owner, ingredients, name = by_id[kitchen.recipe_ids[demo.key]]
        assert client_id == kitchen.book.client_id(demo)
        assert owner == kitchen.book.cook.user_id
        assert ingredients == demo.ingredient_names
        assert name == demo.recipe.suggested_name
