"""`LocalEmbeddingProvider`: in-process sentence-transformers embeddings, padded to the column.

all-MiniLM-L6-v2 gives 384 dimensions; `recipe_embeddings.embedding` is `halfvec(3072)`. Each
vector is L2-normalised and zero-padded to the route's dimensions: the extra zeros add nothing to
any dot product or norm, so cosine similarity is exactly the model's. Encoding is CPU-bound and
blocking, so it runs in a worker thread (`asyncio.to_thread`) and never stalls the event loop.
"""

from __future__ import annotations

import asyncio
import math
from typing import TYPE_CHECKING

from shared.ai.local.model import (
    LOCAL_MODEL_NAME,
    NATIVE_DIMENSIONS,
    encode_texts,
    require_local_model,
)
from shared.ai.protocol import EmbeddingResult
from shared.errors import ConfigError, ProviderError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from shared.ai.protocol import EmbeddingRequest

__all__ = ["LocalEmbeddingProvider", "embed_in_process", "pad_vector"]


def pad_vector(vector: Sequence[float], dimensions: int) -> list[float]:
    """L2-normalise a vector and zero-pad it to `dimensions`.

    Args:
        vector: the model's vector.
        dimensions: the stored size (at least the vector's own size).

    Returns:
        A unit vector (or the zero vector, unchanged) of exactly `dimensions` values.

    Raises:
        ValueError: `dimensions` is smaller than the vector (truncating would change cosine).
    """
    if dimensions < len(vector):
        raise ValueError(f"cannot pad a {len(vector)}-dimension vector to {dimensions}")
    norm = math.sqrt(sum(value * value for value in vector))
    scale = 1.0 / norm if norm > 0.0 else 1.0
    return [value * scale for value in vector] + [0.0] * (dimensions - len(vector))


async def embed_in_process(
    encode: Callable[[], list[list[float]]],
    *,
    count: int,
    dimensions: int,
    native_dimensions: int,
    model_name: str,
) -> EmbeddingResult:
    """Run an in-process model's batch in a worker thread and pad its vectors to the route.

    No timeout applies: a thread cannot be cancelled, and an in-process model has no network
    to stall on (the first call may also load the model).

    Args:
        encode: encodes the batch (the texts bound in), one vector per text.
        count: how many texts the batch holds.
        dimensions: the route's width, which every vector is padded to.
        native_dimensions: the model's own width.
        model_name: the name stored beside the vectors.

    Returns:
        One unit vector of `dimensions` values per text, in order.

    Raises:
        ConfigError: `dimensions` is below the model's width.
        ProviderError: `provider_unavailable` when the model fails to load or encode,
            `provider_bad_response` when it returns another number of vectors.
    """
    if dimensions < native_dimensions:
        raise ConfigError(
            f"AI_EMBEDDING_DIMENSIONS must be at least {native_dimensions} for {model_name}."
        )
    try:
        raw = await asyncio.to_thread(encode)
    except ConfigError:
        raise
    except Exception as exc:
        # Whatever the engine raises (out of memory, a missing library, a corrupt wheel) means
        # "no embeddings now": the search answers lexically.
        raise ProviderError(code="provider_unavailable") from exc
    if len(raw) != count:
        raise ProviderError(code="provider_bad_response")
    return EmbeddingResult(
        vectors=[pad_vector(vector, dimensions) for vector in raw], model=model_name
    )


class LocalEmbeddingProvider:
    """An `EmbeddingProvider` over the bundled all-MiniLM-L6-v2 (embeddings only, no chat)."""

    def __init__(
        self, *, encoder: Callable[[Sequence[str]], list[list[float]]] | None = None
    ) -> None:
        """Check the extra is installed (unless an encoder is injected); load nothing yet.

        Args:
            encoder: a replacement for the model (tests); the bundled model by default.

        Raises:
            ConfigError: the `local` extra is not installed.
        """
        if encoder is None:
            require_local_model()
        self._encoder = encoder if encoder is not None else encode_texts

    @property
    def name(self) -> str:
        """Always "local"."""
        return "local"

    async def embed(self, request: EmbeddingRequest) -> EmbeddingResult:
        """Embed one batch in a worker thread and pad each vector to the route's size.

        No timeout applies: a thread cannot be cancelled, and an in-process model has no
        network to stall on (the first call also loads the model, a few seconds).

        Args:
            request: the texts and the embedding route.

        Returns:
            One unit vector of `request.route.dimensions` values per text, in order.

        Raises:
            ConfigError: the route's dimensions are below the model's 384.
            ProviderError: `provider_unavailable` when the model fails to load or encode.
        """
        texts = request.texts
        return await embed_in_process(
            lambda: self._encoder(texts),
            count=len(texts),
            dimensions=request.route.dimensions,
            native_dimensions=NATIVE_DIMENSIONS,
            model_name=LOCAL_MODEL_NAME,
        )

    async def aclose(self) -> None:
        """Nothing to release: the model stays loaded for the life of the process."""
