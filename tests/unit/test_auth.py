"""Access-token verification: Supabase HS256 and JWKS tokens, the JWKS cache and `irmixy token`."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import time
import uuid
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import httpx
import jwt
import pytest
import typer
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from jwt.algorithms import ECAlgorithm, RSAAlgorithm
from typer.testing import CliRunner

from cli.serve.token import SignInError, sign_in_with_supabase, token_command
from shared.auth import (
    DEMO_USER_ID,
    LOCAL_JWT_SECRET,
    MAX_TOKEN_BYTES,
    AuthSettings,
    JwksCache,
    TokenVerifier,
    extract_bearer,
    issue_dev_token,
)
from shared.errors import AuthError, ConfigError

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

SECRET = "unit-test-hs256-secret-that-is-long-enough-0123456789"
OTHER_SECRET = "another-hs256-secret-that-is-also-long-enough-987654"
JWKS_URL = "https://project.supabase.test/auth/v1/.well-known/jwks.json"
USER_ID = uuid.UUID("8d0f3c9e-5b1a-4c7e-9f2d-3a6b1e4c8d20")
RSA_KID = "rsa-key-1"
EC_KID = "ec-key-1"


# --- helpers -------------------------------------------------------------------------------


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64json(value: object) -> str:
    return b64url(json.dumps(value).encode())


def supabase_claims(**overrides: Any) -> dict[str, Any]:
    """Claims shaped like a Supabase access token; an override of None drops the claim."""
    now = int(time.time())
    claims: dict[str, Any] = {
        "sub": str(USER_ID),
        "aud": "authenticated",
        "role": "authenticated",
        "iat": now,
        "exp": now + 3600,
        "email": "cook@example.com",
        "app_metadata": {"provider": "email"},
        "user_metadata": {},
        "session_id": "6f1c2b7a-0d4e-4b8f-9a3c-5e7d1f2a4b6c",
    }
    claims.update(overrides)
    return {name: value for name, value in claims.items() if value is not None}


def hs256(claims: Mapping[str, Any], secret: str = SECRET) -> str:
    return jwt.encode(dict(claims), secret, algorithm="HS256")


def hmac_token(header: Mapping[str, Any], claims: Mapping[str, Any], secret: bytes) -> str:
    """Sign by hand: PyJWT refuses to use a PEM as an HMAC secret, which an attacker would not."""
    signing_input = f"{b64json(dict(header))}.{b64json(dict(claims))}"
    signature = hmac.new(secret, signing_input.encode(), hashlib.sha256).digest()
    return f"{signing_input}.{b64url(signature)}"


def hs256_raw(header_b64: str, payload_b64: str) -> str:
    """Correctly sign arbitrary segments, so parsing, not the signature, is what fails."""
    signing_input = f"{header_b64}.{payload_b64}"
    signature = hmac.new(SECRET.encode(), signing_input.encode(), hashlib.sha256).digest()
    return f"{signing_input}.{b64url(signature)}"


def settings(**overrides: Any) -> AuthSettings:
    """Settings with every field explicit, so the test runner's environment cannot leak in."""
    values: dict[str, Any] = {
        "supabase_jwt_secret": SECRET,
        "supabase_jwks_url": None,
        "supabase_url": None,
        "jwt_audience": "authenticated",
        "jwt_issuer": None,
        "jwt_leeway_seconds": 30,
        "jwks_cache_ttl_seconds": 600,
    }
    values.update(overrides)
    return AuthSettings(**values)


@dataclass
class FakeClock:
    now: float = 1_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class JwksEndpoint:
    """A JWKS endpoint behind httpx.MockTransport that counts its requests."""

    keys: list[dict[str, Any]] = field(default_factory=list)
    status: int = 200
    body: bytes | None = None
    unreachable: bool = False
    requests: int = 0

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests += 1
        assert str(request.url) == JWKS_URL
        if self.unreachable:
            raise httpx.ConnectError("connection refused", request=request)
        if self.body is not None:
            return httpx.Response(self.status, content=self.body)
        return httpx.Response(self.status, json={"keys": self.keys})

    def client(self) -> httpx.Client:
        return httpx.Client(transport=httpx.MockTransport(self.handle))


@dataclass
class Keys:
    rsa_key: rsa.RSAPrivateKey
    other_rsa_key: rsa.RSAPrivateKey
    ec_key: ec.EllipticCurvePrivateKey

    def rsa_jwk(self, kid: str = RSA_KID) -> dict[str, Any]:
        return {**RSAAlgorithm.to_jwk(self.rsa_key.public_key(), as_dict=True), "kid": kid}

    def ec_jwk(self, kid: str = EC_KID) -> dict[str, Any]:
        return {**ECAlgorithm.to_jwk(self.ec_key.public_key(), as_dict=True), "kid": kid}

    def rsa_public_pem(self) -> bytes:
        return self.rsa_key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )


@pytest.fixture(scope="module")
def keys() -> Keys:
    return Keys(
        rsa_key=rsa.generate_private_key(public_exponent=65537, key_size=2048),
        other_rsa_key=rsa.generate_private_key(public_exponent=65537, key_size=2048),
        ec_key=ec.generate_private_key(ec.SECP256R1()),
    )


