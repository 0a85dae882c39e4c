"""`irmixy demo`: play the seed's journeys against the API and say which ones hold.

Discover, fallback, create, refine, replay, resume and allergen block, each as a titled section
with what came back (cards, recipe, chips, actions, trace) and a ✔/✘ per expectation; exit 1
when any journey fails. Without `--url` it prepares the local stack as `irmixy serve` does
(database, catalogue, embeddings, demo users and their kitchens), serves it on a free loopback
port for the run, and stops it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

import httpx
import typer
from rich.console import Console

from cli.client.api import CLIENT_TIMEOUT, ApiClientError, demo_token
from cli.client.sse import stream_chat
from cli.demo.data import cookbook_of
from cli.demo.journeys import JOURNEYS, Turn, cast
from cli.serve.demo_users import demo_user
from shared.schemas import DoneEvent, RetrievalMultiple, RetrievalSingle, SessionEvent
from shared.schemas.response import ResumeCookingAction

if TYPE_CHECKING:
    from cli.demo.journeys import Check
    from cli.serve.demo_users import DemoUser
    from shared.schemas import IrmixyResponse, Language

__all__ = ["demo_command", "play"]

console = Console(highlight=False, soft_wrap=True)
_EXIT_FAILURE = 1
_SHOWN = 5


def _turn(client: httpx.Client, *, url: str, token: str, message: str, session: str | None) -> Turn:
    events: list[Any] = []
    try:
        for event in stream_chat(client, url=url, token=token, message=message, session_id=session):
            events.append(event)
            if isinstance(event, SessionEvent):
                session = event.session_id
    except ApiClientError as exc:
        return Turn(events=events, session_id=session, error=str(exc))
    done = [e.response for e in events if isinstance(e, DoneEvent)]
    return Turn(events=events, response=done[-1] if done else None, session_id=session)


def _show(response: IrmixyResponse) -> None:
    console.print(f"  [italic]{response.message}[/]")
    if response.recipes:
        cards = ", ".join(f"{c.name} ({c.total_time} min)" for c in response.recipes[:_SHOWN])
        console.print(f"  cards: {cards}")
    recipe = response.custom_recipe
    if recipe is not None:
        names = ", ".join(i.name for i in recipe.ingredients)
        console.print(f"  recipe: {recipe.suggested_name} · {recipe.total_time} min · {names}")
        if recipe.description:
            console.print(f"  [dim]{recipe.description}[/]")
    retrieval = response.retrieval
    if isinstance(retrieval, RetrievalSingle):
        found = retrieval.recipe
        console.print(f"  found: {found.name} (saved {found.created_at:%a %d %b})")
    elif isinstance(retrieval, RetrievalMultiple):
        console.print(f"  found: {', '.join(r.name for r in retrieval.recipes)}")
    elif retrieval is not None:
        console.print("  found: nothing")
    flags = response.safety_flags
    if flags is not None and (flags.allergen_warning or flags.dietary_conflict):
        console.print(f"  [yellow]⚠ {flags.allergen_warning or flags.dietary_conflict}[/]")
    if response.suggestions:
        console.print(f"  chips: {' · '.join(c.label for c in response.suggestions)}")
    if response.actions:
        console.print(f"  actions: {', '.join(a.type for a in response.actions)}")
    for action in response.actions or []:
        if isinstance(action, ResumeCookingAction):
            resume = action.payload
            console.print(
                f"  resume: {resume.recipe_name}, step {resume.current_step} of "
                f"{resume.total_steps}"
            )
    trace = response.trace
    if trace is not None:
        parts = [
            f"tools={','.join(trace.tools_called) or '-'}",
            f"provider={trace.provider}",
            f"mode={trace.search_mode}" if trace.search_mode else None,
            f"fallback={trace.fallback_reason}" if trace.fallback_reason else None,
            f"{trace.latency_ms} ms",
        ]
        console.print(f"  [dim]trace: {' '.join(p for p in parts if p)}[/]")


def _verdict(checks: list[Check]) -> bool:
    for label, ok in checks:
        console.print(f"  {'[green]✔' if ok else '[red]✘'} {label}[/]")
    return all(ok for _, ok in checks)


def play(url: str, *, language: Language, everyday: DemoUser | None = None) -> list[str]:
    """Play every journey against `url`, printing each; returns the keys of those that failed."""
    book = cookbook_of(language)
    sessions: dict[str, str | None] = {}
    failed: list[str] = []
    with httpx.Client(timeout=CLIENT_TIMEOUT) as client:
        for number, journey in enumerate(JOURNEYS, start=1):
            user = cast(journey.role, language, everyday=everyday)
            message = journey.say[language]
            console.rule(f"[bold]{number}. {journey.title}", align="left")
            console.print(f"  {user.label.split(' (')[0]}: “{message}”")
            session = sessions.get(journey.continues) if journey.continues else None
            turn = _turn(client, url=url, token=demo_token(user), message=message, session=session)
            sessions[journey.key] = turn.session_id
            if turn.error is not None:
                console.print(f"  [red]{turn.error}[/]")
            if turn.response is not None:
                _show(turn.response)
            if not _verdict(journey.expect(turn, book)):
                failed.append(journey.key)
    return failed


def _summary(failed: list[str]) -> None:
    passed = len(JOURNEYS) - len(failed)
    console.rule()
    if failed:
        console.print(
            f"[red]{passed}/{len(JOURNEYS)} journeys passed[/]; failed: {', '.join(failed)}"
        )
    else:
        console.print(f"[green]{passed}/{len(JOURNEYS)} journeys passed[/]")


def demo_command(
    *,
    url: Annotated[
        str | None,
        typer.Option(help="Base URL of a running API; default: start the local stack for the run."),
    ] = None,
    language: Annotated[
        Literal["en", "es"], typer.Option(help="Play the English or the Spanish phrasing.")
    ] = "en",
    user: Annotated[
        str | None,
        typer.Option(
            help="Demo user for discover/fallback/create/refine (default: Ana, or Luis in "
            "Spanish); replay/resume need Maya/Sofía's saved data, the allergen block a "
            "peanut allergy."
        ),
    ] = None,
) -> None:
    """Walk the seed's journeys and mark each ✔/✘; exit 1 when any fails."""
    try:
        everyday = demo_user(user) if user else None
    except KeyError:
        typer.echo(f"irmixy demo: no demo user {user!r}", err=True)
        raise typer.Exit(2) from None
    if url is not None:
        failed = _play_or_exit(url, language=language, everyday=everyday)
    else:
        from cli.serve.command import prepare_local_stack
        from cli.serve.local_api import build_local_app
        from cli.thread_server import ThreadedServer

        stack = prepare_local_stack()
        if not stack.embedded:
            console.print(
                "[yellow]DATABASE_URL is set: no demo data is written there, so replay and "
                "resume have nothing to find.[/]"
            )
        with ThreadedServer(build_local_app(embedded=stack.embedded)) as server:
            console.print(f"[dim]local API on {server.url} for this run[/]")
            failed = _play_or_exit(server.url, language=language, everyday=everyday)
    _summary(failed)
    if failed:
        raise typer.Exit(_EXIT_FAILURE)


def _play_or_exit(url: str, *, language: Language, everyday: DemoUser | None) -> list[str]:
    # A server that is down fails the first journey the same way for all: say it once.
    try:
        httpx.get(url.rstrip("/") + "/health", timeout=CLIENT_TIMEOUT)
    except httpx.TransportError:
        typer.echo(f"irmixy demo: cannot reach {url}; is `irmixy serve` running?", err=True)
        raise typer.Exit(_EXIT_FAILURE) from None
    return play(url, language=language, everyday=everyday)
