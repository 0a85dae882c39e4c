"""The amount a cook says she has of an ingredient ("two eggs", "200 g of tamarind", "medio
kilo de carne molida"), read off the front of the ingredient as she named it.

A template recipe sizes each ingredient by servings (`shared.ai.offline.quantities`), which
is right for what the cook did not measure and wrong for what she did: "leftover rice and two
eggs" made a recipe with 8 eggs, "200 g of tamarind" one with 400 g. What she said she has is
what the recipe uses; the rest is still sized by servings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from shared.ai.offline.normalize import fold
from shared.ai.offline.number_words import CARDINALS
from shared.ai.offline.quantities import Amount

__all__ = ["StatedIngredient", "stated_ingredient", "unit_word"]

_TOKEN: Final = re.compile(r"\d+(?:[.,]\d+)?(?:[/\u2044]\d+)?|[½¼¾]|[^\W\d_]+")
_FRACTIONS: Final = {
    "½": 0.5,
    "¼": 0.25,
    "¾": 0.75,
    "1\u20442": 0.5,
    "1\u20444": 0.25,
    "3\u20444": 0.75,
}
_FRACTION_SLASH: Final = "\u2044"
_NUMBERS: Final = {
    **{word: float(count) for word, count in CARDINALS.items()},
    **dict.fromkeys(("couple", "par"), 2.0),
    **dict.fromkeys(("dozen", "dozens", "docena", "docenas"), 12.0),
    **dict.fromkeys(("half", "medio", "media"), 0.5),
}
# Unit words -> (factor to the unit written, the unit in EN, in ES; None: a count).
_UNITS: Final[dict[str, tuple[float, str, str]]] = {
    **dict.fromkeys(("g", "gr", "grs", "gram", "grams", "gramo", "gramos"), (1, "g", "g")),
    **dict.fromkeys(("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"), (1000, "g", "g")),
    **dict.fromkeys(("ml", "mililitro", "mililitros"), (1, "ml", "ml")),
    **dict.fromkeys(("l", "lt", "liter", "liters", "litre", "litres", "litro", "litros"),
                    (1000, "ml", "ml")),
    **dict.fromkeys(("cup", "cups", "taza", "tazas"), (1, "cup", "taza")),
    **dict.fromkeys(("tbsp", "tablespoon", "tablespoons", "cucharada", "cucharadas", "cda"),
                    (1, "tbsp", "cda")),
    **dict.fromkeys(("tsp", "teaspoon", "teaspoons", "cucharadita", "cucharaditas", "cdta"),
                    (1, "tsp", "cdta")),
    **dict.fromkeys(("oz", "ounce", "ounces", "onza", "onzas"), (1, "oz", "oz")),
    **dict.fromkeys(("lb", "lbs", "pound", "pounds", "libra", "libras"), (1, "lb", "lb")),
    **dict.fromkeys(("can", "cans", "lata", "latas"), (1, "can", "lata")),
    **dict.fromkeys(("clove", "cloves", "diente", "dientes"), (1, "clove", "diente")),
    **dict.fromkeys(("slice", "slices", "rebanada", "rebanadas"), (1, "slice", "rebanada")),
    **dict.fromkeys(("bunch", "bunches", "manojo", "manojos"), (1, "bunch", "manojo")),
    **dict.fromkeys(("pinch", "pinches", "pizca", "pizcas"), (1, "pinch", "pizca")),
    **dict.fromkeys(("sprig", "sprigs", "ramita", "ramitas"), (1, "sprig", "ramita")),
    **dict.fromkeys(("leaf", "leaves", "hoja", "hojas"), (1, "leaf", "hoja")),
    **dict.fromkeys(("stalk", "stalks", "tallo", "tallos"), (1, "stalk", "tallo")),
}  # fmt: skip
# Words that only say the amount is a count ("3 piece egg", as a recipe's line is written).
_COUNTS: Final = frozenset({"piece", "pieces", "pieza", "piezas", "pza", "pzas"})
# Plural unit names, for a quantity over one.
_PLURALS: Final = {"cup": "cups", "taza": "tazas", "can": "cans", "lata": "latas",
                   "clove": "cloves", "diente": "dientes", "slice": "slices",
                   "rebanada": "rebanadas", "bunch": "bunches", "manojo": "manojos",
                   "pinch": "pinches", "pizca": "pizcas", "sprig": "sprigs",
                   "ramita": "ramitas", "leaf": "leaves", "hoja": "hojas",
                   "stalk": "stalks", "tallo": "tallos"}  # fmt: skip
_SINGULARS: Final = {plural: one for one, plural in _PLURALS.items()}
_CONNECTORS: Final = frozenset({"of", "de", "del"})
# Between two amounts, a range ("2-3 eggs", "2 to 3", "2 o 3"): the cook has up to the upper.
_RANGE_WORDS: Final = frozenset({"to", "or", "a", "o"})
_RANGE_MARKS: Final = frozenset("-\u2013\u2014")
# "one and a half", "uno y medio": the fraction after them adds to the whole.
_AND_WORDS: Final = frozenset({"and", "y"})
_ARTICLES: Final = frozenset({"a", "an"})


@dataclass(frozen=True, kw_only=True)
class StatedIngredient:
    """An ingredient as the cook named it, split into its name and the amount she said."""

    name: str
    amount: Amount | None = None


def _number(token: str) -> float | None:
    """A quantity word or figure ("2", "1.5", "1/2", "½", "dos", "medio"), else None."""
    if token in _FRACTIONS:
        return _FRACTIONS[token]
    if token[0].isdigit():
        # Folding writes "½" as 1, the fraction slash (U+2044) and 2: a fraction all the same.
        whole, _, divisor = token.replace(",", ".").replace(_FRACTION_SLASH, "/").partition("/")
        try:
            value = float(whole) / float(divisor) if divisor and float(divisor) else float(whole)
        except ValueError:
            return None  # "2-3", "1.5.2": no one quantity, and never a failed answer
        return value or None
    return _NUMBERS.get(token)


def _range_mark(raw: str, tokens: list[re.Match[str]], position: int) -> bool:
    """Whether a dash stands between the amount before a token and the token ("2-3")."""
    between = raw[tokens[position - 1].end() : tokens[position].start()]
    return any(mark in _RANGE_MARKS for mark in between)


def _mixed(before: str, word: str, number: float) -> bool:
    """Whether a figure's fraction completes the whole figure before it ("1½", "1 1/2")."""
    return before.isdigit() and number < 1 and (word[0].isdigit() or word in _FRACTIONS)


