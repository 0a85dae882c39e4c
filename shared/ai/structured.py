"""Strict JSON-schema structured output from a pydantic model.

OpenAI's strict mode accepts a subset of JSON Schema: every object closed
(`additionalProperties: false`), every property listed in `required` (optional ones are
nullable instead), no `default`, and no keywords next to a `$ref`. Pydantic's schema is turned
into that shape here; the wire names are the model's aliases, so the answer validates with
`Model.model_validate_json` unchanged.
"""

from __future__ import annotations

import copy
import functools
import re
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from pydantic import BaseModel

__all__ = ["response_format_for", "strict_json_schema"]

_DROPPED_KEYWORDS = frozenset({"default", "title", "examples"})
_SCHEMA_NAME = re.compile(r"[^a-zA-Z0-9_-]")


def strict_json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The strict-mode JSON schema of a pydantic model.

    Args:
        model: the pydantic model the answer must validate against.

    Returns:
        A fresh (caller-owned) JSON schema dict.
    """
    return copy.deepcopy(_cached_schema(model))


def response_format_for(model: type[BaseModel]) -> dict[str, Any]:
    """The chat-completions `response_format` parameter for strict structured output.

    Args:
        model: the pydantic model the answer must validate against.

    Returns:
        `{"type": "json_schema", "json_schema": {"name", "schema", "strict": True}}`.
    """
    return {
        "type": "json_schema",
        "json_schema": {
            "name": _SCHEMA_NAME.sub("_", model.__name__)[:64],
            "schema": strict_json_schema(model),
            "strict": True,
        },
    }


@functools.cache
def _cached_schema(model: type[BaseModel]) -> dict[str, Any]:
    root = model.model_json_schema(by_alias=True, mode="validation")
    return cast("dict[str, Any]", _strict(root, root=root))


def _strict(node: Any, *, root: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_strict(item, root=root) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in _DROPPED_KEYWORDS:
            continue
        if key in ("properties", "$defs"):
            # A mapping of names to schemas: the names are data, not keywords.
            out[key] = {name: _strict(schema, root=root) for name, schema in value.items()}
        else:
            out[key] = _strict(value, root=root)
    if "properties" in out:
        out["required"] = list(out["properties"])
    if out.get("type") == "object" or "properties" in out:
        out["additionalProperties"] = False
    if "$ref" in out and len(out) > 1:
        # Strict mode refuses siblings of `$ref` (e.g. a description): inline the definition.
        target = _resolve(root, out.pop("$ref"))
        return _strict({**target, **out}, root=root)
    return out


def _resolve(root: dict[str, Any], ref: str) -> dict[str, Any]:
    if not ref.startswith("#/"):
        raise ValueError(f"unsupported $ref {ref!r}")
    node: Any = root
    for part in ref[2:].split("/"):
        node = node[part]
    if not isinstance(node, dict):
        raise ValueError(f"$ref {ref!r} does not point at a schema")
    return node
