"""Which tags a request named must a card answering it again carry ("something healthy")."""

from __future__ import annotations

from chat.asked_tags import tags_asked


def test_a_tag_most_shown_cards_carry_is_asked() -> None:
    # Given three cards shown, two tagged healthy, one tagged light
    tags = {"a": {"healthy"}, "b": {"healthy", "light"}, "c": set()}

    # Then healthy found them, and light (one card of three) did not
    assert tags_asked(tags, ["a", "b", "c"]) == {"healthy"}


def test_half_the_cards_is_enough_and_no_tag_asks_nothing() -> None:
    assert tags_asked({"a": {"cheesy"}}, ["a", "b"]) == {"cheesy"}
    assert tags_asked({}, ["a", "b"]) == frozenset()
    assert tags_asked({"z": {"healthy"}}, ["a"]) == frozenset()  # not a shown card's
