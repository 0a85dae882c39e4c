"""The chat's search steps answer a no-match with chips that carry the dish asked.

The reading of the dish and the chips are the shared tools' (`shared.tools.asked_dish`), the
same the voice path answers with; this is the chat's side: a step of its tool loop.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from shared.tools.asked_dish import with_asked_dish

if TYPE_CHECKING:
    from chat.turn import ToolStep
    from shared.context import UserContext
    from shared.schemas import Language

__all__ = ["with_dish_chips"]


def with_dish_chips(
    step: ToolStep, raw_args: str, language: Language, context: UserContext
) -> ToolStep:
    """A search step's no-match answer with chips that carry the dish its query named.

    Args:
        step: A `search_recipes` step.
        raw_args: The arguments it ran with (JSON).
        language: The answer's language.
        context: The cook's profile (what a chip may never name).

    Returns:
        The step, its chips naming the dish when it fell back and the query names one;
        unchanged otherwise.
    """
    output = step.outcome.output
    if step.name != "search_recipes" or output is None:
        return step
    carried = with_asked_dish(output, raw_args, language, context)
    if carried is output:
        return step
    return replace(step, outcome=replace(step.outcome, output=carried))
