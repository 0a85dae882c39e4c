""" "Quiero quedar bien con mis invitados" (to impress the guests) is read as the occasion it is:
dishes for company, not "no recipes for that" with chips that would create a "quedar bien con
mis invitados" recipe.

Through HTTP into the chat app on the offline provider, as the demo cooks writing in the other
language than their profile's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration

# The catalogue's dishes for company: tagged for an occasion, guests or a party.
_FOR_COMPANY = """
select distinct rt.recipe_id::text as id
from recipe_tags rt
join tags t on t.id = rt.tag_id
where t.slug in ('elegant', 'special_occasion', 'date_night', 'dinner_party', 'entertaining',
                 'party', 'party_food', 'celebration')
"""


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("maya", "quiero quedar bien con mis invitados", "es"),
        ("ana", "una cena para quedar bien con mis suegros", "es"),
        ("sofia", "a dinner to impress my guests", "en"),
    ],
)
async def test_cooking_to_impress_guests_shows_dishes_for_company(
    http: httpx.AsyncClient,
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given a cook, and the catalogue's dishes for company
    async with database.service() as conn:
        cursor = await conn.execute(_FOR_COMPANY)
        for_company = {row["id"] for row in await cursor.fetchall()}
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for something to impress her guests, then taps the first chip
    answer = await chat.say(asked)
    tapped = await chat.tap_first(answer)

    # Then the first dishes are all for company, in her words' language; no chip carries her
    # words as a dish, and the chip answers in the same language
    cards = answer.get("recipes") or ()
    assert len(cards) >= 3, answer["message"]
    first = {card["recipeId"] for card in cards[:3]}
    assert first <= for_company, [card["name"] for card in cards[:3]]
    assert answer["language"] == language
    assert not any(asked in chip["message"] for chip in answer["suggestions"])
    assert tapped["language"] == language, tapped["message"]
