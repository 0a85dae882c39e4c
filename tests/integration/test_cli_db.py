"""`irmixy db …` through its entry point, on a throwaway embedded server."""

from __future__ import annotations

from typing import TYPE_CHECKING

import psycopg
import pytest
from typer.testing import CliRunner

from cli.main import app

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

pytestmark = pytest.mark.integration


def test_db_up_status_down_on_the_embedded_default(tmp_path: Path) -> None:
    # Given no DATABASE_URL and an empty data folder
    env = {"DATABASE_URL": "", "IRMIXY_DATA_DIR": str(tmp_path)}
    runner = CliRunner()

    try:
        # When the embedded server is started, migrated and inspected
        up = runner.invoke(app, ["db", "up"], env=env)
        url = up.stdout.strip().splitlines()[-1]
        migrate = runner.invoke(app, ["db", "migrate"], env=env)
        status = runner.invoke(app, ["db", "status"], env=env)

        # Then it printed a working URL, applied every migration and reports them applied
        assert up.exit_code == 0, up.output
        assert (tmp_path / "pgdata" / "PG_VERSION").exists()
        with psycopg.connect(url) as conn:
            assert conn.execute("select current_database()").fetchone() == ("irmixy",)
        assert migrate.exit_code == 0, migrate.output
        assert "applied" in status.output
        assert "pending" not in status.output
    finally:
        down = runner.invoke(app, ["db", "down"], env=env)

    # And `down` stopped it
    assert down.exit_code == 0
    assert "stopped" in down.output
    after = runner.invoke(app, ["db", "status"], env=env)
    assert "stopped" in after.output


def test_reset_refuses_a_real_project_without_yes(fresh_database: Callable[[str], str]) -> None:
    url = fresh_database("reset_guard")

    result = CliRunner().invoke(app, ["db", "reset"], env={"DATABASE_URL": url})

    assert result.exit_code == 1
    assert "--yes" in result.output


def test_reset_with_yes_rebuilds_a_migrated_database(fresh_database: Callable[[str], str]) -> None:
    # Given a migrated database holding a user's row
    url = fresh_database("reset_yes")
    runner = CliRunner()
    assert runner.invoke(app, ["db", "migrate"], env={"DATABASE_URL": url}).exit_code == 0
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "insert into public.food_allergies (slug, name_en, name_es) values ('x','x','x')"
        )

    # When resetting without seed data
    result = runner.invoke(app, ["db", "reset", "--yes", "--no-seed"], env={"DATABASE_URL": url})

    # Then the schema is back, empty
    assert result.exit_code == 0, result.output
    with psycopg.connect(url) as conn:
        assert conn.execute("select count(*) from public.food_allergies").fetchone() == (0,)
