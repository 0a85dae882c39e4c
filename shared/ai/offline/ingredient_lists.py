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
from shared.ai.offline.ingredients import find_all, key
from shared.ai.offline.leftovers import leftover_name
from shared.ai.offline.normalize import STOPWORDS, word_set
from shared.ingredients.cleaning import leading_amount_words
from shared.ingredients.generic import is_generic_ingredient
from shared.search.kitchen_words import COOKS_WITH

if TYPE_CHECKING:
    from shared.ai.offline.language import Language
    from shared.ai.offline.normalize import FoldedText

__all__ = [
    "WISH_AFTER_HAVE",
    "extract_ingredients",
    "known_ingredients",
    "listed_ingredients",
    "searched_foods",
]

_MAX_ITEMS = 20
# A bare list has at least two items: one food alone may be a dish's name ("chicken soup").
_MIN_LIST_ITEMS = 2
_MAX_ITEM_CHARS = 80
# "tengo ganas de algo picante", "tengo antojo de tacos", "tengo hambre": a wish said after
# "tengo", not foods she has ("Salteado de ganas de algo picante" was made of the words).
WISH_AFTER_HAVE = r"\s+(?:muchas |mucho |un )?(?:ganas|antojo|hambre)\b"
# Where an ingredient list starts, and what ends it.
# "no tengo horno", "I have no oven" name what the cook lacks: they start no list.
_LIST_START = re.compile(
    r"\b(?:i (?:only |just )?(?:have|got)(?! no\b| nothing\b)|i've got|i ve got|"
    r"we have(?! no\b| nothing\b)|using|made with|with|"
    rf"(?:solo tengo|(?<!no )tengo|(?<!no )tenemos)(?!{WISH_AFTER_HAVE})|usando|con|"
    # "arroz que me sobró": after a food, what was left over ends its item, starts no list.
    r"(?<!que )(?<!que me )(?<!que nos )(?:me |nos )?sobr(?:o|aron))\b"
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
_ARTICLES = frozenset({"a", "an", "un", "una"})
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


def extract_ingredients(
    text: FoldedText, *, language: Language, as_said: bool = False
) -> list[str]:
    """The ingredients a message lists, quoted from it ("I have chicken, rice and broccoli").

    A list starts after "with/I have/using/con/tengo/receta de" and ends at punctuation or a
    phrase that starts something else ("for dinner", "en menos de"). Without such a list, known
    ingredients named anywhere are returned in the message's language.

    Args:
        text: the folded message.
        language: the message's language, for known-ingredient names.
        as_said: quote the items as the cook said them, for a recipe made of what she has:
            with the amount said before an item ("two eggs"), and a message that is only a
            list ("leftover rice and two eggs") read as one; a search only needs the foods.

    Returns:
        Up to 20 items, filler words removed, duplicates dropped.
    """
    items = _quoted_list(text, language=language, as_said=as_said)
    if not items and as_said:
        items = _bare_list(text, language=language)
    if not items:
        # "tacos sin cebolla": what the cook leaves out is not an ingredient they asked for.
        items = known_ingredients(text.text, language=language)
    return _unique(items)


def searched_foods(text: FoldedText, *, language: Language) -> list[str]:
    """The foods a search request names, for the search to match beside its words.

    The ingredients `extract_ingredients` reads, each only when named in words the request
    has: a known food may be named for a kind the cook did not say, and the search matches it
    as said. "chiles rellenos" read "chiles" as the serrano chile a recipe made of chiles uses,
    and "serrano chile" searched beside the dish put the serrano dishes (esquites, guacamole)
    before the Chiles Rellenos, made of poblanos. What she said stays in the query's words.

    Args:
        text: the folded request.
        language: the request's language, for known-ingredient names.

    Returns:
        The foods, in order of mention.
    """
    said = set(key(text.text))
    foods = extract_ingredients(text, language=language)
    return [food for food in foods if set(key(food)) <= said]


def listed_ingredients(text: FoldedText, *, language: Language) -> list[str]:
    """The ingredients a message lists as what the cook has, as she said them; [] for none.

    Only a list counts ("I have chicken and rice", "leftover rice and two eggs"), not a
    food named in a request ("quick chicken dinners"): the cook said what she has.

    Args:
        text: the folded message.
        language: the message's language.

    Returns:
        Up to 20 items with the amounts said, duplicates dropped.
    """
    items = _quoted_list(text, language=language, as_said=True)
    return _unique(items or _bare_list(text, language=language))


def _unique(items: list[str]) -> list[str]:
    unique: dict[str, str] = {}
    for item in items:
        unique.setdefault(item.lower(), item[:_MAX_ITEM_CHARS])
    return list(unique.values())[:_MAX_ITEMS]


def _item_spans(folded: str, start: int, end: int) -> list[tuple[int, int]]:
    """Where each item of a list stands between `start` and `end`.

    A part that is only an amount goes with the part after it: the separators also join
    amounts ("1 1/2 cups", "2 or 3 eggs", "one and a half cups"), which are no items.
    """
    spans: list[tuple[int, int]] = []
    position = start
    for separator in _SPLIT.finditer(folded, start, end):
        spans.append((position, separator.start()))
        position = separator.end()
    spans.append((position, end))
    merged: list[tuple[int, int]] = []
    for span in spans:
        if merged and _amount_only(folded[merged[-1][0] : merged[-1][1]]):
            merged[-1] = (merged[-1][0], span[1])
        else:
            merged.append(span)
    return merged


def _amount_only(segment: str) -> bool:
    """Whether a part of a list says only how much ("1 1", "2", "one"), with no food."""
    words = _WORD.findall(segment)
    # The reader never counts a last word as an amount: an empty one stands after them.
    return bool(words) and leading_amount_words([*words, ""]) == len(words)


def _quoted_list(text: FoldedText, *, language: Language, as_said: bool) -> list[str]:
    """The items of the list that starts after "with/I have/con/tengo", if there is one."""
    folded = text.text
    start = _LIST_START.search(folded)
    items: list[str] = []
    if start is None:
        return items
    end = _LIST_END.search(folded, start.end())
    segment_end = end.start() if end else len(folded)
    spans = _item_spans(folded, start.end(), segment_end)
    leftover = _LEFTOVER_START.search(folded, 0, start.end()) is not None
    for span in spans:
        segment = folded[span[0] : span[1]]
        if _LIST_START.match(segment.lstrip()):
            leftover = False  # "me sobró arroz, tengo huevos": the eggs are not left over
        if item := _clean_item(text, *span, leftover=leftover, language=language, as_said=as_said):
            items.append(item)
    return items


def _bare_list(text: FoldedText, *, language: Language) -> list[str]:
    """A message that is only a list of foods ("leftover rice and two eggs"), item by item.

    Every part must read as an item and one at least name a known food: a sentence around
    them ("tacos sin cebolla", "pad thai") is no list, and its known foods are read by name.
    """
    folded = text.text
    if _LEFT_OUT.search(folded) or _LIST_END.search(folded):
        return []
    spans = _item_spans(folded, 0, len(folded))
    if len(spans) < _MIN_LIST_ITEMS:
        return []
    items = [_clean_item(text, *span, language=language, as_said=True) for span in spans]
    if not all(items) or not any(find_all(text.text[a:b]) for a, b in spans):
        return []
    return [item for item in items if item]


def known_ingredients(folded: str, *, language: Language) -> list[str]:
    """The known ingredients a message names anywhere but after "without", in its language.

    Args:
        folded: the folded message.
        language: the language of the names returned.

    Returns:
        Names like "pollo" or "chicken", in order of mention, without duplicates.
    """
    # "tacos sin cebolla", "stroganoff without mushrooms": what the cook leaves out is no
    # ingredient she asked for.
    names = [row.name(language) for _, row in find_all(_LEFT_OUT.sub(" ", folded))]
    return list(dict.fromkeys(names))[:_MAX_ITEMS]


def _clean_item(
    text: FoldedText,
    start: int,
    end: int,
    *,
    leftover: bool = False,
    language: Language = "en",
    as_said: bool = False,
) -> str | None:
    while start < end and text.text[start].isspace():
        start += 1
    # "a cup of rice", "una taza de arroz": the article before a unit is the amount, one.
    article: int | None = None
    while match := _LEADING_FILLER.match(text.text, start, end):
        article = match.start() if match[0].split()[0] in _ARTICLES else None
        start = match.end()
    if lead := _LEADING_LEFTOVER.match(text.text, start, end):
        start, leftover = lead.end(), True
    if trailing := _TRAILING_FILLER.search(text.text, start, end):
        end = trailing.start()
    if trailing := _TRAILING_LEFTOVER.search(text.text, start, end):
        end, leftover = trailing.start(), True
    # "two eggs", "3 papas", "un par de chiles": how much the cook has is not part of the name.
    tokens = list(_WORD.finditer(text.text, start, end))
    said = start
    if amount := leading_amount_words([token.group() for token in tokens]):
        said = start if article is None else article
        start = tokens[amount].start()
    folded = text.text[start:end].strip()
    if _LEFT_OUT.match(folded):
        return None  # "with no garlic": left out, not listed
    # A figure says how much or how long, never what: "I have 20 minutes" lists no food.
    content = [
        word for word in _WORD.findall(folded) if word not in STOPWORDS and not word.isdigit()
    ]
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
        name = leftover_name(name, language)
    if name and as_said and said < start:
        name = f"{text.original_span(said, start).strip()} {name}"
    return name or None