def _joined(words: list[str], position: int, *, unit: bool) -> int:
    """How many words on the amount after a joining word reaches ("2 to 3" -> 1, "one and a
    half" -> 2, "una taza y media" -> 1); 0 when the word joins no amount."""
    word = words[position]
    if word in _RANGE_WORDS and not unit and position + 1 < len(words) - 1:
        after = words[position + 1]
        return 1 if after[0].isdigit() or (after in CARDINALS and after not in _ARTICLES) else 0
    if word in _AND_WORDS:
        skip = 2 if position + 2 < len(words) - 1 and words[position + 1] in _ARTICLES else 1
        number = _number(words[position + skip]) if position + skip < len(words) - 1 else None
        return skip if number is not None and number < 1 else 0
    return 0


def stated_ingredient(raw: str, *, language: str) -> StatedIngredient:
    """Split the amount the cook said off the front of an ingredient.

    Args:
        raw: The ingredient as named ("two eggs", "200 g of tamarind", "medio kilo de res").
        language: "en" or "es" (unit names).

    Returns:
        The name without the amount and the amount (in grams or millilitres for a weight or a
        volume of the metric system, as said otherwise); no amount when none was said, and
        the whole text when nothing would be left to name the food.
    """
    tokens = list(_TOKEN.finditer(raw))
    words = [fold(token.group()) for token in tokens]
    quantity: float | None = None
    unit: tuple[float, str, str] | None = None
    position = 0
    while position < len(tokens) - 1:
        word = words[position]
        number = _number(word)
        if quantity is not None and (skip := _joined(words, position, unit=unit is not None)):
            # "2 to 3 eggs" reads as its upper amount; "one and a half", "una taza y media"
            # add the half.
            joined = _number(words[position + skip]) or 0.0
            quantity = max(quantity, joined) if word in _RANGE_WORDS else quantity + joined
            position += skip
        elif number is not None and unit is None:
            if quantity is not None and _range_mark(raw, tokens, position):
                quantity = max(quantity, number)  # "2-3 eggs": up to 3, never 6
            elif quantity is not None and _mixed(words[position - 1], word, number):
                quantity += number  # "1½ cups", "1 1/2 cups": one and a half
            else:
                # "medio kilo", "a dozen", "dos docenas": the words multiply.
                quantity = number if quantity is None else quantity * number
        elif word in _UNITS and unit is None and quantity is not None:
            unit = _UNITS[word]
        elif word in _COUNTS and unit is None and quantity is not None:
            pass
        elif not (word in _CONNECTORS and quantity is not None):
            break
        position += 1
    if quantity is None or position == 0:
        return StatedIngredient(name=raw.strip())
    name = raw[tokens[position].start() :].strip()
    if unit is None:
        return StatedIngredient(name=name, amount=Amount(quantity=quantity, unit=None))
    factor, english, spanish = unit
    amount = quantity * factor
    written = unit_word(spanish if language == "es" else english, amount)
    return StatedIngredient(name=name, amount=Amount(quantity=round(amount, 2), unit=written))


def unit_word(unit: str, quantity: float) -> str:
    """A unit's word for a quantity: its plural over one ("2 sprigs", "4 ramitas", "1 taza").

    Args:
        unit: The unit, for one or for more, in either language ("sprig", "ramitas", "g").
        quantity: How many.

    Returns:
        The word; a unit with no plural ("g", "ml") as it is.
    """
    one = _SINGULARS.get(unit, unit)
    return _PLURALS.get(one, one) if quantity > 1 else one
