"""A question about how long or how hot to cook a food of the recipe on screen ("¿cuánto
tiempo cocino el pollo?", "what temperature for the chicken?"): answered from its own steps.

Read as a search, the words found no recipe (or others), and the recipe she was cooking closed.
The steps that handle the food say it, in the words of the recipe card, so the answer quotes
them (with their safety note) and keeps the recipe open.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.turn import Draft
from shared.ai.offline.normalize import words
from shared.tools.phrasing import recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["step_question_answer"]

# How long, how hot or when: the questions a step answers. Folded text.
_ASKS_TIME_OR_HEAT: Final = re.compile(
    r"\b(?:how long|how many minutes|how much time|what temperature|how hot|when do i"
    r"|cuanto tiempo|cuantos minutos|que temperatura|a que temperatura|cuando)\b"
)
_MAX_STEPS: Final = 2
_IN_RECIPE: Final[dict[Language, str]] = {"en": "In your {recipe}:", "es": "En tu {recipe}:"}
_STEP: Final[dict[Language, str]] = {"en": "step {order}: {text}", "es": "paso {order}: {text}"}


def _named(recipe: GeneratedRecipe, said: str) -> list[str]:
    """The recipe's ingredients the message names, as folded words ("pollo", "arroz")."""
    return [
        name
        for item in recipe.ingredients
        if (name := " ".join(words(item.name))) and re.search(rf"\b{re.escape(name)}\b", said)
    ]


def step_question_answer(turn: Turn, provider: str) -> Draft | None:
    """The steps of the open recipe that answer a time or heat question about one of its foods.

    Args:
        turn: The turn (the message and the recipe on screen).
        provider: The provider name the trace reports.

    Returns:
        The steps quoted and the recipe kept open; None with no recipe open, for any other
        message, or when no step handles the food named.
    """
    recipe = turn.previous_recipe
    if recipe is None:
        return None
    said = " ".join(words(turn.message))
    if not _ASKS_TIME_OR_HEAT.search(said):
        return None
    foods = _named(recipe, said)
    steps = [
        step
        for step in recipe.steps
        if any(
            re.search(rf"\b{re.escape(food)}\b", " ".join(words(step.instruction)))
            for food in foods
        )
    ]
    # A step with a timer is where the food cooks; one without only handles it ("cut").
    timed = [step for step in steps if step.timer_seconds] or steps
    if not timed:
        return None
    language = turn.context.language
    quoted = [
        _STEP[language].format(order=step.order, text=step.instruction)
        for step in timed[:_MAX_STEPS]
    ]
    head = _IN_RECIPE[language].format(recipe=recipe_called(recipe.suggested_name, language))
    return Draft(message=" ".join([head, *quoted]), provider=provider, kept_recipe=recipe)
