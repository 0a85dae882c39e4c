"""`irmixy chat`: a terminal client for the chat function, against the local server or any URL.

Streams `content` as it arrives, shows `status` as a spinner (plain lines with `-m` or when
stdout is not a terminal, for scripts), renders recipe cards, custom recipes (steps with
Thermomix settings, safety flags), chips and actions as numbered choices, and keeps the session
across turns. `-m "…"` sends one message and exits. `--voice-tools` drives the voice function's
`execute_tool` path instead (`cli.voice_client`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import httpx
import typer
from rich.console import Console
from rich.table import Table

from cli.api_client import CLIENT_TIMEOUT, ApiClientError, demo_token
from cli.demo_users import DEMO_USERS, demo_user
from cli.sse_client import stream_chat
from shared.schemas import (
    ContentEvent,
    DoneEvent,
    IrmixyResponse,
    RecipePartialEvent,
    RetrievalMultiple,
    RetrievalSingle,
    SessionEvent,
    StatusEvent,
)

if TYPE_CHECKING:
    from rich.status import Status

    from shared.schemas import GeneratedIngredient

__all__ = [
    "StatusLine",
    "chat_command",
    "ingredient_line",
    "read_line",
    "render_response",
    "send_message",
]

_EXIT_FAILURE = 1
_FRACTIONS = {0.25: "¼", 0.5: "½", 0.75: "¾"}
_INTERRUPTED = 130
console = Console()


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
                console.print(f"\n[dim]recipe ready: {event.recipe.suggested_name}[/]")
                mid_line = False
            elif isinstance(event, DoneEvent):
                response = event.response
    finally:
        status.stop()
    console.print()
    return session_id, response


def read_line(prompt: str) -> str | None:
    """One line typed by the user, stripped; None on an empty line, EOF or Ctrl-C (quit)."""
    try:
        line = console.input(prompt).strip()
    except (EOFError, KeyboardInterrupt):
        console.print()
        return None
    return line or None


def _amount(quantity: float) -> str:
    whole, part = divmod(round(quantity * 4) / 4, 1)
    fraction = _FRACTIONS.get(part, "")
    if not fraction:
        return f"{quantity:g}"
    return f"{int(whole)}{fraction}" if whole else fraction


def ingredient_line(item: GeneratedIngredient, language: str) -> str:
    """An ingredient as a cook reads it: "2 dientes de ajo", "1½ cups rice", "salt, to taste".

    Args:
        item: the ingredient line.
        language: the recipe's language (Spanish joins a unit to its ingredient with "de").

    Returns:
        The line's text.
    """
    amount = " ".join(
        part for part in (_amount(item.quantity) if item.quantity else None, item.unit) if part
    )
    joint = " de" if language == "es" and item.unit else ""
    text = f"{amount}{joint} {item.name}" if amount else item.name
    return f"{text}, {item.notes}" if item.notes else text


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
            console.print(f"  • {ingredient_line(item, recipe.language)}")
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
            # A note the step already says in its own words is not printed twice.
            if step.safety_note and step.safety_note not in step.instruction:
                console.print(f"     [yellow]{step.safety_note}[/]", soft_wrap=True)
    _render_retrieval(response)
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
        console.print(f"  [dim]action: {action.label} ({action.type})[/]", highlight=False)
    return choices


def _render_retrieval(response: IrmixyResponse) -> None:
    retrieval = response.retrieval
    if isinstance(retrieval, RetrievalSingle):
        found = retrieval.recipe
        console.print(
            f"[bold]your recipe:[/] {found.name} (saved {found.created_at:%a %d %b})",
            soft_wrap=True,
        )
    elif isinstance(retrieval, RetrievalMultiple):
        for option in retrieval.recipes:
            console.print(
                f"  [bold]maybe:[/] {option.name} (saved {option.created_at:%a %d %b}, "
                f"{option.confidence:.0%} sure)",
                soft_wrap=True,
            )


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
                from cli.voice_client import voice_loop

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
