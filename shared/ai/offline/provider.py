"""`OfflineProvider`: the deterministic, network-free provider.

It answers the same requests as the OpenAI provider, with rules instead of a model: tool choice
from the user's words, short bilingual replies, template recipes for structured recipe requests,
hashing embeddings, and a clearly fake local realtime secret. The same input always gives the
same output, in every process. It is what runs without an API key and what the orchestrator
degrades to when the provider fails.
"""

from __future__ import annotations

import json
import re
import secrets
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from pydantic import ValidationError

from shared.ai.offline.embeddings import hash_embedding
from shared.ai.offline.ingredient_lists import extract_ingredients
from shared.ai.offline.intents import small_talk
from shared.ai.offline.language import Language, detect_language, written_language
from shared.ai.offline.normalize import FoldedText
from shared.ai.offline.templates import build_template_recipe
from shared.ai.offline.text import follow_up, said_back
from shared.ai.offline.tool_choice import choose_tool
from shared.ai.protocol import EmbeddingResult
from shared.ai.types import ChatResult, RealtimeSecret, StreamEnd, TextDelta, ToolCallDelta
from shared.errors import ProviderError
from shared.schemas.brief import RecipeBrief

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from pydantic import BaseModel

    from shared.ai.protocol import ChatRequest, EmbeddingRequest, RealtimeRequest
    from shared.ai.types import ChatMessage, StreamItem

__all__ = ["OFFLINE_SECRET_PREFIX", "OfflineProvider"]

# A visible marker on fake secrets, not a secret itself.
OFFLINE_SECRET_PREFIX = "offline-local-"  # noqa: S105
RULES_MODEL = "offline-rules"
TEMPLATE_MODEL = "offline-template"
EMBEDDING_MODEL = "offline-hash-embedding"
_RECIPE_TOOLS = frozenset({"generate_custom_recipe", "modify_recipe"})
_CHUNK = re.compile(r"\S+\s*|\s+")
_JSON_OBJECT = re.compile(r"\{.*\}", re.DOTALL)


def _utc_now() -> datetime:
    return datetime.now(UTC)


