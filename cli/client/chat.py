"""`irmixy chat`: a terminal client for the chat function, against the local server or any URL.

Streams `content` as it arrives, shows `status` as a spinner (plain lines with `-m` or when
stdout is not a terminal, for scripts), renders recipe cards, custom recipes (steps with
Thermomix settings, safety flags), chips and actions as numbered choices, and keeps the session
across turns. `-m "…"` sends one message and exits. `--voice-tools` drives the voice function's
`execute_tool` path instead (`cli.client.voice`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import httpx
import typer

from cli.client.api import CLIENT_TIMEOUT, ApiClientError, demo_token
from cli.client.render import console, read_line, render_response, said
from cli.client.sse import stream_chat
from cli.client.voice import voice_loop
from cli.serve.demo_users import DEMO_USERS, demo_user
from shared.schemas import (
    ContentEvent,
    DoneEvent,
    IrmixyResponse,
    RecipePartialEvent,
    SessionEvent,
    StatusEvent,
)

if TYPE_CHECKING:
    from rich.status import Status

__all__ = ["StatusLine", "chat_command", "send_message"]

_EXIT_FAILURE = 1
_INTERRUPTED = 130


class StatusLine:
    """Where `status` events show: a spinner on a terminal, else one plain line each.

    The spinner stops as soon as content starts or the turn ends, so it never overwrites text.
    """

    def __init__(self, *, live: bool) -> None:
        self._live = live
        self._spinner: Status | None = None

    def show(self, text: str) -> None:
        """Show the latest status (`thinking`, `searching`, …)."""
        if not self._live:
            console.print(f"[dim]… {text}[/]", highlight=False)
        elif self._spinner is None:
            self._spinner = console.status(f"{text}…")
            self._spinner.start()
        else:
            self._spinner.update(f"{text}…")

    def stop(self) -> None:
        """Remove the spinner, if one is showing."""
        if self._spinner is not None:
            self._spinner.stop()
            self._spinner = None


def send_message(
    client: httpx.Client,
    *,
    url: str,
    token: str,
    message: str,
    session_id: str | None,
    live: bool = False,
) -> tuple[str | None, IrmixyResponse | None]:
    """Send one message, printing the stream as it arrives; returns the session and response.

    Raises:
        ApiClientError: the server is unreachable, refused the request or failed the turn.
    """
    status = StatusLine(live=live)
    response: IrmixyResponse | None = None
    mid_line = False  # streamed content left the cursor after text, not at a line start
    try:
        for event in stream_chat(
            client, url=url, token=token, message=message, session_id=session_id
        ):
            if isinstance(event, SessionEvent):
                session_id = event.session_id
            elif isinstance(event, StatusEvent):
                if mid_line:
                    console.print()
                    mid_line = False
                status.show(event.status)
            elif isinstance(event, ContentEvent):
                status.stop()
                console.print(event.content, end="", soft_wrap=True, highlight=False)
                mid_line = bool(event.content) and not event.content.endswith("\n")
            elif isinstance(event, RecipePartialEvent):
                status.stop()
                ready = said(event.recipe.language, "ready", name=event.recipe.suggested_name)
                console.print(f"\n[dim]{ready}[/]")
                mid_line = False
            elif isinstance(event, DoneEvent):
                response = event.response
    finally:
        status.stop()
    console.print()
    return session_id, response


def chat_command(
    *,
    message: Annotated[
        str | None, typer.Option("--message", "-m", help="Send one message and exit.")
    ] = None,
    url: Annotated[str, typer.Option(help="Base URL of the API.")] = "http://127.0.0.1:8787",
    token: Annotated[
        str | None,
        typer.Option(envvar="IRMIXY_TOKEN", help="Access token (default: the --user's)."),
    ] = None,
    user: Annotated[
        str, typer.Option(help="Demo user to chat as: ana, luis, maya, sofía, admin.")
    ] = "ana",
    session_id: Annotated[str | None, typer.Option("--session", help="Continue a session.")] = None,
    voice_tools: Annotated[
        bool,
        typer.Option(
            "--voice-tools",
            help="Open a voice session and send each line as a voice tool call "
            "(text searches recipes; `/tool NAME {json}` runs any voice tool).",
        ),
    ] = False,
) -> None:
    """Chat with Irmixy from the terminal (numbers pick a suggestion; empty line quits)."""
    try:
        person = demo_user(user)
    except KeyError:
        names = ", ".join(u.label.split()[0].casefold() for u in DEMO_USERS)
        typer.echo(f"irmixy chat: no demo user {user!r}; one of: {names}", err=True)
        raise typer.Exit(2) from None
    token = token or demo_token(person)
    try:
        with httpx.Client(timeout=CLIENT_TIMEOUT) as client:
            if voice_tools:
                voice_loop(client, url=url, token=token, message=message)
            else:
                _chat_loop(client, url=url, token=token, message=message, session_id=session_id)
    except ApiClientError as exc:
        typer.echo(f"irmixy chat: {exc}", err=True)
        raise typer.Exit(_EXIT_FAILURE) from exc
    except KeyboardInterrupt:
        # Ctrl-C while a turn is streaming: the voice session is already ended (finally).
        raise typer.Exit(_INTERRUPTED) from None


def _chat_loop(
    client: httpx.Client, *, url: str, token: str, message: str | None, session_id: str | None
) -> None:
    # Interactive only on a terminal without -m: scripts read plain lines.
    live = message is None and console.is_terminal
    choices: list[str] = []
    pending = message
    while True:
        if pending is None:
            pending = read_line("[bold]you>[/] ")
            if pending is None:
                return
            if pending.isdigit() and 1 <= int(pending) <= len(choices):
                pending = choices[int(pending) - 1]
        session_id, response = send_message(
            client, url=url, token=token, message=pending, session_id=session_id, live=live
        )
        choices = render_response(response) if response is not None else []
        if message is not None:
            return
        pending = None
