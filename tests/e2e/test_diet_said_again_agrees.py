"""A diet the cook asked for, said again in the starter chips, agrees with what it qualifies.

"Quiero algo vegetariano" then "Crear la mía" offered "Busca recetas rápidas para la cena,
vegetariana" and "Algo saludable y fácil para la comida, vegetariana": a Spanish adjective
agrees with its noun, so the recipes are "vegetarianas" and "algo" is "vegetariano". Each
starter, tapped, still keeps to the diet.

Through HTTP into the chat app on the offline provider, as the demo cooks writing in their own
language and in the other one, following the chips the server offers.
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

_TAGGED = """
select rd.recipe_id::text as id
from recipe_diets rd join diet_types d on d.id = rd.diet_type_id
where d.slug = %s
"""


async def _tagged(database: Database, diet: str) -> set[str]:
    async with database.service() as conn:
        cursor = await conn.execute(_TAGGED, (diet,))
        return {row["id"] for row in await cursor.fetchall()}


def _messages(answer: dict[str, Any]) -> dict[str, str]:
    return {chip["label"]: chip["message"] for chip in answer.get("suggestions") or ()}


@pytest.mark.parametrize(
    ("cook_name", "said", "diet", "language", "ends"),
    [
        (
            "ana",
            "quiero algo vegetariano",
            "vegetarian",
            "es",
            {"Cenas rápidas": "vegetarianas", "Algo saludable": "vegetariano"},
        ),
        (
            "maya",
            "algo vegano para hoy",
            "vegan",
            "es",
            {"Cenas rápidas": "veganas", "Algo saludable": "vegano"},
        ),
        (
            "luis",
            "something vegan please",
            "vegan",
            "en",
            {"Quick dinners": "vegan", "Something healthy": "vegan"},
        ),
    ],
)
async def test_the_starters_say_the_diet_asked_as_their_words_need_it(
    http: httpx.AsyncClient,
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    said: str,
    diet: str,
    language: str,
    ends: dict[str, str],
) -> None:
    # Given a cook who asks for a diet her profile does not hold, and the recipes of that diet
    tagged = await _tagged(database, diet)
    chat = ChatCook(http, demo_cooks[cook_name])
    answer = await chat.say(said)

    # When she taps the first chip until the starters are offered
    while not {*ends} <= {*_messages(answer)}:
        assert answer.get("suggestions"), answer["message"]
        answer = await chat.tap_first(answer)

    # Then each starter says the diet agreeing with its words, and tapped keeps to it
    assert answer["language"] == language
    for label, word in ends.items():
        message = _messages(answer)[label]
        assert message.rstrip("?").endswith(f", {word}"), message
        shown = await chat.tap(answer, label)
        assert shown["language"] == language
        assert shown.get("recipes"), (message, shown["message"])
        names = [card["name"] for card in shown["recipes"] if card["recipeId"] not in tagged]
        assert not names, (message, names)
