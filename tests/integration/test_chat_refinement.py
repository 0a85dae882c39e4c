"""Refining a custom recipe through HTTP on the offline provider: every change the cook asks
for is made as asked, or the answer says plainly that it could not be made. EN and ES.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.integration.test_chat_harness import chat_client, make_deps
from tests.integration.test_chat_scenarios_offline import chat, final

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

CREATE = {
    "en": "Make me a recipe with chicken, rice and bell peppers",
    "es": "Hazme una receta con pollo, arroz y pimiento",
}
CLAIMS = {"en": "Done!", "es": "¡Listo!"}
REFUSALS = {"en": "I couldn't", "es": "No pude"}
_NUMBERED = re.compile(r"^\s*\d+\s*[.)]")


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
        yield client


async def create_then_change(
    http: httpx.AsyncClient, user: Principal, language: str, change: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Generate the usual recipe, ask for a change in the same session: (recipe, answer)."""
    created = await chat(http, user, CREATE[language])
    answer = final(await chat(http, user, change, sessionId=created[0]["sessionId"]))
    return final(created)["customRecipe"], answer


def _body(recipe: dict[str, Any]) -> tuple[Any, ...]:
    return (
        [(i["name"], i.get("quantity"), i.get("unit")) for i in recipe["ingredients"]],
        [(s["instruction"], s.get("timerSeconds")) for s in recipe["steps"]],
        recipe["portions"],
        recipe["totalTime"],
    )


def assert_valid(recipe: dict[str, Any]) -> None:
    """What a cook would notice at once: unit-only lines, odd numbering, lost safety checks."""
    for line in recipe["ingredients"]:
        assert not (line.get("unit") and line.get("quantity") is None), line
        assert not re.search(r"\b(?:rapid[oa]|quick(?:er)?|faster)\b", line["name"]), line
    steps = recipe["steps"]
    assert [s["order"] for s in steps] == list(range(1, len(steps) + 1))
    for step in steps:
        assert not _NUMBERED.match(step["instruction"]), step
        assert not re.search(r"\b(?:incorpora|stir in the) rapid", step["instruction"].lower())
    names = " ".join(i["name"].lower() for i in recipe["ingredients"])
    if "chicken" in names or "pollo" in names:
        text = " ".join(s["instruction"] + " " + (s.get("safetyNote") or "") for s in steps)
        assert "74°C" in text


@pytest.mark.parametrize("language", ["en", "es"])
async def test_every_chip_tapped_in_turn_keeps_the_recipe_valid_and_the_answer_honest(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], language: str
) -> None:
    # Given a generated recipe
    user = cook(language)
    created = await chat(http, user, CREATE[language])
    session_id = created[0]["sessionId"]
    response = final(created)
    recipe = response["customRecipe"]
    chips = response["suggestions"]
    tapped: list[str] = []

    # When every chip the server offers is tapped, round after round
    for round_number in range(8):
        assert chips, f"no chip left after {tapped}"
        message = chips[round_number % len(chips)]["message"]
        tapped.append(message)
        answer = final(await chat(http, user, message, sessionId=session_id))

        # Then each answer's recipe is valid, and "done" is claimed only for a real change
        new = answer["customRecipe"]
        assert_valid(new)
        assert answer["trace"]["toolsCalled"] == ["modify_recipe"]
        if _body(new) == _body(recipe):
            assert answer["message"].startswith(REFUSALS[language]), (tapped, answer["message"])
        else:
            assert not answer["message"].startswith(REFUSALS[language]), answer["message"]
        recipe, chips = new, answer.get("suggestions") or []


@pytest.mark.parametrize(
    ("language", "message"),
    [("en", "make it quicker"), ("es", "Más rápida"), ("es", "Hazla más rápida")],
)
async def test_quicker_makes_it_quicker(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], language: str, message: str
) -> None:
    # Given
    user = cook(language)

    # When
    before, answer = await create_then_change(http, user, language, message)

    # Then
    after = answer["customRecipe"]
    assert_valid(after)
    assert after["totalTime"] < before["totalTime"]
    assert [i["name"] for i in after["ingredients"]] == [i["name"] for i in before["ingredients"]]
    assert answer["message"].startswith(CLAIMS[language])
    assert str(after["totalTime"]) in answer["message"]


@pytest.mark.parametrize(
    ("language", "message", "word"),
    [("en", "less spicy", "milder"), ("es", "menos picante", "menos picante")],
)
async def test_milder_with_nothing_spicy_says_so_and_changes_nothing(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    language: str,
    message: str,
    word: str,
) -> None:
    # Given a recipe with no chili in it
    user = cook(language)

    # When
    before, answer = await create_then_change(http, user, language, message)

    # Then
    assert _body(answer["customRecipe"]) == _body(before)
    assert answer["message"].startswith(REFUSALS[language])
    assert word in answer["message"]
    assert CLAIMS[language] not in answer["message"]


@pytest.mark.parametrize(
    "case",
    [
        ("es", "sin cebolla y más rápida", "cebolla", "sin cebolla"),
        ("en", "no onion and make it quicker", "onion", "without onion"),
    ],
)
async def test_a_removal_and_a_quicker_together(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], case: tuple[str, str, str, str]
) -> None:
    # Given
    language, message, gone, said = case
    user = cook(language)

    # When
    before, answer = await create_then_change(http, user, language, message)

    # Then the onion is gone from the lines and the steps, and the answer says what happened
    after = answer["customRecipe"]
    assert_valid(after)
    assert any(gone in i["name"] for i in before["ingredients"])
    assert not any(gone in i["name"] for i in after["ingredients"])
    assert not any(gone in s["instruction"].lower() for s in after["steps"])
    assert said in answer["message"]
    assert "rapida" not in str(after).lower()


