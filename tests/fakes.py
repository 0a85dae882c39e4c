"""Small in-memory fakes shared by test modules."""

from __future__ import annotations

__all__ = ["SleepRecorder"]


class SleepRecorder:
    """An injected retry/backoff sleep: records each wait instead of waiting."""

    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)
