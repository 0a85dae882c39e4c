"""How much of a stand-in takes a food's place, by the role the food plays in the dish.

A food a diet rules out is swapped for its first allowed alternative (`Restrictions`). What
stands in does the old food's job, so it comes in the old line's measure: 150 g of flour in a
batter is 150 g of starch, never the "1 tsp" a template would season with; 7 g of gelatin is
the agar that sets as much (a third of its weight: agar sets harder); each egg that set a flan
is a spoon of starch. Said by role, each rule holds for every recipe the food is in.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Final, Literal

from shared.ai.offline.normalize import fold
from shared.ai.offline.quantities import CLOVES, metric_amount, scale_amount, spooned, unit_said

if TYPE_CHECKING:
    from shared.ai.offline.ingredients import Ingredient
    from shared.schemas.recipe import GeneratedIngredient

__all__ = [
    "COATING",
    "EGG_WASH",
    "Role",
    "named_stand_in",
    "role_of",
    "set_with",
    "stand_in_amount",
]

Role = Literal["setting_agent", "binder", "thickener", "fat", "protein"]

# The job each food a diet swaps does in a dish.
_ROLES: Final[dict[str, Role]] = {
    "gelatin": "setting_agent",
    "egg": "binder",
    "all_purpose_flour": "thickener",
    **dict.fromkeys(("butter", "lard"), "fat"),
}
_PROTEIN_KINDS: Final = frozenset(
    {"poultry", "ground_meat", "red_meat", "pork", "seafood", "plant_protein", "legume"}
)
# By weight or volume, how much of a stand-in does the old food's job in that role (1 when
# absent): agar sets three times what gelatin does.
_RATIOS: Final[dict[tuple[Role, str], float]] = {("setting_agent", "agar"): 1 / 3}
# A counted food whose stand-in is spooned: an egg that binds or sets is a spoon of starch.
_PER_PIECE: Final[dict[tuple[Role, str], tuple[float, str]]] = {
    ("binder", "cornstarch"): (1.0, "tbsp"),
}
# A step that coats a food in what it names: an egg there is a wash that holds the crumbs.
COATING: Final = re.compile(
    r"\b(?:dip|dips|dipped|dredge|coat|pasa\w*\b[^.]*?\bpor|banal[oa]s?|capea)\b"
)
# What holds the crumbs in a wash's place.
EGG_WASH: Final = ("oat_milk", "rice_milk")
# Said where the stand-in goes into the dish: agar sets only once it has boiled.
_SET_WITH: Final[dict[str, dict[str, str]]] = {
    "agar": {
        "en": "Bring it to a boil and boil for 2 minutes, stirring: agar sets only once it "
        "has boiled.",
        "es": "Deja que hierva 2 minutos, sin dejar de mover: el agar solo cuaja si hierve.",
    },
}


def role_of(food: Ingredient) -> Role | None:
    """The job a food does in a dish, when a swap has to keep it done.

    Args:
        food: The food ruled out.

    Returns:
        Its role, or None for a food with none of these jobs (a sauce, a garnish).
    """
    if food.slug in _ROLES:
        return _ROLES[food.slug]
    return "protein" if food.kind in _PROTEIN_KINDS else None


def stand_in_amount(
    quantity: float | None,
    unit: str | None,
    *,
    old: Ingredient,
    new: Ingredient,
    default: tuple[float | None, str | None],
    language: str,
) -> tuple[float | None, str | None]:
    """How much of the stand-in the old line's amount asks for, in a measure a cook reads.

    Args:
        quantity: The old line's amount (None: to taste).
        unit: Its unit, in either language (None: a count).
        old: The food ruled out.
        new: What stands in for it.
        default: The stand-in's own template amount, for an old amount nothing converts.
        language: "en" or "es", for the spoon's word.

    Returns:
        The quantity and unit of the stand-in's line.
    """
    if quantity is None:
        return default
    role = role_of(old)
    ratio = _RATIOS.get((role, new.slug), 1.0) if role else 1.0
    new_unit = default[1]
    if unit is None and role is not None and (role, new.slug) in _PER_PIECE:
        each, spoon = _PER_PIECE[(role, new.slug)]
        said = unit_said(spoon, language) or spoon
        return scale_amount(quantity * each, 1.0, said), said
    if unit is not None and unit == new_unit:
        return spooned(quantity * ratio, unit, language)
    held = metric_amount(quantity, unit, egg=old.kind == "egg")
    if held is None:
        return default
    if new_unit in ("g", "ml") or unit is None:
        return scale_amount(held, ratio, "g" if new_unit is None else new_unit), new_unit or "g"
    # Weighed or spooned, the stand-in keeps the old line's measure: "150 g" stays grams.
    return spooned(quantity * ratio, unit, language)


def set_with(new: Ingredient, language: str) -> str | None:
    """The sentence a stand-in needs where it goes into the dish (agar must boil), if any.

    Args:
        new: The stand-in.
        language: "en" or "es".

    Returns:
        The sentence, or None when the old food's method holds for it.
    """
    said = _SET_WITH.get(new.slug)
    return None if said is None else said["es" if language == "es" else "en"]


# Cloves of garlic one whole stand-in (a shallot, an onion) does the work of.
_CLOVES_IN_ONE: Final = 4


def named_stand_in(
    line: GeneratedIngredient, name: str, *, same_food: bool = False
) -> GeneratedIngredient:
    """The line of a stand-in known by its name alone, in the old line's amount (like for like).

    A measure that is a piece of the old food cannot carry over: "4 cloves shallot" no cook can
    buy. The stand-in is counted whole instead, one for every four cloves ("1 shallot").

    Args:
        line: The old line.
        name: The stand-in's name, as she said it.
        same_food: Whether it is the same food (another cut or form of it): its measure holds.

    Returns:
        The new line.
    """
    if same_food or line.quantity is None or fold(line.unit or "") not in CLOVES:
        return line.model_copy(update={"name": name})
    count = float(math.ceil(line.quantity / _CLOVES_IN_ONE))
    return line.model_copy(update={"name": name, "quantity": count, "unit": None})
