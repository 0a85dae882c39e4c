"""`irmixy bench chat`: the chat orchestrator's own latency, with the model's time taken out.

The model is an instant test double (the fake OpenAI wire server on loopback, the real SDK
talking to it), so the figures are the orchestrator's overhead: authentication, context, tools
with a cached query embedding, validation and persistence. Reported against the targets:
in-process p95 at most 60 ms (non-streamed and streamed), time to the first SSE byte under
uvicorn p95 at most 20 ms; plus the double's own per-call time (to subtract) and the cold import
of `chat.app`. The database is prepared as `bench search` prepares it (migrations, seed
catalogue, offline embeddings). `--json` prints one JSON object on the last line.
"""

from __future__ import annotations

import asyncio
import json
import os
from contextlib import contextmanager
from dataclasses import asdict
from typing import TYPE_CHECKING, Annotated, Any, Final

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from cli.bench.chat_run import time_chat
from cli.bench.imports import time_cold_imports
from cli.bench.run import rounded
from cli.database.location import resolve_database_url
from cli.database.search_prep import analyze_database, ensure_catalogue, ensure_embeddings
from cli.database.seed import SeedError
from cli.paths import FUNCTIONS_DIR
from cli.quiet_logs import quiet_logs
from shared.ai import AiSettings, build_gateway
from shared.db import DatabaseSettings, create_database
from shared.errors import IrmixyError

if TYPE_CHECKING:
    from collections.abc import Iterator

    from cli.bench.chat_run import ChatTimings
    from cli.bench.imports import ImportTiming
    from cli.bench.run import LatencyStats

__all__ = ["FIRST_BYTE_TARGET_P95_MS", "OVERHEAD_TARGET_P95_MS", "chat_command"]

OVERHEAD_TARGET_P95_MS: Final = 60.0
FIRST_BYTE_TARGET_P95_MS: Final = 20.0
CHAT_MODULE: Final = "chat.app"
_WARMUP: Final = 10
_IMPORT_RUNS: Final = 3
_EXIT_FAILURE = 1

console = Console(stderr=True)


def chat_command(
    *,
    requests: Annotated[
        int, typer.Option(min=1, max=1000, help="Measured requests per measure.")
    ] = 100,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the summary as one JSON line (last line).")
    ] = False,
) -> None:
    """Time the chat orchestrator's overhead (model excluded) and its first SSE byte."""
    try:
        # A log line per request would bury the timings.
        with quiet_logs():
            url = resolve_database_url()
            published = asyncio.run(_prepare(url))
            timings = asyncio.run(time_chat(url, requests=requests, warmup=_WARMUP))
    except (SeedError, ValueError, RuntimeError) as exc:
        console.print(f"[red]{escape(str(exc))}[/]")
        raise typer.Exit(_EXIT_FAILURE) from exc
    except IrmixyError as exc:
        console.print(f"[red]Benchmark failed[/]: {escape(exc.message)}")
        raise typer.Exit(_EXIT_FAILURE) from exc
    with _functions_on_path():
        (cold,) = time_cold_imports((CHAT_MODULE,), runs=_IMPORT_RUNS)
    summary = _summary(published, timings, cold)
    if as_json:
        typer.echo(json.dumps(summary))
    else:
        out = Console()
        _render(out if out.is_terminal else Console(width=140), summary)


async def _prepare(url: str) -> int:
    """Migrate, seed and backfill the offline embeddings when missing, as `bench search` does."""
    ensure_catalogue(url, log=console.print)
    gateway = build_gateway(AiSettings(AI_PROVIDER="offline"))
    database = await create_database(DatabaseSettings(DATABASE_URL=url))
    try:
        coverage = await ensure_embeddings(database, gateway, log=console.print)
    finally:
        await database.close()
        await gateway.aclose()
    analyze_database(url)
    return coverage.published


@contextmanager
def _functions_on_path() -> Iterator[None]:
    """`functions/` on the PYTHONPATH the import probes inherit, restored afterwards."""
    saved = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join([str(FUNCTIONS_DIR), *([saved] if saved else [])])
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = saved


def _summary(published: int, timings: ChatTimings, cold: ImportTiming) -> dict[str, Any]:
    overhead_ok = max(timings.non_streamed.p95_ms, timings.streamed.p95_ms) <= (
        OVERHEAD_TARGET_P95_MS
    )
    first_byte_ok = timings.first_byte.p95_ms <= FIRST_BYTE_TARGET_P95_MS
    summary = {
        "requests": timings.requests,
        "warmup": timings.warmup,
        "cpus": os.cpu_count(),
        "published_recipes": published,
        "overhead": {
            "non_streamed": asdict(timings.non_streamed),
            "streamed": asdict(timings.streamed),
            "search_turns": _optional(timings.search_turns),
            "plain_turns": _optional(timings.plain_turns),
            "target_p95_ms": OVERHEAD_TARGET_P95_MS,
            "meets_target": overhead_ok,
        },
        "first_byte": {
            **asdict(timings.first_byte),
            "target_p95_ms": FIRST_BYTE_TARGET_P95_MS,
            "meets_target": first_byte_ok,
        },
        "model_double": {
            "chat": asdict(timings.double_chat),
            "chat_stream": asdict(timings.double_chat_stream),
            "calls_per_request": timings.model_calls_per_request,
        },
        "cold_import": asdict(cold),
        "targets_met": overhead_ok and first_byte_ok,
    }
    summarised: dict[str, Any] = rounded(summary)
    return summarised


def _optional(stats: LatencyStats | None) -> dict[str, Any] | None:
    return None if stats is None else asdict(stats)


def _rows(summary: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any], float | None, Any]]:
    overhead, first = summary["overhead"], summary["first_byte"]
    target, ok = overhead["target_p95_ms"], overhead["meets_target"]
    yield "in-process, stream: false", overhead["non_streamed"], target, ok
    yield "in-process, SSE body read", overhead["streamed"], target, ok
    for kind in ("search", "plain"):
        if (stats := overhead[f"{kind}_turns"]) is not None:
            yield f"  of which {kind} turns (both modes)", stats, None, None
    yield "uvicorn, first SSE byte", first, first["target_p95_ms"], first["meets_target"]
    yield "model double, per call", summary["model_double"]["chat"], None, None
    yield "model double, per streamed call", summary["model_double"]["chat_stream"], None, None


def _render(out: Console, summary: dict[str, Any]) -> None:
    table = Table(title="chat latency (ms), instant model double, warm-up discarded")
    for name in ("measure", "n", "p50", "p95", "max", "mean", "target", "ok"):
        table.add_column(name, justify="left" if name == "measure" else "right")
    for name, stats, target, ok in _rows(summary):
        table.add_row(
            name,
            str(stats["samples"]),
            f"{stats['p50_ms']:.1f}",
            f"{stats['p95_ms']:.1f}",
            f"{stats['max_ms']:.1f}",
            f"{stats['mean_ms']:.1f}",
            "" if target is None else f"≤ {target:.0f}",
            "" if ok is None else ("yes" if ok else "[red]no[/]"),
        )
    out.print(table)
    calls = summary["model_double"]["calls_per_request"]
    out.print(f"model calls per request: {calls} (the double's time is included above)")
    cold = summary["cold_import"]
    figure = cold["error"] or f"median {cold['median_ms']:.0f} ms, min {cold['min_ms']:.0f} ms"
    out.print(f"cold import of {cold['module']}: {figure} ({cold['runs']} runs)")
    out.print(f"{summary['published_recipes']} published recipes; targets met: ", end="")
    out.print("yes" if summary["targets_met"] else "[red]no[/]")
