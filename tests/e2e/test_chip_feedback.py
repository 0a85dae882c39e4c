"""The chat as a demo cook meets it: what she types, then the chips the server answered with,
sent back as her next messages in the same session, in English and Spanish.

Through HTTP into the chat app on the offline provider (and once through the real openai SDK
against the fake OpenAI wire server). Each test follows one walk a cook took and holds every
answer to what she expects on screen.
"""

from __future__ import annotations

import json
import unicodedata
from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import (
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
)
from tests.integration.test_chat_scenarios_fake import recipe_json

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# --------------------------------------------------------------------------- replay


@pytest.mark.parametrize(
    ("cook", "asked", "saved", "again"),
    [
        ("sofia", "that chicken recipe from last week", "Pollo al limón con arroz",
         "Cook it again"),
        ("sofia", "my mushroom risotto", "Risotto de champiñones", "Cook it again"),
        ("maya", "la receta de pollo de la semana pasada", "Lemon Chicken with Rice",
         "Cocinarla de nuevo"),
        ("maya", "mis tacos de frijol", "Black Bean Tacos", "Cocinarla de nuevo"),
    ],
)  # fmt: skip
async def test_a_saved_recipe_is_found_when_asked_for_in_the_other_language(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    saved: str,
    again: str,
) -> None:
    # Given a cook whose recipes were saved in one language, asking in the other
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks for one of them, then taps the chip to cook it again
    found = await chat.say(asked)
    ready = await chat.tap(found, again)

    # Then that recipe is found, and the chip opens it ready to cook
    assert found["retrieval"]["type"] == "single", found["message"]
    assert found["retrieval"]["recipe"]["name"] == saved
    assert saved in found["message"]
    assert ready["retrieval"]["recipe"]["name"] == saved
    assert {a["type"] for a in ready["actions"]} >= {"view_recipe", "start_cooking"}


# --------------------------------------------------------------------------- quicker


@pytest.mark.parametrize(
    ("cook", "asked", "quicker", "said"),
    [
        ("maya", "something for a birthday party", "Quicker options", "Quicker than"),
        ("sofia", "algo para una fiesta de cumpleaños", "Opciones más rápidas", "Más rápidas que"),
    ],
)
async def test_quicker_options_for_an_occasion_show_quicker_recipes_for_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    quicker: str,
    said: str,
) -> None:
    # Given a cook shown recipes for an occasion, which no card is named after
    chat = ChatCook(http, demo_cooks[cook])
    shown = await chat.say(asked)
    fastest = min(card["totalTime"] for card in shown["recipes"])

    # When she taps "Quicker options"
    answer = await chat.tap(shown, quicker)

    # Then quicker recipes are on screen, the answer names them, and none was shown before
    cards = answer.get("recipes") or []
    assert cards, answer["message"]
    assert all(card["totalTime"] < fastest for card in cards)
    assert answer["message"].startswith(said)
    assert cards[0]["name"] in answer["message"]
    assert not {c["recipeId"] for c in cards} & {c["recipeId"] for c in shown["recipes"]}
    # And asking again is never a dead end: quicker still (the chip offered only then), or a
    # quick recipe of her own
    again = await chat.quicker(answer, quicker)
    quickest = min(card["totalTime"] for card in cards)
    assert all(card["totalTime"] < quickest for card in again.get("recipes") or ())
    assert again["suggestions"]
    assert again["language"] == shown["language"]


# --------------------------------------------------------------------------- no match

# (cook, what she asks, the chip labels of the seed, what the recipe is called)
_NO_MATCH = [
    ("ana", "beef stroganoff", ("Create from ingredients", "Surprise me"), "Beef Stroganoff"),
    ("sofia", "quiero un strogonoff de res", ("Crear con ingredientes", "Sorpréndeme"),
     "Strogonoff de res"),
]  # fmt: skip


