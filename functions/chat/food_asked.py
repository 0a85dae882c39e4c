"""Whether the dish on screen holds a food ("does it have dairy?", "¿lleva ajo?"): answered from
its ingredient lines, not searched.

Read as a search, the words showed other cards or the no-match line, or met the "simple mode"
line, and the cook learned nothing of the dish she was looking at. The dish is her recipe
open, else the card she chose in words, else the cards of the latest answer, each read by the
allergen check every recipe passes (so "egg" is never "eggplant"). Where the food is there, a
chip makes the dish without it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from chat.card_version import chosen_card, latest_cards, on_screen
from chat.turn import Draft
from shared.ai.offline.catalogue_names import food_named_in
from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import fold, words
from shared.ai.offline.restrictions import allergen_group
from shared.safety import ALLERGEN_MAP_CACHE, detect_allergens
from shared.safety.check import ingredient_texts
from shared.tools.dish_version import catalogue_ingredients_of
from shared.tools.named_change import name_change
from shared.tools.phrasing import chip, join_words, recipe_called
from shared.tools.search_output import without_chip

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.turn import Turn
    from shared.context import ShownCard
    from shared.db import Database
    from shared.schemas import GeneratedRecipe, Language
    from shared.schemas.response import SuggestionChip

__all__ = [
    "DishCheck",
    "asked_food",
    "asked_place",
    "check_cards",
    "check_on_screen",
    "check_recipe",
    "food_answer",
    "foods_found",
]

# The questions, on folded words: a subject (the dish, or the cards), a verb of holding, then the
# food; or "is there X in it"; or "is it X-free". Only a food or an allergen counts as the food.
# A card named by its place among those on screen ("the first one", "la segunda receta").
_PLACE_EN: Final = (
    r"the (?P<place>first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)"
    r"(?: one| recipe| dish| card| option)?"
)
_PLACE_ES: Final = (
    r"(?:la|el) (?P<place>primera|primero|primer|segunda|segundo|tercera|tercero|tercer|cuarta"
    r"|cuarto|quinta|quinto|ultima|ultimo)(?: receta| platillo| opcion)?"
)
_PLACES: Final = {
    "first": 0, "1st": 0, "primera": 0, "primero": 0, "primer": 0,
    "second": 1, "2nd": 1, "segunda": 1, "segundo": 1,
    "third": 2, "3rd": 2, "tercera": 2, "tercero": 2, "tercer": 2,
    "fourth": 3, "4th": 3, "cuarta": 3, "cuarto": 3,
    "fifth": 4, "5th": 4, "quinta": 4, "quinto": 4,
    "last": -1, "ultima": -1, "ultimo": -1,
}  # fmt: skip
_SUBJECT_EN: Final = (
    r"(?:it|this|that|this one|that one|the recipe|this recipe|the dish|this dish|they|these"
    rf"|those|any of (?:these|them|those)|{_PLACE_EN})"
)
_ARTICLE: Final = r"(?:(?:any|some|a|an|the|algo de|nada de|un poco de|el|la|los|las) )?"
_QUESTIONS: Final = (
    re.compile(
        rf"^(?:does|do|did|will) {_SUBJECT_EN} (?:have|has|contain|use|include|come with)"
        rf" {_ARTICLE}(?P<food>.+?)(?: in (?:it|them))?$"
    ),
    re.compile(
        rf"^(?:is there|are there|any) {_ARTICLE}(?P<food>.+?) in (?:it|this|that|them|these"
        r"|those|there|the recipe|this recipe|the dish|this dish)$"
    ),
    re.compile(rf"^(?:is|are) {_SUBJECT_EN} (?P<food>.+?) free$"),
    re.compile(
        r"^(?:(?:la receta|el platillo|esta receta|este platillo|esta|este|eso|esto|ella"
        rf"|alguna|alguna de estas|cual|cuales|{_PLACE_ES}) )?(?:lleva|llevan|tiene|tienen|contiene"
        rf"|contienen|trae|traen|usa|usan|incluye|incluyen) {_ARTICLE}(?P<food>.+?)"
        r"(?: en (?:ella|ellas|esta|estas|la receta))?$"
    ),
    re.compile(r"^(?:es|son) (?:libres? de|sin) (?P<food>.+?)$"),
)
_MAX_FOOD_WORDS: Final = 3
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "holds": "Yes: your {recipe} has {names}. Tap below to make it without {food}.",
        "free": "No: your {recipe} has no {food} in its ingredients.",
        "card_holds": "Yes: the {called} has {names}. Tap below for a version without {food}.",
        "card_free": "No: the {called} has no {food} in its ingredients.",
        "some": "With {food}: {holding}. Without it: {free}.",
        "all": "They all have {food}: {holding}.",
        "none": "None of them has {food} in its ingredients: {free}.",
        "unchecked": "I couldn't check the ingredients for {food} right now: read every"
        " ingredient before you cook.",
        "without": "Without {food}",
    },
    "es": {
        "holds": "Sí: tu {recipe} lleva {names}. Toca abajo para hacerla sin {food}.",
        "free": "No: tu {recipe} no lleva {food} en sus ingredientes.",
        "card_holds": "Sí: la {called} lleva {names}. Toca abajo para una versión sin {food}.",
        "card_free": "No: la {called} no lleva {food} en sus ingredientes.",
        "some": "Con {food}: {holding}. Sin {food}: {free}.",
        "all": "Todas llevan {food}: {holding}.",
        "none": "Ninguna lleva {food} en sus ingredientes: {free}.",
        "unchecked": "No pude revisar los ingredientes en busca de {food}: lee cada ingrediente"
        " antes de cocinar.",
        "without": "Sin {food}",
    },
}
# Said to an allergy ("is this ok?"), a dish that holds the food is no "yes". A card is
# named as its recipe ("la receta de Tacos de Pescado Estilo Baja"), whatever its number.
_ALLERGY_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        **_COPY["en"],
        "holds": "Careful: your {recipe} has {names}. Don't cook it as it is; tap below to"
        " make it without {food}.",
        "free": "Your {recipe} has no {food} in its ingredients.",
        "card_holds": "Careful: the {called} has {names}. Don't cook it as it is; tap below for a"
        " version without {food}.",
        "card_free": "The {called} has no {food} in its ingredients.",
    },
    "es": {
        **_COPY["es"],
        "holds": "Cuidado: tu {recipe} lleva {names}. No la cocines así; toca abajo para"
        " hacerla sin {food}.",
        "free": "Tu {recipe} no lleva {food} en sus ingredientes.",
        "card_holds": "Cuidado: la {called} lleva {names}. No la cocines así; toca abajo para una"
        " versión sin {food}.",
        "card_free": "La {called} no lleva {food} en sus ingredientes.",
    },
}


@dataclass(frozen=True, kw_only=True)
class DishCheck:
    """What the ingredients of the dish (or dishes) on screen hold of one food.

    Attributes:
        message: The answer, naming what holds the food and how it is written there.
        chips: The change that makes the one dish without it; none for several cards.
        holds: Whether any dish holds it.
        chosen_id: The card the answer is about, chosen in words, kept for its actions.
    """

    message: str
    chips: tuple[SuggestionChip, ...] = ()
    holds: bool = False
    chosen_id: str | None = None


def _as_written(food: str, message: str) -> str:
    """The food with the accents she wrote it with ("lácteos"), when they can be told."""
    folded = fold(message)
    pattern = r"\b" + r"\W+".join(map(re.escape, food.split())) + r"\b"
    if len(folded) != len(message) or (found := re.search(pattern, folded)) is None:
        return food
    return message[found.start() : found.end()].lower()


def _question(message: str) -> re.Match[str] | None:
    said = " ".join(words(message))
    for question in _QUESTIONS:
        if (match := question.match(said)) is None:
            continue
        food = match.group("food").strip()
        if len(food.split()) <= _MAX_FOOD_WORDS and (
            allergen_group(food) is not None or identify(food) is not None
        ):
            return match
    return None


def asked_food(message: str) -> str | None:
    """The food a question about the dish on screen asks after ("dairy", "lácteos"), or None."""
    match = _question(message)
    return _as_written(match.group("food").strip(), message) if match else None


def asked_place(message: str) -> int | None:
    """The place of the card the question asks about ("does the first one have dairy?": 0,
    "¿la última lleva ajo?": -1); None when it asks about no card by its place."""
    match = _question(message)
    place = match.groupdict().get("place") if match else None
    return _PLACES[place] if place else None


async def foods_found(
    db: Database, texts: Sequence[str], food: str, language: Language
) -> tuple[str, ...] | None:
    """How the food is written in the texts (none when absent); None when unverified."""
    allergen_map = await ALLERGEN_MAP_CACHE.read(db)
    if not allergen_map.verified:
        return None
    group = allergen_group(food)
    finding = detect_allergens(
        texts,
        allergen_map=allergen_map,
        user_allergens=(group,) if group else (),
        custom_allergies=() if group else (food,),
        language=language,
    )
    if not (finding.allergens or finding.custom):
        return ()
    # The finding names every allergen the lines hold; the answer names only this food's,
    # in her language: the recipe's words are in its own ("lleva ajo", not "lleva garlic").
    return tuple(
        dict.fromkeys(
            food_named_in(match.text, language)
            for match in finding.matches
            if (group in match.allergens if group else match.custom is not None)
        )
    )


async def check_recipe(
    db: Database, recipe: GeneratedRecipe, food: str, language: Language, *, allergy: bool
) -> DishCheck:
    """Whether her open recipe holds the food, and the chip that takes it out when it does."""
    copy = (_ALLERGY_COPY if allergy else _COPY)[language]
    name = recipe_called(recipe.suggested_name, language)
    found = await foods_found(db, ingredient_texts(recipe), food, language)
    if found is None:
        return DishCheck(message=copy["unchecked"].format(food=food))
    if not found:
        return DishCheck(message=copy["free"].format(recipe=name, food=food))
    label = copy["without"].format(food=food)
    change = chip(label, name_change(label, recipe.suggested_name))
    message = copy["holds"].format(recipe=name, names=join_words(found, language), food=food)
    return DishCheck(message=message, chips=(change,), holds=True)


async def check_cards(
    db: Database,
    cards: Sequence[ShownCard],
    food: str,
    language: Language,
    *,
    chosen: bool,
    allergy: bool,
) -> DishCheck:
    """Whether catalogue cards hold the food: the one card, or each of several.

    Args:
        db: The database (the cards' ingredient lines, the allergen catalogue).
        cards: The cards, in the order shown; one when she chose it.
        food: The food asked after, as she wrote it.
        language: The answer's language (and of the ingredient lines read).
        chosen: Whether the one card was chosen in words (kept with its actions).
        allergy: Whether she said she is allergic to it (a card that holds it is a warning).

    Returns:
        The check; a chip makes the one card without the food when it holds it.
    """
    copy = (_ALLERGY_COPY if allergy else _COPY)[language]
    found_in: list[tuple[ShownCard, tuple[str, ...]]] = []
    dishes = await catalogue_ingredients_of(db, (card.recipe_id for card in cards), language)
    for card in cards:
        dish = dishes.get(card.recipe_id)
        found = await foods_found(db, dish.lines if dish else (), food, language)
        if found is None or dish is None:
            return DishCheck(message=copy["unchecked"].format(food=food))
        found_in.append((card, found))
    if len(found_in) == 1:
        card, found = found_in[0]
        kept = card.recipe_id if chosen else None
        # The card is named as its recipe, which agrees with any name: "Tacos de Pescado
        # Estilo Baja no lleva ajo" broke the sentence around a plural dish.
        called = recipe_called(card.name, language)
        if not found:
            message = copy["card_free"].format(called=called, food=food)
            return DishCheck(message=message, chosen_id=kept)
        label = copy["without"].format(food=food)
        change = chip(label, name_change(label, card.name))
        names = join_words(found, language)
        message = copy["card_holds"].format(called=called, names=names, food=food)
        return DishCheck(message=message, chips=(change,), holds=True, chosen_id=kept)
    holding = [f"{card.name} ({', '.join(found)})" for card, found in found_in if found]
    free = [card.name for card, found in found_in if not found]
    key = "some" if holding and free else "all" if holding else "none"
    message = copy[key].format(
        food=food, holding=join_words(holding, language), free=join_words(free, language)
    )
    chips = (without_chip(food, language),) if holding else ()
    return DishCheck(message=message, chips=chips, holds=bool(holding))


async def check_on_screen(
    db: Database, turn: Turn, food: str, *, allergy: bool = False, place: int | None = None
) -> DishCheck | None:
    """The check of the dish on screen: her recipe, the card asked about by its place, the
    card she chose, or the latest cards; None with none of them."""
    language = turn.context.language
    if turn.previous_recipe is not None:
        return await check_recipe(db, turn.previous_recipe, food, language, allergy=allergy)
    history = turn.context.conversation_history
    # "Does the first one have dairy?": that card alone, of the latest list of cards (asked
    # one after another, "and the third one?" still counts in that list), kept with its actions.
    listed = latest_cards(history)
    if place is not None and -len(listed) <= place < len(listed):
        asked = (listed[place],)
        return await check_cards(db, asked, food, language, chosen=True, allergy=allergy)
    if (card := chosen_card(history)) is not None:
        return await check_cards(db, (card,), food, language, chosen=True, allergy=allergy)
    if cards := on_screen(history):
        return await check_cards(db, cards, food, language, chosen=False, allergy=allergy)
    return None


async def food_answer(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The answer to whether the dish on screen holds a food; None for any other message, or
    with no dish on screen.

    Args:
        turn: The turn (the message, her open recipe, the cards and choice before it).
        provider: The provider name the trace reports.
        db: The database.
    """
    food = asked_food(turn.message)
    if food is None:
        return None
    check = await check_on_screen(db, turn, food, place=asked_place(turn.message))
    if check is None:
        return None
    return Draft(
        message=check.message,
        provider=provider,
        suggestions=check.chips,
        kept_recipe=turn.previous_recipe,
        read_history=turn.previous_recipe is None,
        chosen_id=check.chosen_id,
    )
