"""`--provider` of the eval and benchmark: names, `all`, availability, gateway settings."""

from __future__ import annotations

import pytest

import cli.evaluate.providers
from cli.evaluate.providers import ProviderChoiceError, provider_settings, resolve_providers
from shared.ai.local import model as local_model


@pytest.fixture
def no_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)


@pytest.fixture
def no_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_model, "_REQUIRED_MODULES", ("irmixy_no_such_module_xyz",))
    monkeypatch.setattr(cli.evaluate.providers, "e5_model_available", lambda: False)


@pytest.fixture
def with_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_model, "_REQUIRED_MODULES", ("json",))
    monkeypatch.setattr(cli.evaluate.providers, "e5_model_available", lambda: True)


@pytest.mark.usefixtures("no_key", "with_extra")
def test_all_is_every_available_provider() -> None:
    assert resolve_providers("all") == ["offline", "local", "e5"]


@pytest.mark.usefixtures("no_extra")
def test_all_with_a_key_and_without_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    assert resolve_providers("all") == ["offline", "openai"]


@pytest.mark.usefixtures("no_key", "with_extra")
def test_named_providers_in_order_without_repeats() -> None:
    assert resolve_providers("local, offline,local") == ["local", "offline"]


@pytest.mark.usefixtures("no_key", "no_extra")
@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("local", r"'local' is not available: the `local` extra is not installed"),
        ("openai", r"'openai' is not available: OPENAI_API_KEY is not set"),
        ("e5", r"'e5' is not available: the `e5` extra is not installed"),
        (
            "hashing",
            r"unknown provider 'hashing' \(choose from offline, local, e5, openai, all\)",
        ),
        ("", "no provider given"),
    ],
)
def test_unavailable_or_unknown(option: str, message: str) -> None:
    with pytest.raises(ProviderChoiceError, match=message):
        resolve_providers(option)


def test_settings_keep_chat_offline_except_for_openai() -> None:
    local = provider_settings("local")
    offline = provider_settings("offline")

    assert (local.provider, local.embedding_provider) == ("offline", "local")
    assert (offline.provider, offline.embedding_provider) == ("offline", "offline")
    assert provider_settings("openai").ai_embedding_provider == "openai"
