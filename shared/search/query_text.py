"""Query words that say "search" rather than what to search for.

"busca recetas de sopa de pollo" must search for "sopa de pollo": left in, "recetas" would have
to match every recipe (an AND query) or would dilute the ranking (an OR query).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from shared.schemas.response import Language

__all__ = ["FILLER_WORDS", "strip_filler"]

FILLER_WORDS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset(
        {
            "recipe", "recipes", "find", "show", "me", "search", "look", "looking", "for",
            "i", "want", "would", "like", "please", "some", "something", "any", "ideas",
            "idea", "give", "dish", "dishes", "suggest", "suggestions", "can", "you", "a",
            "what", "make", "cook", "with", "using", "just", "really", "actually", "craving",
            "crave", "feel", "feeling", "mood",
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


def strip_filler(query: str, language: Language) -> str:
    """The query without search filler; the query itself when nothing else would be left."""
    filler = FILLER_WORDS[language] | FILLER_WORDS["en"]
    kept = [w for w in _TOKEN.findall(query) if w.casefold().strip(".,;:!?¿¡") not in filler]
    return " ".join(kept) if kept else query.strip()
