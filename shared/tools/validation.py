"""`parse_tool_args`: raw tool arguments (JSON text or a mapping) into a validated model.

Runs before any tool code (seed 000 Appendix B.3): a failure here means nothing executed.
Errors name the offending fields but never echo their values, and carry fixed EN/ES copy.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Final, TypeVar

from pydantic import ValidationError

from shared.tools.args import ToolArgs, ValidationScope
from shared.tools.errors import tool_validation_error

if TYPE_CHECKING:
    from datetime import datetime

    from shared.schemas.response import Language

__all__ = ["MAX_RAW_ARGS_CHARS", "parse_tool_args"]

logger = logging.getLogger(__name__)

ArgsT = TypeVar("ArgsT", bound=ToolArgs)

# The largest valid arguments (20 x 60-character ingredients, 300-character notes, ...) are far
# below this; the voice route caps its whole body at 10 KB (seed 001).
MAX_RAW_ARGS_CHARS: Final = 10_000
# Error types raised by our own validators whose copy is more helpful than the generic one.
_SPECIFIC_CODES: Final = ("empty_search",)
_MAX_FIELD_NAME: Final = 40


def _path(loc: tuple[int | str, ...]) -> str:
    # An unknown field's name is model output: keep it short in errors and logs.
    return ".".join(str(part)[:_MAX_FIELD_NAME] for part in loc) or "$"


def _decode(raw: str | Mapping[str, object], language: Language) -> object:
    if isinstance(raw, Mapping):
        return dict(raw)
    if len(raw) > MAX_RAW_ARGS_CHARS:
        raise tool_validation_error("invalid_tool_arguments", language)
    if not raw.strip():
        return {}  # some providers send "" for "no arguments"; required fields then fail
    try:
        # strict=False admits raw control characters inside strings; they are stripped next.
        return json.loads(raw, strict=False)
    except (json.JSONDecodeError, RecursionError):
        raise tool_validation_error("malformed_arguments", language) from None


def parse_tool_args(
    model: type[ArgsT],
    raw: str | Mapping[str, object],
    *,
    language: Language,
    now: datetime,
) -> ArgsT:
    """Decode and validate one tool call's arguments.

    Args:
        model: The tool's argument model.
        raw: The arguments as the model sent them (JSON text) or as the voice client relayed
            them (a mapping).
        language: The caller's language, for the error copy.
        now: The current instant (relative timeframes are checked against it).

    Returns:
        The validated arguments.

    Raises:
        ToolArgumentsError: ``malformed_arguments`` for text that is not JSON;
            ``empty_search`` for a search with nothing to search for; ``invalid_timeframe``
            or ``timeframe_too_long`` for a bad timeframe; ``invalid_tool_arguments`` for
            anything else (unknown fields, wrong types, out-of-bounds values, bad ids).
    """
    data = _decode(raw, language)
    if not isinstance(data, dict):
        raise tool_validation_error("invalid_tool_arguments", language)
    try:
        return model.model_validate(data, context=ValidationScope(now=now, language=language))
    except ValidationError as exc:
        errors = exc.errors(include_input=False, include_url=False)
        paths = [_path(e["loc"]) for e in errors]
        fields = tuple(dict.fromkeys(paths))
        # Field paths and error types only: the values are the user's words.
        logger.info(
            "tool arguments refused",
            extra={
                "model": model.__name__,
                "errors": [(p, e["type"]) for p, e in zip(paths, errors, strict=True)],
            },
        )
        kinds = {e["type"] for e in errors}
        code = next((c for c in _SPECIFIC_CODES if c in kinds), "invalid_tool_arguments")
        raise tool_validation_error(code, language, fields=fields) from None
