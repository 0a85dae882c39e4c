"""`irmixy token --user-id` against a database: the account a locally minted id needs."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import pytest
from typer.testing import CliRunner

from cli.main import app
from shared.auth import LOCAL_JWT_SECRET, AuthSettings, TokenVerifier

if TYPE_CHECKING:
    from collections.abc import Callable

    from click.testing import Result

    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

_ENV = {"SUPABASE_JWT_SECRET": None, "SUPABASE_URL": None, "SUPABASE_ANON_KEY": None}


def _token(database_url: str, user_id: uuid.UUID) -> Result:
    env = {**_ENV, "DATABASE_URL": database_url}
    return CliRunner().invoke(app, ["token", "--user-id", str(user_id)], env=env)


def test_a_project_user_that_does_not_exist_is_reported_and_the_token_still_printed(
    database_url: str,
) -> None:
    # Given an id the database's auth.users does not hold
    unknown = uuid.uuid4()

    # When
    result = _token(database_url, unknown)

    # Then: said on stderr, stdout keeps only the token
    assert result.exit_code == 0, result.output
    assert f"user {unknown} does not exist" in result.stderr
    assert "user_not_found" in result.stderr
    verifier = TokenVerifier(AuthSettings(SUPABASE_JWT_SECRET=LOCAL_JWT_SECRET))
    assert verifier.verify(result.stdout.strip()).user_id == unknown


def test_an_existing_project_user_gets_the_token_silently(
    database_url: str, make_user: UserFactory
) -> None:
    # Given
    user = make_user()

    # When
    result = _token(database_url, user.user_id)

    # Then
    assert result.exit_code == 0, result.output
    assert result.stderr == ""


def test_an_unmigrated_database_is_named_instead_of_a_traceback(
    fresh_database: Callable[[str], str],
) -> None:
    # Given a database without the migrations (no auth schema)
    url = fresh_database("token_unmigrated")

    # When
    result = _token(url, uuid.uuid4())

    # Then
    assert result.exit_code == 2
    assert "irmixy db migrate" in result.stderr
    assert result.stdout == ""
