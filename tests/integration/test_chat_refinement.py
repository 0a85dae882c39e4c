"""Refining a custom recipe through HTTP on the offline provider: every change the cook asks
for is made as asked, or the answer says plainly that it could not be made. EN and ES.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.integration.test_chat_harness import add_profile, chat_client, make_deps
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


@pytest.fixture
def cook(make_user: Callable[..., Principal], database_url: str) -> Callable[[str], Principal]:
    def create(language: str) -> Principal:
        user = make_user()
        add_profile(database_url, user.user_id, language=language)
        return user

    return create


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
    created = await chat(http, user, CREATE[language])
    before = final(created)["customRecipe"]

    # When
    answer = final(await chat(http, user, message, sessionId=created[0]["sessionId"]))

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
    created = await chat(http, user, CREATE[language])
    before = final(created)["customRecipe"]

    # When
    answer = final(await chat(http, user, message, sessionId=created[0]["sessionId"]))

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
    created = await chat(http, user, CREATE[language])
    before = final(created)["customRecipe"]

    # When
    answer = final(await chat(http, user, message, sessionId=created[0]["sessionId"]))

    # Then the onion is gone from the lines and the steps, and the answer says what happened
    after = answer["customRecipe"]
    assert_valid(after)
    assert any(gone in i["name"] for i in before["ingredients"])
    assert not any(gone in i["name"] for i in after["ingredients"])
    assert not any(gone in s["instruction"].lower() for s in after["steps"])
    assert said in answer["message"]
    assert "rapida" not in str(after).lower()
