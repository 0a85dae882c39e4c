"""A query holding a recipe's whole name, in either language, names it: the frame is talk."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.dish_phrase import candidates_food
from shared.search.ranking import lacks_subject
from shared.search.settings import SearchSettings
from shared.search.whole_name import holds_whole_name, named_apart
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    from shared.search.lexical import CatalogueRow

# Names as the seed catalogue has them (migrations/seed/recipes), in both languages.
_NAAN = ("Naan de Ajo con Mantequilla", "Garlic Butter Naan")
_RELLENOS = ("Chiles Rellenos", "Chiles Rellenos de Queso")
_TOM_YUM = (
    "Tom Yum Goong (Thai Hot and Sour Shrimp Soup)",
    "Tom Yum Goong (Sopa Tailandesa Agripicante de Camarón)",
)
_TIKKA = ("Chicken Tikka Masala", "Pollo Tikka Masala")
_BUTTER_CHICKEN = ("Butter Chicken (Murgh Makhani)", "Pollo a la Mantequilla (Murgh Makhani)")


@pytest.mark.parametrize(
    ("asked", "names"),
    [
        # The English name in a Spanish frame
        (["ensename", "hacer", "garlic", "butter", "naan"], _NAAN),
        # The Spanish name in an English frame, one word singular
        (["how", "make", "chile", "rellenos"], _RELLENOS),
        # The name before its brackets
        (["craving", "tom", "yum", "goong"], _TOM_YUM),
        # The name in brackets
        (["hazme", "murgh", "makhani"], _BUTTER_CHICKEN),
    ],
)
def test_a_name_whose_every_word_is_asked_is_held(asked: list[str], names: tuple[str, ...]) -> None:
    assert holds_whole_name(asked, names)


@pytest.mark.parametrize(
    ("asked", "names"),
    [
        # Part of a name only
        (["quiero", "pollo", "tikka"], _TIKKA),
        # A name of one word is no recipe's own ("Guacamole" qualified is another dish)
        (["guacamole", "chapulines"], ("Guacamole",)),
        # The words of two names, neither whole
        (["garlic", "naan", "masala"], (*_NAAN, *_TIKKA)),
    ],
)
def test_a_name_missing_a_word_is_not_held(asked: list[str], names: tuple[str, ...]) -> None:
    assert not holds_whole_name(asked, names)


def _rows(*pairs: tuple[str, ...]) -> list[CatalogueRow]:
    """Candidates with their card's name and their name in the other language."""
    return [catalogue_row(pair[0], other_name=pair[1]) for pair in pairs]


def test_the_frames_unknown_word_is_talk_around_the_whole_name() -> None:
    # Given a Spanish cook asking for the naan by its English name
    text = "enséñame a hacer garlic butter naan"
    rows = _rows((_NAAN[0], _NAAN[1]))
    food = candidates_food([row.name for row in rows], "es")
    asked = ["ensename", "hacer", "garlic", "butter", "naan"]

    # Then the verb no recipe has is accounted for by the name
    assert named_apart(["enséñame"], asked, rows, text=text, food=food, language="en") == {
        "enséñame"
    }


def test_a_dish_beside_the_whole_name_stays_the_subject() -> None:
    # "Poutine" stands right after a food, where an English dish does: a dish the catalogue
    # lacks, whatever name the rest is.
    text = "butter chicken poutine"
    rows = _rows(_BUTTER_CHICKEN)
    food = candidates_food([row.name for row in rows], "en")
    asked = ["butter", "chicken", "poutine"]

    assert named_apart(["poutine"], asked, rows, text=text, food=food, language="en") == set()


@pytest.mark.parametrize(
    ("text", "unmatched", "display", "written_in", "pair"),
    [
        ("enséñame a hacer garlic butter naan", ["enséñame"], "es", "en", _NAAN),
        ("cocíname un chicken tikka masala", ["cocíname"], "es", "en", _TIKKA[::-1]),
    ],
)
def test_a_whole_name_in_the_other_language_is_no_missing_dish(
    text: str, unmatched: list[str], display: str, written_in: str, pair: tuple[str, ...]
) -> None:
    # Given the candidate named in the other language, read without a model
    rows = _rows(pair)

    # Then the frame's word no recipe has does not send the cook to create the dish
    assert not lacks_subject(
        rows,
        {},
        None,
        text=text,
        written_in=written_in,  # type: ignore[arg-type]
        display=display,  # type: ignore[arg-type]
        covered=True,
        unmatched=unmatched,
        terms=4,
        settings=SearchSettings(),
    )


def test_a_missing_dish_beside_a_whole_name_is_still_missing() -> None:
    rows = _rows(_BUTTER_CHICKEN)

    assert lacks_subject(
        rows,
        {},
        None,
        text="butter chicken poutine",
        written_in="en",
        display="en",
        covered=True,
        unmatched=["poutine"],
        terms=3,
        settings=SearchSettings(),
    )
