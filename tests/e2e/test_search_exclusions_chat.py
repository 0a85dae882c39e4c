"""What the cook leaves out stays out, through HTTP on the offline provider: "postre sin
chocolate" answers with desserts, none of them with chocolate, and no chip leads back to one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import chat_answer

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

# Recipes with an ingredient whose name or alias says chocolate, and the published desserts.
_CHOCOLATE = """
select distinct ri.recipe_id::text as id
from recipe_ingredients ri
join ingredients i on i.id = ri.ingredient_id
left join ingredient_aliases a on a.ingredient_id = i.id
where i.name_en ~* 'chocolate' or i.name_es ~* 'chocolate' or a.alias ~* 'chocolate'
"""


async def _ids(database: Database, query: str) -> set[str]:
    async with database.service() as conn:
        cursor = await conn.execute(query)
        return {row["id"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("message", "language"),
    [("postre sin chocolate", "es"), ("a dessert without chocolate", "en")],
)
async def test_a_dessert_without_chocolate_shows_no_chocolate_recipe(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    message: str,
    language: str,
) -> None:
    # Given a cook, and the recipes that have chocolate in them
    user = cook(language)
    chocolate = await _ids(database, _CHOCOLATE)
    assert chocolate

    # When she asks for a dessert without chocolate
    answer = await chat_answer(database, user, message)

    # Then desserts are shown, none with chocolate, and no chip names chocolate either
    cards = answer.get("recipes", [])
    assert cards, answer["message"]
    assert not {card["recipeId"] for card in cards} & chocolate
    assert not [card["name"] for card in cards if "chocolate" in card["name"].lower()]
    chips = [chip.get("label", "") for chip in answer.get("suggestions", [])]
    assert not [label for label in chips if "chocolate" in label.lower()], chips