@pytest.mark.parametrize(("cook", "asked", "labels", "name"), _NO_MATCH)
async def test_surprise_me_after_no_match_makes_the_dish_asked_for(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    labels: tuple[str, str],
    name: str,
) -> None:
    # Given a dish the catalogue lacks, answered with the seed's two chips, labels verbatim
    chat = ChatCook(http, demo_cooks[cook])
    missed = await chat.say(asked)
    assert not missed.get("recipes")
    assert [chip["label"] for chip in missed["suggestions"]] == list(labels)

    # When she taps "Surprise me"
    made = await chat.tap(missed, labels[1])

    # Then the recipe is a custom version of that dish, said by its name, in her language
    recipe = made["customRecipe"]
    assert recipe["suggestedName"] == name
    assert name in made["message"]
    assert made["language"] == missed["language"]
    assert any(action["type"] == "save_recipe" for action in made["actions"])
    # And its own chips change that dish
    assert all(chip["message"].endswith(f" — {name}") for chip in made["suggestions"])


@pytest.mark.parametrize(
    ("cook", "asked", "labels", "name", "has"),
    [
        (*_NO_MATCH[0], "beef, mushrooms and sour cream"),
        (*_NO_MATCH[1], "res, champiñones y crema"),
    ],
)
async def test_create_from_ingredients_after_no_match_asks_for_them_then_makes_the_dish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    labels: tuple[str, str],
    name: str,
    has: str,
) -> None:
    # Given a dish the catalogue lacks
    chat = ChatCook(http, demo_cooks[cook])
    missed = await chat.say(asked)

    # When she taps "Create from ingredients", then says what she has
    question = await chat.tap(missed, labels[0])
    made = await chat.say(has)

    # Then she is asked which ingredients she has for that dish, and gets that dish with them
    assert "?" in question["message"]
    assert not question.get("customRecipe")
    assert _fold(name) in _fold(question["message"])
    recipe = made["customRecipe"]
    assert recipe["suggestedName"] == name
    ingredients = " ".join(_fold(item["name"]) for item in recipe["ingredients"])
    assert "mushroom" in ingredients or "champinon" in ingredients
    assert not made.get("recipes")


@pytest.mark.parametrize(
    ("cook", "opener", "has", "kept"),
    [
        ("ana", "Create a custom recipe with my ingredients", "chicken, rice and peppers",
         ("chicken", "rice")),
        ("luis", "Crea una receta personalizada con mis ingredientes",
         "garbanzos, arroz y pimiento", ("garbanzos", "arroz")),
    ],
)  # fmt: skip
async def test_the_answer_to_which_ingredients_gets_a_recipe_with_them_not_a_search(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    opener: str,
    has: str,
    kept: tuple[str, str],
) -> None:
    # Given the chat asked which ingredients the cook has ("… and I'll create a recipe with them")
    chat = ChatCook(http, demo_cooks[cook])
    question = await chat.say(opener)
    assert "?" in question["message"]

    # When she names them
    made = await chat.say(has)

    # Then a recipe with them is made, as promised, not a list of catalogue recipes
    assert not made.get("recipes")
    assert made["trace"]["toolsCalled"] == ["generate_custom_recipe"]
    names = " ".join(_fold(item["name"]) for item in made["customRecipe"]["ingredients"])
    assert all(word in names for word in kept)
    assert made["language"] == question["language"]


async def test_the_dish_reaches_a_real_model_through_the_chip(
    database: Database, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given a model that searches for a dish the catalogue lacks, then writes the recipe asked
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": "beef stroganoff"})
    fake.script_json(recipe_json("en", name="Beef Stroganoff"))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, demo_cooks["ana"])
        missed = await chat.say("I'd love a beef stroganoff")
        # When the cook taps "Surprise me"
        made = await chat.tap(missed, "Surprise me")

    # Then the chip carried the dish, and the model was asked for that dish
    assert missed["suggestions"][1]["message"].endswith(": beef stroganoff")
    brief = fake.chat_requests[-1]["messages"][-1]["content"]
    assert "dish: beef stroganoff" in brief
    assert made["customRecipe"]["suggestedName"] == "Beef Stroganoff"
    assert made["trace"]["provider"] == "openai"


# --------------------------------------------------------------------------- change a card

_CARD_CHANGE = [
    ("ana", "something healthy, fast and Mexican", "make it spicier", "Catalogue recipes"),
    ("luis", "sopa de verduras", "más picante", "Las recetas del catálogo"),
]


