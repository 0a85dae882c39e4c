"""Quantities for template recipes: per-serving amounts by ingredient kind, metric or imperial.

Metric recipes weigh in grams and measure liquids in millilitres; imperial ones use ounces and
cups. Spoons and counts (eggs, garlic cloves, limes) are the same in both.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.ai.offline.leftovers import COOKED_GRAIN_GAIN
from shared.ai.offline.normalize import fold

if TYPE_CHECKING:
    from shared.ai.offline.ingredients import Ingredient
    from shared.schemas.recipe import MeasurementSystem

__all__ = [
    "CLOVES",
    "Amount",
    "amount_for",
    "amount_text",
    "comes_whole",
    "cook_amount",
    "metric_amount",
    "scale_amount",
    "scaled_measure",
    "spooned",
    "unit_said",
]


# A clove is a piece of the one food it measures: garlic comes, and is counted, in whole ones.
CLOVES: Final = frozenset({"clove", "cloves", "diente", "dientes"})
# A sprig and a leaf are picked whole too: "1¼ sprigs thyme" or "½ bay leaves" are nothing a
# cook can take from the plant or the jar; a stalk of celery is broken off whole.
_WHOLE_UNITS: Final = CLOVES | {
    "sprig", "sprigs", "ramita", "ramitas", "leaf", "leaves", "hoja", "hojas",
    "stalk", "stalks", "tallo", "tallos",
}  # fmt: skip
_LEAVES: Final = re.compile(r"\b(?:leaf|leaves|hojas?)\b")


def comes_whole(unit: str | None, name: str) -> bool:
    """Whether a line's food is counted only in whole pieces: cloves, sprigs and leaves
    (a count of "bay leaves", "hojas de laurel"); an egg's kind says it of eggs."""
    return fold(unit or "") in _WHOLE_UNITS or (unit is None and bool(_LEAVES.search(fold(name))))


@dataclass(frozen=True, kw_only=True, slots=True)
class Amount:
    """A quantity and unit (both None for "to taste")."""

    quantity: float | None
    unit: str | None
    to_taste: bool = False


# kind -> (metric per serving, metric unit, imperial per serving, imperial unit)
_PER_SERVING: dict[str, tuple[float, str, float, str]] = {
    "poultry": (150, "g", 5, "oz"),
    "ground_meat": (125, "g", 4, "oz"),
    "red_meat": (150, "g", 5, "oz"),
    "pork": (150, "g", 5, "oz"),
    "seafood": (150, "g", 5, "oz"),
    "plant_protein": (120, "g", 4, "oz"),
    "legume": (100, "g", 0.5, "cup"),
    "vegetable": (100, "g", 0.75, "cup"),
    "root": (150, "g", 1, "cup"),
    "tomato": (75, "g", 0.5, "cup"),
    "leafy": (40, "g", 1, "cup"),
    "fresh": (60, "g", 0.5, "cup"),
    "fruit": (80, "g", 0.5, "cup"),
    "grain": (75, "g", 0.5, "cup"),
    "pasta": (90, "g", 3, "oz"),
    "dairy": (25, "g", 1, "oz"),
    "liquid": (250, "ml", 1, "cup"),
    "nut_seed": (10, "g", 0.5, "oz"),
}
# Whole-recipe amounts that do not grow with servings: (quantity, unit key).
_PER_RECIPE: dict[str, tuple[float, str | None]] = {
    "onion": (1, None),
    "garlic": (2, "clove"),
    "green_onion": (2, None),
    "lime": (1, None),
    "lemon": (1, None),
    "jalapeno_pepper": (1, None),
    "serrano_pepper": (1, None),
    "chipotle_in_adobo": (1, None),
    "olive_oil": (2, "tbsp"),
    "vegetable_oil": (2, "tbsp"),
    "sesame_oil": (1, "tsp"),
    "butter": (1, "tbsp"),
    "soy_sauce": (2, "tbsp"),
    "tamari": (2, "tbsp"),
    "fish_sauce": (1, "tbsp"),
    "white_wine_vinegar": (1, "tbsp"),
    "mustard": (1, "tsp"),
    "honey": (1, "tbsp"),
    "maple_syrup": (1, "tbsp"),
    "nutritional_yeast": (2, "tbsp"),
    "red_pepper_flake": (0.5, "tsp"),
    "hot_sauce": (1, "tsp"),
    "parmesan_cheese": (2, "tbsp"),
}
# The servings the whole-recipe amounts are written for; more servings scale them up.
_FIXED_FOR = 4
# Whole-recipe amounts by kind, when the slug has none of its own.
_PER_KIND: dict[str, tuple[float, str | None]] = {
    "herb": (2, "tbsp"),
    "oil_fat": (2, "tbsp"),
    **dict.fromkeys(("spice", "chili", "condiment", "sweetener", "baking"), (1, "tsp")),
}
_TO_TASTE = frozenset({"salt", "black_pepper"})
# Per-serving amounts above are dry weights for these: cooked, they weigh more.
_SWELLS = frozenset({"grain", "pasta", "legume"})
_UNITS = {
    "en": {
        "clove": "cloves",
        "tbsp": "tbsp",
        "tsp": "tsp",
        "cup": "cup",
        "g": "g",
        "ml": "ml",
        "oz": "oz",
        "egg": None,
    },
    "es": {
        "clove": "dientes",
        "tbsp": "cda",
        "tsp": "cdta",
        "cup": "taza",
        "g": "g",
        "ml": "ml",
        "oz": "oz",
        "egg": None,
    },
}


