"""POST /backfill-embeddings through the app: real tokens, real verifier, real database.

Requests go through `httpx.ASGITransport` into the same Starlette app Mangum serves; tokens are
signed with the local HS256 secret the verifier is configured with. The offline gateway embeds
(the provider does not matter here). The module has its own freshly seeded database.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

import httpx
import pytest
from backfill.app import ROUTE, build_app
from backfill.deps import BackfillDeps
from backfill.settings import BackfillSettings

from shared.ai import AiSettings, build_gateway
from shared.auth import LOCAL_JWT_SECRET, AuthSettings, TokenVerifier, issue_dev_token
from shared.db import Database, DatabaseSettings

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    import psycopg

pytestmark = pytest.mark.integration

PUBLISHED = 162


@pytest.fixture
async def client(
    own_catalogue_db: Database, own_catalogue_url: str
) -> AsyncIterator[httpx.AsyncClient]:
    auth = AuthSettings(supabase_jwt_secret=LOCAL_JWT_SECRET)
    ai = AiSettings(AI_PROVIDER="offline")
    deps = BackfillDeps(
        settings=BackfillSettings(
            database=DatabaseSettings(DATABASE_URL=own_catalogue_url), auth=auth, ai=ai
        ),
        database=own_catalogue_db,
        gateway=build_gateway(ai),
        verifier=TokenVerifier(auth),
    )

    async def provide() -> BackfillDeps:
        return deps

    transport = httpx.ASGITransport(app=build_app(provide))
    async with httpx.AsyncClient(transport=transport, base_url="http://backfill.test") as http:
        yield http


def token(*, admin: bool, secret: str = LOCAL_JWT_SECRET, **kwargs: Any) -> dict[str, str]:
    signed = issue_dev_token(user_id=uuid.uuid4(), secret=secret, admin=admin, **kwargs)
    return {"authorization": f"Bearer {signed}"}


def embeddings(conn: psycopg.Connection[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    return conn.execute(
        "select recipe_id, content_hash, updated_at from recipe_embeddings order by recipe_id"
    ).fetchall()


async def test_an_admin_runs_the_backfill_and_gets_the_report(
    client: httpx.AsyncClient, backfill_sql: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # When
    response = await client.post(ROUTE, json={"batchSize": 100}, headers=token(admin=True))

    # Then
    assert response.status_code == 200
    assert response.headers["cache-control"] == "no-store"
    report = response.json()
    assert report["mode"] == "inline"
    assert report["embeddingModel"] == "offline-hash-3072"
    assert (report["published"], report["embedded"], report["batches"]) == (PUBLISHED, PUBLISHED, 2)
    assert (report["failedRecipeIds"], report["coverage"]) == ([], 1.0)
    assert len(embeddings(backfill_sql)) == PUBLISHED


async def test_an_admin_dry_run_writes_nothing(
    client: httpx.AsyncClient, backfill_sql: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # When
    response = await client.post(ROUTE, json={"dryRun": True}, headers=token(admin=True))

    # Then
    assert response.status_code == 200
    assert (response.json()["dryRun"], response.json()["pending"]) == (True, PUBLISHED)
    assert embeddings(backfill_sql) == []


async def test_a_non_admin_is_forbidden_and_nothing_is_written(
    client: httpx.AsyncClient, backfill_sql: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given some embeddings already stored
    backfill_sql.execute(
        "insert into recipe_embeddings (recipe_id, embedding, content_hash)"
        " select id, array_fill(0.01, array[3072])::halfvec, repeat('a', 64)"
        " from recipes where is_published order by id limit 5"
    )
    before = embeddings(backfill_sql)

    # When a signed-in non-admin asks for a forced run
    response = await client.post(ROUTE, json={"forceRegenerate": True}, headers=token(admin=False))

    # Then
    assert response.status_code == 403
    assert response.json()["error"] == "forbidden"
    assert embeddings(backfill_sql) == before


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"authorization": "Basic YWRtaW46YWRtaW4="},
        token(admin=True, secret="another-secret-that-is-long-enough-to-sign-0000"),
        token(admin=True, expires_in=1, now=1_600_000_000),
    ],
    ids=["missing", "not-bearer", "forged", "expired"],
)
async def test_a_missing_or_invalid_token_is_unauthorized(
    client: httpx.AsyncClient,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    headers: dict[str, str],
) -> None:
    # When
    response = await client.post(ROUTE, json={}, headers=headers)

    # Then
    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert embeddings(backfill_sql) == []


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b'{"batchSize": ', "invalid_json"),
        (b'{"batchSize": 50, "limit": 3}', "invalid_request"),
        (b'{"batchSize": 500}', "invalid_request"),
        (b'{"batchSize": 0}', "invalid_request"),
        (b'{"dryRun": "yes"}', "invalid_request"),
        (b"[]", "invalid_request"),
        (b"", "invalid_json"),
    ],
)
async def test_an_invalid_body_is_a_bad_request(
    client: httpx.AsyncClient,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    content: bytes,
    code: str,
) -> None:
    # When
    response = await client.post(
        ROUTE,
        content=content,
        headers={**token(admin=True), "content-type": "application/json"},
    )

    # Then
    assert response.status_code == 400
    assert response.json()["error"] == code
    assert embeddings(backfill_sql) == []


async def test_fan_out_without_a_queue_is_a_configuration_error(
    client: httpx.AsyncClient, backfill_sql: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # When
    response = await client.post(ROUTE, json={"fanOut": True}, headers=token(admin=True))

    # Then
    assert response.status_code == 500
    assert response.json()["error"] == "config_error"
    assert embeddings(backfill_sql) == []


async def test_only_post_is_routed(client: httpx.AsyncClient) -> None:
    # When
    response = await client.get(ROUTE, headers=token(admin=True))

    # Then
    assert response.status_code == 405
