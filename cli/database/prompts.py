"""`irmixy prompts list|show|set`: the prompts stored in `ai_prompts` (local or DATABASE_URL).

`set` stores a new version and makes it the active one; the functions pick it up within their
prompt cache TTL (`CHAT_PROMPT_CACHE_TTL_S`), without a deploy. With no active row a function
uses the prompt in its code.
"""

from __future__ import annotations

import asyncio
from pathlib import Path  # noqa: TC003 - typer reads annotations at run time
from typing import Annotated, Any, Literal

import psycopg
import typer
from psycopg.rows import dict_row
from rich.console import Console
from rich.table import Table

from cli.database.location import resolve_database_url
from shared.prompts import activate_prompt, list_prompts

__all__ = ["prompts_app"]

prompts_app = typer.Typer(help="Prompts managed outside the code (the ai_prompts table).")
console = Console()
_SHOW = (
    "select version, active, text from public.ai_prompts"
    " where key = %s and language = %s order by active desc, version desc limit 1"
)


async def _rows() -> list[dict[str, Any]]:
    async with await psycopg.AsyncConnection.connect(
        resolve_database_url(), row_factory=dict_row
    ) as conn:
        return await list_prompts(conn)


async def _set(key: str, language: str, text: str) -> int:
    async with await psycopg.AsyncConnection.connect(
        resolve_database_url(), row_factory=dict_row
    ) as conn:
        # One transaction (committed when the block exits, rolled back on an error): the old
        # version is never deactivated without the new one stored.
        return await activate_prompt(conn, key=key, language=language, text=text)


@prompts_app.command("list")
def list_command() -> None:
    """Every stored prompt version (key, language, version, active, size)."""
    rows = asyncio.run(_rows())
    table = Table("key", "language", "version", "active", "chars", "created")
    for row in rows:
        table.add_row(
            row["key"],
            row["language"],
            str(row["version"]),
            "yes" if row["active"] else "",
            str(row["chars"]),
            row["created_at"].isoformat(timespec="seconds"),
        )
    console.print(table if rows else "No prompts stored: the functions use the built-in ones.")


@prompts_app.command("show")
def show_command(
    key: Annotated[str, typer.Argument(help="The prompt key, e.g. chat.rules.")],
    language: Annotated[Literal["en", "es"], typer.Option(help="The language.")] = "en",
) -> None:
    """The active version of a prompt (or its latest one)."""
    with psycopg.connect(resolve_database_url()) as conn:
        row = conn.execute(_SHOW, (key, language)).fetchone()
    if row is None:
        console.print(f"No stored {key} ({language}): the built-in prompt is used.")
        raise typer.Exit(1)
    version, active, text = row
    console.print(f"{key} ({language}) version {version}{' (active)' if active else ''}")
    console.print(text, markup=False, highlight=False)


@prompts_app.command("set")
def set_command(
    key: Annotated[str, typer.Argument(help="The prompt key, e.g. chat.rules.")],
    file: Annotated[Path, typer.Option("--file", "-f", help="The new text, from a file.")],
    language: Annotated[Literal["en", "es"], typer.Option(help="The language.")] = "en",
) -> None:
    """Store a new version of a prompt and make it the active one."""
    text = file.read_text(encoding="utf-8").strip()
    if not text:
        console.print("The file is empty.")
        raise typer.Exit(1)
    version = asyncio.run(_set(key, language, text))
    console.print(f"{key} ({language}) version {version} is active.")
