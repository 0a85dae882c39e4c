"""Real answers of the three routes fit contracts/openapi.json, status by status.

The document is generated from models; the voice answers, the error mapper and the backfill
report are built as dicts. Sending real requests through each app and validating every answer
against the document's schema for its route, status and media type keeps both honest.
"""

from __future__ import annotations

import dataclasses
import json
import uuid
from typing import TYPE_CHECKING

import httpx
import pytest
from backfill.app import ROUTE as BACKFILL
from backfill.app import build_app as build_backfill_app
from backfill.deps import BackfillDeps
from backfill.settings import BackfillSettings
from chat.app import FEEDBACK_ROUTE as FEEDBACK
from chat.app import FORGET_ROUTE as FORGET
from chat.app import PRIVACY_ROUTE as PRIVACY
from chat.app import ROUTE as CHAT
from chat.budget import BudgetSettings
from voice.app import ROUTE as VOICE

from shared.ai import AiSettings, build_gateway
from shared.auth import LOCAL_JWT_SECRET, AuthSettings, TokenVerifier, issue_dev_token
from shared.db import DatabaseSettings, create_database
from tests.http_support import post_json
from tests.integration import test_chat_harness as chat
from tests.integration import test_voice_harness as voice
from tests.unit.test_openapi import document, schema_validator

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from cli.database.seed_load import SeedReport
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration


def assert_documented(path: str, response: httpx.Response) -> None:
    """The answer's status is documented for `path` and its body fits that status's schema."""
    responses = document()["paths"][path]["post"]["responses"]
    assert str(response.status_code) in responses, (path, response.status_code, response.text)
    content = responses[str(response.status_code)]["content"]
    media_type = response.headers["content-type"].split(";")[0]
    assert media_type in content, (path, response.status_code, media_type)
    if media_type == "text/event-stream":
        events = schema_validator(content[media_type]["x-sse-data"])
        frames = [f for f in response.text.split("\n\n") if f.strip()]
        assert frames
        for frame in frames:
            event = json.loads(frame.removeprefix("data: "))
            assert not list(events.iter_errors(event)), (path, event)
        return
    errors = list(schema_validator(content[media_type]["schema"]).iter_errors(response.json()))
    assert not errors, (path, response.status_code, response.json(), errors[0].message)


async def test_chat_answers_fit_the_document(
    database: Database, seeded: SeedReport, make_user: UserFactory
) -> None:
    user = make_user()

    async with chat.chat_client(chat.make_deps(database)) as http:
        answers = [
            await chat.post_chat(http, user, {"message": "Something healthy, fast, and Mexican"}),
            await chat.post_chat(http, user, {"message": "Tacos de pescado", "stream": False}),
            await chat.post_chat(http, None, {"message": "hola"}),
            await chat.post_chat(http, user, {"message": ""}),
            await chat.post_chat(http, user, {"message": "hola", "sessionId": str(uuid.uuid4())}),
            await chat.post_chat(http, user, b'{"message": "' + b"a" * 20_000 + b'"}'),
        ]

    assert [a.status_code for a in answers] == [200, 200, 401, 400, 404, 413]
    for answer in answers:
        assert_documented(CHAT, answer)


async def test_feedback_and_budget_answers_fit_the_document(
    database: Database, seeded: SeedReport, make_user: UserFactory, database_url: str
) -> None:
    user = make_user()
    budget = BudgetSettings(daily_requests=1)
    deps = chat.make_deps(database)
    deps = dataclasses.replace(deps, settings=deps.settings.model_copy(update={"budget": budget}))

    async with chat.chat_client(deps) as http:
        turn = await chat.post_chat(http, user, {"message": "Tacos", "stream": False})
        over = await chat.post_chat(http, user, {"message": "More tacos", "stream": False})
        ((message_id,),) = chat.sql(
            database_url,
            "select id from user_chat_messages where user_id = %s and role = 'assistant'",
            (user.user_id,),
        )
        auth = chat.bearer(user)
        feedback = [
            await post_json(
                http, FEEDBACK, {"messageId": str(message_id), "rating": "up"}, auth=auth
            ),
            await post_json(
                http,
                FEEDBACK,
                {"messageId": str(message_id), "rating": "down", "reason": "bland"},
                auth=auth,
            ),
            await post_json(
                http, FEEDBACK, {"messageId": str(uuid.uuid4()), "rating": "up"}, auth=auth
            ),
            await post_json(http, FEEDBACK, {"rating": "up"}, auth=auth),
            await post_json(http, FEEDBACK, {"rating": "up"}, auth=None),
        ]
        forgotten = [
            await post_json(http, FORGET, {"includeCustomRecipes": True}, auth=auth),
            await post_json(http, FORGET, {"userId": str(uuid.uuid4())}, auth=auth),
        ]
        privacy = [
            await post_json(http, PRIVACY, {"crossSessionMemory": False}, auth=auth),
            await post_json(http, PRIVACY, {}, auth=auth),
            await post_json(http, PRIVACY, {"crossSessionMemory": "no"}, auth=auth),
        ]

    assert (turn.status_code, over.status_code) == (200, 429)
    assert_documented(CHAT, over)
    assert [a.status_code for a in feedback] == [200, 200, 404, 400, 401]
    for answer in feedback:
        assert_documented(FEEDBACK, answer)
    assert [a.status_code for a in forgotten] == [200, 400]
    assert forgotten[0].json()["deleted"]["chatSessions"] == 1
    for answer in forgotten:
        assert_documented(FORGET, answer)
    assert [a.status_code for a in privacy] == [200, 200, 400]
    assert privacy[1].json() == {"personalizationEnabled": True, "crossSessionMemory": False}
    for answer in privacy:
        assert_documented(PRIVACY, answer)


