"""The base model of every wire contract: camelCase on the wire, strict about unknown fields."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

__all__ = ["WireModel"]


class WireModel(BaseModel):
    """camelCase JSON (the app is TypeScript), snake_case in Python, unknown fields refused.

    Serialise with `model_dump(by_alias=True, exclude_none=True)` (what `to_wire()` does) so
    optional fields are omitted rather than sent as null, as the app's types expect.
    """

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        frozen=True,
        str_strip_whitespace=True,
    )

    def to_wire(self) -> dict[str, object]:
        """The JSON-ready dict the app receives."""
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)
