"""What a cook says she has is what her recipe uses: "two eggs" is two eggs, not a serving's
share of eggs, through the chips she taps after it.

Through HTTP into the chat app on the offline provider, in English and Spanish.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _line(recipe: dict[str, Any], food: str) -> dict[str, Any]:
    """The recipe's ingredient line naming `food` (accents and case aside)."""
    lines = [line for line in recipe["ingredients"] if fold(food) in fold(line["name"])]
    assert len(lines) == 1, (food, [line["name"] for line in recipe["ingredients"]])
    return lines[0]


@pytest.mark.parametrize(
    ("cook", "listed", "create", "egg", "rice", "spicier"),
    [
        ("maya", "leftover rice and two eggs", "Create my own", "egg", "leftover rice",
         "Make it spicier"),
        ("sofia", "arroz que sobró y dos huevos", "Crear la mía", "huevo", "arroz sobrante",
         "Más picante"),
    ],
)  # fmt: skip
async def test_create_my_own_after_a_list_makes_it_with_what_she_said_she_has(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    listed: str,
    create: str,
    egg: str,
    rice: str,
    spicier: str,
) -> None:
    # Given a cook who lists what she has, and gets the cards it finds
    chat = ChatCook(http, demo_cooks[cook])
    found = await chat.say(listed)

    # When she taps "Create my own" under them, then "Make it spicier"
    made = await chat.tap(found, create)
    hotter = await chat.tap(made, spicier)

    # Then the recipe is made at once from her list: her two eggs and her cooked rice, and
    # the change keeps them
    for answer in (made, hotter):
        recipe = answer["customRecipe"]
        assert _line(recipe, egg)["quantity"] == 2
        assert _line(recipe, rice)["name"].casefold() == rice
    assert hotter["trace"]["toolsCalled"] == ["modify_recipe"]


@pytest.mark.parametrize(
    ("cook", "asked", "amounts", "spicier"),
    [
        ("maya", "make me something with 200 g of tamarind and 2 chicken breasts",
         {"tamarind": (200, "g"), "chicken breasts": (2, None)}, "Make it spicier"),
        ("luis", "hazme algo con medio kilo de champiñones y 3 jitomates",
         {"champiñones": (500, "g"), "jitomates": (3, None)}, "Más picante"),
    ],
)  # fmt: skip
async def test_the_amounts_a_cook_states_carry_into_the_recipe_and_its_changes(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    amounts: dict[str, tuple[float, str | None]],
    spicier: str,
) -> None:
    # Given a cook who says how much she has of each ingredient
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks for a recipe with them, then taps the chip to make it spicier
    made = await chat.say(asked)
    hotter = await chat.tap(made, spicier)

    # Then each line is the amount she said, before and after the change
    for answer in (made, hotter):
        for food, (quantity, unit) in amounts.items():
            line = _line(answer["customRecipe"], food)
            assert (line["quantity"], line.get("unit")) == (quantity, unit), line


@pytest.mark.parametrize(
    ("cook", "taps", "amounts", "not_added"),
    [
        # The catalogue's Shrimp Pad Thai (4 portions): 250 g rice noodles, 3 tbsp tamarind,
        # 2 shallots, 150 g bean sprouts; no paprika or parsley in it.
        ("maya", ("make a vegan version", "Shrimp Pad Thai"),
         {"rice noodle": (250, "g"), "tamarind": (3, "tbsp"), "shallot": (2, None),
          "bean sprout": (150, "g")},
         ("paprika", "parsley")),
        # Luis is vegetarian: the chip offers the version; the shrimp's 400 g go to the tofu.
        ("luis", ("Hacer versión vegetariana",),
         {"fideo de arroz": (250, "g"), "tamarindo": (3, "cda"), "chalota": (2, None),
          "tofu": (400, "g")},
         ("garbanzo", "pimiento", "pimentón", "perejil")),
    ],
)  # fmt: skip
async def test_a_version_of_a_catalogue_dish_keeps_the_dish_s_own_amounts(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    taps: tuple[str, ...],
    amounts: dict[str, tuple[float, str | None]],
    not_added: tuple[str, ...],
) -> None:
    # Given a cook who finds the pad thai
    chat = ChatCook(http, demo_cooks[cook])
    answer = await chat.say("pad thai")

    # When she asks for a version of it through the chips the answers offer
    for label in taps:
        chips = {chip["label"] for chip in answer.get("suggestions") or ()}
        answer = await chat.tap(answer, label) if label in chips else await chat.say(label)
    recipe = answer["customRecipe"]

    # Then its lines are the dish's, with the dish's amounts, for the dish's portions
    assert recipe["portions"] == 4
    for food, (quantity, unit) in amounts.items():
        line = _line(recipe, food)
        assert (line["quantity"], line.get("unit")) == (quantity, unit), line
    names = " ".join(fold(line["name"]) for line in recipe["ingredients"])
    assert not [word for word in not_added if fold(word) in names], names


