"""A dairy-free version of a catalogue dessert, as a cook reaches it by tapping: its steps name
each swapped ingredient once, and each swap takes as much as the food it stands for.

The milk line's swap ("oat milk") used to be written over every "milk" of the text again and
again, the coconut milk that stood for the cream included: "finish with the coconut oat oat
oat … milk, milk"; and 500 ml of cream became 1.5 l of coconut milk.

Through HTTP into the chat app on the offline provider, as the demo cooks, in English and
Spanish, the server's own chips sent back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook
from tests.http_support import run_sql

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_REPEATED_WORD = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)
_DAIRY = {"en": ("cream", "milk"), "es": ("crema", "leche")}


def _catalogue_amounts(database_url: str, name: str, language: str) -> dict[str, float]:
    """The catalogue recipe's amounts by ingredient name, in the answer's language."""
    rows = run_sql(
        database_url,
        "select case when %s = 'es' then i.name_es else i.name_en end, ri.quantity"
        " from recipes r"
        " join recipe_ingredients ri on ri.recipe_id = r.id"
        " join ingredients i on i.id = ri.ingredient_id"
        " where r.name_en = %s or r.name_es = %s",
        (language, name, name),
    )
    return {str(row[0]): float(row[1]) for row in rows or () if row[1] is not None}


@pytest.mark.parametrize(
    ("cook", "asked", "change", "language"),
    [
        ("maya", "panna cotta", "make it dairy-free", "en"),
        ("sofia", "panna cotta", "hazla sin lácteos", "es"),
    ],
)
async def test_a_dairy_free_panna_cotta_names_each_swap_once_in_the_amount_it_replaces(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    database_url: str,
    *,
    cook: str,
    asked: str,
    change: str,
    language: str,
) -> None:
    # Given a cook shown the catalogue's panna cotta
    chat = ChatCook(http, demo_cooks[cook])
    shown = await chat.say(asked)
    card = next(c for c in shown["recipes"] if "panna cotta" in c["name"].casefold())

    # When she asks for it dairy-free (tapping the card's chip when asked which one)
    answer: dict[str, Any] = await chat.say(change)
    if answer.get("customRecipe") is None:
        answer = await chat.tap(answer, card["name"])

    # Then the version is dairy-free, in her language, and no step says a word twice over
    recipe = answer["customRecipe"]
    assert answer["language"] == language
    amounts = _catalogue_amounts(database_url, card["name"], language)
    names = [line["name"].casefold() for line in recipe["ingredients"]]
    cream, milk = _DAIRY[language]
    assert not [n for n in names if n in amounts and {cream, milk} & set(n.split())], names
    for step in recipe["steps"]:
        assert not _REPEATED_WORD.search(step["instruction"]), step["instruction"]

    # And what stands for the catalogue's cream and milk is as much as they were
    dairy = sorted(q for n, q in amounts.items() if {cream, milk} & set(n.casefold().split()))
    assert dairy, amounts
    stand_ins = sorted(
        float(line["quantity"])
        for line in recipe["ingredients"]
        if line["name"].casefold() not in amounts and line.get("unit") == "ml"
    )
    assert stand_ins == dairy, (recipe["ingredients"], amounts)
