"""Kitchen tools a query rules out: "sin horno", "no oven", "I don't have a blender".

A cook without an oven cannot make a recipe whose steps bake, whatever its name says, and the
steps say so reliably ("Bake for 25 minutes", "Precalienta el horno"): so a tool ruled out in
words is a hard gate over the recipe's steps (`shared.search.gates`), as a diet is over its
diet tags. Only the tools the steps name plainly are read: the oven and the blender (or food
processor). "Only a microwave" and "no stove" rule the oven out too; whether a stovetop
recipe fits them the steps cannot tell ("heat" is also a warm tortilla), so the rest is left to
the ranking (the no-cook tags, `shared.search.mood_table`).

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
_OVEN: Final = re.compile(
    rf"\b(?:{_WITHOUT} (?:horno|oven|hornear|baking|bake)|no.bake|oven.free|sin hornear"
    r"|only (?:a |the |have a )?microwave|solo (?:tengo )?(?:el |un )?microondas"
    rf"|{_WITHOUT} (?:estufa|stove|stovetop|fuego|cooking|cocinar|coccion|lumbre)"
    r"|no.cook"
    # "can't face turning the oven on", "no quiero prender el horno".
    r"|(?:no|not|can'?t|don'?t|won'?t|sin)\b[\w' ]{0,25}?\b(?:turn(?:ing)? (?:on )?the oven"
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


def tools_ruled_out(text: str) -> tuple[str, ...]:
    """Postgres regexes of the steps a query's missing tools rule out.

    Args:
        text: The query as the cook wrote it.

    Returns:
        One pattern per tool ruled out, over the folded English steps; empty when none is.
    """
    folded = fold(text)
    patterns: list[str] = []
    if _OVEN.search(folded):
        patterns.append(_BAKES)
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
