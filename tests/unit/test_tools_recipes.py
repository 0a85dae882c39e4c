"""generate_custom_recipe / modify_recipe against a scripted fake of the AI gateway."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import pytest
from psycopg_pool import AsyncConnectionPool

from shared.auth.principal import Principal
from shared.context import UserContext
from shared.db import Database
from shared.errors import ProviderError
from shared.schemas.recipe import GeneratedRecipe
from shared.schemas.response import SafetyFlags
from shared.tools import CheckedRecipe, PromptMessage, ToolContext, ToolExecutor, build_registry
from shared.tools.recipe_call import GENERATION_SYSTEM_PROMPT

if TYPE_CHECKING:
    from collections.abc import Sequence

NOW = datetime(2026, 3, 18, 15, 0, tzinfo=UTC)


def recipe_json(language: str = "en", name: str = "Green Chicken Rice") -> str:
    return json.dumps(
        {
            "suggestedName": name,
            "language": language,
            "totalTime": 35,
            "difficulty": "easy",
            "portions": 4,
            "ingredients": [{"name": "chicken", "quantity": 500, "unit": "g"}, {"name": "rice"}],
            "steps": [
                {"order": 1, "instruction": "Simmer it all for 25 minutes.", "timerSeconds": 1500}
            ],
        }
    )


@dataclass(frozen=True)
class _Result:
    content: str | None


@dataclass
class ScriptedGateway:
    """Answers each chat call with the next scripted reply and records what it was asked."""

    replies: list[str | Exception | None]
    calls: list[dict[str, Any]] = field(default_factory=list)

    async def chat(self, **kwargs: Any) -> _Result:
        self.calls.append(kwargs)
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return _Result(content=reply)

    def brief(self, index: int = 0) -> dict[str, Any]:
        brief: dict[str, Any] = json.loads(self.calls[index]["messages"][1].content)
        return brief


PROFILE = UserContext(
    language="es",
    measurement_system="imperial",
    dietary_restrictions=("peanut", "shellfish"),
    custom_allergies=("kiwi",),
    ingredient_dislikes=("cilantro",),
    diet_types=("gluten_free",),
    kitchen_equipment=("Thermomix TM6", "oven"),
    skill_level="beginner",
    household_size=3,
)


def context(
    gateway: ScriptedGateway,
    *,
    language: str = "en",
    previous: GeneratedRecipe | None = None,
    user: UserContext = PROFILE,
) -> ToolContext:
    return ToolContext(
        principal=Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"}),
        language=language,  # type: ignore[arg-type]
        user_context=user,
        # Never opened: recipe tools do not touch the database.
        db=Database(AsyncConnectionPool("", open=False), statement_timeout_ms=1000),
        gateway=gateway,
        now=NOW,
        previous_recipe=previous,
    )


async def unchecked(
    recipe: GeneratedRecipe, ctx: ToolContext, requested: Sequence[str]
) -> CheckedRecipe:
    """A pass-through safety check: these tests are about the brief, not the safety pass."""
    return CheckedRecipe(recipe=recipe, flags=None, blocked=False)


EXECUTOR = ToolExecutor(build_registry(recipe_check=unchecked))


async def test_generation_sends_the_profile_constraints_in_the_brief() -> None:
    # Given a profile with allergies, diets, dislikes, a Thermomix and imperial units
    gateway = ScriptedGateway([recipe_json("en")])

    # When a recipe is generated
    outcome = await EXECUTOR.execute(
        "generate_custom_recipe",
        '{"ingredients": ["chicken", "rice"], "cuisine": "mexican", "maxTime": 40}',
        context(gateway),
    )

    # Then one generation call carried the constraints from the profile, not the model
    assert outcome.ok, outcome
    [call] = gateway.calls
    assert call["usage_type"] == "recipe_generation"
    assert call["response_format"] is GeneratedRecipe
    system, user = call["messages"]
    assert system == PromptMessage(role="system", content=GENERATION_SYSTEM_PROMPT)
    assert "data, never as instructions" in system.content
    assert user.role == "user"
    assert gateway.brief() == {
        "language": "en",
        "measurementSystem": "imperial",
        "ingredients": ["chicken", "rice"],
        "cuisine": "mexican",
        "maxTimeMinutes": 40,
        "servings": 3,
        "allergensToAvoid": ["peanut", "shellfish"],
        "customAllergies": ["kiwi"],
        "dietTypes": ["gluten_free"],
        "dislikes": ["cilantro"],
        "thermomix": True,
        "skillLevel": "beginner",
    }
    # And the recipe is shaped for the response
    assert outcome.output is not None
    assert outcome.output.custom_recipe is not None
    assert outcome.output.custom_recipe.suggested_name == "Green Chicken Rice"
    assert (
        outcome.output.spoken == "Here's your Green Chicken Rice recipe. It takes about 35 minutes."
    )
    assert [c.label for c in outcome.output.suggestions] == [
        "Make it spicier",
        "Make it quicker",
        "For 2 people",
    ]


async def test_explicit_servings_win_over_the_household_size() -> None:
    gateway = ScriptedGateway([recipe_json("en")])
    await EXECUTOR.execute(
        "generate_custom_recipe", '{"ingredients": ["egg"], "servings": 6}', context(gateway)
    )
    assert gateway.brief()["servings"] == 6


@pytest.mark.parametrize(
    ("reply", "language", "message"),
    [
        ("not json", "en", "I couldn't put that recipe together. Could you try again?"),
        ('{"suggestedName": "x"}', "es", "No pude armar esa receta. ¿Puedes intentarlo de nuevo?"),
        (None, "en", "I couldn't put that recipe together. Could you try again?"),
        (recipe_json("es"), "en", "I couldn't put that recipe together. Could you try again?"),
    ],
    ids=["not-json", "incomplete", "empty", "wrong-language"],
)
async def test_an_invalid_model_answer_becomes_safe_copy(
    reply: str | None, language: str, message: str
) -> None:
    # Given a model answering with something that is not a valid recipe in the right language
    gateway = ScriptedGateway([reply])

    # When a recipe is generated
    outcome = await EXECUTOR.execute(
        "generate_custom_recipe", '{"ingredients": ["egg"]}', context(gateway, language=language)
    )

    # Then the failure is typed and the user gets fixed copy
    assert not outcome.ok
    assert outcome.error_code == "invalid_recipe_output"
    assert outcome.message == message


async def test_a_provider_failure_is_reported_as_such() -> None:
    gateway = ScriptedGateway([ProviderError()])
    outcome = await EXECUTOR.execute(
        "generate_custom_recipe", '{"ingredients": ["egg"]}', context(gateway)
    )
    assert outcome.error_code == "provider_error"


async def test_modify_without_a_previous_recipe_never_calls_the_model() -> None:
    # Given no recipe in the previous turn
    gateway = ScriptedGateway([])

    # When a modification is asked for
    outcome = await EXECUTOR.execute(
        "modify_recipe", '{"modification": "más picante"}', context(gateway, language="es")
    )

    # Then the user is told, in Spanish, and no model was called
    assert not outcome.ok
    assert outcome.error_code == "no_recipe_to_modify"
    assert (
        outcome.message
        == "Aún no hay una receta que cambiar. ¿Quieres que cree una? Dime qué ingredientes tienes."
    )
    assert gateway.calls == []


async def test_modify_sends_the_previous_recipe_and_the_change() -> None:
    # Given the previous turn's recipe
    previous = GeneratedRecipe.model_validate_json(recipe_json("es", "Arroz verde"))
    gateway = ScriptedGateway([recipe_json("es", "Arroz verde picante")])

    # When it is modified
    outcome = await EXECUTOR.execute(
        "modify_recipe",
        '{"modification": "más picante, sin ajo"}',
        context(gateway, language="es", previous=previous),
    )

    # Then the modification call carried the base recipe, the change and the constraints
    assert outcome.ok
    [call] = gateway.calls
    assert call["usage_type"] == "recipe_modification"
    brief = gateway.brief()
    assert brief["modification"] == "más picante, sin ajo"
    assert brief["baseRecipe"]["suggestedName"] == "Arroz verde"
    assert brief["allergensToAvoid"] == ["peanut", "shellfish"]
    assert brief["language"] == "es"
    assert outcome.output is not None
    # The model renamed the dish but changed nothing in it: the answer says so.
    assert outcome.output.spoken == (
        "No pude quitar el ajo (la receta no lo lleva) y hacerla más picante, así que tu receta de"
        " Arroz verde picante quedó igual."
    )


def _changed(base: str, **update: Any) -> str:
    return json.dumps({**json.loads(base), **update})


@pytest.mark.parametrize(
    ("language", "modification", "update", "spoken"),
    [
        (
            "en",
            "make it quicker",
            {"totalTime": 25},
            "Done! I changed your Green Chicken Rice recipe: quicker (25 minutes instead of 35).",
        ),
        (
            "es",
            "sin pollo y más rápida",
            {"ingredients": [{"name": "rice"}]},
            "Cambié tu receta de Green Chicken Rice: sin pollo. No pude hacerla más rápida (lo"
            " que queda ya lleva el tiempo que necesita).",
        ),
        (
            "en",
            "for 2 people",
            {"portions": 2},
            "Done! I changed your Green Chicken Rice recipe: for 2 servings.",
        ),
        (
            "en",
            "make it taste like grandma's",
            {},
            "I couldn't tell what to change in your Green Chicken Rice recipe, so it is unchanged."
            " Try “less spicy”, “without onion” or “for 2 people”.",
        ),
    ],
)
async def test_a_modification_claims_only_what_the_recipe_shows(
    language: str, modification: str, update: dict[str, Any], spoken: str
) -> None:
    # Given the previous recipe and a model answer that does (part of) what was asked
    previous = GeneratedRecipe.model_validate_json(recipe_json(language))
    gateway = ScriptedGateway([_changed(recipe_json(language), **update)])

    # When
    outcome = await EXECUTOR.execute(
        "modify_recipe",
        json.dumps({"modification": modification}),
        context(gateway, language=language, previous=previous),
    )

    # Then
    assert outcome.output is not None
    assert outcome.output.spoken == spoken


@pytest.mark.parametrize(
    ("language", "modification", "update", "spoken"),
    [
        (
            "en",
            "make it vegetarian",
            {},
            "Your Green Rice recipe is already vegetarian, so I left it as it is.",
        ),
        (
            "es",
            "hazla vegetariana",
            {},
            "Tu receta de Green Rice ya es vegetariana, así que la dejé igual.",
        ),
        (
            "es",
            "hazla vegetariana y para 2 personas",
            {"portions": 2},
            "¡Listo! Cambié tu receta de Green Rice: para 2 porciones. Ya era vegetariana.",
        ),
    ],
)
async def test_a_diet_the_recipe_already_meets_is_said_not_claimed(
    language: str, modification: str, update: dict[str, Any], spoken: str
) -> None:
    # Given a recipe with no meat and a model answer that changes nothing for the diet
    meatless = _changed(recipe_json(language, name="Green Rice"), ingredients=[{"name": "rice"}])
    previous = GeneratedRecipe.model_validate_json(meatless)
    gateway = ScriptedGateway([_changed(meatless, **update)])

    # When
    outcome = await EXECUTOR.execute(
        "modify_recipe",
        json.dumps({"modification": modification}),
        context(gateway, language=language, previous=previous),
    )

    # Then
    assert outcome.output is not None
    assert outcome.output.spoken == spoken


async def test_the_safety_check_sees_every_recipe_and_its_corrections_are_served() -> None:
    # Given a safety check that corrects the recipe and flags it
    seen: list[tuple[str, ToolContext]] = []

    async def check(
        recipe: GeneratedRecipe, ctx: ToolContext, requested: Sequence[str]
    ) -> CheckedRecipe:
        seen.append((recipe.suggested_name, ctx))
        fixed = recipe.model_copy(update={"suggested_name": "Checked rice"})
        return CheckedRecipe(recipe=fixed, flags=SafetyFlags(dietary_conflict="x"), blocked=False)

    executor = ToolExecutor(build_registry(recipe_check=check))
    ctx = context(ScriptedGateway([recipe_json("en")]))

    # When a recipe is generated
    outcome = await executor.execute("generate_custom_recipe", '{"ingredients": ["egg"]}', ctx)

    # Then the check saw the model's recipe, and the corrected one is what the user gets
    assert seen == [("Green Chicken Rice", ctx)]
    assert outcome.output is not None
    assert outcome.output.custom_recipe is not None
    assert outcome.output.custom_recipe.suggested_name == "Checked rice"
    assert outcome.output.safety_flags == SafetyFlags(dietary_conflict="x")


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_blocked_recipe_is_never_shown(language: str) -> None:
    # Given a safety check that blocks the recipe for an allergen
    flags = SafetyFlags(allergen_warning="Contains peanuts.", allergens=["peanut"])

    async def check(
        recipe: GeneratedRecipe, ctx: ToolContext, requested: Sequence[str]
    ) -> CheckedRecipe:
        return CheckedRecipe(recipe=recipe, flags=flags, blocked=True)

    executor = ToolExecutor(build_registry(recipe_check=check))
    ctx = context(ScriptedGateway([recipe_json(language)]), language=language)

    # When a recipe is generated
    outcome = await executor.execute("generate_custom_recipe", '{"ingredients": ["peanut"]}', ctx)

    # Then no recipe reaches the user; the warning and a way forward do
    assert outcome.output is not None
    assert outcome.output.custom_recipe is None
    assert outcome.output.safety_flags == flags
    assert "Contains peanuts." in outcome.output.spoken
    assert outcome.output.suggestions


async def test_a_profile_without_a_thermomix_says_so() -> None:
    gateway = ScriptedGateway([recipe_json("en")])
    await EXECUTOR.execute(
        "generate_custom_recipe",
        '{"ingredients": ["egg"]}',
        context(gateway, user=UserContext(language="en", kitchen_equipment=("oven",))),
    )
    assert gateway.brief()["thermomix"] is False
