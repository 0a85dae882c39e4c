"""The intent of a chat message, detected by the offline cue rules, for analytics only.

Seed 003 Part 5: the intent is recorded per response to learn what users ask for; it never
chooses a tool or a path (the model and the orchestrator do), so a wrong label costs a wrong
count, never a wrong answer.
"""

from __future__ import annotations

from typing import Literal

from shared.ai.offline.intents import is_greeting, score_intents
from shared.ai.offline.normalize import FoldedText
from shared.guard.topic import classify_message

__all__ = ["TurnIntent", "detect_intent"]

TurnIntent = Literal["search", "generate", "modify", "retrieve", "greeting", "off_topic", "other"]


def detect_intent(message: str) -> TurnIntent:
    """The message's most likely intent.

    Args:
        message: The cleaned user message.

    Returns:
        ``off_topic`` (the guard's verdict), ``greeting`` (a bare greeting), the best-scored
        recipe intent, or ``other`` when no cue matched.
    """
    if classify_message(message).off_topic:
        return "off_topic"
    text = FoldedText.of(message)
    if is_greeting(text.text):
        return "greeting"
    scores = score_intents(text)
    best = max(scores, key=lambda intent: scores[intent])
    return best if scores[best] > 0 else "other"
