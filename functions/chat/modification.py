"""Recognising a modification of the recipe just shown, without a model call (seed 000).

"more spicy, no garlic", "make it vegan", "hazlo vegano", "sin ajo", "más picante": short
requests that change the previous custom recipe. Only consulted when the last assistant turn
showed a custom recipe, so a false positive can only ever modify that recipe.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final

from shared.ai.offline.extract import PEOPLE_WORDS, extract_servings
from shared.ai.offline.normalize import words
from shared.ai.offline.substitute_question import substitute_subject

if TYPE_CHECKING:
    from shared.schemas import GeneratedRecipe, Language
    from shared.tools.named_change import NamedChange

__all__ = ["is_modification", "stale_change_message"]

# The names stand alone (never "tu {named}"): a plural dish name ("Tacos de Pescado") would
# break the article's agreement.
_STALE: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "other": "That suggestion was for an earlier recipe, {named}, so I left it alone."
        " The recipe open now is {current}: tell me what to change in it, or ask me to"
        " make {named} again.",
        "none": "That suggestion was for an earlier recipe, {named}, and there's no recipe"
        " open now to change. Ask me to make it again and I'll change it from there.",
    },
    "es": {
        "other": "Esa sugerencia era para una receta anterior, {named}, así que no la apliqué."
        " La receta abierta ahora es {current}: dime qué cambiarle, o pídeme que vuelva a"
        " preparar {named}.",
        "none": "Esa sugerencia era para una receta anterior, {named}, y ahora no hay una"
        " receta abierta que cambiar. Pídeme que la prepare de nuevo y la cambio desde ahí.",
    },
}

# Folded text (lower case, accents removed), so "más" and "mas" match alike.
_PATTERNS: Final = tuple(
    re.compile(pattern)
    for pattern in (
        r"\b(more|less|extra)\s+\w+",
        r"\b(no|without|skip|remove|swap|replace|substitute|instead of)\s+\w+",
        r"\bmake\s+(it|this|that)\b",
        r"\b(spicier|milder|healthier|quicker|faster|cheaper|lighter|sweeter|saltier)\b",
        r"\b(vegan|vegetarian|gluten[- ]free|dairy[- ]free|keto)\s+(version|instead)\b",
        r"\b(fewer|smaller)\s+(portions|servings|batch)\b",
        r"\b(add|agrega|agregale|anade|anadele|ponle|echale)\s+\w+",
        r"\b(adapt|adapta|adaptala|adaptalo)\b.*\bthermomix\b",
        r"\b(mas|menos|extra)\s+\w+",
        r"\b(sin|quita|quitale|cambia|sustituye|reemplaza|en vez de|en lugar de)\s+\w+",
        r"\b(hazla|hazlo|haz\s+que|convierte(la|lo)?)\b",
    )
)
# A new number of people, on its words: said alone ("para 6", "¿y para ocho?", "for 6"), or
# with its people word anywhere ("hazla para seis personas"). Alone, a count after a recipe can
# only be its portions: "para 6" was searched as a dish, found nothing and put the recipe away.
# The number is read as the servings are (`extract_servings`), so "para 3 días" is no count.
_SERVINGS_ALONE: Final = re.compile(
    r"^(?:(?:y|and|mejor|ahora|now|pero|but|better|hazla|hazlo|make it|que sea|que sean)\s+)*"
    r"(?:para|for|serves?|feeds?)\s+\w+(?:\s+" + PEOPLE_WORDS + r")?$"
)
_SERVINGS_SAID: Final = re.compile(r"\b(?:para|for)\s+\w+\s+" + PEOPLE_WORDS + r"\b")
# Requests that start a new search or recipe are never modifications of the last one.
_NEW_REQUEST: Final = re.compile(
    r"\b(find|search|show me|recipes? (for|with)|what can i make|busca|encuentra|"
    r"muestrame|que puedo (hacer|cocinar)|recetas? (de|con)|last week|la semana pasada)\b"
)
_MAX_WORDS: Final = 25


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def is_modification(message: str) -> bool:
    """Whether `message` asks to change the recipe just shown.

    Args:
        message: The cleaned user message.

    Returns:
        True for a short change request (EN or ES), a new number of people among them, that is
        not a new search or recipe, nor a question about what could replace an ingredient
        ("¿con qué sustituyo el huevo?").
    """
    folded = _fold(message)
    if len(folded.split()) > _MAX_WORDS or _NEW_REQUEST.search(folded):
        return False
    if substitute_subject(message) is not None:
        return False
    said = " ".join(words(message))
    if extract_servings(said) is not None and (
        _SERVINGS_ALONE.match(said) or _SERVINGS_SAID.search(said)
    ):
        return True
    return any(pattern.search(folded) for pattern in _PATTERNS)


def stale_change_message(
    named: NamedChange, current: GeneratedRecipe | None, language: Language
) -> str:
    """The answer to a change chip whose recipe is no longer the one open.

    Args:
        named: The change and the recipe it was offered for.
        current: The recipe open now, if any.
        language: The answer's language.

    Returns:
        A refusal that names both recipes, in the answer's language.
    """
    copy = _STALE[language]
    if current is None:
        return copy["none"].format(named=named.recipe_name)
    return copy["other"].format(named=named.recipe_name, current=current.suggested_name)