@pytest.fixture
def endpoint(keys: Keys) -> JwksEndpoint:
    return JwksEndpoint(keys=[keys.rsa_jwk(), keys.ec_jwk()])


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def jwks_cache(endpoint: JwksEndpoint, clock: FakeClock, **options: Any) -> JwksCache:
    return JwksCache(JWKS_URL, client=endpoint.client(), clock=clock, **options)


def jwks_verifier(
    endpoint: JwksEndpoint, clock: FakeClock, *, secret: str | None = None, **options: Any
) -> TokenVerifier:
    return TokenVerifier(
        settings(supabase_jwt_secret=secret, supabase_jwks_url=JWKS_URL),
        jwks=jwks_cache(endpoint, clock, **options),
    )


def rs256(keys: Keys, claims: Mapping[str, Any], kid: str | None = RSA_KID) -> str:
    headers = {"kid": kid} if kid is not None else {}
    return jwt.encode(dict(claims), keys.rsa_key, algorithm="RS256", headers=headers)


def es256(keys: Keys, claims: Mapping[str, Any], kid: str = EC_KID) -> str:
    return jwt.encode(dict(claims), keys.ec_key, algorithm="ES256", headers={"kid": kid})


def assert_rejected(verifier: TokenVerifier, token: str, code: str) -> AuthError:
    with pytest.raises(AuthError) as caught:
        verifier.verify(token)
    error = caught.value
    assert error.code == code
    assert error.status == 401
    if token:
        assert token not in error.message
        assert token not in str(error)
    return error


# --- happy paths ---------------------------------------------------------------------------


def test_hs256_token_verifies_into_a_principal() -> None:
    # Given
    verifier = TokenVerifier(settings())
    claims = supabase_claims()

    # When
    principal = verifier.verify(hs256(claims))

    # Then
    assert principal.user_id == USER_ID
    assert principal.role == "authenticated"
    assert principal.is_admin is False
    assert principal.session_id == claims["session_id"]
    assert dict(principal.claims) == claims
    assert json.loads(principal.claims_json()) == claims


@pytest.mark.parametrize(
    ("sign", "kid"),
    [pytest.param(rs256, RSA_KID, id="RS256"), pytest.param(es256, EC_KID, id="ES256")],
)
def test_asymmetric_token_verifies_with_the_key_its_kid_names(
    keys: Keys,
    endpoint: JwksEndpoint,
    clock: FakeClock,
    sign: Callable[..., str],
    kid: str,
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock)

    # When
    principal = verifier.verify(sign(keys, supabase_claims(), kid=kid))

    # Then
    assert principal.user_id == USER_ID
    assert endpoint.requests == 1


def test_both_kinds_of_token_verify_when_secret_and_jwks_are_configured(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock, secret=SECRET)

    # When
    from_secret = verifier.verify(hs256(supabase_claims()))
    from_jwks = verifier.verify(rs256(keys, supabase_claims()))

    # Then
    assert from_secret.user_id == from_jwks.user_id == USER_ID


def test_expiry_within_leeway_is_accepted() -> None:
    # Given
    verifier = TokenVerifier(settings(jwt_leeway_seconds=30))
    token = hs256(supabase_claims(exp=int(time.time()) - 5))

    # When
    principal = verifier.verify(token)

    # Then
    assert principal.user_id == USER_ID


@pytest.mark.parametrize(
    ("app_metadata", "user_metadata", "is_admin"),
    [
        pytest.param({"provider": "email", "role": "admin"}, {}, True, id="app-metadata-admin"),
        pytest.param({"provider": "email"}, {}, False, id="no-role"),
        pytest.param({"role": "editor"}, {}, False, id="other-role"),
        pytest.param({"role": "Admin"}, {}, False, id="case-matters"),
        pytest.param({"provider": "email"}, {"role": "admin"}, False, id="user-metadata-ignored"),
        pytest.param(None, {}, False, id="no-app-metadata"),
        pytest.param(["admin"], {}, False, id="app-metadata-not-an-object"),
    ],
)
def test_admin_comes_only_from_app_metadata_role(
    app_metadata: object, user_metadata: object, is_admin: bool
) -> None:
    # Given
    verifier = TokenVerifier(settings())
    token = hs256(supabase_claims(app_metadata=app_metadata, user_metadata=user_metadata))

    # When
    principal = verifier.verify(token)

    # Then
    assert principal.is_admin is is_admin


def test_principal_repr_and_claims_json_keep_pii_out_of_logs() -> None:
    # Given
    principal = TokenVerifier(settings()).verify(hs256(supabase_claims(email="chef@example.com")))

    # When
    text = repr(principal)
    compact = principal.claims_json()

    # Then
    assert text == f"Principal(user_id={USER_ID}, is_admin=False)"
    assert str(principal) == text
    assert "chef@example.com" not in text
    assert " " not in compact
    assert json.loads(compact)["email"] == "chef@example.com"


