"""`irmixy chat`: a terminal client for the chat function, against the local server or any URL.

Streams `content` as it arrives, shows `status`, renders recipe cards, custom recipes (steps with
Thermomix settings, safety flags), chips and actions as numbered choices, and keeps the session
across turns. `-m "…"` sends one message and exits (for scripts).
"""

from __future__ import annotations

import os
from typing import Annotated, Any

import httpx
import typer
from rich.console import Console
from rich.table import Table

from cli.demo_users import DEMO_USERS
from cli.sse_client import parse_sse_lines
from shared.auth import LOCAL_JWT_SECRET, issue_dev_token
from shared.schemas import (
    ContentEvent,
    DoneEvent,
    ErrorEvent,
    IrmixyResponse,
    RecipePartialEvent,
    SessionEvent,
    StatusEvent,
)

__all__ = ["chat_command", "render_response", "send_message"]

ROUTE = "/irmixy-chat-orchestrator"
_EXIT_FAILURE = 1
console = Console()


class ChatClientError(Exception):
    """The server could not be reached or refused the request (the message is one line)."""


def send_message(
    client: httpx.Client, *, url: str, token: str, message: str, session_id: str | None
) -> tuple[str | None, IrmixyResponse | None]:
    """Send one message, printing the stream as it arrives; returns the session and response."""
    body: dict[str, Any] = {"message": message, "stream": True}
    if session_id:
        body["sessionId"] = session_id
    headers = {"authorization": f"Bearer {token}"}
    try:
        with client.stream("POST", url.rstrip("/") + ROUTE, json=body, headers=headers) as reply:
            if reply.status_code != 200:
                reply.read()
                raise ChatClientError(_error_line(reply))
            response: IrmixyResponse | None = None
            for event in parse_sse_lines(reply.iter_lines()):
                if isinstance(event, SessionEvent):
                    session_id = event.session_id
                elif isinstance(event, StatusEvent):
                    console.print(f"[dim]… {event.status}[/]")
                elif isinstance(event, ContentEvent):
                    console.print(event.content, end="", soft_wrap=True, highlight=False)
                elif isinstance(event, RecipePartialEvent):
                    console.print(f"\n[dim]recipe ready: {event.recipe.suggested_name}[/]")
                elif isinstance(event, DoneEvent):
                    response = event.response
                elif isinstance(event, ErrorEvent):
                    raise ChatClientError(event.message or event.error)
            console.print()
            return session_id, response
    except httpx.TransportError as exc:
        raise ChatClientError(
            f"cannot reach {url} ({type(exc).__name__}); is `irmixy serve` running?"
        ) from exc


def _error_line(reply: httpx.Response) -> str:
    try:
        payload = reply.json()
        return f"{reply.status_code} {payload.get('error')}: {payload.get('message')}"
    except ValueError:
        return f"{reply.status_code} {reply.reason_phrase}"


def render_response(response: IrmixyResponse) -> list[str]:
    """Print the structured parts of an answer; returns the messages the numbered chips send."""
    if response.recipes:
        table = Table("recipe", "time", "difficulty", "cuisine", title="Recipes")
        for card in response.recipes:
            table.add_row(card.name, f"{card.total_time} min", card.difficulty, card.cuisine or "")
        console.print(table)
    recipe = response.custom_recipe
    if recipe is not None:
        console.print(
            f"[bold]{recipe.suggested_name}[/] · {recipe.total_time} min · serves {recipe.portions}"
        )
        for item in recipe.ingredients:
            quantity = f"{item.quantity:g}" if item.quantity is not None else None
            amount = " ".join(x for x in (quantity, item.unit) if x)
            console.print(f"  • {amount} {item.name}".replace("•  ", "• "))
        for step in recipe.steps:
            dials = ", ".join(
                str(x)
                for x in (
                    f"{step.thermomix_time}s" if step.thermomix_time else None,
                    step.thermomix_temp,
                    f"speed {step.thermomix_speed}" if step.thermomix_speed else None,
                    "reverse" if step.thermomix_reverse else None,
                )
                if x
            )
            suffix = f" [cyan]({dials})[/]" if dials else ""
            console.print(f"  {step.order}. {step.instruction}{suffix}", soft_wrap=True)
            if step.safety_note:
                console.print(f"     [yellow]{step.safety_note}[/]", soft_wrap=True)
    flags = response.safety_flags
    if flags is not None:
        for note in (
            flags.allergen_warning,
            flags.dietary_conflict,
            *(flags.food_safety_notes or []),
        ):
            if note:
                console.print(f"[yellow]⚠ {note}[/]", soft_wrap=True)
    choices = [chip.message for chip in response.suggestions or []]
    for number, chip in enumerate(response.suggestions or [], start=1):
        console.print(f"  [bold][{number}][/] {chip.label}")
    for action in response.actions or []:
        console.print(f"  [dim]action: {action.label} ({action.type})[/]")
    return choices


def chat_command(
    message: Annotated[
        str | None, typer.Option("--message", "-m", help="Send one message and exit.")
    ] = None,
    url: Annotated[str, typer.Option(help="Base URL of the API.")] = "http://127.0.0.1:8787",
    token: Annotated[
        str | None,
        typer.Option(envvar="IRMIXY_TOKEN", help="Access token (default: local demo user)."),
    ] = None,
    session_id: Annotated[str | None, typer.Option("--session", help="Continue a session.")] = None,
) -> None:
    """Chat with Irmixy from the terminal (numbers pick a suggestion; empty line quits)."""
    token = token or issue_dev_token(
        user_id=DEMO_USERS[0].user_id,
        secret=os.environ.get("SUPABASE_JWT_SECRET") or LOCAL_JWT_SECRET,
    )
    choices: list[str] = []
    with httpx.Client(timeout=httpx.Timeout(120.0, connect=5.0)) as client:
        pending = message
        while True:
            if pending is None:
                pending = console.input("[bold]you>[/] ").strip()
                if not pending:
                    return
                if pending.isdigit() and 1 <= int(pending) <= len(choices):
                    pending = choices[int(pending) - 1]
            try:
                session_id, response = send_message(
                    client, url=url, token=token, message=pending, session_id=session_id
                )
            except ChatClientError as exc:
                typer.echo(f"irmixy chat: {exc}", err=True)
                raise typer.Exit(_EXIT_FAILURE) from exc
            choices = render_response(response) if response is not None else []
            if message is not None:
                return
            pending = None
