"""The language a turn is answered in when the cook's message does not choose one."""

from __future__ import annotations

import pytest

from shared.ai.offline.language import conversation_language


@pytest.mark.parametrize("profile", ["en", "es"])
@pytest.mark.parametrize("neutral", ["ok", "pad thai", "2", "👍"])
def test_a_message_of_either_language_goes_on_in_the_one_she_was_writing(
    profile: str, neutral: str
) -> None:
    # Newest first: the neutral message, then what she wrote before it
    assert conversation_language([neutral, "quiero algo para mis suegros"], default=profile) == "es"
    assert conversation_language([neutral, "something for my in-laws"], default=profile) == "en"


def test_the_latest_message_that_chooses_wins_over_older_ones() -> None:
    said = ["ok", "pad thai", "now something with chicken", "quiero algo rico"]
    assert conversation_language(said, default="es") == "en"


@pytest.mark.parametrize("profile", ["en", "es"])
def test_a_conversation_that_never_chose_follows_the_profile(profile: str) -> None:
    assert conversation_language(["ok", "pad thai"], default=profile) == profile
    assert conversation_language([], default=profile) == profile


def test_a_message_that_chooses_is_answered_in_its_own_language() -> None:
    assert conversation_language(["make it quicker", "hazme algo"], default="es") == "en"
