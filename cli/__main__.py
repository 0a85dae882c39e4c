"""`python -m cli`: the `irmixy` command, for checkouts without the console script installed."""

from cli.main import app

app(prog_name="irmixy")
