"""The caller's context: profile, recent history and resumable cooking, sanitised and PII-free."""

from shared.context.builder import DEFAULT_SOURCES, ContextSources, build_user_context
from shared.context.prompt import render_context_for_prompt
from shared.context.sanitize import clean_line, sanitize_list, sanitize_text
from shared.context.sources import ProfileData, summarise_payload
from shared.context.user_context import (
    MAX_HISTORY_MESSAGES,
    HistoryMessage,
    ResumableSession,
    ShownCard,
    SkillLevel,
    UserContext,
    last_answer,
    last_said,
)

__all__ = [
    "DEFAULT_SOURCES",
    "MAX_HISTORY_MESSAGES",
    "ContextSources",
    "HistoryMessage",
    "ProfileData",
    "ResumableSession",
    "ShownCard",
    "SkillLevel",
    "UserContext",
    "build_user_context",
    "clean_line",
    "last_answer",
    "last_said",
    "render_context_for_prompt",
    "sanitize_list",
    "sanitize_text",
    "summarise_payload",
]
