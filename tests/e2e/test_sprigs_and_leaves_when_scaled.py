"""A sprig and a leaf scaled down stay whole and say one: the coq au vin for 2 listed
"1¼ sprigs thyme" and "½ bay leaves", and a food the ingredient table does not know, brought
to one, kept its plural ("1 shallots").

Through HTTP into the chat app, on the offline provider as the demo cooks: the card picked by
its place and the portions typed, then the version's first chip tapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from cli.client.render import ingredient_line
from shared.schemas.recipe import GeneratedIngredient
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _line(answer: dict[str, Any], word: str) -> dict[str, Any]:
    recipe = answer.get("customRecipe")
    assert recipe, answer["message"]
    found = [i for i in recipe["ingredients"] if word in i["name"] + (i.get("unit") or "")]
    assert len(found) == 1, (word, recipe["ingredients"])
    return found[0]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "portions", "language", "thyme", "bay"),
    [
        ("maya", "coq au vin", "the first one", "for 2", "en", "1 sprig thyme", "1 bay leaf"),
        ("sofia", "quiero coq au vin", "la primera", "para 2", "es", "1 ramita de tomillo",
         "1 hoja de laurel"),
    ],
)  # fmt: skip
async def test_sprigs_and_leaves_scaled_down_stay_whole(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    portions: str,
    language: str,
    thyme: str,
    bay: str,
) -> None:
    # Given the coq au vin card (4 sprigs of thyme and 2 bay leaves for 6) chosen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert "Coq au Vin" in shown["recipes"][0]["name"], shown["message"]
    await chat.say(picked)

    # When she makes it for 2, then taps the version's first chip
    scaled = await chat.say(portions)
    tapped = await chat.tap_first(scaled)

    # Then its thyme and its bay leaf are one whole sprig and one whole leaf, said in the
    # singular, as the recipe's lines read
    for answer in (scaled, tapped):
        assert answer["customRecipe"]["portions"] == 2, answer["message"]
        for word, said in (("tomillo" if language == "es" else "thyme", thyme),
                           ("laurel" if language == "es" else "bay", bay)):  # fmt: skip
            line = _line(answer, word)
            read = ingredient_line(GeneratedIngredient.model_validate(line), language)
            assert read == said, line
