""" "Start cooking" / "empezar a cocinar" said with nothing on screen: the cooking she left, or
how to start one, never a search for the words.

As the first words of a conversation they were searched: a minestrone and a raita came back,
or "No encontré recetas para eso". Through HTTP into the chat app on the offline provider, as
a cook with nothing cooking and as a demo cook with a risotto left at step 3 of 6, in the
profile's language and in the other one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook, action_of

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("profile", "saying", "language", "nothing"),
    [
        ("en", "start cooking", "en", "Nothing is cooking"),
        ("es", "empezar a cocinar", "es", "No hay nada cocinándose"),
        ("es", "let's cook", "en", "Nothing is cooking"),
        ("en", "¡vamos a cocinar!", "es", "No hay nada cocinándose"),
    ],
)
async def test_start_cooking_with_nothing_open_says_how_to_start(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    profile: str,
    saying: str,
    language: str,
    nothing: str,
) -> None:
    # Given a cook with nothing on screen and nothing cooking
    chat = ChatCook(http, cook(profile).user_id)

    # When she says to start cooking
    answer = await chat.say(saying)

    # Then nothing is searched: she is told nothing is cooking and how to start, in the
    # language she wrote in, with chips that lead on
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert not answer.get("recipes"), answer["message"]
    assert answer["message"].startswith(nothing), answer["message"]
    assert answer["language"] == language
    assert answer["suggestions"], answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "saying", "step"),
    [
        ("maya", "start cooking", "you stopped at step 3 of 6"),
        ("sofia", "empezar a cocinar", "te quedaste en el paso 3 de 6"),
        ("sofia", "let's cook", "you stopped at step 3 of 6"),
    ],
)
async def test_start_cooking_with_a_recipe_left_half_cooked_points_back_to_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    saying: str,
    step: str,
) -> None:
    # Given a demo cook who left her risotto at step 3 of 6, with nothing on screen
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she says to start cooking
    answer = await chat.say(saying)

    # Then she hears where she stopped, with the action that resumes it, and nothing searched
    assert step in answer["message"], answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert not answer.get("recipes"), answer["message"]
    assert action_of(answer, "resume_cooking")["payload"]["recipeType"] == "custom"
