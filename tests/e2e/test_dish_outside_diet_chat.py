"""A dish the catalogue has only outside the cook's diet, through the chat on the offline
provider: the answer says the dish exists but not for her diet, offers to make a version of
THAT dish that fits, and the chip it offers, sent back, makes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest

from tests.integration.test_chat_harness import ask, chat_client, make_deps

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
        yield client


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


CASES = [
    Case(
        language="es",
        diets=("vegetarian",),
        asked="tacos de pescado estilo Ensenada",
        says="El catálogo tiene Tacos de Pescado Estilo Baja, pero no en versión vegetariana.",
        label="Hacer versión vegetariana",
        never=("pescado", "fish", "bacalao", "camar"),
    ),
    Case(
        language="en",
        diets=("vegetarian",),
        asked="fish tacos",
        says="The catalogue has Baja Fish Tacos, but no vegetarian version.",
        label="Make a vegetarian version",
        never=("fish", "cod", "shrimp"),
    ),
    Case(
        language="en",
        diets=(),
        asked="vegan pad thai",
        says="The catalogue has Shrimp Pad Thai, but no vegan version.",
        label="Make a vegan version",
        never=("shrimp", "egg", "fish sauce", "honey"),
    ),
    Case(
        language="es",
        allergens=("peanut",),
        asked="pad thai",
        says="El catálogo tiene Pad Thai de Camarones, pero solo con cacahuates.",
        label="Hacerla sin cacahuates",
        never=("cacahuate", "peanut"),
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
    answer = await ask(http, user, case.asked)

    # Then no other recipe stands in for it: the answer says the dish exists but not for her
    # diet, and its first chip offers that dish made to fit
    assert not answer.get("recipes")
    assert answer["language"] == case.language
    assert case.says in answer["message"], answer["message"]
    assert answer["trace"]["fallbackReason"] == "outside_diet"
    chip = answer["suggestions"][0]
    assert chip["label"] == case.label

    # When she taps it (the app sends the chip's message as her next message)
    made = await ask(http, user, chip["message"])

    # Then a custom recipe is made, in her language, without what her diet leaves out
    assert made["language"] == case.language
    assert made.get("customRecipe"), made["message"]
    names = _ingredient_names(made)
    assert names
    assert not [name for name in names if any(food in name for food in case.never)], names
