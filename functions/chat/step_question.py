"""A question about how long or how hot to cook a food of the recipe on screen ("¿cuánto
tiempo cocino el pollo?", "what temperature for the chicken?"): answered from its own steps.

Read as a search, the words found no recipe (or others), and the recipe she was cooking closed.
The steps that handle the food say it, in the words of the recipe card, so the answer quotes
them (with their safety note) and keeps the recipe open. Asked in the other language than the
recipe's ("how long do I cook the chicken?" over a Spanish recipe), the food is found by its
name in either language, and the steps are told in hers from what they hold (the minutes, the
Thermomix heat, the food's safe temperature): quoted, they would answer in the recipe's words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.turn import Draft
from shared.ai.offline.articles import article_for
from shared.ai.offline.catalogue_names import food_named_in
from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import words
from shared.ai.offline.phrases import in_minutes, safety_sentence
from shared.tools.phrasing import recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.schemas import GeneratedRecipe, Language
    from shared.schemas.recipe import GeneratedStep

__all__ = ["step_question_answer"]

# How long, how hot or when: the questions a step answers. Folded text.
_ASKS_TIME_OR_HEAT: Final = re.compile(
    r"\b(?:how long|how many minutes|how much time|what temperature|how hot|when do i"
    r"|cuanto tiempo|cuantos minutos|que temperatura|a que temperatura|cuando)\b"
)
_MAX_STEPS: Final = 2
_IN_RECIPE: Final[dict[Language, str]] = {"en": "In your {recipe}:", "es": "En tu {recipe}:"}
_STEP: Final[dict[Language, str]] = {"en": "step {order}: {text}", "es": "paso {order}: {text}"}
# A step told from what it holds, for a recipe written in the other language.
_TOLD: Final[dict[Language, str]] = {
    "en": "step {order}: the {food}, {time}",
    "es": "paso {order}: {food}, {time}",
}
_HEAT: Final[dict[Language, str]] = {"en": " at {temp}", "es": " a {temp}"}


def _mentions(name: str, said: str) -> bool:
    folded = " ".join(words(name))
    return bool(folded) and re.search(rf"\b{re.escape(folded)}\b", said) is not None


def _named(recipe: GeneratedRecipe, said: str, language: Language) -> list[str]:
    """The recipe's ingredients the message names, by their name in the recipe or in the
    message's language, as the recipe's folded words ("pollo", "arroz")."""
    return [
        " ".join(words(item.name))
        for item in recipe.ingredients
        if _mentions(item.name, said) or _mentions(food_named_in(item.name, language), said)
    ]


def _told(
    step: GeneratedStep, recipe: GeneratedRecipe, foods: list[str], language: Language
) -> str:
    """A step of a recipe in the other language, told in `language`: which food, how long,
    how hot, and the food's safe temperature when the step checks it."""
    said = " ".join(words(step.instruction))
    line = next(
        (i for i in recipe.ingredients if " ".join(words(i.name)) in foods
         and re.search(rf"\b{re.escape(' '.join(words(i.name)))}\b", said)),
        recipe.ingredients[0],
    )  # fmt: skip
    food = food_named_in(line.name, language)
    named = food if language == "en" else f"{article_for(food)} {food}"
    seconds = step.timer_seconds or step.thermomix_time
    # A step without minutes only handles the food ("cut"): it is named with nothing to add.
    time = in_minutes(max(1, round(seconds / 60)), language) if seconds else ""
    if step.thermomix_temp:
        unit = "" if step.thermomix_temp == "varoma" else "°C"
        time += _HEAT[language].format(temp=f"{step.thermomix_temp}{unit}")
    told = _TOLD[language].format(order=step.order, food=named, time=time.strip())
    text = told.rstrip(", ") + "."
    category = (info := identify(line.name)) and info.safety
    if step.safety_note and category:
        text += " " + safety_sentence(category, named, language)
    return text


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
    language = turn.context.language
    foods = _named(recipe, said, language)
    steps = [
        step
        for step in recipe.steps
        if any(
            re.search(rf"\b{re.escape(food)}\b", " ".join(words(step.instruction)))
            for food in foods
        )
    ]
    # A step with a timer is where the food cooks; one without only handles it ("cut").
    timed = [step for step in steps if step.timer_seconds or step.thermomix_time] or steps
    if not timed:
        return None
    quoted = [
        _STEP[language].format(order=step.order, text=step.instruction)
        if recipe.language == language
        else _told(step, recipe, foods, language)
        for step in timed[:_MAX_STEPS]
    ]
    head = _IN_RECIPE[language].format(recipe=recipe_called(recipe.suggested_name, language))
    return Draft(message=" ".join([head, *quoted]), provider=provider, kept_recipe=recipe)
