"""The AI gateway on the OpenAI provider: the real SDK talking to the fake OpenAI wire server.

The SDK's HTTP client runs over `httpx.ASGITransport`, so every request goes through the SDK's
serialisation and parsing exactly as in production, without a socket.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import (
    AiGateway,
    AiSettings,
    ChatMessage,
    StreamEnd,
    TextDelta,
    ToolCall,
    ToolCallDelta,
    ToolSpec,
    build_gateway,
)
from shared.ai.offline.embeddings import hash_embedding
from shared.ai.openai_provider import create_openai_client
from shared.errors import ProviderError
from shared.schemas.recipe import GeneratedRecipe
from tests.fakes import SleepRecorder

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

BASE_URL = "http://fake-openai.test/v1"
USER = ChatMessage(role="user", content="Find me quick chicken recipes")
SEARCH_TOOL = ToolSpec(
    name="search_recipes",
    description="Search published recipes.",
    parameters={
        "type": "object",
        "properties": {
            "query": {"type": "string", "maxLength": 200},
            "maxTime": {"type": ["integer", "null"]},
        },
        "required": ["query", "maxTime"],
        "additionalProperties": False,
    },
)


def settings(**overrides: Any) -> AiSettings:
    values: dict[str, Any] = {
        "AI_PROVIDER": "openai",
        "OPENAI_API_KEY": "sk-test-not-a-real-key",
        "OPENAI_BASE_URL": BASE_URL,
        "AI_MAX_RETRIES": 2,
    }
    return AiSettings(**{**values, **overrides})


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
def sleeper() -> SleepRecorder:
    return SleepRecorder()


@pytest.fixture
async def http_client(fake: FakeOpenAI) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as client:
        yield client


def make_gateway(
    http_client: httpx.AsyncClient, sleeper: SleepRecorder, **overrides: Any
) -> AiGateway:
    config = settings(**overrides)
    client = create_openai_client(config, http_client=http_client)
    return build_gateway(config, openai_client=client, sleep=sleeper)


@pytest.fixture
def gateway(http_client: httpx.AsyncClient, sleeper: SleepRecorder) -> AiGateway:
    return make_gateway(http_client, sleeper)


def recipe_payload() -> dict[str, Any]:
    return {
        "schemaVersion": "1.0",
        "suggestedName": "Chicken Tinga Tacos",
        "description": "Smoky shredded chicken in a chipotle tomato sauce.",
        "language": "en",
        "measurementSystem": "metric",
        "totalTime": 35,
        "prepTime": 10,
        "difficulty": "easy",
        "portions": 4,
        "cuisine": "mexican",
        "ingredients": [
            {"name": "chicken breast", "quantity": 600, "unit": "g", "notes": None},
            {"name": "chipotle in adobo", "quantity": 2, "unit": None, "notes": None},
        ],
        "steps": [
            {
                "order": 1,
                "instruction": "Simmer the chicken until it reaches 165°F (74°C).",
                "thermomixTime": None,
                "thermomixTemp": None,
                "thermomixSpeed": None,
                "thermomixReverse": None,
                "timerSeconds": 1200,
                "safetyNote": None,
            }
        ],
        "tags": ["mexican"],
        "isTemplate": False,
        "usesThermomix": False,
    }


# --------------------------------------------------------------------------- chat


async def test_chat_returns_text_usage_and_model(gateway: AiGateway, fake: FakeOpenAI) -> None:
    # Given
    fake.script_text("Here are three quick chicken dishes.", usage=(42, 9))

    # When
    result = await gateway.chat(usage_type="text", messages=[USER])

    # Then
    assert result.content == "Here are three quick chicken dishes."
    assert result.tool_calls == ()
    assert (result.usage.input_tokens, result.usage.output_tokens) == (42, 9)
    assert (result.model, result.provider, result.finish_reason) == (
        "gpt-4.1-mini",
        "openai",
        "stop",
    )
    assert fake.chat_requests == [
        {"messages": [{"role": "user", "content": USER.content}], "model": "gpt-4.1-mini"}
    ]


async def test_chat_sends_the_conversation_with_tool_calls_and_results(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    call = ToolCall(id="call_1", name="search_recipes", arguments='{"query":"chicken"}')
    messages = [
        ChatMessage(role="system", content="You are Irmixy."),
        USER,
        ChatMessage(role="assistant", content=None, tool_calls=(call,)),
        ChatMessage(role="tool", content='{"recipes": []}', tool_call_id="call_1"),
    ]

    # When
    await gateway.chat(usage_type="text", messages=messages, tools=[SEARCH_TOOL])

    # Then
    sent = fake.chat_requests[0]
    assert [m["role"] for m in sent["messages"]] == ["system", "user", "assistant", "tool"]
    assert sent["messages"][2]["tool_calls"] == [
        {
            "id": "call_1",
            "type": "function",
            "function": {"name": "search_recipes", "arguments": '{"query":"chicken"}'},
        }
    ]
    assert sent["messages"][3] == {
        "role": "tool",
        "tool_call_id": "call_1",
        "content": '{"recipes": []}',
    }
    assert sent["tools"][0]["function"]["strict"] is True
    assert sent["tool_choice"] == "auto"


async def test_chat_returns_tool_calls_with_raw_arguments(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    fake.script_tool_call("search_recipes", {"query": "chicken", "maxTime": 30}, call_id="call_7")

    # When
    result = await gateway.chat(
        usage_type="text", messages=[USER], tools=[SEARCH_TOOL], tool_choice="required"
    )

    # Then
    assert result.content is None
    assert result.finish_reason == "tool_calls"
    assert result.tool_calls == (
        ToolCall(
            id="call_7", name="search_recipes", arguments='{"query": "chicken", "maxTime": 30}'
        ),
    )
    assert fake.chat_requests[0]["tool_choice"] == "required"


async def test_max_tokens_is_sent_as_max_completion_tokens(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # When
    await gateway.chat(usage_type="text", messages=[USER], max_tokens=300)

    # Then
    assert fake.chat_requests[0]["max_completion_tokens"] == 300
    assert "max_tokens" not in fake.chat_requests[0]


# --------------------------------------------------------------------------- streaming


async def test_streamed_text_arrives_in_pieces_and_ends_with_the_whole(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    text = "Try chicken tinga tacos, a lemon chicken skillet, or a quick chicken soup."
    fake.script_text(text, usage=(30, 18))

    # When
    items = [item async for item in gateway.chat_stream(usage_type="text", messages=[USER])]

    # Then
    deltas = [item for item in items if isinstance(item, TextDelta)]
    assert len(deltas) > 3
    assert "".join(delta.text for delta in deltas) == text
    assert isinstance(items[-1], StreamEnd)
    assert sum(isinstance(item, StreamEnd) for item in items) == 1
    end = items[-1].result
    assert (end.content, end.finish_reason, end.provider) == (text, "stop", "openai")
    assert (end.usage.input_tokens, end.usage.output_tokens) == (30, 18)
    sent = fake.chat_requests[0]
    assert sent["stream"] is True
    assert sent["stream_options"] == {"include_usage": True}


async def test_streamed_tool_call_is_reassembled_from_argument_fragments(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    arguments = {"query": "quick chicken tacos", "maxTime": 30}
    fake.script_tool_call("search_recipes", arguments, call_id="call_stream")

    # When
    items = [
        item
        async for item in gateway.chat_stream(
            usage_type="text", messages=[USER], tools=[SEARCH_TOOL]
        )
    ]

    # Then
    fragments = [item for item in items if isinstance(item, ToolCallDelta)]
    assert fragments[0].id == "call_stream"
    assert fragments[0].name == "search_recipes"
    assert sum(1 for f in fragments if f.arguments_fragment) >= 3
    assert all(f.index == 0 for f in fragments)
    end = items[-1]
    assert isinstance(end, StreamEnd)
    (call,) = end.result.tool_calls
    assert (call.id, call.name) == ("call_stream", "search_recipes")
    assert json.loads(call.arguments) == arguments
    assert call.arguments == "".join(f.arguments_fragment for f in fragments)
    assert end.result.finish_reason == "tool_calls"


async def test_parallel_streamed_tool_calls_are_kept_apart(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    fake.script_tool_calls(
        [("search_recipes", {"query": "tacos"}), ("search_recipes", {"query": "pozole"})]
    )

    # When
    items = [item async for item in gateway.chat_stream(usage_type="text", messages=[USER])]

    # Then
    end = items[-1]
    assert isinstance(end, StreamEnd)
    assert [json.loads(c.arguments)["query"] for c in end.result.tool_calls] == ["tacos", "pozole"]


# --------------------------------------------------------------------------- structured output


async def test_structured_output_uses_a_strict_schema_and_parses_into_the_model(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    fake.script_json(recipe_payload())

    # When
    result = await gateway.chat(
        usage_type="recipe_generation",
        messages=[ChatMessage(role="user", content='{"language": "en"}')],
        response_format=GeneratedRecipe,
    )

    # Then
    recipe = GeneratedRecipe.model_validate_json(result.content or "")
    assert recipe.suggested_name == "Chicken Tinga Tacos"
    assert recipe.ingredients[0].quantity == 600
    response_format = fake.chat_requests[0]["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["name"] == "GeneratedRecipe"
    assert response_format["json_schema"]["strict"] is True
    schema = response_format["json_schema"]["schema"]
    assert schema["additionalProperties"] is False
    assert schema["required"] == list(schema["properties"])
    step = schema["$defs"]["GeneratedStep"]
    assert step["required"] == list(step["properties"])
    assert "default" not in json.dumps(schema)


async def test_a_refused_structured_request_has_no_content(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    fake.script_refusal("I can't help with that.")

    # When
    result = await gateway.chat(
        usage_type="recipe_generation", messages=[USER], response_format=GeneratedRecipe
    )

    # Then
    assert result.content is None
    assert result.finish_reason == "refusal"


# --------------------------------------------------------------------------- retries and errors


async def test_rate_limits_are_retried_with_growing_backoff(
    gateway: AiGateway, fake: FakeOpenAI, sleeper: SleepRecorder
) -> None:
    # Given
    fake.fail_next(429, times=2)
    fake.script_text("Finally.")

    # When
    result = await gateway.chat(usage_type="text", messages=[USER])

    # Then
    assert result.content == "Finally."
    assert len(fake.chat_requests) == 3
    assert len(sleeper.calls) == 2
    assert 0 < sleeper.calls[0] < sleeper.calls[1]


async def test_server_errors_and_retry_after_are_honoured(
    gateway: AiGateway, fake: FakeOpenAI, sleeper: SleepRecorder
) -> None:
    # Given
    fake.fail_next(503, retry_after=1.5)

    # When
    await gateway.chat(usage_type="text", messages=[USER])

    # Then
    assert len(fake.chat_requests) == 2
    assert sleeper.calls == [1.5]


@pytest.mark.parametrize(
    ("status", "code"),
    [(429, "provider_rate_limited"), (500, "provider_unavailable"), (503, "provider_unavailable")],
)
async def test_exhausted_retries_raise_a_specific_provider_error(
    gateway: AiGateway, fake: FakeOpenAI, sleeper: SleepRecorder, status: int, code: str
) -> None:
    # Given
    fake.fail_next(status, times=3)

    # When
    with pytest.raises(ProviderError) as raised:
        await gateway.chat(usage_type="text", messages=[USER])

    # Then
    assert raised.value.code == code
    assert raised.value.status == 502
    assert len(fake.chat_requests) == 3
    assert len(sleeper.calls) == 2
    assert gateway.meter.snapshot()["text"].errors == 1


@pytest.mark.parametrize(
    ("status", "code"),
    [
        (400, "provider_bad_response"),
        (401, "provider_unavailable"),
        (404, "provider_unavailable"),
        (422, "provider_bad_response"),
    ],
)
async def test_client_errors_are_never_retried(
    gateway: AiGateway, fake: FakeOpenAI, sleeper: SleepRecorder, status: int, code: str
) -> None:
    # Given
    fake.fail_next(status)

    # When
    with pytest.raises(ProviderError) as raised:
        await gateway.chat(usage_type="text", messages=[USER])

    # Then
    assert raised.value.code == code
    assert len(fake.chat_requests) == 1
    assert sleeper.calls == []


async def test_a_slow_answer_times_out_without_retrying(
    http_client: httpx.AsyncClient, fake: FakeOpenAI, sleeper: SleepRecorder
) -> None:
    # Given
    gateway = make_gateway(http_client, sleeper, AI_TIMEOUT_SECONDS=0.2)
    fake.delay_next(2.0)

    # When
    with pytest.raises(ProviderError) as raised:
        await gateway.chat(usage_type="text", messages=[USER])

    # Then
    assert raised.value.code == "provider_timeout"
    assert len(fake.chat_requests) == 1
    assert sleeper.calls == []


async def test_a_stream_that_stalls_times_out(
    http_client: httpx.AsyncClient, fake: FakeOpenAI, sleeper: SleepRecorder
) -> None:
    # Given
    gateway = make_gateway(http_client, sleeper, AI_TIMEOUT_SECONDS=0.2)
    fake.slow_stream(0.1)
    fake.script_text("one two three four five six seven eight nine ten")

    # When
    with pytest.raises(ProviderError) as raised:
        async for _ in gateway.chat_stream(usage_type="text", messages=[USER]):
            pass

    # Then
    assert raised.value.code == "provider_timeout"
    assert gateway.meter.snapshot()["text"].errors == 1


# --------------------------------------------------------------------------- embeddings


async def test_embeddings_are_batched_by_100_with_3072_dimensions(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    texts = [f"recipe number {i} with chicken and rice" for i in range(250)]

    # When
    vectors = await gateway.embed(texts)

    # Then
    assert [len(body["input"]) for body in fake.embedding_requests] == [100, 100, 50]
    for body in fake.embedding_requests:
        assert body["model"] == "text-embedding-3-large"
        assert body["dimensions"] == 3072
        assert body["encoding_format"] == "float"
    assert len(vectors) == 250
    assert all(len(vector) == 3072 for vector in vectors)
    assert vectors[0] == pytest.approx(hash_embedding(texts[0]))
    assert vectors[249] == pytest.approx(hash_embedding(texts[249]))
    assert gateway.meter.snapshot()["embedding"].calls == 3


async def test_embedding_nothing_makes_no_request(gateway: AiGateway, fake: FakeOpenAI) -> None:
    # When
    vectors = await gateway.embed([])

    # Then
    assert vectors == []
    assert fake.requests == []


async def test_embedding_failures_are_retried_like_chat(
    gateway: AiGateway, fake: FakeOpenAI, sleeper: SleepRecorder
) -> None:
    # Given
    fake.fail_next(500)

    # When
    vectors = await gateway.embed(["pozole rojo"])

    # Then
    assert len(vectors) == 1
    assert len(fake.embedding_requests) == 2
    assert len(sleeper.calls) == 1


# --------------------------------------------------------------------------- realtime


async def test_realtime_client_secret_goes_through_the_client_secrets_call(
    gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given
    before = datetime.now(UTC)

    # When
    secret = await gateway.create_realtime_client_secret(
        session={"instructions": "You are Irmixy, a cooking assistant."},
        expires_after_seconds=120,
    )

    # Then
    (request,) = fake.requests
    assert request.path == "/v1/realtime/client_secrets"
    assert request.body["expires_after"] == {"anchor": "created_at", "seconds": 120}
    assert request.body["session"] == {
        "type": "realtime",
        "model": "gpt-realtime",
        "instructions": "You are Irmixy, a cooking assistant.",
    }
    assert secret.value.startswith("ek")
    assert secret.model == "gpt-realtime"
    assert before + timedelta(seconds=115) <= secret.expires_at
    assert secret.expires_at <= before + timedelta(seconds=125)
    assert secret.value not in repr(secret)


async def test_realtime_secret_lifetime_is_bounded(gateway: AiGateway) -> None:
    # When / Then
    with pytest.raises(ValueError, match="between 10 and 7200"):
        await gateway.create_realtime_client_secret(session={}, expires_after_seconds=5)


# --------------------------------------------------------------------------- metering, inputs


async def test_every_call_is_metered_by_usage_type(gateway: AiGateway, fake: FakeOpenAI) -> None:
    # Given
    fake.script_text("a", usage=(10, 2))
    fake.script_text("b", usage=(20, 3))

    # When
    await gateway.chat(usage_type="text", messages=[USER])
    await gateway.chat(usage_type="parsing", messages=[USER])
    fake.fail_next(400)
    with pytest.raises(ProviderError):
        await gateway.chat(usage_type="parsing", messages=[USER])

    # Then
    counts = gateway.meter.reset()
    assert (counts["text"].calls, counts["text"].input_tokens, counts["text"].output_tokens) == (
        1,
        10,
        2,
    )
    assert (counts["parsing"].calls, counts["parsing"].errors) == (2, 1)
    assert gateway.meter.snapshot() == {}


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"messages": []}, "at least one message"),
        ({"messages": [USER], "tool_choice": "required"}, "needs tools"),
        ({"messages": [USER], "tools": [SEARCH_TOOL, SEARCH_TOOL]}, "unique"),
        ({"messages": [USER], "max_tokens": 0}, "positive"),
    ],
)
async def test_invalid_chat_inputs_fail_before_any_request(
    gateway: AiGateway, fake: FakeOpenAI, kwargs: dict[str, Any], message: str
) -> None:
    # When / Then
    with pytest.raises(ValueError, match=message):
        await gateway.chat(usage_type="text", **kwargs)
    assert fake.requests == []