def test_principal_claims_are_read_only() -> None:
    # Given
    principal = TokenVerifier(settings()).verify(hs256(supabase_claims()))

    # When / Then
    with pytest.raises(TypeError):
        principal.claims["role"] = "service_role"  # type: ignore[index]


def test_missing_session_id_gives_none() -> None:
    # Given
    token = hs256(supabase_claims(session_id=None))

    # When
    principal = TokenVerifier(settings()).verify(token)

    # Then
    assert principal.session_id is None


# --- claim and signature failures ----------------------------------------------------------


def _hour_ago() -> int:
    return int(time.time()) - 3600


def _in_an_hour() -> int:
    return int(time.time()) + 3600


@pytest.mark.parametrize(
    ("make_token", "code"),
    [
        pytest.param(
            lambda: hs256(supabase_claims(iat=_hour_ago() - 60, exp=_hour_ago())),
            "token_expired",
            id="expired",
        ),
        pytest.param(lambda: hs256(supabase_claims(exp=None)), "invalid_token", id="no-exp"),
        pytest.param(
            lambda: hs256(supabase_claims(nbf=_in_an_hour())), "token_not_yet_valid", id="nbf"
        ),
        pytest.param(
            lambda: hs256(supabase_claims(iat=_in_an_hour())),
            "token_not_yet_valid",
            id="iat-in-future",
        ),
        pytest.param(
            lambda: hs256(supabase_claims(aud="other-audience")),
            "invalid_audience",
            id="wrong-audience",
        ),
        pytest.param(lambda: hs256(supabase_claims(aud=None)), "invalid_audience", id="no-aud"),
        pytest.param(lambda: hs256(supabase_claims(sub=None)), "invalid_subject", id="no-sub"),
        pytest.param(
            lambda: hs256(supabase_claims(sub="user-42")), "invalid_subject", id="non-uuid-sub"
        ),
        pytest.param(lambda: hs256(supabase_claims(sub=42)), "invalid_subject", id="int-sub"),
        pytest.param(
            lambda: hs256(supabase_claims(sub=f"{{{USER_ID}}}")),
            "invalid_subject",
            id="braced-uuid-sub",
        ),
        pytest.param(
            lambda: hs256(supabase_claims(sub=USER_ID.hex)),
            "invalid_subject",
            id="bare-hex-sub",
        ),
        pytest.param(lambda: hs256(supabase_claims(role=None)), "invalid_token", id="no-role"),
        pytest.param(
            lambda: hs256(supabase_claims(), secret=OTHER_SECRET),
            "invalid_signature",
            id="wrong-secret",
        ),
        pytest.param(
            lambda: f"{b64json({'alg': 'none', 'typ': 'JWT'})}.{b64json(supabase_claims())}.",
            "unsupported_algorithm",
            id="alg-none-unsigned",
        ),
        pytest.param(
            lambda: hmac_token({"alg": "None"}, supabase_claims(), SECRET.encode()),
            "unsupported_algorithm",
            id="alg-None-signed",
        ),
        pytest.param(
            lambda: jwt.encode(supabase_claims(), SECRET * 2, algorithm="HS512"),
            "unsupported_algorithm",
            id="hs512",
        ),
        pytest.param(
            lambda: hmac_token({"typ": "JWT"}, supabase_claims(), SECRET.encode()),
            "unsupported_algorithm",
            id="no-alg",
        ),
    ],
)
def test_hs256_config_rejects_bad_tokens(make_token: Callable[[], str], code: str) -> None:
    # Given
    verifier = TokenVerifier(settings())
    token = make_token()

    # When / Then
    assert_rejected(verifier, token, code)


def test_expired_token_has_a_specific_message() -> None:
    # Given
    verifier = TokenVerifier(settings())
    token = issue_dev_token(user_id=USER_ID, secret=SECRET, now=_hour_ago() - 60, expires_in=60)

    # When
    error = assert_rejected(verifier, token, "token_expired")

    # Then
    assert error.message == "The access token has expired."


def test_tampered_payload_fails_the_signature_check() -> None:
    # Given
    verifier = TokenVerifier(settings())
    header, _, signature = hs256(supabase_claims()).split(".")
    forged_payload = b64json(supabase_claims(app_metadata={"role": "admin"}))

    # When / Then
    assert_rejected(verifier, f"{header}.{forged_payload}.{signature}", "invalid_signature")


@pytest.mark.parametrize(
    ("issuer_claim", "code"),
    [
        pytest.param("https://evil.example/auth/v1", "invalid_issuer", id="wrong-issuer"),
        pytest.param(None, "invalid_issuer", id="missing-issuer"),
    ],
)
def test_configured_issuer_is_enforced(issuer_claim: str | None, code: str) -> None:
    # Given
    verifier = TokenVerifier(settings(jwt_issuer="https://project.supabase.test/auth/v1"))
    token = hs256(supabase_claims(iss=issuer_claim))

    # When / Then
    assert_rejected(verifier, token, code)


