"""A custom version of a catalogue dish, made by tapping the chip the answer offers, reads as a
cook would write it: a herb counted in sprigs ("4 ramitas de eneldo", not "4 eneldo") or in
leaves ("8 hojas de salvia", not "8 salvia"), a counted food in the plural ("12 corn
tortillas", not "12 corn tortilla"), bean
sprouts scattered over at the end (never chopped), and a vegan version without mayonnaise in
any guise (no "100 g olive oil" standing in for it).

Through HTTP into the chat app on the offline provider, in English and Spanish.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration


def _line(recipe: dict[str, Any], name: str) -> dict[str, Any]:
    found = [i for i in recipe["ingredients"] if i["name"] == name]
    assert len(found) == 1, [i["name"] for i in recipe["ingredients"]]
    return found[0]


@pytest.mark.parametrize(
    ("language", "asked", "dill", "sprigs"),
    [
        ("en", "I want salmon en papillote with vegetables", "dill", "sprigs"),
        ("es", "quiero salmón en papillote con verduras", "eneldo", "ramitas"),
    ],
)
async def test_a_herb_the_dish_counts_is_counted_in_sprigs(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    language: str,
    asked: str,
    dill: str,
    sprigs: str,
) -> None:
    # Given a vegetarian asking for the catalogue's salmon en papillote (its dill: 4 pieces)
    chat = ChatCook(http, cook(language, diets=("vegetarian",)).user_id)
    outside = await chat.say(asked)

    # When she taps the vegetarian version the answer offers
    made = await chat.tap_first(outside)

    # Then the dill line says how much in a unit a cook can pick
    line = _line(made["customRecipe"], dill)
    assert (line["quantity"], line["unit"]) == (4, sprigs)


@pytest.mark.parametrize(
    ("language", "asked", "sage", "leaves"),
    [
        ("en", "I want saltimbocca", "sage", "leaves"),
        ("es", "quiero saltimbocca", "salvia", "hojas"),
    ],
)
async def test_a_herb_the_dish_counts_by_the_leaf_is_counted_in_leaves(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    language: str,
    asked: str,
    sage: str,
    leaves: str,
) -> None:
    # Given a vegetarian asking for the catalogue's saltimbocca (its sage: 8 pieces)
    chat = ChatCook(http, cook(language, diets=("vegetarian",)).user_id)
    outside = await chat.say(asked)

    # When she taps the vegetarian version the answer offers
    made = await chat.tap_first(outside)

    # Then the sage is counted in leaves
    line = _line(made["customRecipe"], sage)
    assert (line["quantity"], line["unit"]) == (8, leaves)


@pytest.mark.parametrize(
    ("language", "asked", "meats"),
    [
        ("en", "I want saltimbocca", ("veal", "prosciutto")),
        ("es", "quiero saltimbocca", ("ternera", "prosciutto")),
    ],
)
async def test_a_vegetarian_version_swaps_every_meat_of_the_dish(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    language: str,
    asked: str,
    meats: tuple[str, ...],
) -> None:
    # Given a vegetarian asking for the catalogue's saltimbocca (veal wrapped in prosciutto)
    chat = ChatCook(http, cook(language, diets=("vegetarian",)).user_id)
    outside = await chat.say(asked)

    # When she taps the vegetarian version the answer offers
    made = await chat.tap_first(outside)

    # Then no meat is left in it, something stands in for it, and nothing is flagged
    recipe = made["customRecipe"]
    names = [line["name"] for line in recipe["ingredients"]]
    assert not any(meat in name for name in names for meat in meats), names
    assert any("tofu" in name for name in names), names
    assert not made.get("safetyFlags"), made["safetyFlags"]


@pytest.mark.parametrize(
    ("language", "asked", "veal"),
    [("en", "gluten free saltimbocca", "veal"), ("es", "saltimbocca sin gluten", "ternera")],
)
async def test_a_meat_the_dish_counts_in_cuts_keeps_its_name(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    language: str,
    asked: str,
    veal: str,
) -> None:
    # Given a gluten-free cook asking for the catalogue's saltimbocca (8 pieces of veal: cutlets)
    chat = ChatCook(http, cook(language, diets=("gluten_free",)).user_id)
    outside = await chat.say(asked)

    # When she taps the gluten-free version the answer offers
    made = await chat.tap_first(outside)

    # Then the veal is counted as the dish counts it, never as "8 veals"
    line = _line(made["customRecipe"], veal)
    assert line["quantity"] == 8, line


@pytest.mark.parametrize(
    ("cook_name", "asked", "counted"),
    [
        ("maya", "vegan baja fish tacos", {"corn tortillas": 12, "limes": 2, "tomatoes": 2}),
        ("sofia", "tacos de pescado estilo baja veganos",
         {"tortillas de maíz": 12, "limones": 2, "tomates": 2}),
    ],
)  # fmt: skip
async def test_a_food_the_dish_counts_is_named_in_the_plural(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    counted: dict[str, int],
) -> None:
    # Given a cook asking for vegan fish tacos (the catalogue counts tortillas, limes, tomatoes)
    chat = ChatCook(http, demo_cooks[cook_name])
    outside = await chat.say(asked)

    # When she taps the vegan version the answer offers
    made = await chat.tap_first(outside)

    # Then each counted food is named as a cook counts it
    for name, quantity in counted.items():
        line = _line(made["customRecipe"], name)
        assert (line["quantity"], line.get("unit")) == (quantity, None), line


@pytest.mark.parametrize(
    ("cook_name", "asked", "sprouts", "added", "chopping"),
    [
        ("ana", "make me a pad thai", "bean sprout", "bean sprout",
         r"\bchop\b[^.]*\bbean sprout"),
        # The card's own step names its sprouts "germinado", its line "germen de soya".
        ("sofia", "hazme un pad thai", "germen de soya", "germinado",
         r"\bpica\b[^.]*\b(?:germen de soya|germinado)"),
    ],
)  # fmt: skip
async def test_bean_sprouts_are_scattered_over_never_chopped(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    sprouts: str,
    added: str,
    chopping: str,
) -> None:
    # Given a cook allergic to peanuts, shown that the catalogue's pad thai has them
    chat = ChatCook(http, demo_cooks[cook_name])
    outside = await chat.say(asked)

    # When she taps the version without them
    made = await chat.tap_first(outside)

    # Then the bean sprouts are in it, and no step chops them
    recipe = made["customRecipe"]
    _line(recipe, sprouts)
    steps = [step["instruction"] for step in recipe["steps"]]
    assert any(added in step for step in steps), steps
    assert not any(re.search(chopping, step, re.IGNORECASE) for step in steps), steps


@pytest.mark.parametrize(
    ("cook_name", "asked", "mayo", "olive_oil"),
    [
        ("maya", "vegan baja fish tacos", "mayonnaise", "olive oil"),
        ("sofia", "tacos de pescado estilo baja veganos", "mayonesa", "aceite de oliva"),
    ],
)
async def test_a_vegan_version_leaves_the_mayonnaise_out_with_nothing_posing_as_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    mayo: str,
    olive_oil: str,
) -> None:
    # Given a cook asking for vegan fish tacos (the catalogue's have fish, mayonnaise, crema)
    chat = ChatCook(http, demo_cooks[cook_name])
    outside = await chat.say(asked)

    # When she taps the vegan version the answer offers
    made = await chat.tap_first(outside)

    # Then no mayonnaise, no oil by its weight in its place, and the crema's swap keeps the
    # crema's own small amount
    recipe = made["customRecipe"]
    names = [i["name"] for i in recipe["ingredients"]]
    assert mayo not in names, names
    assert olive_oil not in names, names
    assert f"{mayo}" in recipe["description"]
    coconut = [i for i in recipe["ingredients"] if "coco" in i["name"]]
    assert coconut, names
    assert all(i["quantity"] <= 250 for i in coconut), coconut
