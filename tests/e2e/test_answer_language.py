"""One language per answer, through HTTP on the offline provider: `language`, the message, the
chips, the actions and the cards all follow the language the user wrote in; the profile only
breaks ties.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook, chat_answer, voice_call
from tests.integration.test_chat_harness import (
    ask,
    events_of,
    post_chat,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

# Words only one of the two languages uses in this copy; the chips and action labels must
# carry the written language's and none of the other's.
_MARKERS = {
    "en": ("recipe", "options", "quicker", "my own", "start cooking", "make it", "create"),
    "es": ("receta", "opciones", "rápida", "mía", "empezar", "guardar", "hazla", "crear"),
}


def _labels(answer: dict[str, Any]) -> str:
    chips = [f"{c['label']} {c['message']}" for c in answer.get("suggestions", [])]
    actions = [a["label"] for a in answer.get("actions", [])]
    return " ".join(chips + actions).casefold()


@pytest.mark.parametrize(
    ("profile", "written", "message"),
    [
        ("es", "en", "something healthy, fast and Mexican"),
        ("en", "es", "algo saludable, rápido y mexicano"),
        # Spanish in everyday words, with "a" (a word of both) among them.
        ("en", "es", "quiero quedar bien, vienen a cenar"),
        ("en", "es", "hace calor, a ver algo rico"),
    ],
)
async def test_a_search_answers_in_the_language_the_user_wrote_in(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    profile: str,
    written: str,
    message: str,
) -> None:
    # Given a cook whose profile says one language
    user = cook(profile)

    # When they write in the other
    answer = await ask(http, user, message)

    # Then every part of the answer is in the language they wrote in
    assert answer["language"] == written
    assert answer["recipes"]
    labels = _labels(answer)
    assert any(word in labels for word in _MARKERS[written]), labels
    assert not any(word in labels for word in _MARKERS[profile]), labels
    found = {"en": "Here are", "es": "Aquí tienes"}
    assert answer["message"].startswith(found[written])


@pytest.mark.parametrize(
    ("profile", "written", "message"),
    [
        ("es", "en", "Make me a recipe with chicken and rice"),
        ("en", "es", "Hazme una receta con pollo y arroz"),
    ],
)
async def test_a_generated_recipe_and_its_chips_follow_the_written_language(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    profile: str,
    written: str,
    message: str,
) -> None:
    # Given
    user = cook(profile)

    # When
    answer = await ask(http, user, message)

    # Then the recipe, its chips and its save action are all in the written language
    assert answer["language"] == written
    recipe = answer["customRecipe"]
    assert recipe["language"] == written
    chicken = {"en": "chicken", "es": "pollo"}[written]
    assert chicken in " ".join(i["name"].casefold() for i in recipe["ingredients"])
    labels = _labels(answer)
    assert not any(word in labels for word in _MARKERS[profile]), labels


@pytest.mark.parametrize("profile", ["en", "es"])
async def test_a_message_that_reads_the_same_in_both_languages_follows_the_profile(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], profile: str
) -> None:
    # Given
    user = cook(profile)

    # When the words say nothing about the language
    answer = await ask(http, user, "pad thai")

    # Then the profile decides, and the message agrees with `language`
    assert answer["language"] == profile
    other = "es" if profile == "en" else "en"
    assert not any(word in _labels(answer) for word in _MARKERS[other])
    opening = {"en": ("Here", "I "), "es": ("Aquí", "No ", "Encontr")}
    assert answer["message"].startswith(opening[profile]), answer["message"]


@pytest.mark.parametrize(
    ("profile", "first"),
    [
        ("en", "quiero algo para impresionar a mis suegros"),
        ("es", "something to impress my in-laws"),
    ],
)
@pytest.mark.parametrize("neutral", ["ok", "pad thai"])
async def test_a_message_of_either_language_goes_on_in_the_language_she_was_writing(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    profile: str,
    first: str,
    neutral: str,
) -> None:
    # Given a cook who wrote in the language her profile does not say
    user = cook(profile)
    written = "es" if profile == "en" else "en"
    response = await post_chat(http, user, {"message": first})
    events = events_of(response.text)
    assert events[-1]["response"]["language"] == written

    # When her next message reads the same in both languages
    response = await post_chat(
        http, user, {"message": neutral, "sessionId": events[0]["sessionId"]}
    )
    answer = events_of(response.text)[-1]["response"]

    # Then the answer goes on in the language she was writing in, chips included
    assert answer["language"] == written, answer["message"]
    assert not any(word in _labels(answer) for word in _MARKERS[profile]), _labels(answer)


@pytest.mark.parametrize(
    ("profile", "create", "change"),
    [
        ("es", "Hazme una receta con arroz y frijoles", "make it quicker"),
        ("en", "Make me a recipe with rice and beans", "hazla más rápida"),
    ],
)
async def test_a_change_asked_in_the_other_language_changes_the_recipe_shown(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    profile: str,
    create: str,
    change: str,
) -> None:
    # Given a recipe shown in the cook's language
    user = cook(profile)
    response = await post_chat(http, user, {"message": create})
    events = events_of(response.text)
    session_id = events[0]["sessionId"]
    shown = events[-1]["response"]["customRecipe"]

    # When she asks for a change in the other language
    response = await post_chat(http, user, {"message": change, "sessionId": session_id})
    answer = events_of(response.text)[-1]["response"]

    # Then the recipe she was shown is changed, and it reads, as the answer around it does, in
    # the language she just wrote in
    other = "en" if profile == "es" else "es"
    assert answer["trace"]["toolsCalled"] == ["modify_recipe"]
    assert answer["language"] == other
    assert shown["language"] == profile
    assert answer["customRecipe"]["language"] == other
    assert answer["customRecipe"]["totalTime"] < shown["totalTime"]
    assert not any(word in _labels(answer) for word in _MARKERS[profile]), _labels(answer)


# (profile, message, the language that answers): the words around the food names decide;
# names alone ("baja fish tacos") leave it to the profile.
_MIXED = [
    ("es", "fish tacos estilo ensenada", "es"),
    ("en", "quiero unos fish tacos", "es"),
    ("es", "baja fish tacos", "es"),
    ("en", "tacos de pescado", "es"),
    ("es", "I want tacos de pescado", "en"),
    ("en", "tacos al pastor", "en"),
]


@pytest.mark.parametrize(("profile", "message", "answered_in"), _MIXED)
async def test_a_mixed_message_is_answered_in_the_language_of_its_sentence_in_chat_and_voice(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    profile: str,
    message: str,
    answered_in: str,
) -> None:
    # Given a vegetarian whose profile says one language (the catalogue's fish tacos are out)
    user = cook(profile, diets=("vegetarian",))

    # When she writes a message that mixes both languages
    answer = await chat_answer(database, user, message)

    # Then the answer, its chips and its actions are in the language of her sentence, and so
    # is the answer to the first chip it offers
    assert answer["language"] == answered_in, answer["message"]
    other = "es" if answered_in == "en" else "en"
    assert not any(word in _labels(answer) for word in _MARKERS[other]), _labels(answer)
    tapped = await chat_answer(database, user, answer["suggestions"][0]["message"])
    assert tapped["language"] == answered_in, tapped["message"]

    # And by voice, in a session of her language, the same words are answered in it too when
    # her sentence is in it (the other language is `test_voice_turn_language`'s)
    if answered_in == profile:
        said = await voice_call(
            database, database_url, user, profile, ("search_recipes", {"query": message})
        )
        assert said["response"]["language"] == answer["language"]
        assert said["spoken"].split(".")[0] in answer["message"], (said["spoken"], answer)


@pytest.mark.parametrize("profile", ["es", "en"])
@pytest.mark.parametrize(
    "message",
    ["I want something con pollo y arroz", "quiero algo rapido with chicken and rice"],
)
async def test_a_sentence_half_in_each_language_is_answered_in_the_profile_language(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], *, profile: str, message: str
) -> None:
    # Given a cook whose profile says one language
    user = cook(profile)

    # When she writes a sentence whose words are as much one language as the other, then taps
    # every chip the answer offers
    chat = ChatCook(http, user.user_id)
    answer = await chat.say(message)
    tapped = [await chat.tap(answer, chip["label"]) for chip in answer["suggestions"]]

    # Then her profile's language answers, the cards, chips and actions too, and each tap
    assert answer["recipes"], answer["message"]
    assert answer["language"] == profile, answer["message"]
    other = "es" if profile == "en" else "en"
    assert not any(word in _labels(answer) for word in _MARKERS[other]), _labels(answer)
    assert [reply["language"] for reply in tapped] == [profile] * len(tapped)


@pytest.mark.parametrize(
    ("profile", "written", "message"),
    [
        # Only the accent marks and the opening mark say Spanish: no Spanish word of the list.
        ("en", "es", "¿Algún guiso rico?"),
        ("en", "es", "Pollo rostizado, ¿sí?"),
        # A foreign dish's marks are no Spanish: the sentence around it is English.
        ("es", "en", "crème brûlée please"),
    ],
)
async def test_the_marks_a_cook_writes_decide_the_answer_language_and_its_chips_keep_it(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    profile: str,
    written: str,
    message: str,
) -> None:
    # Given a cook whose profile is in the other language
    user = cook(profile)

    # When she writes, then taps the first chip the answer offers
    answer = await ask(http, user, message)
    tapped = await ask(http, user, answer["suggestions"][0]["message"])

    # Then the answer, its chips and the chip's own answer are in the language she wrote in
    assert answer["language"] == written, answer["message"]
    assert not any(word in _labels(answer) for word in _MARKERS[profile]), _labels(answer)
    assert tapped["language"] == written, tapped["message"]