def test_issuer_is_not_checked_when_not_configured() -> None:
    # Given
    verifier = TokenVerifier(settings())
    token = hs256(supabase_claims(iss="https://anything.example"))

    # When
    principal = verifier.verify(token)

    # Then
    assert principal.user_id == USER_ID


def test_issuer_and_jwks_url_default_from_supabase_url() -> None:
    # Given
    configured = settings(supabase_url="https://project.supabase.test/")
    verifier = TokenVerifier(configured)

    # When
    good = verifier.verify(hs256(supabase_claims(iss="https://project.supabase.test/auth/v1")))

    # Then
    assert configured.jwks_url == JWKS_URL
    assert configured.expected_issuer == "https://project.supabase.test/auth/v1"
    assert good.user_id == USER_ID
    assert_rejected(
        verifier, hs256(supabase_claims(iss="https://other.test/auth/v1")), "invalid_issuer"
    )


def test_explicit_jwks_url_and_issuer_win_over_supabase_url() -> None:
    # Given / When
    configured = settings(
        supabase_url="https://project.supabase.test",
        supabase_jwks_url="https://keys.example/jwks.json",
        jwt_issuer="https://issuer.example",
    )

    # Then
    assert configured.jwks_url == "https://keys.example/jwks.json"
    assert configured.expected_issuer == "https://issuer.example"


def test_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # Given
    monkeypatch.setenv("SUPABASE_JWT_SECRET", SECRET)
    monkeypatch.setenv("SUPABASE_URL", "")
    monkeypatch.setenv("SUPABASE_JWKS_URL", JWKS_URL)
    monkeypatch.setenv("JWT_AUDIENCE", "cooks")
    monkeypatch.setenv("JWT_ISSUER", "https://issuer.example")
    monkeypatch.setenv("JWT_LEEWAY_SECONDS", "5")
    monkeypatch.setenv("JWKS_CACHE_TTL_SECONDS", "60")

    # When
    configured = AuthSettings()

    # Then
    assert configured.jwt_secret == SECRET.encode()
    assert configured.supabase_url is None
    assert configured.jwks_url == JWKS_URL
    assert configured.jwt_audience == "cooks"
    assert configured.expected_issuer == "https://issuer.example"
    assert configured.jwt_leeway_seconds == 5
    assert configured.jwks_cache_ttl_seconds == 60
    assert SECRET not in repr(configured)


# --- malformed and oversized tokens --------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "code"),
    [
        pytest.param("", "missing_token", id="empty"),
        pytest.param("not-a-jwt", "malformed_token", id="one-segment"),
        pytest.param("a.b", "malformed_token", id="two-segments"),
        pytest.param("a.b.c.d", "malformed_token", id="four-segments"),
        pytest.param("!!!.@@@.###", "malformed_token", id="bad-base64"),
        pytest.param(f"{b64url(b'not json')}.{b64json({})}.sig", "malformed_token", id="bad-json"),
        pytest.param(
            f"{b64json(['HS256'])}.{b64json({})}.sig", "malformed_token", id="header-array"
        ),
        pytest.param(
            f"{b64json({'alg': 'HS256'})}.{b64url(b'not json')}.{b64url(b'sig')}",
            "invalid_signature",
            id="bad-payload-unsigned",
        ),
        pytest.param(
            hs256_raw(b64json({"alg": "HS256"}), b64url(b"not json")),
            "malformed_token",
            id="bad-payload-json",
        ),
        pytest.param(
            hs256_raw(b64json({"alg": "HS256"}), b64json(["not", "an", "object"])),
            "malformed_token",
            id="payload-array",
        ),
        pytest.param("héader.payload.sig", "malformed_token", id="non-ascii"),
        pytest.param(
            f"{b64json({'alg': 'RS256', 'kid': 7})}.{b64json({})}.sig",
            "malformed_token",
            id="non-string-kid",
        ),
    ],
)
def test_malformed_tokens_are_rejected(token: str, code: str) -> None:
    # Given
    verifier = TokenVerifier(settings())

    # When / Then
    assert_rejected(verifier, token, code)


def test_oversized_token_is_rejected_before_parsing() -> None:
    # Given
    verifier = TokenVerifier(settings())
    token = hs256(supabase_claims(padding="x" * MAX_TOKEN_BYTES))

    # When / Then
    assert len(token) > MAX_TOKEN_BYTES
    assert_rejected(verifier, token, "token_too_large")


# --- algorithm and key confusion -----------------------------------------------------------


def test_hs256_token_is_refused_when_only_jwks_is_configured(
    endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock)

    # When / Then
    assert_rejected(verifier, hs256(supabase_claims()), "unsupported_algorithm")
    assert endpoint.requests == 0


def test_rs256_token_is_refused_when_only_the_secret_is_configured(keys: Keys) -> None:
    # Given
    verifier = TokenVerifier(settings())

    # When / Then
    assert_rejected(verifier, rs256(keys, supabase_claims()), "unsupported_algorithm")


