"""Whether a food can stand in for one of her open recipe ("can I use chicken thighs?",
"¿puedo usar muslos de pollo?"): answered with the line it would replace and a chip that
makes the swap, not searched.

Read as a search, the question showed chicken cards and closed the recipe she was asking
about. The food takes the place of the line it names ("instead of the rice"), else of the
line of the same food or of its kind (thighs for the chicken, turkey for the chicken); the
swap itself is hers to tap, and passes the same safety checks as any change. A food of her
allergies is said to be one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.turn import Draft
from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import words
from shared.safety import ALLERGEN_MAP_CACHE, detect_allergens
from shared.tools.named_change import name_change
from shared.tools.phrasing import chip, recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.db import Database
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["line_replaced", "use_answer", "use_asked"]

# Folded words: the question, the food, and the line it would replace when she names it.
_CAN_USE: Final = re.compile(
    r"^(?:can i|could i|can we|is it ok to|puedo|podemos|podria|se puede|se pueden)"
    r" (?:use|usar|ponerle|poner) (?:some |unos |unas |un |una |el |la |los |las )?(?P<food>.+?)"
    r"(?: instead(?: of (?:the )?(?P<old>.+?))?| en (?:lugar|vez)"
    r" (?:del|de(?: (?:el|la|los|las))?) (?P<old_es>.+?))?$"
)
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "yes": "Yes: {food} can take the place of the {line} in your {recipe}. Tap below and"
        " I'll make the swap.",
        "label": "Use {food}",
        "change": "Use {food} instead of {line}",
        "allergy": "Not in your {recipe}: {food} is one of your allergies.",
    },
    "es": {
        "yes": "Sí: {food} puede ir en lugar de {line} en tu {recipe}. Toca abajo y hago el"
        " cambio.",
        "label": "Usar {food}",
        "change": "Usa {food} en lugar de {line}",
        "allergy": "En tu {recipe} no: {food} es una de tus alergias.",
    },
}


def use_asked(message: str) -> tuple[str, str | None] | None:
    """The food a "can I use X?" question names, and the line it names to replace, if any."""
    match = _CAN_USE.match(" ".join(words(message)))
    if match is None or identify(match.group("food")) is None:
        return None
    return match.group("food"), match.group("old") or match.group("old_es")


def line_replaced(recipe: GeneratedRecipe, food: str, old: str | None) -> str | None:
    """The recipe's line the food would replace: the one named, else the same food's, else
    the one of its kind; None when no line is one of those."""
    new = identify(food)
    lines = [(line.name, identify(line.name)) for line in recipe.ingredients]
    if old is not None:
        said = identify(old)
        named = [name for name, info in lines if info is not None and info == said]
        return named[0] if named else None
    same = [name for name, info in lines if info is not None and info == new]
    kind = [name for name, info in lines if info is not None and new and info.kind == new.kind]
    return next(iter(same or kind), None)


async def use_answer(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The answer to "can I use X?" with her recipe open; None for any other message.

    Args:
        turn: The turn (the message, her open recipe, her allergies).
        provider: The provider name the trace reports.
        db: The database (the allergen catalogue).

    Returns:
        Her recipe kept open, the line the food would replace and a chip that swaps it; or
        that the food is one of her allergies. None when no line is the food's to replace.
    """
    recipe = turn.previous_recipe
    asked = use_asked(turn.message) if recipe is not None else None
    if recipe is None or asked is None:
        return None
    food, old = asked
    line = line_replaced(recipe, food, old)
    if line is None:
        return None
    language = turn.context.language
    copy = _COPY[language]
    name = recipe_called(recipe.suggested_name, language)
    allergen_map = await ALLERGEN_MAP_CACHE.read(db)
    finding = detect_allergens(
        [food],
        allergen_map=allergen_map,
        user_allergens=turn.context.dietary_restrictions,
        custom_allergies=turn.context.custom_allergies,
        language=language,
    )
    if finding.allergens or finding.custom or not allergen_map.verified:
        message = copy["allergy"].format(recipe=name, food=food)
        return Draft(message=message, provider=provider, kept_recipe=recipe)
    change = copy["change"].format(food=food, line=line)
    swap = chip(copy["label"].format(food=food), name_change(change, recipe.suggested_name))
    message = copy["yes"].format(food=food, line=line, recipe=name)
    return Draft(message=message, provider=provider, kept_recipe=recipe, suggestions=(swap,))
