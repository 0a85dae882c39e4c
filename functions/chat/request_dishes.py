"""Whether a card answers the request that started a search: the dish words it named.

"Quicker fish tacos" must still be fish tacos; "something healthy and fast" names no dish, so
any card its filters let through answers it. The words come from the request and the names
of the cards it found, never from a model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import STOPWORDS, stem, word_set, words
from shared.ingredients.generic import GENERIC_INGREDIENT_WORDS

if TYPE_CHECKING:
    from collections.abc import Sequence, Set

    from shared.schemas.recipe import RecipeCard

__all__ = ["dish_stems", "names_dish", "names_hold", "names_request", "same_request"]


# Words that shape a request without naming what to eat ("something healthy and fast").
_SHAPING_WORDS: Final = word_set(
    """
    healthy saludable saludables fast quick quicker rapido rapida rapidos rapidas easy facil
    faciles light ligero ligera simple sencillo sencilla tasty rico rica good bueno buena
    dinner lunch breakfast cena comida desayuno almuerzo tonight today hoy noche idea ideas
    find search show suggest busca muestrame sugiere quiero want like dish dishes plato
    platillo recipes recetas meal meals min mins minute minutes minuto minutos menos less
    """
)


def _dish_words(query: str, shown: Sequence[str]) -> set[str]:
    """The stems of the words of a request that name what its cards are (see `same_request`).

    A food the request names ("mushrooms") always counts; another word counts when a card
    shown for the request was named with it ("tacos"), not when none was ("party").
    """
    said = [
        word
        for word in words(query)
        if word not in STOPWORDS
        and word not in _SHAPING_WORDS
        and word not in GENERIC_INGREDIENT_WORDS
        and not word.isdigit()
    ]
    asked = {stem(word) for word in said}
    if shown:
        named = {stem(word) for name in shown for word in words(name)}
        foods = {stem(word) for word in said if identify(word) is not None}
        asked &= named | foods
    return asked


def names_dish(query: str, shown: Sequence[str] = ()) -> bool:
    """Whether a request names a dish its cards are named after ("fish tacos", not "for a party").

    Args:
        query: The request that started the search.
        shown: The names of the cards it found, when known.

    Returns:
        True when a word of the request, other than how it is asked, is in a card's name.
    """
    return bool(_dish_words(query, shown))


def same_request(query: str, card: RecipeCard, shown: Sequence[str] = ()) -> bool:
    """Whether a card answers the same request: its name or cuisine has the words it named.

    A tighter time limit makes a search relax to partial matches; a quicker card must still
    be the dish asked for ("quicker fish tacos", not any quick dish). A request naming no
    dish ("something healthy and fast") keeps every card its filters let through, and so does
    one whose words none of the cards shown for it is named after: "something for a birthday
    party" found cakes and truffles by their tags, and a quicker dessert answers it as well.
    A card has as many of the words as the card shown that had the most: "chicken and rice"
    showed Latin Chicken and Rice, so Shrimp Fried Rice (rice alone) is no quicker one.

    Args:
        query: The request that started the search.
        card: A card of the tighter search.
        shown: The names of the cards the request found before, when known.

    Returns:
        True when the card shares a named word, or the request names none.
    """
    # The name and cuisine, not the description: "serve with tortillas" is not a taco.
    asked = _dish_words(query, shown)
    if not names_hold(asked, (card.name, card.cuisine)):
        return False
    most = max((len(_held(asked, (name,))) for name in shown), default=0)
    return len(_held(asked, (card.name, card.cuisine))) >= most


def _held(asked: Set[str], names: Sequence[str | None]) -> Set[str]:
    """The stems of `asked` the names have."""
    text = " ".join(name for name in names if name)
    return asked & {stem(word) for word in words(text)}


def names_request(query: str, names: Sequence[str | None], shown: Sequence[str] = ()) -> bool:
    """`same_request` over names: whether one of them has a word the request named.

    Args:
        query: The request that started the search.
        names: A recipe's names (and its cuisine's), in any language.
        shown: The names of the cards the request found before, when known.

    Returns:
        True when a name shares a named word, or the request names none.
    """
    return names_hold(_dish_words(query, shown), names)


def dish_stems(query: str, shown: Sequence[str] = ()) -> frozenset[str]:
    """The stems `same_request` looks for in a card's names (none: every card answers).

    Args:
        query: The request that started the search.
        shown: The names of the cards the request found before, when known.

    Returns:
        The stems of the words that name what the request's cards are.
    """
    return frozenset(_dish_words(query, shown))


def names_hold(asked: Set[str], names: Sequence[str | None]) -> bool:
    """Whether names have one of the stems `dish_stems` read, or it read none.

    Args:
        asked: `dish_stems` of the request.
        names: A recipe's names (and its cuisine's), in any language.

    Returns:
        True when a name has one of them, or there are none.
    """
    if not asked:
        return True
    text = " ".join(name for name in names if name)
    return not asked.isdisjoint(stem(word) for word in words(text))
