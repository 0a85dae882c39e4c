"""What a cook meets walking through the chat by hand: each answer fed back as the cook would.

Through HTTP into the chat app on the offline provider (and the real openai SDK against the
fake OpenAI wire server where a model's choice matters). The chips tapped are the ones the
server itself offered, so the test follows the server's own outputs, not scripted follow-ups.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import pytest

from cli.fake_openai import create_fake_openai
from tests.http_support import run_sql
from tests.integration.test_chat_harness import (
    NOW,
    bearer,
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
    post_chat,
    save_user_recipe,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx
    from chat.deps import ChatDeps

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_QUICKER = {"Quicker options", "Opciones más rápidas"}


async def _turn(
    http: httpx.AsyncClient, user: Principal, message: str, session: str | None = None
) -> tuple[str, dict[str, Any]]:
    """One turn of a session: its id and the final response."""
    body: dict[str, Any] = {"message": message, "stream": False}
    if session:
        body["sessionId"] = session
    response = await post_chat(http, None, body, headers=bearer(user))
    assert response.status_code == 200, response.text
    payload = response.json()
    return payload["sessionId"], payload["response"]


def _chip(answer: dict[str, Any], labels: set[str]) -> str:
    """The message of the answer's chip with one of these labels (the cook taps it)."""
    [message] = [c["message"] for c in answer.get("suggestions") or () if c["label"] in labels]
    return str(message)


def _quicker(answer: dict[str, Any]) -> str:
    """The quicker chip's message, or its words typed when the answer did not offer it (it is
    offered only when it shows quicker cards; `test_quicker_chip` holds it to that)."""
    typed = {"en": "Show me quicker options", "es": "Muéstrame opciones más rápidas"}
    offered = [c["message"] for c in answer.get("suggestions") or () if c["label"] in _QUICKER]
    return str(offered[0]) if offered else typed[answer["language"]]


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@pytest.mark.parametrize(("language", "opener"), [("es", "cena"), ("en", "dinner")])
async def test_the_quicker_chip_names_the_cards_it_shows_or_says_how_many(
    http: httpx.AsyncClient, cook: Callable[..., Principal], language: str, opener: str
) -> None:
    # Given a cook with a list of recipes on screen
    user = cook(language)
    session, shown = await _turn(http, user, opener)
    assert shown["recipes"], shown["message"]

    # When they tap the quicker chip the answer offered
    _, answer = await _turn(http, user, _quicker(shown), session)

    # Then every card is named, or the copy says how many there are and names the first three
    cards = [c["name"] for c in answer.get("recipes") or ()]
    assert cards, answer["message"]
    named = [name for name in cards if name in answer["message"]]
    if len(cards) <= 3:
        assert named == cards, (cards, answer["message"])
    else:
        assert named == cards[:3], (cards, answer["message"])
        assert re.search(rf"\b{len(cards)}\b", answer["message"]), (cards, answer["message"])


def _cocoa_or_chocolate(database_url: str, recipe_ids: list[str]) -> list[str]:
    """The cards' ingredients whose catalogue name says chocolate, cocoa or cacao."""
    rows = run_sql(
        database_url,
        "select i.name_en from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id"
        " where ri.recipe_id = any(%s::uuid[])"
        " and i.name_en ~* '(chocolate|cocoa|cacao)'",
        (recipe_ids,),
    )
    return [row[0] for row in rows]


@pytest.mark.parametrize(
    ("language", "opener"),
    [("es", "postre italiano sin chocolate"), ("en", "Italian dessert without chocolate")],
)
async def test_a_dessert_without_chocolate_has_no_cocoa_and_keeps_none_when_refined(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    database_url: str,
    language: str,
    opener: str,
) -> None:
    # Given a cook (peanut allergy) asking for an Italian dessert without chocolate
    user = cook(language, allergens=("peanut",))
    session, shown = await _turn(http, user, opener)

    # Then desserts are shown, and none holds chocolate in any form (a tiramisú's cocoa)
    cards = [c["recipeId"] for c in shown.get("recipes") or ()]
    assert cards, shown["message"]
    assert _cocoa_or_chocolate(database_url, cards) == []
    assert not any("tiramis" in _fold(c["name"]) for c in shown["recipes"])

    # And the quicker chip the answer offered keeps chocolate out as well
    _, quicker = await _turn(http, user, _quicker(shown), session)
    assert quicker["language"] == language
    again = [c["recipeId"] for c in quicker.get("recipes") or ()]
    assert _cocoa_or_chocolate(database_url, again) == []


_BOILED = re.compile(r"salted water|agua con sal|cuece|simmer")


def _chip_starting(answer: dict[str, Any], prefixes: tuple[str, ...]) -> dict[str, str]:
    """The answer's first chip whose label starts with one of these words."""
    return next(c for c in answer.get("suggestions") or () if c["label"].startswith(prefixes))


