""" "Para 6" said of her open recipe makes it for six.

A number of people said alone ("para 6", "¿y para ocho?", "for 6"), or with a number in words
("para seis personas"), was searched as a dish: "No encontré recetas para eso" put her recipe
away, and the next "siguiente" found nothing cooking. Only "para 6 personas" in digits changed
it. Through HTTP into the chat app on the offline provider as the demo cooks, in the profile's
language and in the other one, after a tap on the first chip the server offers, and on through
the chip the changed recipe offers next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# A scaled amount may move to the larger unit ("1.2 kg" of chicken for eight, not "1200 g").
_PER_LARGE_UNIT: Final = {"kg": 1000, "l": 1000}


def _in_small_units(line: dict[str, Any]) -> float:
    return float(line["quantity"]) * _PER_LARGE_UNIT.get(line.get("unit") or "", 1)


@pytest.mark.parametrize(
    ("cook", "asked", "count_said", "portions", "language"),
    [
        ("luis", "crea una receta con garbanzos, espinaca y jitomate", "para 6", 6, "es"),
        ("sofia", "crea una receta con pollo, arroz y pimiento", "¿y para ocho?", 8, "es"),
        ("ana", "crea una receta con pollo y calabacita", "para seis personas", 6, "es"),
        ("maya", "create a recipe with chicken, rice and peppers", "for 6", 6, "en"),
        ("luis", "create a recipe with chickpeas, spinach and tomato", "for eight", 8, "en"),
    ],
)
async def test_a_number_of_people_said_alone_serves_her_recipe_to_them(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    count_said: str,
    portions: int,
    language: str,
) -> None:
    # Given her recipe open, changed once by the first chip it offers
    chat = ChatCook(http, demo_cooks[cook])
    made = await chat.say(asked)
    before = (await chat.tap_first(made))["customRecipe"]

    # When she says how many will eat it
    served = await chat.say(count_said)

    # Then it is the same recipe, for that many, its amounts scaled to them, in her language
    recipe = served.get("customRecipe")
    assert recipe is not None, served["message"]
    assert served["trace"]["toolsCalled"] == ["modify_recipe"], served["trace"]
    assert served["language"] == language
    assert recipe["suggestedName"] == before["suggestedName"]
    assert recipe["portions"] == portions
    first, scaled = before["ingredients"][0], recipe["ingredients"][0]
    assert first["name"] == scaled["name"]
    wanted = _in_small_units(first) * portions / before["portions"]
    assert _in_small_units(scaled) == pytest.approx(wanted), (first, scaled)
    assert str(portions) in served["message"], served["message"]

    # And the chip it offers next changes that recipe, still for that many
    after = (await chat.tap_first(served))["customRecipe"]
    assert after["suggestedName"] == recipe["suggestedName"]
    assert after["portions"] == portions


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "count", "other_count", "language"),
    [
        ("maya", "garlic shrimp", "the first one", "for 6", "For three.", "en"),
        ("sofia", "camarones al ajo", "la primera", "para 6", "para tres", "es"),
    ],
)
async def test_a_count_said_alone_is_the_recipes_portions(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    count: str,
    other_count: str,
    language: str,
) -> None:
    # Given a card she picked
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    card = shown["recipes"][0]["name"]
    chosen = await chat.say(picked)
    assert card in chosen["message"], chosen["message"]

    # When she says how many she cooks for, and nothing else
    version = await chat.say(count)

    # Then she gets that card for that many, not a search
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    assert not version.get("recipes"), version["message"]
    assert card in version["message"], version["message"]
    assert recipe["portions"] == 6
    assert version["language"] == language

    # And with her recipe open, another count changes it again
    again = await chat.say(other_count)
    recipe = again.get("customRecipe")
    assert recipe is not None, again["message"]
    assert recipe["portions"] == 3
    assert again["language"] == language
