"""The ingredients a food of a list stands for: its family in the catalogue.

A food a cook lists stands for the ingredients of its family: those with a name holding the
food's words and of the same category as the ingredient the food names exactly ("chicken":
thighs, breasts, a whole chicken, not chicken stock; "limes": limes and lime juice, not kaffir
lime leaves), so a recipe holds the food whichever cut or form it uses
(`shared.search.food_list`). The catalogue holds both languages' names of one ingredient, so
"limones" and "limes" are the same food.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.ingredients.catalogue import catalogue_by_slug
from shared.search.name_words import word_forms

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.search.food_terms import FoodTerm

__all__ = ["food_family", "term_family"]

_TOKEN: Final = re.compile(r"[^\W_]+")
# Words of how a food was cooked, not of which food it is: leftover roast chicken is chicken
# for any chicken recipe ("pollo deshebrado", "cooked rice").
_STATE_WORDS: Final = frozenset(
    {
        "roast", "roasted", "rotisserie", "cooked", "shredded", "grilled", "fried", "baked",
        "boiled", "pulled", "leftover", "rostizado", "rostizada", "asado", "asada", "cocido",
        "cocida", "deshebrado", "deshebrada", "frito", "frita", "horneado", "horneada",
        "hervido", "hervida", "sobrante",
    }
)  # fmt: skip


def _name_forms(name: str) -> tuple[frozenset[str], ...]:
    return tuple(word_forms(token) for token in _TOKEN.findall(fold(name)))


@functools.cache
def _names() -> tuple[tuple[str, str, tuple[frozenset[str], ...], frozenset[str]], ...]:
    """Every name and alias of the catalogue: (slug, category, the forms of its words, its
    words as written)."""
    rows: list[tuple[str, str, tuple[frozenset[str], ...], frozenset[str]]] = []
    for slug, row in catalogue_by_slug().items():
        for name in (row.name_en, row.name_es, *row.aliases.en, *row.aliases.es):
            forms = _name_forms(name)
            if forms:
                rows.append((slug, row.category, forms, frozenset(_TOKEN.findall(fold(name)))))
    return tuple(rows)


# Seasonings are one kind of food to a cook, dried or in a sauce: chipotle is the dried chile
# and the canned chipotles in adobo.
_KINDS: Final[dict[str, str]] = {"condiment": "seasoning", "herb_spice": "seasoning"}


def _kind(category: str) -> str:
    return _KINDS.get(category, category)


def _holds(name: Sequence[frozenset[str]], words: Sequence[frozenset[str]]) -> bool:
    return all(any(not word.isdisjoint(part) for part in name) for word in words)


@functools.lru_cache(maxsize=1024)
def food_family(spelling: str, typed: str = "") -> tuple[str, ...]:
    """The ingredients (slugs) a food word or phrase stands for in a list.

    A word's plural or gender may make another food's name ("pimientos" is read as
    "pimienta", black pepper; "peppers" as "pepper", black pepper too): when some names hold
    the words as the cook typed them, the food is theirs ("pimientos", "red peppers": the
    bell peppers), one named exactly so first.

    Args:
        spelling: The food as the catalogue spells it (`FoodTerm.ingredient`).
        typed: The food as the query says it (`FoodTerm.words`), folded; none: `spelling`.

    Returns:
        The ingredients named by exactly those words, and those of the same category (a
        seasoning's, whether dried or in a sauce) whose names hold them ("chicken": chicken
        thigh, not chicken stock), sorted.
    """
    words = _name_forms(spelling)
    if not words:
        return ()
    names = _names()
    exact = {
        (slug, category)
        for slug, category, name, _ in names
        if len(name) == len(words) and _holds(name, words)
    }
    said = _TOKEN.findall(fold(typed))
    as_typed = {
        (slug, category)
        for slug, category, _, written in names
        if said and written.issuperset(said)
    }
    named = (exact & as_typed) or _most_said(as_typed) or exact
    kinds = {_kind(category) for _, category in named}
    family = {slug for slug, _ in named}
    family.update(
        slug
        for slug, category, name, _ in names
        if _kind(category) in kinds and _holds(name, words)
    )
    return tuple(sorted(family))


def _most_said(named: set[tuple[str, str]]) -> set[tuple[str, str]]:
    # Of the ingredients whose names say the food as typed, those of the kind most of them
    # are ("peppers": the bell, poblano and jalapeño peppers, not the chipotles in adobo).
    counts: dict[str, int] = {}
    for _, category in named:
        counts[_kind(category)] = counts.get(_kind(category), 0) + 1
    most = max(counts.values(), default=0)
    return {(slug, category) for slug, category in named if counts[_kind(category)] == most}


def term_family(term: FoodTerm) -> tuple[str, ...]:
    """The ingredients (slugs) a food the query names stands for in a list.

    Args:
        term: The food as read from the query (`shared.search.food_terms.named_foods`).

    Returns:
        Its family (`food_family`), with that of its words but those of how it was cooked
        ("pollo deshebrado": the chicken); for a food group or an allergen word that names
        no ingredient, every ingredient of the group; sorted.
    """
    # An allergen word that is also an ingredient's name ("eggs", "leche") is that food in a
    # list, not everything made with it (brioche, mayonnaise).
    spelling = term.ingredient or " ".join(term.words)
    family = food_family(spelling, " ".join(term.words))
    rows = catalogue_by_slug()
    if term.categories or term.allergens:
        # A group's word names the group: "mariscos" is the seafood, not the seasoning whose
        # name says what it is for ("sazonador para mariscos").
        family = tuple(
            slug
            for slug in family
            if rows[slug].category in term.categories
            or set(rows[slug].allergens) & set(term.allergens)
        )
    if family:
        base = [word for word in spelling.split() if word not in _STATE_WORDS]
        if base and len(base) < len(spelling.split()):
            family = tuple(sorted({*family, *food_family(" ".join(base))}))
        return family
    return tuple(
        sorted(
            slug
            for slug, row in rows.items()
            if row.category in term.categories or set(row.allergens) & set(term.allergens)
        )
    )