CREATE_OTHER = {
    "en": "Make me a recipe with salmon and potatoes",
    "es": "Hazme una receta con salmón y papas",
}
NO_RECIPE = {
    "en": ("make it quicker", "Want me to create one?", "Create a custom recipe"),
    "es": ("Hazla más rápida", "¿Quieres que cree una?", "Crea una receta"),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_change_with_no_recipe_offers_to_create_one(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], language: str
) -> None:
    # Given a new session with no recipe
    user = cook(language)
    change, offer, chip_start = NO_RECIPE[language]

    # When a change is asked for
    answer = final(await chat(http, user, change))

    # Then the answer says so, offers to create one, and shows no recipe
    assert offer in answer["message"]
    assert "customRecipe" not in answer
    assert any(c["message"].startswith(chip_start) for c in answer["suggestions"])


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_chip_from_an_earlier_recipe_is_refused_and_the_open_one_kept(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], language: str
) -> None:
    # Given two recipes made one after the other, and the first one's chips
    user = cook(language)
    first = await chat(http, user, CREATE[language])
    session_id = first[0]["sessionId"]
    old_chip = final(first)["suggestions"][-1]["message"]
    old_name = final(first)["customRecipe"]["suggestedName"]
    second = final(await chat(http, user, CREATE_OTHER[language], sessionId=session_id))
    open_recipe = second["customRecipe"]

    # When the first recipe's chip is tapped
    refused = final(await chat(http, user, old_chip, sessionId=session_id))

    # Then nothing is modified: the answer names both recipes and the open one stays open
    assert refused["trace"]["toolsCalled"] == []
    assert old_name in refused["message"]
    assert open_recipe["suggestedName"] in refused["message"]
    assert _body(refused["customRecipe"]) == _body(open_recipe)
    # and the open recipe's own chip still applies to it
    own_chip = second["suggestions"][0]["message"]
    applied = final(await chat(http, user, own_chip, sessionId=session_id))
    assert applied["trace"]["toolsCalled"] == ["modify_recipe"]
    assert applied["customRecipe"]["suggestedName"].startswith(
        open_recipe["suggestedName"].split()[0]
    )


def _names(recipe: dict[str, Any]) -> str:
    return " ".join(i["name"].lower() for i in recipe["ingredients"])


def _portions(recipe: dict[str, Any]) -> int:
    return int(recipe["portions"])


# (language, request, what the recipe must show when the answer claims the change)
KINDS: list[tuple[str, str, Callable[[dict[str, Any], dict[str, Any]], bool]]] = [
    ("en", "make it quicker", lambda b, a: a["totalTime"] < b["totalTime"]),
    ("es", "Más rápida", lambda b, a: a["totalTime"] < b["totalTime"]),
    ("en", "make it spicier", lambda b, a: "jalape" in _names(a) or "chili" in _names(a)),
    ("es", "más picante", lambda b, a: "jalape" in _names(a) or "chile" in _names(a)),
    ("en", "less spicy", lambda b, a: False),  # nothing spicy in it: must be refused
    ("es", "menos picante", lambda b, a: False),
    ("en", "no garlic", lambda b, a: "garlic" not in _names(a)),
    ("es", "sin ajo", lambda b, a: "ajo" not in _names(a)),
    ("en", "add mushrooms", lambda b, a: "mushroom" in _names(a)),
    ("es", "agrega champiñones", lambda b, a: "champiñones" in _names(a)),
    ("en", "make it vegan", lambda b, a: "chicken" not in _names(a)),
    ("es", "hazla vegana", lambda b, a: "pollo" not in _names(a)),
    ("en", "make it vegetarian", lambda b, a: "chicken" not in _names(a)),
    ("es", "hazla vegetariana", lambda b, a: "pollo" not in _names(a)),
    ("en", "fewer portions", lambda b, a: _portions(a) < _portions(b)),
    ("es", "menos porciones", lambda b, a: _portions(a) < _portions(b)),
    ("en", "adapt it to the Thermomix", lambda b, a: bool(a.get("usesThermomix"))),
    ("es", "adáptala a la Thermomix", lambda b, a: bool(a.get("usesThermomix"))),
]


@pytest.mark.parametrize(("language", "request_text", "shows"), KINDS)
async def test_each_kind_of_change_is_made_as_asked_or_plainly_refused(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    language: str,
    request_text: str,
    shows: Callable[[dict[str, Any], dict[str, Any]], bool],
) -> None:
    # Given a generated recipe
    user = cook(language)

    # When the change is asked for
    before, answer = await create_then_change(http, user, language, request_text)

    # Then either the recipe shows it and the answer says so, or nothing changed and the answer
    # says it could not be done
    after = answer["customRecipe"]
    assert answer["trace"]["toolsCalled"] == ["modify_recipe"]
    assert_valid(after)
    if answer["message"].startswith(REFUSALS[language]):
        assert _body(after) == _body(before)
    else:
        assert answer["message"].startswith(CLAIMS[language]), answer["message"]
        assert shows(before, after), (answer["message"], after)
