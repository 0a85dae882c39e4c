"""`irmixy serve`: the whole backend on one local server over the embedded database."""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import socket
from dataclasses import dataclass
from typing import Annotated

import typer
from rich.console import Console

from cli.database.commands import migrate_and_seed, run_migrations
from cli.database.location import is_embedded, resolve_database_url
from cli.demo.data import DemoKitchen, ensure_demo_kitchens
from cli.serve.demo_users import DEMO_USERS, ensure_demo_users
from cli.serve.local_api import build_local_app
from cli.serve.serving_lock import ServingLock, hold_serving_lock
from shared.auth import LOCAL_JWT_SECRET, issue_dev_token
from shared.observability import route_module_logs

__all__ = ["LocalStack", "ensure_local_embeddings", "prepare_local_stack", "serve_command"]

console = Console(stderr=True)
_EXIT_FAILURE = 1


def _port_is_free(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((host, port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                return False
            raise
    return True


def serve_command(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8787,
    no_seed: Annotated[bool, typer.Option("--no-seed", help="Skip loading seed data.")] = False,
) -> None:
    """Start the database (embedded unless DATABASE_URL is set), migrate, seed, and serve."""
    import uvicorn

    if not _port_is_free(host, port):
        console.print(
            f"[red]Port {port} on {host} is already in use.[/] Choose another with --port, "
            f"e.g. `irmixy serve --port {port + 1}`."
        )
        raise typer.Exit(_EXIT_FAILURE)
    stack = prepare_local_stack(seed=not no_seed)
    _banner(host, port, stack=stack)
    # Every module's log line as JSON with the request's correlation id, as on Lambda.
    route_module_logs()
    uvicorn.run(build_local_app(embedded=stack.embedded), host=host, port=port, log_level="info")


@dataclass(frozen=True, kw_only=True)
class LocalStack:
    """A database made ready for the local server, and the secret its tokens are signed with."""

    database_url: str
    secret: str
    embedded: bool
    kitchens: tuple[DemoKitchen, ...]
    #: Held for the server's lifetime: tells a later server that this one is serving.
    serving: ServingLock


def prepare_local_stack(*, seed: bool = True) -> LocalStack:
    """Everything `irmixy serve` does before serving (also run by `irmixy demo`).

    Starts the database (embedded unless DATABASE_URL is set), migrates, seeds, backfills
    missing embeddings and, on the embedded database only, creates the demo users and the
    demo cook's recipes and cooking session. Sets the environment the function apps read.
    """
    embedded = is_embedded()
    database_url = resolve_database_url()
    if seed:
        report = migrate_and_seed(database_url)
        console.print(f"Catalogue: {report.recipes} recipes, {report.ingredients} ingredients.")
    else:
        run_migrations(database_url)
    # Set even when present but empty (`DATABASE_URL=` means embedded, as for the CLI).
    os.environ["DATABASE_URL"] = database_url
    # Local tokens are signed with the development secret unless a real one is configured.
    secret = os.environ.get("SUPABASE_JWT_SECRET") or LOCAL_JWT_SECRET
    os.environ["SUPABASE_JWT_SECRET"] = secret
    serving = hold_serving_lock(database_url)
    ensure_local_embeddings(database_url, others_serving=serving.others_serving)
    kitchens: tuple[DemoKitchen, ...] = ()
    if embedded:
        ensure_demo_users(database_url)
        kitchens = tuple(ensure_demo_kitchens(database_url))
    return LocalStack(
        database_url=database_url,
        secret=secret,
        embedded=embedded,
        kitchens=kitchens,
        serving=serving,
    )


def ensure_local_embeddings(database_url: str, *, others_serving: bool) -> None:
    """Embed the catalogue with this server's provider when vectors are missing.

    Never fatal: an unreachable provider, or another server serving the database with another
    embedding model, leaves search lexical-only and says so in one line.
    """
    from cli.database.search_prep import embedding_coverage, ensure_embeddings
    from shared.ai import AiSettings, build_gateway
    from shared.db import DatabaseSettings, create_database
    from shared.errors import ProviderError

    async def run() -> None:
        database = await create_database(DatabaseSettings(DATABASE_URL=database_url))
        gateway = build_gateway(AiSettings())
        model = gateway.embedding_model
        try:
            covered, published = await embedding_coverage(database, model)
            if covered < published and others_serving:
                console.print(
                    f"[yellow]Another irmixy server is serving this database; its recipe "
                    f"vectors are not re-embedded with {model} under it.[/] Search here is "
                    "lexical-only (stop the other server, or give this one its own "
                    "IRMIXY_DATA_DIR or DATABASE_URL).",
                    soft_wrap=True,
                )
                return
            if covered < published:
                await _probe_embeddings()
            coverage = await ensure_embeddings(database, gateway, log=console.print)
        except ProviderError as exc:
            console.print(
                f"[yellow]The embedding provider is unreachable ({exc.code}): serving with "
                f"lexical-only search[/] until {model} vectors exist (`irmixy backfill`).",
                soft_wrap=True,
            )
            return
        finally:
            await gateway.aclose()
            await database.close()
        console.print(
            f"Embeddings: {coverage.covered}/{coverage.published} recipes "
            f"({coverage.embedding_model})."
        )

    asyncio.run(run())


async def _probe_embeddings() -> None:
    """One embedding call, no retries and its own warnings held back: the caller says it in
    one line, instead of a backfill retrying every batch with a warning each.

    Raises:
        ProviderError: the embedding provider did not answer.
    """
    from shared.ai import AiSettings, build_gateway

    settings = AiSettings().model_copy(update={"max_retries": 0})
    probe = build_gateway(settings)
    quiet = logging.getLogger("shared")
    level = quiet.level
    quiet.setLevel(logging.ERROR)
    try:
        await probe.embed(["irmixy"])
    finally:
        quiet.setLevel(level)
        await probe.aclose()


def _banner(host: str, port: int, *, stack: LocalStack) -> None:
    if not os.environ.get("OPENAI_API_KEY"):
        console.print(
            "[yellow]No OPENAI_API_KEY: answers come from the offline provider "
            "(rule-based tool choice, template recipes).[/]"
        )
    base = f"http://{host}:{port}"
    console.print(f"[green]Irmixy is ready[/] on {base}  (health: {base}/health)")
    if not stack.embedded:
        return
    secret = stack.secret
    for user in DEMO_USERS:
        token = issue_dev_token(
            user_id=user.user_id, secret=secret, admin=user.admin, expires_in=86_400
        )
        # soft_wrap: a wrapped token cannot be pasted.
        console.print(f"\n[bold]{user.label}[/]\n  {token}", soft_wrap=True)
        for kitchen in stack.kitchens:
            if kitchen.book.cook == user:
                console.print(f"  [dim]{kitchen.describe()}[/]", soft_wrap=True)
    demo = issue_dev_token(user_id=DEMO_USERS[0].user_id, secret=secret, expires_in=86_400)
    console.print(
        "\nTry it (or `irmixy chat --user maya`, `irmixy chat --voice-tools`, `irmixy demo`):\n"
        f"  curl -sN {base}/irmixy-chat-orchestrator -H 'authorization: Bearer {demo}' "
        "-H 'content-type: application/json' "
        """-d '{"message": "something healthy, fast and Mexican"}'""",
        soft_wrap=True,
    )
