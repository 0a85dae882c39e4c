"""``irmixy backfill``: bring the recipe embeddings up to date, with a progress bar.

Runs inline against `resolve_database_url()` (the embedded database unless DATABASE_URL is set)
with the gateway the environment configures (OpenAI with OPENAI_API_KEY, offline otherwise),
then prints the report and the coverage. Exits 1 when any batch failed.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from cli.database.location import resolve_database_url
from cli.quiet_logs import quiet_logs
from shared.ai import AiSettings, build_gateway
from shared.db import DatabaseSettings, create_database
from shared.embeddings.backfill import run_backfill
from shared.embeddings.options import DEFAULT_BATCH_SIZE, MAX_BATCH_SIZE, BackfillOptions

if TYPE_CHECKING:
    from shared.embeddings.report import BackfillReport, BatchProgress, ProgressCallback

__all__ = ["backfill_command"]

# Results on stdout (pipeable); the progress bar on stderr.
_out = Console()
_err = Console(stderr=True)


def backfill_command(
    *,
    batch_size: Annotated[
        int,
        typer.Option(
            "--batch-size", min=1, max=MAX_BATCH_SIZE, help="Recipes per embedding batch."
        ),
    ] = DEFAULT_BATCH_SIZE,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Report what would be embedded; write nothing.")
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="Re-embed every published recipe, current or not.")
    ] = False,
) -> None:
    """Embed every published recipe whose embedding is missing or stale."""
    options = BackfillOptions(batch_size=batch_size, dry_run=dry_run, force_regenerate=force)
    database_url = resolve_database_url()
    # The per-batch JSON log lines would tear the progress bar; warnings still show.
    with (
        quiet_logs(),
        Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=_err,
            transient=True,
        ) as progress,
    ):
        task = progress.add_task("Planning", total=None)

        def on_progress(update: BatchProgress) -> None:
            progress.update(
                task,
                description=f"Batch {update.batch}/{update.batches}",
                total=update.pending,
                completed=update.processed,
            )

        report = asyncio.run(_run(database_url, options, on_progress))
    _print_report(report)
    if not report.succeeded:
        raise typer.Exit(1)


async def _run(
    database_url: str, options: BackfillOptions, on_progress: ProgressCallback
) -> BackfillReport:
    database = await create_database(DatabaseSettings(DATABASE_URL=database_url))
    gateway = build_gateway(AiSettings())
    try:
        return await run_backfill(
            database=database, gateway=gateway, options=options, on_progress=on_progress
        )
    finally:
        await gateway.aclose()
        await database.close()


def _print_report(report: BackfillReport) -> None:
    title = "Embedding backfill (dry run)" if report.dry_run else "Embedding backfill"
    table = Table(title=title, show_header=False)
    table.add_column("", style="bold")
    table.add_column("")
    rows = [
        ("model", report.embedding_model),
        ("published", str(report.published)),
        ("to embed" if report.dry_run else "pending", str(report.pending)),
        ("embedded", str(report.embedded)),
        ("skipped (current)", str(report.skipped)),
        ("failed", str(report.failed)),
        ("batches", f"{report.batches} of up to {report.batch_size}"),
        ("pruned (unpublished)", str(report.pruned)),
        ("duration", f"{report.duration_ms / 1000:.1f} s"),
    ]
    for name, value in rows:
        table.add_row(name, value)
    _out.print(table)
    if report.failed_batches:
        batches = ", ".join(str(number) for number in report.failed_batches)
        _out.print(f"[red]Failed batches:[/] {batches}")
        _out.print("Failed recipe ids: " + ", ".join(report.failed_recipe_ids))
    _out.print(
        f"Coverage: [bold]{report.coverage:.1%}[/] ({report.covered}/{report.published} published"
        " recipes have a current embedding)"
    )
