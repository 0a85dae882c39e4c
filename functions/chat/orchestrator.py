"""The tool loop of one chat turn: model rounds, tools, fixed messages, offline degradation.

Rounds are bounded (`max_model_rounds`, 3 by default); the last round may not call tools, so a
turn always ends with text. Tool results go back to the model as tool-role messages, so its
follow-up is grounded in them. Outcomes with fixed bilingual copy (recipes, replay, the search
fallback, failures) end the turn without a narration pass. A `ProviderError` anywhere
restarts the turn on the offline provider, flagged in the trace.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Final, assert_never

from chat import followups, others
from chat.compose import (
    compose_response,
    enrich_recipe,
    fixed_message,
    is_search_fallback,
    missing_notices,
)
from chat.cook_again import ready_to_cook
from chat.modification import is_modification, stale_change_message
from chat.narrowing import is_narrowing, narrowed_query
from chat.prompt_source import load_system_prompt
from chat.turn import Draft, ToolStep
from shared.ai import ChatMessage, StreamEnd, TextDelta, ToolCallDelta
from shared.ai.offline.tool_choice import choose_tool
from shared.errors import ProviderError, ToolValidationError
from shared.schemas import ContentEvent, RecipePartialEvent, StatusEvent
from shared.tools import ToolContext, ToolOutcome, catalogue_normalizer
from shared.tools.named_change import split_named_change
from shared.tools.search_output import create_chips, result_chips

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.ai import AiGateway, ChatResult, ToolChoice, ToolSpec
    from shared.schemas import IrmixyResponse, Language, ResponseStatus

__all__ = ["content_event", "run_turn"]

logger = logging.getLogger(__name__)

_TOOL_STATUS: Final[dict[str, ResponseStatus]] = {
    "search_recipes": "searching",
    "retrieve_custom_recipe": "searching",
    "generate_custom_recipe": "generating",
    "modify_recipe": "generating",
    "suggest_substitutes": "thinking",
}
_MAX_CONTENT: Final = 8000
# Tools that answer about the recipe on screen without replacing it.
_KEEPS_RECIPE_OPEN: Final = frozenset({"suggest_substitutes"})
_EMPTY_REPLY: Final = {"en": "How can I help you cook today?", "es": "¿Qué quieres cocinar hoy?"}


def content_event(text: str) -> ContentEvent:
    """A `content` event for one streamed chunk (spaces kept), capped at the event's limit."""
    return ContentEvent(content=text[:_MAX_CONTENT])


def _history(turn: Turn) -> list[ChatMessage]:
    messages: list[ChatMessage] = []
    for item in turn.context.conversation_history:
        content = item.content
        if item.payload_summary:
            # What the app showed, so "the second one" or "make it spicier" has a referent.
            content = f"{content}\n[shown to the user: {item.payload_summary}]"
        messages.append(ChatMessage(role=item.role, content=content))
    return messages


async def _run_tool(
    deps: ChatDeps, name: str, raw_args: str, ctx: ToolContext, emit: Emit
) -> ToolStep:
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
    return ToolStep(name=name, outcome=outcome)


async def _model_pass(
    gateway: AiGateway,
    messages: list[ChatMessage],
    tools: Sequence[ToolSpec],
    choice: ToolChoice,
    emit: Emit,
) -> tuple[ChatResult, bool]:
    streamed = False
    async for item in gateway.chat_stream(
        usage_type="text", messages=messages, tools=tools, tool_choice=choice
    ):
        if isinstance(item, TextDelta):
            if item.text:
                streamed = True
                await emit(content_event(item.text))
        elif isinstance(item, ToolCallDelta):
            # Tool calls are acted on whole, from `StreamEnd`, once their arguments are joined.
            continue
        elif isinstance(item, StreamEnd):
            return item.result, streamed
        else:
            assert_never(item)
    raise ProviderError(code="provider_bad_response")


def _none_quicker(quickest: int | None, language: Language, provider: str, *, read: bool) -> Draft:
    """Nothing quicker to show: say so, and offer a quick custom recipe instead."""
    message = followups.none_quicker(quickest, language)
    chips = create_chips(language) if quickest is not None else ()
    return Draft(message=message, provider=provider, suggestions=chips, read_history=read)


