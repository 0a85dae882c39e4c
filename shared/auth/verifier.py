"""Verification of Supabase access tokens: from an ``Authorization`` header to a ``Principal``."""

from __future__ import annotations

import logging
from typing import Any, Final, TypeAlias

import jwt
from cryptography.hazmat.primitives.asymmetric.ec import SECP256R1, EllipticCurvePublicKey
from cryptography.hazmat.primitives.asymmetric.rsa import RSAPublicKey
from jwt.exceptions import InvalidSubjectError

from shared.auth.jwks import JwksCache
from shared.auth.principal import Principal
from shared.auth.settings import AuthSettings
from shared.errors import AuthError, ConfigError

__all__ = ["MAX_TOKEN_BYTES", "MIN_SECRET_BYTES", "TokenVerifier", "extract_bearer"]

_log = logging.getLogger(__name__)

#: Supabase access tokens are around 1 KB; anything over this is refused before parsing.
MAX_TOKEN_BYTES: Final = 8 * 1024
#: HS256 is only as strong as its secret; Supabase's own secrets are at least this long.
MIN_SECRET_BYTES: Final = 32

_INVALID = "The access token is not valid."
_VerificationKey: TypeAlias = "bytes | RSAPublicKey | EllipticCurvePublicKey"
_SYMMETRIC_ALGORITHMS: Final = frozenset({"HS256"})
_ASYMMETRIC_ALGORITHMS: Final = frozenset({"RS256", "ES256"})


