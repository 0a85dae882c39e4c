"""`irmixy schema`: write the JSON Schemas of the contracts the app depends on, and the OpenAPI
document of the HTTP routes.

The app team diffs these files between releases; `contracts/` in the repository holds the
current ones and a test fails when the code and the checked-in files drift apart.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import TypeAdapter

from cli.contracts.openapi import build_openapi
from shared.schemas import IrmixyResponse, SseEvent
from shared.schemas.brief import RecipeBrief

__all__ = ["CONTRACTS", "OPENAPI_FILE", "render_contracts", "schema_command"]

CONTRACTS: dict[str, Any] = {
    "irmixy-response.schema.json": IrmixyResponse,
    "sse-event.schema.json": SseEvent,
    "recipe-brief.schema.json": RecipeBrief,
}
OPENAPI_FILE = "openapi.json"
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "contracts"


def _sorted(value: Any, *, keep_order: bool = False) -> Any:
    """Keys sorted for stable diffs, except a `content` map's media types.

    Their order is meaningful: client generators read the first media type of a response, and
    the chat's default answer is the stream, listed first.
    """
    if isinstance(value, list):
        return [_sorted(item) for item in value]
    if not isinstance(value, dict):
        return value
    media_types = keep_order and all("/" in key for key in value)
    keys = value if media_types else sorted(value)
    return {key: _sorted(value[key], keep_order=key == "content") for key in keys}


def _dump(document: dict[str, Any]) -> str:
    return json.dumps(_sorted(document), indent=2, ensure_ascii=False) + "\n"


def render_contracts() -> dict[str, str]:
    """File name → JSON Schema text (wire names, as the app sees them), and the OpenAPI text."""
    rendered: dict[str, str] = {}
    for name, model in CONTRACTS.items():
        schema = TypeAdapter(model).json_schema(by_alias=True, mode="serialization")
        schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}
        rendered[name] = _dump(schema)
    rendered[OPENAPI_FILE] = _dump(build_openapi())
    return rendered


def schema_command(
    out: Annotated[
        Path, typer.Option("--out", help="Folder to write the schemas to.", file_okay=False)
    ] = DEFAULT_DIR,
) -> None:
    """Write the JSON Schemas of the response, the SSE events and the recipe brief, and the
    OpenAPI document of the chat, voice and backfill routes."""
    out.mkdir(parents=True, exist_ok=True)
    for name, text in render_contracts().items():
        (out / name).write_text(text, encoding="utf-8")
        typer.echo(str(out / name))
