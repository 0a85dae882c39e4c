"""`AllergenMap`: which words mean which allergen group, in English and Spanish.

Built from the catalogue: every ingredient name and alias (EN and ES) becomes a term carrying the
ingredient's allergen slugs, and each allergen group's own names ("Peanuts", "Cacahuates") are
terms too, as are the built-in words of `shared.safety.allergen_keywords`. Ingredients with *no*
allergen are indexed as well, on purpose: their longer names ("coconut milk", "cocoa butter")
shield the shorter allergen words inside them (see `shared.safety.matcher`).

A map that could not be loaded, or loaded empty, is *unverified*; detection with it never says
"no allergens" (fail closed).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

from shared.safety.allergen_keywords import FALLBACK_ALLERGEN_GROUPS, FALLBACK_ALLERGEN_TERMS
from shared.safety.cache import TtlCache
from shared.safety.catalogue import fetch_catalogue_snapshot
from shared.safety.matcher import TermMatcher
from shared.safety.text import fold

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.db import Conn
    from shared.safety.catalogue import CatalogueSnapshot, IngredientRow
    from shared.schemas import Language

__all__ = [
    "ALLERGEN_MAP_CACHE",
    "AllergenGroup",
    "AllergenMap",
    "AllergenTerm",
    "load_allergen_map",
]


@dataclass(frozen=True, kw_only=True)
class AllergenGroup:
    """An allergen group with its display names (e.g. peanut, "Peanuts", "Cacahuates")."""

    slug: str
    name_en: str
    name_es: str

    def name(self, language: Language) -> str:
        """The display name in `language`, lower-cased for use inside a sentence."""
        return (self.name_en if language == "en" else self.name_es).lower()


@dataclass(frozen=True, kw_only=True)
class AllergenTerm:
    """What one folded term means: its allergen groups, languages and source ingredient."""

    term: str
    allergens: frozenset[str]
    languages: frozenset[Language]
    # The ingredient slug, or None for an allergen group's own name.
    ingredient: str | None = None


@dataclass(frozen=True, kw_only=True)
class AllergenMap:
    """Immutable allergen lookup. Build with `from_snapshot`, or `unavailable()` to fail closed.

    Attributes:
        groups: Allergen groups by slug.
        terms: Allergen slug → every folded term (EN and ES) that signals it.
        ingredient_terms: Ingredient slug → its folded terms (to expand a free-text allergy
            such as "fresas" to "strawberry", "strawberries", ...).
        matcher: Every term, allergen-bearing or not, for longest-match detection.
        verified: False when the catalogue could not be read or was empty.
    """

    groups: Mapping[str, AllergenGroup]
    terms: Mapping[str, frozenset[str]]
    ingredient_terms: Mapping[str, frozenset[str]]
    matcher: TermMatcher[AllergenTerm] = field(repr=False)
    verified: bool

    @classmethod
    def unavailable(cls) -> AllergenMap:
        """The built-in words only, unverified: what callers get when the catalogue is unreadable.

        Detection with it can still name what it sees, but never says "no allergens".
        """
        return cls._build(groups={}, ingredients=(), verified=False)

    @classmethod
    def from_snapshot(cls, snapshot: CatalogueSnapshot) -> AllergenMap:
        """Index a catalogue snapshot (plus the built-in words of `allergen_keywords`).

        Args:
            snapshot: Allergen groups and ingredients as read by `fetch_catalogue_snapshot`.

        Returns:
            The map; unverified when there are no allergen groups or no ingredients.
        """
        groups = {
            row.slug: AllergenGroup(slug=row.slug, name_en=row.name_en, name_es=row.name_es)
            for row in snapshot.allergens
        }
        return cls._build(
            groups=groups,
            ingredients=snapshot.ingredients,
            verified=bool(groups) and bool(snapshot.ingredients),
        )

    @classmethod
    def _build(
        cls,
        *,
        groups: dict[str, AllergenGroup],
        ingredients: tuple[IngredientRow, ...],
        verified: bool,
    ) -> AllergenMap:
        if not groups:
            groups = {
                slug: AllergenGroup(slug=slug, name_en=name_en, name_es=name_es)
                for slug, (name_en, name_es) in FALLBACK_ALLERGEN_GROUPS.items()
            }
        entries = [
            *_ingredient_terms(ingredients, groups),
            *_group_terms(groups),
            *_fallback_terms(groups),
        ]
        by_allergen: defaultdict[str, set[str]] = defaultdict(set)
        by_ingredient: defaultdict[str, set[str]] = defaultdict(set)
        for entry in entries:
            for slug in entry.allergens:
                by_allergen[slug].add(entry.term)
            if entry.ingredient is not None:
                by_ingredient[entry.ingredient].add(entry.term)
        return cls(
            groups=MappingProxyType(groups),
            terms=MappingProxyType({k: frozenset(v) for k, v in by_allergen.items()}),
            ingredient_terms=MappingProxyType({k: frozenset(v) for k, v in by_ingredient.items()}),
            matcher=TermMatcher((entry.term, entry) for entry in entries),
            verified=verified,
        )

    def terms_for(self, allergen: str) -> frozenset[str]:
        """Every folded term that signals `allergen` (empty for an unknown slug)."""
        return self.terms.get(allergen, frozenset())


def _ingredient_terms(
    ingredients: tuple[IngredientRow, ...], groups: Mapping[str, AllergenGroup]
) -> list[AllergenTerm]:
    # (term, ingredient) → languages: one entry per pair keeps the payloads few.
    languages: defaultdict[tuple[str, str], set[Language]] = defaultdict(set)
    allergens_of: dict[str, frozenset[str]] = {}
    for ingredient in ingredients:
        allergens_of[ingredient.slug] = frozenset(
            slug for slug in ingredient.allergens if slug in groups
        )
        names: list[tuple[str, Language]] = [
            (ingredient.name_en, "en"),
            (ingredient.name_es, "es"),
            *((alias.alias, alias.language) for alias in ingredient.aliases),
        ]
        for text, language in names:
            if term := fold(text):
                languages[term, ingredient.slug].add(language)
    return [
        AllergenTerm(
            term=term,
            allergens=allergens_of[ingredient],
            languages=frozenset(langs),
            ingredient=ingredient,
        )
        for (term, ingredient), langs in languages.items()
    ]


def _group_terms(groups: Mapping[str, AllergenGroup]) -> list[AllergenTerm]:
    # The groups' own names ("Peanuts", "Mariscos") are words that signal them.
    entries: list[AllergenTerm] = []
    for group in groups.values():
        names: tuple[tuple[str, Language], ...] = ((group.name_en, "en"), (group.name_es, "es"))
        for text, language in names:
            if term := fold(text):
                entries.append(
                    AllergenTerm(
                        term=term,
                        allergens=frozenset({group.slug}),
                        languages=frozenset({language}),
                    )
                )
    return entries


def _fallback_terms(groups: Mapping[str, AllergenGroup]) -> list[AllergenTerm]:
    entries: list[AllergenTerm] = []
    for keywords in FALLBACK_ALLERGEN_TERMS:
        allergens = frozenset(slug for slug in keywords.allergens if slug in groups)
        by_language: tuple[tuple[tuple[str, ...], Language], ...] = (
            (keywords.en, "en"),
            (keywords.es, "es"),
        )
        for terms, language in by_language:
            entries.extend(
                AllergenTerm(term=fold(term), allergens=allergens, languages=frozenset({language}))
                for term in terms
            )
    return entries


async def load_allergen_map(conn: Conn) -> AllergenMap:
    """Load the allergen map in one query; never raises for database trouble.

    Args:
        conn: A connection from any `Database` scope.

    Returns:
        The map, or `AllergenMap.unavailable()` (unverified) when the catalogue could not be
        read or holds no allergen groups or ingredients.
    """
    snapshot = await fetch_catalogue_snapshot(conn)
    if snapshot is None:
        return AllergenMap.unavailable()
    return AllergenMap.from_snapshot(snapshot)


# The process-level cache: a warm Lambda loads the map once per TTL.
ALLERGEN_MAP_CACHE: TtlCache[AllergenMap] = TtlCache(
    load_allergen_map, usable=lambda allergen_map: allergen_map.verified
)
