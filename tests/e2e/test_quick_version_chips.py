"""A quicker version of a slow catalogue dish, reached by the chips the server offers: the
dish's own ingredients each play their part (water poured, spices seasoning, hominy simmered),
none is chopped that is not chopped in a kitchen, and a recipe already quick is offered no
"quicker" chip that could only take a minute off it.

Through HTTP into the chat app on the offline provider, as the demo cooks.
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

# What a cook never chops: water, a broth, dried leaves and chiles, hominy from the can.
_NEVER_CHOPPED = {
    "en": ("water", "bay leaf", "guajillo", "hominy", "oregano", "salt"),
    "es": ("agua", "laurel", "guajillo", "pozolero", "orégano", "sal"),
}
_CHOP = {"en": re.compile(r"chop the ([^.]*)"), "es": re.compile(r"pica ([^.]*)")}
_SEASON = {
    "en": re.compile(r"season with ([^,]*(?:, [^,]*)*?) and"),
    "es": re.compile(r"sazona con ([^,]*(?:, [^,]*)*?) y"),
}


def _line(recipe: dict[str, Any], word: str) -> dict[str, Any]:
    return next(i for i in recipe["ingredients"] if word in i["name"])


@pytest.mark.parametrize(
    ("cook_name", "language", "asked", "version", "quicker"),
    [
        ("maya", "en", "pozole in 30 minutes", "Make a quicker version", "Make it quicker"),
        ("sofia", "es", "pozole rápido", "Hacer versión más rápida", "Más rápida"),
    ],
)
async def test_a_quicker_pozole_pours_its_water_and_seasons_with_its_spices_once(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    language: str,
    asked: str,
    version: str,
    quicker: str,
) -> None:
    # Given a cook shown a pozole too slow for her
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)

    # When she taps the answer's chip for a quicker version
    made = await chat.tap(shown, version)

    # Then it is a soup: its water poured, for its servings, and no more than the pot needs
    recipe = made["customRecipe"]
    steps = " ".join(step["instruction"] for step in recipe["steps"])
    water = _line(recipe, "agua" if language == "es" else "water")
    # A litre or more reads in litres ("1.5 l"), less in millilitres
    assert water["unit"] in {"ml", "l"}, water
    poured_ml = water["quantity"] * (1000 if water["unit"] == "l" else 1)
    assert poured_ml <= 250 * recipe["portions"], water
    chopped = " ".join(_CHOP[language].findall(steps))
    for word in _NEVER_CHOPPED[language]:
        assert word not in chopped, (word, chopped)
    # its salt said once, and the hominy simmered in the pot, not served beside it
    seasoned = _SEASON[language].findall(steps)
    assert seasoned, steps
    salt = "sal" if language == "es" else "salt"
    assert [name.strip() for name in re.split(r",| y | and ", seasoned[0])].count(salt) == 1
    simmered = next(s["instruction"] for s in recipe["steps"] if water["name"] in s["instruction"])
    assert ("pozolero" if language == "es" else "hominy") in simmered, simmered
    assert "serve with the hominy" not in steps
    assert "sirve con el maíz" not in steps
    # and, ready within the half hour a quick dish takes, it is offered nothing quicker
    assert recipe["totalTime"] <= 30
    labels = [chip["label"] for chip in made.get("suggestions") or ()]
    assert quicker not in labels, labels


@pytest.mark.parametrize(
    ("cook_name", "asked", "quicker"),
    [
        ("maya", "Create a soup with chicken, carrots and potatoes", "Make it quicker"),
        ("sofia", "Crea una sopa con pollo, zanahoria y papas", "Más rápida"),
    ],
)
async def test_a_slower_recipe_keeps_its_quicker_chip_and_the_chip_takes_time_off(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    quicker: str,
) -> None:
    # Given a recipe that takes longer than a quick dish
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    assert made["customRecipe"]["totalTime"] > 30, made["customRecipe"]["totalTime"]

    # When she taps its own "quicker" chip
    faster = await chat.tap(made, quicker)

    # Then the recipe comes back quicker, and once quick, is offered nothing quicker again
    assert faster["customRecipe"]["totalTime"] < made["customRecipe"]["totalTime"]
    if faster["customRecipe"]["totalTime"] <= 30:
        assert quicker not in [chip["label"] for chip in faster["suggestions"]]