async def test_voice_answers_fit_the_document(
    database: Database, seeded: SeedReport, make_user: UserFactory
) -> None:
    user = make_user()

    async with voice.client_for(voice.make_deps(database)) as http:
        started = await voice.post_voice(http, user, {"action": "start_session"})
        session_id = started.json()["sessionId"]
        answers = [
            started,
            await voice.post_voice(http, user, {"action": "start_session"}),
            await voice.post_voice(
                http,
                user,
                {
                    "action": "execute_tool",
                    "sessionId": session_id,
                    "toolName": "search_recipes",
                    "toolArgs": {"query": "sopa de tortilla"},
                },
            ),
            await voice.post_voice(
                http, user, {"action": "end_session", "sessionId": session_id, "usage": {}}
            ),
            await voice.post_voice(
                http, user, {"action": "end_session", "sessionId": str(uuid.uuid4())}
            ),
            await voice.post_voice(http, user, {"action": "dance"}),
        ]

    assert [a.status_code for a in answers] == [200, 409, 200, 200, 404, 400]
    for answer in answers:
        assert_documented(VOICE, answer)


@pytest.fixture
async def backfill_client(
    database_url: str, seeded: SeedReport
) -> AsyncIterator[httpx.AsyncClient]:
    # Only dry runs succeed here, so the session's database is left as it was.
    database = await create_database(
        DatabaseSettings(DATABASE_URL=database_url, DB_POOL_MAX_SIZE=2)
    )
    auth = AuthSettings(supabase_jwt_secret=LOCAL_JWT_SECRET)
    ai = AiSettings(AI_PROVIDER="offline")
    deps = BackfillDeps(
        settings=BackfillSettings(
            database=DatabaseSettings(DATABASE_URL=database_url), auth=auth, ai=ai
        ),
        database=database,
        gateway=build_gateway(ai),
        verifier=TokenVerifier(auth),
    )

    async def provide() -> BackfillDeps:
        return deps

    transport = httpx.ASGITransport(app=build_backfill_app(provide))
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://backfill.test") as http:
            yield http
    finally:
        await database.close()


def bearer(*, admin: bool) -> dict[str, str]:
    token = issue_dev_token(user_id=uuid.uuid4(), secret=LOCAL_JWT_SECRET, admin=admin)
    return {"authorization": f"Bearer {token}"}


async def test_backfill_answers_fit_the_document(backfill_client: httpx.AsyncClient) -> None:
    answers = [
        await backfill_client.post(BACKFILL, json={"dryRun": True}, headers=bearer(admin=True)),
        await backfill_client.post(BACKFILL, json={"dryRun": True}, headers=bearer(admin=False)),
        await backfill_client.post(BACKFILL, json={"batchSize": 0}, headers=bearer(admin=True)),
        await backfill_client.post(BACKFILL, json={"dryRun": True}),
    ]

    assert [a.status_code for a in answers] == [200, 403, 400, 401]
    for answer in answers:
        assert_documented(BACKFILL, answer)


def test_an_undocumented_field_would_be_caught() -> None:
    # The check above is only as strict as the schemas: an extra field must fail it.
    answer = httpx.Response(
        403,
        json={"error": "forbidden", "message": "No.", "stack": "..."},
        request=httpx.Request("POST", "http://backfill.test" + BACKFILL),
    )

    with pytest.raises(AssertionError):
        assert_documented(BACKFILL, answer)
