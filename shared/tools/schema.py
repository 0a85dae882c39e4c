"""OpenAI strict-mode function schemas generated from the pydantic argument models.

Strict mode (Structured Outputs) accepts a subset of JSON Schema: the root is an object (not
`anyOf`); every object sets `additionalProperties: false` and lists every property in
`required` (optional means "nullable", via `anyOf [..., {"type": "null"}]`); keywords outside
the documented subset (`default`, `title`, `minLength`, `maxLength`, `allOf`, `not`, ...) are
refused; nesting stops at 10 levels, 5000 properties and 1000 enum values. Length bounds live in
each field's description instead, and the argument models still enforce them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from shared.errors import ConfigError

if TYPE_CHECKING:
    from pydantic import BaseModel

__all__ = [
    "MAX_ENUM_VALUES",
    "MAX_NESTING_DEPTH",
    "MAX_PROPERTIES",
    "SUPPORTED_FORMATS",
    "SUPPORTED_KEYWORDS",
    "JsonSchema",
    "strict_parameters_schema",
    "strict_schema_problems",
]

JsonSchema = dict[str, Any]

# The keywords strict mode documents as supported; anything else is a problem.
SUPPORTED_KEYWORDS: Final = frozenset(
    {
        "type", "description", "properties", "required", "additionalProperties", "items",
        "enum", "const", "anyOf", "$defs", "$ref", "pattern", "format", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems",
    }
)  # fmt: skip
SUPPORTED_FORMATS: Final = frozenset(
    {"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"}
)
_JSON_TYPES: Final = frozenset(
    {"string", "number", "integer", "boolean", "object", "array", "null"}
)
MAX_NESTING_DEPTH: Final = 10
MAX_PROPERTIES: Final = 5000
MAX_ENUM_VALUES: Final = 1000

# What we emit: a conservative part of the supported subset (no patterns; they are enforced
# by the models after normalising, e.g. "Gluten-free" to gluten_free).
_EMITTED: Final = frozenset(
    {
        "type", "description", "properties", "required", "additionalProperties", "items",
        "enum", "anyOf", "format", "minimum", "maximum", "minItems", "maxItems",
    }
)  # fmt: skip
_NULL: Final = {"type": "null"}


def _resolve(node: JsonSchema, defs: JsonSchema) -> JsonSchema:
    if "$ref" in node:
        name = str(node["$ref"]).rsplit("/", 1)[-1]
        return {**defs[name], **{k: v for k, v in node.items() if k != "$ref"}}
    if isinstance(node.get("allOf"), list) and len(node["allOf"]) == 1:
        # Pydantic wraps a described $ref in a one-item allOf.
        rest = {k: v for k, v in node.items() if k != "allOf"}
        return {**_resolve(node["allOf"][0], defs), **rest}
    return node


def _nullable(node: JsonSchema) -> JsonSchema:
    members = node.get("anyOf")
    if isinstance(members, list):
        return node if _NULL in members else {**node, "anyOf": [*members, _NULL]}
    description = node.get("description")
    inner = {k: v for k, v in node.items() if k != "description"}
    wrapped: JsonSchema = {"anyOf": [inner, _NULL]}
    if description is not None:
        wrapped["description"] = description
    return wrapped


def _strict(node: JsonSchema, defs: JsonSchema) -> JsonSchema:
    node = _resolve(node, defs)
    out: JsonSchema = {}
    for key, value in node.items():
        if key not in _EMITTED or (key == "format" and value not in SUPPORTED_FORMATS):
            continue
        if key == "properties":
            continue  # rebuilt below, with `required`
        if key == "items":
            out[key] = _strict(value, defs)
        elif key == "anyOf":
            out[key] = [_strict(member, defs) for member in value]
        else:
            out[key] = value
    if node.get("type") == "object" or "properties" in node:
        required = set(node.get("required", []))
        properties: JsonSchema = {}
        for name, child in node.get("properties", {}).items():
            strict_child = _strict(child, defs)
            properties[name] = strict_child if name in required else _nullable(strict_child)
        rebuilt = ("type", "properties", "required", "additionalProperties")
        out = {
            "type": "object",
            **{k: v for k, v in out.items() if k not in rebuilt},
            "properties": properties,
            "required": list(properties),
            "additionalProperties": False,
        }
    return out


def strict_parameters_schema(model: type[BaseModel]) -> JsonSchema:
    """The strict-mode `parameters` schema of an argument model.

    Args:
        model: A pydantic model whose JSON form (camelCase aliases) is the tool's arguments.

    Returns:
        A plain-dict JSON Schema that satisfies `strict_schema_problems`.

    Raises:
        ConfigError: the model cannot be expressed in strict mode (a programming error,
            raised when the registry is built, never per request).
    """
    raw = model.model_json_schema(by_alias=True, mode="validation")
    schema = _strict(raw, raw.get("$defs", {}))
    # The function description carries the purpose; the model docstring would repeat it.
    schema.pop("description", None)
    if problems := strict_schema_problems(schema):
        raise ConfigError(f"{model.__name__} is not strict-mode compatible: {problems[0]}")
    return schema


def _kinds(node: JsonSchema) -> list[object]:
    kinds = node.get("type")
    return kinds if isinstance(kinds, list) else [kinds] if kinds is not None else []


def _node_problems(node: JsonSchema, path: str, depth: int) -> list[str]:
    found = [f"{path}: unsupported keyword {k!r}" for k in node if k not in SUPPORTED_KEYWORDS]
    if depth > MAX_NESTING_DEPTH:
        found.append(f"{path}: nested deeper than {MAX_NESTING_DEPTH}")
    if not any(k in node for k in ("type", "anyOf", "enum", "const", "$ref")):
        found.append(f"{path}: a schema needs a type (an open schema is not allowed)")
    found += [f"{path}: unknown type {k!r}" for k in _kinds(node) if k not in _JSON_TYPES]
    if "format" in node and node["format"] not in SUPPORTED_FORMATS:
        found.append(f"{path}: unsupported format {node['format']!r}")
    if ("object" in _kinds(node) or "properties" in node) and (
        node.get("additionalProperties") is not False
    ):
        found.append(f"{path}: additionalProperties must be false")
    if ("object" in _kinds(node) or "properties" in node) and sorted(
        node.get("required", [])
    ) != sorted(node.get("properties", {})):
        found.append(f"{path}: every property must be listed in required")
    if "array" in _kinds(node) and "items" not in node:
        found.append(f"{path}: an array needs items")
    return found


def _problems(node: object, path: str, depth: int, counts: dict[str, int]) -> list[str]:
    if not isinstance(node, dict):
        return [f"{path}: not a schema object"]
    found = _node_problems(node, path, depth)
    counts["enum"] += len(node["enum"]) if isinstance(node.get("enum"), list) else 0
    properties = node.get("properties", {})
    counts["properties"] += len(properties)
    children = [(child, f"{path}.{name}", depth + 1) for name, child in properties.items()]
    if "items" in node:
        children.append((node["items"], f"{path}[]", depth + 1))
    children += [(m, f"{path}|{i}", depth) for i, m in enumerate(node.get("anyOf", []))]
    children += [(c, f"$defs.{n}", 1) for n, c in node.get("$defs", {}).items()]
    for child, child_path, child_depth in children:
        found += _problems(child, child_path, child_depth, counts)
    return found


def strict_schema_problems(schema: JsonSchema) -> list[str]:
    """Check a function `parameters` schema against the OpenAI strict-mode rules.

    Args:
        schema: The schema to check.

    Returns:
        One line per broken rule (empty when the schema is acceptable).
    """
    found: list[str] = []
    if schema.get("type") != "object" or "anyOf" in schema:
        found.append("$: the root must be an object, not anyOf")
    counts = {"properties": 0, "enum": 0}
    found += _problems(schema, "$", 1, counts)
    if counts["properties"] > MAX_PROPERTIES:
        found.append(f"$: more than {MAX_PROPERTIES} properties")
    if counts["enum"] > MAX_ENUM_VALUES:
        found.append(f"$: more than {MAX_ENUM_VALUES} enum values")
    return found
