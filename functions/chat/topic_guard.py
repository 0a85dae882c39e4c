"""The off-topic guard of a chat turn: admit the request (budget) and answer it without a model.

Seed 004: the guard runs before the usage check and costs no usage, so an off-topic message
takes nothing from the budget. A message the rules refuse is still a cooking request when a
word of it reads as a catalogue dish's name (`shared.guard.dish_sound`, one read). A message
the rules find unclear gets one cheap `parsing` model check through the gateway
(`shared.guard.model_check`, fail-open), decided once per turn. The answer to an off-topic
turn is a short bilingual redirect with cooking chips; no tool runs and no further model is
called (`trace.provider` says ``guard``). Injection phrases are counted as a metric and logged
by subject only, never by text; they do not refuse the turn.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Final

from chat.budget import reserve_request
from chat.starters import conversation_starters
from shared.guard import classify_message
from shared.guard.dish_sound import names_a_catalogue_dish
from shared.guard.model_check import model_says_off_topic
from shared.observability import MetricName, count
from shared.schemas import ContentEvent, validate_response
from shared.schemas.response import Trace

if TYPE_CHECKING:
    from datetime import datetime

    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.auth import Principal
    from shared.schemas import IrmixyResponse, Language

__all__ = ["GUARD_PROVIDER", "admit_request", "answer_off_topic"]

logger = logging.getLogger(__name__)

GUARD_PROVIDER: Final = "guard"
_REDIRECT: Final[dict[Language, str]] = {
    "en": "I'm Irmixy, your cooking assistant: I can help with recipes, meal ideas, ingredients "
    "and cooking techniques. What would you like to cook?",
    "es": "Soy Irmixy, tu asistente de cocina: te ayudo con recetas, ideas de comidas, "
    "ingredientes y técnicas de cocina. ¿Qué te gustaría cocinar?",
}


async def admit_request(
    deps: ChatDeps,
    principal: Principal,
    message: str,
    *,
    now: datetime,
    language: Language,
    continuing: bool = False,
) -> bool:
    """Decide whether the message is off-topic, and reserve the budget when the turn will spend.

    Args:
        deps: The dependencies.
        principal: The verified caller.
        message: The cleaned user message.
        now: The request's instant.
        language: The language of a budget refusal.
        continuing: The message continues a session: an unclear one is then read as a
            follow-up ("tell me about the second one") and gets no model check.

    Returns:
        True when the message is off-topic (nothing reserved: the redirect is free).

    Raises:
        ChatBudgetExceededError: The turn would spend and a budget is used up.
    """
    verdict = classify_message(message)
    if verdict.injection:
        # OWASP LLM01: counted and logged (no text); the model still gets it as a user message.
        count(MetricName.PROMPT_INJECTION_ATTEMPTS)
        logger.warning("prompt injection phrase", extra={"chars": len(message)})
    subject = verdict.subject
    # A dish the rules cannot read ("ratatooey like in the movie") is food to the search:
    # the message asks for it, whatever subject is around it.
    off_topic = verdict.off_topic and not await names_a_catalogue_dish(
        deps.db, message, language=language
    )
    # Only a session's opener is checked: mid-conversation, an unclear message is nearly always
    # a follow-up whose meaning is in the history the cheap check does not see, and clear
    # off-topic subjects are still refused by the rules.
    if verdict.unclear and deps.settings.topic_model_check and not continuing:
        off_topic = await model_says_off_topic(
            message, gateway=deps.gateway, timeout_s=deps.settings.topic_check_timeout_s
        )
        subject = "model_check" if off_topic else None
    if off_topic:
        count(MetricName.OFF_TOPIC_REDIRECTS)
        logger.info("off-topic message", extra={"subject": subject})
        return True
    await reserve_request(deps.db, principal, deps.settings.budget, now=now, language=language)
    return False


async def answer_off_topic(turn: Turn, emit: Emit) -> IrmixyResponse | None:
    """The redirect for an off-topic turn, or ``None`` when the turn is about cooking.

    Args:
        turn: The message in context.
        emit: Receives the redirect as one `content` event.

    Returns:
        The validated redirect response (no tool, no model), or ``None``.
    """
    started = time.perf_counter()
    if not turn.off_topic:
        return None
    language = turn.context.language
    await emit(ContentEvent(content=_REDIRECT[language]))
    trace = Trace(
        latency_ms=round((time.perf_counter() - started) * 1000),
        provider=GUARD_PROVIDER,
        fallback_reason="off_topic",
    )
    candidate: dict[str, object] = {
        "message": _REDIRECT[language],
        "language": language,
        "suggestions": list(conversation_starters(turn.context, turn.message, language)),
        "trace": trace,
    }
    return validate_response(candidate, language=language)
