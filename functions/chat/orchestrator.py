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

from chat import card_version
from chat.allergy_said import allergy_answer
from chat.card_picked import picked_answer
from chat.compose import (
    compose_response,
    enrich_recipe,
    fixed_message,
    is_search_fallback,
    missing_notices,
)
from chat.diet_said import diet_answer
from chat.follow_up_turn import follow_up
from chat.food_asked import food_answer
from chat.heat_note import with_heat_note
from chat.modification import is_modification, stale_change_message
from chat.nothing_to_leave_out import nothing_to_leave_out
from chat.prompt_source import load_system_prompt
from chat.quicker_probe import offer_quicker_only_if_answered, start_probe
from chat.recipe_asked import question_answer
from chat.save_request import save_answer
from chat.start_request import start_answer
from chat.step_question import step_question_answer
from chat.step_request import step_answer
from chat.tool_run import EMPTY_REPLY, run_tool
from chat.turn import Draft, ToolStep
from chat.use_asked import use_answer
from shared.ai import ChatMessage, StreamEnd, TextDelta, ToolCallDelta
from shared.errors import ProviderError
from shared.schemas import ContentEvent, StatusEvent
from shared.tools import ToolContext, catalogue_normalizer
from shared.tools.named_change import split_named_change

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.deps import ChatDeps
    from chat.quicker_probe import Probes
    from chat.turn import Emit, Turn
    from shared.ai import AiGateway, ChatResult, ToolChoice, ToolSpec
    from shared.schemas import IrmixyResponse, Language

__all__ = ["content_event", "run_turn"]

logger = logging.getLogger(__name__)

_MAX_CONTENT: Final = 8000


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


async def _change(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """A change to the recipe on screen, or one a chip names; None for any other message."""
    language = turn.context.language
    named = split_named_change(turn.message)
    current = turn.previous_recipe
    if named is not None and (current is None or not named.names(current.suggested_name)):
        shown = card_version.shown_before(turn.context.conversation_history)
        if (card := next((c for c in shown if named.names(c.name)), None)) is not None:
            # "Make it spicier — Chilaquiles Verdes", tapped to say which card was meant.
            return await card_version.change_card(
                deps, turn, ctx, emit, card=card, change=named.change, provider=provider
            )
        # A chip left over from an earlier recipe: never apply it to another one.
        message = stale_change_message(named, current, language)
        return Draft(message=message, steps=(), provider=provider, kept_recipe=current)
    if current is not None and (named is not None or is_modification(turn.message)):
        # Seed 000: a change to the recipe just shown needs no tool-choice model call.
        change = named.change if named is not None else turn.message
        args = json.dumps({"modification": change}, ensure_ascii=False)
        step = await run_tool(deps, "modify_recipe", args, ctx, emit)
        message = fixed_message([step], language) or EMPTY_REPLY[language]
        # The recipe changed is the one this conversation showed last.
        return Draft(message=message, steps=(step,), provider=provider, read_history=True)
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
        chosen_card=card_version.chosen_card(turn.context.conversation_history),
        normalize=catalogue_normalizer(deps.db),
        message=turn.message,
    )
    # The quicker chip's probes, started as soon as a search shows cards (by the id of its output).
    probes: Probes = {}
    try:
        draft = await _answer(deps, turn, ctx, gateway, emit, probes=probes)
    except BaseException:
        for task in probes.values():
            task.cancel()
        raise
    return await offer_quicker_only_if_answered(deps, turn, ctx, draft, started=probes)


async def _answer(
    deps: ChatDeps,
    turn: Turn,
    ctx: ToolContext,
    gateway: AiGateway,
    emit: Emit,
    *,
    probes: Probes,
) -> Draft:
    provider = gateway.provider_name
    current = turn.previous_recipe
    # The app saves (the recipe's own action): "save it" is no search and no change, nor is
    # "start cooking" with her recipe open; "I'm allergic to shellfish" and "soy celíaca" ask
    # for no dish either: where to keep it, and a way on. Nor is "next" said to the cooking
    # guide, nor "does it have dairy?" asked of the dish on screen: its ingredients answer it,
    # nor "can I use chicken thighs?" asked of her recipe: the line it would replace, and a
    # chip; nor "can I freeze it?" or "how many calories?": the recipe itself answers, and
    # stays open; nor "sin ajo" of a chosen card with no garlic: there is nothing to change.
    fixed = save_answer(turn, provider) or await start_answer(turn, provider, deps.db)
    fixed = fixed or await picked_answer(turn, provider, deps.db)
    fixed = fixed or step_answer(turn, provider) or await question_answer(turn, provider, deps.db)
    fixed = fixed or step_question_answer(turn, provider)
    fixed = fixed or await allergy_answer(turn, provider, deps.db)
    fixed = fixed or diet_answer(turn, provider)
    fixed = fixed or await food_answer(turn, provider, deps.db)
    fixed = fixed or await nothing_to_leave_out(turn, provider, deps.db)
    if (fixed := fixed or await use_answer(turn, provider, deps.db)) is not None:
        return fixed
    if (changed := await _change(deps, turn, ctx, emit, provider)) is not None:
        return changed
    if (answered := await follow_up(deps, turn, ctx, emit, provider)) is not None:
        return answered
    if (version := await card_version.change_shown(deps, turn, ctx, emit, provider)) is not None:
        return version

    messages = [
        ChatMessage(role="system", content=await load_system_prompt(deps, turn)),
        *_history(turn),
        ChatMessage(role="user", content=turn.message),
    ]
    draft = await _model_rounds(deps, gateway, messages, ctx, emit, turn=turn, probes=probes)
    if current is not None and not _shows_any(draft.steps, turn.context.language):
        # "What can I use instead of X?" leaves the recipe open, so its swap chips apply to it;
        # so does an answer in words alone ("is it hard to make?", "thanks!") or a search that
        # found nothing: it shows nothing in its place, and "save it" or "sin ajo" on the next
        # turn still mean this recipe.
        return replace(draft, kept_recipe=current)
    return draft


def _shows_any(steps: Sequence[ToolStep], language: Language) -> bool:
    """Whether the tools made a recipe, found cards or looked up her saved recipes: what is
    shown in place of the open one."""
    return any(
        output.custom_recipe
        or output.retrieval
        or (output.recipes and not is_search_fallback(step, language))
        for step in steps
        if (output := step.outcome.output) is not None
    )


async def _model_rounds(
    deps: ChatDeps,
    gateway: AiGateway,
    messages: list[ChatMessage],
    ctx: ToolContext,
    emit: Emit,
    *,
    turn: Turn,
    probes: Probes,
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
                text = fixed_message(steps, language) or EMPTY_REPLY[language]
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
            step = await run_tool(deps, call.name, call.arguments, ctx, emit)
            if step.outcome.output is not None and (probe := start_probe(deps, turn, ctx, step)):
                # Tried while the model writes its answer to these cards.
                probes[id(step.outcome.output)] = probe
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
    # Said whoever wrote the message, as the tools' notices are: her cards' heat.
    draft = await with_heat_note(deps.db, turn, draft)
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