@pytest.mark.parametrize(
    ("cook", "said", "food", "amount"),
    [
        ("maya", "I have ¼ cup of cream, 2 eggs and spinach", "cream", 0.25),
        ("sofia", "tengo ½ cebolla, pollo y arroz", "cebolla", 0.5),
    ],
)
async def test_a_fraction_written_as_one_character_is_that_amount(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    said: str,
    food: str,
    amount: float,
) -> None:
    # Given a cook who writes her amount as "½" or "¼", as phone keyboards offer them
    chat = ChatCook(http, demo_cooks[cook])

    # When she says what she has, then taps the first chip of the recipe made
    made = await chat.say(said)
    changed = await chat.tap_first(made)

    # Then both recipes use that amount (not "I ran into a problem"), in her language
    for answer in (made, changed):
        recipe = answer.get("customRecipe")
        assert recipe is not None, answer["message"]
        assert _line(recipe, food)["quantity"] == amount, recipe["ingredients"]
        assert answer["language"] == ("es" if cook == "sofia" else "en")


@pytest.mark.parametrize(
    ("cook", "asked", "amounts", "chile"),
    [
        ("maya", "make me something with 1½ cups rice, 2-3 eggs and 1½ chile jalapeño",
         {"rice": (1.5, "cups"), "egg": (3, None)}, "jalapeños"),
        ("sofia", "hazme algo con 1 1/2 tazas de arroz, 2 a 3 huevos y 1½ chile jalapeño",
         {"arroz": (1.5, "tazas"), "huevo": (3, None)}, "chiles jalapeños"),
    ],
)  # fmt: skip
async def test_mixed_numbers_and_ranges_typed_are_the_amounts_of_the_recipe(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    amounts: dict[str, tuple[float, str | None]],
    chile: str,
) -> None:
    # Given a cook who types "1½", "1 1/2" and a range of eggs
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks for a recipe with them, then taps the first chip of the recipe made
    made = await chat.say(asked)
    changed = await chat.tap_first(made)

    # Then one and a half is one and a half, a range is its upper amount (not its product),
    # and one and a half chiles are named in the plural; the change (spicier: more chile)
    # keeps the rest
    assert _line(made["customRecipe"], "jalapeño")["quantity"] == 1.5
    for answer in (made, changed):
        recipe = answer["customRecipe"]
        for food, (quantity, unit) in amounts.items():
            line = _line(recipe, food)
            assert (line["quantity"], line.get("unit")) == (quantity, unit), line
        assert _line(recipe, "jalapeño")["name"] == chile


@pytest.mark.parametrize(
    ("cook", "asked", "rice", "unit", "halve"),
    [
        ("maya", "create a recipe with a cup of rice, chicken and frozen peas", "rice", "cup",
         "For 2 people"),
        ("sofia", "crea una receta con una taza de arroz, pollo y chícharos", "arroz", "taza",
         "Para 2 personas"),
    ],
)  # fmt: skip
async def test_a_unit_said_with_an_article_is_one_of_that_unit(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    rice: str,
    unit: str,
    halve: str,
) -> None:
    # Given a cook who says "a cup of rice" / "una taza de arroz", with no figure
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks for a recipe with it, then taps the chip for 2 people
    made = await chat.say(asked)
    halved = await chat.tap(made, halve)

    # Then the rice is one cup (the line names the rice, not "cup of rice"), and half of it
    # for half the servings
    for answer, quantity in ((made, 1), (halved, 0.5)):
        line = _line(answer["customRecipe"], rice)
        assert (line["name"], line["quantity"], line.get("unit")) == (rice, quantity, unit)
