"""`irmixy serve`'s embedding step: never fatal, never under another running server."""

from __future__ import annotations

import psycopg
import pytest

from cli.serve.command import ensure_local_embeddings
from cli.serve.serving_lock import hold_serving_lock

pytestmark = pytest.mark.integration


@pytest.fixture
def catalogue_url(own_catalogue_url: str, backfill_sql: object) -> str:
    """The module's migrated, seeded database, without a single vector."""
    return own_catalogue_url


def _vectors(url: str) -> dict[str, int]:
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "select embedding_model, count(*) from recipe_embeddings group by 1"
        ).fetchall()
    return {str(model): int(n) for model, n in rows}


def _unreachable_openai(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AI_PROVIDER", "offline")
    monkeypatch.setenv("AI_EMBEDDING_PROVIDER", "openai")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")
    # A closed loopback port: refused at once, no network reached.
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")


def test_an_unreachable_embedding_provider_leaves_search_lexical_in_one_line(
    catalogue_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Given an embedding provider nobody answers for
    _unreachable_openai(monkeypatch)

    # When the server prepares its embeddings
    ensure_local_embeddings(catalogue_url, others_serving=False)

    # Then it says so in one line, with no traceback and no retry chatter, and writes nothing
    err = capsys.readouterr().err
    assert [line for line in err.splitlines() if line.strip()] == [
        "The embedding provider is unreachable (provider_unavailable): serving with "
        "lexical-only search until text-embedding-3-large vectors exist (`irmixy backfill`)."
    ]
    assert _vectors(catalogue_url) == {}


def test_a_second_server_does_not_re_embed_under_a_running_one(
    catalogue_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Given a first server serving the database with the offline embeddings
    monkeypatch.setenv("AI_PROVIDER", "offline")
    monkeypatch.setenv("AI_EMBEDDING_PROVIDER", "offline")
    first = hold_serving_lock(catalogue_url)
    ensure_local_embeddings(catalogue_url, others_serving=first.others_serving)
    before = _vectors(catalogue_url)
    capsys.readouterr()

    try:
        # When a second one starts with another embedding model
        _unreachable_openai(monkeypatch)
        second = hold_serving_lock(catalogue_url)
        ensure_local_embeddings(catalogue_url, others_serving=second.others_serving)
        second.release()
    finally:
        first.release()

    # Then the first server's vectors are untouched and the second says why it is lexical-only
    assert first.others_serving is False
    assert second.others_serving is True
    assert before == {"offline-hash-3072": before["offline-hash-3072"]}
    assert _vectors(catalogue_url) == before
    assert "Another irmixy server is serving this database" in capsys.readouterr().err


def test_a_server_alone_again_may_re_embed(catalogue_url: str) -> None:
    # Given a server that stopped
    hold_serving_lock(catalogue_url).release()

    # When another starts
    alone = hold_serving_lock(catalogue_url)
    alone.release()

    # Then it sees nobody else
    assert alone.others_serving is False
