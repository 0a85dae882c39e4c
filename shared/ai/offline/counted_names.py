"""A food's name for a count of it: "2 tomatoes", "12 corn tortillas", "3 limones".

The catalogue names each ingredient once, in the singular ("tomato", "tortilla de maíz"); a
line that counts pieces reads "2 tomato" unless the name follows the count. Only the noun and
what agrees with it change: the words before "in"/"of" in English ("chipotles in adobo"), and
in Spanish the noun and the adjectives after it, before "de"/"en" ("chiles serranos",
"tortillas de maíz").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas import Language

__all__ = ["CUT_KINDS", "counted_name", "recounted_name"]

# Foods counted in their cuts, not by name: 8 pieces of veal are cutlets, not "8 veals", and
# shrimp has no plural of its own.
CUT_KINDS: Final = frozenset({"red_meat", "pork", "poultry", "seafood"})

# What follows the noun and does not agree with it ("in adobo", "de maíz").
_TAIL: Final[dict[Language, re.Pattern[str]]] = {
    "en": re.compile(r"\s(?:in|of|with|for)\s"),
    "es": re.compile(r"\s(?:de|del|en|con|para|al|a)\s"),
}
# English nouns in -o that take -es.
_OES: Final = frozenset({"tomato", "potato"})
_VOWELS: Final = "aeiouáéíóú"
_SHORTEST_PLURAL: Final = 3
_F_PLURAL: Final = re.compile(r"(?:ea|oa|l)ves$")
_ES_PLURAL: Final = re.compile(r"(?:o|ch|sh|x|ss)es$")
# A Spanish stressed final syllable loses its accent in the plural ("limón" -> "limones").
_UNACCENT: Final = str.maketrans("áéíóú", "aeiou")
_STRESSED_END: Final = re.compile(r"[áéíóú][ns]$")


def _english(word: str) -> str:
    if word.endswith("leaf"):
        return word[:-1] + "ves"
    if word.endswith("y") and len(word) > 1 and word[-2] not in _VOWELS:
        return word[:-1] + "ies"
    if word.endswith(("ch", "sh", "x", "z")) or word in _OES:
        return word + "es"
    return word + "s"


# Nouns said after another as its kind, not adjectives: they keep their number ("panes pita",
# "tomates cherry"); "4 panes pitas" read as one adjective too many.
_KIND_NOUNS: Final = frozenset({"pita", "cherry", "baby"})


def _spanish(word: str, *, noun: bool) -> str:
    if not noun and word.casefold() in _KIND_NOUNS:
        return word
    if word[-1] in _VOWELS:
        return word + "s"
    if not noun:
        return word  # an adjective ending otherwise is left as written ("hass")
    if word.endswith("z"):
        return word[:-1] + "ces"
    if _STRESSED_END.search(word):
        return word[:-2] + word[-2].translate(_UNACCENT) + word[-1] + "es"
    return word + "es"


def counted_name(name: str, quantity: float, language: Language) -> str:
    """The name to write after a count: its plural over one, as written otherwise.

    Args:
        name: The food's name in the singular, as the catalogue writes it.
        quantity: How many pieces.
        language: The name's language.

    Returns:
        The name with its noun (and, in Spanish, the adjectives after it) in the plural; a
        name already plural, or one it cannot read, as it is.
    """
    if quantity <= 1 or not name or name.endswith("s"):
        return name
    match = _TAIL[language].search(name)
    head, tail = (name[: match.start()], name[match.start() :]) if match else (name, "")
    words = head.split(" ")
    if not all(words) or words[-1].endswith("s"):
        return name
    if language == "en":
        words[-1] = _english(words[-1])
    else:
        words = [_spanish(word, noun=i == 0) for i, word in enumerate(words)]
    return " ".join(words) + tail


def _undone(name: str, language: Language) -> tuple[str, ...]:
    """What a plural name may be the plural of, its first or last word unmade ("shallots",
    "bay leaves", "hojas de laurel"): a food the table does not know has no singular of its
    own, and "1 shallots" was printed. Each is kept only when it makes the name again."""
    said = name.split()
    return tuple(
        " ".join([*said[:at], one, *said[at + 1 :]])
        for at in {0, len(said) - 1}
        if len(said[at]) > _SHORTEST_PLURAL
        for one in _singulars_of(said[at], language)
    )


def _singulars_of(word: str, language: Language) -> tuple[str, ...]:
    # "leaves" is a leaf and "berries" a berry, not a "leave" or a "berrie"; "olives" an olive.
    # Spanish only in "-as" and "-os": "limones" is "limón", which no cut of its letters makes.
    if language == "es":
        return (word[:-1],) if word.endswith(("as", "os")) else ()
    if _F_PLURAL.search(word):
        return (word[:-3] + "f",)
    if word.endswith("ies"):
        return (word[:-3] + "y",)
    return (word[:-2],) if _ES_PLURAL.search(word) else (word[:-1],)


def recounted_name(
    name: str, quantity: float, language: Language, *, singulars: Sequence[str]
) -> str:
    """A counted line's name for a new count: "1 egg" for 2 eggs halved, "2 eggs" for 1 doubled.

    Args:
        name: The line's name, as its old count had it ("eggs", "huevos").
        quantity: The new count.
        language: The name's language.
        singulars: The food's names in the singular (the catalogue's and their aliases): the
            plural is only undone back to one of them, never guessed ("limones" is "limón");
            none for a food the table does not know, whose name's plural is undone where a
            cut of its letters surely makes it ("shallots", "bay leaves").

    Returns:
        The name in the plural over one, in the singular for one or less; as it is when no
        singular of the food makes it.
    """
    folded = name.casefold()
    # A food the table does not know has no singulars: its name's own plural is undone.
    candidates = singulars or _undone(name, language)
    singular = next(
        (one for one in candidates if counted_name(one, 2, language).casefold() == folded), None
    )
    if quantity <= 1:
        return singular or name
    return counted_name(singular or name, quantity, language)
