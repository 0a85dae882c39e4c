"""`irmixy serve`: the whole backend on one local server over the embedded database."""

from __future__ import annotations

import asyncio
import errno
import os
import socket
from typing import Annotated

import typer
from rich.console import Console

from cli.database import is_embedded, resolve_database_url
from cli.db import migrate_and_seed, run_migrations
from cli.demo_users import DEMO_USERS, ensure_demo_users
from cli.local_api import build_local_app
from shared.auth import LOCAL_JWT_SECRET, issue_dev_token

__all__ = ["serve_command"]

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
    embedded = is_embedded()
    database_url = resolve_database_url()
    if no_seed:
        run_migrations(database_url)
    else:
        report = migrate_and_seed(database_url)
        console.print(f"Catalogue: {report.recipes} recipes, {report.ingredients} ingredients.")
    os.environ.setdefault("DATABASE_URL", database_url)
    # Local tokens are signed with the development secret unless a real one is configured.
    secret = os.environ.setdefault("SUPABASE_JWT_SECRET", LOCAL_JWT_SECRET)
    _ensure_embeddings(database_url)
    if embedded:
        ensure_demo_users(database_url)
    _banner(host, port, secret=secret, embedded=embedded)
    uvicorn.run(build_local_app(embedded=embedded), host=host, port=port, log_level="info")


def _ensure_embeddings(database_url: str) -> None:
    from cli.search_prep import ensure_embeddings
    from shared.ai import AiSettings, build_gateway
    from shared.db import DatabaseSettings, create_database

    async def run() -> None:
        database = await create_database(DatabaseSettings(DATABASE_URL=database_url))
        gateway = build_gateway(AiSettings())
        try:
            coverage = await ensure_embeddings(database, gateway, log=console.print)
        finally:
            await gateway.aclose()
            await database.close()
        console.print(
            f"Embeddings: {coverage.covered}/{coverage.published} recipes "
            f"({coverage.embedding_model})."
        )

    asyncio.run(run())


def _banner(host: str, port: int, *, secret: str, embedded: bool) -> None:
    if not os.environ.get("OPENAI_API_KEY"):
        console.print(
            "[yellow]No OPENAI_API_KEY: answers come from the offline provider "
            "(rule-based tool choice, template recipes).[/]"
        )
    base = f"http://{host}:{port}"
    console.print(f"[green]Irmixy is ready[/] on {base}  (health: {base}/health)")
    if not embedded:
        return
    for user in DEMO_USERS:
        token = issue_dev_token(
            user_id=user.user_id, secret=secret, admin=user.admin, expires_in=86_400
        )
        # soft_wrap: a wrapped token cannot be pasted.
        console.print(f"\n[bold]{user.label}[/]\n  {token}", soft_wrap=True)
    demo = issue_dev_token(user_id=DEMO_USERS[0].user_id, secret=secret, expires_in=86_400)
    console.print(
        "\nTry it:\n"
        f"  curl -N {base}/irmixy-chat-orchestrator -H 'authorization: Bearer {demo}' "
        "-H 'content-type: application/json' "
        """-d '{"message": "something healthy, fast and Mexican"}'""",
        soft_wrap=True,
    )
