"""API Gateway events from the template's HTTP API stage reach the app routes under Mangum.

An HTTP API puts a named stage in front of every path it hands to Lambda (`rawPath` and
`requestContext.http.path` are `/<stage>/<route>`), while its `$default` stage is served at the
root. Each event here is built for the stage template.yaml declares and goes through the real
handler of its route (`irmixy invoke`, a fresh process as a fresh container), so a stage the
handlers do not expect fails here rather than as 404s after a deploy.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from cli.serve.demo_users import ensure_demo_users
from cli.serve.invoke import HANDLERS
from tests.e2e.test_cli_invoke import EVENTS, invoke, result_of
from tests.unit.test_template import functions, template

if TYPE_CHECKING:
    from pathlib import Path

    from cli.database.seed_load import SeedReport

pytestmark = pytest.mark.integration


def http_routes() -> dict[str, str]:
    """Route path → `irmixy invoke` name of the function serving it, from template.yaml."""
    by_handler = {handler: name for name, handler in HANDLERS.items()}
    return {
        event["Properties"]["Path"]: by_handler[properties["Handler"]]
        for properties in functions().values()
        for event in properties.get("Events", {}).values()
        if event["Type"] == "HttpApi"
    }


def sample_event(route: str) -> dict[str, Any]:
    """An events/ sample API Gateway event for `POST route` that needs no session id."""
    for path in sorted(EVENTS.glob("*.json")):
        text = path.read_text(encoding="utf-8")
        event: dict[str, Any] = json.loads(text)
        if event.get("routeKey") == f"POST {route}" and "{{SESSION_ID}}" not in text:
            return event
    raise AssertionError(f"no sample event for POST {route}")


def as_sent_by_the_stage(event: dict[str, Any], route: str) -> dict[str, Any]:
    """`event` as the template's HTTP API stage delivers it: a named stage prefixes the path."""
    stage = template()["Resources"]["HttpApi"]["Properties"]["StageName"]
    path = route if stage == "$default" else f"/{stage}{route}"
    context = {**event["requestContext"], "stage": stage}
    context["http"] = {**context["http"], "path": path}
    return {**event, "rawPath": path, "requestContext": context}


def run(database_url: str, function: str, event: dict[str, Any], tmp_path: Path) -> Any:
    event_file = tmp_path / f"{function}.json"
    event_file.write_text(json.dumps(event), encoding="utf-8")
    return result_of(invoke(database_url, function, "-e", str(event_file)))


@pytest.fixture
def demo_database(database_url: str, seeded: SeedReport) -> str:
    ensure_demo_users(database_url)
    return database_url


@pytest.mark.parametrize("route", sorted(http_routes()))
def test_each_route_answers_an_event_from_the_templates_stage(
    demo_database: str, route: str, tmp_path: Path
) -> None:
    # Given the route's sample event as the stage sends it, without a token (nothing is written)
    event = as_sent_by_the_stage(sample_event(route), route)
    event["headers"] = {k: v for k, v in event["headers"].items() if k != "authorization"}

    # When the route's real handler gets it
    result = run(demo_database, http_routes()[route], event, tmp_path)

    # Then the route itself answered (its 401), not the router's 404
    assert result["statusCode"] == 401, result
    assert result["headers"]["www-authenticate"].startswith("Bearer")


def test_the_chat_streams_for_an_event_from_the_templates_stage(
    demo_database: str, tmp_path: Path
) -> None:
    route = "/irmixy-chat-orchestrator"
    event = as_sent_by_the_stage(sample_event(route), route)

    result = run(demo_database, http_routes()[route], event, tmp_path)

    assert result["statusCode"] == 200, result
    assert result["headers"]["content-type"].startswith("text/event-stream")
    assert '"type":"done"' in result["body"]