@pytest.mark.parametrize(("cook", "asked", "change", "said"), _CARD_CHANGE)
async def test_a_change_with_cards_on_screen_makes_a_custom_version_of_the_card_picked(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    change: str,
    said: str,
) -> None:
    # Given catalogue cards on screen, and no recipe of her own
    chat = ChatCook(http, demo_cooks[cook])
    shown = await chat.say(asked)
    cards = [card["name"] for card in shown["recipes"]]
    assert len(cards) > 1

    # When she asks for a change, she is asked which card, one chip per card
    which = await chat.say(change)
    assert "?" in which["message"]
    assert not which.get("customRecipe")
    labels = [chip["label"] for chip in which["suggestions"]]
    assert labels == cards[: len(labels)]
    assert which["language"] == shown["language"]

    # And tapping each one makes a custom version of that card, changed, said so
    for label in labels[:2]:
        replay = ChatCook(http, demo_cooks[cook])
        await replay.say(asked)
        made = await replay.tap(await replay.say(change), label)
        recipe = made["customRecipe"]
        assert recipe["suggestedName"] == label
        assert made["message"].startswith(said)
        assert label in made["message"]
        # The card's own recipe changed: no recipe drafted again first
        assert made["trace"]["toolsCalled"] == ["modify_recipe"]
        assert any(action["type"] == "save_recipe" for action in made["actions"])
        assert not (made.get("safetyFlags") or {}).get("dietaryConflict")
        assert made["language"] == shown["language"]
        # Its chips change that recipe from now on
        again = await replay.tap_first(made)
        assert again["customRecipe"]["suggestedName"] == label
        assert again["trace"]["toolsCalled"] == ["modify_recipe"]