@pytest.mark.parametrize(
    ("language", "message", "rice"),
    [
        ("en", "I have leftover rice, eggs and spring onions, make something for 2", "rice"),
        ("es", "me sobró arroz cocido, tengo huevos y cebolla, algo para 2 personas", "arroz"),
        ("es", "tengo arroz que sobró de ayer y huevos, para dos", "arroz"),
    ],
)
async def test_leftover_rice_is_warmed_through_for_two_and_stays_so_when_refined(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    language: str,
    message: str,
    rice: str,
) -> None:
    # Given a cook with rice left over from yesterday, eggs, and two people to feed
    user = cook(language)
    session, answer = await _turn(http, user, message)

    # Then the recipe is for two, with the rice and the eggs, a plausible number of eggs, and the
    # rice warmed through in the dish instead of boiled again from raw
    recipe = answer["customRecipe"]
    assert answer["language"] == language
    assert recipe["portions"] == 2
    names = [_fold(item["name"]) for item in recipe["ingredients"]]
    assert any(rice in name for name in names), names
    [eggs] = [i for i in recipe["ingredients"] if _fold(i["name"]).startswith(("egg", "huevo"))]
    assert 1 <= eggs["quantity"] <= 4, eggs
    steps = " ".join(step["instruction"] for step in recipe["steps"])
    assert not _BOILED.search(_fold(steps)), steps
    assert "165" in steps  # reheated leftovers reach 165°F / 74°C

    # When the cook taps the change chip the answer offered (a dish this quick is offered no
    # "quicker" one: it is "spicier")
    chip = _chip_starting(answer, ("Make it spicier", "Más picante"))
    _, quicker = await _turn(http, user, chip["message"], session)

    # Then the changed recipe still serves two and still only warms the rice
    changed = quicker["customRecipe"]
    assert quicker["language"] == language
    assert changed["portions"] == 2
    steps = " ".join(step["instruction"] for step in changed["steps"])
    assert not _BOILED.search(_fold(steps)), steps


_FALLBACK = ("I couldn't find recipes", "No encontré recetas")


def _without_topic_check(deps: ChatDeps) -> ChatDeps:
    """The same dependencies without the guard's model check, so the script is the turn's."""
    settings = deps.settings.model_copy(update={"topic_model_check": False})
    return dataclasses.replace(deps, settings=settings)


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("es", "algo para la posada de la oficina"),
        ("en", "something for the office posada"),
        ("en", "algo para la posada de la oficina"),  # an English cook writing in Spanish
    ],
)
async def test_the_office_posada_shows_the_recipe_the_search_found(
    http: httpx.AsyncClient, cook: Callable[..., Principal], language: str, message: str
) -> None:
    # Given a cook (peanut allergy) asking for the office party, on the offline provider
    user = cook(language, allergens=("peanut",))
    _, answer = await _turn(http, user, message)

    # Then the recipes found are shown as cards, in the language the cook wrote in, with the
    # actions to open the first one
    written = "es" if message.startswith("algo") else "en"
    assert answer["language"] == written
    assert answer["recipes"], answer["message"]
    assert not answer["message"].startswith(_FALLBACK)
    assert answer["trace"]["ragResultCount"] == len(answer["recipes"])
    if len(answer["recipes"]) == 1:  # the copy speaks of one recipe, as the cards show
        assert not re.search(r"\brecipes\b|\brecetas\b", answer["message"]), answer["message"]
    first = answer["recipes"][0]["recipeId"]
    kinds = {a["type"] for a in answer["actions"] if a["payload"].get("recipeId") == first}
    assert {"view_recipe", "start_cooking"} <= kinds


@pytest.mark.parametrize("query", ["posada de la oficina", "algo para la posada de la oficina"])
async def test_a_model_that_shortens_the_request_still_shows_the_recipe_found(
    database: Database, seeded: object, cook: Callable[..., Principal], query: str
) -> None:
    # Given a model that searches a piece of what the cook wrote (as models do)
    user = cook("es", allergens=("peanut",))
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": query})
    fake.script_text("Para la posada, esta receta rinde para muchos.")
    async with (
        fake_http(fake) as wire,
        chat_client(
            _without_topic_check(make_deps(database, gateway=fake_gateway(wire)))
        ) as client,
    ):
        # When the cook asks for the office party
        _, answer = await _turn(client, user, "algo para la posada de la oficina")

    # Then the search read the cook's words, and the recipe it found is on screen
    assert answer["trace"]["provider"] == "openai"
    assert answer["trace"]["toolsCalled"] == ["search_recipes"]
    assert answer["recipes"], answer["message"]
    assert answer["message"] == "Para la posada, esta receta rinde para muchos."


