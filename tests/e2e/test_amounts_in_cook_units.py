"""Amounts read as a cook writes them, on the card and in the steps, whatever the servings.

A soup's card read "1000 ml chicken broth" beside a step that poured "1 l", and "for 8 people"
made the card "2000 ml" while the step still poured "1 l". A line of 1000 ml or 1000 g or more
is now in litres or kilograms, under that in millilitres or grams, and a step says what its
line says after every change of servings.

Through HTTP into the chat app on the offline provider, as the demo cooks writing in their own
language and in the other one, the servings chip the server offers sent back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_BROTH = re.compile(r"broth|caldo", re.IGNORECASE)


def _broth(recipe: dict[str, Any]) -> tuple[str, str]:
    """The broth's line as the card shows it ("1 l"), and the step sentence that pours it."""
    lines = [i for i in recipe["ingredients"] if _BROTH.search(i["name"])]
    assert len(lines) == 1, recipe["ingredients"]
    line = lines[0]
    shown = f"{line['quantity']:g} {line['unit']}"
    poured = [s["instruction"] for s in recipe["steps"] if f" {line['name']}" in s["instruction"]]
    assert poured, recipe["steps"]
    return shown, poured[0]


def _metric_lines(recipe: dict[str, Any]) -> list[str]:
    """Lines a cook would not write: 1000 or more of a small unit, under one of a large one."""
    return [
        f"{i['quantity']} {i.get('unit')} {i['name']}"
        for i in recipe["ingredients"]
        if (i.get("unit") in ("g", "ml") and i["quantity"] >= 1000)
        or (i.get("unit") in ("kg", "l") and i["quantity"] < 1)
    ]


@pytest.mark.parametrize(
    ("cook_name", "asked", "more", "fewer", "litres"),
    [
        ("maya", "make me a soup with chicken, carrots and rice", "para 8 personas",
         "para 2 personas", ("1 l", "2 l", "500 ml")),
        ("sofia", "hazme una sopa con pollo, zanahoria y arroz", "for 8 people",
         "for 2 people", ("1 l", "2 l", "500 ml")),
        ("ana", "hazme una sopa con pollo, zanahoria y arroz", "for 6 people",
         "for 2 people", ("1 l", "1.5 l", "500 ml")),
    ],
)  # fmt: skip
async def test_the_card_and_its_steps_say_an_amount_as_a_cook_writes_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    more: str,
    fewer: str,
    litres: tuple[str, str, str],
) -> None:
    # Given a soup for four made
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)

    # When she asks for more servings, then for fewer (once she has said how many she cooks
    # for, no chip offers other portions, so she says it)
    bigger = await chat.say(more)
    smaller = await chat.say(fewer)

    # Then each card says its broth in the unit a cook writes, and the step pours that amount
    for answer, amount in zip((made, bigger, smaller), litres, strict=True):
        recipe = answer["customRecipe"]
        assert not _metric_lines(recipe), _metric_lines(recipe)
        shown, poured = _broth(recipe)
        assert shown == amount, (shown, recipe["portions"])
        assert f"{amount} " in poured, poured


_SPOONS = {"en": ("tbsp", "tsp"), "es": ("cda", "cdta")}


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "change", "seasoning", "language"),
    [
        ("maya", "jambalaya", "the first one", "use chicken instead of shrimp", "cajun", "en"),
        ("sofia", "jambalaya", "la primera", "usa pollo en vez de camarón", "cajún", "es"),
    ],
)  # fmt: skip
async def test_less_than_a_tablespoon_is_measured_in_teaspoons(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    change: str,
    seasoning: str,
    language: str,
) -> None:
    # Given her version of the jambalaya for six: 1 tablespoon of Cajun seasoning, 2 of oil
    chat = ChatCook(http, demo_cooks[cook_name])
    await chat.say(asked)
    await chat.say(picked)
    version = await chat.say(change)

    # When she taps the chip the version offers for two people
    chips = [c["label"] for c in version.get("suggestions") or () if "2" in c["label"]]
    assert chips, version.get("suggestions")
    smaller = await chat.tap(version, chips[0])

    # Then no line asks for a fraction of a tablespoon, a spoon no drawer holds: a third of
    # the seasoning's tablespoon is 1 teaspoon, two thirds of the oil's two are 2 teaspoons
    tablespoon, teaspoon = _SPOONS[language]
    recipe = smaller["customRecipe"]
    assert recipe["portions"] == 2
    lines = recipe["ingredients"]
    assert not [i for i in lines if i.get("unit") == tablespoon and i["quantity"] < 1], lines
    spiced = [i for i in lines if seasoning in i["name"].lower()]
    assert [(i["quantity"], i["unit"]) for i in spiced] == [(1, teaspoon)], lines
    assert smaller["language"] == language


_STALKS = {"en": ("celery", ("stalks", "stalk")), "es": ("apio", ("tallos", "tallo"))}


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "change", "language"),
    [
        ("maya", "jambalaya", "the first one", "use chicken instead of shrimp", "en"),
        ("sofia", "jambalaya", "la primera", "usa pollo en vez de camarón", "es"),
    ],
)  # fmt: skip
async def test_celery_is_counted_in_stalks(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    change: str,
    language: str,
) -> None:
    # Given her version of the jambalaya for six, with two stalks of celery
    chat = ChatCook(http, demo_cooks[cook_name])
    await chat.say(asked)
    await chat.say(picked)
    version = await chat.say(change)

    # When she taps the chip the version offers for two people
    chips = [c["label"] for c in version.get("suggestions") or () if "2" in c["label"]]
    assert chips, version.get("suggestions")
    smaller = await chat.tap(version, chips[0])

    # Then the celery is counted in stalks, never "2 celeries", and a third of two is one
    # whole stalk, not "½ celery"
    food, (stalks, stalk) = _STALKS[language]
    for answer, expected in ((version, (2, stalks)), (smaller, (1, stalk))):
        lines = answer["customRecipe"]["ingredients"]
        celery = [(i["quantity"], i.get("unit")) for i in lines if food in i["name"].lower()]
        assert celery == [expected], lines
