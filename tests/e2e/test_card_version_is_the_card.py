"""A version of a catalogue card is that card's recipe with the change applied, not a new dish.

Sofía asked for chicken recipes ("recetas con pollo"), then whether she could use chicken
thighs; the chip for the Chicken Piccata made "Salteado de muslos de pollo", a skillet drafted
from the piccata's foods, its safety line still naming the breast. The version keeps the
card's name, lines and steps, the thighs named wherever the breast was.

Through HTTP into the chat app on the offline provider, as the demo cooks, in English and
Spanish, the server's own chips tapped.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# The catalogue's Chicken Piccata (migrations/seed/recipes/european.json): five steps, the
# breasts halved in the first, and no skillet in its name.
_PICCATA_STEPS = 5


@pytest.mark.parametrize(
    ("cook", "asked", "question", "piccata", "thighs", "breast"),
    [
        ("maya", "chicken piccata", "can I use chicken thighs?", "Chicken Piccata",
         "chicken thighs", "breast"),
        ("sofia", "pollo piccata", "¿puedo usar muslos de pollo?", "Pollo Piccata al Limón",
         "muslos de pollo", "pechuga"),
    ],
)  # fmt: skip
async def test_a_cut_swapped_into_a_card_keeps_the_card_s_recipe(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    question: str,
    piccata: str,
    thighs: str,
    breast: str,
) -> None:
    # Given chicken cards on screen, and the answer to whether thighs will do, a chip per card
    chat = ChatCook(http, demo_cooks[cook])
    shown = await chat.say(asked)
    assert shown["recipes"][0]["name"] == piccata
    answer = await chat.say(question)
    assert answer["suggestions"][0]["label"] == piccata

    # When she taps the piccata's chip
    made = await chat.tap_first(answer)

    # Then it is the piccata with thighs: its name, its steps, no breast left anywhere
    recipe = made["customRecipe"]
    assert "Piccata" in recipe["suggestedName"], recipe["suggestedName"]
    assert len(recipe["steps"]) == _PICCATA_STEPS, recipe["steps"]
    names = [line["name"] for line in recipe["ingredients"]]
    assert thighs in names, names
    assert thighs in fold(recipe["steps"][0]["instruction"]), recipe["steps"][0]
    said = fold(json.dumps({"steps": recipe["steps"], "lines": names}, ensure_ascii=False))
    assert breast not in said, said
    assert made["language"] == shown["language"]
    assert made["trace"]["toolsCalled"] == ["modify_recipe"]


@pytest.mark.parametrize(
    ("cook", "asked", "change"),
    [("maya", "churros", "make them quicker"), ("sofia", "churros", "hazlos más rápidos")],
)
async def test_a_dish_asked_quicker_in_the_plural_is_made_quicker_with_nothing_added(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook: str, asked: str, change: str
) -> None:
    # Given the churros card on screen
    chat = ChatCook(http, demo_cooks[cook])
    shown = await chat.say(asked)
    [card] = [c for c in shown["recipes"] if "Churros" in c["name"]][:1]

    # When she asks for them quicker, in the plural the dish is named in
    made = await chat.say(change)

    # Then the version is quicker than the card, and "rápidos" is no ingredient of it
    recipe = made["customRecipe"]
    assert recipe["totalTime"] < card["totalTime"], (recipe["totalTime"], card["totalTime"])
    names = [fold(line["name"]) for line in recipe["ingredients"]]
    assert not any(word in name for name in names for word in ("rapid", "quick")), names


@pytest.mark.parametrize(
    ("cook", "change", "starch", "coconut", "caramel"),
    [
        ("maya", "make it vegan", ("cornstarch", "tbsp"), "coconut milk", "caramel"),
        ("sofia", "hazlo vegano", ("fécula de maíz", "cda"), "leche de coco", "caramelo"),
    ],
)
async def test_a_vegan_version_of_the_flan_keeps_its_caramel_and_its_size(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    change: str,
    starch: tuple[str, str],
    coconut: str,
    caramel: str,
) -> None:
    # Given the flan card on screen (the catalogue's: 5 eggs, a can of condensed milk, one of
    # evaporated milk and 190 g of cream cheese, over a caramel of 150 g of sugar)
    chat = ChatCook(http, demo_cooks[cook])
    shown = await chat.say("flan")
    assert shown["recipes"][0]["name"].startswith("Flan Napolitano")

    # When she asks for it vegan and taps the flan's chip
    made = await chat.tap_first(await chat.say(change))

    # Then it is the flan: its caramel made and poured, and what stands in for the eggs and
    # the milks is as much as they were, not a pot's worth; the eggs set the flan, so starch
    # sets it in their place, a spoon an egg (firm tofu is no custard's setting agent)
    recipe = made["customRecipe"]
    assert recipe["suggestedName"].startswith("Flan Napolitano"), recipe["suggestedName"]
    steps = " ".join(fold(step["instruction"]) for step in recipe["steps"])
    assert caramel in steps, steps
    lines = {line["name"]: line for line in recipe["ingredients"]}
    name, spoon = starch
    assert (lines[name]["quantity"], lines[name]["unit"]) == (5, spoon), lines[name]
    assert not [line for line in lines if "tofu" in line], list(lines)
    assert lines[coconut]["unit"] == "ml", lines[coconut]
    # It stands in for the condensed milk's can and the cream cheese's 190 g: 590 ml
    assert lines[coconut]["quantity"] <= 600, lines[coconut]


@pytest.mark.parametrize(
    ("cook", "asked", "change", "cake", "poured"),
    [
        ("maya", "tres leches cake", "make it vegan", "Tres Leches Cake",
         "250 ml of coconut milk"),
        ("sofia", "pastel de tres leches", "hazlo vegano", "Pastel de Tres Leches",
         "250 ml de leche de coco"),
    ],
)  # fmt: skip
async def test_a_vegan_version_of_a_cake_named_for_its_milks_keeps_its_name_and_its_words(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    change: str,
    cake: str,
    poured: str,
) -> None:
    # Given the tres leches card on screen (its milks and cream poured over the cake)
    chat = ChatCook(http, demo_cooks[cook])
    shown = await chat.say(asked)
    assert shown["recipes"][0]["name"] == cake

    # When she asks for it vegan and taps the cake's chip
    made = await chat.tap_first(await chat.say(change))

    # Then it is still the tres leches by name, and the step that pours the milks names
    # what it pours
    recipe = made["customRecipe"]
    assert recipe["suggestedName"].startswith(cake), recipe["suggestedName"]
    steps = " ".join(step["instruction"] for step in recipe["steps"])
    assert poured in steps, steps
