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

_TOKEN: Final = re.compile(r"\d+(?:[.,]\d+)?(?:/\d+)?|[½¼¾]|[^\W\d_]+")
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
    **dict.fromkeys(("dozen", "docena"), 12.0),
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
}  # fmt: skip
# Words that only say the amount is a count ("3 piece egg", as a recipe's line is written).
_COUNTS: Final = frozenset({"piece", "pieces", "pieza", "piezas", "pza", "pzas"})
# Plural unit names, for a quantity over one.
_PLURALS: Final = {"cup": "cups", "taza": "tazas", "can": "cans", "lata": "latas",
                   "clove": "cloves", "diente": "dientes", "slice": "slices",
                   "rebanada": "rebanadas", "bunch": "bunches", "manojo": "manojos",
                   "pinch": "pinches", "pizca": "pizcas", "sprig": "sprigs",
                   "ramita": "ramitas", "leaf": "leaves", "hoja": "hojas"}  # fmt: skip
_CONNECTORS: Final = frozenset({"of", "de", "del"})


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
    quantity: float | None = None
    unit: tuple[float, str, str] | None = None
    position = 0
    while position < len(tokens) - 1:
        word = fold(tokens[position].group())
        number = _number(word)
        if number is not None and unit is None:
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
        unit: The unit as written for one, in either language ("sprig", "ramita", "g").
        quantity: How many.

    Returns:
        The word; a unit with no plural ("g", "ml") as it is.
    """
    return _PLURALS.get(unit, unit) if quantity > 1 else unit
