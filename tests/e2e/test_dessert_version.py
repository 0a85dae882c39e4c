"""A version of a catalogue dessert is made as a dessert: a cream that sets, not a skillet.

"vegan panna cotta" offers a vegan version of the catalogue's panna cotta; tapped, it came back
as a skillet of coconut milk in olive oil with black pepper, its gelatin kept. Through HTTP into
the chat app on the offline provider, in English and Spanish, through the chips it offers.
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


def _lines(recipe: dict[str, Any]) -> set[str]:
    return {fold(line["name"]) for line in recipe["ingredients"]}


def _steps(recipe: dict[str, Any]) -> str:
    return " ".join(fold(step["instruction"]) for step in recipe["steps"])


@pytest.mark.parametrize(
    ("cook", "asked", "version", "halve", "animal", "savoury", "chilled", "spicier"),
    [
        ("maya", "vegan panna cotta", "Make a vegan version", "For 2 people",
         ("gelatin", "heavy cream", "milk"), ("skillet", "pepper", "olive oil"), "refrigerate",
         "Make it spicier"),
        ("luis", "flan vegano", "Hacer versión vegana", "Para 2 personas",
         ("huevo", "grenetina", "leche condensada", "queso crema"),
         ("sarten", "pimienta", "aceite"),
         "refrigera", "Más picante"),
    ],
)  # fmt: skip
async def test_a_vegan_version_of_a_dessert_is_a_dessert_without_animal_foods(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    version: str,
    halve: str,
    animal: tuple[str, ...],
    savoury: tuple[str, ...],
    chilled: str,
    spicier: str,
) -> None:
    # Given a cook who asks for a vegan catalogue dessert and is offered a version of it
    chat = ChatCook(http, demo_cooks[cook])
    offered = await chat.say(asked)

    # When she taps the version, then the chip for 2 people on the recipe made
    made = await chat.tap(offered, version)
    halved = await chat.tap(made, halve)

    # Then both recipes are a dessert that sets in the fridge: no egg, dairy or gelatin, no
    # pan of oil and pepper, and no chip to make a dessert spicier
    for answer in (made, halved):
        recipe = answer["customRecipe"]
        lines, steps = _lines(recipe), _steps(recipe)
        # Each of the dish's own animal lines is gone (oat milk stands where milk was)
        assert not [f for f in animal if any(line.startswith(fold(f)) for line in lines)], lines
        assert not [word for word in savoury if word in f"{' '.join(lines)} {steps}"], steps
        assert chilled in steps
        assert spicier not in {chip["label"] for chip in answer.get("suggestions") or ()}
    assert halved["customRecipe"]["portions"] == 2


@pytest.mark.parametrize(
    ("cook", "asked", "version", "made_as", "kept"),
    [
        ("maya", "make a vegan version of the panna cotta", "Make a vegan version", "dessert",
         "coconut milk"),
        ("luis", "haz una versión vegana del flan", "Hacer versión vegana", "dessert",
         "leche de coco"),
        ("maya", "make a vegan version of Baja Fish Tacos", "Make a vegan version", "vegan",
         "corn tortillas"),
    ],
)  # fmt: skip
async def test_a_diet_s_version_typed_is_offered_as_the_catalogue_dish_and_made_of_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    version: str,
    made_as: str,
    kept: str,
) -> None:
    # Given a cook who types "make a vegan version of the panna cotta" with no card open
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks, then taps the version the answer offers
    offered = await chat.say(asked)
    made = await chat.tap(offered, version)

    # Then the recipe is the catalogue dish's own, made her way (not a search for every word
    # that found nothing, nor a tofu skillet without the tacos' tortillas)
    recipe = made["customRecipe"]
    assert made_as in recipe["tags"]
    assert fold(kept) in _lines(recipe)