TABLESPOONS: Final = frozenset(_UNITS[language]["tbsp"] for language in ("en", "es"))
_TEASPOONS_IN_ONE: Final = 3


def unit_said(unit: str, language: str) -> str | None:
    """A template unit ("tbsp", "clove") as a recipe in `language` writes it ("cda", "dientes").

    Args:
        unit: The unit's key in English.
        language: "en" or "es".

    Returns:
        The unit's word, or None for a count (an egg).
    """
    return _UNITS["es" if language == "es" else "en"][unit]


def amount_for(
    info: Ingredient | None,
    *,
    servings: int,
    system: MeasurementSystem,
    language: str,
    main_protein: bool = False,
    cooked: bool = False,
) -> Amount:
    """How much of an ingredient a template recipe uses.

    Args:
        info: the identified ingredient (None: an unknown one, treated as a vegetable).
        servings: portions the recipe makes.
        system: "metric" or "imperial".
        language: "en" or "es", for unit names.
        main_protein: whether it is the dish's main protein (eggs then count two a serving).
        cooked: whether the cook already cooked it (leftover rice weighs what cooked rice does).

    Returns:
        The amount.
    """
    units = _UNITS["es" if language == "es" else "en"]
    fixed = _fixed_amount(info, servings=servings, units=units, main_protein=main_protein)
    if fixed is not None:
        return fixed
    kind = info.kind if info is not None and info.kind in _PER_SERVING else "vegetable"
    metric, metric_unit, imperial, imperial_unit = _PER_SERVING[kind]
    if cooked and kind in _SWELLS:
        metric, imperial = metric * COOKED_GRAIN_GAIN, imperial * COOKED_GRAIN_GAIN
    if system == "imperial":
        quantity = _quarter(imperial * servings)
        unit = units[imperial_unit]
        if imperial_unit == "cup" and quantity > 1:
            unit = "tazas" if language == "es" else "cups"
        return Amount(quantity=quantity, unit=unit)
    return Amount(quantity=_metric(metric * servings), unit=units[metric_unit])


