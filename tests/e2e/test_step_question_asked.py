"""How long or how hot to cook a food of the recipe on screen, asked mid-recipe ("how long do I
cook the chicken?", "¿cuánto tiempo cocino el pollo?"), is answered with the recipe's own steps,
word for word as its card shows them, and the recipe stays open. Searched for, the words found
no recipe (or other dishes) and closed the one she was cooking.

Through HTTP into the chat app, on the offline provider as the demo cooks, in English and
Spanish, after the server's own first chip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.normalize import words
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "food", "language"),
    [
        ("maya", "create a recipe with chicken and rice", "how long do I cook the chicken?",
         "chicken", "en"),
        ("sofia", "hazme una receta con pollo y arroz", "¿cuánto tiempo cocino el pollo?",
         "pollo", "es"),
        ("luis", "hazme una receta con calabacita y elote", "¿a qué temperatura la calabacita?",
         "calabacita", "es"),
    ],
)  # fmt: skip
async def test_a_time_question_mid_recipe_quotes_the_steps_that_cook_the_food(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    food: str,
    language: str,
) -> None:
    # Given a recipe made, then its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]
    timed = [
        s["instruction"]
        for s in recipe["steps"]
        if s.get("timerSeconds") and food in words(s["instruction"])
    ]
    assert timed, recipe["steps"]

    # When she asks how long or how hot to cook one of its foods
    answer = await chat.say(question)

    # Then the step that cooks it is quoted as the card shows it, nothing is searched, and the
    # recipe stays open, in her language
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert not answer.get("recipes"), answer["message"]
    assert answer["language"] == language
    assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
    assert timed[0] in answer["message"], answer["message"]


# The words only the other language's steps use.
_STEP_WORDS = {"en": ("cocina", "agrega", "paso"), "es": ("cook", "add", "step")}


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "language", "foods", "safe"),
    [
        ("luis", "hazme una receta con calabacita y elote", "how long do I cook the zucchini?",
         "en", ("calabacita", "zucchini"), None),
        ("sofia", "hazme una receta con pollo y arroz", "what temperature for the chicken?",
         "en", ("pollo", "chicken"), "74°C"),
        ("ana", "create a recipe with chicken and rice", "¿cuánto tiempo cocino el pollo?",
         "es", ("chicken", "pollo"), "74°C"),
        ("maya", "create a recipe with chicken and rice", "¿a qué temperatura el pollo?", "es",
         ("chicken", "pollo"), "74°C"),
    ],
)  # fmt: skip
async def test_a_time_question_in_the_other_language_tells_the_steps_in_hers(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    language: str,
    foods: tuple[str, str],
    safe: str | None,
) -> None:
    # Given a recipe made in one language, then its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]
    theirs, hers = foods
    assert recipe["language"] != language
    cooked = [
        s
        for s in recipe["steps"]
        if (s.get("timerSeconds") or s.get("thermomixTime")) and theirs in words(s["instruction"])
    ]
    assert cooked, recipe["steps"]

    # When she asks about one of its foods in the other language
    answer = await chat.say(question)

    # Then the recipe stays open and the step that cooks it is told in her language: the food
    # by her name for it, its minutes and its safe temperature, none of the steps' words
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert answer["language"] == language
    assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
    told = words(answer["message"])
    assert hers in told, answer["message"]
    minutes = (cooked[0].get("timerSeconds") or cooked[0]["thermomixTime"]) // 60
    assert str(minutes) in told, answer["message"]
    assert safe is None or safe in answer["message"], answer["message"]
    step_words = [w for w in _STEP_WORDS[language] if w in told]
    assert not step_words, answer["message"]
