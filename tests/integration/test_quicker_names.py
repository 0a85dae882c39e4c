""" "Quicker options": the small read that rules a quicker card out before any search runs.

`chat.quicker.may_be_quicker` reads the names of the published recipes below the quickest
card's time, of the course asked for. When it says no quicker card can exist, the search the
chip's tap would run finds none either (`quicker_cards` is None), so the chip's probe need not
run it. On the seed catalogue, through the real search tool.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from chat import followups
from chat.quicker import may_be_quicker, quicker_args, quicker_cards
from chat.turn import ToolStep

from shared.context import ShownCard
from tests.integration.test_chat_harness import make_deps
from tests.integration.test_search_support import offline_gateway
from tests.integration.test_search_tool import context

if TYPE_CHECKING:
    from chat.deps import ChatDeps

    from shared.db import Database
    from shared.tools import ToolContext

pytestmark = pytest.mark.integration


async def _named(db: Database, word: str) -> list[tuple[str, int]]:
    """The published recipes with `word` in an English name: (name, minutes), quickest first."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            """select name_en, total_time_minutes from public.recipes
               where is_published and name_en ilike %s order by total_time_minutes, name_en""",
            (f"%{word}%",),
        )
        return [(row["name_en"], row["total_time_minutes"]) for row in await cursor.fetchall()]


async def _tap(deps: ChatDeps, ctx: ToolContext, search: followups.LastSearch) -> Any:
    async def run(args: dict[str, object]) -> ToolStep | None:
        outcome = await deps.executor.execute("search_recipes", args, ctx)
        return ToolStep(name=outcome.tool_name, outcome=outcome) if outcome.ok else None

    return await quicker_cards(deps, ctx, search, run)


@pytest.mark.parametrize(
    ("query", "word"),
    [("tacos", "taco"), ("soups", "soup"), ("pasta", "pasta"), ("curry", "curry")],
)
async def test_nothing_quicker_of_a_named_dish_is_read_without_a_search(
    search_db: Database, query: str, word: str
) -> None:
    # Given cards of a named dish whose quickest is the catalogue's quickest of that dish
    named = await _named(search_db, word)
    assert named
    quickest = named[0][1]
    assert quickest - 1 >= followups.QUICKEST_FLOOR  # a quicker search could run
    shown = tuple(
        ShownCard(recipe_id=str(i), name=n, total_time=t) for i, (n, t) in enumerate(named[:3])
    )
    search = followups.LastSearch(query=query, quickest=quickest, shown=shown)
    deps = make_deps(search_db, gateway=offline_gateway())
    ctx = context(search_db, offline_gateway())

    # When the chip's probe asks whether a quicker card could exist
    args = quicker_args(deps, ctx, search)
    assert args is not None
    possible = await may_be_quicker(deps, search, args)

    # Then it cannot, and the tap's search agrees
    assert possible is False
    assert await _tap(deps, ctx, search) is None


@pytest.mark.parametrize(
    ("query", "word", "extra"),
    [("tacos", "taco", 1), ("soups", "soup", 1), ("something healthy", "salad", 10)],
)
async def test_a_possible_quicker_card_is_left_to_the_search(
    search_db: Database, query: str, word: str, extra: int
) -> None:
    # Given cards slower than a recipe the request could be answered with
    named = await _named(search_db, word)
    quickest = named[0][1] + extra
    shown = tuple(
        ShownCard(recipe_id=str(i), name=n, total_time=quickest)
        for i, (n, _) in enumerate(named[:3])
    )
    search = followups.LastSearch(query=query, quickest=quickest, shown=shown)
    deps = make_deps(search_db, gateway=offline_gateway())
    ctx = context(search_db, offline_gateway())

    # When the probe asks, then the search is left to decide
    args = quicker_args(deps, ctx, search)
    assert args is not None
    assert await may_be_quicker(deps, search, args) is True
