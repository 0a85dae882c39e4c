"""The chat request body and the modification detector: pure functions, no database."""

from __future__ import annotations

import uuid

import pytest
from chat.modification import is_modification
from chat.requests import ChatRequest, strip_control
from chat.sessions import title_for
from pydantic import ValidationError


def test_control_characters_are_stripped_before_the_bounds_apply() -> None:
    # Given
    raw = "\u0000hola\u0007 \u202emundo\n\tbien  "

    # When
    cleaned = strip_control(raw)

    # Then
    assert cleaned == "hola mundo\n\tbien"


def test_a_valid_body_has_the_defaults() -> None:
    # Given
    body = '{"message": "  chicken  "}'

    # When
    request = ChatRequest.model_validate_json(body)

    # Then
    assert request.message == "chicken"
    assert request.session_id is None
    assert request.mode == "text"
    assert request.stream is True


@pytest.mark.parametrize(
    "body",
    [
        '{"message": ""}',
        '{"message": "\\u0001\\u0002"}',
        '{"message": "' + "a" * 2001 + '"}',
        '{"message": "hi", "extra": 1}',
        '{"message": "hi", "sessionId": "not-a-uuid"}',
        '{"message": "hi", "mode": "video"}',
        '{"message": "hi", "stream": "true"}',
        '{"message": 5}',
    ],
)
def test_invalid_bodies_are_refused(body: str) -> None:
    # Given / When / Then
    with pytest.raises(ValidationError):
        ChatRequest.model_validate_json(body)


def test_a_2000_character_message_is_accepted_with_a_session() -> None:
    # Given
    session_id = uuid.uuid4()

    # When
    request = ChatRequest.model_validate(
        {"message": "a" * 2000, "sessionId": str(session_id), "mode": "voice", "stream": False}
    )

    # Then
    assert request.session_id == session_id
    assert request.mode == "voice"


def test_the_title_is_the_first_message_on_one_line_cut_to_60() -> None:
    # Given
    message = "chicken\n\nrecipes " + "x" * 100

    # When
    title = title_for(message)

    # Then
    assert title.startswith("chicken recipes ")
    assert len(title) == 60


@pytest.mark.parametrize(
    "message",
    [
        "more spicy, no garlic",
        "make it vegan",
        "Make it spicier",
        "without onions please",
        "for 6 people",
        "hazlo vegano",
        "sin ajo",
        "más picante",
        "Hazla para 6 personas",
        "cambia el pollo por tofu",
        "for 6",
        "For six.",
        "para 6",
        "para tres",
    ],
)
def test_modifications_are_recognised_in_english_and_spanish(message: str) -> None:
    # Given / When / Then
    assert is_modification(message)


@pytest.mark.parametrize(
    "message",
    [
        "What can I make with chicken, rice, and bell peppers?",
        "find me more chicken recipes",
        "that chicken recipe from last week",
        "busca recetas de pollo",
        "thanks!",
        "hola",
        "for 2 minutes",
        "for a party",
        "dinner for 2",
    ],
)
def test_new_requests_are_not_modifications(message: str) -> None:
    # Given / When / Then
    assert not is_modification(message)
