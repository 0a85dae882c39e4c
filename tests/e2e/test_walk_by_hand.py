"""What a cook met walking the chat and the voice path by hand, fed back as she would: the
chips and actions the server answered with, sent as her next messages.

Through HTTP into the chat and voice apps, on the offline provider, and through the real
openai SDK against the fake OpenAI wire server where a model writes the recipe.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook, chat_answer, voice_call
from tests.integration.test_chat_harness import (
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
)
from tests.integration.test_chat_scenarios_fake import recipe_json

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


# --------------------------------------------------------------------------- voice no-match


@pytest.mark.parametrize(
    ("language", "asked", "dish"),
    [
        ("en", "beef stroganoff", "beef stroganoff"),
        ("es", "quiero un strogonoff de res", "strogonoff de res"),
    ],
)
async def test_a_voice_no_match_offers_the_chips_the_chat_offers_carrying_the_dish(
    *,
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[[str], Principal],
    language: str,
    asked: str,
    dish: str,
) -> None:
    # Given a cook asking for a dish the catalogue lacks, typed and then said
    user = cook(language)
    typed = await chat_answer(database, user, asked)
    spoken = await voice_call(
        database, database_url, user, language, ("search_recipes", {"query": asked})
    )

    # When she taps the voice answer's "Surprise me" chip (the app sends it to the chat)
    said = spoken["response"]["suggestions"]
    made = await chat_answer(database, user, said[1]["message"])

    # Then the voice chips are the chat's, both carrying the dish, and the tap makes that dish
    assert said == typed["suggestions"]
    assert [chip["message"].rsplit(": ", 1)[-1] for chip in said] == [dish, dish]
    assert made["customRecipe"]["suggestedName"].casefold() == dish


async def test_a_voice_no_match_carries_the_dish_when_the_model_sends_json_text(
    database: Database, database_url: str, seeded: object, cook: Callable[[str], Principal]
) -> None:
    # Given a Realtime model that relays the arguments as the JSON text of the call
    user = cook("en")

    # When
    spoken = await voice_call(
        database, database_url, user, "en", ("search_recipes", '{"query": "beef stroganoff"}')
    )

    # Then
    messages = [chip["message"] for chip in spoken["response"]["suggestions"]]
    assert messages == [
        "Create a recipe from the ingredients I have: beef stroganoff",
        "Suggest a quick custom recipe for me: beef stroganoff",
    ]


# --------------------------------------------------------------------------- change copy


@pytest.mark.parametrize(
    ("cook_name", "asked", "change", "card", "chip", "said"),
    [
        ("sofia", "quiero tacos de pescado", "Hazla más picante", "Tacos de Pescado Estilo Baja",
         "Más picante", "Cambié tu receta de Tacos de Pescado Estilo Baja: más picante"),
        ("maya", "I want fish tacos", "Make it spicier", "Baja Fish Tacos",
         "Make it spicier", "I changed your Baja Fish Tacos recipe: spicier"),
    ],
)  # fmt: skip
async def test_a_change_to_a_plural_dish_is_said_in_a_sentence_that_agrees_with_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    change: str,
    card: str,
    chip: str,
    said: str,
) -> None:
    # Given a cook with fish tacos on screen, asking for a change
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    which = await chat.say(change)

    # When she taps the tacos, then the recipe's own change chip (ready in 25 minutes, it is
    # offered "spicier", not "quicker")
    made = await chat.tap(which, card)
    changed = await chat.tap(made, chip)

    # Then the dish's name never follows a singular "tu"/"your ... is"
    assert card in [c["name"] for c in shown["recipes"]]
    assert changed["customRecipe"]["suggestedName"] == card
    assert said in changed["message"], changed["message"]
    for answer in (made, changed):
        assert f"tu {card}" not in answer["message"]
        assert f"your {card}:" not in answer["message"]


async def test_a_plural_dish_made_by_a_real_model_is_named_in_agreement(
    database: Database, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given a model that makes a plural dish, then the spicier version of it
    fake = create_fake_openai()
    fake.script_json(recipe_json("es", name="Tacos de Pollo"))
    fake.script_json(recipe_json("es", name="Tacos de Pollo", extra="chile serrano"))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, demo_cooks["sofia"])
        made = await chat.say("Sugiere una receta personalizada rápida: tacos de pollo")
        # When she taps the recipe's "Más picante" chip
        spicier = await chat.tap(made, "Más picante")

    # Then both answers call it "tu receta de Tacos de Pollo"
    assert made["message"].startswith("Aquí tienes tu receta de Tacos de Pollo."), made
    assert "Cambié tu receta de Tacos de Pollo: más picante" in spicier["message"]
    assert spicier["trace"]["provider"] == "openai"


@pytest.mark.parametrize(
    ("cook_name", "asked", "left_out", "said"),
    [
        ("luis", "tengo tofu y brócoli", "sin champiñones",
         "quitar los champiñones (la receta no los lleva)"),
        ("luis", "tengo tofu y brócoli", "sin crema", "quitar la crema (la receta no la lleva)"),
        ("maya", "I have tofu and broccoli", "without mushrooms",
         "take out mushrooms (the recipe has none)"),
    ],
)  # fmt: skip
async def test_a_food_her_recipe_lacks_is_said_as_she_wrote_it_in_agreement(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    left_out: str,
    said: str,
) -> None:
    # Given her recipe, changed with the first chip it offers
    chat = ChatCook(http, demo_cooks[cook_name])
    changed = await chat.tap_first(await chat.say(asked))

    # When she asks it without a food it does not have
    answer = await chat.say(left_out)

    # Then the food is named as she wrote it, accents and all, with the article and pronoun
    # that agree with it, and the recipe stays as it was
    assert said in answer["message"], answer["message"]
    for part in ("suggestedName", "ingredients", "steps"):
        assert answer["customRecipe"][part] == changed["customRecipe"][part], part


@pytest.mark.parametrize(
    ("asked", "swap", "said"),
    [
        ("tengo camarón y arroz", "usa pollo en vez de camarón", "pollo en lugar de camarón"),
        ("tengo pollo y arroz", "usa champiñones en vez de pollo",
         "champiñones en lugar de pollo"),
    ],
)  # fmt: skip
async def test_a_swap_is_said_with_the_foods_as_she_wrote_them(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, asked: str, swap: str, said: str
) -> None:
    # Given her recipe, changed with the first chip it offers
    chat = ChatCook(http, demo_cooks["sofia"])
    await chat.tap_first(await chat.say(asked))

    # When she swaps one of its foods for another
    answer = await chat.say(swap)

    # Then the answer names both as she wrote them, accents and all
    assert said in answer["message"], answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "wish"),
    [
        ("luis", "tengo ganas de algo picante"),
        ("sofia", "tengo muchas ganas de unas enchiladas"),
        ("maya", "I feel like something spicy"),
    ],
)
async def test_a_wish_said_with_have_is_a_search_not_a_list_of_her_foods(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook_name: str, wish: str
) -> None:
    # Given a cook saying what she feels like ("tengo ganas de", as "tengo pollo" says foods)
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she says it, then taps the chip of a recipe of her own under the cards
    shown = await chat.say(wish)
    mine = await chat.tap(shown, shown["suggestions"][-1]["label"])

    # Then the catalogue is searched, and no recipe is made of the words of her wish
    assert shown["trace"]["toolsCalled"] == ["search_recipes"], shown["message"]
    assert shown.get("recipes"), shown["message"]
    for answer in (shown, mine):
        name = (answer.get("customRecipe") or {}).get("suggestedName", "")
        assert not re.search(r"ganas|feel|hambre", name, re.IGNORECASE), name


# --------------------------------------------------------------------------- time the cook has


@pytest.mark.parametrize(
    ("cook_name", "asked", "minutes"),
    [
        ("maya", "I have an hour, something for a birthday", 60),
        ("sofia", "tengo 40 minutos y ganas de algo para una fiesta", 40),
    ],
)
async def test_the_time_a_cook_has_is_a_search_within_it_not_an_ingredient(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    minutes: int,
) -> None:
    # Given a cook who says how much time she has, and what for
    chat = ChatCook(http, demo_cooks[cook_name])

    # When
    answer = await chat.say(asked)

    # Then she gets recipes that fit in it (or the offer to create one), never an "Hour Skillet"
    assert answer["trace"]["toolsCalled"] == ["search_recipes"], answer["message"]
    assert "customRecipe" not in answer
    assert all(card["totalTime"] <= minutes for card in answer.get("recipes") or ())
    said = " ".join(chip["message"] for chip in answer["suggestions"]).casefold()
    assert "hour" not in said
    assert "minutos" not in said


# --------------------------------------------------------------------------- what she lacks


@pytest.mark.parametrize(
    ("cook_name", "asked", "lacks"),
    [
        ("sofia", "me caen visitas en media hora y no tengo nada", ("nada",)),
        ("luis", "no tengo horno, algo con garbanzos", ("horno",)),
        ("ana", "I have nothing in the fridge, what can I make?", ("nothing",)),
        ("maya", "I have no oven, something with chicken", ("oven",)),
        # what she cooks with is no food of hers either
        ("ana", "I only have a microwave, something for lunch", ("microwave",)),
        ("maya", "I have an air fryer, something with chicken", ("fryer",)),
        ("sofia", "solo tengo microondas, algo para la comida", ("microondas",)),
        ("luis", "tengo una freidora de aire, algo con papas", ("freidora",)),
    ],
)  # fmt: skip
async def test_what_a_cook_lacks_or_cooks_with_is_no_ingredient_of_hers_in_any_answer_or_chip(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    lacks: tuple[str, ...],
) -> None:
    # Given a cook who says what she does not have, or the one appliance she has
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks, and then taps every chip the answer offers
    answer = await chat.say(asked)
    followed = [await chat.say(chip["message"]) for chip in answer["suggestions"]]

    # Then it is a search, and no recipe made along the way is made of what she lacks
    assert answer["trace"]["toolsCalled"] == ["search_recipes"], answer["message"]
    for reply in (answer, *followed):
        custom = reply.get("customRecipe")
        if custom is None:
            continue
        names = [item["name"].casefold() for item in custom["ingredients"]]
        assert not any(word in name for word in lacks for name in names), names


# --------------------------------------------------------------------------- resume


@pytest.mark.parametrize(
    ("cook_name", "asked", "stopped", "resume", "again"),
    [
        ("maya", "I want to continue my risotto", "you stopped at step 3 of 6",
         "Tap Resume cooking", "Cook it again"),
        ("sofia", "quiero seguir con mi risotto", "te quedaste en el paso 3 de 6",
         "Toca Reanudar cocina", "Cocinarla de nuevo"),
        # The words of going on are no words of the dish's name
        ("maya", "let's keep going with my risotto", "you stopped at step 3 of 6",
         "Tap Resume cooking", "Cook it again"),
        ("sofia", "continuemos con mi risotto", "te quedaste en el paso 3 de 6",
         "Toca Reanudar cocina", "Cocinarla de nuevo"),
    ],
)  # fmt: skip
async def test_asking_to_go_on_with_the_dish_in_progress_points_to_her_step(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    stopped: str,
    resume: str,
    again: str,
) -> None:
    # Given a cook who stopped her risotto at step 3 of 6
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks to go on with it, then taps the chip to cook it again from the start
    found = await chat.say(asked)
    ready = await chat.tap(found, again)

    # Then the answer says where she stopped and points to the action that takes her back
    assert stopped in found["message"], found["message"]
    assert resume in found["message"]
    labels = {a["label"]: a for a in found["actions"]}
    assert labels[resume.split(" ", 1)[1]]["payload"]["currentStep"] == 3
    # And starting over is still one tap away, without the in-progress line
    assert ready["retrieval"]["recipe"]["name"] == found["retrieval"]["recipe"]["name"]


async def test_a_saved_recipe_not_in_progress_is_offered_again_as_before(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given a cook cooking her risotto, asking for another saved recipe
    chat = ChatCook(http, demo_cooks["maya"])

    # When
    found = await chat.say("that chicken recipe from last week")

    # Then
    assert found["message"].endswith("Want to make it again?"), found["message"]


# --------------------------------------------------------------------------- change a replay


@pytest.mark.parametrize(
    ("cook_name", "asked", "change", "saved", "said"),
    [
        ("maya", "that chicken recipe from last week", "Make it spicier",
         "Lemon Chicken with Rice", "I changed your Lemon Chicken with Rice recipe: spicier"),
        ("sofia", "mis tacos de frijol", "hazla para 6 personas", "Tacos de frijol negro",
         "Cambié tu receta de Tacos de frijol negro: para 6 porciones"),
    ],
)  # fmt: skip
async def test_a_change_after_a_saved_recipe_is_found_changes_that_recipe(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    change: str,
    saved: str,
    said: str,
) -> None:
    # Given a cook who found one of her saved recipes again
    chat = ChatCook(http, demo_cooks[cook_name])
    found = await chat.say(asked)
    assert found["retrieval"]["recipe"]["name"] == saved

    # When she asks for a change, then taps the changed recipe's first chip
    changed = await chat.say(change)
    again = await chat.tap_first(changed)

    # Then her recipe is changed (not "there's no recipe to change"), and stays hers to change
    assert changed["customRecipe"]["suggestedName"] == saved
    assert said in changed["message"], changed["message"]
    assert {a["type"] for a in changed["actions"]} >= {"save_recipe"}
    assert again["customRecipe"]["suggestedName"] == saved


async def test_a_change_to_a_saved_recipe_goes_to_a_real_model_with_that_recipe(
    database: Database, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given a model that finds the cook's saved recipe, then writes the change
    fake = create_fake_openai()
    fake.script_tool_call("retrieve_custom_recipe", {"query": "chicken", "timeframe": "last week"})
    fake.script_json(recipe_json("en", name="Lemon Chicken with Rice", extra="jalapeño"))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, demo_cooks["maya"])
        found = await chat.say("that chicken recipe from last week")
        # When she asks for it spicier
        changed = await chat.say("make it spicier")

    # Then the model was asked to change her saved recipe, and the change is shown
    assert found["retrieval"]["type"] == "single"
    brief = json.loads(fake.chat_requests[-1]["messages"][-1]["content"])
    assert brief["baseRecipe"]["suggestedName"] == "Lemon Chicken with Rice"
    assert "spicier" in brief["modification"]
    assert changed["customRecipe"]["suggestedName"] == "Lemon Chicken with Rice"
    assert changed["trace"]["provider"] == "openai"


# --------------------------------------------------------------------------- occasions


@pytest.mark.parametrize(
    ("cook_name", "asked", "quicker"),
    [
        ("maya", "something to impress my in-laws", "Quicker options"),
        ("sofia", "algo para impresionar a mis suegros", "Opciones más rápidas"),
    ],
)
async def test_cooking_for_her_people_is_a_search_not_one_of_her_saved_recipes(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    quicker: str,
) -> None:
    # Given a cook with saved recipes, cooking for her in-laws
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks, then taps the quicker chip
    shown = await chat.say(asked)
    faster = await chat.tap(shown, quicker)

    # Then catalogue recipes, not "I couldn't find that among your saved recipes"
    assert shown["trace"]["toolsCalled"] == ["search_recipes"], shown["message"]
    assert shown["recipes"]
    assert "retrieval" not in shown
    quickest = min(card["totalTime"] for card in shown["recipes"])
    assert all(card["totalTime"] < quickest for card in faster.get("recipes") or ())


# --------------------------------------------------------------------------- quick


@pytest.mark.parametrize(
    ("language", "hurried", "quick"),
    [
        ("en", "dinner ideas, I'm in a hurry", "quick dinner ideas"),
        ("es", "algo para cenar, ando con prisa", "algo rápido para cenar"),
    ],
)
async def test_a_cook_in_a_hurry_gets_what_quick_gets_in_chat_and_voice(
    *,
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[[str], Principal],
    language: str,
    hurried: str,
    quick: str,
) -> None:
    # Given a cook short of time, saying so in the words the search reads as "quick"
    user = cook(language)

    # When she types it, says it by voice, and types "quick" instead
    typed = await chat_answer(database, user, hurried)
    spoken = await voice_call(
        database, database_url, user, language, ("search_recipes", {"query": hurried})
    )
    quickly = await chat_answer(database, user, quick)

    # Then every card is a quick one (30 minutes, seed 000 §10 scenario 1), in both channels
    for answer in (typed, spoken["response"], quickly):
        times = [card["totalTime"] for card in answer["recipes"]]
        assert times, answer["message"]
        assert all(minutes <= 30 for minutes in times), times
    assert [c["recipeId"] for c in spoken["response"]["recipes"]] == [
        c["recipeId"] for c in typed["recipes"]
    ]


# --------------------------------------------------------------------------- card times


@pytest.mark.parametrize(
    ("cook_name", "asked", "change", "card", "quicker"),
    [
        ("maya", "I want chicken tikka masala", "Make it quicker", "Chicken Tikka Masala",
         r"quicker \((\d+) minutes instead of (\d+)\)"),
        ("sofia", "quiero pollo tikka masala", "Hazla más rápida", "Pollo Tikka Masala",
         r"más rápida \((\d+) minutos en vez de (\d+)\)"),
    ],
)  # fmt: skip
async def test_a_quicker_version_of_a_card_says_its_times_in_one_story(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    change: str,
    card: str,
    quicker: str,
) -> None:
    # Given a card on screen, and a cook asking for it quicker
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    which = await chat.say(change)

    # When she taps the card
    made = await chat.tap(which, card)

    # Then the version is the card's own recipe, and the times follow each other: the card's,
    # then the quicker one's, which is the version's
    on_card = next(c["totalTime"] for c in shown["recipes"] if c["name"] == card)
    said_quicker = re.search(quicker, made["message"])
    assert said_quicker, made["message"]
    assert made["customRecipe"]["suggestedName"].startswith(card), made["customRecipe"]
    assert int(said_quicker[2]) == on_card
    assert int(said_quicker[1]) == made["customRecipe"]["totalTime"] < on_card
