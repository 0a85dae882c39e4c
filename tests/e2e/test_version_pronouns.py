"""A pronoun of another noun, said after the food a version swapped, keeps that noun's gender.

The vegetarian souvlaki said "Ensarta el tofu firme en 8 brochetas (si son de madera,
remójalos antes 20 minutos en agua)": "remójalas" named the skewers, but was made to agree
with the tofu that took the chicken breasts' place. A pronoun that names the food itself
still agrees with the new one ("aplánalas" of the breasts is "aplánalos" of the tofu).
Through HTTP into the chat app on the offline provider as the vegetarian demo cook, in
Spanish (English pronouns carry no gender), tapping the chips the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _step_with(answer: dict[str, Any], word: str) -> str:
    recipe = answer.get("customRecipe")
    assert recipe is not None, answer["message"]
    found = [s["instruction"] for s in recipe["steps"] if word in s["instruction"]]
    assert found, [s["instruction"] for s in recipe["steps"]]
    return found[0]


@pytest.mark.parametrize(
    ("asked", "noun", "its_pronoun", "food_pronoun"),
    [
        ("quiero souvlaki", "brochetas", "remójalas", None),
        ("quiero pollo piccata", "tofu firme", None, "aplánalos"),
    ],
)
async def test_a_pronoun_names_the_noun_said_before_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    asked: str,
    noun: str,
    its_pronoun: str | None,
    food_pronoun: str | None,
) -> None:
    # Given a dish the catalogue has only with meat, its vegetarian version offered
    chat = ChatCook(http, demo_cooks["luis"])
    offered = await chat.say(asked)

    # When she taps the chip that makes it, then the chip the version offers first
    version = await chat.tap(offered, "Hacer versión vegetariana")
    changed = await chat.tap_first(version)

    # Then the step's pronouns agree with what they name, in both
    for answer in (version, changed):
        step = _step_with(answer, noun)
        if its_pronoun:
            assert its_pronoun in step, step
        if food_pronoun:
            assert food_pronoun in step, step
