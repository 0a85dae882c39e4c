"""A dessert, planned: what sets it, what sweetens it, and whether it sets, simmers or bakes.

A dessert asked for (a version of the catalogue's panna cotta, flan or rice pudding, or "a
dessert" in the cook's words) went through the savoury templates: the panna cotta's cream
"cooked for 1 more minute" in a skillet of olive oil, seasoned with black pepper. A dessert has
one of three methods, told by what it is made of: flour bakes (a cake, cookies), a grain
simmers in its milk (rice pudding), anything else is a cream that sets in the fridge (panna
cotta, flan, natillas), with eggs baked in a water bath or with a starch cooked until thick.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.ai.offline.phrases import join_names
from shared.ai.offline.plan import DessertForm, Plan

if TYPE_CHECKING:
    from shared.ai.offline.template_kind import Item
    from shared.schemas.brief import RecipeBrief

__all__ = ["THICKENERS", "is_savoury", "make_dessert_plan", "said_dessert"]

# The catalogue's desserts by name, in both languages, and the words for a dessert.
_DESSERT_WORDS: Final = re.compile(
    r"\b(?:dessert|postre|pudding|pudin|flan|panna cotta|custard|natillas?|arroz con leche|"
    r"kheer|tiramisu|crema catalana|cake|pastel|cookies?|galletas?|brownies?|mousse|"
    r"cheesecake|pay de|pie|tarta|churros?|brigadeiros?|baklava|biscotti|tres leches)\b"
)
# Kinds no dessert holds: a "chicken pie" or "pay de pollo" is no dessert.
_SAVOURY: Final = frozenset(
    {
        "poultry", "red_meat", "pork", "ground_meat", "seafood", "aromatic", "vegetable",
        "root", "leafy", "tomato", "chili", "legume", "sprout", "condiment",
    }
)  # fmt: skip
# What sets a cream: a starch cooked in it, or gelatin.
THICKENERS: Final = frozenset({"cornstarch", "gelatin"})
_FLOURS: Final = re.compile(r"\b(?:flour|harina)\b")
_WET: Final = frozenset({"liquid", "dairy", "oil_fat"})
_FLAVOURS: Final = frozenset({"sweetener", "spice", "baking", "herb"})
_OVEN: Final = {"bake": 30, "water_bath": 45}
_CHILL_HOURS: Final = 4


def said_dessert(brief: RecipeBrief) -> bool:
    """Whether the brief asks for a dessert: its meal type, or a dessert's name in its notes.

    Args:
        brief: the generation brief ("version of: Flan Napolitano", meal type "dessert").

    Returns:
        True when the recipe is meant to be a dessert.
    """
    if (brief.meal_type or "").casefold() == "dessert":
        return True
    return _DESSERT_WORDS.search(fold(brief.notes or "")) is not None


def is_savoury(items: list[Item]) -> bool:
    """Whether any ingredient is one no dessert holds (meat, onion, a vegetable).

    Args:
        items: the ingredients that survived the restrictions.

    Returns:
        True when the dish cannot be a dessert.
    """
    return any(item.kind in _SAVOURY for item in items)


def _form(items: list[Item]) -> DessertForm:
    if any(item.slug == "all_purpose_flour" or _FLOURS.search(fold(item.name)) for item in items):
        return "baked"
    if any(item.kind in ("grain", "pasta") for item in items):
        return "simmered"
    return "set"


def _minutes(form: DessertForm, limit: int | None, *, eggs: bool) -> dict[str, int]:
    """Minutes per phase; a set dessert chills as long as the time allows, 1 to 4 hours."""
    if form == "baked":
        bake = _OVEN["bake"]
        return {"prep": 10, "bake": bake, "cool": 10, "total": 10 + bake + 10}
    if form == "simmered":
        return {"prep": 5, "simmer": 25, "sweeten": 3, "total": 33}
    setting = _OVEN["water_bath"] if eggs else 3
    active = 5 + 6 + setting
    hours = _CHILL_HOURS if limit is None else max(1, min(_CHILL_HOURS, (limit - active) // 60))
    return {"prep": 5, "heat": 6, "set": setting, "chill": hours * 60, "total": active + hours * 60}


def make_dessert_plan(brief: RecipeBrief, items: list[Item]) -> tuple[Plan, list[Item]]:
    """Sort a dessert's ingredients into what is heated, what sweetens, what sets, what tops it.

    Nothing is added from the pantry: no oil, salt or pepper the dish did not bring.

    Args:
        brief: the brief (language, Thermomix, time limit).
        items: the ingredients that survived the restrictions (and their swaps).

    Returns:
        The plan and the ingredient lines in recipe order.
    """
    form = _form(items)
    eggs = [item for item in items if item.kind == "egg"]
    thickener = [item for item in items if item.slug in THICKENERS]
    starch = [item for item in items if item.kind in ("grain", "pasta")] if form != "baked" else []
    dry = [
        item
        for item in items
        if form == "baked" and (item.slug == "all_purpose_flour" or _FLOURS.search(fold(item.name)))
    ]
    taken = {id(item) for item in (*eggs, *thickener, *starch, *dry)}
    wet = [item for item in items if item.kind in _WET and id(item) not in taken]
    flavours = [item for item in items if item.kind in _FLAVOURS and id(item) not in taken]
    taken |= {id(item) for item in (*wet, *flavours)}
    finish = [item for item in items if id(item) not in taken]
    salt = next((item for item in flavours if item.slug == "salt"), None)
    names = [item.name for item in flavours if item is not salt]
    plan = Plan(
        kind="dessert",
        language=brief.language,
        thermomix=brief.thermomix,
        dessert_form=form,
        eggs=join_names([item.name for item in eggs], brief.language) or None,
        liquid=join_names([item.name for item in wet], brief.language) or None,
        seasonings=tuple(names),
        salt=salt.name if salt else None,
        thickener=join_names([item.name for item in thickener], brief.language) or None,
        starch=starch[0].name if starch else None,
        dry=tuple(item.name for item in dry),
        finish=tuple(item.name for item in finish + starch[1:]),
        minutes=_minutes(form, brief.max_time_minutes, eggs=bool(eggs)),
    )
    lines = [*dry, *starch, *wet, *eggs, *thickener, *flavours, *finish]
    return plan, lines
