"""An allergy told with her recipe open ("I'm allergic to garlic" over a skillet with garlic)
is about that recipe too: it stays open, the answer names the ingredients that hold the food,
and the first chip takes the food out of it. Answered as an allergy told alone, the recipe was
closed without a word about the garlic in it, and "next" then found nothing cooking.

Through HTTP into the chat app, on the offline provider as the demo cooks, in English and
Spanish (also in the other language than the profile's), the server's own chips sent back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_GARLIC = re.compile(r"garlic|\bajo\b", re.IGNORECASE)
_HOLDS = {"en": "Careful: your", "es": "Cuidado: tu"}
_FREE = {"en": "has no shellfish", "es": "no lleva mariscos"}
# Garlic as each language names it: an answer names the recipe's foods in its own language.
_NAMED = {"en": re.compile(r"\bgarlic\b"), "es": re.compile(r"\bajo\b")}


def _garlic_lines(recipe: dict[str, Any]) -> list[str]:
    return [i["name"] for i in recipe["ingredients"] if _GARLIC.search(i["name"])]


@pytest.mark.parametrize(
    ("cook_name", "asked", "said", "language", "without"),
    [
        ("maya", "create a recipe with chicken and rice", "I'm allergic to garlic", "en",
         "Without garlic"),
        ("luis", "hazme una receta con calabacita y elote", "soy alérgico al ajo", "es",
         "Sin ajo"),
        ("ana", "create a recipe with chicken and rice", "soy alérgica al ajo", "es", "Sin ajo"),
        ("sofia", "hazme una receta con pollo y arroz", "I'm allergic to garlic", "en",
         "Without garlic"),
    ],
)  # fmt: skip
async def test_an_allergy_told_over_her_recipe_names_what_holds_it_and_takes_it_out(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    said: str,
    language: str,
    without: str,
) -> None:
    # Given a recipe just made, its first chip tapped, that holds garlic
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]
    garlic = _garlic_lines(recipe)
    assert garlic, recipe["ingredients"]

    # When she says she is allergic to garlic, then taps the answer's first chip
    answer = await chat.say(said)
    changed = await chat.tap_first(answer)

    # Then her recipe stays open, the answer names its garlic in her words' language and the
    # first chip takes it out of that recipe
    assert answer["language"] == language, answer["message"]
    assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
    assert answer["message"].startswith(_HOLDS[language]), answer["message"]
    other = "es" if language == "en" else "en"
    assert _NAMED[language].search(answer["message"]), answer["message"]
    assert not _NAMED[other].search(answer["message"]), answer["message"]
    assert answer["suggestions"][0]["label"] == without
    assert changed["trace"]["toolsCalled"] == ["modify_recipe"], changed["message"]
    assert not _garlic_lines(changed["customRecipe"]), changed["customRecipe"]["ingredients"]


@pytest.mark.parametrize(
    ("said", "language"),
    [("I'm allergic to shellfish", "en"), ("soy alérgica a los mariscos", "es")],
)
async def test_an_allergy_her_recipe_does_not_hold_keeps_it_open_and_says_so(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, said: str, language: str
) -> None:
    # Given a chicken and rice recipe just made
    chat = ChatCook(http, demo_cooks["maya"])
    recipe = (await chat.say("create a recipe with chicken and rice"))["customRecipe"]

    # When she says an allergy the recipe does not hold
    answer = await chat.say(said)

    # Then the recipe stays open, said to be free of it, with no chip to change it
    assert answer["language"] == language, answer["message"]
    assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
    assert _FREE[language] in answer["message"], answer["message"]
    assert len(answer["suggestions"]) == 1, answer["suggestions"]
