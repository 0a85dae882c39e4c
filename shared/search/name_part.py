"""Which words of a query may name its dish, and which only qualify it.

A dish is named first and qualified after: by a complement ("sushi rolls | with salmon"), a
likeness ("butter tarts | like in Ontario", "tortas ahogadas | como en Guadalajara") or a
purpose ("capirotada | para cuaresma", "beef wellington | for Christmas day"). The qualifier's
words say how, where or when the dish is eaten, not which dish it is, so whether the catalogue
holds the dish (`shared.search.coverage`, `shared.search.ranking.lacks_subject`) and whether
it holds it only outside the diet (`shared.search.outside_diet`) are judged on the name part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.search.dish_kinds import plain_stem
from shared.search.dish_phrase import REQUEST_WORDS, is_ingredient_word
from shared.search.query_text import FILLER_WORDS
from shared.search.subject import is_everyday, is_facet

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

__all__ = [
    "asks_for_complement",
    "dish_before_complement",
    "in_name",
    "is_subject_word",
    "name_part",
]

# Words under this length are mostly grammar ("de", "y", "and") or units.
_MIN_LETTERS: Final = 3
_COMPLEMENT_WORDS: Final = frozenset({"with", "con"})
# A likeness or a purpose: what follows says how or when the dish before is eaten.
_QUALIFIER_WORDS: Final = frozenset({"like", "como", "for", "para", "pa"})
_CUTS: Final = _COMPLEMENT_WORDS | _QUALIFIER_WORDS
# The words that stand for what a request asks for when it names no dish.
_ASKED: Final = frozenset({"something", "anything", "algo"})
# Words of manner, not of matter: "fideos estilo tailandés" are Thai noodles.
_MANNER_WORDS: Final = frozenset({"style", "estilo", "tipo"})
# Words that frame a request in either language ("would like", "algo como", "recipe for").
_FRAME_WORDS: Final = REQUEST_WORDS | FILLER_WORDS["en"] | FILLER_WORDS["es"]


def is_subject_word(word: str) -> bool:
    """Whether a word may be part of a dish's name: no number, no grammar, no facet or manner."""
    return (
        not word.isdigit()
        and len(word) >= _MIN_LETTERS
        and not is_facet(word)
        and plain_stem(word) not in _MANNER_WORDS
    )


def _names_something(word: str) -> bool:
    return is_subject_word(word) and not is_everyday(word) and word not in _FRAME_WORDS


def name_part(words: Sequence[str]) -> Sequence[str]:
    """The words before a complement, a likeness or a purpose, when they name a dish.

    One word before "con" is no dish of its own: "arroz con pollo", "chili con carne" are
    names whole. Three or more are a description ("green chicken enchiladas with tomatillo
    sauce") that a recipe may word otherwise, and the whole stays (too long to be tested).
    Before "like", "como", "for" or "para" any word that is no talk names the dish
    ("capirotada para cuaresma"); "would like", "algo como" and "what can I cook for" name
    none, and the whole stays. Nor does anything before the "something" / "algo" a request
    asks for: that is the occasion ("oye, para la posada quiero algo calientito").

    Args:
        words: The words of the query as asked, lower-cased (search filler drops "with" /
            "con", "like", "for").
    """
    for index, word in enumerate(words):
        if word in _CUTS and _ASKED.intersection(words[index:]):
            # What is asked for comes after: the words before say when or with whom
            # ("tarde de juegos con los primos, algo para picar"), not which dish.
            break
        if word in _COMPLEMENT_WORDS:
            if sum(1 for w in words[:index] if is_subject_word(w)) == 2:
                return words[:index]
            break
        if word in _QUALIFIER_WORDS:
            if any(_names_something(w) for w in words[:index]):
                return words[:index]
            break
    return words


def dish_before_complement(words: Sequence[str]) -> Sequence[str]:
    """The words before "with" / "con" when the one word among them that names anything is a
    dish, not a food; else empty.

    "vegan pozole with mushrooms", "enchiladas sin gluten con flor de calabaza": what follows
    is what the dish is made with to fit, and the dish is still the pozole or the enchiladas.
    "arroz con pollo", "chili con carne" begin with a food and are names whole, and "something
    with beans" names nothing before it. Which dish "cake with carrots" is depends on the
    carrots, so whether the catalogue holds a dish reads the whole (`name_part`); whether it
    holds it only outside the cook's diet reads the dish before its complement
    (`shared.search.outside_diet`).

    Args:
        words: The words of the query as asked, lower-cased.
    """
    for index, word in enumerate(words):
        if word in _CUTS:
            before = words[:index]
            named = [w for w in before if _names_something(w)]
            if word in _COMPLEMENT_WORDS and len(named) == 1 and not is_ingredient_word(named[0]):
                return before
            break
    return ()


def in_name(tokens: Sequence[str], name: Sequence[str]) -> list[str]:
    """The matched words inside a name part, without the talk around it ("how do I make").

    Args:
        tokens: The words of the query as matched.
        name: Its name part (`name_part`).
    """
    return [word for word in tokens if word in name and word not in _FRAME_WORDS]


def asks_for_complement(as_asked: Sequence[str], tokens: Collection[str]) -> bool:
    """Whether nothing before "with" / "con" names a dish: "cena con muchas verduras".

    A meal, "something" or "recetas" before the complement ask for what follows it, as a list
    of ingredients does; a dish name comes first ("arroz con pollo", "sushi rolls with salmon").

    Args:
        as_asked: The query's words as the user wrote them.
        tokens: The words of the query as matched (search filler gone).
    """
    for index, word in enumerate(as_asked):
        if word in _COMPLEMENT_WORDS:
            before = as_asked[:index]
            return not any(
                w in tokens and is_subject_word(w) and not is_everyday(w) for w in before
            )
    return False
