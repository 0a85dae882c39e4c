"""Which catalogue card a change request means: named, counted, or the only one on screen."""

from __future__ import annotations

import pytest
from chat.card_version import card_meant, chosen_card, on_screen

from shared.context import ShownCard
from shared.context.user_context import HistoryMessage

_CARDS = (
    ShownCard(recipe_id="a", name="Nopal Cactus Salad", total_time=30),
    ShownCard(recipe_id="b", name="Chilaquiles Verdes", total_time=30),
    ShownCard(recipe_id="c", name="Esquites (Mexican Street Corn Cups)", total_time=20),
)


@pytest.mark.parametrize(
    ("message", "meant"),
    [
        ("make the chilaquiles spicier", "b"),
        ("haz los esquites más picantes", "c"),
        ("make the second one vegan", "b"),
        ("hazla más picante la primera", "a"),
        # Several on screen, none told apart: ask
        ("make it spicier", None),
        ("más picante", None),
    ],
)
def test_the_card_a_change_means(message: str, meant: str | None) -> None:
    card = card_meant(message, _CARDS)
    assert (card.recipe_id if card else None) == meant


def test_the_only_card_on_screen_is_the_one_meant() -> None:
    assert card_meant("make it spicier", _CARDS[:1]) == _CARDS[0]


def test_cards_are_on_screen_only_when_the_last_answer_showed_them() -> None:
    shown = HistoryMessage(role="assistant", content="Here", cards_shown=True, shown_cards=_CARDS)
    later = HistoryMessage(role="assistant", content="Which ingredients do you have?")
    asked = HistoryMessage(role="user", content="make it spicier")
    assert on_screen((shown, asked)) == _CARDS
    assert on_screen((shown, asked, later)) == ()


def test_the_card_chosen_is_the_one_the_last_answer_offered_to_start() -> None:
    # Given cards, then an answer that chose the second one (its start action opens it)
    shown = HistoryMessage(role="assistant", content="Here", cards_shown=True, shown_cards=_CARDS)
    picked = HistoryMessage(role="user", content="la segunda")
    chosen = HistoryMessage(role="assistant", content="¡A cocinar!", chosen_id="b")
    other = HistoryMessage(role="assistant", content="Which ingredients do you have?")

    # Then the card chosen is that one, named as shown, and only while it is the last answer
    assert chosen_card((shown, picked, chosen)) == _CARDS[1]
    assert chosen_card((shown, picked, chosen, other)) is None
    assert chosen_card((shown,)) is None
    # An id no answer showed names no card
    unknown = HistoryMessage(role="assistant", content="x", chosen_id="z")
    assert chosen_card((picked, unknown)) is None


def test_an_answer_that_names_every_card_leaves_them_on_screen() -> None:
    # Given cards, then an answer about each of them, then one about only one
    shown = HistoryMessage(role="assistant", content="Here", cards_shown=True, shown_cards=_CARDS)
    asked = HistoryMessage(role="user", content="do these have dairy?")
    each = HistoryMessage(
        role="assistant", content=f"With dairy: {', '.join(c.name for c in _CARDS)}."
    )
    one = HistoryMessage(role="assistant", content=f"{_CARDS[0].name} has cheese.")

    # Then the cards are still on screen after the first, not after the second
    assert on_screen((shown, asked, each)) == _CARDS
    assert on_screen((shown, asked, each, asked, each)) == _CARDS
    assert on_screen((shown, asked, one)) == ()
