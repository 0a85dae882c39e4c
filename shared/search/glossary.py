"""Spanish query words in English, from the catalogue's own bilingual vocabulary.

An English-only embedding model (all-MiniLM-L6-v2) reads "sopa de pollo con frijoles" as word
pieces it never learnt, so a Spanish query lands far from the recipes it names. The catalogue
already pairs Spanish and English for everything a query can name: ingredients and their
Spanish aliases, tags, cuisines, diets and allergen groups, and the meal words of
`shared.search.intent`. Before such a model embeds a Spanish query, each phrase found in that
vocabulary (longest first, accent-folded, plural and gender endings ignored) is replaced by its
English name; Spanish function words are dropped or translated; anything else (a dish name
such as "pozole") stays as written. Lexical search still sees the query as typed.

Which models are English-only is a setting (`SearchSettings.english_only_models`); the
glossary is read once per process and kept for `ttl_s`, so the catalogue's vocabulary costs one
query per process, not one per search.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Final

import psycopg

from shared.search.intent import MEAL_WORDS, fold_words

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

    from shared.db import Conn, Database

__all__ = [
    "FUNCTION_WORDS",
    "Glossary",
    "GlossaryCache",
    "build_glossary",
    "load_glossary",
    "stem",
]

logger = logging.getLogger(__name__)

# Spanish grammar words: the ones that carry meaning for a recipe search are translated
# ("sin carne" must not read as "carne"), articles and linking words are dropped.
FUNCTION_WORDS: Final[Mapping[str, str]] = {
    "sin": "without", "con": "with", "para": "for", "y": "and", "e": "and", "o": "or",
    "u": "or", "muy": "very", "mas": "more", "menos": "less", "poco": "little",
    "de": "", "del": "", "el": "", "la": "", "los": "", "las": "", "lo": "", "al": "",
    "en": "", "a": "", "un": "", "una": "", "unos": "", "unas": "",
}  # fmt: skip

_MIN_STEMMED: Final = 3
_PLURAL_ES_AFTER: Final = frozenset("lnrdjzc")

# Canonical names win over aliases when two sources give one Spanish phrase different English
# names ("chile" is an ingredient's alias and a tag).
_SOURCES: Final = """
select 0 as priority, name_es as es, name_en as en from public.ingredients
union all
select 1, a.alias, i.name_en
from public.ingredient_aliases a join public.ingredients i on i.id = a.ingredient_id
where a.language = 'es'
union all select 0, name_es, name_en from public.tags
union all select 0, name_es, name_en from public.cuisines
union all select 0, name_es, name_en from public.diet_types
union all select 0, name_es, name_en from public.food_allergies
"""


@dataclass(frozen=True)
class Glossary:
    """Spanish phrases (tuples of stemmed words, see `stem`) and their English names."""

    phrases: Mapping[tuple[str, ...], str] = field(default_factory=dict)

    @cached_property
    def longest(self) -> int:
        """The most words any phrase has (worked out once: a glossary is never changed)."""
        return max((len(words) for words in self.phrases), default=1)

    def to_english(self, text: str) -> str:
        """The text with every known Spanish phrase in English (longest match first).

        Args:
            text: A Spanish query.

        Returns:
            English words where the vocabulary knows them; other words as folded; the text
            itself when nothing would be left.
        """
        words = fold_words(text)
        stems = tuple(stem(word) for word in words)
        out: list[str] = []
        position = 0
        longest = self.longest
        while position < len(words):
            for size in range(min(longest, len(words) - position), 0, -1):
                english = self.phrases.get(stems[position : position + size])
                if english is not None:
                    out.append(english)
                    position += size
                    break
            else:
                word = words[position]
                replacement = FUNCTION_WORDS.get(word, word)
                if replacement:
                    out.append(replacement)
                position += 1
        return " ".join(out) if out else text


def stem(word: str) -> str:
    """A folded Spanish word without its plural and gender endings, for matching only.

    "frijoles" and "frijol", "tomates" and "tomate", "vegetariana" and "vegetariano" meet;
    the vocabulary holds one form of each. Short words are left alone.
    """
    if len(word) <= _MIN_STEMMED:
        return word
    if word.endswith("s"):
        word = word[:-1]
        # Consonant + "es" plurals: "frijoles", "limones", "nueces" (after z -> c).
        if word.endswith("e") and word[-2:-1] in _PLURAL_ES_AFTER:
            word = word[:-1]
    if word.endswith(("a", "o")) and len(word) > _MIN_STEMMED:
        word = word[:-1]
    return word


def build_glossary(pairs: Iterable[tuple[int, str, str]]) -> Glossary:
    """A glossary from (priority, Spanish, English) pairs; the lowest priority wins a clash.

    Args:
        pairs: Spanish phrases and their English names (0 canonical, 1 alias).

    Returns:
        The glossary; phrases that fold to nothing are left out, and a clash of equal priority
        goes to the alphabetically first English name, so the result never depends on order.
    """
    best: dict[tuple[str, ...], tuple[int, str]] = {}
    for priority, spanish, english in pairs:
        key = tuple(stem(word) for word in fold_words(spanish))
        name = " ".join(fold_words(english))
        if not key or not name:
            continue
        current = best.get(key)
        if current is None or (priority, name) < current:
            best[key] = (priority, name)
    for spanish_word, meal in MEAL_WORDS.items():
        best.setdefault((stem(spanish_word),), (2, meal))
    return Glossary(phrases={key: name for key, (_, name) in best.items()})


async def load_glossary(conn: Conn) -> Glossary:
    """Read the catalogue's bilingual vocabulary.

    Args:
        conn: Any connection that can read the reference tables (they are public).

    Returns:
        The glossary.
    """
    cursor = await conn.execute(_SOURCES)
    rows = await cursor.fetchall()
    return build_glossary((int(r["priority"]), str(r["es"]), str(r["en"])) for r in rows)


class GlossaryCache:
    """The glossary of one database, loaded on first use and again after `ttl_s`."""

    def __init__(
        self, *, db: Database, ttl_s: float = 3600, clock: Callable[[], float] = time.monotonic
    ) -> None:
        """Create an empty cache.

        Args:
            db: Where the vocabulary is read (as `anon`: reference data only).
            ttl_s: How long a loaded glossary is used before it is read again.
            clock: Monotonic seconds.
        """
        self._db = db
        self._ttl_s = ttl_s
        self._clock = clock
        self._glossary: Glossary | None = None
        self._loaded_at = 0.0
        self._lock = asyncio.Lock()

    async def get(self) -> Glossary:
        """The glossary; an empty one (no translation) when it cannot be read.

        Returns:
            The cached glossary, or a freshly read one.
        """
        async with self._lock:
            now = self._clock()
            if self._glossary is not None and now - self._loaded_at < self._ttl_s:
                return self._glossary
            try:
                async with self._db.anon() as conn:
                    self._glossary = await load_glossary(conn)
            except psycopg.Error as exc:
                # Untranslated queries are only a weaker semantic side; try again next time.
                logger.warning("glossary read failed", extra={"error": type(exc).__name__})
                return self._glossary if self._glossary is not None else Glossary()
            self._loaded_at = now
            return self._glossary
