"""The wire contracts: what the app may rely on, and what never gets through."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from cli.contracts.command import DEFAULT_DIR, render_contracts
from shared.schemas import (
    ContentEvent,
    DoneEvent,
    GeneratedIngredient,
    GeneratedStep,
    IrmixyResponse,
    SseEvent,
    StatusEvent,
    encode_sse,
    safe_error_response,
    validate_response,
)

_CARD = {
    "recipeId": "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
    "name": "Sopa de tortilla",
    "totalTime": 35,
    "portions": 4,
    "difficulty": "easy",
}
_RECIPE: dict[str, Any] = {
    "suggestedName": "Chicken and rice skillet",
    "language": "en",
    "totalTime": 30,
    "difficulty": "easy",
    "portions": 2,
    "ingredients": [{"name": "chicken breast", "quantity": 300, "unit": "g"}],
    "steps": [
        {
            "order": 1,
            "instruction": "Cook the chicken until it reaches 165°F (74°C).",
            "thermomixTime": 600,
            "thermomixTemp": "Varoma",
            "thermomixSpeed": "spoon",
            "thermomixReverse": True,
        }
    ],
}


def test_a_full_response_round_trips_in_camel_case() -> None:
    # Given a response with every part the app renders
    wire = {
        "version": "1.0",
        "message": "Here are two ideas.",
        "language": "en",
        "recipes": [_CARD],
        "customRecipe": _RECIPE,
        "suggestions": [{"label": "Make it spicy", "message": "Make it spicier"}],
        "actions": [
            {"type": "set_timer", "label": "10 min", "payload": {"minutes": 10}},
            {
                "type": "resume_cooking",
                "label": "Resume cooking",
                "payload": {
                    "sessionId": "s1",
                    "recipeId": "r1",
                    "recipeType": "custom",
                    "currentStep": 3,
                    "totalSteps": 7,
                    "recipeName": "Tinga",
                },
            },
        ],
        "safetyFlags": {"allergenWarning": "Contains peanuts.", "allergens": ["peanut"]},
        "retrieval": {
            "version": "1.0",
            "type": "single",
            "recipe": {
                "userRecipeId": "u1",
                "name": "Tinga",
                "createdAt": "2026-01-14T12:00:00Z",
                "source": "ai_generated",
            },
        },
        "trace": {"toolsCalled": ["search_recipes"], "ragResultCount": 1, "latencyMs": 12},
    }

    # When validated and sent back out
    response = validate_response(wire)
    out = response.to_wire()

    # Then nothing was lost and the Varoma dial was normalised
    assert response.safety_flags is None or response.safety_flags.error is None
    assert out["customRecipe"]["steps"][0]["thermomixTemp"] == "varoma"
    assert out["actions"][1]["payload"]["recipeType"] == "custom"
    assert out["retrieval"]["type"] == "single"
    assert out["recipes"][0] == _CARD
    assert "status" not in out  # unset optionals are omitted, not null


@pytest.mark.parametrize(
    "bad",
    [
        {"message": "hi", "language": "fr"},
        {"message": "hi", "language": "en", "version": "2.0"},
        {"message": "hi", "language": "en", "unknownField": 1},
        {"message": "x" * 8001, "language": "en"},
        {"message": "hi", "language": "en", "recipes": [{**_CARD, "difficulty": "extreme"}]},
        {"message": "hi", "language": "en", "actions": [{"type": "order_pizza", "label": "x"}]},
        {
            "message": "hi",
            "language": "en",
            "actions": [{"type": "set_timer", "label": "x", "payload": {"minutes": 0}}],
        },
        {"message": "hi", "language": "en", "customRecipe": {**_RECIPE, "ingredients": []}},
        "not even an object",
        None,
    ],
)
@pytest.mark.parametrize("language", ["en", "es"])
def test_anything_invalid_becomes_the_safe_bilingual_error(bad: object, language: str) -> None:
    # When an invalid answer is validated before sending
    response = validate_response(bad, language=language)  # type: ignore[arg-type]

    # Then the app gets the safe error in the user's language, never a crash
    assert response == safe_error_response(language)  # type: ignore[arg-type]
    assert response.safety_flags is not None
    assert response.safety_flags.error is True
    assert ("Lo siento" in response.message) == (language == "es")


@pytest.mark.parametrize(
    ("field", "value", "ok"),
    [
        ("thermomix_temp", "37", True),
        ("thermomix_temp", "120", True),
        ("thermomix_temp", "varoma", True),
        ("thermomix_temp", "36", False),
        ("thermomix_temp", "121", False),
        ("thermomix_temp", "hot", False),
        ("thermomix_speed", "spoon", True),
        ("thermomix_speed", "0.5", True),
        ("thermomix_speed", "3.5", True),
        ("thermomix_speed", "10", True),
        ("thermomix_speed", "10.5", False),
        ("thermomix_speed", "0", False),
        ("thermomix_speed", "3.3", False),
        ("thermomix_time", 0, False),
        ("thermomix_time", 7200, True),
        ("thermomix_time", 7201, False),
    ],
)
def test_thermomix_dials(field: str, value: object, ok: bool) -> None:
    data = {"order": 1, "instruction": "Stir.", field: value}
    if ok:
        GeneratedStep.model_validate(data)
    else:
        with pytest.raises(ValidationError):
            GeneratedStep.model_validate(data)


def test_sse_frames_parse_back_into_the_same_events() -> None:
    # Given two events encoded as one buffered body (as API Gateway delivers it)
    events = [StatusEvent(status="searching"), DoneEvent(response=safe_error_response("es"))]
    body = b"".join(encode_sse(event) for event in events)

    # When a client splits frames and parses each data line
    adapter: TypeAdapter[Any] = TypeAdapter(SseEvent)
    parsed = [
        adapter.validate_python(json.loads(frame.removeprefix("data: ")))
        for frame in body.decode().split("\n\n")
        if frame
    ]

    # Then it gets exactly the events that were sent
    assert parsed == events


def test_checked_in_contracts_match_the_code() -> None:
    # The app team diffs contracts/; regenerate with `irmixy schema` after changing a model.
    for name, text in render_contracts().items():
        assert (DEFAULT_DIR / name).read_text(encoding="utf-8") == text, name


def test_responses_are_immutable() -> None:
    response = IrmixyResponse(message="hola", language="es")
    with pytest.raises(ValidationError):
        response.message = "changed"  # type: ignore[misc]


def test_streamed_content_keeps_its_spaces() -> None:
    # Chunks are concatenated by the app: trimming them would glue words together.
    chunks = [ContentEvent(content=part).content for part in ("I'm", " in", " the kitchen ")]

    assert "".join(chunks) == "I'm in the kitchen "


def test_a_whole_ingredient_amount_goes_out_without_decimals() -> None:
    # Given whole and fractional amounts
    whole = GeneratedIngredient(name="ajo", quantity=2.0, unit="dientes")
    half = GeneratedIngredient(name="limón", quantity=0.5)
    # Then the wire says "2", not "2.0", and keeps the fraction
    assert '"quantity":2,' in whole.model_dump_json()
    assert whole.to_wire()["quantity"] == 2
    assert half.to_wire()["quantity"] == 0.5
