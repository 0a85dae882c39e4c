"""A recipe changed by a chip leads on as the first one did, with a change of another kind.

After "Make it spicier" the one chip offered was "Make it spicier" again. Through HTTP into
the chat app on the offline provider, in English and Spanish, each step a chip the server
offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook", "asked", "spicier", "for_two", "for_four", "language"),
    [
        ("ana", "make me something with chicken, rice and peppers", "Make it spicier",
         "For 2 people", "For 4 people", "en"),
        ("luis", "hazme algo con garbanzos, arroz y pimientos", "Más picante",
         "Para 2 personas", "Para 4 personas", "es"),
    ],
)  # fmt: skip
async def test_a_changed_recipe_offers_a_change_of_another_kind(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    spicier: str,
    for_two: str,
    for_four: str,
    language: str,
) -> None:
    # Given a cook whose recipe she made spicier with its chip
    chat = ChatCook(http, demo_cooks[cook])
    made = await chat.say(asked)
    hotter = await chat.tap(made, spicier)
    assert hotter["trace"]["toolsCalled"] == ["modify_recipe"]

    # When she taps the portions chip the changed recipe offers
    halved = await chat.tap(hotter, for_two)

    # Then the changed recipe offered what the first one did, not only the change just made;
    # the portions changed, spicy as it was, and no chip offers the other number back (each
    # tap would undo the one before), though the recipe still leads on
    labels = [[chip["label"] for chip in answer["suggestions"]] for answer in (made, hotter)]
    assert labels[0] == labels[1]
    assert {spicier, for_two} <= set(labels[1]), labels
    recipe = halved["customRecipe"]
    assert recipe["portions"] == 2
    assert recipe["suggestedName"] == hotter["customRecipe"]["suggestedName"]
    assert halved["trace"]["toolsCalled"] == ["modify_recipe"]
    left = [chip["label"] for chip in halved["suggestions"]]
    assert left, halved["message"]
    assert not {for_two, for_four} & set(left), left
    assert halved["language"] == language