async def test_a_change_naming_a_card_changes_that_card_without_asking(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given Mexican cards on screen, chilaquiles among them
    chat = ChatCook(http, demo_cooks["ana"])
    shown = await chat.say("something healthy, fast and Mexican")
    [chilaquiles] = [c for c in shown["recipes"] if c["name"].startswith("Chilaquiles")]

    # When she names the one to change
    made = await chat.say("make the chilaquiles spicier")

    # Then it is a custom version of that card, no slower than the card
    recipe = made["customRecipe"]
    assert recipe["suggestedName"] == chilaquiles["name"]
    assert recipe["totalTime"] <= chilaquiles["totalTime"]
    assert "spicier" in made["message"]


async def test_a_change_with_no_recipe_and_no_cards_still_offers_to_create_one(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given nothing on screen
    chat = ChatCook(http, demo_cooks["maya"])

    # When she asks for a change, then taps the chip offered
    answer = await chat.say("make it spicier")
    question = await chat.tap(answer, "Create a recipe")

    # Then she is told there is nothing to change, and the chip asks for her ingredients
    assert not answer.get("customRecipe")
    assert "no recipe to change" in answer["message"]
    assert "?" in question["message"]


async def test_a_card_version_goes_through_a_real_model(
    database: Database, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given a model that searched, then writes the changed version
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": "healthy mexican", "maxTime": 30})
    fake.script_text("Here are my ideas.")
    fake.script_json(recipe_json("en", name="Chilaquiles Verdes", extra="jalapeño"))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, demo_cooks["ana"])
        shown = await chat.say("something healthy, fast and Mexican")
        assert any(c["name"] == "Chilaquiles Verdes" for c in shown["recipes"])
        # When she asks to change the chilaquiles
        made = await chat.say("make the chilaquiles spicier")

    # Then the model was given that card's own recipe (its lines and steps) and the change,
    # as the offline editor is
    brief = json.loads(fake.chat_requests[-1]["messages"][-1]["content"])
    assert brief["modification"] == "make the chilaquiles spicier"
    assert brief["baseRecipe"]["suggestedName"] == "Chilaquiles Verdes"
    lines = " ".join(line["name"] for line in brief["baseRecipe"]["ingredients"])
    assert "tortilla" in lines, lines
    assert len(brief["baseRecipe"]["steps"]) > 1
    assert made["customRecipe"]["suggestedName"] == "Chilaquiles Verdes"
    assert made["trace"]["provider"] == "openai"


# --------------------------------------------------------------------------- chip language


@pytest.mark.parametrize(
    ("cook", "asked", "again", "ready"),
    [
        ("sofia", "that chicken recipe from last week", "Cook it again", "Let's cook"),
        ("maya", "la receta de pollo de la semana pasada", "Cocinarla de nuevo", "¡A cocinar"),
    ],
)
async def test_a_chip_answers_in_its_own_language_not_the_one_of_the_name_it_carries(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    again: str,
    ready: str,
) -> None:
    # Given a saved recipe named in the other language, found again
    chat = ChatCook(http, demo_cooks[cook])
    found = await chat.say(asked)

    # When the cook taps "Cook it again", whose message carries that name
    answer = await chat.tap(found, again)

    # Then the answer is in the language of the chip, as the one before it
    assert answer["language"] == found["language"]
    assert answer["message"].startswith(ready)
    start = {"en": "Start cooking", "es": "Empezar a cocinar"}[found["language"]]
    assert start in [a["label"] for a in answer["actions"]]


@pytest.mark.parametrize(
    ("cook", "asked", "search", "dish"),
    [
        ("maya", "my pozole from last week", "Search recipes", "pozole"),
        ("sofia", "mi pozole de la semana pasada", "Buscar recetas", "pozole"),
    ],
)
async def test_search_recipes_after_a_replay_miss_searches_for_what_was_remembered(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    search: str,
    dish: str,
) -> None:
    # Given a saved recipe the cook does not have
    chat = ChatCook(http, demo_cooks[cook])
    missed = await chat.say(asked)
    assert missed["retrieval"]["type"] == "not_found"

    # When she taps "Search recipes"
    answer = await chat.tap(missed, search)

    # Then the catalogue's recipes for that dish are shown, not the "nothing found" copy
    names = [_fold(card["name"]) for card in answer.get("recipes") or ()]
    assert any(dish in name for name in names), (answer["message"], names)
    assert answer["language"] == missed["language"]


# --------------------------------------------------------------------------- surprise me


@pytest.mark.parametrize(
    ("asked", "quicker", "surprise", "nut"),
    [
        ("I want something with peanuts", "Quicker options", "Surprise me", "peanuts"),
        ("algo con almendras", "Opciones más rápidas", "Sorpréndeme", "almendras"),
    ],
)
async def test_surprise_me_after_nothing_quicker_makes_a_dish_not_a_bare_skillet(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    asked: str,
    quicker: str,
    surprise: str,
    nut: str,
) -> None:
    # Given Luis shown recipes with a nut, and nothing quicker
    chat = ChatCook(http, demo_cooks["luis"])
    shown = await chat.say(asked)
    none = await chat.quicker(shown, quicker)
    assert not none.get("recipes")

    # When he taps "Surprise me"
    made = await chat.tap(none, surprise)

    # Then the recipe is a dish with the nut in it, named after what carries it
    recipe = made["customRecipe"]
    names = [_fold(item["name"]) for item in recipe["ingredients"]]
    assert nut in names
    assert len(recipe["suggestedName"].split()) > 1, recipe["suggestedName"]
    assert recipe["suggestedName"] in made["message"]


@pytest.mark.parametrize(
    ("cook", "asked", "left_out"),
    [
        # Luis is vegetarian: the beef is no dish to invite him to
        ("luis", "quiero un strogonoff de res", "res"),
        # Sofía is allergic to peanuts: a peanut is not a dish, and not one for her
        ("sofia", "quiero algo con cacahuate", "cacahuate"),
    ],
)
async def test_no_match_chips_never_invite_a_cook_to_what_she_does_not_eat(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook: str, asked: str,
    left_out: str,
) -> None:  # fmt: skip
    # Given a request the catalogue cannot answer for this cook
    chat = ChatCook(http, demo_cooks[cook])
    missed = await chat.say(asked)

    # When she taps "Sorpréndeme"
    made = await chat.tap(missed, "Sorpréndeme")

    # Then no chip named what she leaves out, and the recipe is one she can eat
    assert all(left_out not in _fold(chip["message"]).split() for chip in missed["suggestions"])
    names = " ".join(_fold(item["name"]) for item in made["customRecipe"]["ingredients"])
    assert left_out not in names.split()
    assert not (made.get("safetyFlags") or {}).get("dietaryConflict")


@pytest.mark.parametrize(
    ("cook", "asked", "quicker", "surprise", "cuisine", "portions"),
    [
        ("maya", "I'm cooking for 8 people, something Italian", "Quicker options", "Surprise me",
         "italian", 8),
        ("sofia", "algo mexicano para 6 personas", "Opciones más rápidas", "Sorpréndeme",
         "mexican", 6),
    ],
)  # fmt: skip
async def test_surprise_me_keeps_the_cuisine_and_the_people_asked_for(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    quicker: str,
    surprise: str,
    cuisine: str,
    portions: int,
) -> None:
    # Given a search for a cuisine and a number of people, tapped quicker until none is
    chat = ChatCook(http, demo_cooks[cook])
    answer = await chat.say(asked)
    for _ in range(4):
        if surprise in [chip["label"] for chip in answer["suggestions"]]:
            break
        answer = await chat.quicker(answer, quicker)

    # When she taps "Surprise me"
    made = await chat.tap(answer, surprise)

    # Then the recipe is of that cuisine, for that many people
    recipe = made["customRecipe"]
    assert recipe["cuisine"] == cuisine
    assert recipe["portions"] == portions


async def test_a_plural_spanish_change_is_read_as_the_change_it_is(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given fish tacos on screen, and Ana asking in Spanish to make "them" spicier
    chat = ChatCook(http, demo_cooks["ana"])
    await chat.say("tacos de pescado")
    which = await chat.say("hazlos más picantes")

    # When she taps the tacos
    made = await chat.tap(which, "Tacos de Pescado Estilo Baja")

    # Then they are made spicier, said in Spanish, not given an ingredient called "picantes"
    assert made["message"].endswith("más picante.")
    names = [_fold(item["name"]) for item in made["customRecipe"]["ingredients"]]
    assert "picantes" not in names
    assert made["language"] == "es"


async def test_quicker_options_for_a_food_show_only_recipes_with_it(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given Luis asking for something quick with mushrooms
    chat = ChatCook(http, demo_cooks["luis"])
    shown = await chat.say("something quick with mushrooms")

    # When he taps "Quicker options" (or asks for them, when nothing quicker is there to offer)
    answer = await chat.quicker(shown, "Quicker options")

    # Then every quicker card has mushrooms in its name, or he is told there is none quicker
    cards = answer.get("recipes") or []
    assert all("mushroom" in _fold(card["name"]) for card in cards), cards
    if not cards:
        assert "nothing quicker" in answer["message"]
        assert answer["suggestions"]


@pytest.mark.parametrize(
    ("cook", "asked", "again"),
    [
        ("maya", "what was that risotto I was making?", "Cook it again"),
        ("sofia", "¿qué era ese risotto que estaba haciendo?", "Cocinarla de nuevo"),
        # Where she stopped, said as cooks say it (these searched the catalogue)
        ("maya", "where did I leave off with the risotto?", "Cook it again"),
        ("sofia", "¿en qué paso me quedé del risotto?", "Cocinarla de nuevo"),
        ("sofia", "quiero terminar el risotto que empecé", "Cocinarla de nuevo"),
    ],
)
async def test_the_dish_a_cook_was_making_is_found_among_hers_and_offered_to_resume(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook: str, asked: str,
    again: str,
) -> None:  # fmt: skip
    # Given a cook who saved a risotto last week and stopped cooking it at step 3
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks for the one she was making, then taps the chip to cook it again
    found = await chat.say(asked)
    ready = await chat.tap(found, again)

    # Then her risotto is found (not catalogue cards), with the way back to her step
    assert found["retrieval"]["type"] == "single"
    assert "risotto" in _fold(found["retrieval"]["recipe"]["name"])
    assert not found.get("recipes")
    resume = [a for a in found["actions"] if a["type"] == "resume_cooking"]
    assert resume
    assert resume[0]["payload"]["currentStep"] == 3
    assert ready["retrieval"]["recipe"]["name"] == found["retrieval"]["recipe"]["name"]
