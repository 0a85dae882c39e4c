"""PII redaction before text reaches a model: e-mail addresses and phone numbers.

The gateway applies it to every user message of every chat call (text chat, recipe generation
and modification, parsing), so no caller can forget it. A cooking question never needs the
user's e-mail or phone, and the model's provider should never receive them. Numbers that are
not phones (quantities, temperatures, times, years, ids) are left alone: a phone here is 9 to 15
digits in one run of digits, spaces, dots, dashes and parentheses, not glued to a letter, digit
or dash (so no part of a UUID qualifies).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.ai.types import ChatMessage

__all__ = ["EMAIL_MARK", "PHONE_MARK", "redact_messages", "redact_pii"]

EMAIL_MARK: Final = "[email]"
PHONE_MARK: Final = "[phone]"

_EMAIL: Final = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE: Final = re.compile(r"(?<![\w-])\+?\(?\d[\d\s().-]{7,20}\d(?![\w-])")
_MIN_DIGITS: Final = 9
_MAX_DIGITS: Final = 15


def _phone(match: re.Match[str]) -> str:
    text = match.group(0)
    digits = sum(ch.isdigit() for ch in text)
    # Quantities like "2 1/2" never reach 9 digits; a run of 9-15 is a phone, or close enough.
    return PHONE_MARK if _MIN_DIGITS <= digits <= _MAX_DIGITS else text


def redact_pii(text: str) -> str:
    """`text` with e-mail addresses and phone numbers replaced by ``[email]`` / ``[phone]``."""
    return _PHONE.sub(_phone, _EMAIL.sub(EMAIL_MARK, text))


def redact_messages(messages: Sequence[ChatMessage]) -> tuple[ChatMessage, ...]:
    """The messages with the user's ones redacted (system, assistant and tool ones as they are).

    Args:
        messages: The conversation about to be sent.

    Returns:
        The same messages, each user message's content redacted.
    """
    return tuple(
        replace(m, content=redact_pii(m.content)) if m.role == "user" and m.content else m
        for m in messages
    )
