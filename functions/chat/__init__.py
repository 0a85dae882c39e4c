"""The chat orchestrator: `POST /irmixy-chat-orchestrator` (SSE or JSON), `chat.app.handler`."""

__all__: list[str] = []
