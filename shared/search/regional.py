"""Regional words for kinds of dish, read as the catalogue's words for the same thing.

The catalogue is written in Mexican Spanish and US English: "pay de manzana", "pastel de tres
leches", "snacks", "appetizers". Cooks elsewhere say "tarta" (Spain: a pie, a tart or a cake),
"nibbles" and "appetisers" (UK), "aperitivos" and "picoteo" (Spain). No recipe has those
words, so the query lost its subject ("tarta de manzana" read as a dish the catalogue lacks)
or its kind ("nibbles for drinks": nothing said what to offer).

Each such word gets the catalogue's words for it added beside it, in the language the query
is matched in, as a diminutive gets its base word (`shared.search.diminutives`): helpers that
match, not the query's subject. A word with more than one meaning keeps all of them ("tarta":
pie and cake), and a dish name with it is held when one of its readings is
(`regional_readings`): "tarta de manzana" is the apple pie, "tarta de zanahoria" neither a pie
nor a cake the catalogue has. Reading "tarta" as "pay" alone made "tarta de chocolate" a pie
the catalogue lacks.

Only words a cook anywhere uses the same way are here: "biscuits" (a cookie in the UK, a
scone-like bread in the US) and "tea" (the evening meal in the UK, the drink everywhere) are
not.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING, Final

from shared.search.diminutives import Diminutives

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.schemas.response import Language

__all__ = ["REGIONAL_WORDS", "add_regional_words", "regional_readings"]

_WORD: Final = re.compile(r"[^\W\d_]+")

# Regional word (folded) -> the catalogue's words for it, per language the query is matched in.
REGIONAL_WORDS: Final[Mapping[str, Mapping[Language, tuple[str, ...]]]] = {
    # Spain: a pie, a tart or a cake ("tarta de manzana", "tarta de cumpleaños").
    "tarta": {"es": ("pay", "pastel"), "en": ("pie", "cake")},
    "tartas": {"es": ("pay", "pastel"), "en": ("pie", "cake")},
    # UK: small things to eat with drinks, and the first course.
    "nibbles": {"es": ("botanas",), "en": ("snacks",)},
    "appetiser": {"es": ("entradas",), "en": ("appetizers",)},
    "appetisers": {"es": ("entradas",), "en": ("appetizers",)},
    # Spain: the same.
    "aperitivo": {"es": ("botanas",), "en": ("appetizers",)},
    "aperitivos": {"es": ("botanas",), "en": ("appetizers",)},
    "picoteo": {"es": ("botanas",), "en": ("snacks",)},
}
# A dish name holds at most this many readings (two regional words of two meanings each).
_MAX_READINGS: Final = 4


def add_regional_words(found: Diminutives, language: Language) -> Diminutives:
    """Add the catalogue's words for each regional word of the query, beside it.

    Args:
        found: The query with its diminutives' base words added (`add_base_words`).
        language: The language the query is matched in.

    Returns:
        The text with the catalogue's words appended, and every added word (the diminutives'
        base words too) with the word it was read from.
    """
    words = _WORD.findall(found.text.casefold())
    added = dict(found.added)
    for word in words:
        for helper in REGIONAL_WORDS.get(word, {}).get(language, ()):
            if helper not in words:
                added.setdefault(helper, word)
    if len(added) == len(found.added):
        return found
    new = [helper for helper in added if helper not in found.added]
    return Diminutives(text=" ".join([found.text, *new]), added=added)


def regional_readings(words: Sequence[str], language: Language) -> list[tuple[str, ...]]:
    """The ways to read a dish name's words with each regional word as one of its meanings.

    Args:
        words: The dish name's words.
        language: The language they are matched in.

    Returns:
        The readings ("tarta de manzana": "pay de manzana", "pastel de manzana"); the words
        themselves when none is a regional word.
    """
    options = [REGIONAL_WORDS.get(word, {}).get(language) or (word,) for word in words]
    readings = itertools.islice(itertools.product(*options), _MAX_READINGS)
    return [tuple(reading) for reading in readings]
