"""Cold import time of the search modules, measured in fresh interpreters.

A Lambda cold start pays for every import of the search path once, so the benchmark reports it:
each module is imported in its own new `python -c` process (nothing cached in memory, bytecode
on disk as in a deployed layer), timed inside the process around the import only, several times;
the median is the figure, the minimum the best case.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
from dataclasses import dataclass

from cli.paths import PROJECT_ROOT

__all__ = ["SEARCH_MODULES", "ImportTiming", "time_cold_imports"]

# The hybrid search package, its `search_recipes` tool module, and the tool registry the chat
# function loads (which brings the search tool in with the others).
SEARCH_MODULES = ("shared.search", "shared.tools.hybrid_search", "shared.tools.registry")
_PROBE = (
    "import sys, time\n"
    "started = time.perf_counter()\n"
    "__import__(sys.argv[1])\n"
    "print(time.perf_counter() - started)\n"
)
_TIMEOUT_S = 120


@dataclass(frozen=True, kw_only=True)
class ImportTiming:
    """Cold import of one module."""

    module: str
    runs: int
    median_ms: float | None
    min_ms: float | None
    error: str | None = None


def time_cold_imports(
    modules: tuple[str, ...] = SEARCH_MODULES, *, runs: int = 3
) -> list[ImportTiming]:
    """Time the import of each module in `runs` fresh interpreters.

    Args:
        modules: dotted module names.
        runs: interpreters per module.

    Returns:
        One timing per module; `error` set (and no figures) when the import fails.
    """
    return [_time_module(module, runs) for module in modules]


def _time_module(module: str, runs: int) -> ImportTiming:
    samples: list[float] = []
    for _ in range(runs):
        completed = subprocess.run(
            [sys.executable, "-c", _PROBE, module],
            cwd=PROJECT_ROOT,
            capture_output=True,
            text=True,
            timeout=_TIMEOUT_S,
            check=False,
        )
        if completed.returncode != 0:
            last = (completed.stderr.strip().splitlines() or ["import failed"])[-1]
            return ImportTiming(module=module, runs=0, median_ms=None, min_ms=None, error=last)
        samples.append(float(completed.stdout.strip().splitlines()[-1]) * 1000)
    return ImportTiming(
        module=module,
        runs=len(samples),
        median_ms=statistics.median(samples),
        min_ms=min(samples),
    )
