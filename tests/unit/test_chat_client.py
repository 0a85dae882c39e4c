"""The terminal client: SSE parsing, rendering, and a one-line error when the server is down."""

from __future__ import annotations

import socket

import pytest
from typer.testing import CliRunner

from cli.client.render import (
    console,
    ingredient_line,
    memory_line,
    render_response,
    retrieval_lines,
)
from cli.client.sse import parse_sse_lines
from cli.main import app
from shared.schemas import (
    ContentEvent,
    DoneEvent,
    GeneratedIngredient,
    IrmixyResponse,
    SessionEvent,
    SuggestionChip,
    encode_sse,
)


def test_buffered_and_line_split_streams_parse_to_the_same_events() -> None:
    # Given the frames of one turn, as one buffered body
    events = [
        SessionEvent(session_id="s1"),
        ContentEvent(content="Hola "),
        DoneEvent(response=IrmixyResponse(message="Hola", language="es")),
    ]
    body = b"".join(encode_sse(e) for e in events).decode()

    # When parsed from its lines, with a stray comment and a broken frame mixed in
    lines = [": keep-alive", "", *body.splitlines(), "data: {not json", ""]

    # Then exactly the valid events come out, in order
    assert list(parse_sse_lines(lines)) == events


def test_chips_become_numbered_choices() -> None:
    response = IrmixyResponse(
        message="x",
        language="en",
        suggestions=[
            SuggestionChip(label="Spicier", message="Make it spicier"),
            SuggestionChip(label="Quicker", message="Make it quicker"),
        ],
    )

    assert render_response(response) == ["Make it spicier", "Make it quicker"]


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Personalised with: your allergies, your diet, this conversation"),
        ("es", "Personalizado con: tus alergias, tu dieta, esta conversación"),
    ],
)
def test_memory_used_is_named_to_the_cook_in_the_answers_language(
    language: str, expected: str
) -> None:
    response = IrmixyResponse.model_validate(
        {
            "message": "x",
            "language": language,
            "memoryUsed": ["allergies", "diet", "history"],
        }
    )

    assert memory_line(response) == expected
    assert memory_line(IrmixyResponse(message="x", language="en")) is None


def test_a_server_that_is_down_gets_a_one_line_error() -> None:
    # Given a loopback port nobody listens on
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]

    # When chatting against it
    result = CliRunner().invoke(app, ["chat", "-m", "hola", "--url", f"http://127.0.0.1:{port}"])

    # Then one line says so, and no traceback
    assert result.exit_code == 1
    assert "cannot reach" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("line", "language", "text"),
    [
        ({"name": "ajo", "quantity": 2.0, "unit": "dientes"}, "es", "2 dientes de ajo"),
        ({"name": "pollo", "quantity": 600.0, "unit": "g"}, "es", "600 g de pollo"),
        ({"name": "rice", "quantity": 1.5, "unit": "cups"}, "en", "1½ cups rice"),
        ({"name": "limón amarillo", "quantity": 0.5}, "es", "½ limón amarillo"),
        ({"name": "salt", "notes": "to taste"}, "en", "salt, to taste"),
    ],
)
def test_an_ingredient_reads_as_a_cook_writes_it(
    line: dict[str, object], language: str, text: str
) -> None:
    assert ingredient_line(GeneratedIngredient.model_validate(line), language) == text


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["  • Black Bean Tacos (saved November 21)",
                "  • Mushroom Risotto (saved November 19)"]),
        ("es", ["  • Black Bean Tacos (guardada el 21 de noviembre)",
                "  • Mushroom Risotto (guardada el 19 de noviembre)"]),
    ],
)  # fmt: skip
def test_saved_recipes_listed_say_when_they_were_saved_not_how_sure(
    language: str, expected: list[str]
) -> None:
    # Given an answer listing two of the cook's saved recipes, each found with confidence 1
    response = IrmixyResponse.model_validate(
        {
            "message": "x",
            "language": language,
            "retrieval": {
                "type": "multiple",
                "recipes": [
                    {"userRecipeId": "a", "name": "Black Bean Tacos",
                     "createdAt": "2026-11-21T12:00:00Z", "confidence": 1.0},
                    {"userRecipeId": "b", "name": "Mushroom Risotto",
                     "createdAt": "2026-11-19T12:00:00Z", "confidence": 1.0},
                ],
            },
        }
    )  # fmt: skip

    # Then each is a line with its day, in the answer's language, and no "100% sure"
    assert retrieval_lines(response) == expected


