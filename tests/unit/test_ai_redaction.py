"""PII redaction of user text before a model: e-mails and phones go, cooking numbers stay."""

from __future__ import annotations

import uuid

import pytest

from shared.ai.redaction import redact_messages, redact_pii
from shared.ai.types import ChatMessage


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mail me at ana.lopez+food@example.com please", "mail me at [email] please"),
        ("escríbeme a luis_g@correo.com.mx", "escríbeme a [email]"),
        ("call me on +1 (415) 555-0134 tonight", "call me on [phone] tonight"),
        ("mi cel es 55 1234 5678", "mi cel es [phone]"),
        ("whatsapp +52 1 55-1234-5678 y ana@x.io", "whatsapp [phone] y [email]"),
        ("tel. 612.345.678", "tel. [phone]"),
    ],
)
def test_emails_and_phones_are_redacted(text: str, expected: str) -> None:
    assert redact_pii(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "bake at 180-200 °C for 25 minutes",
        "dinner for 12 people at 7:30, 2 1/2 cups of rice",
        "the recipe from 2026-03-18",
        "500 g de carne y 250 ml de crema",
        f"show user {uuid.UUID(int=123456789012345678901234567890)}'s recipes",
        "show user 00000000-0000-4000-8000-000000000001's recipes",
        "1000000 calories? no thanks",
    ],
)
def test_cooking_numbers_and_ids_are_left_alone(text: str) -> None:
    assert redact_pii(text) == text


def test_only_user_messages_are_redacted() -> None:
    messages = [
        ChatMessage(role="system", content="contact support@irmixy.app"),
        ChatMessage(role="user", content="I am ana@example.com"),
        ChatMessage(role="assistant", content="Hi ana@example.com"),
    ]

    redacted = redact_messages(messages)

    assert [m.content for m in redacted] == [
        "contact support@irmixy.app",
        "I am [email]",
        "Hi ana@example.com",
    ]
