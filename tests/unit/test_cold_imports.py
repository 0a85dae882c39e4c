"""What a cold start of the chat app imports: only what serving its first request needs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

_ROOT = Path(__file__).resolve().parents[2]


def _loaded_after_import(module: str, candidates: tuple[str, ...]) -> set[str]:
    probe = (
        f"import sys; import {module}; "
        f"print(' '.join(name for name in {candidates!r} if name in sys.modules))"
    )
    result = subprocess.run(  # noqa: S603 - our own interpreter and a fixed probe
        [sys.executable, "-c", probe],
        cwd=_ROOT,
        env={"PYTHONPATH": f"{_ROOT / 'functions'}:{_ROOT}", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    return set(result.stdout.split())


@pytest.mark.parametrize("module", ["chat.app", "voice.app"])
def test_the_http_client_libraries_wait_for_their_first_use(module: str) -> None:
    # Given a fresh interpreter, when an app module is imported (a Lambda cold start)
    loaded = _loaded_after_import(module, ("httpx", "openai"))

    # Then neither the JWKS fetch's nor the model's HTTP client library was imported
    assert loaded == set()
