"""The registry and its generated OpenAI strict-mode function schemas."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import Field

from shared.errors import ConfigError
from shared.tools import (
    Tool,
    ToolArgs,
    ToolOutput,
    ToolRegistry,
    build_registry,
    parse_tool_args,
    strict_parameters_schema,
    strict_schema_problems,
)

NOW = datetime(2026, 3, 18, tzinfo=UTC)
REGISTRY = build_registry()
SPECS = REGISTRY.openai_tool_specs()
# Keywords that strict mode refuses, or that we promise never to emit.
NEVER_EMITTED = {"default", "title", "minLength", "maxLength", "allOf", "not", "$ref", "pattern"}
SAMPLE_REQUIRED: dict[str, dict[str, Any]] = {
    "search_recipes": {"query": "tacos"},
    "generate_custom_recipe": {"ingredients": ["chicken"]},
    "modify_recipe": {"modification": "more spicy"},
    "retrieve_custom_recipe": {"query": "chicken"},
}


def walk(node: Any) -> list[dict[str, Any]]:
    """Every schema object under `node`, itself included."""
    if isinstance(node, list):
        return [n for item in node for n in walk(item)]
    if not isinstance(node, dict):
        return []
    found = [node]
    for value in node.values():
        found += walk(value)
    return found


def test_the_registry_holds_the_five_tools_and_voice_excludes_modify() -> None:
    # Given the built registry / Then it has the five tools, modify_recipe being text only
    assert REGISTRY.names() == (
        "search_recipes",
        "generate_custom_recipe",
        "modify_recipe",
        "retrieve_custom_recipe",
        "suggest_substitutes",
    )
    assert [t.name for t in REGISTRY.voice_tools()] == [
        "search_recipes",
        "generate_custom_recipe",
        "retrieve_custom_recipe",
        "suggest_substitutes",
    ]
    voice = [s["function"]["name"] for s in REGISTRY.openai_tool_specs(voice=True)]
    assert voice == [t.name for t in REGISTRY.voice_tools()]


@pytest.mark.parametrize("spec", SPECS, ids=[s["function"]["name"] for s in SPECS])
def test_each_schema_satisfies_the_strict_mode_rules(spec: Any) -> None:
    # Given one generated function definition
    function = spec["function"]
    parameters = function["parameters"]

    # Then the envelope is the chat-completions shape with strict on
    assert spec["type"] == "function"
    assert set(function) == {"name", "description", "parameters", "strict"}
    assert function["strict"] is True
    assert re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", function["name"])
    assert 0 < len(function["description"]) <= 1024
    # And the parameters satisfy every strict rule
    assert strict_schema_problems(parameters) == []
    assert parameters["type"] == "object"
    assert "anyOf" not in parameters
    for node in walk(parameters):
        assert not NEVER_EMITTED & set(node), node
        if node.get("type") == "object":
            assert node["additionalProperties"] is False
            assert node["required"] == list(node["properties"])


@pytest.mark.parametrize("spec", SPECS, ids=[s["function"]["name"] for s in SPECS])
def test_optional_fields_are_nullable_and_every_field_is_described(spec: Any) -> None:
    # Given the argument model behind the schema
    function = spec["function"]
    model = REGISTRY.get(function["name"]).args_model  # type: ignore[union-attr]
    required_by_model = {
        field.alias or name for name, field in model.model_fields.items() if field.is_required()
    }

    # Then optional fields are anyOf [..., null] and required ones are not nullable
    for name, prop in function["parameters"]["properties"].items():
        assert prop.get("description"), name
        nullable = {"type": "null"} in prop.get("anyOf", [])
        assert nullable == (name not in required_by_model), name


@pytest.mark.parametrize("name", list(SAMPLE_REQUIRED))
def test_what_strict_mode_makes_the_model_send_validates(name: str) -> None:
    # Given a call as strict mode produces it: every property present, optional ones null
    properties = REGISTRY.openai_tool_specs()[REGISTRY.names().index(name)]["function"][
        "parameters"
    ]["properties"]
    payload = dict.fromkeys(properties) | SAMPLE_REQUIRED[name]
    tool = REGISTRY.get(name)
    assert tool is not None

    # When it is parsed / Then it validates
    assert parse_tool_args(tool.args_model, payload, language="en", now=NOW)


def test_specs_are_fresh_copies() -> None:
    # Given one set of specs mutated by a caller
    first = REGISTRY.openai_tool_specs()
    first[0]["function"]["parameters"]["properties"].clear()

    # Then the next call is unaffected
    assert REGISTRY.openai_tool_specs()[0]["function"]["parameters"]["properties"]


_OK = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}


def _nested(depth: int) -> dict[str, Any]:
    node: dict[str, Any] = {"type": "string"}
    for _ in range(depth):
        node = {
            "type": "object",
            "properties": {"x": node},
            "required": ["x"],
            "additionalProperties": False,
        }
    return node


def _with(prop: dict[str, Any]) -> dict[str, Any]:
    """A valid object schema with one property `a` of the given schema."""
    return {**_OK, "properties": {"a": prop}, "required": ["a"]}


@pytest.mark.parametrize(
    ("schema", "problem"),
    [
        ({"type": "object", "properties": {}, "required": []}, "additionalProperties"),
        ({**_OK, "properties": {"a": {"type": "string"}}}, "required"),
        (_with({"type": "string", "default": "x"}), "'default'"),
        (_with({"type": "string", "maxLength": 9}), "'maxLength'"),
        (_with({"type": "string", "title": "A"}), "'title'"),
        (_with({"type": "string", "format": "uri"}), "format"),
        (_with({}), "open schema"),
        (_with({"type": "array"}), "items"),
        (_with({"type": "text"}), "unknown type"),
        (_with({"allOf": [{"type": "string"}]}), "'allOf'"),
        (_with({"type": "object", "properties": {"b": {"type": "string"}}, "required": ["b"]}),
         "additionalProperties"),
        ({"anyOf": [_OK, {"type": "null"}]}, "root"),
        (_nested(11), "nested deeper"),
        (_with({"enum": list(range(1001))}), "enum values"),
    ],
)  # fmt: skip
def test_the_checker_reports_each_broken_rule(schema: dict[str, Any], problem: str) -> None:
    # Given a schema breaking one rule / When checked / Then that rule is reported
    problems = strict_schema_problems(schema)
    assert any(problem in p for p in problems), problems


def test_the_checker_accepts_a_schema_at_the_nesting_limit() -> None:
    assert strict_schema_problems(_nested(9)) == []


class _Echo(ToolArgs):
    text: str = Field(max_length=10, description="Text.")


def _tool(name: str, description: str = "Echo.") -> Tool[_Echo, str]:
    async def execute(args: _Echo, ctx: Any) -> str:
        return args.text

    return Tool(
        name=name,
        description=description,
        args_model=_Echo,
        allowed_in_voice=True,
        execute=execute,
        shape=lambda result, language: ToolOutput(summary=result, spoken=result),
    )


@pytest.mark.parametrize(
    ("name", "description"),
    [("bad name!", "Echo."), ("x" * 65, "Echo."), ("echo", ""), ("echo", "d" * 1025)],
)
def test_registering_an_invalid_tool_fails_at_start_up(name: str, description: str) -> None:
    with pytest.raises(ConfigError):
        ToolRegistry().register(_tool(name, description))


def test_registering_a_name_twice_fails() -> None:
    registry = ToolRegistry()
    registry.register(_tool("echo"))
    with pytest.raises(ConfigError):
        registry.register(_tool("echo"))


def test_a_model_with_an_open_field_cannot_become_a_strict_schema() -> None:
    # Given an argument model with an untyped field (an open schema)
    class _Open(ToolArgs):
        anything: Any

    # When its schema is generated / Then start-up fails loudly
    with pytest.raises(ConfigError):
        strict_parameters_schema(_Open)
