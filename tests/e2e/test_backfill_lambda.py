"""The deployed entry points, as Lambda calls them: the Mangum handler with the sample API
Gateway event, a direct invoke, and the SQS worker with the sample SQS event.

The handlers are the real ones (`build_handler`, `build_worker`) over `LazyDeps`, which builds
the pool, gateway and verifier on the first invocation, on the container's event loop, exactly
as in a Lambda container. Only the settings are the test's: its own freshly seeded database,
the offline gateway, and the local HS256 secret.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from backfill.app import build_app, build_handler
from backfill.deps import LazyDeps
from backfill.settings import BackfillSettings
from backfill.worker import build_worker

from cli.database.migrate import apply_migrations
from cli.database.seed import load_catalogue
from cli.database.seed_load import seed_database
from cli.paths import MIGRATIONS_DIR, SEED_DIR
from shared.ai import AiSettings
from shared.auth import LOCAL_JWT_SECRET, AuthSettings, issue_dev_token
from shared.db import DatabaseSettings
from shared.errors import RequestValidationError
from shared.http.runtime import run_in_container_loop

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

pytestmark = pytest.mark.integration

EVENTS = Path(__file__).resolve().parents[2] / "events"
PUBLISHED = 162
CONTEXT = SimpleNamespace(aws_request_id="test-request", function_name="irmixy-backfill")

Handler = Any


@pytest.fixture(scope="module")
def backfill_url(fresh_database: Callable[[str], str]) -> str:
    url = fresh_database("backfill_lambda")
    apply_migrations(url, MIGRATIONS_DIR)
    with psycopg.connect(url, autocommit=True) as conn:
        seed_database(conn, load_catalogue(SEED_DIR))
    return url


@pytest.fixture(scope="module")
def handlers(backfill_url: str) -> Iterator[tuple[Handler, Handler]]:
    """The HTTP/direct handler and the worker handler, sharing one lazily built container."""

    def settings() -> BackfillSettings:
        return BackfillSettings(
            database=DatabaseSettings(DATABASE_URL=backfill_url, DB_POOL_MAX_SIZE=2),
            auth=AuthSettings(supabase_jwt_secret=LOCAL_JWT_SECRET),
            ai=AiSettings(AI_PROVIDER="offline"),
        )

    deps = LazyDeps(settings)
    yield build_handler(build_app(deps), deps), build_worker(deps)
    run_in_container_loop(deps.aclose())


@pytest.fixture
def sql(backfill_url: str) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    """A superuser connection; every test starts with no embeddings."""
    with psycopg.connect(backfill_url, autocommit=True) as conn:
        conn.execute("delete from recipe_embeddings")
        yield conn


def event(name: str) -> Any:
    return json.loads((EVENTS / name).read_text())


def api_event(*, admin: bool) -> dict[str, Any]:
    raw = (EVENTS / "backfill-embeddings.json").read_text()
    signed = issue_dev_token(user_id=uuid.uuid4(), secret=LOCAL_JWT_SECRET, admin=admin)
    loaded: dict[str, Any] = json.loads(raw.replace("{{ADMIN_TOKEN}}", signed))
    return loaded


def count(conn: psycopg.Connection[tuple[Any, ...]]) -> int:
    row = conn.execute("select count(*) from recipe_embeddings").fetchone()
    assert row is not None
    return int(row[0])


def test_the_api_gateway_event_runs_the_backfill_for_an_admin_only(
    handlers: tuple[Handler, Handler], sql: psycopg.Connection[tuple[Any, ...]]
) -> None:
    handler, _ = handlers

    # When a non-admin sends the sample event
    refused = handler(api_event(admin=False), CONTEXT)

    # Then
    assert refused["statusCode"] == 403
    assert count(sql) == 0

    # When an admin sends it
    response = handler(api_event(admin=True), CONTEXT)

    # Then the report comes back as the HTTP API response body
    assert response["statusCode"] == 200
    report = json.loads(response["body"])
    assert (report["batchSize"], report["batches"], report["embedded"]) == (50, 4, PUBLISHED)
    assert report["coverage"] == 1.0
    assert count(sql) == PUBLISHED


def test_a_direct_invoke_runs_without_a_token(
    handlers: tuple[Handler, Handler], sql: psycopg.Connection[tuple[Any, ...]]
) -> None:
    handler, _ = handlers

    # When the sample direct event (a dry run) is invoked
    report = handler(event("backfill-direct.json"), CONTEXT)

    # Then
    assert (report["dryRun"], report["batchSize"], report["pending"]) == (True, 100, PUBLISHED)
    assert report["batches"] == 2
    assert count(sql) == 0


def test_an_invalid_direct_invoke_is_refused(handlers: tuple[Handler, Handler]) -> None:
    handler, _ = handlers

    # When / Then
    with pytest.raises(RequestValidationError, match="batchSize"):
        handler({"batchSize": 500}, CONTEXT)


def test_the_worker_processes_the_sample_sqs_event_and_names_failed_messages(
    handlers: tuple[Handler, Handler], sql: psycopg.Connection[tuple[Any, ...]]
) -> None:
    _, worker = handlers
    sample = event("backfill-sqs.json")
    bad = {**sample["Records"][0], "messageId": "not-a-backfill-message", "body": "{}"}

    # When
    response = worker({"Records": [*sample["Records"], bad]}, CONTEXT)

    # Then only the malformed message is reported, and the sample's four recipes are embedded
    assert response == {"batchItemFailures": [{"itemIdentifier": "not-a-backfill-message"}]}
    expected = {
        rid for record in sample["Records"] for rid in json.loads(record["body"])["recipeIds"]
    }
    stored = {row[0] for row in sql.execute("select recipe_id::text from recipe_embeddings")}
    assert stored == expected
