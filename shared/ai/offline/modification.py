"""Reading a modification request ("más picante, sin ajo", "make it vegan for 6 people").

`parse_modification` turns the free text into a `ModificationRequest`: diets to apply, terms to
remove, add or swap, spice and salt changes, and a new number of servings. Anything it does not
recognise is simply not in the request (the caller says so in the description).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.ai.offline.extract import extract_diets, extract_servings
from shared.ai.offline.normalize import STOPWORDS, FoldedText

__all__ = ["ModificationRequest", "parse_modification"]

_END = (
    r"(?=\s*(?:[,.;!?]|$|\b(?:but|pero|please|por favor|make|hazlo|hazla|add|agrega|agregale|"
    r"with|con|more|mas|less|menos|extra|instead|and (?:make|add|more|less)|"
    r"y (?:hazlo|agrega|mas|menos)|for \d|para \d)\b))"
)
_REMOVE = re.compile(
    r"\b(?:no|without|sin|remove|take out|leave out|omit|skip|hold the|quita(?:le)?|"
    r"elimina|saca(?:le)?)\s+(?:the\s+|el\s+|la\s+|los\s+|las\s+|any\s+)?([a-z][a-z\s]*?)" + _END
)
_ADD = re.compile(
    r"\b(?:add|with extra|extra|more|plus|agrega(?:le)?|anade(?:le)?|ponle|echale|con mas|mas)"
    r"\s+(?:some\s+|un poco de\s+)?([a-z][a-z\s]*?)" + _END
)
_LESS = re.compile(r"\b(?:less|fewer|menos)\s+([a-z][a-z\s]*?)" + _END)
_SWAPS = (
    # (pattern, index of the old ingredient's group, index of the new one's)
    (re.compile(r"\b(?:replace|swap|substitute)\s+(?:the\s+)?(.+?)\s+(?:with|for)\s+(.+?)" + _END),
     1, 2),
    (re.compile(r"\b(?:use\s+)?([a-z][a-z\s]*?)\s+instead of\s+(?:the\s+)?(.+?)" + _END), 2, 1),
    (re.compile(r"\b(?:cambia|reemplaza|sustituye)(?:le)?\s+(?:el\s+|la\s+|los\s+|las\s+)?(.+?)"
                r"\s+por\s+(.+?)" + _END), 1, 2),
    (re.compile(r"\ben (?:lugar|vez) de\s+(.+?)\s*,?\s*(?:usa|pon|ponle)\s+(.+?)" + _END), 1, 2),
    # "usa tofu en lugar de huevo", as "use tofu instead of eggs"
    (re.compile(r"\b(?:usa\s+|pon(?:le)?\s+)?([a-z][a-z\s]*?)\s+en (?:lugar|vez) de\s+"
                r"(?:el\s+|la\s+|los\s+|las\s+)?(.+?)" + _END), 2, 1),
)  # fmt: skip
# Spanish adjectives agree with what they describe: "hazlos más picantes" (the tacos).
_SPICY = re.compile(
    r"^(?:spicy|spicier|heat|hot|picantes?|picos[oa]s?|chile|chili|enchilad[oa]s?)$"
)
_SPICIER = re.compile(
    r"\b(?:spicier|hotter|more (?:spicy|heat)|extra spicy|mas picantes?|mas picos[oa]s?|"
    r"picosit[oa]s?|enchilal[oa]s?|con mas chile|make it spicy|make them spicier|"
    r"hazl[oa]s? picantes?)\b"
)
_MILDER = re.compile(
    r"\b(?:less spicy|milder|not spicy|no spice|menos picantes?|sin picante|que no piquen?|"
    r"not so spicy|no tan picantes?)\b"
)
_LESS_SALT = re.compile(r"\b(?:less salt|low(?:er)? sodium|menos sal|bajo en sodio|poca sal)\b")
_QUICKER = re.compile(
    r"\b(?:quick(?:er|ly)?|fast(?:er)?|speed (?:it )?up|less time|in less time|"
    r"mas rapid[oa]s?|rapid[oa]s?|en menos tiempo|menos tiempo|mas pront[oa]s?)\b"
)
_THERMOMIX = re.compile(r"\b(?:thermomix|tm ?[567]|en el vaso|in the bowl)\b")
_FEWER = re.compile(
    r"\b(?:fewer (?:portions|servings|people)|smaller (?:batch|portion)|half (?:the )?"
    r"(?:recipe|portions|servings)|menos (?:porciones|raciones|personas)|la mitad)\b"
)
# Words that describe the dish, never an ingredient to add or remove ("más rápida").
_NOT_INGREDIENTS = frozenset(
    {"rapida", "rapido", "rapidas", "rapidos", "rapid", "quick", "quicker", "fast", "faster",
     "time", "tiempo", "pronto", "pronta", "prontos", "prontas", "thermomix", "porciones",
     "raciones", "personas", "portions", "servings", "people", "sano", "sana", "healthy",
     "ligera", "ligero", "light", "facil", "easy", "sencilla", "sencillo", "simple", "rica",
     "rico", "tasty", "sabrosa", "sabroso"}
)  # fmt: skip
_MEAT_WORDS = frozenset({"meat", "carne"})
_SPLIT = re.compile(r"\s*(?:,|\band\b|\by\b|\bor\b|\bo\b|\bni\b)\s*")


@dataclass(frozen=True, kw_only=True, slots=True)
class ModificationRequest:
    """What a modification asks for, as far as the rules can tell."""

    diets: frozenset[str] = frozenset()
    remove: tuple[str, ...] = ()
    add: tuple[str, ...] = ()
    less: tuple[str, ...] = ()
    swaps: tuple[tuple[str, str], ...] = ()
    spicier: bool = False
    milder: bool = False
    less_salt: bool = False
    quicker: bool = False
    thermomix: bool = False
    fewer: bool = False
    servings: int | None = None

    @property
    def is_empty(self) -> bool:
        """Whether nothing was recognised."""
        return self == ModificationRequest()


def _terms(raw: str) -> list[str]:
    terms = (term.strip() for term in _SPLIT.split(raw))
    return [
        term
        for term in terms
        if term
        and any(w not in STOPWORDS for w in term.split())
        and not any(w in _NOT_INGREDIENTS for w in term.split())
    ]


def parse_modification(text: str) -> ModificationRequest:
    """Read a modification request.

    Args:
        text: the user's words, in English or Spanish.

    Returns:
        The recognised changes.
    """
    folded = FoldedText.of(text).text
    diets = set(extract_diets(folded))
    spicier = bool(_SPICIER.search(folded))
    milder = bool(_MILDER.search(folded))
    less_salt = bool(_LESS_SALT.search(folded))
    swaps = [
        (match.group(old).strip(), match.group(new).strip())
        for pattern, old, new in _SWAPS
        for match in pattern.finditer(folded)
    ]
    swapped = {old for old, _ in swaps} | {new for _, new in swaps}
    remove: list[str] = []
    for match in _REMOVE.finditer(folded):
        for term in _terms(match.group(1)):
            if _SPICY.match(term):
                milder = True
            elif term in _MEAT_WORDS:
                diets.add("vegetarian")
            elif term not in swapped and not extract_diets(f"sin {term}"):
                remove.append(term)
    add = [
        term
        for match in _ADD.finditer(folded)
        for term in _terms(match.group(1))
        if not _SPICY.match(term) and term not in swapped and term not in {"sal", "salt"}
    ]
    less = [
        term
        for match in _LESS.finditer(folded)
        for term in _terms(match.group(1))
        if not _SPICY.match(term) and term not in ("salt", "sal")
    ]
    return ModificationRequest(
        diets=frozenset(diets),
        remove=tuple(dict.fromkeys(remove)),
        add=tuple(dict.fromkeys(add)),
        less=tuple(dict.fromkeys(less)),
        swaps=tuple(swaps),
        spicier=spicier and not milder,
        milder=milder,
        less_salt=less_salt,
        quicker=bool(_QUICKER.search(folded)),
        thermomix=bool(_THERMOMIX.search(folded)),
        fewer=bool(_FEWER.search(folded)),
        servings=extract_servings(folded),
    )
