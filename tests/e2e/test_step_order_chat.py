"""The steps of a recipe made in the chat are in the order a cook does them, through its chips:
the rice goes on first (it came last, "Meanwhile, cook the rice 18 minutes", after the eggs
were done) and frozen peas are added, not chopped.

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


def _steps(answer: dict[str, Any]) -> list[str]:
    return [fold(step["instruction"]) for step in answer["customRecipe"]["steps"]]


@pytest.mark.parametrize(
    ("cook", "asked", "cook_rice", "peas", "chop"),
    [
        ("maya", "create a recipe with rice, chicken, eggs and frozen peas", "cook the rice",
         "frozen peas", "chop"),
        ("sofia", "crea una receta con arroz, huevos y chícharos congelados", "cuece el arroz",
         "chicharos congelados", "pica"),
    ],
)  # fmt: skip
async def test_the_rice_goes_on_first_and_frozen_peas_are_not_chopped(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    cook_rice: str,
    peas: str,
    chop: str,
) -> None:
    # Given a cook who asks for a recipe with rice and frozen peas
    chat = ChatCook(http, demo_cooks[cook])

    # When it is made, and she taps each chip it offers in turn
    answers = [await chat.say(asked)]
    for label in [chip["label"] for chip in answers[0].get("suggestions") or ()][:2]:
        answers.append(await chat.tap(answers[-1], label))

    # Then every version cooks the rice first, once, and no step chops the peas
    for answer in answers:
        steps = _steps(answer)
        assert [at for at, text in enumerate(steps) if cook_rice in text] == [0], steps
        chopped = [text for text in steps if chop in text and peas in text]
        assert not chopped, chopped


@pytest.mark.parametrize(
    ("cook", "asked", "cook_rice"),
    [
        ("maya", "create a recipe with rice, chicken and spinach", "cook the rice"),
        ("luis", "hazme algo con garbanzos, espinacas y arroz", "cuece el arroz"),
    ],
)
async def test_a_chili_added_goes_into_the_dish_not_into_the_rice_cooking_alongside(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], cook: str, asked: str, cook_rice: str
) -> None:
    # Given a recipe whose rice goes on first, while the rest is made
    chat = ChatCook(http, demo_cooks[cook])
    made = await chat.say(asked)
    assert cook_rice in _steps(made)[0], _steps(made)

    # When she taps the first chip it offers, "Make it spicier"
    spicier = await chat.tap_first(made)

    # Then the chili it adds is cooked with the dish: not in the rice's step
    before = {fold(line["name"]) for line in made["customRecipe"]["ingredients"]}
    added = [
        fold(line["name"])
        for line in spicier["customRecipe"]["ingredients"]
        if fold(line["name"]) not in before
    ]
    assert added, spicier["message"]
    steps = _steps(spicier)
    assert cook_rice in steps[0], steps
    assert not any(name in steps[0] for name in added), steps
    assert any(name in text for name in added for text in steps[1:]), steps


@pytest.mark.parametrize(
    ("cook", "asked", "peas", "chop"),
    [
        ("ana", "tengo pollo, arroz y chícharos, ¿qué hago?", "chicharos", "pica"),
        ("maya", "make me something with chicken, rice and peas", "peas", "chop"),
        # Kernels, small pods and sprouts come in pieces too.
        ("luis", "crea una receta con elote, frijoles y cebolla", "elote", "pica"),
        ("sofia", "create a recipe with corn, chicken and onion", "corn", "chop"),
        ("ana", "create a recipe with beef, snow peas and bean sprouts", "snow peas", "chop"),
    ],
)
async def test_peas_are_added_as_they_are_never_chopped(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    peas: str,
    chop: str,
) -> None:
    # Given a cook who asks for a recipe with peas (not said frozen)
    chat = ChatCook(http, demo_cooks[cook])

    # When it is made, and she taps its first chip
    made = await chat.say(asked)
    answers = [made, await chat.tap_first(made)]

    # Then the peas go into the pan, and no step chops them
    for answer in answers:
        steps = _steps(answer)
        assert any(peas in text for text in steps), steps
        assert not [text for text in steps if chop in text and peas in text], steps
