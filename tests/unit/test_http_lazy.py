"""Dependencies are built once per container, even when the first requests race."""

from __future__ import annotations

import asyncio

from shared.http.lazy import BuildOnce, close_all_built


async def test_concurrent_first_calls_build_once_and_close_releases() -> None:
    # Given a provider whose build is slow enough for callers to overlap
    built: list[int] = []
    closed: list[int] = []

    async def build() -> int:
        await asyncio.sleep(0.01)
        built.append(len(built) + 1)
        return built[-1]

    async def close(value: int) -> None:
        closed.append(value)

    provider = BuildOnce(build, close)

    # When ten requests ask at once, then the provider is closed and asked again
    first = await asyncio.gather(*(provider() for _ in range(10)))
    await provider.aclose()
    again = await provider()

    # Then one build served them all, close released it, and the next call built anew
    assert first == [1] * 10
    assert closed == [1]
    assert again == 2


async def test_closing_an_unbuilt_provider_does_nothing() -> None:
    closed: list[int] = []

    async def build() -> int:
        return 1

    async def close(value: int) -> None:
        closed.append(value)

    await BuildOnce(build, close).aclose()

    assert closed == []


async def test_close_all_built_releases_every_built_provider_once() -> None:
    # Given two providers that were built and one that never was
    closed: list[str] = []

    def provider(name: str) -> BuildOnce[str]:
        async def build() -> str:
            return name

        async def close(value: str) -> None:
            closed.append(value)

        return BuildOnce(build, close)

    pool, gateway = provider("pool"), provider("gateway")
    provider("unused")
    await pool()
    await gateway()

    # When the process winds down, twice
    await close_all_built()
    await close_all_built()

    # Then each built value was released exactly once, and the unbuilt one was left alone
    assert sorted(closed) == ["gateway", "pool"]
