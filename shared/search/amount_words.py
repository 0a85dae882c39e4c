"""Words that say how much of a food there is, not which dish: "un montón de plátanos".

A unit ("a bunch of", "un puñado de") is read by the ingredient cleaner (`shared.ingredients.
cleaning.leading_amount_words`), and English puts a measure before "of" where the dish-name
reading sees it (`shared.search.dish_phrase`). Spanish "un … de" names a dish as often as a
measure ("un pastel de elote"), so there the word itself must tell: the nouns of an amount
said loosely ("un montón", "una docena", "un costal"), the quantity adjectives of Mexican and
Latin American Spanish ("harta proteína", "un chingo de"), and their English counterparts
("heaps of", "a glut of", "a punnet of"). No dish is named for any of them: the words that are
also a dish's container or a dish's own word ("bento box", "tray bake", "tea bag", "tacos de
canasta", "pan de caja") are not here.
"""

from __future__ import annotations

from typing import Final

from shared.ai.offline.normalize import fold

__all__ = ["AMOUNT_WORDS", "is_amount_word"]

# Accent-folded, singular and plural.
AMOUNT_WORDS: Final[frozenset[str]] = frozenset(
    {
        # English: an amount said loosely, or the crate or sack it came in
        "heap", "heaps", "load", "loads", "ton", "tons", "pile", "piles", "glut", "plenty",
        "masses", "dozen", "dozens", "crate", "crates", "sack", "sacks", "bucket", "buckets",
        "bushel", "bushels", "punnet", "punnets", "armful", "bagful",
        # Spanish: the same, and the quantity adjectives ("harta", "bastantes", "tantas")
        "monton", "montones", "montonal", "chingo", "chingos", "mogollon", "pila", "pilas",
        "docena", "docenas", "costal", "costales", "cubeta", "cubetas", "racimo", "racimos",
        "bolsa", "bolsas", "tonelada", "toneladas",
        "harto", "harta", "hartos", "hartas", "bastante", "bastantes", "tanto", "tanta",
        "tantos", "tantas", "varios", "varias",
    }
)  # fmt: skip


def is_amount_word(word: str) -> bool:
    """Whether a word says how much of a food there is (`AMOUNT_WORDS`), any case or accents."""
    return fold(word) in AMOUNT_WORDS