def extract_bearer(header: str | None) -> str:
    """Take the token out of an ``Authorization: Bearer <token>`` header value.

    Args:
        header: The raw header value, or None when the request had none.

    Returns:
        The token, without the scheme and surrounding whitespace.

    Raises:
        AuthError: ``missing_token`` when the header is absent, not a Bearer header, or empty.
    """
    scheme, _, token = (header or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise AuthError("Authentication required.", code="missing_token")
    return token


class TokenVerifier:
    """Checks Supabase access tokens and turns them into principals.

    Accepted algorithms are exactly HS256 (against ``SUPABASE_JWT_SECRET``) and RS256/ES256
    (against the JWKS key named by the token's ``kid``). Which key verifies a token is decided
    by its algorithm alone, so a token can never pick a key of the wrong kind.
    """

    def __init__(
        self, settings: AuthSettings | None = None, *, jwks: JwksCache | None = None
    ) -> None:
        """Set the verifier up from settings.

        Args:
            settings: The settings; read from the environment when omitted.
            jwks: The key cache for asymmetric tokens; built from ``settings.jwks_url`` when
                omitted and a URL is configured.

        Raises:
            ConfigError: Neither a secret nor a JWKS URL is configured, the secret is shorter
                than ``MIN_SECRET_BYTES``, or the JWKS URL is not HTTPS.
        """
        self._settings = settings if settings is not None else AuthSettings()
        secret = self._settings.jwt_secret
        if secret is not None and len(secret) < MIN_SECRET_BYTES:
            raise ConfigError(f"SUPABASE_JWT_SECRET must be at least {MIN_SECRET_BYTES} bytes.")
        if jwks is None and self._settings.jwks_url is not None:
            jwks = JwksCache(
                self._settings.jwks_url, ttl_seconds=self._settings.jwks_cache_ttl_seconds
            )
        if secret is None and jwks is None:
            raise ConfigError(
                "Set SUPABASE_JWT_SECRET, SUPABASE_JWKS_URL or SUPABASE_URL to verify tokens."
            )
        self._secret = secret
        self._jwks = jwks

    def verify(self, token: str) -> Principal:
        """Verify an access token and describe its caller.

        Args:
            token: The raw JWT (see ``extract_bearer``).

        Returns:
            The caller the token proves.

        Raises:
            AuthError: With ``code`` one of ``missing_token``, ``token_too_large``,
                ``malformed_token``, ``unsupported_algorithm``, ``unknown_key``,
                ``jwks_unavailable``, ``invalid_signature``, ``token_expired``,
                ``token_not_yet_valid``, ``invalid_audience``, ``invalid_issuer``,
                ``invalid_subject`` or ``invalid_token``. Messages never contain the token.
        """
        if not token:
            raise AuthError("Authentication required.", code="missing_token")
        if len(token) > MAX_TOKEN_BYTES:
            raise AuthError(_INVALID, code="token_too_large")
        if not token.isascii() or token.count(".") != 2:
            raise AuthError(_INVALID, code="malformed_token")
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError:
            raise AuthError(_INVALID, code="malformed_token") from None
        algorithm = header.get("alg")
        if not isinstance(algorithm, str):
            raise AuthError(_INVALID, code="unsupported_algorithm")
        key = self._key_for(algorithm, header.get("kid"))
        claims = self._decode(token, key, algorithm)
        return Principal.from_claims(claims)

    def _key_for(self, algorithm: str, kid: object) -> _VerificationKey:
        if algorithm in _SYMMETRIC_ALGORITHMS and self._secret is not None:
            return self._secret
        if algorithm in _ASYMMETRIC_ALGORITHMS and self._jwks is not None:
            if not isinstance(kid, str) or not kid:
                raise AuthError(_INVALID, code="unknown_key")
            key = _public_key_for(self._jwks.get_key(kid), algorithm)
            if key is None:
                raise AuthError(_INVALID, code="unsupported_algorithm")
            return key
        # "none", HS384, PS256, an HS256 token without a secret, an RS256 token without JWKS…
        raise AuthError(_INVALID, code="unsupported_algorithm")

    def _decode(self, token: str, key: _VerificationKey, algorithm: str) -> dict[str, Any]:
        issuer = self._settings.expected_issuer
        try:
            return jwt.decode(
                token,
                key=key,
                algorithms=[algorithm],
                audience=self._settings.jwt_audience,
                issuer=issuer,
                leeway=self._settings.jwt_leeway_seconds,
                options={
                    "require": ["exp", "sub", "aud"],
                    "verify_signature": True,
                    "verify_exp": True,
                    "verify_nbf": True,
                    "verify_iat": True,
                    "verify_aud": True,
                    "verify_iss": issuer is not None,
                    "verify_sub": True,
                },
            )
        except jwt.ExpiredSignatureError:
            raise AuthError("The access token has expired.", code="token_expired") from None
        except jwt.ImmatureSignatureError:
            raise AuthError(_INVALID, code="token_not_yet_valid") from None
        except jwt.InvalidAudienceError:
            raise AuthError(_INVALID, code="invalid_audience") from None
        except jwt.InvalidIssuerError:
            raise AuthError(_INVALID, code="invalid_issuer") from None
        except InvalidSubjectError:
            raise AuthError(_INVALID, code="invalid_subject") from None
        except jwt.MissingRequiredClaimError as exc:
            code = {
                "sub": "invalid_subject",
                "aud": "invalid_audience",
                "iss": "invalid_issuer",
            }.get(exc.claim, "invalid_token")
            raise AuthError(_INVALID, code=code) from None
        except jwt.InvalidSignatureError:
            raise AuthError(_INVALID, code="invalid_signature") from None
        except jwt.DecodeError:
            raise AuthError(_INVALID, code="malformed_token") from None
        except jwt.PyJWTError as exc:
            # Not the message: some PyJWT messages quote claim values.
            _log.info("Token rejected: %s", type(exc).__name__)
            raise AuthError(_INVALID, code="invalid_token") from None


def _public_key_for(jwk: jwt.PyJWK, algorithm: str) -> RSAPublicKey | EllipticCurvePublicKey | None:
    # The JWK's own "alg" (PyJWK infers one when absent) must agree with the token's.
    if jwk.algorithm_name != algorithm:
        return None
    key = jwk.key
    if algorithm == "RS256" and isinstance(key, RSAPublicKey) and key.key_size >= 2048:
        return key
    if (
        algorithm == "ES256"
        and isinstance(key, EllipticCurvePublicKey)
        and isinstance(key.curve, SECP256R1)
    ):
        return key
    return None
