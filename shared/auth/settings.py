"""Where access-token verification takes its configuration from: environment variables."""

from __future__ import annotations

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["AuthSettings"]


class AuthSettings(BaseSettings):
    """Access-token verification settings, one environment variable per field.

    At least one of ``SUPABASE_JWT_SECRET`` (legacy HS256 tokens) and a JWKS URL (asymmetric
    RS256/ES256 tokens, given directly or derived from ``SUPABASE_URL``) must be set; the
    verifier raises ``ConfigError`` otherwise.
    """

    model_config = SettingsConfigDict(frozen=True, extra="ignore")

    supabase_jwt_secret: SecretStr | None = None
    supabase_jwks_url: str | None = None
    supabase_url: str | None = None
    jwt_audience: str = "authenticated"
    jwt_issuer: str | None = None
    jwt_leeway_seconds: int = Field(default=30, ge=0, le=300)
    jwks_cache_ttl_seconds: int = Field(default=600, ge=1)

    @field_validator(
        "supabase_jwt_secret", "supabase_jwks_url", "supabase_url", "jwt_issuer", mode="before"
    )
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        # Deploy templates often render an unset variable as "", which must not count as set.
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("supabase_url")
    @classmethod
    def _strip_trailing_slash(cls, value: str | None) -> str | None:
        return value.rstrip("/") if value is not None else None

    @property
    def jwks_url(self) -> str | None:
        """The JWKS document to fetch: ``SUPABASE_JWKS_URL``, else derived from ``SUPABASE_URL``.

        Returns:
            The URL, or None when asymmetric tokens are not configured.
        """
        if self.supabase_jwks_url is not None:
            return self.supabase_jwks_url
        if self.supabase_url is not None:
            return f"{self.supabase_url}/auth/v1/.well-known/jwks.json"
        return None

    @property
    def expected_issuer(self) -> str | None:
        """The ``iss`` every token must carry: ``JWT_ISSUER``, else derived from ``SUPABASE_URL``.

        Returns:
            The issuer, or None when the issuer is not checked.
        """
        if self.jwt_issuer is not None:
            return self.jwt_issuer
        if self.supabase_url is not None:
            return f"{self.supabase_url}/auth/v1"
        return None

    @property
    def jwt_secret(self) -> bytes | None:
        """The HS256 secret as bytes, or None when HS256 tokens are not accepted.

        Returns:
            The secret's UTF-8 bytes, or None.
        """
        if self.supabase_jwt_secret is None:
            return None
        return self.supabase_jwt_secret.get_secret_value().encode()