@pytest.mark.parametrize(
    ("secret", "code"),
    [
        pytest.param(None, "unsupported_algorithm", id="jwks-only"),
        pytest.param(SECRET, "invalid_signature", id="secret-and-jwks"),
    ],
)
def test_hs256_token_signed_with_the_public_key_is_refused(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock, secret: str | None, code: str
) -> None:
    # Given: the classic confusion attack, HMAC keyed with the published RSA public key
    verifier = jwks_verifier(endpoint, clock, secret=secret)
    token = hmac_token(
        {"alg": "HS256", "typ": "JWT", "kid": RSA_KID}, supabase_claims(), keys.rsa_public_pem()
    )

    # When / Then
    assert_rejected(verifier, token, code)


@pytest.mark.parametrize(
    ("make_token", "code"),
    [
        pytest.param(
            lambda k: jwt.encode(
                supabase_claims(), k.other_rsa_key, algorithm="RS256", headers={"kid": RSA_KID}
            ),
            "invalid_signature",
            id="rs256-wrong-private-key",
        ),
        pytest.param(
            lambda k: rs256(k, supabase_claims(), kid=EC_KID),
            "unsupported_algorithm",
            id="rs256-naming-an-ec-key",
        ),
        pytest.param(
            lambda k: es256(k, supabase_claims(), kid=RSA_KID),
            "unsupported_algorithm",
            id="es256-naming-an-rsa-key",
        ),
        pytest.param(lambda k: rs256(k, supabase_claims(), kid=None), "unknown_key", id="no-kid"),
        pytest.param(
            lambda k: rs256(k, supabase_claims(), kid="forged"), "unknown_key", id="unknown-kid"
        ),
        pytest.param(
            lambda k: jwt.encode(
                supabase_claims(), k.rsa_key, algorithm="PS256", headers={"kid": RSA_KID}
            ),
            "unsupported_algorithm",
            id="ps256",
        ),
        pytest.param(
            lambda k: rs256(k, supabase_claims(exp=_hour_ago())), "token_expired", id="expired"
        ),
        pytest.param(
            lambda k: es256(k, supabase_claims(aud="anon")), "invalid_audience", id="audience"
        ),
    ],
)
def test_jwks_config_rejects_bad_tokens(
    keys: Keys,
    endpoint: JwksEndpoint,
    clock: FakeClock,
    make_token: Callable[[Keys], str],
    code: str,
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock)

    # When / Then
    assert_rejected(verifier, make_token(keys), code)


def test_symmetric_keys_in_the_jwks_are_never_used(clock: FakeClock) -> None:
    # Given: a JWKS that (wrongly) publishes a shared secret
    oct_key = {"kty": "oct", "kid": "oct-1", "k": b64url(SECRET.encode()), "alg": "HS256"}
    endpoint = JwksEndpoint(keys=[oct_key])
    cache = jwks_cache(endpoint, clock)
    verifier = TokenVerifier(settings(supabase_jwt_secret=None), jwks=cache)
    token = jwt.encode(supabase_claims(), SECRET, algorithm="HS256", headers={"kid": "oct-1"})

    # When / Then
    assert_rejected(verifier, token, "unsupported_algorithm")
    with pytest.raises(AuthError) as caught:
        cache.get_key("oct-1")
    assert caught.value.code == "unknown_key"


def test_jwk_declaring_another_algorithm_is_not_used_for_rs256(
    keys: Keys, clock: FakeClock
) -> None:
    # Given
    endpoint = JwksEndpoint(keys=[{**keys.rsa_jwk(), "alg": "RS512"}])
    verifier = jwks_verifier(endpoint, clock)

    # When / Then
    assert_rejected(verifier, rs256(keys, supabase_claims()), "unsupported_algorithm")


def test_encryption_keys_in_the_jwks_are_skipped(keys: Keys, clock: FakeClock) -> None:
    # Given
    endpoint = JwksEndpoint(keys=[{**keys.rsa_jwk(), "use": "enc"}, keys.ec_jwk()])
    verifier = jwks_verifier(endpoint, clock)

    # When / Then
    assert_rejected(verifier, rs256(keys, supabase_claims()), "unknown_key")
    assert verifier.verify(es256(keys, supabase_claims())).user_id == USER_ID


# --- JWKS cache ----------------------------------------------------------------------------


def test_second_verification_uses_the_cached_keys(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock)
    verifier.verify(rs256(keys, supabase_claims()))

    # When
    clock.advance(599)
    verifier.verify(rs256(keys, supabase_claims()))
    verifier.verify(es256(keys, supabase_claims()))

    # Then
    assert endpoint.requests == 1


