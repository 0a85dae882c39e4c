"""A cook who asks to see her saved recipes ("show me my saved recipes", "muéstrame mis recetas
guardadas") is shown them, the newest first, as chips she can tap: not "I couldn't find recipes
matching that, but I can create something custom!", which answered a catalogue search for the
words "saved recipes".

Through HTTP into the chat app, on the offline provider and through the real openai SDK against
the fake OpenAI wire server; in the language she writes in, whatever her profile says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.e2e.test_replay_from_chat import DAYS, SAVED
from tests.integration.test_chat_harness import (
    add_profile,
    add_resumable,
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
    save_user_recipe,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_ASKED = {"en": "show me my saved recipes", "es": "muéstrame mis recetas guardadas"}
# Newest first: the tacos, the risotto, the chicken (`SAVED`'s days).
_NEWEST_FIRST = ("tacos", "risotto", "chicken")


def _kitchen(
    make_user: Callable[..., Principal], database_url: str, *, profile: str, saved_in: str
) -> tuple[Principal, dict[str, str]]:
    """A cook whose profile says `profile`, with three recipes saved (named in `saved_in`)."""
    user = make_user()
    add_profile(database_url, user.user_id, language=profile)
    ids = {
        key: save_user_recipe(database_url, user.user_id, name, saved_at, [])
        for key, (name, saved_at) in SAVED[saved_in].items()
    }
    return user, ids


@pytest.mark.parametrize(
    ("profile", "language", "cooking"),
    [
        ("en", "en", False),
        ("es", "es", False),
        ("en", "es", False),
        ("es", "en", False),
        ("en", "en", True),
        ("es", "es", True),
    ],
)
async def test_asking_for_her_saved_recipes_shows_them_and_a_chip_opens_one(
    http: httpx.AsyncClient,
    make_user: Callable[..., Principal],
    database_url: str,
    *,
    profile: str,
    language: str,
    cooking: bool,
) -> None:
    # Given a cook who saved three recipes, and who may be cooking another one (asking for her
    # saved recipes is no "carry on cooking", so it never answers with that one alone)
    user, ids = _kitchen(make_user, database_url, profile=profile, saved_in=language)
    if cooking:
        add_resumable(database_url, user.user_id, "Enchiladas Verdes")
    chat = ChatCook(http, user.user_id)

    # When she asks to see her saved recipes
    answer = await chat.say(_ASKED[language])

    # Then her own recipes are offered, newest first, each chip naming the dish and its day,
    # in the language she wrote in, and no catalogue card
    assert answer["trace"]["toolsCalled"] == ["retrieve_custom_recipe"], answer["message"]
    assert "recipes" not in answer
    assert answer["language"] == language
    retrieval = answer["retrieval"]
    assert retrieval["type"] == "multiple", answer["message"]
    assert [r["userRecipeId"] for r in retrieval["recipes"]] == [ids[k] for k in _NEWEST_FIRST]
    labels = [chip["label"] for chip in answer["suggestions"]]
    assert labels == [f"{SAVED[language][k][0]} — {DAYS[language][k]}" for k in _NEWEST_FIRST]

    # And the chip she taps opens that recipe, still in her language
    opened = await chat.tap(answer, labels[1])
    assert opened["retrieval"]["type"] == "single", opened["message"]
    assert opened["retrieval"]["recipe"]["userRecipeId"] == ids["risotto"]
    assert opened["language"] == language
    viewed = [a["payload"]["recipeId"] for a in opened["actions"] if a["type"] == "view_recipe"]
    assert viewed == [ids["risotto"]]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("query", ["", "saved recipes"])
async def test_a_model_that_asks_for_her_saved_recipes_gets_them(
    database: Database,
    make_user: Callable[..., Principal],
    database_url: str,
    *,
    language: str,
    query: str,
) -> None:
    # Given a cook with three saved recipes and a model that asks for them, remembering no dish
    user, ids = _kitchen(make_user, database_url, profile=language, saved_in=language)
    fake = create_fake_openai()
    fake.script_tool_call("retrieve_custom_recipe", {"query": query})
    fake.script_text("…")
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, user.user_id)

        # When she asks to see her saved recipes
        answer = await chat.say(_ASKED[language])

    # Then the tool offers them, newest first, with a chip for each
    assert answer["trace"]["provider"] == "openai"
    retrieval = answer["retrieval"]
    assert retrieval["type"] == "multiple", answer["message"]
    assert [r["userRecipeId"] for r in retrieval["recipes"]] == [ids[k] for k in _NEWEST_FIRST]
    assert len(answer["suggestions"]) == len(_NEWEST_FIRST)


_NONE_SAVED = {"en": "You haven't saved any recipes yet", "es": "Todavía no has guardado recetas"}


@pytest.mark.parametrize(("profile", "language"), [("en", "en"), ("es", "es"), ("en", "es")])
async def test_with_nothing_saved_she_is_told_so_and_its_chips_lead_on(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    profile: str,
    language: str,
) -> None:
    # Given a new cook who has saved nothing
    chat = ChatCook(http, cook(profile).user_id)

    # When she asks to see her saved recipes
    answer = await chat.say(_ASKED[language])

    # Then she is told she has saved none (no "I couldn't find that"), in her language
    assert answer["message"].startswith(_NONE_SAVED[language]), answer["message"]
    assert answer["language"] == language

    # And its chips find recipes and make her one, in her language
    labels = [chip["label"] for chip in answer["suggestions"]]
    replies = [await chat.tap(answer, label) for label in labels]
    assert any(reply.get("recipes") for reply in replies), [r["message"] for r in replies]
    assert any(reply.get("customRecipe") for reply in replies), [r["message"] for r in replies]
    assert [reply["language"] for reply in replies] == [language] * len(labels)
