"""The `irmixy` command: local tooling for the Irmixy backend (never deployed)."""

from __future__ import annotations

import os

import typer

from cli.bench.command import bench_app
from cli.client.chat import chat_command
from cli.contracts.command import schema_command
from cli.database.backfill import backfill_command
from cli.database.commands import db_app
from cli.database.prompts import prompts_app
from cli.demo.command import demo_command
from cli.evaluate.command import eval_command
from cli.serve.command import serve_command
from cli.serve.invoke import invoke_command
from cli.serve.token import token_command

__all__ = ["app"]

# The functions run in-process here (serve, invoke, eval, bench): their EMF metric lines are for
# CloudWatch, not for a person's console. POWERTOOLS_METRICS_DISABLED=false shows them.
os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")

app = typer.Typer(
    name="irmixy",
    help="Irmixy backend tooling: local database, server, tokens.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
app.add_typer(db_app, name="db")
app.command("token")(token_command)
app.command("serve")(serve_command)
app.command("schema")(schema_command)
app.command("eval")(eval_command)
app.add_typer(bench_app, name="bench")
app.command("backfill")(backfill_command)
app.command("invoke")(invoke_command)
app.command("chat")(chat_command)
app.command("demo")(demo_command)
app.add_typer(prompts_app, name="prompts")
