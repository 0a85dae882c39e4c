"""Secrets come from SSM parameters named in the environment, read once at cold start."""

from __future__ import annotations

import boto3
import pytest
from moto import mock_aws

from shared.errors import ConfigError
from shared.secret_parameters import load_secret_parameters


def test_named_parameters_are_read_into_the_settings_variables() -> None:
    # Given SecureStrings in SSM and an environment naming them (as template.yaml does)
    with mock_aws():
        ssm = boto3.client("ssm", region_name="us-east-1")
        ssm.put_parameter(
            Name="/irmixy/dev/database-url", Value="postgresql://db", Type="SecureString"
        )
        ssm.put_parameter(Name="/irmixy/dev/jwt-secret", Value="s" * 40, Type="SecureString")

        def fetch(name: str) -> str:
            value = ssm.get_parameter(Name=name, WithDecryption=True)["Parameter"]["Value"]
            return str(value)

        environ = {
            "DATABASE_URL_PARAMETER": "/irmixy/dev/database-url",
            "JWT_SECRET_PARAMETER": "/irmixy/dev/jwt-secret",
            "OPENAI_API_KEY_PARAMETER": "/irmixy/dev/openai-api-key",  # not created
        }

        # When loading
        load_secret_parameters(environ, fetch=fetch)

    # Then the values are in place and the missing optional key is simply absent
    assert environ["DATABASE_URL"] == "postgresql://db"
    assert environ["SUPABASE_JWT_SECRET"] == "s" * 40
    assert "OPENAI_API_KEY" not in environ


def test_a_variable_already_set_wins_and_nothing_is_fetched() -> None:
    fetched: list[str] = []

    def fetch(name: str) -> str:
        fetched.append(name)
        return "from-ssm"

    environ = {"DATABASE_URL": "postgresql://local", "DATABASE_URL_PARAMETER": "/x"}
    load_secret_parameters(environ, fetch=fetch)

    assert environ["DATABASE_URL"] == "postgresql://local"
    assert fetched == []


def test_an_unreadable_required_parameter_is_a_config_error() -> None:
    def fetch(name: str) -> str:
        raise RuntimeError("AccessDenied")

    with pytest.raises(ConfigError, match="DATABASE_URL"):
        load_secret_parameters({"DATABASE_URL_PARAMETER": "/x"}, fetch=fetch)


def test_the_default_reader_uses_powertools_parameters(monkeypatch: pytest.MonkeyPatch) -> None:
    # The region is part of the environment the default reader runs in on Lambda.
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    with mock_aws():
        boto3.client("ssm", region_name="us-east-1").put_parameter(
            Name="/irmixy/test/database-url", Value="postgresql://ssm", Type="SecureString"
        )
        environ = {"DATABASE_URL_PARAMETER": "/irmixy/test/database-url"}

        load_secret_parameters(environ)

    assert environ["DATABASE_URL"] == "postgresql://ssm"