def _fixed_amount(
    info: Ingredient | None, *, servings: int, units: dict[str, str | None], main_protein: bool
) -> Amount | None:
    """Amounts that do not depend on the measurement system (counts, spoons, to taste)."""
    if info is None:
        return None
    if info.slug in _TO_TASTE:
        return Amount(quantity=None, unit=None, to_taste=True)
    if info.slug == "egg":
        count = 2 * servings if main_protein else max(1, servings // 2)
        return Amount(quantity=float(count), unit=None)
    if info.slug in ("corn_tortilla", "flour_tortilla"):
        return Amount(quantity=float(2 * servings), unit=None)
    fixed = _PER_RECIPE.get(info.slug) or _PER_KIND.get(info.kind)
    if fixed is None:
        return None
    quantity, unit = fixed
    if servings > _FIXED_FOR:
        # An onion and two spoons of oil season a pan for four, not a pot for twelve.
        factor = servings / _FIXED_FOR
        quantity = _half(quantity * factor) if unit is None else _quarter(quantity * factor)
    return Amount(quantity=quantity, unit=units[unit] if unit else None)


def scale_amount(
    quantity: float | None, factor: float, unit: str | None, *, whole: bool = False
) -> float | None:
    """A quantity scaled for a different number of servings, rounded like the originals.

    Args:
        quantity: the original quantity (None stays None).
        factor: new servings / old servings.
        unit: the unit, to choose the rounding.
        whole: whether the food comes only whole (an egg, a clove of garlic): "1½ eggs" is
            not something a cook cracks, so 3 eggs for 2 instead of 4 are 2.

    Returns:
        The scaled quantity, never zero.
    """
    if quantity is None:
        return None
    scaled = quantity * factor
    if whole:
        return float(max(1, math.floor(scaled + 0.5)))
    if unit in _LARGER:
        # Rounded as the grams or millilitres it holds: 1.2 kg halved is 600 g, not "½ kg".
        return _metric(scaled * _LARGER[unit][1]) / _LARGER[unit][1]
    if unit in ("g", "ml"):
        return _metric(scaled)
    if unit is None:
        return _half(scaled)
    return _quarter(scaled)


def spooned(quantity: float, unit: str, language: str) -> tuple[float | None, str]:
    """An amount in its unit, less than a tablespoon said as the teaspoons it is: a third of
    one is "1 tsp", never "¼ tbsp", a spoon no kitchen drawer holds.

    Args:
        quantity: The amount, unrounded.
        unit: Its unit.
        language: "en" or "es", for the teaspoon's word.

    Returns:
        The quantity, rounded as `scale_amount` rounds it, and its unit.
    """
    if unit in TABLESPOONS and quantity < 1:
        teaspoon = unit_said("tsp", language) or "tsp"
        return scale_amount(quantity * _TEASPOONS_IN_ONE, 1.0, teaspoon), teaspoon
    return scale_amount(quantity, 1.0, unit), unit


def scaled_measure(
    quantity: float | None, factor: float, unit: str | None, *, whole: bool, language: str
) -> tuple[float | None, str | None]:
    """A line's amount for a different number of servings, in the spoon a cook measures it
    with: a tablespoon for 6 is "1 tsp" for 2, not "¼ tbsp".

    Args:
        quantity: The line's quantity (None stays None).
        factor: New servings / old servings.
        unit: Its unit (None: a count).
        whole: Whether the food comes only whole (see `scale_amount`).
        language: "en" or "es", for the teaspoon's word.

    Returns:
        The scaled quantity and its unit.
    """
    if quantity is None or unit is None or whole:
        return scale_amount(quantity, factor, unit, whole=whole), unit
    return spooned(quantity * factor, unit, language)


# What a kitchen measure holds, in millilitres (or grams, for what weighs about as much): a
# can of milk or beans is about 400.
_MEASURE_ML: dict[str, float] = {
    **dict.fromkeys(("can", "cans", "lata", "latas"), 400.0),
    **dict.fromkeys(("cup", "cups", "taza", "tazas"), 240.0),
    **dict.fromkeys(("tbsp", "cda"), 15.0),
    **dict.fromkeys(("tsp", "cdta"), 5.0),
    **dict.fromkeys(("g", "ml"), 1.0),
    **dict.fromkeys(("kg", "l"), 1000.0),
}
# An egg out of its shell weighs about 50 g.
_EGG_GRAMS = 50.0
# From this many pieces on, a count is rounded to whole pieces.
_COUNTED_WHOLE = 4


def metric_amount(quantity: float, unit: str | None, *, egg: bool = False) -> float | None:
    """How many grams or millilitres an amount holds: 1 can 400, 5 eggs 250, "2 cloves" None.

    Args:
        quantity: The amount.
        unit: Its unit, in either language (None: a count).
        egg: Whether a count is of eggs (the one count that has a weight here).

    Returns:
        The grams or millilitres, rounded as a template's are; None when the unit holds no
        known measure.
    """
    if unit is None:
        return _metric(quantity * _EGG_GRAMS) if egg else None
    size = _MEASURE_ML.get(unit)
    return None if size is None else _metric(quantity * size)


def _metric(value: float) -> float:
    # Nobody weighs 137 g of broccoli: round to 5 g above 20, to the gram below.
    return float(max(5, round(value / 5) * 5)) if value > 20 else float(max(1, round(value)))


def _half(value: float) -> float:
    # A counted item (a jalapeño, a lemon) is bought and cut whole or in half: "2.25 jalapeños"
    # is not something a cook can measure. Of many, half of one is nothing anyone counts out:
    # "22½ árbol chiles" is 23.
    if value >= _COUNTED_WHOLE:
        return float(math.floor(value + 0.5))
    return max(0.5, round(value * 2) / 2)


def _quarter(value: float) -> float:
    return max(0.25, round(value * 4) / 4)


# The metric units a cook writes a large amount in, and how many of the small ones they hold.
_LARGER: dict[str, tuple[str, int]] = {"kg": ("g", 1000), "l": ("ml", 1000)}
_SMALLER: dict[str, tuple[str, int]] = {"g": ("kg", 1000), "ml": ("l", 1000)}
# A large unit only for an amount a cook would write in it: "1.5 l", not "1.05 l".
_LARGE_STEP = 100


def cook_amount(quantity: float, unit: str) -> tuple[float, str]:
    """A metric amount in the unit a cook writes it in: 1000 ml is "1 l", 1200 g "1.2 kg",
    and 0.5 kg "500 g".

    Args:
        quantity: The amount.
        unit: Its unit; any unit but g, ml, kg and l is returned as it is.

    Returns:
        The quantity and unit to show.
    """
    if unit in _LARGER:
        small, size = _LARGER[unit]
        quantity, unit = round(quantity * size, 3), small
    if unit in _SMALLER:
        large, size = _SMALLER[unit]
        if quantity >= size and round(quantity) % _LARGE_STEP == 0:
            return quantity / size, large
    return quantity, unit


def amount_text(quantity: float, unit: str) -> str:
    """An amount as a step says it: "1 l", "250 ml", "2 cups"."""
    shown, shown_unit = cook_amount(quantity, unit)
    return f"{shown:g} {shown_unit}"