@pytest.mark.parametrize(
    ("language", "reason", "said"),
    [
        ("en", "allergy", "peanuts (for your allergies): sunflower seeds"),
        ("en", "dislike", "peanuts (since you'd rather not): sunflower seeds"),
        ("es", "diet", "peanuts (por tu dieta): sunflower seeds"),
        ("es", "missing", "peanuts (si no lo tienes): sunflower seeds"),
    ],
)
def test_a_swaps_reason_is_printed_in_words(language: str, reason: str, said: str) -> None:
    response = IrmixyResponse.model_validate(
        {
            "message": "x",
            "language": language,
            "substitutions": [
                {
                    "ingredient": "peanuts",
                    "reason": reason,
                    "alternatives": [{"name": "sunflower seeds"}],
                }
            ],
        }
    )

    with console.capture() as printed:
        render_response(response)

    assert said in " ".join(printed.get().split())


@pytest.mark.parametrize(
    ("language", "heading", "dials", "level"),
    [
        ("en", "serves 4", "(5s, speed 5, reverse)", "easy"),
        ("es", "para 4", "(5s, vel. 5, giro inverso)", "fácil"),
    ],
)
def test_a_recipe_is_printed_in_its_own_language(
    language: str, heading: str, dials: str, level: str
) -> None:
    # Given: an answer with a card and a recipe of hers, in English or in Spanish
    response = IrmixyResponse.model_validate(
        {
            "message": "x",
            "language": language,
            "recipes": [
                {"recipeId": "00000000-0000-0000-0000-000000000001", "name": "Sopa",
                 "totalTime": 35, "difficulty": "easy", "portions": 4}
            ],
            "customRecipe": {
                "suggestedName": "Sopa", "language": language, "measurementSystem": "metric",
                "totalTime": 35, "difficulty": "easy", "portions": 4,
                "ingredients": [{"name": "cebolla", "quantity": 1}],
                "steps": [{"order": 1, "instruction": "Trocea.", "thermomixTime": 5,
                           "thermomixSpeed": "5", "thermomixReverse": True}],
            },
        }
    )  # fmt: skip

    # When
    with console.capture() as printed:
        render_response(response)

    # Then: the client's own words around it are in that language too
    text = " ".join(printed.get().split())
    assert heading in text
    assert dials in text
    assert level in text


@pytest.mark.parametrize(
    ("language", "dials"),
    [
        ("en", "(180s, 100°C, speed spoon, reverse)"),
        ("es", "(180s, 100°C, vel. cuchara, giro inverso)"),
    ],
)
def test_a_thermomix_step_says_its_temperature_and_spoon_speed_as_the_dial_does(
    language: str, dials: str
) -> None:
    # Given a step simmered at 100 degrees on the spoon speed
    response = IrmixyResponse.model_validate(
        {
            "message": "x",
            "language": language,
            "customRecipe": {
                "suggestedName": "Sopa", "language": language, "measurementSystem": "metric",
                "totalTime": 35, "difficulty": "easy", "portions": 4,
                "ingredients": [{"name": "cebolla", "quantity": 1}],
                "steps": [{"order": 1, "instruction": "Cuece.", "thermomixTime": 180,
                           "thermomixTemp": "100", "thermomixSpeed": "spoon",
                           "thermomixReverse": True}],
            },
        }
    )  # fmt: skip

    # When
    with console.capture() as printed:
        render_response(response)

    # Then the temperature has its unit, and the spoon speed is said in the recipe's language
    assert dials in " ".join(printed.get().split())
