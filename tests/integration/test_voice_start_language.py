"""`start_session` speaks the user's language: the profile's, else the app's Accept-Language."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import pytest

from tests.integration.test_voice_harness import (
    add_profile,
    client_for,
    make_deps,
    post_voice,
    session_row,
)

if TYPE_CHECKING:
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

START = {"action": "start_session"}


@pytest.mark.parametrize(
    "case",
    [
        ("es", None, "es", "Habla en español. Cuando la persona te hable en inglés"),
        ("en", "es-MX", "en", "Speak English. When the user speaks Spanish"),
        (None, "es-MX,es;q=0.9", "es", "Habla en español. Cuando la persona te hable en inglés"),
        (None, "fr-FR", "en", "Speak English. When the user speaks Spanish"),
    ],
)
async def test_instructions_are_in_the_users_language(
    database: Database,
    database_url: str,
    make_user: UserFactory,
    case: tuple[str | None, str | None, str, str],
) -> None:
    # Given a profile language (which wins) or only the app's Accept-Language
    profile, accept_language, language, rule = case
    user = make_user()
    if profile is not None:
        add_profile(database_url, user.user_id, language=profile)
    headers = {"accept-language": accept_language} if accept_language else None

    # When
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, START, headers=headers)

    # Then the rules, the row and the answer share the language
    body = response.json()
    assert body["language"] == language
    assert body["instructions"].startswith("You are Irmixy" if language == "en" else "Eres Irmixy")
    assert rule in body["instructions"]
    assert session_row(database_url, uuid.UUID(body["sessionId"]))["language"] == language
    if profile is not None:
        # The shared context block carries the profile's hard restrictions
        assert '["peanut"]' in body["instructions"]
