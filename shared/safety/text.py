"""Text folding and plural-aware token forms: the ground rules every safety matcher shares.

Safety matching works on *tokens* of accent-folded, lower-cased text, never on substrings, so a
term can only match whole words: "egg" is never found in "eggplant", "nut" never in "nutmeg",
"butter" never in "butternut", "ham" never in "graham" or "hamburger", "pan" (bread in Spanish)
never in "pancake" or "panela". Hyphens and punctuation separate words ("peanut-butter" reads
as "peanut butter"); words written joined stay one word.

Plurals are handled by comparing *forms*: each token stands for itself and for the singulars it
could be the plural of (English and Spanish rules), and two tokens match when their forms
overlap. So "eggs" ~ "egg", "huevos" ~ "huevo", "cacahuates" ~ "cacahuate", "nueces" ~ "nuez",
"berries" ~ "berry", "camarones" ~ "camarón", "cheeses" ~ "cheese", whichever side is plural.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Collection

    from shared.schemas import Language

__all__ = [
    "fold",
    "forms_overlap",
    "is_false_friend",
    "is_prose_homonym",
    "token_forms",
    "tokenize",
]

# Anything that is not a folded letter or digit separates words.
_SEPARATORS = re.compile(r"[^a-z0-9]+")
# Letters NFKD does not decompose but people type in food words.
_EXTRA_FOLDS = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d"})
# Terms of one language that are a harmless word in the other: in English text a "pan" is
# cookware, not the Spanish bread; in Spanish text a "tuna" is a prickly pear, not the fish.
_FALSE_FRIENDS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"pan"}),
    "es": frozenset({"tuna"}),
}
# Food names that are ordinary cooking words in running text (steps, descriptions): "dorado" is
# golden brown, not mahi-mahi; "sierra" a serrated knife, not mackerel; "fino" finely cut, not
# sherry; "white" and "clara" a colour. In ingredient lines they keep their food meaning.
_PROSE_HOMONYMS: Final = frozenset(
    {"dorado", "dorados", "dorada", "doradas", "sierra", "fino", "finos", "fina", "finas",
     "white", "clara"}
)  # fmt: skip
# Below these lengths a stripped "singular" is more likely noise than a word ("gas" -> "ga").
_MIN_STEM = 3


def fold(text: str) -> str:
    """Lower-case, strip accents and turn punctuation into single spaces.

    Args:
        text: Any text (a recipe step, an ingredient line, a catalogue alias).

    Returns:
        The folded text: only `a-z`, `0-9` and single spaces, no leading or trailing space.
        "Jalapeños, picados" becomes "jalapenos picados"; "ÑOÑO-crème" becomes "nono creme".
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_EXTRA_FOLDS))
    stripped = "".join(char for char in decomposed if not unicodedata.combining(char))
    return _SEPARATORS.sub(" ", stripped).strip()


def tokenize(text: str) -> tuple[str, ...]:
    """The folded words of `text`, in order.

    Args:
        text: Any text.

    Returns:
        The tokens of `fold(text)`; empty for text with no letters or digits.
    """
    folded = fold(text)
    return tuple(folded.split(" ")) if folded else ()


@lru_cache(maxsize=65_536)
def token_forms(token: str) -> frozenset[str]:
    """The token itself plus every singular it could be the plural of.

    The rules are deliberately generous (a token may get a form that is not a real word), because
    a spurious form only matters if some catalogue term is exactly that non-word.

    Args:
        token: One folded token.

    Returns:
        A set that always contains `token`. English: -s, -es, -ies → -y, -ves → -f/-fe.
        Spanish: -s, -es, -ces → -z. Tokens ending in "ss" ("swiss", "bass") keep their s.
    """
    forms = {token}
    if not token.isalpha():
        return frozenset(forms)
    size = len(token)
    if token.endswith("ies") and size - 3 >= _MIN_STEM - 1:
        forms.add(token[:-3] + "y")
    if token.endswith("ces") and size - 3 >= _MIN_STEM - 1:
        forms.add(token[:-3] + "z")
    if token.endswith("ves") and size - 3 >= _MIN_STEM - 1:
        forms.update((token[:-3] + "f", token[:-3] + "fe"))
    if token.endswith("es") and size - 2 >= _MIN_STEM:
        forms.add(token[:-2])
    if token.endswith("s") and not token.endswith("ss") and size - 1 >= _MIN_STEM:
        forms.add(token[:-1])
    return frozenset(forms)


def forms_overlap(left: str, right: str) -> bool:
    """Whether two tokens are the same word up to a plural.

    Args:
        left: A folded token.
        right: Another folded token.

    Returns:
        True when the tokens are equal or one is a plural of the other (or both of one word).
    """
    return left == right or not token_forms(left).isdisjoint(token_forms(right))


def is_false_friend(term: str, term_languages: Collection[str], language: Language | None) -> bool:
    """Whether a term from the other language should be ignored in text of `language`.

    Args:
        term: The folded term ("pan").
        term_languages: The languages the catalogue lists the term under.
        language: The text's language; None (unknown) never skips anything.

    Returns:
        True only for a known false friend that is not also a term of the text's language.
    """
    if language is None or language in term_languages:
        return False
    return term in _FALSE_FRIENDS[language]


def is_prose_homonym(words: str) -> bool:
    """Whether matched words are, in running text, more likely a cooking word than a food.

    Args:
        words: The folded words of a match ("dorado").

    Returns:
        True for the few food names that double as common cooking words.
    """
    return words in _PROSE_HOMONYMS
