"""Rule-based tool choice: which offered tool a user message calls for, and with what arguments.

Only tools offered in the request are considered, and arguments are shaped by each tool's own
JSON schema: absent optional keys are omitted, except that a strict schema listing a key as
required-nullable gets an explicit null. When no intent applies (or its arguments cannot be
filled, e.g. "generate" without ingredients), there is no tool call and the caller answers in
text.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from shared.ai.offline.created_dish import created_dish, dish_alone, only_foods, version_asked
from shared.ai.offline.extract import (
    extract_cuisine,
    extract_diet,
    extract_difficulty,
    extract_max_time,
    extract_meal_type,
    extract_servings,
)
from shared.ai.offline.ingredient_lists import (
    extract_ingredients,
    known_ingredients,
    searched_foods,
)
from shared.ai.offline.intents import find_timeframe, names_food_besides_changes, score_intents
from shared.ai.offline.language import detect_language
from shared.ai.offline.normalize import FoldedText
from shared.ai.offline.queries import clean_request, retrieve_query
from shared.ai.offline.substitute_question import substitute_subject
from shared.ai.types import ToolCall
from shared.search.time_words import read_time

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.ai.offline.intents import Intent
    from shared.ai.offline.language import Language
    from shared.ai.types import ToolSpec

__all__ = ["TOOL_FOR_INTENT", "choose_tool"]

TOOL_FOR_INTENT: dict[Intent, str] = {
    "search": "search_recipes",
    "generate": "generate_custom_recipe",
    "modify": "modify_recipe",
    "retrieve": "retrieve_custom_recipe",
}
# On equal scores: the more specific intent first ("I have X" over "recipes with X").
_TIE_ORDER: tuple[Intent, ...] = ("retrieve", "generate", "search", "modify")
# A change cue this strong ("make it", "instead of", "quita") is a change whatever is named.
_STRONG_CUE = 3
_SUBSTITUTE_TOOL = "suggest_substitutes"
_INGREDIENT_LIMIT = 60
_QUERY_LIMIT = 200
_TIMEFRAME_LIMIT = 60
_TEXT_LIMIT = 300


def choose_tool(
    message: str,
    tools: Sequence[ToolSpec],
    *,
    has_current_recipe: bool = False,
    required: bool = False,
) -> ToolCall | None:
    """The tool call a user message asks for, among the tools offered.

    Args:
        message: the user's last message.
        tools: the tools offered in the request (no others are ever chosen).
        has_current_recipe: a custom recipe is on screen, so "sin ajo" means "change it".
        required: the request demands a tool call (`tool_choice="required"`): fall back to a
            search for the whole message when no intent applies.

    Returns:
        The tool call, or None to answer in text.
    """
    text = FoldedText.of(message)
    language = detect_language(message)
    offered = {tool.name: tool for tool in tools}
    outright = _asked_outright(
        message, text, language, offered, has_current_recipe=has_current_recipe
    )
    if outright is not None:
        return outright
    reading = read_time(message)
    # "I have an hour" is time the cook has, not a list of what she has: "hour" is no food.
    said = FoldedText.of(reading.text) if reading.budget is not None else text
    scores = score_intents(said)
    if has_current_recipe and scores["modify"]:
        scores["modify"] += 1
    elif 0 < scores["modify"] < _STRONG_CUE and names_food_besides_changes(text.text):
        # Nothing to change: "postre sin horno" is a dessert search the "sin" narrows.
        scores["modify"] = 0
        scores["search"] = max(scores["search"], 1)
    elif (
        not has_current_recipe and scores["modify"] and (scores["search"] or scores["generate"] > 1)
    ):
        # Nothing on screen to change, and a dish asked for: "quiero hacer un pozole but make
        # it quick" is a request for pozole, read with the change, not a change to nothing.
        scores["modify"] = 0
        scores["search"] = max(scores["search"], 1)
    ranked = sorted(
        (intent for intent, score in scores.items() if score > 0),
        key=lambda intent: (-scores[intent], _TIE_ORDER.index(intent)),
    )
    if required and "search" not in ranked:
        ranked.append("search")
    for intent in ranked:
        spec = offered.get(TOOL_FOR_INTENT[intent])
        if spec is None:
            continue
        arguments = _fit(spec, _arguments(intent, text, language, said=said))
        if arguments is not None:
            return _call(spec.name, arguments, message)
    search = offered.get(TOOL_FOR_INTENT["search"])
    if "generate" in ranked and search is not None and (dish := dish_alone(text)) is not None:
        # "hazme un pad thai": a dish to make and nothing listed to make it of. It is found
        # (or, not found, offered to create), not answered with "tell me what you have".
        # The dish says its own cuisine: "thai" read as a filter would miss the pad thai
        # filed under another.
        asked = {**_arguments("search", text, language, said=said), "query": dish}
        arguments = _fit(search, {**asked, "cuisine": None})
        if arguments is not None:
            return _call(search.name, arguments, message)
    return None


def _asked_outright(
    message: str,
    text: FoldedText,
    language: Language,
    offered: Mapping[str, ToolSpec],
    *,
    has_current_recipe: bool,
) -> ToolCall | None:
    """A request whose words say its tool before any intent is scored, or None."""
    # "What can I use instead of X?" asks for options, even with a recipe open: it is not
    # "use Y instead of X", which changes the recipe.
    subject = substitute_subject(message)
    if subject is not None and (spec := offered.get(_SUBSTITUTE_TOOL)) is not None:
        arguments = _fit(spec, {"ingredient": subject[:_INGREDIENT_LIMIT]})
        if arguments is not None:
            return _call(spec.name, arguments, message)
    search = offered.get(TOOL_FOR_INTENT["search"])
    if not has_current_recipe and search is not None and (query := version_asked(text)):
        # A diet's version of a dish is found first: the catalogue's dish, offered to make.
        dish = FoldedText.of(query)
        arguments = _fit(search, _arguments("search", dish, language, said=dish))
        if arguments is not None:
            return _call(search.name, arguments, message)
    return None


def _arguments(
    intent: Intent, text: FoldedText, language: Language, *, said: FoldedText
) -> dict[str, Any]:
    folded = text.text
    if intent == "modify":
        return {"modification": clean_request(text, limit=_TEXT_LIMIT)}
    if intent == "retrieve":
        timeframe = find_timeframe(text)
        span = (timeframe[0], timeframe[1]) if timeframe else None
        return {
            "query": retrieve_query(text, timeframe=span, limit=_QUERY_LIMIT),
            "timeframe": timeframe[2][:_TIMEFRAME_LIMIT] if timeframe else None,
            "ingredients": known_ingredients(folded, language=language) or None,
        }
    common = {
        "cuisine": extract_cuisine(folded),
        "maxTime": extract_max_time(folded),
        "difficulty": extract_difficulty(folded),
        "mealType": extract_meal_type(folded),
    }
    diet = extract_diet(folded)
    if intent == "search":
        return {
            "query": clean_request(text, limit=_QUERY_LIMIT),
            **common,
            "diet": diet,
            "ingredients": searched_foods(said, language=language) or None,
        }
    ingredients = extract_ingredients(said, language=language, as_said=intent == "generate")
    notes = [f"diet: {diet}"] if diet else []
    if (dish := created_dish(said)) is not None:
        # "a chicken soup with rice": the dish's own foods go in first, and the dish is asked.
        foods = known_ingredients(FoldedText.of(dish).text, language=language)
        ingredients = [*foods, *(item for item in ingredients if item not in foods)]
        if not only_foods(dish):  # "a chicken with rice" names foods, not a dish
            notes.insert(0, f"dish: {dish}")
    return {
        # No ingredients: generation cannot be called, so `_fit` skips it (required, min 1).
        "ingredients": ingredients or None,
        **common,
        "servings": extract_servings(folded),
        "notes": "; ".join(notes)[:_TEXT_LIMIT] or None,
    }


def _fit(spec: ToolSpec, arguments: Mapping[str, Any]) -> dict[str, Any] | None:
    """Arguments shaped by the tool's schema, or None when a required one is missing."""
    properties = spec.parameters.get("properties")
    present = {name: value for name, value in arguments.items() if value is not None}
    if not isinstance(properties, Mapping):
        return present
    required = set(spec.parameters.get("required") or ())
    shaped: dict[str, Any] = {}
    for name, schema in properties.items():
        if name in present:
            shaped[name] = present[name]
        elif name in required:
            if not (spec.strict and _nullable(schema)):
                return None
            shaped[name] = None
    return shaped


def _nullable(schema: object) -> bool:
    if not isinstance(schema, Mapping):
        return False
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    variants = schema.get("anyOf") or schema.get("oneOf") or ()
    return any(_nullable(variant) for variant in variants)


def _call(name: str, arguments: Mapping[str, Any], message: str) -> ToolCall:
    payload = json.dumps(arguments, ensure_ascii=False, separators=(",", ":"))
    # A stable id: the same message and tools give the same call in every process.
    digest = hashlib.blake2b(f"{name}\x00{payload}\x00{message}".encode(), digest_size=12)
    return ToolCall(id=f"call_offline_{digest.hexdigest()}", name=name, arguments=payload)
