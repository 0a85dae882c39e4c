"""The starter chips say again what the cook left out, and never repeat a request she made.

Each chip's message is read back as the search reads a typed request
(`shared.search.negation.split_negation`): what it leaves out is what the cook said.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from chat.starters import conversation_starters, diets_said

from shared.context import UserContext
from shared.context.user_context import HistoryMessage
from shared.search.negation import split_negation
from shared.search.time_words import read_time

if TYPE_CHECKING:
    from shared.schemas import Language


def _context(language: Language, *said: str, diets: tuple[str, ...] = ()) -> UserContext:
    history = tuple(HistoryMessage(role="user", content=text) for text in said)
    return UserContext(language=language, diet_types=diets, conversation_history=history)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ("dinner ideas, no pork", "and no shrimp")),
        ("es", ("ideas para cenar sin cerdo", "y sin camarones")),
        ("en", ("sin cerdo ni camarones",)),
        ("es", ("no pork or shrimp please",)),
    ],
)
def test_every_starter_leaves_out_what_the_conversation_left_out(
    language: Language, said: tuple[str, ...]
) -> None:
    # Given a conversation that left pork out, then shrimp
    context = _context(language, *said[:-1])

    # When the starters follow her last message
    chips = conversation_starters(context, said[-1], language)

    # Then each one, searched, leaves both out
    assert len(chips) == 3
    for chip in chips:
        avoided = split_negation(chip.message, language).avoided
        assert "pork" in avoided.categories, chip.message
        assert "seafood" in avoided.categories or avoided.ingredients, chip.message


@pytest.mark.parametrize(
    ("language", "said", "never"),
    [
        ("en", "nothing spicy, and no chicken", "chicken"),
        ("es", "nada picante y sin pollo", "pollo"),
    ],
)
def test_a_food_left_out_is_no_example_and_heat_stays_out(
    language: Language, said: str, never: str
) -> None:
    chips = conversation_starters(_context(language), said, language)

    for chip in chips:
        negation = split_negation(chip.message, language)
        assert negation.avoided.hot, chip.message
        assert never not in negation.text.casefold(), chip.message


def test_the_profiles_own_diet_is_left_to_the_gates() -> None:
    # Given a vegetarian who says nothing else
    chips = conversation_starters(_context("es", diets=("vegetarian",)), "hola", "es")

    # Then the requests are the plain ones (the search keeps to her diet on its own)
    assert all(split_negation(c.message, "es").avoided.categories == () for c in chips)
    assert all("vegetarian" not in c.message for c in chips)


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_starter_already_tapped_is_not_offered_again(language: Language) -> None:
    # Given the starters offered on a greeting, the first one tapped
    first = conversation_starters(_context(language), "hola", language)[0]
    context = _context(language, "hola", first.message)

    # When the cook asks to create her own
    chips = conversation_starters(context, "Create a custom recipe with my ingredients", language)

    # Then the others are offered, not the one whose answer she has seen
    assert chips
    assert first.message not in [c.message for c in chips]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "dinner ideas, no dairy"),
        ("es", "no dairy please"),
        ("es", "ideas para la cena, sin lácteos"),
    ],
)
def test_a_diet_said_as_a_food_left_out_holds_for_every_starter(
    language: Language, said: str
) -> None:
    # Given a cook who said to leave out a food group a diet names
    chips = conversation_starters(_context(language), said, language)

    # Then each starter, read as the search reads it, keeps to that diet
    for chip in chips:
        read = {*diets_said(chip.message), *split_negation(chip.message, language).avoided.diets}
        assert "dairy_free" in read, chip.message


@pytest.mark.parametrize(
    ("diet", "said"),
    [
        ("vegetarian", "quiero algo vegetariano"),
        ("vegan", "algo vegano para hoy"),
        ("pescatarian", "ideas pescetarianas"),
    ],
)
def test_a_diet_said_again_agrees_with_what_each_starter_asks_for(diet: str, said: str) -> None:
    # Given a cook with no diet in her profile who asked for one in Spanish
    chips = conversation_starters(_context("es"), said, "es")

    # Then each starter says it as its own words need it, and the search still reads it
    messages = {chip.label: chip.message for chip in chips}
    feminine = {"vegetarian": "vegetarianas", "vegan": "veganas", "pescatarian": "pescetarianas"}
    masculine = {"vegetarian": "vegetariano", "vegan": "vegano", "pescatarian": "pescetariano"}
    assert messages["Cenas rápidas"].endswith(f"recetas rápidas para la cena, {feminine[diet]}")
    assert messages["Algo saludable"].endswith(f"para la comida, {masculine[diet]}")
    assert messages["Cocinar con lo que tengo"].endswith(f", {masculine[diet]}?")
    for chip in chips:
        assert diets_said(chip.message) == {diet}, chip.message


def test_a_diet_said_again_in_english_reads_as_it_was_said() -> None:
    chips = conversation_starters(_context("en"), "something vegetarian please", "en")

    assert [c.message.rsplit(", ", 1)[-1] for c in chips] == [
        "vegetarian",
        "vegetarian?",
        "vegetarian",
    ]


@pytest.mark.parametrize(
    ("typed", "language", "label"),
    [
        ("Quick dinners", "en", "Quick dinners"),
        ("quick dinners!", "en", "Quick dinners"),
        ("Cenas rápidas", "es", "Cenas rápidas"),
        # Typed in one language, the answer in the other: the same request
        ("Quick dinners", "es", "Cenas rápidas"),
        ("Algo saludable", "en", "Something healthy"),
    ],
)
def test_a_starter_typed_by_its_label_is_not_offered_again(
    typed: str, language: Language, label: str
) -> None:
    # Given a starter's label typed, not tapped
    context = _context(language, typed)

    # When the starters follow a later message
    chips = conversation_starters(context, "thanks", language)

    # Then that starter is not among them; the others are
    labels = [chip.label for chip in chips]
    assert label not in labels
    assert len(labels) == 2


@pytest.mark.parametrize(
    ("language", "said", "minutes"),
    [
        ("es", ("no tengo mucho tiempo, algo en 15 minutos", "Crear la mía"), 15),
        ("en", ("dinner in under 20 minutes please", "Create my own"), 20),
        # The last limit she gave is the one that holds
        ("en", ("something in 40 minutes", "actually, in 15 minutes"), 15),
    ],
)
def test_every_starter_keeps_the_time_limit_she_gave(
    language: Language, said: tuple[str, ...], minutes: int
) -> None:
    # Given a conversation where she gave a time limit
    context = _context(language, *said[:-1])

    # When the starters follow her last message
    chips = conversation_starters(context, said[-1], language)

    # Then each one, read as the search reads it, asks within her limit
    assert chips
    for chip in chips:
        assert read_time(chip.message).limit == minutes, chip.message


def test_no_limit_said_adds_none() -> None:
    chips = conversation_starters(_context("en", "something healthy"), "Create my own", "en")
    assert all(read_time(chip.message).limit is None for chip in chips)
