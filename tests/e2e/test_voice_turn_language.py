"""A voice tool call is answered in the language the cook spoke in for it.

The session's language is fixed when it starts, from her profile; a cook who then says
"algo con pollo para la cena" in an English session was answered in English, where the chat
answers the same words in Spanish. The voice answer is now the chat's for the same words, in
their language, chips included; the session's language answers words that choose none.

Through HTTP into the voice app (as the Realtime model relays a call) and the chat app, on
the offline provider.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook, voice_call

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("session", "call", "spoken_in"),
    [
        ("en", ("search_recipes", {"query": "algo con pollo para la cena"}), "es"),
        ("es", ("search_recipes", {"query": "something with chicken for dinner"}), "en"),
        ("en", ("generate_custom_recipe", {"ingredients": ["pollo", "arroz"],
                                           "notes": "que sea rápida, por favor"}), "es"),
        ("es", ("generate_custom_recipe", {"ingredients": ["chicken", "rice"],
                                           "notes": "make it quick, please"}), "en"),
    ],
)  # fmt: skip
async def test_a_call_is_answered_in_the_language_its_words_are_in_as_the_chat_would(
    http: httpx.AsyncClient,
    database: Database,
    database_url: str,
    cook: Callable[..., Principal],
    *,
    session: str,
    call: tuple[str, dict[str, Any]],
    spoken_in: str,
) -> None:
    # Given a cook whose voice session speaks her profile's language
    user = cook(session)

    # When she speaks the other language for one call, and the app taps its first chip
    said = await voice_call(database, database_url, user, session, call)
    answer = said["response"]
    tapped = await ChatCook(http, user.user_id).tap_first(answer)

    # Then the spoken line, the answer and its chips are in the language she spoke, and so is
    # the chip's answer
    assert answer["language"] == spoken_in, said["spoken"]
    assert said["spoken"] == answer["message"] or said["spoken"] in answer["message"]
    assert tapped["language"] == spoken_in, tapped["message"]


@pytest.mark.parametrize("session", ["en", "es"])
async def test_words_that_choose_no_language_keep_the_sessions(
    database: Database,
    database_url: str,
    cook: Callable[..., Principal],
    *,
    session: str,
) -> None:
    user = cook(session)

    said = await voice_call(
        database, database_url, user, session, ("search_recipes", {"query": "pad thai"})
    )

    assert said["response"]["language"] == session, said["spoken"]
