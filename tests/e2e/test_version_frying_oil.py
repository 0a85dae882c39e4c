"""A version of a catalogue dish fried in a pot of oil cooks in a pan's worth of oil, or
deep-fries in the pot as the dish's own steps say: "vegan tacos" → "Make a vegan version" of
Baja Fish Tacos heated the dish's 750 ml of frying oil in a skillet and poured the beer into
it, a deep-fry no step told how to do.

Through HTTP into the chat app on the offline provider, as the demo cooks, in English and
Spanish, the server's own chips sent back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook
from tests.http_support import run_sql

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# A spoonful or two of oil to cook in, at most half a cup, whatever the unit.
_PAN_OIL = {"ml": 120.0, "tbsp": 8.0, "cda": 8.0, "tsp": 24.0, "cdta": 24.0, "cup": 0.5}
_OIL = ("oil", "aceite")
# Where a pot's worth of oil is heated to deep-fry.
_DEEP_POT = ("deep pot", "olla honda")


def _catalogue_oil_ml(database_url: str) -> float:
    """The frying oil of the catalogue's Baja Fish Tacos, in millilitres."""
    rows = run_sql(
        database_url,
        "select ri.quantity from recipes r"
        " join recipe_ingredients ri on ri.recipe_id = r.id"
        " join ingredients i on i.id = ri.ingredient_id"
        " where r.name_en = 'Baja Fish Tacos' and i.name_en like '%%oil' and ri.unit = 'ml'",
    )
    return max(float(row[0]) for row in rows or ())


@pytest.mark.parametrize(
    ("cook", "asked", "language"),
    [("ana", "vegan tacos", "en"), ("sofia", "tacos veganos", "es")],
)
async def test_a_vegan_version_of_fried_fish_tacos_cooks_in_a_pans_worth_of_oil(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    database_url: str,
    *,
    cook: str,
    asked: str,
    language: str,
) -> None:
    # Given the catalogue's fish tacos, fried in a pot of oil
    assert _catalogue_oil_ml(database_url) > _PAN_OIL["ml"]
    chat = ChatCook(http, demo_cooks[cook])

    # When a cook asks for vegan tacos and taps the chip that makes a version
    offered = await chat.say(asked)
    chips = [c["label"] for c in offered["suggestions"]]
    version = next(label for label in chips if "vegan" in label.casefold())
    answer: dict[str, Any] = await chat.tap(offered, version)

    # Then the version, in her language, cooks in a pan's worth of oil, or deep-fries in the
    # card's pot of it as the card's own steps say (the version is the card's recipe: a pot of
    # oil is heated in a deep pot and the battered food fried in it, never heated in a skillet)
    recipe = answer["customRecipe"]
    assert answer["language"] == language
    names = [line["name"].casefold() for line in recipe["ingredients"]]
    oils = [
        line
        for line, name in zip(recipe["ingredients"], names, strict=True)
        if name.endswith(_OIL) or name.startswith(_OIL)
    ]
    assert oils, recipe["ingredients"]
    steps = " ".join(step["instruction"].casefold() for step in recipe["steps"])
    deep_fried = any(pot in steps for pot in _DEEP_POT) and "skillet" not in steps
    for line in oils:
        limit = _PAN_OIL.get(str(line.get("unit")))
        assert limit is not None, line
        assert float(line["quantity"]) <= limit or deep_fried, (line, steps)
