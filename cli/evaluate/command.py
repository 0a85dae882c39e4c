"""`irmixy eval`: search quality over a graded query set, per provider and combine mode.

Readies the database (embedded by default, DATABASE_URL when set: migrations and the seed
catalogue if missing, then the provider's embeddings if incomplete), runs every query through
the hybrid search for each combine mode and through the lexical-only path, and reports capped
and textbook precision@3 (with the textbook figure's ceiling), graded precision@3, nDCG@5,
recall@5, MRR, fallback rates and the EN/ES gap, overall, per language and per category.
`--baseline supabase` (the default) adds Supabase's documented hybrid search over the same
embeddings and gates, so every report shows the lead over it. `--split odd|even` runs one
half of the set (tune on one, confirm on the other). `--json` prints the summary as one JSON
object on the last line of standard output; progress goes to standard error.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path  # noqa: TC003 - typer reads annotations at run time
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from cli.database.location import resolve_database_url
from cli.database.search_prep import ensure_catalogue, published_slugs
from cli.database.seed import SeedError
from cli.evaluate.baseline import Baseline  # noqa: TC001 - typer reads annotations at run time
from cli.evaluate.providers import ProviderChoiceError, resolve_providers
from cli.evaluate.queries import (
    DEFAULT_QUERIES,
    QuerySetError,
    Split,
    check_known_slugs,
    load_query_set,
    split_cases,
)
from cli.evaluate.report import eval_json, render_eval
from cli.evaluate.run import ProviderEval, evaluate_provider
from cli.quiet_logs import quiet_logs
from shared.errors import IrmixyError

__all__ = ["eval_command"]

COMBINE_MODES = ("weighted", "rrf")
_EXIT_FAILURE = 1

console = Console(stderr=True)


def _combines(option: str) -> list[str]:
    modes = [mode.strip() for mode in option.split(",") if mode.strip()]
    unknown = [mode for mode in modes if mode not in COMBINE_MODES]
    if unknown or not modes:
        raise typer.BadParameter(
            f"choose from {', '.join(COMBINE_MODES)} (got {option!r})", param_hint="--combine"
        )
    return list(dict.fromkeys(modes))


def eval_command(
    *,
    queries: Annotated[
        Path, typer.Option("--queries", help="Query set (JSON, version 1).", dir_okay=False)
    ] = DEFAULT_QUERIES,
    provider: Annotated[
        str,
        typer.Option(help="Embedding provider: offline, local, e5, openai, a comma list, or all."),
    ] = "offline",
    combine: Annotated[
        str, typer.Option(help="Hybrid combine modes to compare (comma list).")
    ] = ",".join(COMBINE_MODES),
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the summary as one JSON line (last line).")
    ] = False,
    split: Annotated[
        Split,
        typer.Option(help="Run every query, or only the odd- or even-numbered ids (tune/confirm)."),
    ] = "all",
    show_misses: Annotated[
        int, typer.Option("--show-misses", min=0, help="List up to N misses per run.")
    ] = 0,
    baseline: Annotated[
        Baseline,
        typer.Option(
            help="Also run Supabase's documented hybrid search (RRF k=50, same gates), or none."
        ),
    ] = "supabase",
) -> None:
    """Measure search quality on a graded query set (hybrid vs lexical, per provider)."""
    combines = _combines(combine)
    try:
        providers = resolve_providers(provider)
        cases = split_cases(load_query_set(queries), split)
    except (ProviderChoiceError, QuerySetError) as exc:
        console.print(f"[red]{escape(str(exc))}[/]")
        raise typer.Exit(_EXIT_FAILURE) from exc
    if not providers:
        console.print("[red]No embedding provider is available.[/]")
        raise typer.Exit(_EXIT_FAILURE)

    database_url = resolve_database_url()
    results: list[ProviderEval] = []
    try:
        # The backfill logs every batch; the command reports progress itself.
        with quiet_logs():
            ensure_catalogue(database_url, log=console.print)
            check_known_slugs(queries, cases, published_slugs(database_url))
            for name in providers:
                results.append(
                    asyncio.run(
                        evaluate_provider(
                            database_url=database_url,
                            provider=name,
                            cases=cases,
                            combines=combines,
                            show_misses=show_misses,
                            log=console.print,
                            baseline=baseline,
                        )
                    )
                )
    except (QuerySetError, SeedError) as exc:
        console.print(f"[red]{escape(str(exc))}[/]")
        raise typer.Exit(_EXIT_FAILURE) from exc
    except IrmixyError as exc:
        console.print(f"[red]Eval failed[/]: {escape(exc.message)}")
        raise typer.Exit(_EXIT_FAILURE) from exc

    if as_json:
        summary = eval_json(query_file=queries, queries=len(cases), results=results)
        typer.echo(json.dumps(summary, ensure_ascii=False, separators=(",", ":")))
    else:
        out = Console()
        # Piped output has no width to fit; keep the table's columns whole.
        render_eval(out if out.is_terminal else Console(width=160), results)
