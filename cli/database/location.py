"""Which database the CLI talks to: DATABASE_URL when set, otherwise the embedded default."""

from __future__ import annotations

import os

import psycopg
from psycopg import sql

from cli.database import embedded as embedded_db
from cli.paths import embedded_data_dir

__all__ = ["is_embedded", "reset_database", "resolve_database_url"]


def is_embedded() -> bool:
    """True when no DATABASE_URL is configured."""
    return not os.environ.get("DATABASE_URL")


def resolve_database_url() -> str:
    """DATABASE_URL, or the embedded server's URL (starting the server when it is down)."""
    configured = os.environ.get("DATABASE_URL")
    if configured:
        return configured
    admin_url = embedded_db.start(embedded_data_dir())
    return embedded_db.ensure_database(admin_url)


def reset_database(database_url: str) -> None:
    """Drop everything the migrations created, leaving an empty database to migrate again.

    Embedded: the whole database is dropped and created. Elsewhere (a Supabase project): the
    `public` and ledger schemas are dropped and `public` recreated with Supabase's grants; the
    `auth` and `extensions` schemas that Supabase owns are left alone.
    """
    if is_embedded():
        admin_url = embedded_db.database_url(database_url, "postgres")
        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(
                sql.SQL("drop database if exists {} with (force)").format(
                    sql.Identifier(embedded_db.DATABASE_NAME)
                )
            )
        embedded_db.ensure_database(admin_url)
        return
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        conn.execute(
            b"drop schema if exists irmixy cascade;"
            b" drop schema if exists public cascade;"
            b" create schema public;"
            b" grant usage on schema public to anon, authenticated, service_role;"
            b" grant all on schema public to postgres, service_role;"
        )
