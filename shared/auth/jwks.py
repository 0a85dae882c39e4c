"""A small cache of the public keys Supabase Auth signs asymmetric access tokens with."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import jwt

from shared.errors import AuthError, ConfigError

if TYPE_CHECKING:
    import httpx

__all__ = ["JwksCache"]

_log = logging.getLogger(__name__)

# A JWKS document is a handful of keys; anything far bigger is not one.
_MAX_DOCUMENT_BYTES = 256 * 1024
# Supabase's local stack serves plain HTTP on loopback; everywhere else keys must come over TLS.
_LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "host.docker.internal"})
_SIGNING_KEY_TYPES = frozenset({"RSA", "EC"})


class JwksCache:
    """Public signing keys from a JWKS endpoint, cached by ``kid``.

    Keys are fetched on first use and kept for ``ttl_seconds``. A token naming a ``kid`` the
    cache does not know triggers one refetch (Supabase rotated its keys), but network fetches
    happen at most once per ``min_refetch_interval_seconds`` whatever arrives, so tokens with
    forged kids cannot turn into a flood of requests to the endpoint. When a refetch fails, keys
    already held stay usable for up to ``max_stale_seconds`` past their TTL.
    """

    def __init__(
        self,
        url: str,
        *,
        ttl_seconds: float = 600.0,
        min_refetch_interval_seconds: float = 30.0,
        timeout_seconds: float = 3.0,
        max_stale_seconds: float = 3600.0,
        client: httpx.Client | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Configure the cache; nothing is fetched until the first lookup.

        Args:
            url: The JWKS document URL. Must be HTTPS unless the host is loopback.
            ttl_seconds: How long a fetched document is trusted before it is fetched again.
            min_refetch_interval_seconds: The least time between two fetch attempts.
            timeout_seconds: The timeout of each fetch.
            max_stale_seconds: How long past ``ttl_seconds`` a cached key stays usable while
                the endpoint cannot be reached.
            client: The HTTP client to fetch with; a plain one is made on first use.
            clock: Monotonic seconds, injectable so tests control time.

        Raises:
            ConfigError: The URL is not HTTPS (or HTTP on loopback) or a duration is negative.
        """
        parts = urlsplit(url)
        secure = parts.scheme == "https" or (
            parts.scheme == "http" and parts.hostname in _LOOPBACK_HOSTS
        )
        if not secure or not parts.hostname:
            raise ConfigError("The JWKS URL must be an https:// URL.")
        if (
            ttl_seconds <= 0
            or min_refetch_interval_seconds < 0
            or timeout_seconds <= 0
            or max_stale_seconds < 0
        ):
            raise ConfigError("The JWKS cache durations are not valid.")
        self._url = url
        self._ttl = ttl_seconds
        self._min_interval = min_refetch_interval_seconds
        self._timeout = timeout_seconds
        self._max_stale = max_stale_seconds
        self._client = client
        self._clock = clock
        self._lock = threading.Lock()
        self._keys: dict[str, jwt.PyJWK] = {}
        self._fetched_at: float | None = None
        self._attempted_at: float | None = None
        self._last_attempt_failed = False

    @property
    def url(self) -> str:
        """The JWKS document URL."""
        return self._url

    def get_key(self, kid: str) -> jwt.PyJWK:
        """Return the public key with this ``kid``, fetching the document when needed.

        Args:
            kid: The ``kid`` from the token's (unverified) header.

        Returns:
            The matching RSA or EC public key.

        Raises:
            AuthError: ``unknown_key`` when no key has this ``kid`` (even after a refetch),
                ``jwks_unavailable`` when the document could not be fetched or parsed.
        """
        with self._lock:
            now = self._clock()
            age = None if self._fetched_at is None else now - self._fetched_at
            if age is not None and age < self._ttl and kid in self._keys:
                return self._keys[kid]
            recently_attempted = (
                self._attempted_at is not None and now - self._attempted_at < self._min_interval
            )
            if not recently_attempted:
                try:
                    self._refresh(now)
                except AuthError:
                    return self._stale_key_or_raise(kid, age)
            elif self._last_attempt_failed:
                return self._stale_key_or_raise(kid, age)
            key = self._keys.get(kid)
            if key is None:
                raise AuthError("The access token is not valid.", code="unknown_key")
            return key

    def _stale_key_or_raise(self, kid: str, age: float | None) -> jwt.PyJWK:
        # An endpoint blip must not sign everybody out: a key we already hold keeps working
        # for a bounded time. A revoked key still disappears at the next successful fetch.
        key = self._keys.get(kid)
        if key is None or age is None or age >= self._ttl + self._max_stale:
            raise AuthError(
                "Sign-in could not be checked right now. Please try again.",
                code="jwks_unavailable",
            )
        _log.warning("JWKS endpoint unavailable; using a cached key %.0f s old", age)
        return key

    def _refresh(self, now: float) -> None:
        self._attempted_at = now
        try:
            document = self._fetch()
            keys = _parse_keys(document)
        except AuthError:
            self._last_attempt_failed = True
            raise
        self._keys = keys
        self._fetched_at = now
        self._last_attempt_failed = False

    def _fetch(self) -> object:
        # Imported on the first fetch, not at cold start: httpx is a fifth of the chat app's
        # import, and a container verifying HS256 tokens, or with its keys cached, never needs it.
        import httpx

        if self._client is None:
            self._client = httpx.Client(timeout=self._timeout)
        try:
            response = self._client.get(
                self._url, timeout=self._timeout, headers={"Accept": "application/json"}
            )
            response.raise_for_status()
            if len(response.content) > _MAX_DOCUMENT_BYTES:
                raise ValueError("JWKS document too large")
            return response.json()
        except (httpx.HTTPError, ValueError) as exc:
            # The URL and error type are enough to diagnose; the token is never in scope here.
            _log.warning("JWKS fetch from %s failed: %s", self._url, type(exc).__name__)
            raise AuthError(
                "Sign-in could not be checked right now. Please try again.",
                code="jwks_unavailable",
            ) from None


def _parse_keys(document: object) -> dict[str, jwt.PyJWK]:
    raw_keys = document.get("keys") if isinstance(document, Mapping) else None
    if not isinstance(raw_keys, list):
        _log.warning("JWKS document has no 'keys' list")
        raise AuthError(
            "Sign-in could not be checked right now. Please try again.",
            code="jwks_unavailable",
        )
    keys: dict[str, jwt.PyJWK] = {}
    for raw in raw_keys:
        key = _parse_key(raw)
        if key is not None and key.key_id is not None:
            keys[key.key_id] = key
    return keys


def _parse_key(raw: object) -> jwt.PyJWK | None:
    if not isinstance(raw, Mapping):
        return None
    data: dict[str, Any] = dict(raw)
    kid = data.get("kid")
    # Only public signing keys: an "oct" (shared-secret) entry here must never become a key.
    if not isinstance(kid, str) or data.get("kty") not in _SIGNING_KEY_TYPES:
        return None
    if data.get("use", "sig") != "sig":
        return None
    try:
        return jwt.PyJWK(data)
    except (jwt.PyJWKError, jwt.InvalidKeyError, ValueError, TypeError) as exc:
        _log.warning("Skipping unusable JWKS key %s: %s", kid, type(exc).__name__)
        return None
