"""`irmixy serve`: the whole backend on one local server over the embedded database."""

from __future__ import annotations

import errno
import os
import socket
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from cli.database import is_embedded, resolve_database_url
from cli.db import migrate_and_seed, run_migrations

if TYPE_CHECKING:
    from starlette.requests import Request

__all__ = ["build_local_app", "serve_command"]

console = Console(stderr=True)
_EXIT_FAILURE = 1


def build_local_app(database_url: str, *, embedded: bool) -> Starlette:
    """The local API: every function app under its template route, plus /health."""

    async def health(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok", "database": "embedded" if embedded else "url"})

    app = Starlette(routes=[Route("/health", health)])
    app.state.database_url = database_url
    return app


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
    console.print(f"[green]Irmixy is ready[/] on http://{host}:{port}")
    console.print(f"  curl http://{host}:{port}/health")
    uvicorn.run(
        build_local_app(database_url, embedded=embedded), host=host, port=port, log_level="info"
    )
