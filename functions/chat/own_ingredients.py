"""Cooking with the cook's own ingredients: asking which ones, and reading the answer.

"Create a recipe with my ingredients" names none, so the chat asks which ones ("… and I'll
create a recipe with them"). The answer ("chicken, rice and peppers") is then taken at its
word: a recipe with them, not a search of the catalogue. When the question was for a dish the
catalogue lacks ("… for your beef stroganoff?"), the recipe made is that dish.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, get_args

from chat.starters import everyday_protein
from shared.ai.offline.created_dish import dish_alone, names_a_dish, only_foods
from shared.ai.offline.ingredient_lists import extract_ingredients, listed_ingredients
from shared.ai.offline.ingredients import find_all, key
from shared.ai.offline.intents import score_intents
from shared.ai.offline.normalize import FoldedText
from shared.context import last_answer, last_said
from shared.schemas.response import Language
from shared.search.negation import split_negation
from shared.search.time_words import read_time
from shared.tools.asked_dish import asked_dish, carries, chip_dish, profile_rules
from shared.tools.phrasing import recipe_called

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.context import UserContext
    from shared.context.user_context import HistoryMessage

__all__ = [
    "IngredientsReply",
    "SearchedDish",
    "asks_for_own_ingredients",
    "dish_made_of_nothing_named",
    "dish_question",
    "foods_she_eats",
    "ingredients_listed_before",
    "ingredients_listed_in",
    "ingredients_question",
    "ingredients_reply",
    "said_time",
    "searched_dish",
    "without_time",
]

_OWN_INGREDIENTS: Final = re.compile(
    r"\b(?:my ingredients|ingredients i (?:have|got)|what i (?:have|ve got)|"
    r"what s in my (?:fridge|pantry)|mis ingredientes|ingredientes que tengo|"
    r"lo que tengo|lo que hay en mi (?:refri|nevera|despensa)|"
    r"(?:create|make) (?:me )?a new recipe|(?:crea|creame) una receta nueva|"
    # "Create a recipe" naming nothing to make it of, nor a dish ("… for panna cotta").
    r"^(?:create|make) (?:me )?(?:a |my )?(?:own |custom )?recipe(?! (?:for|of|with)\b)|"
    r"^(?:crea|creame|hazme) (?:una |mi )?receta(?! (?:de|del|para|con)\b))\b"
)
# "Create a recipe with different ingredients": a create request about ingredients, naming none.
_INGREDIENT_WORD: Final = re.compile(r"\bingredi(?:ents?|entes?)\b")

_QUESTION: Final[dict[Language, str]] = {
    "en": (
        "Which ingredients do you have? Tell me a few, for example "
        '"{protein}, rice and peppers", and I\'ll create a recipe with them.'
    ),
    "es": (
        "¿Qué ingredientes tienes? Dime algunos, por ejemplo "
        "«{protein}, arroz y pimiento», y creo una receta con ellos."
    ),
}
_DISH_QUESTION: Final[dict[Language, str]] = {
    "en": "Which ingredients do you have for your {dish}? Tell me a few and I'll create it.",
    "es": "¿Qué ingredientes tienes para tu {dish}? Dime algunos y la creo con ellos.",
}
# A message that asks for something else than a recipe with what it lists (a bare list scores
# as a search too, so the search intent alone cannot tell).
_ASKS_ELSE: Final = re.compile(
    r"\b(?:what can i|what should i|find|search|show me|recipes?|busca|buscame|muestrame|"
    r"que (?:cocino|hago|puedo|preparo)|recetas?)\b"
)
# The openings of both questions in both languages, and where the dish sits in the second
# (as `recipe_called` says it; a question asked before that said the bare dish).
_ASKED: Final = ("Which ingredients do you have", "¿Qué ingredientes tienes")
_ASKED_DISH: Final = re.compile(
    r"^(?:Which ingredients do you have for your|¿Qué ingredientes tienes para tu)"
    r" (?:receta de )?(?P<dish>.+?)(?: recipe)?\?"
)


def asks_for_own_ingredients(message: str, language: Language) -> bool:
    """Whether a message asks to cook with "my ingredients" without naming any."""
    text = FoldedText.of(message)
    folded = text.text.replace("'", " ")
    named_own = _OWN_INGREDIENTS.search(folded) is not None
    if not named_own and not (
        _INGREDIENT_WORD.search(folded) and score_intents(text)["generate"] > 0
    ):
        return False
    return not extract_ingredients(text, language=language)


def ingredients_listed_before(history: Sequence[HistoryMessage], language: Language) -> list[str]:
    """What the cook's last message listed as hers ("leftover rice and two eggs"), as said.

    "Create my own" under the cards her list found asks for a recipe with "my ingredients":
    the ones she has just named, not a question about them.
    """
    return ingredients_listed_in(last_said(history), language)


def ingredients_listed_in(said: str, language: Language) -> list[str]:
    """What a message of the cook's listed as hers ("chicken and rice"), as said; [] if none."""
    return listed_ingredients(FoldedText.of(said), language=language) if said else []


