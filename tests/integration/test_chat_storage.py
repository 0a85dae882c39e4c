"""Storing a turn: the session and the user's message in one round trip, the answer retried
once (a failure never raises) and written while the turn's telemetry is."""

from __future__ import annotations

import logging
import uuid
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

import pytest
from chat.sessions import continue_session, start_session, store_assistant_message

from shared.db import Database
from shared.errors import NotFoundError
from shared.schemas import IrmixyResponse
from tests.integration.round_trips import traced_database
from tests.integration.test_chat_harness import (
    chat_client,
    make_deps,
    messages_of,
    post_chat,
    sql,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Mapping
    from contextlib import AbstractAsyncContextManager

    from shared.auth.principal import Principal
    from shared.db import Conn

pytestmark = pytest.mark.integration


async def test_a_failing_write_is_retried_once_logged_and_not_raised(
    database: Database,
    make_user: Callable[..., Principal],
    database_url: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    # Given a session the caller does not own (RLS refuses the insert every time)
    owner, caller = make_user(), make_user()
    session_id = await start_session(database, owner, "hello", message_id=uuid.uuid4())
    response = IrmixyResponse(message="An answer.", language="en")

    # When
    with caplog.at_level(logging.WARNING, logger="chat.sessions"):
        stored = await store_assistant_message(database, caller, session_id, response)

    # Then
    assert stored is False
    attempts = [r for r in caplog.records if r.getMessage() == "assistant message not stored"]
    assert [r.__dict__["attempt"] for r in attempts] == [1, 2]
    assert messages_of(database_url, caller.user_id) == []


async def test_a_stored_answer_rebuilds_the_last_custom_recipe(
    database: Database, make_user: Callable[..., Principal]
) -> None:
    # Given an answer that showed a custom recipe
    user = make_user()
    session_id = await start_session(database, user, "rice please", message_id=uuid.uuid4())
    response = IrmixyResponse.model_validate(
        {
            "message": "Here it is.",
            "language": "en",
            "customRecipe": {
                "suggestedName": "Green Rice",
                "language": "en",
                "totalTime": 20,
                "difficulty": "easy",
                "portions": 2,
                "ingredients": [{"name": "rice"}],
                "steps": [{"order": 1, "instruction": "Cook the rice."}],
            },
        }
    )

    # When
    assert await store_assistant_message(database, user, session_id, response)
    recipe = await continue_session(
        database, user, session_id, "make it spicier", message_id=uuid.uuid4()
    )

    # Then
    assert recipe is not None
    assert recipe.suggested_name == "Green Rice"


async def test_opening_an_unknown_session_is_not_found(
    database: Database, make_user: Callable[..., Principal]
) -> None:
    # Given / When / Then
    with pytest.raises(NotFoundError):
        await continue_session(database, make_user(), uuid.uuid4(), "hi", message_id=uuid.uuid4())


async def test_a_new_session_is_stored_with_its_first_message(
    database: Database, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given / When
    user = make_user()
    message_id = uuid.uuid4()
    session_id = await start_session(
        database, user, "  Tacos   for\ntonight  ", message_id=message_id
    )

    # Then the session is the caller's, titled by the message on one line, with the message
    rows = sql(
        database_url,
        "select user_id, title from user_chat_sessions where id = %s",
        (session_id,),
    )
    assert rows == [(user.user_id, "Tacos for tonight")]
    assert messages_of(database_url, user.user_id) == [("user", "  Tacos   for\ntonight  ", None)]
    ids = sql(
        database_url, "select id from user_chat_messages where session_id = %s", (session_id,)
    )
    assert ids == [(message_id,)]


async def test_continuing_stores_the_message_for_the_owner_only(
    database: Database, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given a session with only the user's first message
    owner, intruder = make_user(), make_user()
    session_id = await start_session(database, owner, "hello", message_id=uuid.uuid4())

    # When the owner continues it (nothing shown yet), and someone else tries to
    previous = await continue_session(
        database, owner, session_id, "and a dessert?", message_id=uuid.uuid4()
    )
    with pytest.raises(NotFoundError):
        await continue_session(database, intruder, session_id, "mine now", message_id=uuid.uuid4())

    # Then the owner's message is stored after the first; the refusal wrote nothing
    assert previous is None
    assert [m[:2] for m in messages_of(database_url, owner.user_id)] == [
        ("user", "hello"),
        ("user", "and a dessert?"),
    ]
    assert messages_of(database_url, intruder.user_id) == []
    (count,) = sql(
        database_url, "select count(*) from user_chat_messages where session_id = %s", (session_id,)
    )
    assert count == (2,)


async def test_a_stored_answer_touches_its_session(
    database: Database, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given a session and when it was last updated
    user = make_user()
    session_id = await start_session(database, user, "hello", message_id=uuid.uuid4())
    updated = "select updated_at from user_chat_sessions where id = %s"
    ((before,),) = sql(database_url, updated, (session_id,))

    # When
    stored = await store_assistant_message(
        database, user, session_id, IrmixyResponse(message="Hi!", language="en")
    )

    # Then the answer is stored and the session moved forward
    assert stored is True
    assert [m[:2] for m in messages_of(database_url, user.user_id)] == [
        ("user", "hello"),
        ("assistant", "Hi!"),
    ]
    ((after,),) = sql(database_url, updated, (session_id,))
    assert after > before


async def test_starting_and_continuing_a_session_are_one_round_trip_each(
    make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given one traced connection (a turn waits for each round trip before it can go on)
    user = make_user()
    async with traced_database(database_url) as database:
        # When a session is started, then continued
        session_id = await start_session(database, user, "hello", message_id=uuid.uuid4())
        started = await database.round_trips()
        previous = await continue_session(
            database, user, session_id, "and a dessert?", message_id=uuid.uuid4()
        )
        continued = await database.round_trips()

    # Then each wrote its rows (and read what it needed) in one round trip
    assert (started, continued) == (1, 1)
    assert previous is None
    assert [m[:2] for m in messages_of(database_url, user.user_id)] == [
        ("user", "hello"),
        ("user", "and a dessert?"),
    ]


class _TransactionsInFlight(Database):
    """The session database, counting how many of its transactions were open at once."""

    in_flight = 0
    most_in_flight = 0

    def user(
        self, principal: Principal, *, pipelined: bool = False
    ) -> AbstractAsyncContextManager[Conn]:
        return self._counted(super().user(principal, pipelined=pipelined))

    def service(
        self, *, settings: Mapping[str, str] | None = None, pipelined: bool = False
    ) -> AbstractAsyncContextManager[Conn]:
        return self._counted(super().service(settings=settings, pipelined=pipelined))

    @asynccontextmanager
    async def _counted(self, transaction: AbstractAsyncContextManager[Conn]) -> AsyncIterator[Conn]:
        # From asking for a connection to the end of COMMIT: each transaction's whole wait.
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            async with transaction as conn:
                yield conn
        finally:
            self.in_flight -= 1


async def test_an_answer_is_stored_while_its_intent_is_recorded(
    database: Database,
    seeded: object,
    make_user: Callable[..., Principal],
    database_url: str,
) -> None:
    # Given a database counting its open transactions (the budget, the session and the two
    # writes after the answer are the turn's only ones; its reads are one round trip each)
    counted = _TransactionsInFlight(database.pool, statement_timeout_ms=8_000)
    user = make_user()

    # When a turn is answered
    async with chat_client(make_deps(counted)) as http:
        answer = await post_chat(http, user, {"message": "hello", "stream": False})

    # Then its answer and its intent were both written, at the same time
    assert answer.status_code == 200
    assert [m[0] for m in messages_of(database_url, user.user_id)] == ["user", "assistant"]
    intents = sql(
        database_url, "select intent from chat_turn_intents where user_id = %s", (user.user_id,)
    )
    assert intents == [("greeting",)]
    assert counted.most_in_flight == 2
