"""`irmixy invoke FUNCTION -e events/FILE.json`: run a real Lambda handler in-process.

Like `sam local invoke` without Docker: the handler named in template.yaml gets the event (an
API Gateway HTTP API v2 event, an SQS batch or a schedule) and a Lambda context. Placeholders in
the event are filled at invoke time: `{{USER_TOKEN}}` (demo user Ana), `{{ADMIN_TOKEN}}`,
`{{SESSION_ID}}` (`--session-id`); `--user-id` puts another user behind `{{USER_TOKEN}}`.
"""

from __future__ import annotations

import importlib
import json
import os
import uuid
from dataclasses import dataclass, field
from pathlib import Path  # noqa: TC003 - typer reads annotations at run time
from typing import Annotated, Any, Final

import typer

from cli.database.location import is_embedded, resolve_database_url
from cli.paths import import_functions
from cli.serve.demo_users import DEMO_USERS, ensure_demo_users, ensure_local_user
from cli.serve.invoke_events import event_problem
from shared.auth import LOCAL_JWT_SECRET, issue_dev_token
from shared.http.lazy import close_all_built
from shared.http.runtime import run_in_container_loop
from shared.observability import route_module_logs

__all__ = ["HANDLERS", "LambdaContext", "fill_placeholders", "invoke_command"]

# Short name → the `Handler:` of template.yaml.
HANDLERS: Final[dict[str, str]] = {
    "chat": "chat.app.handler",
    "voice": "voice.app.handler",
    "voice-sweep": "voice.sweep.handler",
    "backfill": "backfill.app.handler",
    "backfill-worker": "backfill.worker.handler",
    "backfill-prune": "backfill.prune.handler",
    "chat-retention": "chat.retention.handler",
}
_EXIT_USAGE = 2


@dataclass(frozen=True)
class LambdaContext:
    """The attributes of a Lambda context that handlers and Powertools read."""

    function_name: str
    memory_limit_in_mb: int = 1024
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    invoked_function_arn: str = "arn:aws:lambda:local:000000000000:function:irmixy-local"
    log_group_name: str = "/aws/lambda/irmixy-local"
    log_stream_name: str = "local"

    def get_remaining_time_in_millis(self) -> int:
        """Lambda's remaining time; generous locally."""
        return 900_000


def fill_placeholders(
    text: str, *, secret: str, session_id: str | None, user_id: uuid.UUID | None = None
) -> str:
    """Replace the token and session placeholders of an events/ file.

    `{{USER_TOKEN}}` is demo user Ana's unless `user_id` names another user.
    """
    user, admin = DEMO_USERS[0], next(u for u in DEMO_USERS if u.admin)
    values = {
        "{{USER_TOKEN}}": issue_dev_token(user_id=user_id or user.user_id, secret=secret),
        "{{ADMIN_TOKEN}}": issue_dev_token(user_id=admin.user_id, secret=secret, admin=True),
    }
    if session_id is not None:
        values["{{SESSION_ID}}"] = session_id
    for placeholder, value in values.items():
        text = text.replace(placeholder, value)
    return text


def _fail(message: str) -> typer.Exit:
    typer.echo(f"irmixy invoke: {message}", err=True)
    return typer.Exit(_EXIT_USAGE)


def invoke_command(
    function: Annotated[str, typer.Argument(help=f"One of: {', '.join(HANDLERS)}.")],
    event_file: Annotated[
        Path, typer.Option("--event", "-e", help="The event JSON (see events/).", dir_okay=False)
    ],
    session_id: Annotated[
        str | None, typer.Option("--session-id", help="Fills {{SESSION_ID}} in the event.")
    ] = None,
    user_id: Annotated[
        uuid.UUID | None,
        typer.Option(
            "--user-id",
            help="The user of {{USER_TOKEN}} (created in the embedded database).  "
            "[default: demo user Ana]",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Run a function's real handler in-process with an event file, like `sam local invoke`."""
    handler_path = HANDLERS.get(function)
    if handler_path is None:
        raise _fail(f"unknown function {function!r}; choose one of {', '.join(HANDLERS)}")
    try:
        raw = event_file.read_text(encoding="utf-8")
    except OSError as exc:
        raise _fail(f"cannot read {event_file}: {exc.strerror}") from exc
    secret = os.environ.get("SUPABASE_JWT_SECRET") or LOCAL_JWT_SECRET
    os.environ["SUPABASE_JWT_SECRET"] = secret
    try:
        event: Any = json.loads(
            fill_placeholders(raw, secret=secret, session_id=session_id, user_id=user_id)
        )
    except json.JSONDecodeError as exc:
        raise _fail(f"{event_file} is not valid JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(event, dict):
        raise _fail(f"{event_file} must hold a JSON object")
    problem = event_problem(function, event)
    if problem is not None:
        raise _fail(f"{event_file} is not an event for {function}: {problem}")
    if "{{SESSION_ID}}" in raw and session_id is None:
        raise _fail(f"{event_file} needs --session-id (it has a {{{{SESSION_ID}}}} placeholder)")

    embedded = is_embedded()
    database_url = resolve_database_url()
    # Set even when present but empty (`DATABASE_URL=` means embedded, as for the CLI).
    os.environ["DATABASE_URL"] = database_url
    if embedded:
        ensure_demo_users(database_url)
        if user_id is not None:
            ensure_local_user(database_url, user_id)
    import_functions()
    route_module_logs()
    module_name, _, attribute = handler_path.rpartition(".")
    handler = getattr(importlib.import_module(module_name), attribute)
    try:
        result = handler(event, LambdaContext(function_name=f"irmixy-{function}"))
    finally:
        # A Lambda container is frozen with its pool open; this process exits, so it closes the
        # pool first (otherwise asyncio reports each pool worker as destroyed while pending).
        run_in_container_loop(close_all_built())
    typer.echo(json.dumps(result, indent=2, ensure_ascii=False, default=str))
