"""Dates, holidays and gatherings said in other words than the catalogue's tags.

The catalogue tags pozole "Mexican Independence Day" / "fiestas patrias", but people ask for
"algo para el 15 de septiembre" or "la noche mexicana"; it tags dishes "party food" and
"make-ahead", but people ask for "something to bring to a potluck" or "para un convivio".
Each phrase here (accent-folded, whole words) is replaced by the tag words it stands for, in the
query's language, in what is matched and embedded. These are facts about occasions, not about
recipes: the recipes that fit are still found by their own tags.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final

from shared.search.feasts import MEXICAN_INDEPENDENCE

if TYPE_CHECKING:
    from shared.schemas.response import Language

__all__ = [
    "OCCASION_PATTERNS",
    "PhraseTable",
    "compile_phrases",
    "expand_occasions",
    "replace_phrases",
]

# (compiled pattern over the folded query, {language: the tag words it stands for})
PhraseTable = tuple[tuple[re.Pattern[str], dict["Language", str]], ...]

# (pattern over the folded query, {language: tag words to add})
_PHRASES: Final[tuple[tuple[str, dict[Language, str]], ...]] = (
    (
        rf"\b({MEXICAN_INDEPENDENCE})\b",
        {"en": "Mexican Independence Day", "es": "fiestas patrias mexicanas"},
    ),
    (
        r"\b(potlucks?|bring a dish|convivio)\b",
        {"en": "party food make-ahead", "es": "para fiestas para preparar con anticipacion"},
    ),
    (
        r"\b(semana santa|viernes santo|good friday|holy week)\b",
        {"en": "Lent", "es": "Cuaresma"},
    ),
    (
        # February 2nd in Mexico: whoever found the figure in the rosca de reyes brings the
        # tamales. The day, not the name alone (La Candelaria is also a place).
        r"\b(dia de (?:la )?candelaria|2 de febrero|candlemas)\b",
        {"en": "tamales", "es": "tamales"},
    ),
    (
        # The everyday short forms of the word ("el cumple de mi hija", "bday cake"); "cumple"
        # is also "turns" ("cumple 6 años"), said of a birthday too.
        r"\b(cumples?|bday|b-day)\b",
        {"en": "birthday", "es": "cumpleanos"},
    ),
    (
        r"\b(turkey day|dia de gracias)\b",
        {"en": "Thanksgiving", "es": "Accion de Gracias"},
    ),
    (
        r"\b(super bowl|superbowl|la final|el partido)\b",
        {"en": "game day", "es": "dia de partido"},
    ),
)


def compile_phrases(phrases: tuple[tuple[str, dict[Language, str]], ...]) -> PhraseTable:
    """The table with its patterns compiled (once, at import)."""
    return tuple((re.compile(pattern), tags) for pattern, tags in phrases)


_OCCASIONS: Final = compile_phrases(_PHRASES)
OCCASION_PATTERNS: Final = tuple(pattern for pattern, _ in _OCCASIONS)
"""The occasions' phrases, whose words the search filler leaves (`strip_filler`'s `keep`)."""


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def replace_phrases(text: str, language: Language, table: PhraseTable) -> tuple[str, list[int]]:
    """The text (accent-folded) with each phrase of `table` replaced by its tag words.

    Phrases are found in the query as written, never in the tag words put in for another
    (earlier entries win an overlap), and an entry's tag words are put in once however often
    the query says it ("light, nothing heavy").

    Args:
        text: The query.
        language: The language the tag words are given in.
        table: The phrases and what they stand for.

    Returns:
        The folded text with the replacements, and the positions in `table` of the entries
        found (the text itself, unfolded, when none was).
    """
    folded = _fold(text)
    spans: list[tuple[int, int, int]] = []
    for position, (pattern, _) in enumerate(table):
        for match in pattern.finditer(folded):
            start, end = match.span()
            if all(end <= s or start >= e for s, e, _ in spans):
                spans.append((start, end, position))
    if not spans:
        return text, []
    out: list[str] = []
    cursor = 0
    said: set[int] = set()
    for start, end, position in sorted(spans):
        out.append(folded[cursor:start])
        if position not in said:
            out.append(table[position][1][language])
            said.add(position)
        cursor = end
    out.append(folded[cursor:])
    return " ".join("".join(out).split()), sorted(said)


def expand_occasions(text: str, language: Language) -> str:
    """The query with the occasions it names said in the catalogue's tag words.

    Args:
        text: The query.
        language: The language it is matched in.

    Returns:
        The query (accent-folded) with each occasion phrase replaced by its tag words;
        unchanged when it names no occasion this module knows.
    """
    # The phrase is replaced, not kept: "15 de septiembre" means nothing to a recipe.
    return replace_phrases(text, language, _OCCASIONS)[0]