def foods_she_eats(listed: Sequence[str], context: UserContext) -> list[str]:
    """The foods of a list that the cook's allergies and diets leave in.

    "Algo con pollo" showed a vegetarian no chicken ("No incluí recetas con pollo porque eres
    vegetariano"); "Crear la mía" under those cards then made him a "Salteado de pollo": the
    foods a request named are made as hers only when her profile keeps them.
    """
    rules = profile_rules(context)
    return [
        food for food in listed if all(rules.allows_addition(info) for _, info in find_all(food))
    ]


def ingredients_question(language: Language, diets: Iterable[str] = ()) -> str:
    """The question asked when a recipe is wanted from ingredients not named yet.

    Its example names a protein the profile eats: the cook may tap or copy it.
    """
    return _QUESTION[language].format(protein=everyday_protein(language, diets))


def dish_question(dish: str, language: Language) -> str:
    """The question asked when a dish the catalogue lacks is to be made with what the cook has.

    The time she gave rides in the chip, not in the dish's name ("your beef stroganoff", not
    "your beef stroganoff in half an hour recipe"): `said_time` reads it back.
    """
    return _DISH_QUESTION[language].format(dish=recipe_called(without_time(dish), language))


def without_time(dish: str) -> str:
    """A dish as a chip carries it, without the time the cook gave ("… en media hora")."""
    return read_time(dish).text.strip(" ,.;:") or dish


def said_time(history: Sequence[HistoryMessage], message: str) -> int | None:
    """The minutes the cook gave for the recipe she wants made of her ingredients, if she did.

    Read in her message, else in her message before it: the request that listed them ("tofu y
    brócoli en media hora") under a "Create my own" tap, or the no-match chip that carried the
    dish and its time before the ingredients question. A chip's own words state no time.

    Args:
        history: The session's messages, oldest first.
        message: The cook's message.

    Returns:
        The limit or the budget she said, in minutes; None when she said none.
    """
    for text in (message, last_said(history)):
        reading = read_time(chip_dish(text) or text)
        if (minutes := reading.limit or reading.budget) is not None:
            return minutes
    return None


@dataclass(frozen=True, kw_only=True)
class IngredientsReply:
    """The cook's answer to the ingredients question: what she has, and the dish, if one."""

    ingredients: tuple[str, ...]
    dish: str | None


