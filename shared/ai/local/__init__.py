"""The `local` embedding provider: all-MiniLM-L6-v2 run in-process (the `local` extra).

Importing this package never imports torch or sentence-transformers; the model is loaded on the
first embedding call, once per process.
"""

from shared.ai.local.model import LOCAL_MODEL_NAME, NATIVE_DIMENSIONS, local_model_available
from shared.ai.local.provider import LocalEmbeddingProvider, pad_vector

__all__ = [
    "LOCAL_MODEL_NAME",
    "NATIVE_DIMENSIONS",
    "LocalEmbeddingProvider",
    "local_model_available",
    "pad_vector",
]
