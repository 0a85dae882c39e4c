"""Kitchen tools a query rules out: "sin horno", "no oven", "I don't have a blender".

A cook without an oven cannot make a recipe whose steps bake, whatever its name says, and the
steps say so reliably ("Bake for 25 minutes", "Precalienta el horno"): so a tool ruled out in
words is a hard gate over the recipe's steps (`shared.search.gates`), as a diet is over its
diet tags. Only the tools the steps name plainly are read: the oven, the blender (or food
processor) and the hob. A cook with no stove, only a microwave, or no cooking at all ("no
tengo estufa", "just a microwave", "too hot to turn the stove on", "no-cook") can use neither
the oven nor the hob, and the steps tell a hob by its vessels and its ways of cooking ("a
skillet", "simmer", "fry", "boil", "steam"); "heat" alone is not read (a microwave heats too).

The patterns run over the accent-folded query; what they return are Postgres regexes over the
accent-folded English step (`public.normalize_text(instruction_en)`), every recipe having its
steps in English.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.normalize import fold

__all__ = ["tag_compounds", "tools_ruled_out"]

# "sin", "no", "without", "don't have (a|an)", "no tengo", "no uses".
_WITHOUT: Final = (
    r"(?:sin|without(?: an?| the| using(?: an?| the)?)?|no|(?:i )?(?:don'?t|do not) (?:have"
    r"|own|want to use|use|need)(?: an?| the)?|(?:i )?have no|no tengo|no hay|no uses?|sin usar"
    r"|sin prender|sin encender|que no (?:lleve|use|necesite|requiera)"
    r"|no (?:lleva|necesita|requiere))"
    r"(?: el| la| un| una)?"
)
# No heat at all: no stove, only a microwave, no cooking ("no-cook" once `tag_compounds` ran).
_NO_HEAT: Final = re.compile(
    r"\b(?:(?:only|just)(?: have)? (?:a |the |my )?microwave"
    r"|(?:solo|nomas|nada mas|unicamente)(?: tengo)?(?: el| un)? microondas"
    # "no cooking skills" is a beginner, not a kitchen without heat.
    rf"|{_WITHOUT} (?:estufa|stove|stovetop|hob|fuego|cocinar|coccion|lumbre"
    r"|cooking(?! skills?| experience| knowledge))"
    r"|no.cook(?:ing)?(?! skills?| experience| knowledge)"
    # "too hot to turn the stove on", "no quiero prender la estufa".
    r"|(?:no|not|can'?t|don'?t|won'?t|sin|too)\b[\w' ]{0,25}?\b(?:turn(?:ing)? (?:on )?the"
    r" (?:stove|hob)|the (?:stove|hob) on|us(?:e|ing) the (?:stove|hob)"
    r"|(?:prender|encender|usar|prendas|uses) (?:la estufa|el fuego|la lumbre)))\b"
)
_OVEN: Final = re.compile(
    rf"\b(?:{_WITHOUT} (?:horno|oven|hornear|baking|bake)|no.bake|oven.free|sin hornear"
    # "can't face turning the oven on", "no quiero prender el horno".
    r"|(?:no|not|can'?t|don'?t|won'?t|sin|too)\b[\w' ]{0,25}?\b(?:turn(?:ing)? (?:on )?the oven"
    r"|the oven on|us(?:e|ing) the oven"
    r"|(?:prender|encender|usar|calentar|prendas|uses) el horno))\b"
)
_BLENDER: Final = re.compile(
    rf"\b(?:{_WITHOUT}|ni|nor) (?:blender|licuadora|food processor"
    r"|procesador(?:a)?(?: de alimentos)?|batidora|thermomix)\b"
)
# Step words, over the folded English steps.
_BAKES: Final = r"\m(?:oven|ovens|bake|baked|bakes|baking|broil|broiler)\M"
_BLENDS: Final = r"\m(?:blender|blend|blends|blended|food processor|thermomix|tm6|tm5)\M"
# The hob by its vessels and its ways of cooking (a grill or a toaster is heat the cook lacks too).
_HOB: Final = (
    r"\m(?:pan|pans|skillet|skillets|saucepan|saucepans|pot|pots|wok|griddle|comal|stove"
    r"|stovetop|hob|burner|simmer|simmers|simmered|simmering|boil|boils|boiled|boiling|fry"
    r"|fries|fried|frying|saute|sautes|sauteed|sauteing|sear|seared|searing|steam|steamed"
    r"|steaming|steamer|poach|poached|poaching|grill|grilled|grilling|toast|toasted|toasting"
    r"|roast|roasted|roasting|char|charred|flame|flames)\M"
)


def tools_ruled_out(text: str) -> tuple[str, ...]:
    """Postgres regexes of the steps a query's missing tools rule out.

    Args:
        text: The query as the cook wrote it.

    Returns:
        One pattern per tool ruled out, over the folded English steps; empty when none is.
    """
    folded = fold(text)
    patterns: list[str] = []
    no_heat = _NO_HEAT.search(folded) is not None
    if no_heat or _OVEN.search(folded):
        patterns.append(_BAKES)
    if no_heat:
        patterns.append(_HOB)
    if _BLENDER.search(folded):
        patterns.append(_BLENDS)
    return tuple(patterns)


_COMPOUND: Final = re.compile(r"\b(no|non) (bake|cook|cooking)\b", re.IGNORECASE)


def tag_compounds(text: str) -> str:
    """ "no bake cheesecake" as the tag it names ("no-bake"), not as "bake" ruled out.

    Args:
        text: The query as typed.

    Returns:
        The query with "no bake" and "no cook" hyphenated.
    """
    return _COMPOUND.sub(r"\1-\2", text)
