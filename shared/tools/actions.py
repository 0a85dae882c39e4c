"""Quick actions offered with an answer: resume cooking, view or cook a card, save a recipe,
and a timer for each step of a custom recipe that has a duration.

Chat and voice build them here from the same inputs, so a tool call offers the same actions
whichever channel made it (seed 000 §6.4).
"""

from __future__ import annotations

import math
import uuid
from typing import TYPE_CHECKING, Final

from shared.safety.wording import clip
from shared.schemas.response import (
    ResumeCookingAction,
    ResumeCookingPayload,
    SaveRecipeAction,
    SaveRecipePayload,
    SetTimerAction,
    SetTimerPayload,
    StartCookingAction,
    StartCookingPayload,
    ViewRecipeAction,
    ViewRecipePayload,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.context import ResumableSession
    from shared.schemas import GeneratedRecipe, Language, RecipeCard
    from shared.schemas.response import QuickAction

__all__ = ["build_actions", "recipe_client_id", "resume_label", "start_label"]

_LABELS: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "resume": "Resume cooking",
        "view": "View recipe",
        "start": "Start cooking",
        "save": "Save recipe",
        "recipe": "Recipe",
        "timer": "Step {step}: {minutes} min timer",
    },
    "es": {
        "resume": "Reanudar cocina",
        "view": "Ver receta",
        "start": "Empezar a cocinar",
        "save": "Guardar receta",
        "recipe": "Receta",
        "timer": "Paso {step}: temporizador de {minutes} min",
    },
}
_MAX_ACTIONS: Final = 6


def resume_label(language: Language) -> str:
    """The label of the `resume_cooking` action, for copy that points the cook to it."""
    return _LABELS[language]["resume"]


def start_label(language: Language) -> str:
    """The label of the `start_cooking` action, for copy that points the cook to it."""
    return _LABELS[language]["start"]


# `SetTimerPayload.minutes` bounds.
_MAX_TIMER_MINUTES: Final = 1440
_TIMER_NAME: Final = 80


def _resume(session: ResumableSession, labels: dict[str, str]) -> ResumeCookingAction:
    return ResumeCookingAction(
        label=labels["resume"],
        payload=ResumeCookingPayload(
            session_id=str(session.session_id),
            recipe_id=str(session.recipe_id),
            recipe_type=session.recipe_type,
            current_step=session.current_step,
            total_steps=session.total_steps,
            # The row may carry no name; the app still needs one to show.
            recipe_name=session.recipe_name or labels["recipe"],
        ),
    )


# Names the client ids of recipes shown in chat and voice (uuid5 of the recipe's content).
_RECIPE_IDS: Final = uuid.UUID("6f1c2a52-5c3e-4f0e-9a51-2d7b0c6e8a14")


def recipe_client_id(recipe: GeneratedRecipe) -> str:
    """The save action's client id: the same for the same recipe, whichever answer shows it.

    A recipe stays on screen across turns ("thanks!", a swaps question) and each answer offers
    to save it; save_custom_recipe keeps one row per client id, so the id follows the recipe's
    content: saving it again from a later answer keeps that one row, and a changed recipe (other
    portions, no garlic) is a recipe of its own.
    """
    content = recipe.model_dump_json(by_alias=True, exclude_none=True)
    return str(uuid.uuid5(_RECIPE_IDS, content))


def _timers(recipe: GeneratedRecipe, labels: dict[str, str]) -> list[SetTimerAction]:
    """One timer per step with a duration, in step order; a part-minute rounds up."""
    timers: list[SetTimerAction] = []
    for step in recipe.steps:
        if not step.timer_seconds:
            continue
        minutes = min(_MAX_TIMER_MINUTES, max(1, math.ceil(step.timer_seconds / 60)))
        label = labels["timer"].format(step=step.order, minutes=minutes)
        # The timer's own name is what the step does, so a ringing timer says what to check.
        payload = SetTimerPayload(minutes=minutes, label=clip(step.instruction, _TIMER_NAME))
        timers.append(SetTimerAction(label=label, payload=payload))
    return timers


def build_actions(
    language: Language,
    *,
    resumable: ResumableSession | None,
    cards: Sequence[RecipeCard] | None,
    custom_recipe: GeneratedRecipe | None,
    retrieved_id: str | None = None,
    chosen_id: str | None = None,
) -> list[QuickAction] | None:
    """The actions for one answer, most useful first, at most six.

    Args:
        language: The answer's language (labels).
        resumable: The cooking session the user can resume (seed 000 §6.11).
        cards: The recipe cards shown; the best one gets view and start actions.
        custom_recipe: The custom recipe shown; it gets a save action, then a timer for
            each step with a duration while there is room.
        retrieved_id: The user recipe a replay found (a single match); it gets view and start
            actions as a custom recipe.
        chosen_id: The catalogue recipe the cook chose in words from cards shown earlier
            ("start cooking"); it gets view and start actions like a shown card.

    Returns:
        The actions, or ``None`` when there are none.
    """
    labels = _LABELS[language]
    actions: list[QuickAction] = []
    if resumable is not None:
        actions.append(_resume(resumable, labels))
    top = cards[0].recipe_id if cards else chosen_id
    if top is not None:
        actions.append(
            ViewRecipeAction(label=labels["view"], payload=ViewRecipePayload(recipe_id=top))
        )
        actions.append(
            StartCookingAction(label=labels["start"], payload=StartCookingPayload(recipe_id=top))
        )
    if retrieved_id is not None:
        view = ViewRecipePayload(recipe_id=retrieved_id, recipe_type="custom")
        start = StartCookingPayload(recipe_id=retrieved_id, recipe_type="custom")
        actions.append(ViewRecipeAction(label=labels["view"], payload=view))
        actions.append(StartCookingAction(label=labels["start"], payload=start))
    if custom_recipe is not None:
        payload = SaveRecipePayload(
            client_id=recipe_client_id(custom_recipe),
            recipe_name=custom_recipe.suggested_name[:200],
        )
        actions.append(SaveRecipeAction(label=labels["save"], payload=payload))
        actions.extend(_timers(custom_recipe, labels))
    return actions[:_MAX_ACTIONS] or None