def ingredients_reply(
    history: Sequence[HistoryMessage], message: str, language: Language
) -> IngredientsReply | None:
    """The ingredients a message gives in answer to the question just asked, if it is one.

    Args:
        history: The session's messages, oldest first.
        message: The cook's message.
        language: The answer's language.

    Returns:
        The ingredients (and the dish the question was for), or None when the last answer was
        not the question, or the message asks for something else ("what can I cook with…").
    """
    last = last_answer(history)
    if last is None or not last.content.startswith(_ASKED):
        return None
    text = FoldedText.of(message)
    scores = score_intents(text)
    if scores["retrieve"] or scores["modify"] or _ASKS_ELSE.search(text.text):
        return None
    # The answer to "which ingredients do you have" is what she has: as said, amounts kept.
    ingredients = extract_ingredients(text, language=language, as_said=True)
    if not ingredients:
        return None
    asked = _ASKED_DISH.match(last.content)
    return IngredientsReply(ingredients=tuple(ingredients), dish=asked["dish"] if asked else None)


@dataclass(frozen=True, kw_only=True)
class SearchedDish:
    """A dish the cook searched for, and the foods its name gives ("sopa de lentejas": lentejas).

    `dish` is None when the request named foods alone ("chicken recipes"): no dish to name.
    """

    dish: str | None
    foods: tuple[str, ...]


def searched_dish(query: str, context: UserContext, language: Language) -> SearchedDish | None:
    """The dish a search asked for, to make as hers when she taps "Create my own" under it.

    "Sopa de lentejas" showed the catalogue's lentil soups; "Crear la mía" under them is a
    lentil soup of her own, made with the lentils the request named, not a question about
    which ingredients she has. A request that names no food ("quick dinners", "lasagna")
    gives none to make it with, nor a dish her allergies or diet leave out.

    Args:
        query: The search's query.
        context: The cook's profile.
        language: The answer's language (the foods are named in it).

    Returns:
        The dish and its foods, or None.
    """
    dish = asked_dish(query)
    if dish is None:
        return None
    rules = profile_rules(context)
    # "dinner ideas, no pork" names pork only to leave it out: the foods to make it with are
    # those the request keeps, read in either language as the search reads them.
    kept = dish
    for said_in in get_args(Language):
        kept = split_negation(kept, said_in).text
    found = find_all(kept)
    foods = tuple(dict.fromkeys(info.en if language == "en" else info.es for _, info in found))
    if foods and only_foods(dish) and all(rules.allows_addition(info) for _, info in found):
        # "chicken dinner ideas" asked for chicken: a recipe of it, named for what it is,
        # not a dish called "Chicken".
        return SearchedDish(dish=None, foods=foods)
    if not carries(dish, rules):
        return None
    return SearchedDish(dish=dish, foods=foods) if foods else None


def dish_made_of_nothing_named(
    query: str, context: UserContext, shown: Sequence[str]
) -> str | None:
    """The dish a request asked for, when its name gives no food to make it with.

    "Hazme unas enchiladas" showed the catalogue's enchiladas; "Crear la mía" under them asked
    which ingredients she had, and her answer ("pollo, queso y tortillas") made a "Salteado de
    pollo y tortillas": the enchiladas were lost. The question is asked for the dish instead.
    A dish asked without a verb of making ("quiero lasaña", "I want lasagna") is that dish
    when a card it found is named by it ("Lasaña Boloñesa Clásica"): the words left of a
    request for a kind of meal ("rápidas" of "busca recetas rápidas") name no card.

    Args:
        query: The search's request, as the cook said it.
        context: The cook's profile (a dish her allergies or diet leave out is not offered).
        shown: The names of the cards the request found.

    Returns:
        The dish as said ("enchiladas"), or None when the request names none to make.
    """
    dish = dish_alone(FoldedText.of(query)) or _dish_naming_a_card(query, shown)
    if dish is None or not carries(dish, profile_rules(context)):
        return None
    return dish


def _dish_naming_a_card(query: str, shown: Sequence[str]) -> str | None:
    """The dish a search asked for, when its words name one of the cards it found, in order."""
    dish = asked_dish(query)
    if dish is None or only_foods(dish) or not names_a_dish(dish):
        return None
    said = key(dish)
    for name in shown:
        words = key(name)
        if any(words[i : i + len(said)] == said for i in range(len(words) - len(said) + 1)):
            return dish
    return None
