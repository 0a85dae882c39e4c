"""The offline provider through the gateway: deterministic, network-free, and honest about it."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta

import pytest

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
from shared.ai.gateway import AiGateway as GatewayClass
from shared.ai.offline import OFFLINE_SECRET_PREFIX, OfflineProvider, cosine, hash_embedding
from shared.ai.offline.normalize import fold, stem
from shared.errors import ProviderError
from shared.schemas.brief import RecipeBrief
from shared.schemas.recipe import GeneratedRecipe

OFFLINE = AiSettings(AI_PROVIDER="offline", OPENAI_API_KEY=None)
NOW = datetime(2025, 3, 14, 12, 0, tzinfo=UTC)
SEARCH = ToolSpec(
    name="search_recipes",
    description="Search published recipes.",
    parameters={
        "type": "object",
        "properties": {"query": {"type": "string"}, "maxTime": {"type": ["integer", "null"]}},
        "required": ["query", "maxTime"],
        "additionalProperties": False,
    },
)


def offline_gateway() -> AiGateway:
    return build_gateway(OFFLINE)


def user(text: str) -> ChatMessage:
    return ChatMessage(role="user", content=text)


# --------------------------------------------------------------------------- determinism


async def test_two_instances_answer_identically() -> None:
    # Given
    first, second = offline_gateway(), offline_gateway()
    conversation = [user("Make me a recipe with chicken, rice and broccoli")]
    brief = RecipeBrief(language="es", ingredients=["pollo", "papas"], thermomix=True)

    # When
    answers = [
        (
            await gateway.chat(usage_type="text", messages=conversation, tools=[SEARCH]),
            await gateway.chat(usage_type="text", messages=[user("hola")]),
            await gateway.chat(
                usage_type="recipe_generation",
                messages=[user(brief.model_dump_json(by_alias=True))],
                response_format=GeneratedRecipe,
            ),
            await gateway.embed(["tacos de pollo", "chocolate cake"]),
        )
        for gateway in (first, second)
    ]

    # Then
    assert answers[0] == answers[1]
    assert all(answer[0].provider == "offline" for answer in answers)


def test_embeddings_are_identical_across_processes() -> None:
    # Given
    text = "Sopa de tortilla con chile pasilla y aguacate"
    script = (
        "import hashlib, json, sys\n"
        "from shared.ai.offline import hash_embedding\n"
        "vector = hash_embedding(sys.argv[1])\n"
        "print(hashlib.sha256(json.dumps(vector).encode()).hexdigest())\n"
    )

    # When
    outputs = {
        subprocess.run(  # noqa: S603 - our own interpreter running our own literal script
            [sys.executable, "-c", script, text],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed, "PYTHONPATH": "."},
        ).stdout.strip()
        for seed in ("1", "2")
    }

    # Then
    local = __import__("hashlib").sha256(json.dumps(hash_embedding(text)).encode()).hexdigest()
    assert outputs == {local}


# --------------------------------------------------------------------------- embeddings


def test_embeddings_are_unit_vectors_of_3072_dimensions() -> None:
    # When
    vectors = [hash_embedding(text) for text in ("pozole", "", "the and of")]

    # Then
    for vector in vectors:
        assert len(vector) == 3072
        assert sum(v * v for v in vector) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("anchor", "similar", "unrelated"),
    [
        ("chicken tacos with salsa verde", "spicy chicken tacos", "chocolate layer cake"),
        ("creamy tomato soup", "tomato basil soup", "grilled salmon with rice"),
        ("tacos de pollo con salsa verde", "tacos de pollo picantes", "pastel de chocolate"),
        ("sopa de lentejas con zanahoria", "lentejas con zanahoria y papa", "helado de fresa"),
        ("jalapeño poppers", "jalapeno poppers with cheese", "lemon sorbet"),
        ("crème brûlée", "creme brulee", "beef stew"),
    ],
)
def test_similar_texts_score_higher_than_unrelated(
    anchor: str, similar: str, unrelated: str
) -> None:
    # When
    base = hash_embedding(anchor)

    # Then
    assert cosine(base, hash_embedding(similar)) > cosine(base, hash_embedding(unrelated)) + 0.2


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("jalapeño", "jalapeno"),
        ("JALAPEÑO", "jalapeño"),
        ("tomatoes", "tomato"),
        ("huevos", "huevo"),
        ("Limones", "limón"),
        ("Crème Brûlée!", "creme brulee"),
    ],
)
def test_accents_case_and_plurals_do_not_matter(left: str, right: str) -> None:
    # When / Then
    assert hash_embedding(left) == hash_embedding(right)


@pytest.mark.parametrize(
    ("word", "expected"),
    [("tomatoes", "tomato"), ("huevos", "huevo"), ("berries", "berri"), ("peaches", "peach")],
)
def test_light_plural_folding(word: str, expected: str) -> None:
    # When / Then
    assert stem(fold(word)) == expected


# --------------------------------------------------------------------------- chat


async def test_a_greeting_gets_a_warm_reply_in_the_users_language() -> None:
    # Given
    gateway = offline_gateway()

    # When
    english = await gateway.chat(usage_type="text", messages=[user("Hi!")])
    spanish = await gateway.chat(usage_type="text", messages=[user("¡Hola!")])

    # Then
    assert english.content is not None
    assert english.content.startswith("Hi! I'm Irmixy")
    assert spanish.content is not None
    assert spanish.content.startswith("¡Hola! Soy Irmixy")
    assert english.usage.input_tokens == english.usage.output_tokens == 0


async def test_without_a_matching_tool_it_says_what_it_can_do() -> None:
    # When
    result = await offline_gateway().chat(
        usage_type="text", messages=[user("What's the meaning of life?")], tools=[SEARCH]
    )

    # Then
    assert result.tool_calls == ()
    assert result.content is not None
    assert "simple mode" in result.content
    assert "find or create recipes" in result.content


async def test_after_a_tool_result_it_follows_up() -> None:
    # Given
    call = ToolCall(id="call_1", name="search_recipes", arguments='{"query":"pozole"}')
    conversation = [
        user("busca pozole"),
        ChatMessage(role="assistant", content=None, tool_calls=(call,)),
        ChatMessage(role="tool", content='{"recipes": []}', tool_call_id="call_1"),
    ]

    # When
    result = await offline_gateway().chat(usage_type="text", messages=conversation, tools=[SEARCH])

    # Then
    assert result.tool_calls == ()
    assert result.content == (
        "No encontré recetas para eso. ¿Quieres que cree una con tus ingredientes?"
    )


async def test_tool_choice_none_answers_in_text() -> None:
    # When
    result = await offline_gateway().chat(
        usage_type="text",
        messages=[user("find chicken recipes")],
        tools=[SEARCH],
        tool_choice="none",
    )

    # Then
    assert result.tool_calls == ()
    assert result.content


async def test_streamed_text_joins_back_into_the_answer() -> None:
    # When
    items = [
        item
        async for item in offline_gateway().chat_stream(usage_type="text", messages=[user("hello")])
    ]

    # Then
    end = items[-1]
    assert isinstance(end, StreamEnd)
    deltas = [item.text for item in items if isinstance(item, TextDelta)]
    assert len(deltas) > 5
    assert "".join(deltas) == end.result.content


async def test_streamed_tool_calls_end_with_the_full_call() -> None:
    # When
    items = [
        item
        async for item in offline_gateway().chat_stream(
            usage_type="text", messages=[user("find chicken recipes in 20 minutes")], tools=[SEARCH]
        )
    ]

    # Then
    (delta,) = [item for item in items if isinstance(item, ToolCallDelta)]
    end = items[-1]
    assert isinstance(end, StreamEnd)
    (call,) = end.result.tool_calls
    assert delta.arguments_fragment == call.arguments
    assert json.loads(call.arguments) == {"query": "chicken recipes in 20 minutes", "maxTime": 20}


async def test_recipe_generation_reads_the_brief_and_returns_a_template_recipe() -> None:
    # Given
    brief = RecipeBrief(
        language="en",
        ingredients=["salmon", "asparagus", "lemon"],
        servings=2,
        measurement_system="imperial",
    )
    prompt = f"Create a recipe for this brief:\n{brief.model_dump_json(by_alias=True)}"

    # When
    result = await offline_gateway().chat(
        usage_type="recipe_generation", messages=[user(prompt)], response_format=GeneratedRecipe
    )

    # Then
    recipe = GeneratedRecipe.model_validate_json(result.content or "")
    assert recipe.is_template
    assert recipe.portions == 2
    assert recipe.measurement_system == "imperial"
    assert {"salmon", "asparagus", "lemon"} <= {i.name for i in recipe.ingredients}
    assert result.model == "offline-template"


async def test_recipe_generation_without_a_brief_reads_the_words() -> None:
    # When
    result = await offline_gateway().chat(
        usage_type="recipe_generation",
        messages=[user("tengo pollo, arroz y brócoli")],
        response_format=GeneratedRecipe,
    )

    # Then
    recipe = GeneratedRecipe.model_validate_json(result.content or "")
    assert recipe.language == "es"
    assert {"pollo", "arroz", "brócoli"} <= {i.name for i in recipe.ingredients}


async def test_other_structured_requests_need_a_model() -> None:
    # When / Then
    with pytest.raises(ProviderError) as raised:
        await offline_gateway().chat(
            usage_type="parsing", messages=[user("2 cups of rice")], response_format=RecipeBrief
        )
    assert raised.value.code == "provider_unavailable"


# --------------------------------------------------------------------------- embeddings, voice


async def test_gateway_embeddings_use_the_configured_dimensions() -> None:
    # Given
    gateway = build_gateway(AiSettings(AI_PROVIDER="offline", AI_EMBEDDING_DIMENSIONS=256))

    # When
    vectors = await gateway.embed([f"receta {i}" for i in range(150)])

    # Then
    assert len(vectors) == 150
    assert {len(vector) for vector in vectors} == {256}
    assert gateway.meter.snapshot()["embedding"].calls == 2


async def test_the_realtime_secret_is_a_marked_local_placeholder() -> None:
    # Given
    gateway = GatewayClass(provider=OfflineProvider(clock=lambda: NOW), settings=OFFLINE)

    # When
    secret = await gateway.create_realtime_client_secret(session={"instructions": "hola"})

    # Then
    assert secret.value.startswith(OFFLINE_SECRET_PREFIX)
    assert not secret.value.startswith(("sk-", "ek_"))
    assert secret.expires_at == NOW + timedelta(seconds=60)
    assert secret.model == "gpt-realtime"
