"""A test double of the OpenAI HTTP API (chat, streaming, embeddings, realtime secrets).

In tests, hand `fake.app` to the SDK through `httpx.ASGITransport`, or serve it for real with
`BackgroundServer`; locally, run `python -m cli.fake_openai` and set `OPENAI_BASE_URL`.
"""

from cli.fake_openai.app import Failure, RecordedRequest
from cli.fake_openai.fake import DEFAULT_REPLY, FakeOpenAI, create_fake_openai
from cli.fake_openai.server import BackgroundServer, serve

__all__ = [
    "DEFAULT_REPLY",
    "BackgroundServer",
    "Failure",
    "FakeOpenAI",
    "RecordedRequest",
    "create_fake_openai",
    "serve",
]
