"""Query words that say "search" rather than what to search for.

"busca recetas de sopa de pollo" must search for "sopa de pollo": left in, "recetas" would have
to match every recipe (an AND query) or would dilute the ranking (an OR query).

The same small words are also part of the phrases that say a mood or an occasion ("cheer me
up", "on a diet", "acompañar un té", "que no ensucie"): such a phrase is read after the filler
is gone, so its words are kept for it (`strip_filler`'s `keep`).
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas.response import Language

__all__ = ["FILLER_WORDS", "strip_filler"]

FILLER_WORDS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset(
        {
            "recipe", "recipes", "find", "show", "me", "search", "look", "looking", "for",
            "i", "want", "would", "like", "please", "some", "something", "any", "ideas",
            "idea", "give", "dish", "dishes", "suggest", "suggestions", "can", "you", "a",
            "what", "make", "cook", "with", "using", "just", "really", "actually", "craving",
            "crave", "feel", "feeling", "mood", "fancy",
        }
    ),
    "es": frozenset(
        {
            "receta", "recetas", "busca", "buscar", "búscame", "buscame", "encuentra",
            "muéstrame", "muestrame", "dame", "quiero", "quisiera", "algo", "alguna",
            "algunas", "algún", "algun", "ideas", "idea", "plato", "platos", "platillo",
            "platillos", "por", "favor", "sugiere", "sugiéreme", "me", "una", "unas", "un",
            "qué", "que", "puedo", "hacer", "cocinar", "preparar", "con", "bien", "antoja",
            "antojo", "antojan", "ganas",
        }
    ),
}  # fmt: skip
_TOKEN = re.compile(r"\S+")


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _phrase_words(words: Sequence[str], keep: Sequence[re.Pattern[str]]) -> set[int]:
    """The positions of the words inside a phrase of `keep` (over the folded words)."""
    starts: list[int] = []
    folded: list[str] = []
    cursor = 0
    for word in words:
        starts.append(cursor)
        folded.append(_fold(word))
        cursor += len(folded[-1]) + 1
    text = " ".join(folded)
    kept: set[int] = set()
    for pattern in keep:
        for match in pattern.finditer(text):
            start, end = match.span()
            if start == end:
                continue
            kept.update(
                position
                for position, begin in enumerate(starts)
                if begin < end and begin + len(folded[position]) > start
            )
    return kept


def strip_filler(query: str, language: Language, *, keep: Sequence[re.Pattern[str]] = ()) -> str:
    """The query without search filler; the query itself when nothing else would be left.

    Args:
        query: The query as typed.
        language: The language whose filler is dropped (English filler always is).
        keep: Phrases (patterns over the accent-folded, lower-cased query) whose words stay,
            filler or not: they are read as a whole later ("cheer me up" would be "cheer up").

    Returns:
        The query's other words, in order, separated by single spaces.
    """
    filler = FILLER_WORDS[language] | FILLER_WORDS["en"]
    words = _TOKEN.findall(query)
    phrase = _phrase_words(words, keep) if keep else set()
    kept = [
        w
        for position, w in enumerate(words)
        if position in phrase or w.casefold().strip(".,;:!?¿¡") not in filler
    ]
    return " ".join(kept) if kept else query.strip()
