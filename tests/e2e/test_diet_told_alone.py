"""A diet or a food the cook does not eat, told alone ("soy celíaca", "I don't eat pork").

Searched, "I'm celiac" found nothing and offered to create "your I'm celiac recipe", and "no
como cerdo" showed a lone tamal. Now the answer says what it understood and that the profile
is where it holds for good, and its chips are the starters saying it again, so following them
shows recipes that keep to it. A vegetarian's "no pork" is her profile's already.

Through HTTP into the chat app on the offline provider, each cook writing in her own language
and in the other one, following the chips the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration

# The recipes with pork in them, by the catalogue's own category of their ingredients.
_PORK = """
select distinct ri.recipe_id::text as id
from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id
where i.category = 'pork'
"""
# What each told thing is called in a request, in either language.
_WORDS = {
    "gluten": ("gluten-free", "sin gluten"),
    "pork": ("without pork", "sin cerdo"),
}


async def _pork(database: Database) -> set[str]:
    async with database.service() as conn:
        cursor = await conn.execute(_PORK)
        return {row["id"] for row in await cursor.fetchall()}


def _breaks(card: dict[str, Any], told: str, pork: set[str]) -> bool:
    if told == "gluten":
        return "gluten" in (card.get("allergens") or ())
    return card["recipeId"] in pork


@pytest.mark.parametrize(
    ("cook_name", "said", "told", "language"),
    [
        ("ana", "I'm celiac", "gluten", "en"),
        ("ana", "soy celíaca", "gluten", "es"),
        ("sofia", "soy celíaca", "gluten", "es"),
        ("sofia", "I'm celiac", "gluten", "en"),
        ("maya", "I don't eat pork", "pork", "en"),
        ("maya", "no como cerdo", "pork", "es"),
        ("sofia", "no como cerdo", "pork", "es"),
        ("ana", "I don't eat pork", "pork", "en"),
    ],
)
async def test_a_diet_told_alone_is_noted_and_its_chips_keep_to_it(
    http: httpx.AsyncClient,
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    said: str,
    told: str,
    language: str,
) -> None:
    # Given a cook who tells a diet, or a food she does not eat, and nothing else
    pork = await _pork(database)
    assert pork
    chat = ChatCook(http, demo_cooks[cook_name])
    answer = await chat.say(said)

    # Then no dish is shown or made of her words, and every chip says it again
    assert not answer.get("recipes"), [c["name"] for c in answer["recipes"]]
    assert not answer.get("customRecipe")
    assert said not in answer["message"], answer["message"]
    chips = answer.get("suggestions") or ()
    assert chips
    assert all(any(w in c["message"] for w in _WORDS[told]) for c in chips), chips

    # When she follows the first chip of each answer until recipes are shown
    taps = [answer]
    while not taps[-1].get("recipes") and len(taps) < 3:
        taps.append(await chat.tap_first(taps[-1]))

    # Then none breaks what she told, and every answer is in the language she wrote in
    cards = taps[-1].get("recipes") or ()
    assert cards, [t["message"] for t in taps]
    assert not [c["name"] for c in cards if _breaks(c, told, pork)]
    assert {t["language"] for t in taps} == {language}


@pytest.mark.parametrize(
    ("said", "language"), [("no como cerdo", "es"), ("I don't eat pork", "en")]
)
async def test_a_vegetarian_s_no_pork_is_her_profile_s_already(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, said: str, language: str
) -> None:
    # Given a vegetarian who says she eats no pork
    answer = await ChatCook(http, demo_cooks["luis"]).say(said)

    # Then nothing is shown, and the starters offered need not say it: her diet keeps to it
    assert not answer.get("recipes"), [c["name"] for c in answer["recipes"]]
    chips = answer.get("suggestions") or ()
    assert chips
    assert not [c["message"] for c in chips if any(w in c["message"] for w in _WORDS["pork"])]
    assert answer["language"] == language
