"""A recipe changed in the other language is read whole in the language the cook now writes in
(name, ingredient lines, steps, chips), through HTTP into the chat app on the offline
provider; the chips it offers, sent back, keep it in that language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# The rice of the recipe, and a word every step of a recipe written in that language has one of.
_RICE = {"en": "rice", "es": "arroz"}
_STEP_WORDS = {
    "en": ("the", "and", "with", "until", "in"),
    "es": ("el", "la", "los", "las", "y", "con", "hasta", "en"),
}


def _labels(answer: dict[str, Any]) -> set[str]:
    return {chip["label"] for chip in answer.get("suggestions") or ()}


def _assert_written_in(answer: dict[str, Any], language: str) -> None:
    recipe = answer["customRecipe"]
    assert answer["language"] == language
    assert recipe["language"] == language
    names = [item["name"].casefold() for item in recipe["ingredients"]]
    other = _RICE["es" if language == "en" else "en"]
    assert any(_RICE[language] in name for name in names), names
    assert not any(other in name.split() for name in names), names
    for step in recipe["steps"]:
        said = set(step["instruction"].casefold().replace(",", " ").replace(".", " ").split())
        assert said & set(_STEP_WORDS[language]), step["instruction"]


@pytest.mark.parametrize(
    ("cook", "first", "written", "change", "now"),
    [
        ("ana", "en", "make me something with chicken and rice", "hazla vegana", "es"),
        ("sofia", "es", "hazme algo con pollo y arroz", "make it vegetarian", "en"),
        # Luis cooks with the Thermomix: its settings are written in English too
        ("luis", "es", "hazme algo con calabacita y arroz", "make it for 2 people", "en"),
        # A food the ingredient table does not know (huitlacoche) is no reason to keep the
        # recipe in the language it was made in
        (
            "maya",
            "en",
            "make me something with chicken, rice and huitlacoche",
            "hazla más rápida",
            "es",
        ),
        ("sofia", "es", "hazme algo con pollo, arroz y huitlacoche", "make it quicker", "en"),
    ],
)
async def test_a_recipe_changed_in_the_other_language_is_written_in_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    first: str,
    written: str,
    change: str,
    now: str,
) -> None:
    # Given a recipe made in the language the cook first wrote in
    chat = ChatCook(http, demo_cooks[cook])
    made = await chat.say(written)
    _assert_written_in(made, first)

    # When she asks for a change in the other language
    changed = await chat.say(change)

    # Then the changed recipe, its name and its chips are in the language she writes in now
    _assert_written_in(changed, now)
    assert changed["customRecipe"]["suggestedName"] in changed["message"]
    assert changed["customRecipe"]["suggestedName"] != made["customRecipe"]["suggestedName"]
    assert not _labels(changed) & _labels(made), (_labels(changed), _labels(made))
    assert changed["customRecipe"]["usesThermomix"] == made["customRecipe"]["usesThermomix"]

    # When she taps the first change it offers, the recipe stays in her language
    again = await chat.tap_first(changed)
    _assert_written_in(again, now)


@pytest.mark.parametrize(
    ("cook", "asked", "change", "dish", "now"),
    [
        ("maya", "make me chicken tinga", "hazla vegana", "Tinga de tofu firme", "es"),
        ("sofia", "hazme una tinga de pollo", "make it quicker", "Chicken Tinga", "en"),
    ],
)
async def test_a_dish_asked_for_keeps_its_name_when_changed_in_the_other_language(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    change: str,
    dish: str,
    now: str,
) -> None:
    # Given the tinga she asked for, made in the language she asked in
    chat = ChatCook(http, demo_cooks[cook])
    made = await chat.say(asked)
    assert "tinga" in made["customRecipe"]["suggestedName"].casefold()

    # When she changes it in the other language
    changed = await chat.say(change)

    # Then it is still the tinga, named in her language now, and said so
    recipe = changed["customRecipe"]
    assert recipe["language"] == now
    assert recipe["suggestedName"].startswith(dish), recipe["suggestedName"]
    assert dish in changed["message"]
