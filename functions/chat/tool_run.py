"""Running one tool for the chat: its status event, its outcome, its first recipe phase.

Every path of a turn (the model's tool calls and the fixed follow-ups alike) runs tools here,
so each shows the same status, streams the same `recipe_partial`, degrades the same way on a
provider failure, and gives a no-match answer chips that carry the dish asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.asked_dish import with_dish_chips
from chat.turn import ToolStep
from shared.errors import ProviderError, ToolValidationError
from shared.schemas import RecipePartialEvent, StatusEvent
from shared.tools import ToolOutcome

if TYPE_CHECKING:
    from chat.deps import ChatDeps
    from chat.turn import Emit
    from shared.schemas import ResponseStatus
    from shared.tools import ToolContext

__all__ = ["EMPTY_REPLY", "run_tool"]

_TOOL_STATUS: Final[dict[str, ResponseStatus]] = {
    "search_recipes": "searching",
    "retrieve_custom_recipe": "searching",
    "generate_custom_recipe": "generating",
    "modify_recipe": "generating",
    "suggest_substitutes": "thinking",
}
# The reply when a path has nothing else to say.
EMPTY_REPLY: Final = {"en": "How can I help you cook today?", "es": "¿Qué quieres cocinar hoy?"}


async def run_tool(
    deps: ChatDeps, name: str, raw_args: str, ctx: ToolContext, emit: Emit
) -> ToolStep:
    """Run one tool call and say so on the stream.

    Args:
        deps: The dependencies (the executor).
        name: The tool.
        raw_args: Its arguments, JSON.
        ctx: The caller's tool context.
        emit: Sends an SSE event.

    Returns:
        The step; refused arguments become a failed outcome with user-safe copy.

    Raises:
        ProviderError: The model provider failed inside the tool (the turn degrades).
    """
    await emit(StatusEvent(status=_TOOL_STATUS.get(name, "thinking")))
    try:
        outcome = await deps.executor.execute(name, raw_args, ctx)
    except ToolValidationError as exc:
        # The model's arguments were refused; nothing ran. The copy is user-safe.
        outcome = ToolOutcome(tool_name=name, ok=False, error_code=exc.code, message=exc.message)
    if not outcome.ok and (outcome.error_code or "").startswith("provider_"):
        raise ProviderError(code=outcome.error_code or "provider_error")
    if outcome.output is not None and outcome.output.custom_recipe is not None:
        # Phase one of a recipe: valid and safety-checked, shown before enrichment.
        await emit(RecipePartialEvent(recipe=outcome.output.custom_recipe))
    step = ToolStep(name=name, outcome=outcome)
    return with_dish_chips(step, raw_args, ctx.language, ctx.user_context)
