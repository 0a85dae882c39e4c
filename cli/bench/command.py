"""`irmixy bench search`: latency of the search tool path at the seed size and at 10,000.

For each size, p50/p95/max/mean of `HybridSearcher.search` over 60 fixed EN/ES queries repeated
(warm-up discarded, query embeddings cached so model time is excluded), hybrid and lexical-only,
against the targets (p95 ≤ 25 ms seed, ≤ 80 ms at 10,000 on a 2-core machine); then the cold
import time of the search modules. The synthetic corpus lives in its own database. `--json`
prints the summary as one JSON object on the last line of standard output.
"""

from __future__ import annotations

import asyncio
import json
import os
from dataclasses import asdict
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from cli.bench.chat import chat_command
from cli.bench.imports import time_cold_imports
from cli.bench.queries import BENCH_QUERIES
from cli.bench.run import rounded
from cli.bench.sizes import bench_size, parse_sizes
from cli.database.location import resolve_database_url
from cli.database.seed import SeedError
from cli.evaluate.providers import ProviderChoiceError, provider_settings, resolve_providers
from cli.quiet_logs import quiet_logs
from shared.ai import build_gateway
from shared.errors import IrmixyError

if TYPE_CHECKING:
    from cli.bench.imports import ImportTiming
    from cli.bench.sizes import SizeBench, SizeChoice
    from cli.evaluate.providers import EmbeddingProviderChoice

__all__ = ["bench_app"]

bench_app = typer.Typer(help="Benchmarks: search latency at the seed size and at 10,000 recipes.")
bench_app.command("chat")(chat_command)
console = Console(stderr=True)
_EXIT_FAILURE = 1


@bench_app.command("search")
def search_command(
    *,
    size: Annotated[
        str, typer.Option(help="Corpus size: seed, 10000 or both.", show_default=True)
    ] = "both",
    provider: Annotated[
        str,
        typer.Option(help="Embedding provider of corpus and queries: offline, local, e5, openai."),
    ] = "offline",
    repeat: Annotated[int, typer.Option(min=1, max=100, help="Measured passes.")] = 5,
    combine: Annotated[
        str | None, typer.Option(help="Combine mode (weighted, rrf); the search default if unset.")
    ] = None,
    rebuild: Annotated[
        bool, typer.Option("--rebuild", help="Regenerate the synthetic corpus.")
    ] = False,
    query_limit: Annotated[int | None, typer.Option("--query-limit", min=1, hidden=True)] = None,
    imports: Annotated[
        bool, typer.Option("--imports/--no-imports", help="Time cold imports too.")
    ] = True,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the summary as one JSON line (last line).")
    ] = False,
) -> None:
    """Time the search tool path (p50/p95/max) at the seed size and at 10,000 recipes."""
    try:
        sizes = parse_sizes(size)
        providers = resolve_providers(provider)
    except (ValueError, ProviderChoiceError) as exc:
        console.print(f"[red]{escape(str(exc))}[/]")
        raise typer.Exit(_EXIT_FAILURE) from exc
    if len(providers) != 1 or combine not in (None, "weighted", "rrf"):
        console.print("[red]Give one provider, and combine weighted or rrf.[/]")
        raise typer.Exit(_EXIT_FAILURE)
    main_url = resolve_database_url()
    try:
        # The backfill logs every batch; the command reports progress itself.
        with quiet_logs():
            results = asyncio.run(
                _run(
                    sizes,
                    provider=providers[0],
                    main_url=main_url,
                    repeat=repeat,
                    combine=combine,
                    rebuild=rebuild,
                    query_limit=query_limit,
                )
            )
    except (SeedError, ValueError) as exc:
        console.print(f"[red]{escape(str(exc))}[/]")
        raise typer.Exit(_EXIT_FAILURE) from exc
    except IrmixyError as exc:
        console.print(f"[red]Benchmark failed[/]: {escape(exc.message)}")
        raise typer.Exit(_EXIT_FAILURE) from exc
    timings = time_cold_imports() if imports else []
    if as_json:
        typer.echo(json.dumps(_summary(providers[0], repeat, results, timings)))
    else:
        out = Console()
        # Piped output has no width to fit; keep the table's columns whole.
        _render(out if out.is_terminal else Console(width=140), results, timings)


async def _run(
    sizes: list[SizeChoice],
    *,
    provider: EmbeddingProviderChoice,
    main_url: str,
    repeat: int,
    combine: str | None,
    rebuild: bool,
    query_limit: int | None,
) -> list[SizeBench]:
    gateway = build_gateway(provider_settings(provider))
    try:
        return [
            await bench_size(
                item,
                main_url=main_url,
                gateway=gateway,
                repeat=repeat,
                combine=combine,
                rebuild=rebuild,
                log=console.print,
                query_limit=query_limit,
            )
            for item in sizes
        ]
    finally:
        await gateway.aclose()


def _summary(
    provider: str, repeat: int, results: list[SizeBench], imports: list[ImportTiming]
) -> dict[str, Any]:
    sizes: dict[str, Any] = {}
    for result in results:
        entry = asdict(result)
        entry["meets_target"] = result.meets_target
        sizes[result.size] = entry
    summary = {
        "provider": provider,
        "queries": results[0].queries if results else len(BENCH_QUERIES),
        "repeat": repeat,
        "cpus": os.cpu_count(),
        "sizes": sizes,
        "cold_imports": [asdict(timing) for timing in imports],
    }
    summarised: dict[str, Any] = rounded(summary)
    return summarised


def _render(out: Console, results: list[SizeBench], imports: list[ImportTiming]) -> None:
    table = Table(title="search latency (ms), query embeddings cached, warm-up discarded")
    columns = ("size", "recipes", "path", "n", "p50", "p95", "max", "mean", "cpu", "target", "ok")
    for name in columns:
        table.add_column(name, justify="left" if name in ("size", "path") else "right")
    for result in results:
        timings = result.timings
        for path, stats, cpu in (
            ("hybrid", timings.hybrid, timings.hybrid_cpu_ms),
            ("lexical", timings.lexical, timings.lexical_cpu_ms),
        ):
            hybrid = path == "hybrid"
            table.add_row(
                result.size if hybrid else "",
                str(result.published) if hybrid else "",
                f"{path} ({result.timings.combine})" if hybrid else path,
                str(stats.samples),
                f"{stats.p50_ms:.1f}",
                f"{stats.p95_ms:.1f}",
                f"{stats.max_ms:.1f}",
                f"{stats.mean_ms:.1f}",
                f"{cpu:.1f}",
                f"≤ {result.target_p95_ms:.0f}" if hybrid else "",
                ("yes" if result.meets_target else "[red]no[/]") if hybrid else "",
                end_section=not hybrid,
            )
    out.print(table)
    if results:
        out.print(f"embeddings: {results[0].embedding_model}")
        out.print("cpu: mean processor time per search in this process, the database's not counted")
    if imports:
        listing = Table("module", "cold import median (ms)", "min (ms)", title="cold imports")
        for timing in imports:
            median = "—" if timing.median_ms is None else f"{timing.median_ms:.0f}"
            best = timing.error or ("—" if timing.min_ms is None else f"{timing.min_ms:.0f}")
            listing.add_row(timing.module, median, best)
        out.print(listing)