def test_unknown_kid_refetches_once_to_pick_up_a_rotated_key(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given: keys fetched, then Supabase rotates in a new key
    verifier = jwks_verifier(endpoint, clock)
    verifier.verify(rs256(keys, supabase_claims()))
    clock.advance(31)
    endpoint.keys.append(keys.rsa_jwk(kid="rsa-key-2"))

    # When
    principal = verifier.verify(rs256(keys, supabase_claims(), kid="rsa-key-2"))

    # Then
    assert principal.user_id == USER_ID
    assert endpoint.requests == 2


def test_unknown_kid_refetches_are_rate_limited(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock)
    verifier.verify(rs256(keys, supabase_claims()))
    clock.advance(31)

    # When: a burst of tokens with forged kids
    for attempt in range(20):
        assert_rejected(
            verifier, rs256(keys, supabase_claims(), kid=f"forged-{attempt}"), "unknown_key"
        )
        clock.advance(1)

    # Then: one refetch for the burst, then another only once 30 s have passed
    assert endpoint.requests == 2
    clock.advance(11)
    assert_rejected(verifier, rs256(keys, supabase_claims(), kid="forged-late"), "unknown_key")
    assert endpoint.requests == 3


def test_unknown_kid_right_after_a_fetch_does_not_refetch(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock)
    verifier.verify(rs256(keys, supabase_claims()))

    # When
    clock.advance(5)
    assert_rejected(verifier, rs256(keys, supabase_claims(), kid="forged"), "unknown_key")

    # Then
    assert endpoint.requests == 1


def test_keys_are_refetched_after_the_ttl(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock, ttl_seconds=600)
    verifier.verify(rs256(keys, supabase_claims()))

    # When
    clock.advance(600)
    verifier.verify(rs256(keys, supabase_claims()))

    # Then
    assert endpoint.requests == 2


def test_key_removed_from_the_jwks_stops_working_after_the_ttl(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock, ttl_seconds=600)
    verifier.verify(rs256(keys, supabase_claims()))
    endpoint.keys = [keys.ec_jwk()]

    # When
    clock.advance(600)

    # Then
    assert_rejected(verifier, rs256(keys, supabase_claims()), "unknown_key")


def test_ttl_comes_from_settings(keys: Keys, endpoint: JwksEndpoint, clock: FakeClock) -> None:
    # Given
    configured = settings(supabase_jwt_secret=None, supabase_jwks_url=JWKS_URL)
    # A cache built exactly as the verifier builds its default one, plus the test's client.
    cache = JwksCache(
        JWKS_URL,
        ttl_seconds=configured.jwks_cache_ttl_seconds,
        client=endpoint.client(),
        clock=clock,
    )
    verifier = TokenVerifier(configured, jwks=cache)
    verifier.verify(rs256(keys, supabase_claims()))

    # When
    clock.advance(configured.jwks_cache_ttl_seconds - 1)
    verifier.verify(rs256(keys, supabase_claims()))

    # Then
    assert endpoint.requests == 1


@pytest.mark.parametrize(
    "break_endpoint",
    [
        pytest.param(lambda e: setattr(e, "unreachable", True), id="unreachable"),
        pytest.param(lambda e: setattr(e, "status", 503), id="http-503"),
        pytest.param(lambda e: setattr(e, "body", b"<html>oops</html>"), id="not-json"),
        pytest.param(lambda e: setattr(e, "body", b'{"no": "keys"}'), id="no-keys-list"),
        pytest.param(lambda e: setattr(e, "body", b"[]"), id="not-an-object"),
        pytest.param(
            lambda e: setattr(e, "body", b'{"keys": []}' + b" " * 300_000), id="too-large"
        ),
    ],
)
def test_jwks_failure_is_an_auth_error_not_a_crash(
    keys: Keys,
    endpoint: JwksEndpoint,
    clock: FakeClock,
    break_endpoint: Callable[[JwksEndpoint], None],
    caplog: pytest.LogCaptureFixture,
) -> None:
    # Given
    break_endpoint(endpoint)
    verifier = jwks_verifier(endpoint, clock)
    token = rs256(keys, supabase_claims())

    # When
    with caplog.at_level(logging.WARNING):
        error = assert_rejected(verifier, token, "jwks_unavailable")

    # Then
    assert error.status == 401
    assert token not in caplog.text
    assert endpoint.requests == 1


def test_failed_fetches_are_rate_limited_too(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    endpoint.unreachable = True
    verifier = jwks_verifier(endpoint, clock)
    assert_rejected(verifier, rs256(keys, supabase_claims()), "jwks_unavailable")

    # When
    clock.advance(10)
    assert_rejected(verifier, rs256(keys, supabase_claims()), "jwks_unavailable")
    endpoint.unreachable = False
    clock.advance(21)
    principal = verifier.verify(rs256(keys, supabase_claims()))

    # Then
    assert principal.user_id == USER_ID
    assert endpoint.requests == 2


def test_cached_key_survives_an_endpoint_outage_for_a_bounded_time(
    keys: Keys, endpoint: JwksEndpoint, clock: FakeClock
) -> None:
    # Given
    verifier = jwks_verifier(endpoint, clock, ttl_seconds=600, max_stale_seconds=3600)
    verifier.verify(rs256(keys, supabase_claims()))
    endpoint.unreachable = True

    # When
    clock.advance(700)
    during_outage = verifier.verify(rs256(keys, supabase_claims()))

    # Then
    assert during_outage.user_id == USER_ID
    assert_rejected(verifier, rs256(keys, supabase_claims(), kid="new-key"), "jwks_unavailable")
    clock.advance(3600)
    assert_rejected(verifier, rs256(keys, supabase_claims()), "jwks_unavailable")


# --- configuration -------------------------------------------------------------------------


def test_verifier_needs_a_secret_or_jwks() -> None:
    # Given
    configured = settings(supabase_jwt_secret=None)

    # When / Then
    with pytest.raises(ConfigError):
        TokenVerifier(configured)


@pytest.mark.parametrize("blank", ["", "   "])
def test_blank_secret_counts_as_unset(blank: str) -> None:
    # Given
    configured = settings(supabase_jwt_secret=blank)

    # When / Then
    assert configured.jwt_secret is None
    with pytest.raises(ConfigError):
        TokenVerifier(configured)


def test_short_secret_is_a_config_error() -> None:
    # Given
    configured = settings(supabase_jwt_secret="too-short")

    # When / Then
    with pytest.raises(ConfigError):
        TokenVerifier(configured)


@pytest.mark.parametrize(
    "url",
    [
        "http://project.supabase.test/auth/v1/.well-known/jwks.json",
        "ftp://project.supabase.test/jwks.json",
        "not a url",
    ],
)
def test_jwks_url_must_be_https(url: str) -> None:
    # Given
    configured = settings(supabase_jwt_secret=None, supabase_jwks_url=url)

    # When / Then
    with pytest.raises(ConfigError):
        TokenVerifier(configured)


def test_plain_http_jwks_is_allowed_on_loopback_for_the_local_stack() -> None:
    # Given
    configured = settings(supabase_jwt_secret=None, supabase_url="http://127.0.0.1:54321")

    # When
    verifier = TokenVerifier(configured)

    # Then
    assert configured.jwks_url == "http://127.0.0.1:54321/auth/v1/.well-known/jwks.json"
    assert isinstance(verifier, TokenVerifier)


# --- extract_bearer ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "token"),
    [
        ("Bearer abc.def.ghi", "abc.def.ghi"),
        ("bearer abc.def.ghi", "abc.def.ghi"),
        ("BEARER abc.def.ghi", "abc.def.ghi"),
        ("  Bearer   abc.def.ghi  ", "abc.def.ghi"),
    ],
)
def test_extract_bearer_takes_the_token(header: str, token: str) -> None:
    # When
    extracted = extract_bearer(header)

    # Then
    assert extracted == token


@pytest.mark.parametrize(
    "header",
    [None, "", "   ", "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "Token abc", "abc.def.ghi"],
)
def test_extract_bearer_refuses_missing_or_other_schemes(header: str | None) -> None:
    # When / Then
    with pytest.raises(AuthError) as caught:
        extract_bearer(header)
    assert caught.value.code == "missing_token"
    assert caught.value.status == 401


# --- dev tokens ----------------------------------------------------------------------------


def test_dev_token_is_shaped_like_a_supabase_token() -> None:
    # Given
    now = int(time.time())

    # When
    token = issue_dev_token(
        user_id=USER_ID, secret=SECRET, admin=True, now=now, issuer="https://issuer.example"
    )

    # Then
    claims = jwt.decode(token, SECRET, algorithms=["HS256"], audience="authenticated")
    assert jwt.get_unverified_header(token)["alg"] == "HS256"
    assert claims["sub"] == str(USER_ID)
    assert claims["role"] == "authenticated"
    assert claims["iat"] == now
    assert claims["exp"] == now + 3600
    assert claims["iss"] == "https://issuer.example"
    assert claims["app_metadata"] == {"provider": "email", "role": "admin"}
    assert claims["user_metadata"] == {}
    assert uuid.UUID(claims["session_id"])


def test_dev_token_extra_claims_are_added_last() -> None:
    # Given
    extra = {"email": "cook@example.com", "aal": "aal1"}

    # When
    token = issue_dev_token(user_id=USER_ID, secret=SECRET, extra_claims=extra)

    # Then
    principal = TokenVerifier(settings()).verify(token)
    assert principal.claims["email"] == "cook@example.com"
    assert principal.claims["app_metadata"] == {"provider": "email"}
    assert "iss" not in principal.claims


def test_dev_token_refuses_a_short_secret_and_non_positive_lifetime() -> None:
    # When / Then
    with pytest.raises(ConfigError):
        issue_dev_token(user_id=USER_ID, secret="short")
    with pytest.raises(ValueError, match="expires_in"):
        issue_dev_token(user_id=USER_ID, secret=SECRET, expires_in=0)


# --- irmixy token --------------------------------------------------------------------------


@pytest.fixture
def cli_app() -> typer.Typer:
    app = typer.Typer()
    app.command("token")(token_command)

    # A second command keeps typer from collapsing the app into the token command itself.
    @app.command("noop")
    def noop() -> None:
        """Do nothing."""

    return app


def run_token(app: typer.Typer, *args: str, env: Mapping[str, str | None] | None = None) -> Any:
    isolated: dict[str, str | None] = {
        "SUPABASE_JWT_SECRET": None,
        "SUPABASE_URL": None,
        "SUPABASE_ANON_KEY": None,
    }
    isolated.update(env or {})
    return CliRunner().invoke(app, ["token", *args], env=isolated)


def test_cli_prints_only_a_token_that_verifies_with_the_same_secret(cli_app: typer.Typer) -> None:
    # When
    # (--no-check-user: signing only; the account check needs a database)
    result = run_token(cli_app, "--secret", SECRET, "--user-id", str(USER_ID), "--no-check-user")

    # Then
    assert result.exit_code == 0, result.stderr
    assert result.stderr == ""
    token = result.stdout.strip()
    assert result.stdout == f"{token}\n"
    principal = TokenVerifier(settings()).verify(token)
    assert principal.user_id == USER_ID
    assert principal.is_admin is False


def test_cli_admin_flag_gives_an_admin_principal(cli_app: typer.Typer) -> None:
    # When
    result = run_token(cli_app, "--secret", SECRET, "--admin")

    # Then
    assert result.exit_code == 0, result.stderr
    principal = TokenVerifier(settings()).verify(result.stdout.strip())
    assert principal.is_admin is True
    assert principal.user_id == DEMO_USER_ID


def test_cli_secret_defaults_to_the_environment_then_the_local_secret(
    cli_app: typer.Typer,
) -> None:
    # When
    from_env = run_token(cli_app, env={"SUPABASE_JWT_SECRET": OTHER_SECRET})
    local = run_token(cli_app)

    # Then
    assert from_env.exit_code == local.exit_code == 0
    assert TokenVerifier(settings(supabase_jwt_secret=OTHER_SECRET)).verify(from_env.stdout.strip())
    assert TokenVerifier(settings(supabase_jwt_secret=LOCAL_JWT_SECRET)).verify(
        local.stdout.strip()
    )


def test_cli_expires_in_sets_the_lifetime(cli_app: typer.Typer) -> None:
    # When
    result = run_token(cli_app, "--secret", SECRET, "--expires-in", "60")

    # Then
    claims = TokenVerifier(settings()).verify(result.stdout.strip()).claims
    assert claims["exp"] - claims["iat"] == 60


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        pytest.param(("--secret", "short"), {}, "at least 32 bytes", id="short-secret"),
        pytest.param(
            ("--supabase", "--email", "cook@example.com", "--password", "pw"),
            {},
            "SUPABASE_URL",
            id="supabase-without-config",
        ),
        pytest.param(
            ("--supabase", "--password", "pw"),
            {"SUPABASE_URL": "https://project.supabase.test", "SUPABASE_ANON_KEY": "anon"},
            "--email",
            id="supabase-without-email",
        ),
        pytest.param(
            ("--supabase", "--admin", "--email", "cook@example.com"),
            {"SUPABASE_URL": "https://project.supabase.test", "SUPABASE_ANON_KEY": "anon"},
            "--admin",
            id="supabase-with-admin",
        ),
    ],
)
def test_cli_errors_are_one_line_on_stderr_with_status_2(
    cli_app: typer.Typer, args: tuple[str, ...], env: dict[str, str], message: str
) -> None:
    # When
    result = run_token(cli_app, *args, env=env)

    # Then
    assert result.exit_code == 2
    assert result.stdout == ""
    assert message in result.stderr
    assert result.stderr.count("\n") == 1


