"""Shaping a replay decision (seed 000 §6.6) for the response, the model and voice.

`single` confirms and offers to cook again, `multiple` lists up to three options as chips
that name the dish and its day ("Mushroom Risotto — Nov 19"; tapping one asks for that recipe
by name), the spoken form saying the days (seed 000 §6.4),
`not_found` offers to create something new. Dates are phrased in the timezone of the `now`
the decision was made with.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, assert_never

from shared.safety.wording import clip
from shared.schemas.response import (
    RetrievalCandidate,
    RetrievalMultiple,
    RetrievalNotFound,
    RetrievalRecipe,
    RetrievalSingle,
)
from shared.tools.actions import resume_label
from shared.tools.phrasing import chip, format_day, join_words
from shared.tools.replay_scoring import ReplayMultiple, ReplayNotFound, ReplaySingle
from shared.tools.tool import ToolOutput

if TYPE_CHECKING:
    from datetime import datetime

    from shared.context.user_context import ResumableSession
    from shared.schemas.response import Language, Substitution, SuggestionChip
    from shared.tools.replay_scoring import Candidate, ScoredCandidate

__all__ = ["ReplayResult", "saved_choice", "shape_retrieval"]


@dataclass(frozen=True, kw_only=True)
class ReplayResult:
    """The replay decision, with the instant it was made (dates are phrased relative to it)."""

    decision: ReplaySingle | ReplayMultiple | ReplayNotFound
    now: datetime
    # For a single match: swaps for what the saved recipe holds that the cook now avoids.
    substitutions: tuple[Substitution, ...] = ()
    # What the cook remembered of the dish ("sushi"), empty when only a time was given: a
    # miss offers to search the catalogue for it.
    remembered: str = ""
    # For a single match the cook is cooking now: (the step she stopped at, the steps).
    in_progress: tuple[int, int] | None = None
    # The catalogue recipe she is cooking, when she asked to carry on and named nothing: no
    # saved recipe is it, so the answer points her back to its session.
    cooking: ResumableSession | None = None
    # She asked to carry on cooking and named nothing, but no cooking session is open: the
    # answer says there is nothing to resume, not that a saved recipe is missing.
    nothing_cooking: bool = False
    # She asked to see her saved recipes, and has saved none: no dish of hers is missing.
    nothing_saved: bool = False


_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "single": "Found it! Your {name} from {day}. Want to make it again?",
        "in_progress": "Found it! Your {name} from {day}: you stopped at step {step} of"
        " {total}. Tap {resume} to pick up there, or cook it again from the start.",
        "cooking": "You were cooking {name}: you stopped at step {step} of {total}. Tap"
        " {resume} to pick up there.",
        "cooking_unnamed": "a recipe",
        "multiple": "I found {n} recipes: {days}. Which one?",
        "option": "{name} from {day}",
        "not_found": "I couldn't find that among your saved recipes. Want to create something new?",
        "nothing_cooking": "You have no recipe in progress, so there's nothing to resume. Want"
        " to cook something?",
        "nothing_saved": "You haven't saved any recipes yet. Find one or let me make you one,"
        ' then tap "Save recipe" to keep it here.',
        "option_label": "{name} — {day}",
        "option_message": "My {name}",
        "again_label": "Cook it again",
        "again_message": "Let's cook {name} again",
        "new_label": "Something new",
        "new_message": "Suggest something new to cook",
        "create_label": "Create something new",
        "create_message": "Create a new recipe for me",
        "search_label": "Search recipes",
        # "Popular" is nothing the catalogue knows: the search asks for what was remembered,
        # or for what most cooks look for.
        "search_message": "Find {dish} recipes",
        "search_any": "Find quick dinner recipes",
    },
    "es": {
        "single": "¡La encontré! Tu receta {name} del {day}. ¿Quieres prepararla de nuevo?",
        "in_progress": "¡La encontré! Tu receta {name} del {day}: te quedaste en el paso {step}"
        " de {total}. Toca {resume} para seguir desde ahí, o cocínala de nuevo desde el"
        " principio.",
        "cooking": "Estabas cocinando {name}: te quedaste en el paso {step} de {total}. Toca"
        " {resume} para seguir desde ahí.",
        "cooking_unnamed": "una receta",
        "multiple": "Encontré {n} recetas: {days}. ¿Cuál quieres?",
        "option": "{name} del {day}",
        "not_found": "No encontré esa receta entre las que guardaste. ¿Quieres crear algo nuevo?",
        "nothing_cooking": "No tienes ninguna receta a medias, así que no hay nada que"
        " reanudar. ¿Cocinamos algo?",
        "nothing_saved": "Todavía no has guardado recetas. Busca una o deja que te prepare una,"
        ' y toca "Guardar receta" para tenerla aquí.',
        "option_label": "{name} — {day}",
        "option_message": "Mi {name}",
        "again_label": "Cocinarla de nuevo",
        "again_message": "Cocinemos {name} otra vez",
        "new_label": "Algo nuevo",
        "new_message": "Sugiéreme algo nuevo para cocinar",
        "create_label": "Crear algo nuevo",
        "create_message": "Crea una receta nueva para mí",
        "search_label": "Buscar recetas",
        "search_message": "Busca recetas de {dish}",
        "search_any": "Busca recetas rápidas para la cena",
    },
}


def _day(candidate: Candidate, now: datetime, language: Language, *, short: bool = False) -> str:
    local = candidate.created_at.astimezone(now.tzinfo) if now.tzinfo else candidate.created_at
    return format_day(local, language, with_year=local.year != now.year, short=short)


# The chip label's room for the dish name, beside " — " and a short day.
_OPTION_NAME_MAX: Final = 60


def saved_choice(message: str) -> bool:
    """Whether a chip's message picks one of the saved recipes "Which one?" listed ("My …").

    Args:
        message: A chip's message.

    Returns:
        True for the chips of that question, in either language.
    """
    return any(
        message.startswith(copy["option_message"].format(name="")) for copy in _COPY.values()
    )


def _option_chips(
    options: tuple[ScoredCandidate, ...], now: datetime, language: Language
) -> tuple[SuggestionChip, ...]:
    copy = _COPY[language]
    chips = []
    for option in options:
        name = option.candidate.name
        day = _day(option.candidate, now, language, short=True)
        label = copy["option_label"].format(name=clip(name, _OPTION_NAME_MAX), day=day)
        chips.append(chip(label, copy["option_message"].format(name=name)))
    return tuple(chips)


def shape_retrieval(result: ReplayResult, language: Language) -> ToolOutput:
    """Shape a replay decision into the retrieval payload, chips and spoken summary.

    Args:
        result: The decision.
        language: The caller's language.

    Returns:
        The tool output (the retrieval payload is seed 000 §6.6's union).
    """
    copy, now, decision = _COPY[language], result.now, result.decision
    chips: tuple[SuggestionChip, ...]
    if isinstance(decision, ReplaySingle):
        found = decision.match.candidate
        day = _day(found, now, language)
        chips = (
            chip(copy["again_label"], copy["again_message"].format(name=found.name)),
            chip(copy["new_label"], copy["new_message"]),
        )
        recipe = RetrievalRecipe(
            user_recipe_id=str(found.user_recipe_id),
            name=found.name,
            created_at=found.created_at,
            source=found.source,
        )
        summary = f"Found the user's saved recipe {json.dumps(found.name)} from {day}."
        spoken = copy["single"].format(name=found.name, day=day)
        if result.in_progress is not None:
            # "Continue my risotto": she is mid-cook, so the way back to her step comes first.
            step, total = result.in_progress
            summary += f" The user is cooking it now, stopped at step {step} of {total}."
            spoken = copy["in_progress"].format(
                name=found.name, day=day, step=step, total=total, resume=resume_label(language)
            )
        return ToolOutput(
            summary=summary,
            spoken=spoken,
            retrieval=RetrievalSingle(recipe=recipe, suggestions=list(chips)),
            suggestions=chips,
            result_count=1,
            substitutions=result.substitutions,
        )
    if isinstance(decision, ReplayMultiple):
        days = [_day(o.candidate, now, language) for o in decision.options]
        chips = _option_chips(decision.options, now, language)
        options = [
            RetrievalCandidate(
                user_recipe_id=str(o.candidate.user_recipe_id),
                name=o.candidate.name,
                created_at=o.candidate.created_at,
                confidence=round(o.score, 3),
            )
            for o in decision.options
        ]
        listed = "; ".join(
            f"{json.dumps(o.candidate.name)} ({d})"
            for o, d in zip(decision.options, days, strict=True)
        )
        spoken_days = join_words(
            [
                copy["option"].format(name=o.candidate.name, day=d)
                for o, d in zip(decision.options, days, strict=True)
            ],
            language,
        )
        return ToolOutput(
            summary=f"Several saved recipes match; the user must pick one: {listed}.",
            spoken=copy["multiple"].format(n=len(options), days=spoken_days),
            retrieval=RetrievalMultiple(recipes=options, suggestions=list(chips)),
            suggestions=chips,
            result_count=len(options),
        )
    if isinstance(decision, ReplayNotFound) and (session := result.cooking) is not None:
        name = session.recipe_name or copy["cooking_unnamed"]
        step, total = session.current_step, session.total_steps
        return ToolOutput(
            summary=f"No saved recipe is meant: the user is cooking the catalogue recipe "
            f"{json.dumps(name)}, stopped at step {step} of {total}; the resume action "
            "takes her back.",
            spoken=copy["cooking"].format(
                name=name, step=step, total=total, resume=resume_label(language)
            ),
            retrieval=RetrievalNotFound(suggestions=[]),
            result_count=0,
        )
    if isinstance(decision, ReplayNotFound) and (result.nothing_cooking or result.nothing_saved):
        # One chip per act: "Something new" already creates one, so a second "Create
        # something new" beside it would offer the same thing twice under two names.
        chips = (
            chip(copy["search_label"], copy["search_any"]),
            chip(copy["new_label"], copy["new_message"]),
        )
        if result.nothing_saved:
            summary = "The user asked for her saved recipes, and has saved none yet."
        else:
            summary = (
                "The user asked to resume cooking, but no cooking session is in progress:"
                " there is nothing to resume."
            )
        return ToolOutput(
            summary=summary,
            spoken=copy["nothing_saved" if result.nothing_saved else "nothing_cooking"],
            retrieval=RetrievalNotFound(suggestions=list(chips)),
            suggestions=chips,
            result_count=0,
        )
    if isinstance(decision, ReplayNotFound):
        dish = result.remembered
        search = copy["search_message"].format(dish=dish) if dish else copy["search_any"]
        chips = (
            chip(copy["create_label"], copy["create_message"]),
            chip(copy["search_label"], search),
        )
        return ToolOutput(
            summary="No saved recipe of the user matches.",
            spoken=copy["not_found"],
            retrieval=RetrievalNotFound(suggestions=list(chips)),
            suggestions=chips,
            result_count=0,
        )
    assert_never(decision)
