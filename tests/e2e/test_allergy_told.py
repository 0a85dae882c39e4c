"""An allergy told in the chat ("I'm allergic to shellfish", "soy alérgica a los mariscos") is
answered as one: where to keep it (the profile, which the chat cannot change), and a chip that
finds recipes without that food. Searched for, the words found nothing ("I couldn't find recipes
matching that") or any recipe, with a note about the cook's diet.

Through HTTP into the chat app, on the offline provider as the demo cooks and through the real
openai SDK against the fake OpenAI wire server (which no model call may reach), in English and
Spanish, the server's own chip sent back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_PROFILE = {"en": "your profile", "es": "tu perfil"}
_ALREADY = {"en": "already in your allergies", "es": "ya está en tus alergias"}
_SEARCH_MISS = ("I couldn't find", "No encontré")


def _check_told(answer: dict[str, Any], language: str, food: str) -> str:
    """The answer names the food and the profile, in her language; its one chip's label."""
    assert answer["language"] == language, answer["message"]
    assert food in answer["message"], answer["message"]
    assert _PROFILE[language] in answer["message"], answer["message"]
    assert not answer.get("recipes"), answer["message"]
    assert not answer["message"].startswith(_SEARCH_MISS)
    labels = [c["label"] for c in answer["suggestions"]]
    assert len(labels) == 1, labels
    assert food in labels[0], labels
    return labels[0]


@pytest.mark.parametrize(
    ("cook", "said", "language", "food", "group"),
    [
        ("ana", "I'm allergic to shellfish", "en", "shellfish", "shellfish"),
        ("maya", "soy alérgica a los mariscos", "es", "mariscos", "shellfish"),
        ("sofia", "soy alérgica a los mariscos", "es", "mariscos", "shellfish"),
        ("luis", "tengo alergia al ajonjolí", "es", "ajonjolí", "sesame"),
    ],
)
async def test_an_allergy_told_says_where_to_keep_it_and_its_chip_finds_recipes_without_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    said: str,
    language: str,
    food: str,
    group: str,
) -> None:
    # Given a demo cook whose profile does not hold the allergy
    chat = ChatCook(http, demo_cooks[cook])

    # When she tells it
    answer = await chat.say(said)

    # Then she is told where to keep it, in the language she wrote in, and offered one chip
    label = _check_told(answer, language, food)

    # And the chip finds recipes, none of them with that allergen, in her language
    found = await chat.tap(answer, label)
    assert found.get("recipes"), found["message"]
    assert not [c["name"] for c in found["recipes"] if group in (c.get("allergens") or ())]
    assert found["language"] == language


@pytest.mark.parametrize(
    ("said", "language"), [("I'm allergic to peanuts", "en"), ("soy alérgica al cacahuate", "es")]
)
async def test_an_allergy_the_profile_holds_is_said_to_be_kept_out_already(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, said: str, language: str
) -> None:
    # Given Ana, whose profile holds her peanut allergy
    chat = ChatCook(http, demo_cooks["ana"])

    # When she tells it
    answer = await chat.say(said)

    # Then she is told it is kept out already, in the language she wrote in
    assert answer["language"] == language
    assert _ALREADY[language] in answer["message"], answer["message"]


@pytest.mark.parametrize(
    ("profile", "said", "language", "food"),
    [
        ("en", "I'm allergic to shellfish", "en", "shellfish"),
        ("en", "soy alérgico a los mariscos", "es", "mariscos"),
    ],
)
async def test_with_a_model_the_allergy_is_answered_the_same_without_a_model_call(
    database: Database,
    cook: Callable[..., Principal],
    *,
    profile: str,
    said: str,
    language: str,
    food: str,
) -> None:
    # Given a new cook on the openai provider, with no model answer scripted
    fake = create_fake_openai()
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, cook(profile).user_id)

        # When she tells her allergy
        answer = await chat.say(said)

    # Then the answer is the fixed one, no tool and no fallback to offline
    _check_told(answer, language, food)
    assert answer["trace"]["provider"] == "openai", answer["trace"]
    assert not answer["trace"].get("toolsCalled"), answer["trace"]