def _with_ingredient(database_url: str, recipe_ids: list[str], pattern: str) -> list[str]:
    """The cards' ingredients whose English catalogue name matches `pattern`."""
    rows = run_sql(
        database_url,
        "select i.name_en from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id"
        " where ri.recipe_id = any(%s::uuid[]) and i.name_en ~* %s",
        (recipe_ids, pattern),
    )
    return [row[0] for row in rows]


def _not_vegetarian(database_url: str, recipe_ids: list[str]) -> list[str]:
    rows = run_sql(
        database_url,
        "select r.id::text from recipes r where r.id = any(%s::uuid[]) and not exists ("
        " select 1 from recipe_diets rd join diet_types d on d.id = rd.diet_type_id"
        " where rd.recipe_id = r.id and d.slug = 'vegetarian')",
        (recipe_ids,),
    )
    return [row[0] for row in rows]


@pytest.mark.parametrize(
    ("language", "opener", "narrowing", "food", "vegetarian"),
    [
        ("es", "pasta", "sin cebolla", r"\monion", True),
        ("en", "something with chicken", "without onion", r"\monion", False),
        ("es", "algo con pollo", "without garlic", r"\mgarlic", False),  # switching language
    ],
)
async def test_leaving_a_food_out_of_the_cards_on_screen_searches_again_without_it(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    database_url: str,
    *,
    language: str,
    opener: str,
    narrowing: str,
    food: str,
    vegetarian: bool,
) -> None:
    # Given a cook (vegetarian or not) with recipe cards on screen
    diets = ("vegetarian",) if vegetarian else ()
    user = cook(language, diets=diets)
    session, shown = await _turn(http, user, opener)
    assert shown["recipes"], shown["message"]

    # When they say what to leave out
    session, answer = await _turn(http, user, narrowing, session)

    # Then the search runs again without it, in the language of the message, the copy names
    # the cards it shows, and the diet still holds
    written = "es" if narrowing.startswith("sin") else "en"
    cards = [c["recipeId"] for c in answer.get("recipes") or ()]
    assert answer["language"] == written
    assert cards, answer["message"]
    assert answer["trace"]["toolsCalled"] == ["search_recipes"]
    assert _with_ingredient(database_url, cards, food) == []
    assert answer["recipes"][0]["name"] in answer["message"]
    if vegetarian:
        assert _not_vegetarian(database_url, cards) == []

    # And the quicker chip it offers keeps the food out (and the diet in) too
    _, quicker = await _turn(http, user, _quicker(answer), session)
    again = [c["recipeId"] for c in quicker.get("recipes") or ()]
    assert _with_ingredient(database_url, again, food) == []
    if vegetarian:
        assert _not_vegetarian(database_url, again) == []


@pytest.mark.parametrize(
    ("language", "opener", "other"),
    [("es", "algo con pollo", "otra cosa"), ("en", "something with chicken", "something else")],
)
async def test_something_else_shows_other_recipes_for_the_same_request(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    language: str,
    opener: str,
    other: str,
) -> None:
    # Given a cook with chicken recipes on screen
    user = cook(language, allergens=("peanut",))
    session, shown = await _turn(http, user, opener)
    before = {c["name"] for c in shown["recipes"]}

    # When they ask for something else
    session, answer = await _turn(http, user, other, session)

    # Then other chicken recipes are shown, none of those already seen, and the copy names them
    names = [c["name"] for c in answer.get("recipes") or ()]
    assert names, answer["message"]
    assert not before & set(names)
    assert any(("pollo" in _fold(n) or "chicken" in _fold(n)) for n in names), names
    assert names[0] in answer["message"]
    assert answer["language"] == language

    # And the quicker chip it offers still searches chicken, not "something else"
    _, quicker = await _turn(http, user, _quicker(answer), session)
    assert not quicker["message"].startswith(_FALLBACK), quicker["message"]


async def test_cook_it_again_answers_ready_to_cook_instead_of_asking_again(
    http: httpx.AsyncClient, cook: Callable[..., Principal], database_url: str
) -> None:
    # Given a cook who saved a risotto last week
    user = cook("en")
    saved = save_user_recipe(
        database_url, user.user_id, "Mushroom Risotto", NOW - timedelta(days=6), ["rice"]
    )
    session, found = await _turn(http, user, "my risotto from last week")
    assert found["retrieval"]["type"] == "single"

    # When they tap the "Cook it again" chip the answer offered
    tapped = _chip(found, {"Cook it again"})
    _, answer = await _turn(http, user, tapped, session)

    # Then the answer is not the same question again: it says the recipe is ready, offers no
    # chip that repeats itself, and the action to start cooking that very recipe is there
    assert answer["message"] != found["message"]
    assert "Mushroom Risotto" in answer["message"]
    assert tapped not in [c["message"] for c in answer.get("suggestions") or ()]
    starts = [a for a in answer["actions"] if a["type"] == "start_cooking"]
    assert [a["payload"]["recipeId"] for a in starts] == [saved]
