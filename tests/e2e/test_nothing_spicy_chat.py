""" "Nothing spicy" / "nada picante" puts the dishes hot with chiles after every other, not only
those tagged spicy: Enchiladas Suizas (serrano), Pozole Rojo (guajillo) and Penne all'Arrabbiata
(chili flakes) carry no such tag. They are shown only after the mild ones (a cook also calls a
korma or a dal with two dried chiles mild); the chips of the answer keep it so, and a dish asked
"nada picante" that the catalogue has only hot is offered, and made, without its chile.

Through HTTP into the chat app on the offline provider, as the demo cooks writing in the other
language than their profile's.
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

# The recipes a cook would call hot: tagged so, or holding a chile that bites, by its name.
_HOT = """
select distinct r.id::text as id
from recipes r
left join recipe_ingredients ri on ri.recipe_id = r.id
left join ingredients i on i.id = ri.ingredient_id
left join recipe_tags rt on rt.recipe_id = r.id
left join tags t on t.id = rt.tag_id
where t.slug = 'spicy'
   or i.name_en ~* '(jalape|serrano pepper|habanero|chipotle|guajillo|arbol|cayenne|red pepper flake|thai chili|sriracha|hot sauce|gochujang)'
"""  # noqa: E501
_HOT_WORDS = ("serrano", "jalapeño", "habanero", "chipotle", "chile de árbol", "guajillo")


async def _hot(database: Database) -> set[str]:
    async with database.service() as conn:
        cursor = await conn.execute(_HOT)
        return {row["id"] for row in await cursor.fetchall()}


def _cards(answer: dict[str, Any]) -> list[str]:
    return [card["recipeId"] for card in answer.get("recipes") or ()]


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("ana", "quiero una cena mexicana, nada picante", "es"),
        ("maya", "una cena, nada picante", "es"),
        ("sofia", "something for dinner, nothing spicy", "en"),
        ("luis", "Mexican food but nothing spicy", "en"),
    ],
)
async def test_nothing_spicy_shows_the_mild_dishes_first_and_so_do_its_chips(
    http: httpx.AsyncClient,
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given a cook, and the dishes hot with chiles
    hot = await _hot(database)
    assert len(hot) > 20
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for nothing spicy, then taps the answer's first chip
    answer = await chat.say(asked)
    tapped = await chat.tap_first(answer)

    # Then dishes are shown, the first three mild, in her words' language; after the chip
    # (quicker ones, where few mild ones are quick enough) no hot one comes before a mild one
    assert answer["recipes"], answer["message"]
    first = [card in hot for card in _cards(answer)][:3]
    assert not any(first), [c["name"] for c in answer["recipes"]]
    for shown in (answer, tapped):
        heat = [card in hot for card in _cards(shown)]
        assert heat == sorted(heat), [c["name"] for c in shown.get("recipes") or ()]
        assert shown["language"] == language, shown["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "language", "label"),
    [
        ("ana", "enchiladas suizas, nada picante", "es", "Hacerla sin chile"),
        ("sofia", "enchiladas suizas, nothing spicy", "en", "Make it without chili"),
    ],
)
async def test_a_dish_asked_nothing_spicy_is_offered_and_made_without_its_chile(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
    label: str,
) -> None:
    # Given a cook asking for a dish the catalogue has only hot (serrano in its salsa)
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for it with nothing spicy, then taps the first chip
    answer = await chat.say(asked)
    made = await chat.tap_first(answer)

    # Then the hot one is not shown, the chip offers it without chile, and makes it so
    assert not answer.get("recipes"), [c["name"] for c in answer["recipes"]]
    assert "Enchiladas Suizas" in answer["message"], answer["message"]
    assert answer["suggestions"][0]["label"] == label
    assert made["customRecipe"]["suggestedName"] == "Enchiladas Suizas"
    names = " ".join(i["name"] for i in made["customRecipe"]["ingredients"]).casefold()
    assert not [word for word in _HOT_WORDS if word in names], names
    assert made["language"] == language
