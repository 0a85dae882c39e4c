"""The shared layer working together on the real database and the real SDK.

Model → tool call → executor → tool → safety pass → shaped output, with the offline provider
and with the openai SDK talking to the OpenAI wire test double.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import httpx
import pytest

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import AiGateway, AiSettings, ChatMessage, ToolSpec, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.context import UserContext
from shared.tools import ToolContext, ToolExecutor, build_registry, catalogue_normalizer

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from cli.database.seed_load import SeedReport
    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

NOW = datetime(2026, 11, 20, 18, 0, tzinfo=UTC)
REGISTRY = build_registry()
EXECUTOR = ToolExecutor(REGISTRY)
TOOLS = [
    ToolSpec(
        name=spec["function"]["name"],
        description=spec["function"]["description"],
        parameters=spec["function"]["parameters"],
    )
    for spec in REGISTRY.openai_tool_specs()
]


def offline_gateway() -> AiGateway:
    return build_gateway(AiSettings(AI_PROVIDER="offline"))


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def openai_gateway(fake: FakeOpenAI) -> AsyncIterator[AiGateway]:
    settings = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL="http://fake-openai.test/v1",
    )
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as client:
        yield build_gateway(
            settings, openai_client=create_openai_client(settings, http_client=client)
        )


def tool_context(
    database: Database,
    principal: Principal,
    gateway: AiGateway,
    *,
    language: str = "en",
    allergies: tuple[str, ...] = (),
) -> ToolContext:
    return ToolContext(
        principal=principal,
        language=language,  # type: ignore[arg-type]
        user_context=UserContext(language=language, dietary_restrictions=allergies),  # type: ignore[arg-type]
        db=database,
        gateway=gateway,
        now=NOW,
        normalize=catalogue_normalizer(database),
    )


@pytest.mark.parametrize(
    ("language", "message", "expect_in_names"),
    [
        ("en", "find me chicken soup recipes", "soup"),
        ("es", "busca recetas de sopa de pollo", "pollo"),
        ("en", "what can I make with chicken, rice and peppers?", "chicken"),
        ("es", "¿qué puedo hacer con pollo, arroz y pimientos?", "pollo"),
    ],
)
async def test_offline_model_picks_search_and_the_tool_returns_cards(  # noqa: PLR0917
    database: Database,
    make_user: UserFactory,
    seeded: SeedReport,
    language: str,
    message: str,
    expect_in_names: str,
) -> None:
    # Given the offline model offered the registry's tools
    gateway = offline_gateway()
    ctx = tool_context(database, make_user(), gateway, language=language)

    # When the model answers a discovery message and its tool call is executed
    result = await gateway.chat(
        usage_type="text", messages=[ChatMessage(role="user", content=message)], tools=TOOLS
    )
    [call] = result.tool_calls
    outcome = await EXECUTOR.execute(call.name, call.arguments, ctx)

    # Then it searched and got cards named in the user's language
    assert call.name == "search_recipes"
    assert outcome.ok
    assert outcome.output is not None
    assert outcome.output.recipes
    assert any(expect_in_names in card.name.lower() for card in outcome.output.recipes)


async def test_a_model_recipe_with_the_users_allergen_is_withheld(
    database: Database,
    make_user: UserFactory,
    seeded: SeedReport,
    fake: FakeOpenAI,
    openai_gateway: AiGateway,
) -> None:
    # Given a peanut-allergic user and a model that ignores the allergy
    fake.script_json(
        {
            "schemaVersion": "1.0",
            "suggestedName": "Peanut Noodles",
            "language": "en",
            "measurementSystem": "metric",
            "totalTime": 20,
            "difficulty": "easy",
            "portions": 2,
            "ingredients": [
                {"name": "rice noodles", "quantity": 200, "unit": "g"},
                {"name": "peanut butter", "quantity": 3, "unit": "tbsp"},
            ],
            "steps": [{"order": 1, "instruction": "Toss the noodles with the peanut butter."}],
            "tags": [],
            "isTemplate": False,
            "usesThermomix": False,
        }
    )
    ctx = tool_context(database, make_user(), openai_gateway, allergies=("peanut",))

    # When the recipe is generated
    outcome = await EXECUTOR.execute(
        "generate_custom_recipe", json.dumps({"ingredients": ["noodles"]}), ctx
    )

    # Then the brief told the model about the allergy, and the recipe never reaches the user
    brief = json.loads(fake.chat_requests[0]["messages"][-1]["content"])
    assert brief["allergensToAvoid"] == ["peanut"]
    assert outcome.ok
    assert outcome.output is not None
    assert outcome.output.custom_recipe is None
    assert outcome.output.safety_flags is not None
    assert outcome.output.safety_flags.allergens == ["peanut"]


async def test_a_model_recipe_missing_the_poultry_temperature_gets_the_usda_note(
    database: Database,
    make_user: UserFactory,
    seeded: SeedReport,
    fake: FakeOpenAI,
    openai_gateway: AiGateway,
) -> None:
    # Given a model recipe that cooks chicken without saying how far
    fake.script_json(
        {
            "schemaVersion": "1.0",
            "suggestedName": "Pollo al ajillo",
            "language": "es",
            "measurementSystem": "metric",
            "totalTime": 30,
            "difficulty": "easy",
            "portions": 2,
            "ingredients": [
                {"name": "pechuga de pollo", "quantity": 400, "unit": "g"},
                {"name": "ajo", "quantity": 4, "unit": "clove"},
            ],
            "steps": [
                {"order": 1, "instruction": "Dora el ajo en aceite."},
                {"order": 2, "instruction": "Agrega el pollo y cocina 10 minutos."},
            ],
            "tags": [],
            "isTemplate": False,
            "usesThermomix": False,
        }
    )
    ctx = tool_context(database, make_user(), openai_gateway, language="es")

    # When it is generated
    outcome = await EXECUTOR.execute(
        "generate_custom_recipe", json.dumps({"ingredients": ["pollo", "ajo"]}), ctx
    )

    # Then the chicken step carries the USDA minimum, in Spanish
    assert outcome.output is not None
    recipe = outcome.output.custom_recipe
    assert recipe is not None
    notes = [step.safety_note for step in recipe.steps if step.safety_note]
    assert notes
    assert any("74" in note for note in notes)
    assert outcome.output.safety_flags is not None
    assert outcome.output.safety_flags.food_safety_notes


async def test_offline_generation_is_safe_for_the_user_end_to_end(
    database: Database, make_user: UserFactory, seeded: SeedReport
) -> None:
    # Given an egg-allergic user without a key configured (offline templates)
    ctx = tool_context(database, make_user(), offline_gateway(), allergies=("egg",))

    # When they ask for a recipe with chicken, rice and eggs
    outcome = await EXECUTOR.execute(
        "generate_custom_recipe", json.dumps({"ingredients": ["chicken", "rice", "eggs"]}), ctx
    )

    # Then a template recipe arrives without egg and with the poultry temperature
    assert outcome.ok
    assert outcome.output is not None
    recipe = outcome.output.custom_recipe
    assert recipe is not None
    assert recipe.is_template
    text = " ".join(
        [i.name for i in recipe.ingredients] + [s.instruction for s in recipe.steps]
    ).lower()
    assert "egg" not in text.replace("eggplant", "")
    assert "165" in text or any("165" in (s.safety_note or "") for s in recipe.steps)


async def test_catalogue_normaliser_maps_spanish_and_plural_names(
    database: Database, seeded: SeedReport
) -> None:
    normalize = catalogue_normalizer(database)

    names = await normalize(["pechugas de pollo", "Huevos", "xqzzv"])

    assert names == ("chicken breast", "egg", "xqzzv")
