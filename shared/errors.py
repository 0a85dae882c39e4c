"""One error hierarchy for the whole backend.

Every domain error carries a stable machine code and the HTTP status it maps to, so each app maps
errors to responses in exactly one place. Messages are user-safe: they never carry internals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = [
    "AuthError",
    "ConfigError",
    "ConflictError",
    "DatabaseError",
    "ForbiddenError",
    "IrmixyError",
    "MigrationError",
    "NotFoundError",
    "PayloadTooLargeError",
    "ProviderError",
    "QuotaExceededError",
    "RequestValidationError",
    "ToolValidationError",
    "UnknownUserError",
]


class IrmixyError(Exception):
    """Base of every error the backend raises on purpose."""

    code: str = "internal_error"
    status: int = 500
    default_message: str = "Something went wrong. Please try again."

    def __init__(
        self,
        message: str | None = None,
        *,
        code: str | None = None,
        details: Mapping[str, object] | None = None,
    ) -> None:
        self.message = message or self.default_message
        if code is not None:
            self.code = code
        # Extra user-safe fields for the JSON body (e.g. quota figures on a 429).
        self.details = dict(details) if details else None
        super().__init__(self.message)


class RequestValidationError(IrmixyError):
    """The caller sent a body, query or header that does not fit the contract."""

    code = "invalid_request"
    status = 400
    default_message = "The request is not valid."


class ToolValidationError(RequestValidationError):
    """A tool was called with unknown, missing, oversized or malformed arguments."""

    code = "invalid_tool_arguments"
    default_message = "The tool arguments are not valid."


class AuthError(IrmixyError):
    """The caller is not authenticated: missing, malformed, expired or forged token."""

    code = "unauthorized"
    status = 401
    default_message = "Authentication required."


class UnknownUserError(AuthError):
    """The token is valid but its user has no account (deleted, or a locally minted id)."""

    code = "user_not_found"
    # Said in both languages: the caller's profile (and so their language) is what is missing.
    default_message = (
        "This account no longer exists. Please sign in again. / "
        "Esta cuenta ya no existe. Vuelve a iniciar sesión."
    )


class ForbiddenError(IrmixyError):
    """The caller is authenticated but may not do this."""

    code = "forbidden"
    status = 403
    default_message = "You are not allowed to do this."


class NotFoundError(IrmixyError):
    """The resource does not exist or is not the caller's (never say which)."""

    code = "not_found"
    status = 404
    default_message = "Not found."


class ConflictError(IrmixyError):
    """The request conflicts with the current state (e.g. a second active cooking session)."""

    code = "conflict"
    status = 409
    default_message = "This conflicts with the current state."


class PayloadTooLargeError(IrmixyError):
    """The request body is over the route's size cap."""

    code = "payload_too_large"
    status = 413
    default_message = "The request is too large."


class QuotaExceededError(IrmixyError):
    """The caller used up a quota (e.g. monthly voice minutes)."""

    code = "quota_exceeded"
    status = 429
    default_message = "You have reached your usage limit."


class ProviderError(IrmixyError):
    """An upstream provider (model, embeddings, realtime) failed or timed out."""

    code = "provider_error"
    status = 502
    default_message = "An upstream service is unavailable. Please try again."


class DatabaseError(IrmixyError):
    """The database failed in a way the caller cannot fix."""

    code = "database_error"
    status = 500


class ConfigError(IrmixyError):
    """The deployment is misconfigured (a required setting is missing or invalid)."""

    code = "config_error"
    status = 500


class MigrationError(IrmixyError):
    """A migration file failed; the database is left as it was before that file."""

    code = "migration_error"
    status = 500
