"""What a query asks NOT to get: "Indian food that isn't spicy", "algo ligero que no sea ensalada".

Matched as typed, "isn't spicy" finds the spicy dishes first (the word is there) and its
embedding leans the same way. The negated word is taken out of what is matched and embedded,
recipes whose name or tags carry it are left out (`shared.search.lexical` flags them), and the
opposite the catalogue tags ("mild", "light") is asked for instead where there is a plain one.

Only "not"-style negation counts: "sin gluten", "without nuts" and "dairy-free" name a diet or
an allergen, which the gates and the diet tags already serve, and "sin ajo" refines a recipe.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from shared.schemas.response import Language

__all__ = ["Negation", "split_negation"]

# Hyphenated words stay whole: "no-bake" and "gluten-free" are tags, not negations.
_WORD: Final = re.compile(r"[^\W_]+(?:['-][^\W_]+)*")
_NEGATORS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"not", "isn't", "isnt", "aren't", "arent", "no", "nothing", "never"}),
    "es": frozenset({"no", "nada", "ni", "nunca"}),
}
# Words between a negator and what it negates ("that isn't TOO spicy", "que no SEA ensalada").
_BRIDGES: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"a", "an", "the", "too", "very", "so", "at", "all", "be", "that", "it's"}),
    "es": frozenset({"sea", "sean", "lleve", "lleven", "tenga", "tengan", "muy", "tan", "el",
                     "la", "los", "las", "un", "una", "de", "este", "esté"}),
}  # fmt: skip
# The tagged opposite of a negated quality, per language.
_OPPOSITES: Final[dict[Language, dict[str, str]]] = {
    "en": {"spicy": "mild", "hot": "mild", "heavy": "light", "sweet": "savory"},
    "es": {"picante": "suave", "picoso": "suave", "picosa": "suave", "enchiloso": "suave",
           "pesado": "ligero", "pesada": "ligero", "dulce": "salado"},
}  # fmt: skip


@dataclass(frozen=True, kw_only=True)
class Negation:
    """A query split into what it asks for and what it asks not to get.

    Attributes:
        text: The query without the negations (plus the opposites asked for instead).
        excluded: The negated words, lower-cased.
    """

    text: str
    excluded: tuple[str, ...]


def split_negation(text: str, language: Language) -> Negation:
    """Take "not X" out of a query.

    Args:
        text: The query (search filler already stripped).
        language: The language it is written in.

    Returns:
        The query to match and embed, and the words whose recipes to leave out.
    """
    negators = _NEGATORS[language]
    bridges = _BRIDGES[language]
    words = _WORD.findall(text)
    kept: list[str] = []
    excluded: list[str] = []
    added: list[str] = []
    index = 0
    while index < len(words):
        word = words[index].casefold()
        if word in negators:
            target = index + 1
            while target < len(words) and words[target].casefold() in bridges:
                target += 1
            if target < len(words):
                negated = words[target].casefold()
                excluded.append(negated)
                opposite = _OPPOSITES[language].get(negated)
                if opposite is not None:
                    added.append(opposite)
                index = target + 1
                continue
        kept.append(words[index])
        index += 1
    if not excluded:
        return Negation(text=text, excluded=())
    return Negation(text=" ".join([*kept, *added]), excluded=tuple(dict.fromkeys(excluded)))
