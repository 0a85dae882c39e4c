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
    from chat.quicker import RunSearch

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


def _run(deps: ChatDeps, ctx: ToolContext) -> RunSearch:
    async def run(args: dict[str, object]) -> ToolStep | None:
        outcome = await deps.executor.execute("search_recipes", args, ctx)
        return ToolStep(name=outcome.tool_name, outcome=outcome) if outcome.ok else None

    return run


async def _tap(deps: ChatDeps, ctx: ToolContext, search: followups.LastSearch) -> Any:
    return await quicker_cards(deps, ctx, search, _run(deps, ctx))


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
    read = await may_be_quicker(deps, search, args)

    # Then it cannot, and the tap's search agrees
    assert read.possible is False
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
    assert (await may_be_quicker(deps, search, args)).possible is True


async def _published(db: Database) -> list[tuple[str, str, int, list[str]]]:
    """Every published recipe: (id, English name, minutes, meal types), quickest first."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            """select id::text as id, name_en, total_time_minutes, meal_types
               from public.recipes where is_published order by total_time_minutes, name_en"""
        )
        rows = await cursor.fetchall()
    return [(r["id"], r["name_en"], r["total_time_minutes"], r["meal_types"]) for r in rows]


def _shown(rows: list[tuple[str, str, int, list[str]]]) -> tuple[ShownCard, ...]:
    return tuple(ShownCard(recipe_id=i, name=n, total_time=t) for i, n, t, _ in rows)


async def test_the_read_says_which_quicker_candidates_and_shown_cards_are_drinks(
    search_db: Database,
) -> None:
    # Given cards of fifteen minutes or more, a drink among them, shown for a request the
    # catalogue has quicker recipes for, drinks among those too
    catalogue = await _published(search_db)
    drinks = [row for row in catalogue if "drink" in row[3] and row[2] >= 15]
    others = [row for row in catalogue if "drink" not in row[3] and row[2] >= 15]
    shown = _shown([drinks[0], *others[:2]])
    search = followups.LastSearch(query="something healthy", quickest=15, shown=shown)
    deps = make_deps(search_db, gateway=offline_gateway())
    ctx = context(search_db, offline_gateway())
    args = quicker_args(deps, ctx, search)
    assert args is not None
    meal = args.get("mealType")

    # When the probe reads whether a quicker card could exist
    read = await may_be_quicker(deps, search, args)

    # Then it also knows, of every recipe quicker than the cards and of the course, and of
    # every card shown, whether it is a drink, as the catalogue says
    quicker = [row for row in catalogue if row[2] < 15 and (meal is None or meal in row[3])]
    expected = {i: "drink" in meals for i, _, _, meals in [*quicker, drinks[0], *others[:2]]}
    assert read.possible is True
    assert dict(read.drinks) == expected
    assert any(expected.values())
    assert not all(expected.values())
    assert read.drinks_among([drinks[0][0], others[0][0]]) == {drinks[0][0]}
    # An id it did not read is left to be read
    assert read.drinks_among([drinks[0][0], "not-read"]) is None


@pytest.mark.parametrize("with_drink_shown", [False, True])
async def test_the_probe_finds_the_quicker_cards_the_tap_finds(
    search_db: Database, *, with_drink_shown: bool
) -> None:
    # Given cards of fifteen minutes or more (a drink among them, or none), and quicker drinks
    # in the catalogue that a search for something refreshing finds
    catalogue = await _published(search_db)
    drinks = [row for row in catalogue if "drink" in row[3] and row[2] >= 15]
    others = [row for row in catalogue if "drink" not in row[3] and row[2] >= 15]
    shown = _shown([*(drinks[:1] if with_drink_shown else ()), *others[:2]])
    search = followups.LastSearch(query="something refreshing", quickest=15, shown=shown)
    deps = make_deps(search_db, gateway=offline_gateway())
    ctx = context(search_db, offline_gateway())
    args = quicker_args(deps, ctx, search)
    assert args is not None

    # When the probe tries the chip with what its read knew, and the tap without it
    read = await may_be_quicker(deps, search, args)
    probed = await quicker_cards(deps, ctx, search, _run(deps, ctx), args=args, read=read)
    tapped = await _tap(deps, ctx, search)

    # Then both show the same quicker cards: drinks only after a drink was shown
    assert probed is not None
    assert tapped is not None
    assert [c.recipe_id for c in probed[1]] == [c.recipe_id for c in tapped[1]]
    drink_ids = {row[0] for row in catalogue if "drink" in row[3]}
    assert bool(drink_ids & {c.recipe_id for c in probed[1]}) is with_drink_shown
