"""Ingredient lists quoted from a message ("I have chicken, rice and broccoli", "tengo pollo").

A list starts after "with/I have/using/con/tengo" and ends at punctuation or at a phrase that
starts something else ("for dinner", "en menos de"); its items are split on commas and
"and/y/or/o", stripped of fillers ("some", "un poco de") and quoted verbatim. Without such a
list, the known ingredients named anywhere are returned instead.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared.ai.offline.extract import extract_cuisine, extract_diet, extract_meal_type
from shared.ai.offline.ingredients import find_all
from shared.ai.offline.leftovers import leftover_name
from shared.ai.offline.normalize import STOPWORDS, word_set
from shared.ingredients.cleaning import leading_amount_words
from shared.ingredients.generic import is_generic_ingredient
from shared.search.kitchen_words import COOKS_WITH

if TYPE_CHECKING:
    from shared.ai.offline.language import Language
    from shared.ai.offline.normalize import FoldedText

__all__ = ["extract_ingredients", "known_ingredients"]

_MAX_ITEMS = 20
_MAX_ITEM_CHARS = 80
# Where an ingredient list starts, and what ends it.
# "no tengo horno", "I have no oven" name what the cook lacks: they start no list.
_LIST_START = re.compile(
    r"\b(?:i (?:only |just )?(?:have|got)(?! no\b| nothing\b)|i've got|i ve got|"
    r"we have(?! no\b| nothing\b)|using|made with|with|"
    r"solo tengo|(?<!no )tengo|(?<!no )tenemos|usando|con|(?:me |nos )?sobr(?:o|aron))\b"
)
# A list that starts "me sobró": what it names is left over ("me sobró arroz").
_LEFTOVER_START = re.compile(r"(?:me |nos )?sobr(?:o|aron)$")
_LIST_END = re.compile(
    r"[.?!;:]|\b(?:for|in|under|within|that|which|to|but|please|without|less than|what|how|"
    r"can you|could you|make it|so|para|en|que(?! (?:me |nos )?sobr)|pero|por favor|sin|"
    r"menos de|como|hazlo|hazla|"
    r"create|make|give me|suggest|crea|creame|hazme|dame|sugiere|sugiereme)\b"
)
_WORD = re.compile(r"[a-z0-9]+")
_LEFT_OUT = re.compile(
    r"\b(?:sin|without|except|excepto|no|que no (?:lleve|tenga)n?)\s+[a-z]+"
    r"(?:\s+(?:ni|nor|or|o|and|y)\s+[a-z]+)*"
)
_SPLIT = re.compile(r"\s*(?:,|&|\+|/|\band\b|\bor\b|\by\b|\be\b|\bo\b)\s*")
_LEADING_FILLER = re.compile(
    # "I have an air fryer, something with chicken": the list goes on after the request's words.
    r"(?:(?:something|anything|algo|alguna receta|a recipe) (?:with|con)|"
    r"some|a little|a bit of|a few|a couple of|a|an|the|my|our|fresh|also|and|i have|"
    r"un poco de|algo de|algunos|algunas|unos|unas|un|una|el|la|los|las|mi|mis|tengo|"
    r"tambien|y)\s+"
)
# Said before or after an ingredient, these say the cook already cooked it: kept in its name.
_LEADING_LEFTOVER = re.compile(r"(?:leftover|left over|sobras de|sobrantes? de)\s+")
_TRAILING_FILLER = re.compile(
    r"\s+(?:in (?:my|the) (?:fridge|pantry|kitchen)|at home|"
    r"en casa|en (?:el|mi) (?:refri|refrigerador|nevera|alacena))$"
)
_TRAILING_LEFTOVER = re.compile(
    r"\s+(?:left(?: over)?(?: from (?:yesterday|last night))?|from (?:yesterday|last night)|"
    r"que (?:me |nos )?sobr(?:o|aron)(?: de (?:ayer|anoche)| ayer| anoche)?|de ayer)$"
)
# Words that follow "with"/"con" without being ingredients ("help me with dinner").
_NOT_INGREDIENTS = (
    word_set(
        """
    something anything recipe recipes idea ideas dinner lunch breakfast dessert snack meal
    food dish stuff algo receta recetas idea ideas cena comida desayuno almuerzo postre
    platillo plato quick fast easy rapido rapida facil it lo la eso that this everything
    todo what make cook prepare give hazme haz prepara dame please porfa nada nothing anything
    minute minutes min mins hour hours hr hrs half minuto minutos hora horas media
    """
    )
    | COOKS_WITH
)  # "I only have a microwave" / "20 minutes": the kitchen or the time she has, no food of hers


def extract_ingredients(text: FoldedText, *, language: Language) -> list[str]:
    """The ingredients a message lists, quoted from it ("I have chicken, rice and broccoli").

    A list starts after "with/I have/using/con/tengo/receta de" and ends at punctuation or a
    phrase that starts something else ("for dinner", "en menos de"). Without such a list, known
    ingredients named anywhere are returned in the message's language.

    Args:
        text: the folded message.
        language: the message's language, for known-ingredient names.

    Returns:
        Up to 20 items, filler words removed, duplicates dropped.
    """
    folded = text.text
    # "receta de X" names a dish more often than an ingredient: only known ingredients count.
    start = _LIST_START.search(folded)
    items: list[str] = []
    if start is not None:
        end = _LIST_END.search(folded, start.end())
        segment_end = end.start() if end else len(folded)
        position = start.end()
        spans: list[tuple[int, int]] = []
        for separator in _SPLIT.finditer(folded, position, segment_end):
            spans.append((position, separator.start()))
            position = separator.end()
        spans.append((position, segment_end))
        leftover = _LEFTOVER_START.search(folded, 0, start.end()) is not None
        for span in spans:
            segment = folded[span[0] : span[1]]
            if _LIST_START.match(segment.lstrip()):
                leftover = False  # "me sobró arroz, tengo huevos": the eggs are not left over
            if item := _clean_item(text, *span, leftover=leftover, language=language):
                items.append(item)
    if not items:
        # "tacos sin cebolla": what the cook leaves out is not an ingredient they asked for.
        items = known_ingredients(_LEFT_OUT.sub(" ", folded), language=language)
    unique: dict[str, str] = {}
    for item in items:
        unique.setdefault(item.lower(), item[:_MAX_ITEM_CHARS])
    return list(unique.values())[:_MAX_ITEMS]


def known_ingredients(folded: str, *, language: Language) -> list[str]:
    """The known ingredients a message names anywhere, in the message's language.

    Args:
        folded: the folded message.
        language: the language of the names returned.

    Returns:
        Names like "pollo" or "chicken", in order of mention, without duplicates.
    """
    names = [row.name(language) for _, row in find_all(folded)]
    return list(dict.fromkeys(names))[:_MAX_ITEMS]


def _clean_item(
    text: FoldedText, start: int, end: int, *, leftover: bool = False, language: Language = "en"
) -> str | None:
    while start < end and text.text[start].isspace():
        start += 1
    while match := _LEADING_FILLER.match(text.text, start, end):
        start = match.end()
    if lead := _LEADING_LEFTOVER.match(text.text, start, end):
        start, leftover = lead.end(), True
    if trailing := _TRAILING_FILLER.search(text.text, start, end):
        end = trailing.start()
    if trailing := _TRAILING_LEFTOVER.search(text.text, start, end):
        end, leftover = trailing.start(), True
    # "two eggs", "3 papas", "un par de chiles": how much the cook has is not part of the name.
    tokens = list(_WORD.finditer(text.text, start, end))
    if amount := leading_amount_words([token.group() for token in tokens]):
        start = tokens[amount].start()
    folded = text.text[start:end].strip()
    if _LEFT_OUT.match(folded):
        return None  # "with no garlic": left out, not listed
    content = [word for word in _WORD.findall(folded) if word not in STOPWORDS]
    if not content or all(word in _NOT_INGREDIENTS for word in content):
        return None
    if is_generic_ingredient(folded):
        return None  # "my ingredients", "lo que tengo": the cook has not said which yet
    describes_request = any(
        extract(folded) for extract in (extract_diet, extract_cuisine, extract_meal_type)
    )
    if describes_request and not find_all(folded):
        return None  # "gluten-free", "something mexican": filters, not ingredients
    name = text.original_span(start, end).strip(" ,.;:!?¡¿\"'")
    if name and leftover and find_all(folded):
        # Known food the cook already cooked: the recipe warms it instead of cooking it again.
        return leftover_name(name, language)
    return name or None
