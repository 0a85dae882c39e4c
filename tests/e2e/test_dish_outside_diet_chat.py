"""A dish the catalogue has only outside the cook's diet, through the chat on the offline
provider: the answer says the dish exists but not for her diet, offers to make a version of
THAT dish that fits, and the chip it offers, sent back, makes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook, voice_call

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@dataclass(frozen=True, kw_only=True)
class Case:
    """A cook, what she asks, what the answer says and offers, and what the recipe lacks."""

    language: str
    diets: tuple[str, ...] = ()
    allergens: tuple[str, ...] = ()
    asked: str
    says: str
    label: str
    never: tuple[str, ...]
    # The dish's own ingredients the version keeps, and the words of its name it keeps.
    keeps: tuple[str, ...]
    named: str


CASES = [
    Case(
        language="es",
        diets=("vegetarian",),
        asked="tacos de pescado estilo Ensenada",
        says="El catálogo tiene Tacos de Pescado Estilo Baja, pero no en versión vegetariana.",
        label="Hacer versión vegetariana",
        never=("pescado", "fish", "bacalao", "camar"),
        keeps=("tortilla", "col", "tofu"),
        named="Tacos de",
    ),
    Case(
        language="en",
        diets=("vegetarian",),
        asked="fish tacos",
        says="The catalogue has Baja Fish Tacos, but no vegetarian version.",
        label="Make a vegetarian version",
        never=("fish", "cod", "shrimp"),
        keeps=("tortilla", "cabbage", "tofu"),
        named="Tacos",
    ),
    Case(
        language="en",
        diets=(),
        asked="vegan pad thai",
        says="The catalogue has Shrimp Pad Thai, but no vegan version.",
        label="Make a vegan version",
        never=("shrimp", "egg", "fish sauce", "honey"),
        keeps=("rice noodle", "tamarind", "bean sprout", "tofu"),
        named="Pad Thai",
    ),
    Case(
        language="es",
        allergens=("peanut",),
        asked="pad thai",
        says="El catálogo tiene Pad Thai de Camarones, pero solo con cacahuates.",
        label="Hacerla sin cacahuates",
        never=("cacahuate", "peanut"),
        keeps=("fideo de arroz", "tamarindo", "camar", "huevo"),
        named="Pad Thai de Camarones",
    ),
]


def _ingredient_names(answer: dict[str, Any]) -> list[str]:
    recipe = answer["customRecipe"]
    return [item["name"].casefold() for item in recipe["ingredients"]]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.asked)
async def test_the_dish_outside_the_diet_is_offered_made_to_fit_and_the_chip_makes_it(
    http: httpx.AsyncClient, cook: Callable[..., Principal], case: Case
) -> None:
    # Given a cook whose diet the catalogue's version of the dish breaks
    user = cook(case.language, diets=case.diets, allergens=case.allergens)

    # When she asks for that dish
    chat = ChatCook(http, user.user_id)
    answer = await chat.say(case.asked)

    # Then no other recipe stands in for it: the answer says the dish exists but not for her
    # diet, and its first chip offers that dish made to fit
    assert not answer.get("recipes")
    assert answer["language"] == case.language
    assert case.says in answer["message"], answer["message"]
    assert answer["trace"]["fallbackReason"] == "outside_diet"
    chip = answer["suggestions"][0]
    assert chip["label"] == case.label

    # When she taps it (the app sends the chip's message as her next message)
    made = await chat.tap(answer, chip["label"])

    # Then a custom recipe is made, in her language, without what her diet leaves out
    assert made["language"] == case.language
    assert made.get("customRecipe"), made["message"]
    names = _ingredient_names(made)
    assert names
    assert not [name for name in names if any(food in name for food in case.never)], names
    # And it is that dish: its own ingredients, what it lacks swapped, its name kept
    assert all(any(food in name for name in names) for food in case.keeps), names
    assert case.named in made["customRecipe"]["suggestedName"]
    # And the message says which dish it is a version of
    assert case.named in made["message"], made["message"]
    # And no chip offers a swap the recipe already made (a dead tap)
    offered = " ".join(chip["message"].casefold() for chip in made["suggestions"])
    assert not [food for food in case.never if food in offered], offered

    # When she taps the first change it offers, the dish is still that dish
    changed = await chat.tap_first(made)
    assert changed["customRecipe"]["suggestedName"] == made["customRecipe"]["suggestedName"]
    kept = _ingredient_names(changed)
    assert not [name for name in kept if any(food in name for food in case.never)], kept


@pytest.mark.parametrize(
    ("language", "notes", "keeps", "never"),
    [
        ("es", "dish: versión vegetariana de Tacos de Pescado Estilo Baja", ("tortilla", "col"),
         ("pescado",)),
        ("en", "vegetarian version of Baja Fish Tacos", ("tortilla", "cabbage"), ("fish",)),
    ],
)  # fmt: skip
async def test_by_voice_a_version_of_the_dish_is_made_of_that_dish_too(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    language: str,
    notes: str,
    keeps: tuple[str, ...],
    never: tuple[str, ...],
) -> None:
    # Given a vegetarian in a voice session, the model relaying the dish the chip carries
    user = cook(language, diets=("vegetarian",))
    call = ("generate_custom_recipe", {"ingredients": ["tofu"], "notes": notes})

    # When the voice tool runs
    said = await voice_call(database, database_url, user, language, call)

    # Then the recipe is that dish made vegetarian, as in chat
    recipe = said["response"]["customRecipe"]
    names = [item["name"].casefold() for item in recipe["ingredients"]]
    assert all(any(food in name for name in names) for food in keeps), names
    assert not [name for name in names if any(food in name for food in never)], names
    assert "Tacos" in recipe["suggestedName"]


@pytest.mark.parametrize(
    ("language", "asked", "dish", "label"),
    [
        ("en", "shrimp pad thai", "Shrimp Pad Thai", "Make it without peanuts"),
        ("es", "pad thai de camarones", "Pad Thai de Camarones", "Hacerla sin cacahuates"),
    ],
)
async def test_a_dish_held_back_for_an_allergy_is_said_once(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    language: str,
    asked: str,
    dish: str,
    label: str,
) -> None:
    # Given a cook allergic to peanuts, and a catalogue whose only pad thai has peanuts
    user = cook(language, allergens=("peanut",))
    chat = ChatCook(http, user.user_id)

    # When she asks for it
    answer = await chat.say(asked)

    # Then the answer says once that the dish exists only with peanuts, not again that it
    # was left out for them
    assert answer["message"].count(dish) == 1, answer["message"]
    assert not any(left in answer["message"] for left in ("I left out", "No incluí"))
    # And its chip, sent back, makes that dish without them
    made = await chat.tap(answer, label)
    assert made["language"] == language
    assert "Pad Thai" in made["customRecipe"]["suggestedName"], made["message"]
    names = _ingredient_names(made)
    assert not [name for name in names if "peanut" in name or "cacahuate" in name], names
