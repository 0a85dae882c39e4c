"""Per-user chat budgets on the real database: a 429 before anything is stored or spent,
atomic reservations under concurrency, tokens counted after the turn, admins exempt.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import pytest
from chat.app import ROUTE
from chat.budget import BudgetSettings, ChatBudgetExceededError, reserve_request

from cli.fake_openai import FakeOpenAI, create_fake_openai
from tests.http_support import post_json
from tests.integration.round_trips import traced_database
from tests.integration.test_chat_harness import (
    NOW,
    bearer,
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
    post_chat,
    sql,
    with_budget,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


def usage_of(database_url: str, user: Principal) -> dict[str, tuple[int, int]]:
    rows = sql(
        database_url,
        "select period, requests, tokens from ai_chat_usage where user_id = %s",
        (user.user_id,),
    )
    return {period: (requests, tokens) for period, requests, tokens in rows}


def stored(database_url: str, user: Principal) -> int:
    ((count,),) = sql(
        database_url, "select count(*) from user_chat_messages where user_id = %s", (user.user_id,)
    )
    return int(count)


async def test_the_request_over_the_daily_limit_gets_429_and_nothing_is_stored(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given a budget of two requests a day
    user = make_user()
    deps = with_budget(make_deps(database), daily_requests=2)
    async with chat_client(deps) as http:
        # When the user sends three messages
        answers = [
            await post_chat(http, user, {"message": "pasta for dinner", "stream": False})
            for _ in range(3)
        ]
        spanish = await post_chat(http, user, {"message": "¿qué cocino hoy?", "stream": False})

    # Then the third is refused with the figures, before its message was stored
    assert [a.status_code for a in answers] == [200, 200, 429]
    body: dict[str, Any] = answers[2].json()
    assert body["error"] == "chat_budget_exceeded"
    assert (body["limit"], body["used"], body["period"], body["unit"]) == (2, 2, "day", "requests")
    assert body["resetsAt"] == "2026-03-19T00:00:00Z"  # the next UTC midnight after NOW
    assert "limit" in body["message"]
    assert "límite" in spanish.json()["message"]
    assert stored(database_url, user) == 4  # two turns of two messages; the refusals none
    assert usage_of(database_url, user) == {"day": (2, 0), "month": (2, 0)}


async def test_a_refusal_by_the_month_leaves_the_day_uncounted(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given a month with one request left and a roomy day
    user = make_user()
    deps = with_budget(make_deps(database), daily_requests=10, monthly_requests=1)

    # When two requests are reserved
    await reserve_request(deps.db, user, deps.settings.budget, now=NOW, language="en")
    with pytest.raises(ChatBudgetExceededError) as refused:
        await reserve_request(deps.db, user, deps.settings.budget, now=NOW, language="en")

    # Then the month refused the second, and its day reservation was rolled back with it
    assert refused.value.details is not None
    assert refused.value.details["period"] == "month"
    assert refused.value.details["resetsAt"] == "2026-04-01T00:00:00Z"
    assert usage_of(database_url, user) == {"day": (1, 0), "month": (1, 0)}


async def test_parallel_requests_never_exceed_the_budget(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given three requests left today
    user = make_user()
    budget = BudgetSettings(daily_requests=3)

    # When twelve reservations race
    async def attempt() -> bool:
        try:
            await reserve_request(database, user, budget, now=NOW, language="en")
        except ChatBudgetExceededError:
            return False
        return True

    outcomes = await asyncio.gather(*(attempt() for _ in range(12)))

    # Then exactly three got through and the counters say three
    assert sum(outcomes) == 3
    assert usage_of(database_url, user) == {"day": (3, 0), "month": (3, 0)}


async def test_a_new_day_has_a_new_budget(
    database: Database, seeded: object, make_user: Callable[..., Principal]
) -> None:
    user = make_user()
    budget = BudgetSettings(daily_requests=1)
    await reserve_request(database, user, budget, now=NOW, language="en")
    with pytest.raises(ChatBudgetExceededError):
        await reserve_request(database, user, budget, now=NOW, language="en")
    tomorrow = datetime(2026, 3, 19, 0, 0, 1, tzinfo=UTC)
    await reserve_request(database, user, budget, now=tomorrow, language="en")


async def test_tokens_are_counted_after_the_turn_and_stop_the_next_one(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given a model that bills tokens, and a daily token budget of one token
    fake: FakeOpenAI = create_fake_openai()
    user = make_user()
    async with fake_http(fake) as wire:
        deps = with_budget(make_deps(database, gateway=fake_gateway(wire)), daily_tokens=1)
        async with chat_client(deps) as http:
            # When the user chats twice
            first = await post_chat(http, user, {"message": "hello there", "stream": False})
            second = await post_chat(http, user, {"message": "and pasta?", "stream": False})

    # Then the first turn's tokens were counted, and the second was refused on tokens
    assert first.status_code == 200
    requests, tokens = usage_of(database_url, user)["day"]
    assert requests == 1
    assert tokens > 0
    assert second.status_code == 429
    assert (second.json()["unit"], second.json()["used"]) == ("tokens", tokens)


async def test_admins_are_exempt(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    admin = make_user(admin=True)
    deps = with_budget(make_deps(database), daily_requests=0, monthly_requests=0)
    async with chat_client(deps) as http:
        answer = await post_json(
            http, ROUTE, {"message": "pasta", "stream": False}, auth=bearer(admin, admin=True)
        )
    assert answer.status_code == 200
    assert usage_of(database_url, admin) == {}


async def test_a_zero_budget_refuses_the_first_request(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    user = make_user()
    with pytest.raises(ChatBudgetExceededError) as refused:
        await reserve_request(
            database, user, BudgetSettings(daily_requests=0), now=NOW, language="es"
        )
    assert refused.value.details is not None
    assert (refused.value.details["limit"], refused.value.details["used"]) == (0, 0)
    assert "límite" in refused.value.message
    assert usage_of(database_url, user) == {}


async def test_a_reservation_is_one_round_trip(
    make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given one traced connection (every turn waits for its reservation before anything else)
    user = make_user()
    async with traced_database(database_url) as database:
        # When a request is reserved
        await reserve_request(database, user, BudgetSettings(), now=NOW, language="en")
        trips = await database.round_trips()

    # Then both periods were taken in one round trip
    assert trips == 1
    assert usage_of(database_url, user) == {"day": (1, 0), "month": (1, 0)}
