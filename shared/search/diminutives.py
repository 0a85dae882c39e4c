"""Mexican Spanish diminutives, read as the words they are made from.

People in Mexico ask for "algo calientito", "un curry suavecito", "algo ligerito para cenar",
"un cafecito": the diminutive is the everyday form of the adjective or noun. The Spanish
stemmer does not undo it ("calientito" and "caliente" stem apart), and the catalogue, written
in neutral Spanish, never uses it, so such a word matched nothing, the query lost its subject,
and its Spanish phrasing fell back where the English one ("something warm") was answered.

Each diminutive-looking word of a Spanish query gets its base word added beside it
("calientito" → "caliento", which stems with "caliente"; "suavecito" → "suave"; "poquito" →
"poco"). The word itself stays: a word that only looks like a diminutive ("frito",
"burrito") keeps matching as typed, and a base that no recipe contains is ignored by lexical
search like any unknown word. The added words are helpers, not the query's subject, so they
are taken out of what `shared.search.subject` and `shared.search.coverage` judge
(`matched_view`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from shared.search.food_terms import named_foods
from shared.search.place_words import cuisine_of_places
from shared.search.regional_words import catalogue_words

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from shared.schemas.response import Language

__all__ = ["Diminutives", "add_base_words", "base_word", "food_base", "matched_view"]

_WORD: Final = re.compile(r"[^\W\d_]+")
# Words made as diminutives that name something of their own, not a small form of their base:
# "carnitas" is the Michoacán pork dish, not a little "carne"; "palomitas" popcorn, not doves;
# "gorditas" stuffed masa cakes; "manitas" trotters. Read as typed, with no base beside them.
_LEXICALISED: Final = frozenset(
    {"carnita", "carnitas", "palomita", "palomitas", "gordita", "gorditas", "manitas"}
)
# "-cito" after a final -e or -n of the base ("suave-cito", "jove-n-cito", "cafe-cito").
_CITO: Final = re.compile(r"^(?P<base>.{3,}[enr])cit(?P<end>os|as|o|a)$")
# "-ito" replacing the final vowel ("ligero" → "ligerito", "poco" → "poquito").
_ITO: Final = re.compile(r"^(?P<stem>.{3,})it(?P<end>os|as|o|a)$")


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def base_word(word: str) -> str | None:
    """The word a Spanish diminutive is made from, if `word` looks like one.

    Args:
        word: One word, any case and accents.

    Returns:
        The accent-folded base ("suavecito" → "suave", "ligeritas" → "ligeras", "poquito" →
        "poco"), or None when the word has no diminutive ending or names a thing of its own
        ("carnitas").
    """
    folded = _fold(word)
    if folded in _LEXICALISED:
        return None
    if match := _CITO.match(folded):
        return match["base"]
    if match := _ITO.match(folded):
        stem = match["stem"]
        # The spelling keeps the sound: "poqu-ito" is "poco", "amigu-ito" is "amigo".
        if stem.endswith("qu"):
            stem = stem[:-2] + "c"
        elif stem.endswith("gu"):
            stem = stem[:-2] + "g"
        return stem + match["end"]
    return None


def _bases(word: str) -> tuple[str, ...]:
    """Every base a diminutive may be made from, `base_word`'s first.

    "-ito" replaces a final -o or -a, but also a final -e ("elote" → "elotito") and follows a
    final consonant ("frijol" → "frijolito"), whose plural takes -es: "frijolitos" may be
    "frijolos", "frijoles" or, singular, "frijol".
    """
    base = base_word(word)
    if base is None:
        return ()
    match = _ITO.match(_fold(word))
    if match is None or _CITO.match(_fold(word)):
        return (base,)
    stem, plural = match["stem"], match["end"].endswith("s")
    others = [f"{stem}es" if plural else f"{stem}e", f"{stem}es" if plural else stem]
    if stem.endswith("c"):
        # A final -z is spelt -c before -ito: "arroz" → "arrocito", "nuez" → "nuecita".
        whole = f"{stem[:-1]}z"
        others += [f"{stem}es" if plural else whole]
    return tuple(dict.fromkeys((base, *others)))


def food_base(word: str, names_food: Callable[[str], bool]) -> str | None:
    """The base a Spanish diminutive food is said from, when only the base names a food.

    "tengo lentejitas y arroz" lists lentils; "frijolitos" are beans, "elotitos" corn. A word
    that names a food as typed ("calabacitas", zucchini; "carnitas") keeps its own reading.

    Args:
        word: One word of a Spanish message.
        names_food: Whether a word names a food (the caller's food finder).

    Returns:
        The first base (`_bases`) that names a food; None when the word names one itself, is
        no diminutive, or no base does.
    """
    if names_food(word):
        return None
    return next((base for base in _bases(word) if names_food(base)), None)


def _names_food(word: str) -> bool:
    return bool(named_foods(word, "es"))


@dataclass(frozen=True, kw_only=True)
class Diminutives:
    """A query with the base words of its diminutives added."""

    text: str
    # base word -> the diminutive it was read from
    added: Mapping[str, str] = field(default_factory=dict)


def add_base_words(text: str, language: Language) -> Diminutives:
    """Add the base word of every diminutive in a Spanish query, and the catalogue's word for
    a kind of dish said with another region's word ("tarta": "pay", "pastel";
    `shared.search.regional_words`), in either language: a cook mixes them; and the
    catalogue's word for the cooking of a place said as a style ("limeño": "peruano";
    `shared.search.place_words`).

    Args:
        text: The query text.
        language: The language it is written in.

    Returns:
        The text with the base words appended, and which were added.
    """
    added: dict[str, str] = {}
    if language == "es":
        for word in _WORD.findall(text):
            # A food's base is the one the ingredient catalogue spells ("frijolitos" are
            # "frijoles", not "frijolos"), as the food list reads it (`food_base`).
            base = food_base(word, _names_food) or base_word(word)
            if base is not None and base != _fold(word):
                added.setdefault(base, word.casefold())
    for own, regional in catalogue_words(text).items():
        added.setdefault(own, regional)
    # A city's people said for its cooking ("algo bien limeño"): the country's word beside it.
    for own, place in cuisine_of_places(text, language).items():
        added.setdefault(own, place)
    if not added:
        return Diminutives(text=text)
    return Diminutives(text=" ".join([text, *added]), added=added)


def matched_view(
    unmatched: Sequence[str], terms: int, added: Mapping[str, str]
) -> tuple[list[str], int]:
    """The unmatched words and content-word count as if only the query's own words were there.

    Args:
        unmatched: The words no recipe contains (`CatalogueRow.unmatched`).
        terms: The content-word count (`CatalogueRow.query_terms`).
        added: `Diminutives.added`.

    Returns:
        The unmatched words without the added bases, and without a diminutive whose base a
        recipe contains (it was understood); the count without the added words.
    """
    if not added:
        return list(unmatched), terms
    missing = set(unmatched)
    understood = {small for base, small in added.items() if base not in missing}
    kept = [word for word in unmatched if word not in added and word not in understood]
    return kept, max(terms - len(added), 0)
