"""Deterministic hashing embeddings (3072 dimensions), for working without a model.

A text becomes a bag of features: each content word's stem, and the character 3- and 4-grams of
that stem with boundary markers. Each feature is hashed with BLAKE2b (stable across processes,
unlike Python's salted `hash`) to a bucket and a sign, weighted (words above n-grams), summed and
L2-normalised. Texts sharing words or word pieces point the same way, so cosine similarity ranks
"chicken tacos" closer to "tacos de pollo con chile" than to "chocolate cake", and accents,
case and plurals do not matter. It is no semantic model: synonyms without shared letters
("shrimp"/"camarón") do not meet.
"""

from __future__ import annotations

import functools
import hashlib
import math

from shared.ai.offline.normalize import STOPWORDS, stem, words

__all__ = ["DEFAULT_DIMENSIONS", "cosine", "hash_embedding"]

DEFAULT_DIMENSIONS = 3072
_WORD_WEIGHT = 1.0
_NGRAM_WEIGHT = 0.25
_NGRAM_SIZES = (3, 4)
# An empty (or all-stopword) text still needs a unit vector: pgvector's cosine of a zero
# vector is NaN, which would poison a ranking.
_EMPTY_FEATURE = "\x00empty"


def hash_embedding(text: str, *, dimensions: int = DEFAULT_DIMENSIONS) -> list[float]:
    """Embed a text deterministically.

    Args:
        text: any text, in English or Spanish (or both).
        dimensions: the vector size.

    Returns:
        A unit-length vector; the same text always gives the same vector.

    Raises:
        ValueError: `dimensions` is not positive.
    """
    if dimensions < 1:
        raise ValueError("dimensions must be positive")
    vector = [0.0] * dimensions
    features = _features(text)
    if not features:
        features = [(_EMPTY_FEATURE, 1.0)]
    for feature, weight in features:
        bucket, sign = _hashed(feature, dimensions)
        vector[bucket] += sign * weight
    norm = math.sqrt(sum(value * value for value in vector))
    if norm == 0.0:
        # Features cancelled out exactly (vanishingly rare): fall back to the empty vector.
        bucket, sign = _hashed(_EMPTY_FEATURE, dimensions)
        vector[bucket] = sign
        return vector
    return [value / norm for value in vector]


def cosine(left: list[float], right: list[float]) -> float:
    """Cosine similarity of two vectors of the same size.

    Args:
        left: a vector.
        right: another vector.

    Returns:
        The cosine, 0.0 when either vector is zero.

    Raises:
        ValueError: the sizes differ.
    """
    if len(left) != len(right):
        raise ValueError("vectors differ in size")
    dot = sum(a * b for a, b in zip(left, right, strict=True))
    norms = math.sqrt(sum(a * a for a in left)) * math.sqrt(sum(b * b for b in right))
    return dot / norms if norms else 0.0


def _features(text: str) -> list[tuple[str, float]]:
    features: list[tuple[str, float]] = []
    for word in words(text):
        if word in STOPWORDS:
            continue
        key = stem(word)
        features.append(("w:" + key, _WORD_WEIGHT))
        marked = f"<{key}>"
        for size in _NGRAM_SIZES:
            features.extend(
                ("g:" + marked[i : i + size], _NGRAM_WEIGHT) for i in range(len(marked) - size + 1)
            )
    return features


@functools.lru_cache(maxsize=65536)
def _hashed(feature: str, dimensions: int) -> tuple[int, float]:
    digest = hashlib.blake2b(feature.encode(), digest_size=8).digest()
    value = int.from_bytes(digest, "big")
    # Low bits pick the bucket, the top bit the sign: collisions then cancel on average.
    return value % dimensions, 1.0 if value >> 63 else -1.0
