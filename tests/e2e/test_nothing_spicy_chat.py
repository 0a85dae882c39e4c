""" "Nothing spicy" / "nada picante" puts the dishes hot with chiles after every other, not only
those tagged spicy: Enchiladas Suizas (serrano), Pozole Rojo (guajillo) and Penne all'Arrabbiata
(chili flakes) carry no such tag. They are shown only after the mild ones (a cook also calls a
korma or a dal with two dried chiles mild); the chips of the answer keep it so, and a dish asked
"nada picante" that the catalogue has only hot is offered, and made, without its chile.

Through HTTP into the chat app on the offline provider, as the demo cooks writing in the other
language than their profile's.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps

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


# The recipes a chile makes hot, as the cook would see it in the recipe's own ingredients:
# a hot chile, sauce or flakes she must add (one to serve on the side is hers to add).
_NEEDS_HOT = """
select distinct ri.recipe_id::text as id
from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id
where not ri.optional
  and i.name_en ~* '(jalape|serrano pepper|habanero|chipotle|guajillo|arbol|cayenne|red pepper flake|thai chili|sriracha|hot sauce|gochujang)'
"""  # noqa: E501
_HEADS_UP = {"en": "Heads-up:", "es": "Ojo:"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("sofia", "cena mexicana, nada picante", "es"),
        ("ana", "mexican dinner, nothing spicy", "en"),
        ("maya", "cena mexicana, nada picante", "es"),
        ("sofia", "mexican dinner, nothing spicy", "en"),
    ],
)
async def test_a_hot_card_shown_after_nothing_spicy_is_named_as_hot(
    http: httpx.AsyncClient,
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given a cook who asks for nothing spicy, and the recipes a chile makes hot
    async with database.service() as conn:
        cursor = await conn.execute(_NEEDS_HOT)
        hot = {row["id"] for row in await cursor.fetchall()}
    chat = ChatCook(http, demo_cooks[cook_name])
    answer = await chat.say(asked)

    # When she follows the first chip of each answer while it shows cards
    shown = [answer]
    while shown[-1].get("recipes") and shown[-1].get("suggestions") and len(shown) < 3:
        shown.append(await chat.tap_first(shown[-1]))

    # Then every hot card shown is named as hot after the cards are named, no mild one is, in
    # her words' language; and some answer did show a hot one
    marker = _HEADS_UP[language]
    hot_shown = 0
    for reply in shown:
        assert reply["language"] == language, reply["message"]
        said = reply["message"].partition(marker)[2]
        for card in reply.get("recipes") or ():
            assert (card["name"] in said) is (card["recipeId"] in hot), (card["name"], said)
            hot_shown += card["recipeId"] in hot
    assert hot_shown, [[c["name"] for c in r.get("recipes") or ()] for r in shown]


@pytest.mark.parametrize(
    ("cook_name", "asked", "language", "reply"),
    [
        ("sofia", "cena mexicana, nada picante", "es", "Aquí tienes unas ideas."),
        ("ana", "mexican dinner, nothing spicy", "en", "Here are a few ideas."),
    ],
)
async def test_the_model_s_own_words_are_followed_by_the_heat_of_its_cards(
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
    reply: str,
) -> None:
    # Given a model that searches what the cook wrote and answers in words of its own
    async with database.service() as conn:
        cursor = await conn.execute(_NEEDS_HOT)
        hot = {row["id"] for row in await cursor.fetchall()}
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": asked})
    fake.script_text(reply)
    async with fake_http(fake) as wire:
        deps = make_deps(database, gateway=fake_gateway(wire))
        settings = deps.settings.model_copy(update={"topic_model_check": False})
        async with chat_client(dataclasses.replace(deps, settings=settings)) as http:
            # When she asks for nothing spicy
            answer = await ChatCook(http, demo_cooks[cook_name]).say(asked)

    # Then the model's words are followed by the hot cards it shows, each named
    assert answer["trace"]["provider"] == "openai"
    shown_hot = [c["name"] for c in answer.get("recipes") or () if c["recipeId"] in hot]
    assert shown_hot, [c["name"] for c in answer.get("recipes") or ()]
    assert answer["message"].startswith(reply), answer["message"]
    said = answer["message"].partition(_HEADS_UP[language])[2]
    assert all(name in said for name in shown_hot), answer["message"]