async def _quicker(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft:
    """The last search again under a tighter time limit: quicker cards, or a plain "none"."""
    language = turn.context.language
    search = followups.last_search(turn.context.conversation_history)
    args = followups.quicker_search_args(search, deps.tool_specs) if search else None
    quickest = search.quickest if search else None
    # The search repeated is the one this conversation showed last.
    read = search is not None
    if args is None:
        return _none_quicker(quickest, language, provider, read=read)
    step = await _run_tool(deps, "search_recipes", json.dumps(args), ctx, emit)
    output = step.outcome.output
    recipes = output.recipes if output is not None else None
    asked = search.query if search else ""
    shown = [card.name for card in search.shown] if search else []
    cards = [
        c
        for c in (recipes or ())
        if quickest and c.total_time < quickest and followups.same_request(asked, c, shown)
    ]
    # A request for an occasion or a mood ("for a birthday party") names no dish its cards are
    # named after: they were found by their tags, and under a time limit the tags' matches
    # score lower without being any less what was asked for.
    weak = is_search_fallback(step, language) and followups.names_dish(asked, shown)
    if output is None or not cards or weak:
        # Weak or no matches: say so plainly, with no cards and no "let's create one" copy.
        return _none_quicker(quickest, language, provider, read=read)
    message = followups.quicker_found(quickest or 0, [c.name for c in cards], language)
    # The cards are shown as results, with the results' chips, whatever the search's verdict.
    reason = None if output.fallback_reason == "low_confidence" else output.fallback_reason
    quick = replace(
        output,
        recipes=tuple(cards),
        spoken=message,
        suggestions=result_chips(language),
        fallback_reason=reason,
    )
    kept = ToolStep(name=step.name, outcome=replace(step.outcome, output=quick))
    return Draft(message=message, steps=(kept,), provider=provider, read_history=read)


async def _narrow(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """The cards on screen without what the cook now leaves out ("sin cebolla")."""
    if turn.previous_recipe is not None or not is_narrowing(turn.message):
        return None
    search = followups.last_search(turn.context.conversation_history)
    if search is None or search.quickest is None:
        return None  # no cards to narrow: a change with nothing to change, as before
    offered = [spec for spec in deps.tool_specs if spec.name == "search_recipes"]
    call = choose_tool(narrowed_query(search.query, turn.message), offered, required=True)
    if call is None:
        return None
    step = await _run_tool(deps, "search_recipes", call.arguments, ctx, emit)
    output = step.outcome.output
    # The search's own line names the cards it shows (or is the fallback copy, cards hidden).
    message = output.spoken if output is not None else step.outcome.message
    return Draft(
        message=message or _EMPTY_REPLY[turn.context.language],
        steps=(step,),
        provider=provider,
        read_history=True,
    )


async def _others(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """Other recipes for the search on screen than the ones already shown ("otra cosa")."""
    history = turn.context.conversation_history
    search = followups.last_search(history)
    if search is None or search.quickest is None:
        return None  # no cards on screen: "something else" is a request like any other
    language = turn.context.language
    offered = [spec for spec in deps.tool_specs if spec.name == "search_recipes"]
    call = choose_tool(search.query, offered, required=True)
    if call is None:
        return None
    args = {**json.loads(call.arguments), "limit": others.OTHERS_LIMIT}
    step = await _run_tool(deps, "search_recipes", json.dumps(args, ensure_ascii=False), ctx, emit)
    output = step.outcome.output
    shown = others.shown_before(history)
    cards = (
        [c for c in (output.recipes or ()) if not others.was_shown(c.name, shown)] if output else []
    )
    if output is None or not cards or is_search_fallback(step, language):
        chips = create_chips(language)
        return Draft(message=others.none_other(language), provider=provider, suggestions=chips)
    kept = ToolStep(
        name=step.name,
        outcome=replace(step.outcome, output=replace(output, recipes=tuple(cards[:5]))),
    )
    message = others.others_found([c.name for c in cards[:5]], language)
    return Draft(message=message, steps=(kept,), provider=provider, read_history=True)


async def _refine_shown(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """The cards on screen refined: without a food ("sin cebolla"), or others ("otra cosa")."""
    if others.is_other_request(turn.message):
        return await _others(deps, turn, ctx, emit, provider)
    return await _narrow(deps, turn, ctx, emit, provider)


async def _follow_up(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """The chips' follow-ups, answered the same whichever provider runs the turn."""
    language = turn.context.language
    if followups.is_quicker_request(turn.message):
        return await _quicker(deps, turn, ctx, emit, provider)
    if (refined := await _refine_shown(deps, turn, ctx, emit, provider)) is not None:
        return refined
    if followups.asks_for_own_ingredients(turn.message, language):
        question = followups.ingredients_question(language, turn.context.diet_types)
        return Draft(message=question, provider=provider)
    if (name := followups.cook_again_name(turn.message)) is not None:
        raw = json.dumps({"query": name}, ensure_ascii=False)
        step = await _run_tool(deps, "retrieve_custom_recipe", raw, ctx, emit)
        if (found := step.outcome.output) is not None:
            ready = replace(step.outcome, output=ready_to_cook(found, language))
            step = ToolStep(name=step.name, outcome=ready)
        message = fixed_message([step], language) or _EMPTY_REPLY[language]
        return Draft(message=message, steps=(step,), provider=provider)
    if followups.is_surprise_request(turn.message):
        search = followups.last_search(turn.context.conversation_history)
        args = followups.surprise_args(turn.context, language, search)
        raw = json.dumps(args, ensure_ascii=False)
        step = await _run_tool(deps, "generate_custom_recipe", raw, ctx, emit)
        message = fixed_message([step], language) or _EMPTY_REPLY[language]
        read = search is not None
        return Draft(message=message, steps=(step,), provider=provider, read_history=read)
    return None


async def _orchestrate(deps: ChatDeps, turn: Turn, gateway: AiGateway, emit: Emit) -> Draft:
    language = turn.context.language
    ctx = ToolContext(
        principal=turn.principal,
        language=language,
        user_context=turn.context,
        db=deps.db,
        gateway=gateway,
        now=turn.now,
        mode=turn.mode,
        previous_recipe=turn.previous_recipe,
        normalize=catalogue_normalizer(deps.db),
        message=turn.message,
    )
    provider = gateway.provider_name
    named = split_named_change(turn.message)
    current = turn.previous_recipe
    if named is not None and (current is None or not named.names(current.suggested_name)):
        # A chip left over from an earlier recipe: never apply it to another one.
        message = stale_change_message(named, current, language)
        return Draft(message=message, steps=(), provider=provider, kept_recipe=current)
    if current is not None and (named is not None or is_modification(turn.message)):
        # Seed 000: a change to the recipe just shown needs no tool-choice model call.
        change = named.change if named is not None else turn.message
        args = json.dumps({"modification": change}, ensure_ascii=False)
        step = await _run_tool(deps, "modify_recipe", args, ctx, emit)
        message = fixed_message([step], language) or _EMPTY_REPLY[language]
        # The recipe changed is the one this conversation showed last.
        return Draft(message=message, steps=(step,), provider=provider, read_history=True)
    if (follow_up := await _follow_up(deps, turn, ctx, emit, provider)) is not None:
        return follow_up

    messages = [
        ChatMessage(role="system", content=await load_system_prompt(deps, turn)),
        *_history(turn),
        ChatMessage(role="user", content=turn.message),
    ]
    draft = await _model_rounds(deps, gateway, messages, ctx, emit)
    if current is not None and _KEEPS_RECIPE_OPEN & {s.name for s in draft.steps}:
        # "What can I use instead of X?" leaves the recipe open, so its swap chips apply to it.
        return replace(draft, kept_recipe=current)
    return draft


async def _model_rounds(
    deps: ChatDeps,
    gateway: AiGateway,
    messages: list[ChatMessage],
    ctx: ToolContext,
    emit: Emit,
) -> Draft:
    language, provider = ctx.language, gateway.provider_name
    steps: list[ToolStep] = []
    rounds = deps.settings.max_model_rounds
    for number in range(1, rounds + 1):
        choice: ToolChoice = "none" if number == rounds else "auto"
        result, streamed = await _model_pass(gateway, messages, deps.tool_specs, choice, emit)
        if not result.tool_calls or number == rounds:
            text = (result.content or "").strip()
            if not text:
                text = fixed_message(steps, language) or _EMPTY_REPLY[language]
                streamed = False
            return Draft(
                message=text,
                steps=tuple(steps),
                streamed=streamed,
                provider=provider,
                prompted=True,
            )
        messages.append(
            ChatMessage(role="assistant", content=result.content, tool_calls=result.tool_calls)
        )
        new: list[ToolStep] = []
        for call in result.tool_calls:
            step = await _run_tool(deps, call.name, call.arguments, ctx, emit)
            new.append(step)
            messages.append(
                ChatMessage(role="tool", tool_call_id=call.id, content=step.outcome.for_model())
            )
        steps.extend(new)
        fixed = fixed_message(new, language)
        if fixed is not None:
            return Draft(message=fixed, steps=tuple(steps), provider=provider, prompted=True)
        await emit(StatusEvent(status="thinking"))
    raise AssertionError("unreachable: the last round always returns")  # pragma: no cover


async def run_turn(deps: ChatDeps, turn: Turn, emit: Emit) -> IrmixyResponse:
    """Run one turn to its validated final response, emitting events along the way.

    Args:
        deps: The dependencies.
        turn: The message in context.
        emit: Receives `status`, `content` and `recipe_partial` events.

    Returns:
        The final response (trace filled). Provider failures degrade to the offline provider.
    """
    started = time.perf_counter()
    await emit(StatusEvent(status="thinking"))
    try:
        draft = await _orchestrate(deps, turn, deps.gateway, emit)
    except ProviderError as exc:
        logger.warning("provider failed; degrading to offline", extra={"code": exc.code})
        offline = await _orchestrate(deps, turn, deps.fallback_gateway, emit)
        draft = replace(offline, provider="offline", fallback_reason="provider_failure")
    if notices := missing_notices(draft):
        if draft.streamed:
            await emit(content_event(f" {notices}"))
        draft = replace(draft, message=f"{draft.message} {notices}".strip())
    if not draft.streamed:
        await emit(content_event(draft.message))
    recipe = next(
        (
            s.outcome.output.custom_recipe
            for s in reversed(draft.steps)
            if s.outcome.output is not None and s.outcome.output.custom_recipe is not None
        ),
        draft.kept_recipe,
    )
    if recipe is not None:
        await emit(StatusEvent(status="enriching"))
        recipe = await enrich_recipe(recipe, catalogue_normalizer(deps.db))
    latency_ms = round((time.perf_counter() - started) * 1000)
    return compose_response(draft, turn, recipe=recipe, latency_ms=latency_ms)
