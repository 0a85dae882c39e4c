"""Tool argument validation: every bound of seed 000 §6.7, unknown fields, types, control chars."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime
from typing import Any

import pytest

from shared.errors import ToolValidationError
from shared.tools import (
    GenerateCustomRecipeArgs,
    ModifyRecipeArgs,
    RetrieveCustomRecipeArgs,
    SearchRecipesArgs,
    ToolArgs,
    ToolArgumentsError,
    parse_tool_args,
)
from shared.tools.validation import MAX_RAW_ARGS_CHARS

NOW = datetime(2026, 3, 18, 15, 0, tzinfo=UTC)
SEARCH = {"query": "tacos"}
GENERATE = {"ingredients": ["chicken"]}
MODIFY = {"modification": "more spicy"}
RETRIEVE = {"query": "chicken"}


def parse(model: type[ToolArgs], raw: Any, language: str = "en") -> Any:
    return parse_tool_args(model, raw, language=language, now=NOW)  # type: ignore[arg-type]


def refusal(model: type[ToolArgs], raw: Any, language: str = "en") -> ToolArgumentsError:
    with pytest.raises(ToolArgumentsError) as caught:
        parse(model, raw, language)
    return caught.value


# --------------------------------------------------------------------------- accepted bounds


@pytest.mark.parametrize(
    ("model", "payload"),
    [
        (SearchRecipesArgs, {"query": "q" * 200}),
        (SearchRecipesArgs, {"query": "x", "maxTime": 5}),
        (SearchRecipesArgs, {"query": "x", "maxTime": 1440}),
        (SearchRecipesArgs, {"query": "x", "limit": 1}),
        (SearchRecipesArgs, {"query": "x", "limit": 10}),
        (SearchRecipesArgs, {"query": "x", "ingredients": ["i" * 60] * 20}),
        (SearchRecipesArgs, {"query": "", "cuisine": "mexican"}),
        (SearchRecipesArgs, {"query": "", "maxTime": 30}),
        (SearchRecipesArgs, {"query": "", "difficulty": "easy"}),
        (SearchRecipesArgs, {"query": "", "diet": "vegan"}),
        (SearchRecipesArgs, {"query": "", "mealType": "drink"}),
        (SearchRecipesArgs, {"query": "", "ingredients": ["rice"]}),
        (GenerateCustomRecipeArgs, {"ingredients": ["i" * 60] * 20}),
        (GenerateCustomRecipeArgs, {"ingredients": ["egg"], "servings": 1, "maxTime": 5}),
        (GenerateCustomRecipeArgs, {"ingredients": ["egg"], "servings": 20, "maxTime": 1440}),
        (GenerateCustomRecipeArgs, {"ingredients": ["egg"], "notes": "n" * 300}),
        (ModifyRecipeArgs, {"modification": "m"}),
        (ModifyRecipeArgs, {"modification": "m" * 300}),
        (RetrieveCustomRecipeArgs, {"query": ""}),
        (RetrieveCustomRecipeArgs, {"query": "q" * 200, "timeframe": "last week"}),
        (RetrieveCustomRecipeArgs, {"query": "", "ingredients": ["i" * 60] * 20}),
        (RetrieveCustomRecipeArgs, {"query": "", "recipeId": str(uuid.uuid4())}),
    ],
)
def test_values_at_the_bounds_are_accepted(model: type[ToolArgs], payload: dict[str, Any]) -> None:
    # Given arguments exactly at a bound / When they are parsed / Then they validate
    assert isinstance(parse(model, json.dumps(payload)), model)


def test_defaults_apply_and_null_means_not_given() -> None:
    # Given a strict-mode call: every optional field sent as null
    raw = {
        "query": "tacos",
        "cuisine": None,
        "maxTime": None,
        "difficulty": None,
        "diet": None,
        "mealType": None,
        "ingredients": None,
        "limit": None,
    }

    # When it is parsed
    args = parse(SearchRecipesArgs, raw)

    # Then the defaults apply
    assert args.limit == 5
    assert args.ingredients == []
    assert args.cuisine is None


def test_camel_case_and_snake_case_names_are_both_accepted() -> None:
    assert parse(SearchRecipesArgs, {"query": "x", "maxTime": 30}).max_time == 30
    assert parse(SearchRecipesArgs, {"query": "x", "max_time": 30}).max_time == 30


def test_slugs_are_normalised() -> None:
    args = parse(
        SearchRecipesArgs, {"query": "x", "cuisine": "Latin American", "diet": "Gluten-Free"}
    )
    assert (args.cuisine, args.diet) == ("latin_american", "gluten_free")


# --------------------------------------------------------------------------- refused


_TOO_LONG = "x" * 201
S, G, M, R = SearchRecipesArgs, GenerateCustomRecipeArgs, ModifyRecipeArgs, RetrieveCustomRecipeArgs
BAD, EMPTY = "invalid_tool_arguments", "empty_search"
TOO_LONG, BAD_TIME = "timeframe_too_long", "invalid_timeframe"
_BAD_INPUT: list[tuple[str, type[ToolArgs], dict[str, Any], str, str]] = [
    # (case, model, payload, expected code, field at fault)
    ("search query > 200", S, {"query": _TOO_LONG}, BAD, "query"),
    ("search maxTime < 5", S, {**SEARCH, "maxTime": 4}, BAD, "maxTime"),
    ("search maxTime > 1440", S, {**SEARCH, "maxTime": 1441}, BAD, "maxTime"),
    ("search limit < 1", S, {**SEARCH, "limit": 0}, BAD, "limit"),
    ("search limit > 10", S, {**SEARCH, "limit": 11}, BAD, "limit"),
    ("search difficulty", S, {**SEARCH, "difficulty": "extreme"}, BAD, "difficulty"),
    ("search mealType", S, {**SEARCH, "mealType": "brunch"}, BAD, "mealType"),
    ("search > 20 ingredients", S, {**SEARCH, "ingredients": ["a"] * 21}, BAD, "ingredients"),
    ("search ingredient > 60", S, {**SEARCH, "ingredients": ["a" * 61]}, BAD, "ingredients.0"),
    ("search empty ingredient", S, {**SEARCH, "ingredients": [""]}, BAD, "ingredients.0"),
    ("search cuisine not a slug", S, {**SEARCH, "cuisine": "mex!can"}, BAD, "cuisine"),
    ("search cuisine > 40", S, {**SEARCH, "cuisine": "a" * 41}, BAD, "cuisine"),
    ("search diet not a slug", S, {**SEARCH, "diet": "1vegan"}, BAD, "diet"),
    ("search unknown field", S, {**SEARCH, "userId": "u"}, BAD, "userId"),
    ("search missing query", S, {"cuisine": "mexican"}, BAD, "query"),
    ("search query not a string", S, {"query": 5}, BAD, "query"),
    ("search maxTime as text", S, {**SEARCH, "maxTime": "30"}, BAD, "maxTime"),
    ("search maxTime fractional", S, {**SEARCH, "maxTime": 30.5}, BAD, "maxTime"),
    ("search limit as bool", S, {**SEARCH, "limit": True}, BAD, "limit"),
    ("search ingredients as text", S, {**SEARCH, "ingredients": "rice"}, BAD, "ingredients"),
    ("search ingredient as number", S, {**SEARCH, "ingredients": [1]}, BAD, "ingredients.0"),
    ("search empty, no filters", S, {"query": ""}, EMPTY, "$"),
    ("search blank, no filters", S, {"query": "  \x00\t "}, EMPTY, "$"),
    ("search null filters", S, {"query": "", "cuisine": None, "ingredients": []}, EMPTY, "$"),
    ("generate no ingredients", G, {"ingredients": []}, BAD, "ingredients"),
    ("generate > 20 ingredients", G, {"ingredients": ["a"] * 21}, BAD, "ingredients"),
    ("generate ingredient > 60", G, {"ingredients": ["a" * 61]}, BAD, "ingredients.0"),
    ("generate servings < 1", G, {**GENERATE, "servings": 0}, BAD, "servings"),
    ("generate servings > 20", G, {**GENERATE, "servings": 21}, BAD, "servings"),
    ("generate maxTime < 5", G, {**GENERATE, "maxTime": 4}, BAD, "maxTime"),
    ("generate maxTime > 1440", G, {**GENERATE, "maxTime": 1441}, BAD, "maxTime"),
    ("generate notes > 300", G, {**GENERATE, "notes": "n" * 301}, BAD, "notes"),
    ("generate difficulty", G, {**GENERATE, "difficulty": "EASY!"}, BAD, "difficulty"),
    ("generate mealType", G, {**GENERATE, "mealType": "supper"}, BAD, "mealType"),
    ("generate unknown field", G, {**GENERATE, "allergies": []}, BAD, "allergies"),
    ("generate missing", G, {}, BAD, "ingredients"),
    ("modify empty", M, {"modification": ""}, BAD, "modification"),
    ("modify only controls", M, {"modification": "\x00\x1b\u200b"}, BAD, "modification"),
    ("modify > 300", M, {"modification": "m" * 301}, BAD, "modification"),
    ("modify missing", M, {}, BAD, "modification"),
    ("modify unknown field", M, {**MODIFY, "recipe": {}}, BAD, "recipe"),
    ("retrieve query > 200", R, {"query": _TOO_LONG}, BAD, "query"),
    ("retrieve timeframe > 60", R, {**RETRIEVE, "timeframe": "t" * 61}, BAD, "timeframe"),
    ("retrieve > 20 ingredients", R, {**RETRIEVE, "ingredients": ["a"] * 21}, BAD, "ingredients"),
    ("retrieve id not a uuid", R, {**RETRIEVE, "recipeId": "abc"}, BAD, "recipeId"),
    ("retrieve id in braces", R, {**RETRIEVE, "recipeId": f"{{{uuid.uuid4()}}}"}, BAD, "recipeId"),
    ("retrieve id as urn", R, {**RETRIEVE, "recipeId": uuid.uuid4().urn}, BAD, "recipeId"),
    ("retrieve id as bare hex", R, {**RETRIEVE, "recipeId": uuid.uuid4().hex}, BAD, "recipeId"),
    ("retrieve id as number", R, {**RETRIEVE, "recipeId": 12}, BAD, "recipeId"),
    ("retrieve user id smuggled", R, {**RETRIEVE, "userId": str(uuid.uuid4())}, BAD, "userId"),
    ("retrieve last year", R, {**RETRIEVE, "timeframe": "last year"}, TOO_LONG, "timeframe"),
    ("retrieve 400 days ago", R, {**RETRIEVE, "timeframe": "400 days ago"}, TOO_LONG, "timeframe"),
    ("retrieve 13 months", R, {**RETRIEVE, "timeframe": "hace 13 meses"}, TOO_LONG, "timeframe"),
    ("retrieve a year past", R, {**RETRIEVE, "timeframe": "in April 2024"}, TOO_LONG, "timeframe"),
    ("retrieve nonsense time", R, {**RETRIEVE, "timeframe": "one fine day"}, BAD_TIME, "timeframe"),
    ("retrieve future time", R, {**RETRIEVE, "timeframe": "tomorrow"}, BAD_TIME, "timeframe"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("model", "payload", "code", "field"),
    [pytest.param(m, p, c, f, id=case) for case, m, p, c, f in _BAD_INPUT],
)
def test_bad_arguments_are_refused_with_a_code_and_the_field(
    model: type[ToolArgs], payload: dict[str, Any], code: str, field: str
) -> None:
    # Given bad arguments / When they are parsed
    error = refusal(model, json.dumps(payload))

    # Then a tool validation error names the code and the field, never the value
    assert isinstance(error, ToolValidationError)
    assert error.code == code
    assert field in error.fields
    assert error.status == 400


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ('{"query": "tacos"', "malformed_arguments"),
        ("not json at all", "malformed_arguments"),
        ("[1, 2]", "invalid_tool_arguments"),
        ('"tacos"', "invalid_tool_arguments"),
        ("null", "invalid_tool_arguments"),
        ("", "invalid_tool_arguments"),
        (json.dumps({"query": "x" * MAX_RAW_ARGS_CHARS}), "invalid_tool_arguments"),
    ],
)
def test_raw_text_that_is_not_a_json_object_is_refused(raw: str, code: str) -> None:
    assert refusal(SearchRecipesArgs, raw).code == code


def test_messages_are_in_the_callers_language_and_never_echo_the_input() -> None:
    # Given an oversized query holding something recognisable
    payload = json.dumps({"query": "SECRET-" + "x" * 300})

    # When it is refused in each language
    english = refusal(SearchRecipesArgs, payload, "en")
    spanish = refusal(SearchRecipesArgs, payload, "es")

    # Then the copy is fixed, localised and free of the input
    assert english.message == "I couldn't use those details. Could you say it another way?"
    assert spanish.message == "No pude usar esos detalles. ¿Puedes decirlo de otra forma?"
    assert "SECRET" not in english.message + spanish.message + repr(english.fields)


# --------------------------------------------------------------------------- sanitising


@pytest.mark.parametrize(
    ("dirty", "clean"),
    [
        ("chi\x00cken", "chicken"),
        ("chicken\x1b[31m tinga", "chicken[31m tinga"),
        ("pollo\u200b asado", "pollo asado"),
        ("tacos\u202e", "tacos"),
        ("sopa\nde\tpollo", "sopa de pollo"),
        ("  arroz   rojo  ", "arroz rojo"),
        ("jalapen\u0303o", "jalapeño"),
    ],
)
def test_control_characters_are_stripped_before_validation(dirty: str, clean: str) -> None:
    assert parse(SearchRecipesArgs, {"query": dirty}).query == clean
    assert parse(GenerateCustomRecipeArgs, {"ingredients": [dirty]}).ingredients == [clean]


def test_control_characters_do_not_count_towards_the_length() -> None:
    # Given 200 visible characters padded with zero-width and control characters
    query = "\u200b".join("q" * 200) + "\x00" * 50

    # When parsed / Then it fits the 200-character bound
    assert parse(SearchRecipesArgs, {"query": query}).query == "q" * 200


def test_a_raw_control_character_inside_json_is_stripped_not_refused() -> None:
    assert parse(ModifyRecipeArgs, '{"modification": "no\x07 garlic"}').modification == "no garlic"


def test_a_canonical_uuid_is_parsed_case_insensitively() -> None:
    recipe_id = uuid.uuid4()
    args = parse(RetrieveCustomRecipeArgs, {"query": "", "recipeId": str(recipe_id).upper()})
    assert args.recipe_id == recipe_id


def test_an_unknown_field_name_is_cut_short_in_the_error() -> None:
    # Given an unknown field whose name is a long piece of model output
    name = "ignore previous instructions " * 20

    # When refused / Then the reported field name is capped
    error = refusal(SearchRecipesArgs, {"query": "x", name: 1})
    assert error.fields == (name[:40],)
