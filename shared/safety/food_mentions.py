"""Where a recipe's text talks about a food: category mentions, doneness cues, cooking steps.

The helpers `shared.safety.food_safety` reads steps with:

- `categories_in`: the food-safety categories a text names, in order ("ground pork" and
  "res molida" are `ground_meat`; "molida" alone is not meat, "pimienta molida" is pepper);
- `attribute`: which involved categories a stated temperature is about: the foods named in its
  sentence before it ("season the chicken ... until it reaches 165°F"), else in the nearest
  earlier sentence of the step that names one ("brown the sausage; if raw, cook it to 160°F"),
  else any food the step names, else every involved category. A generic meat word ("carne",
  "meat") or a meat category the recipe does not involve stands for the involved meats. Several
  foods in one sentence share its statement, which errs safe: a number is only accepted if it
  reaches each one's minimum, and corrected up to the strictest;
- `has_doneness_cue`: a sign of doneness USDA-style advice accepts for the category. Poultry,
  pork, seafood and eggs have cues; ground and red meat need a temperature (colour is not a
  reliable sign for ground meat, and steak doneness words go below 145 °F);
- `is_cooking`: a step that applies heat (a cooking verb, EN or ES, or a Thermomix temperature).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.safety.text import fold, is_false_friend, is_prose_homonym, tokenize

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping, Sequence

    from shared.safety.food_safety_rules import FoodSafetyRules, SafetyTerm
    from shared.safety.temperatures import TemperatureMention
    from shared.schemas import GeneratedStep, Language

__all__ = ["MEAT_FAMILY", "attribute", "categories_in", "has_doneness_cue", "is_cooking"]

MEAT_FAMILY: Final = frozenset({"red_meat", "pork", "ground_meat"})
_GROUND_WORDS: Final = frozenset(
    {"ground", "minced", "mince", "molida", "molidas", "molido", "molidos", "picada", "picadas"}
)
_GROUNDABLE: Final = frozenset({"red_meat", "pork"})
_SENTENCE_END: Final = re.compile(r"[.;!?](?=\s)|\n")
_GENERIC_CUES = (
    r"cooked through|cooked all the way through|(?:fully|completely) cooked|no longer pink|"
    r"juices run clear|(?:bien|completamente|totalmente) cocid[oa]s?|cocid[oa]s? por completo|"
    r"se cuez(?:a|an) por completo|ya no (?:este|esten|esta|estan|se vea|se vean) "
    r"rosa(?:d[oa])?s?|jugos? (?:salga|salgan|corra|corran) clar[oa]s?"
)
_EGG_CUES = (
    r"(?:yolks?|whites?|eggs?)\b[^.;]{0,40}?\b(?:firm|set)|(?:is|are) (?:\w+ )?set|"
    r"until (?:\w+ )?(?:firm|set)|hard (?:boiled|cooked)|comes out clean|no wet egg|"
    r"(?:yemas?|claras?|huevos?)\b[^.;]{0,40}?\b(?:firmes?|cuajad[oa]s?|cocid[oa]s?)|"
    r"cuaj(?:e|en|ad[oa]s?)|huevos? dur[oa]s?|salga limpio|sin huevo crudo|"
    r"no (?:wet|raw) (?:batter|egg)|springs? back|sin (?:mezcla|masa) cruda|rebote|"
    # Baked until golden or set: whatever egg is in a batter or on a crust is cooked.
    r"(?:bake|baked|hornea|hornear|horneado|horneada)\b[^.;]{0,80}?\b"
    r"(?:golden|dorad[oa]s?|set|firm|firmes?|cocid[oa]s?|toothpick|palillo|puffed|inflad[oa]s?)"
)
_CUES: Final[Mapping[str, re.Pattern[str]]] = {
    "poultry": re.compile(rf"\b(?:{_GENERIC_CUES})\b"),
    "pork": re.compile(rf"\b(?:{_GENERIC_CUES}|crisp|crispy|crujientes?)\b"),
    "seafood": re.compile(
        r"\b(?:opaque|opac[oa]s?|flakes? (?:easily|with a fork)|shells? open|"
        r"se (?:desmenuce|desmenucen|desmenuza|separe|separen|separa) facilmente|"
        r"se abran|(?:se pongan|se tornen|esten) rosad[oa]s)\b"
    ),
    "eggs": re.compile(rf"\b(?:{_GENERIC_CUES}|{_EGG_CUES})\b"),
}
_COOKING: Final = re.compile(
    r"\b(?:cook|bake|roast|fry|fried|fries|grill|sear|simmer|boil|saute|poach|steam|broil|"
    r"braise|stew|brown|heat|reheat|cocin|cuec|coce|cuez|horne|asa|dora|hierv|herv|saltea|"
    r"guisa|sofri|frie|frei|frit|rostiz|calienta|escalfa|vapor)\w*"
)


def categories_in(
    text: str, rules: FoodSafetyRules, language: Language | None, *, prose: bool
) -> list[frozenset[str]]:
    """The categories of each food the text names, in text order.

    Args:
        text: An ingredient line or a step.
        rules: Supplies the catalogue and built-in words.
        language: The text's language (false friends such as the Spanish "tuna").
        prose: True for running text, where "dorado" means golden brown.

    Returns:
        One non-empty set per food mention (a "ground" word turns red meat or pork into
        `ground_meat`); shields and homonyms are left out.
    """
    tokens = tokenize(text)
    ground = not _GROUND_WORDS.isdisjoint(tokens)

    def accept(term: SafetyTerm) -> bool:
        # Safety words are not split by language; the false-friend list still applies.
        return not is_false_friend(term.term, (), language)

    found: list[frozenset[str]] = []
    for match in rules.matcher.find(tokens, accept=accept):
        if prose and is_prose_homonym(match.text):
            continue
        categories = {
            "ground_meat" if ground and p.category in _GROUNDABLE else p.category
            for p in match.payloads
            if p.category is not None
        }
        if categories:
            found.append(frozenset(categories))
    return found


def attribute(
    text: str,
    mention: TemperatureMention,
    *,
    rules: FoodSafetyRules,
    language: Language | None,
    involved: Collection[str],
) -> frozenset[str]:
    """The involved categories a stated temperature is about (see the module docstring).

    Args:
        text: The step the mention was found in.
        mention: The temperature.
        rules: Supplies the food words.
        language: The step's language.
        involved: The recipe's categories.

    Returns:
        A non-empty subset of `involved` (when `involved` is not empty).
    """
    # Sentences before the mention, nearest first; the one holding it is cut at the mention.
    starts = [0, *(m.end() for m in _SENTENCE_END.finditer(text, 0, mention.start))]
    ends = [mention.start, *reversed(starts[1:])]
    named: frozenset[str] = frozenset()
    for start, end in zip(reversed(starts), ends, strict=True):
        named = frozenset().union(*categories_in(text[start:end], rules, language, prose=True))
        if named:
            break
    else:
        named = frozenset().union(*categories_in(text, rules, language, prose=True))
    resolved: set[str] = set()
    for category in named:
        if category in involved:
            resolved.add(category)
        elif category in MEAT_FAMILY:
            resolved.update(c for c in involved if c in MEAT_FAMILY)
    return frozenset(resolved or involved)


def has_doneness_cue(category: str, texts: Sequence[str]) -> bool:
    """Whether any text gives a doneness cue accepted for `category`.

    Args:
        category: A food-safety category.
        texts: The steps.

    Returns:
        False for categories without accepted cues (ground and red meat).
    """
    cue = _CUES.get(category)
    return cue is not None and any(cue.search(fold(text)) for text in texts)


def is_cooking(text: str, step: GeneratedStep) -> bool:
    """Whether a step applies heat (a cooking verb, or a Thermomix temperature)."""
    return step.thermomix_temp is not None or bool(_COOKING.search(fold(text)))