class OfflineProvider:
    """The `AiProvider` that needs no network and no key."""

    def __init__(self, *, clock: Callable[[], datetime] | None = None) -> None:
        self._clock = clock or _utc_now

    @property
    def name(self) -> str:
        """Always "offline"."""
        return "offline"

    async def chat(self, request: ChatRequest) -> ChatResult:
        """Answer with rules (see `AiProvider.chat`).

        Args:
            request: the routed request.

        Returns:
            A tool call, a fixed reply, or a template recipe's JSON.

        Raises:
            ProviderError: `provider_unavailable` for structured output other than a recipe.
        """
        return self._answer(request)

    async def chat_stream(self, request: ChatRequest) -> AsyncIterator[StreamItem]:
        """The same answer as `chat`, streamed (see `AiProvider.chat_stream`).

        Args:
            request: the routed request.

        Returns:
            Tool-call deltas or word-sized text deltas, then one `StreamEnd`.

        Raises:
            ProviderError: as for `chat`.
        """
        result = self._answer(request)
        for index, call in enumerate(result.tool_calls):
            yield ToolCallDelta(
                index=index, id=call.id, name=call.name, arguments_fragment=call.arguments
            )
        for chunk in _CHUNK.findall(result.content or ""):
            yield TextDelta(text=chunk)
        yield StreamEnd(result=result)

    async def embed(self, request: EmbeddingRequest) -> EmbeddingResult:
        """Hashing embeddings of the route's dimensions (see `AiProvider.embed`).

        Args:
            request: the texts and the embedding route.

        Returns:
            One deterministic unit vector per text; no tokens billed.
        """
        dimensions = request.route.dimensions
        return EmbeddingResult(
            vectors=[hash_embedding(text, dimensions=dimensions) for text in request.texts],
            model=EMBEDDING_MODEL,
        )

    async def create_realtime_client_secret(self, request: RealtimeRequest) -> RealtimeSecret:
        """A local placeholder secret, never a real credential.

        Its value starts with "offline-local-" so nothing mistakes it for an OpenAI key; the app can
        tell that voice needs a configured provider.

        Args:
            request: the session configuration and the secret's lifetime.

        Returns:
            The placeholder, expiring `expires_after_seconds` from now.
        """
        return RealtimeSecret(
            value=OFFLINE_SECRET_PREFIX + secrets.token_hex(12),
            expires_at=self._clock() + timedelta(seconds=request.expires_after_seconds),
            model=request.model,
        )

    async def aclose(self) -> None:
        """Nothing to release."""

    # ----------------------------------------------------------------- answering

    def _answer(self, request: ChatRequest) -> ChatResult:
        messages = request.messages
        last = messages[-1]
        language = _language(messages)
        if request.response_format is not None:
            return self._structured(request)
        if request.tools and request.tool_choice != "none" and last.role == "user":
            call = choose_tool(
                last.content or "",
                request.tools,
                has_current_recipe=_has_current_recipe(messages),
                required=request.tool_choice == "required",
            )
            if call is not None:
                return ChatResult(
                    content=None,
                    tool_calls=(call,),
                    model=RULES_MODEL,
                    provider=self.name,
                    finish_reason="tool_calls",
                )
        if last.role == "tool":
            text = follow_up(_tool_name(messages, last.tool_call_id), last.content, language)
        else:
            said = FoldedText.of(last.content or "").text if last.role == "user" else ""
            text = said_back(small_talk(said), language)
        return ChatResult(content=text, model=RULES_MODEL, provider=self.name)

    def _structured(self, request: ChatRequest) -> ChatResult:
        schema = request.response_format
        user = next((m.content for m in reversed(request.messages) if m.role == "user"), None)
        if request.route.usage_type == "parsing" and schema is not None:
            return self._topic_check(schema, user or "")
        if schema is None or request.route.usage_type not in (
            "recipe_generation",
            "recipe_modification",
        ):
            # Only recipes have an offline answer; other structured calls need a model.
            raise ProviderError(code="provider_unavailable")
        recipe = build_template_recipe(_read_brief(user or ""))
        payload = recipe.model_dump(mode="json", by_alias=True)
        try:
            schema.model_validate(payload)
        except ValidationError as exc:
            raise ProviderError(code="provider_unavailable") from exc
        return ChatResult(
            content=json.dumps(payload, ensure_ascii=False, separators=(",", ":")),
            model=TEMPLATE_MODEL,
            provider=self.name,
        )

    def _topic_check(self, schema: type[BaseModel], message: str) -> ChatResult:
        # Imported here: the guard reads this package's ingredient table, so a module-level
        # import would be circular.
        from shared.guard.model_check import TopicCheck, offline_topic_check

        if schema is not TopicCheck:
            raise ProviderError(code="provider_unavailable")
        answer = offline_topic_check(message)
        return ChatResult(content=answer.model_dump_json(), model=RULES_MODEL, provider=self.name)


def _language(messages: tuple[ChatMessage, ...]) -> Language:
    # A message that reads the same in both languages ("pad thai", "ok") is answered in the
    # language of the system prompt's opening line ("Answer in English." / "Responde en
    # español."): the caller's.
    system = next((m.content for m in messages if m.role == "system" and m.content), "")
    default = detect_language(system.split("\n", 1)[0])
    for message in reversed(messages):
        if message.role == "user" and message.content:
            return written_language(message.content, default=default)
    return default


def _has_current_recipe(messages: tuple[ChatMessage, ...]) -> bool:
    return any(call.name in _RECIPE_TOOLS for message in messages for call in message.tool_calls)


def _tool_name(messages: tuple[ChatMessage, ...], call_id: str | None) -> str:
    for message in reversed(messages):
        for call in message.tool_calls:
            if call.id == call_id:
                return call.name
    return ""


def _read_brief(text: str) -> RecipeBrief:
    """The `RecipeBrief` JSON object in a message, or a brief guessed from its words."""
    match = _JSON_OBJECT.search(text)
    if match is not None:
        try:
            return RecipeBrief.model_validate(json.loads(match.group(0)))
        except (ValueError, ValidationError):
            pass  # not a brief: fall back to reading the words
    language = detect_language(text)
    ingredients = extract_ingredients(FoldedText.of(text), language=language)
    return RecipeBrief(language=language, ingredients=ingredients[:20])
