"""A version of a catalogue card is one a cook would cook: what stands in does the old food's
job, in its measure, and the steps say it where they said the old food.

Made of the card's own recipe, the offline editor set a vegan panna cotta with "1½ tsp" of
cornstarch bloomed like gelatin; gave the battered fish tacos' 150 g of flour as "1 tsp" of
starch and left their batter "with the cold" once the beer went; and put "la carne" of a
vegan pozole in the pot with its 4 l of water. Through HTTP into the chat app on the offline
provider, as the demo cooks, in English and Spanish, the server's own chips tapped.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _line(recipe: dict[str, Any], name: str) -> dict[str, Any]:
    found = [line for line in recipe["ingredients"] if fold(line["name"]) == fold(name)]
    assert found, [line["name"] for line in recipe["ingredients"]]
    return found[0]


def _steps(recipe: dict[str, Any]) -> list[str]:
    return [fold(step["instruction"]) for step in recipe["steps"]]


async def _version_of(chat: ChatCook, dish: str, change: str, card: str) -> dict[str, Any]:
    """The card named `card` among those `dish` shows, changed by tapping its chip."""
    shown = await chat.say(dish)
    asked = await chat.say(change)
    chips = [chip["label"] for chip in asked.get("suggestions") or ()]
    label = next((c for c in chips if fold(card) in fold(c)), None)
    made = await chat.tap(asked, label) if label else asked
    assert made.get("customRecipe"), (shown["message"], made["message"])
    return made


@pytest.mark.parametrize(
    ("cook", "change", "agar", "boil", "agreeing"),
    [
        ("maya", "make it vegan", "agar", "boil", ()),
        ("sofia", "hazla vegana", "agar", "hierva", ("el agar hidratado", "dejalo hidratar")),
    ],
)  # fmt: skip
async def test_a_vegan_panna_cotta_is_set_with_agar_boiled_in(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    change: str,
    agar: str,
    boil: str,
    agreeing: tuple[str, ...],
) -> None:
    # Given the catalogue's panna cotta (an envelope, 7 g, of gelatin) made vegan
    chat = ChatCook(http, demo_cooks[cook])
    made = await _version_of(chat, "panna cotta", change, "panna cotta")

    # Then agar sets it, a third of the gelatin's weight, brought to the boil where it goes in,
    # and no starch poses as a setting agent
    recipe = made["customRecipe"]
    line = _line(recipe, agar)
    assert (line["quantity"], line["unit"]) == (2, "g"), line
    said = json.dumps(recipe["ingredients"], ensure_ascii=False).casefold()
    assert "cornstarch" not in said
    assert "fecula" not in fold(said)
    steps = _steps(recipe)
    assert any(agar in step and boil in step for step in steps), steps
    for words in agreeing:
        assert any(words in step for step in steps), steps


@pytest.mark.parametrize(
    ("cook", "change", "starch", "water", "whisked"),
    [
        ("maya", "make it gluten free", "cornstarch", "sparkling water",
         "with the cold sparkling water"),
        ("sofia", "hazlos sin gluten", "fecula de maiz", "agua mineral",
         "con el agua mineral fria"),
    ],
)  # fmt: skip
async def test_a_gluten_free_batter_keeps_its_weight_of_starch_and_its_bubbles(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    change: str,
    starch: str,
    water: str,
    whisked: str,
) -> None:
    # Given the catalogue's Baja fish tacos, battered with 150 g of flour and 250 ml of beer
    chat = ChatCook(http, demo_cooks[cook])
    made = await _version_of(chat, "baja fish tacos", change, "baja")

    # Then as much starch batters the fish, sparkling water stands for the beer, and the
    # batter's step whisks the starch with the cold water, as it did with the cold beer
    recipe = made["customRecipe"]
    flour = _line(recipe, starch)
    assert (flour["quantity"], flour["unit"]) == (150, "g"), flour
    bubbles = _line(recipe, water)
    assert (bubbles["quantity"], bubbles["unit"]) == (250, "ml"), bubbles
    steps = _steps(recipe)
    assert any(starch in step and whisked in step for step in steps), steps
    assert not any("beer" in step or "cerveza" in step for step in steps), steps


@pytest.mark.parametrize(
    ("cook", "change", "meat"),
    [
        ("maya", "make it vegan", ("pork", "meat", "145")),
        ("sofia", "hazlo vegano", ("cerdo", "carne", "63")),
    ],
)  # fmt: skip
async def test_a_vegan_pozole_puts_its_stand_in_where_the_meat_was(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    change: str,
    meat: tuple[str, ...],
) -> None:
    # Given the catalogue's pozole rojo of pork made vegan
    chat = ChatCook(http, demo_cooks[cook])
    made = await _version_of(chat, "pozole rojo", change, "pozole")

    # Then no step handles meat or quotes its safe temperature; the pot keeps its 4 l of water
    # and the tofu goes in it
    recipe = made["customRecipe"]
    steps = _steps(recipe)
    assert not [s for s in steps if any(word in s for word in meat)], steps
    assert "tofu" in steps[0], steps[0]
    litres = [line for line in recipe["ingredients"] if line.get("unit") == "l"]
    assert [line["quantity"] for line in litres] == [4], recipe["ingredients"]
