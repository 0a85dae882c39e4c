"""Reading a JSON body into a pydantic model, with a size cap and user-safe errors."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from pydantic import BaseModel, ValidationError

from shared.errors import PayloadTooLargeError, RequestValidationError

if TYPE_CHECKING:
    from starlette.requests import Request

__all__ = ["parse_json_body", "read_json_body"]

ModelT = TypeVar("ModelT", bound=BaseModel)


async def read_json_body(request: Request, model: type[ModelT], *, max_bytes: int) -> ModelT:
    """Read at most `max_bytes` of the request body and validate it as `model`.

    Raises:
        PayloadTooLargeError: the body (declared or actual) is over `max_bytes`.
        RequestValidationError: not JSON, not an object, unknown fields, wrong types or bounds.
    """
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > max_bytes:
        raise PayloadTooLargeError(f"The request body is over {max_bytes // 1024} KB.")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > max_bytes:
            raise PayloadTooLargeError(f"The request body is over {max_bytes // 1024} KB.")
        chunks.append(chunk)
    return parse_json_body(b"".join(chunks), model)


def parse_json_body(raw: bytes, model: type[ModelT]) -> ModelT:
    """Validate raw JSON bytes as `model`, naming the offending fields but never their values."""
    if not raw.strip():
        raise RequestValidationError("The request body is empty.", code="invalid_json")
    try:
        return model.model_validate_json(raw)
    except ValidationError as exc:
        errors = exc.errors()
        if any(err["type"] == "json_invalid" for err in errors):
            raise RequestValidationError(
                "The request body is not valid JSON.", code="invalid_json"
            ) from exc
        fields = sorted({".".join(str(p) for p in err["loc"]) or "body" for err in errors})
        raise RequestValidationError(
            f"Invalid request fields: {', '.join(fields[:10])}.", code="invalid_request"
        ) from exc