@dataclass
class FakeSupabase:
    """Stands in for supabase.Client: the sign-in call and nothing else."""

    session: object | None
    error: Exception | None = None
    calls: list[tuple[str, str, dict[str, str]]] = field(default_factory=list)

    def factory(self, url: str, key: str) -> Any:
        def sign_in_with_password(credentials: dict[str, str]) -> object:
            self.calls.append((url, key, credentials))
            if self.error is not None:
                raise self.error
            return SimpleNamespace(session=self.session)

        return SimpleNamespace(auth=SimpleNamespace(sign_in_with_password=sign_in_with_password))


def test_supabase_sign_in_returns_the_session_access_token() -> None:
    # Given
    fake = FakeSupabase(session=SimpleNamespace(access_token="access-token-from-supabase"))

    # When
    token = sign_in_with_supabase(
        url="https://project.supabase.test",
        anon_key="anon",
        email="cook@example.com",
        password="pw",
        client_factory=fake.factory,
    )

    # Then
    assert token == "access-token-from-supabase"
    assert fake.calls == [
        ("https://project.supabase.test", "anon", {"email": "cook@example.com", "password": "pw"})
    ]


def test_supabase_sign_in_failures_become_sign_in_errors() -> None:
    # Given
    from supabase_auth.errors import AuthApiError

    refused = FakeSupabase(session=None, error=AuthApiError("Invalid login credentials", 400, None))
    unconfirmed = FakeSupabase(session=None)

    # When / Then
    for fake, message in [(refused, "Invalid login credentials"), (unconfirmed, "no session")]:
        with pytest.raises(SignInError, match=message):
            sign_in_with_supabase(
                url="https://project.supabase.test",
                anon_key="anon",
                email="cook@example.com",
                password="pw",
                client_factory=fake.factory,
            )
