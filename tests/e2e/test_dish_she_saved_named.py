""" "That lentil soup I saved" / "la sopa que hice": her own recipe, found among the ones she
saved, never the catalogue's.

Named by what she did with it and nothing else, the dish was searched in the catalogue: other
cooks' lentil soups came back, and the one she saved was not among them. Through HTTP into the
chat app on the offline provider, in English and Spanish, whatever her profile's language.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import save_user_recipe

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration

_SAVED_AT = datetime(2026, 3, 12, 20, tzinfo=UTC)


@pytest.mark.parametrize(
    ("profile", "saved", "said", "language"),
    [
        ("en", "Lentil Soup", "that lentil soup I saved", "en"),
        ("en", "Lentil Soup", "the lentil soup I made", "en"),
        ("es", "Sopa de lentejas", "la sopa de lentejas que hice", "es"),
        ("es", "Sopa de lentejas", "that lentil soup I cooked", "en"),
        ("en", "Mushroom Risotto", "el risotto que preparé", "es"),
    ],
)
async def test_a_dish_named_by_what_she_did_with_it_is_her_saved_recipe(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    database_url: str,
    *,
    profile: str,
    saved: str,
    said: str,
    language: str,
) -> None:
    # Given a cook who saved the dish (and another one)
    user = cook(profile)
    wanted = save_user_recipe(database_url, user.user_id, saved, _SAVED_AT, [])
    save_user_recipe(database_url, user.user_id, "Black Bean Tacos", _SAVED_AT, [])
    chat = ChatCook(http, user.user_id)

    # When she names it by what she did with it
    answer = await chat.say(said)

    # Then her saved recipe is found, in the language she wrote in, and no catalogue card
    assert answer["trace"]["toolsCalled"] == ["retrieve_custom_recipe"], answer["message"]
    assert not answer.get("recipes"), answer["message"]
    assert answer["retrieval"]["type"] == "single", answer["message"]
    assert answer["retrieval"]["recipe"]["userRecipeId"] == wanted
    assert answer["language"] == language
