"""Whether a food can stand in for one of the dish on screen ("can I use chicken thighs?",
"¿puedo usar muslos de pollo?"): answered with the line it would replace and a chip that
makes the swap, not searched.

Read as a search, the question showed chicken cards and closed the recipe she was asking
about; asked of catalogue cards, it showed another list of them. The dish is her recipe open,
else the card she chose in words, else the cards of the latest answer (those with a line the
food would take the place of: a catalogue card's chip makes her version of it with the swap).
The food takes the place of the line it names ("instead of the rice"), else of the line of the
same food or of its kind (thighs for the chicken, turkey for the chicken); the swap itself is
hers to tap, and passes the same safety checks as any change. A food of her allergies, or one
her diet leaves out, is said to be one. In Spanish each food is said with its article and its
verb agrees with it: "los muslos de pollo pueden ir en lugar de la pechuga", not "muslos de
pollo puede ir en lugar de pechuga".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.card_version import chosen_card, on_screen
from chat.turn import Draft
from shared.ai.offline.articles import article_for
from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import words
from shared.safety import ALLERGEN_MAP_CACHE, DIET_MAP_CACHE, detect_allergens
from shared.safety.dietary import detect_dietary_conflicts, diet_label
from shared.safety.wording import clip
from shared.tools.dish_version import catalogue_ingredients_of
from shared.tools.named_change import name_change
from shared.tools.phrasing import chip, join_words, recipe_called

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.turn import Turn
    from shared.context import ShownCard
    from shared.db import Database
    from shared.schemas import Language

__all__ = ["line_replaced", "use_answer", "use_asked"]

# Folded words: the question, the food, and the line it would replace when she names it.
_CAN_USE: Final = re.compile(
    r"^(?:can i|could i|can we|is it ok to|puedo|podemos|podria|se puede|se pueden)"
    r" (?:use|usar|ponerle|poner) (?:some |unos |unas |un |una |el |la |los |las )?(?P<food>.+?)"
    r"(?: instead(?: of (?:the )?(?P<old>.+?))?| en (?:lugar|vez)"
    r" (?:del|de(?: (?:el|la|los|las))?) (?P<old_es>.+?))?$"
)
_MAX_CARDS: Final = 3
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "yes": "Yes: {food} can take the place of the {line} in your {recipe}. Tap below and"
        " I'll make the swap.",
        "card_yes": "Yes: {food} can take the place of the {line} in {name}. Tap below and I'll"
        " make you a version with the swap.",
        "cards_yes": "{food} can take the place of {places}. Tap a dish and I'll make you a"
        " version with the swap.",
        "none": "None of these dishes has a line {food} would take the place of. Tap one and"
        " I'll make you a version with {food} added.",
        "card_none": "{name} has no line {food} would take the place of. Tap below and I'll"
        " make you a version with {food} added.",
        "add": "Add {food}",
        "place": "the {line} in {name}",
        "label": "Use {food}",
        "change": "Use {food} instead of {line}",
        "recipe": "your {recipe}",
        "cards": "these dishes",
        "allergy": "Not in {dish}: {food} is one of your allergies.",
        "diet": "Not in {dish}: {food} doesn't fit your diet ({why}).",
    },
    "es": {
        "yes": "Sí: {the_food} {can} ir en lugar {of_line} en tu {recipe}. Toca abajo y hago el"
        " cambio.",
        "card_yes": "Sí: {the_food} {can} ir en lugar {of_line} en {name}. Toca abajo y te"
        " preparo una versión con el cambio.",
        "cards_yes": "{the_food} {can} ir en lugar {places}. Toca un platillo y te preparo una"
        " versión con el cambio.",
        "none": "Ninguno de estos platillos tiene algo que {the_food} {could} reemplazar. Toca uno"
        " y te preparo una versión con {food}.",
        "card_none": "{name} no tiene algo que {the_food} {could} reemplazar. Toca abajo y te"
        " preparo una versión con {food}.",
        "add": "Agrega {food}",
        "place": "{of_line} en {name}",
        "label": "Usar {food}",
        "change": "Usa {food} en lugar de {line}",
        "recipe": "tu {recipe}",
        "cards": "estos platillos",
        "allergy": "En {dish} no: {the_food} {is} tus alergias.",
        "diet": "En {dish} no: {the_food} no {goes} con tu dieta ({why}).",
    },
}


# Spanish verbs said of the food, by its number ("puede" / "pueden"); English needs none.
_VERBS: Final[dict[bool, dict[str, str]]] = {
    False: {"can": "puede", "could": "pueda", "is": "está entre", "goes": "va"},
    True: {"can": "pueden", "could": "puedan", "is": "están entre", "goes": "van"},
}


def _words_of(food: str, line: str | None, language: Language) -> dict[str, str]:
    """The food and the line it replaces as the copy says them: in Spanish with their
    articles ("los muslos de pollo", "de la pechuga", "del pollo") and verbs that agree."""
    if language == "en":
        return {"food": food, "the_food": food, "line": line or "", "of_line": line or ""}
    article = article_for(food)
    said = {"food": food, "the_food": f"{article} {food}", **_VERBS[article in {"los", "las"}]}
    if line is not None:
        of = article_for(line)
        said["line"] = line
        said["of_line"] = f"del {line}" if of == "el" else f"de {of} {line}"
    return said


def use_asked(message: str) -> tuple[str, str | None] | None:
    """The food a "can I use X?" question names, and the line it names to replace, if any."""
    match = _CAN_USE.match(" ".join(words(message)))
    if match is None or identify(match.group("food")) is None:
        return None
    return match.group("food"), match.group("old") or match.group("old_es")


def line_replaced(names: Sequence[str], food: str, old: str | None) -> str | None:
    """The ingredient (of a dish's names) the food would replace: the one named, else the same
    food's, else the one of its kind; None when no line is one of those."""
    new = identify(food)
    lines = [(name, identify(name)) for name in names]
    if old is not None:
        said = identify(old)
        named = [name for name, info in lines if info is not None and info == said]
        return named[0] if named else None
    same = [name for name, info in lines if info is not None and info == new]
    kind = [name for name, info in lines if info is not None and new and info.kind == new.kind]
    return next(iter(same or kind), None)


async def _refusal(turn: Turn, db: Database, food: str, dish: str) -> str | None:
    """Why the food may not go in her dish: one of her allergies (or unverified), or a food
    her diet leaves out; None when it may."""
    language = turn.context.language
    copy = _COPY[language]
    allergen_map = await ALLERGEN_MAP_CACHE.read(db)
    finding = detect_allergens(
        [food],
        allergen_map=allergen_map,
        user_allergens=turn.context.dietary_restrictions,
        custom_allergies=turn.context.custom_allergies,
        language=language,
    )
    if finding.allergens or finding.custom or not allergen_map.verified:
        return copy["allergy"].format(dish=dish, **_words_of(food, None, language))
    conflicts = detect_dietary_conflicts(
        [food],
        diet_map=await DIET_MAP_CACHE.read(db),
        diet_types=turn.context.diet_types,
        language=language,
    ).conflicts
    why = [label for c in conflicts if (label := diet_label(c.diet, language)) is not None]
    if why:
        said = _words_of(food, None, language)
        return copy["diet"].format(dish=dish, why=join_words(why, language), **said)
    return None


async def _cards_answer(
    turn: Turn, db: Database, food: str, old: str | None, provider: str
) -> Draft | None:
    """The answer about the card she chose, else the cards on screen; None without them, or
    when none has a line the food would replace."""
    language = turn.context.language
    copy = _COPY[language]
    history = turn.context.conversation_history
    chosen = chosen_card(history)
    cards: Sequence[ShownCard] = (chosen,) if chosen is not None else on_screen(history)
    found: list[tuple[ShownCard, str]] = []
    dishes = await catalogue_ingredients_of(db, (card.recipe_id for card in cards), language)
    for card in cards:
        dish = dishes.get(card.recipe_id)
        if dish is not None and (line := line_replaced(dish.names, food, old)) is not None:
            found.append((card, line))
    if not cards:
        return None
    kept = chosen.recipe_id if chosen is not None else None
    where = cards[0].name if len(cards) == 1 else copy["cards"]
    if (refused := await _refusal(turn, db, food, where)) is not None:
        return Draft(message=refused, provider=provider, read_history=True, chosen_id=kept)
    if not found:
        # No line to swap: the food can still go in, as a version of the dish she taps.
        add = copy["add"].format(food=food)
        one = len(cards) == 1
        chips = tuple(
            chip(add if one else clip(c.name, 80), name_change(add, c.name))
            for c in cards[:_MAX_CARDS]
        )
        said = _words_of(food, None, language)
        message = copy["card_none" if one else "none"].format(name=cards[0].name, **said)
        return Draft(
            message=message, provider=provider, suggestions=chips, read_history=True, chosen_id=kept
        )
    shown = found[:_MAX_CARDS]
    if len(shown) == 1:
        card, line = shown[0]
        message = copy["card_yes"].format(name=card.name, **_words_of(food, line, language))
    else:
        places = [
            copy["place"].format(name=card.name, **_words_of(food, line, language))
            for card, line in shown
        ]
        said = _words_of(food, None, language)
        message = copy["cards_yes"].format(places=join_words(places, language), **said)
        message = message[0].upper() + message[1:]
    # One card's chip says the swap; several are told apart by their names.
    chips = tuple(
        chip(
            copy["label"].format(food=food) if len(shown) == 1 else clip(card.name, 80),
            name_change(copy["change"].format(food=food, line=line), card.name),
        )
        for card, line in shown
    )
    return Draft(
        message=message, provider=provider, suggestions=chips, read_history=True, chosen_id=kept
    )


async def use_answer(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The answer to "can I use X?" asked of the dish on screen; None for any other message.

    Args:
        turn: The turn (the message, her open recipe or the cards before it, her allergies
            and diets).
        provider: The provider name the trace reports.
        db: The database (the cards' ingredients, the allergen and diet catalogues).

    Returns:
        Her recipe kept open, or the card chosen, with the line the food would replace and a
        chip that swaps it (for cards, a version of the card with the swap); or that the food
        is one of her allergies or outside her diet (with her recipe open, whether or not a
        line is its to replace). None when no line is the food's to replace.
    """
    asked = use_asked(turn.message)
    if asked is None:
        return None
    food, old = asked
    recipe = turn.previous_recipe
    if recipe is None:
        return await _cards_answer(turn, db, food, old, provider)
    line = line_replaced([item.name for item in recipe.ingredients], food, old)
    copy = _COPY[turn.context.language]
    name = recipe_called(recipe.suggested_name, turn.context.language)
    dish = copy["recipe"].format(recipe=name)
    if (refused := await _refusal(turn, db, food, dish)) is not None:
        # Said whether or not a line is its to replace: "¿puedo usar tocino?" over a
        # vegetarian's recipe was searched, and her recipe put away.
        return Draft(message=refused, provider=provider, kept_recipe=recipe)
    if line is None:
        return None
    change = copy["change"].format(food=food, line=line)
    swap = chip(copy["label"].format(food=food), name_change(change, recipe.suggested_name))
    message = copy["yes"].format(recipe=name, **_words_of(food, line, turn.context.language))
    return Draft(message=message, provider=provider, kept_recipe=recipe, suggestions=(swap,))
