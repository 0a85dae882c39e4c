"""The substitute catalogue: curated swaps over the ingredient catalogue, cached per process.

Two reads: the catalogue snapshot the safety checks use (ingredients with aliases and allergen
slugs) and the `ingredient_substitutes` rows (migration 0025). Whether a swap suits a cook is
decided from the substitute's own catalogue data when it is offered (`suggest`), so the rows only
say "B can stand in for A" and how.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

import psycopg
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from shared.safety.cache import TtlCache
from shared.safety.catalogue import fetch_catalogue_snapshot
from shared.safety.loading import SafetyCatalogue
from shared.safety.matcher import TermMatcher

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from shared.db import Conn
    from shared.safety.catalogue import CatalogueSnapshot
    from shared.schemas import Language

__all__ = [
    "SUBSTITUTE_CATALOGUE_CACHE",
    "CatalogueIngredient",
    "SubstituteCatalogue",
    "Swap",
    "SwapRow",
    "load_substitute_catalogue",
]

logger = logging.getLogger(__name__)

_SWAPS_SQL: Final = """
select i.slug as ingredient, s.slug as substitute, x.note_en, x.note_es
from public.ingredient_substitutes x
join public.ingredients i on i.id = x.ingredient_id
join public.ingredients s on s.id = x.substitute_id
order by i.slug, x.rank, s.slug
"""


class SwapRow(BaseModel):
    """One `ingredient_substitutes` row, by slug."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    ingredient: str = Field(min_length=1, max_length=80)
    substitute: str = Field(min_length=1, max_length=80)
    note_en: str = Field(min_length=1, max_length=200)
    note_es: str = Field(min_length=1, max_length=200)


@dataclass(frozen=True, kw_only=True)
class CatalogueIngredient:
    """What a swap needs to know of an ingredient: its names, group and allergens."""

    slug: str
    name_en: str
    name_es: str
    category: str
    allergens: frozenset[str]

    def name(self, language: Language) -> str:
        """The ingredient's name in `language`."""
        return self.name_en if language == "en" else self.name_es


@dataclass(frozen=True, kw_only=True)
class Swap:
    """One curated alternative: the substitute's slug and how to use it, per language."""

    substitute: str
    note_en: str
    note_es: str

    def note(self, language: Language) -> str:
        """The note in `language`."""
        return self.note_en if language == "en" else self.note_es


@dataclass(frozen=True, kw_only=True)
class SubstituteCatalogue:
    """Ingredients by slug, their swaps in offering order, and the safety maps to vet them.

    Attributes:
        ingredients: Every catalogue ingredient by slug.
        swaps: The curated alternatives of each ingredient that has any, best first.
        safety: The allergen and diet maps built from the same snapshot (fail closed when
            unverified: no alternative is offered).
    """

    ingredients: Mapping[str, CatalogueIngredient]
    swaps: Mapping[str, tuple[Swap, ...]]
    safety: SafetyCatalogue
    names: TermMatcher[str] = field(repr=False)

    @property
    def verified(self) -> bool:
        """Whether the catalogue was read (an unread one offers nothing)."""
        return self.safety.verified and bool(self.ingredients)

    @classmethod
    def unavailable(cls) -> SubstituteCatalogue:
        """The catalogue when the database cannot be read: nothing to offer."""
        return cls(
            ingredients={}, swaps={}, safety=SafetyCatalogue.unavailable(), names=TermMatcher(())
        )

    @classmethod
    def build(cls, snapshot: CatalogueSnapshot, rows: Iterable[SwapRow]) -> SubstituteCatalogue:
        """Index a snapshot and the swap rows."""
        ingredients = {
            row.slug: CatalogueIngredient(
                slug=row.slug,
                name_en=row.name_en,
                name_es=row.name_es,
                category=row.category,
                allergens=frozenset(row.allergens),
            )
            for row in snapshot.ingredients
        }
        swaps: dict[str, list[Swap]] = {}
        for row in rows:
            if row.ingredient in ingredients and row.substitute in ingredients:
                swaps.setdefault(row.ingredient, []).append(
                    Swap(substitute=row.substitute, note_en=row.note_en, note_es=row.note_es)
                )
        # Names and aliases in both languages, so "mantequilla" and "unsalted butter" resolve.
        names = TermMatcher(
            (text, row.slug)
            for row in snapshot.ingredients
            for text in (row.name_en, row.name_es, *(alias.alias for alias in row.aliases))
        )
        return cls(
            ingredients=ingredients,
            swaps={slug: tuple(options) for slug, options in swaps.items()},
            safety=SafetyCatalogue.from_snapshot(snapshot),
            names=names,
        )

    def resolve(self, text: str) -> CatalogueIngredient | None:
        """The catalogue ingredient `text` names: the whole text first, else its longest name.

        Args:
            text: An ingredient line or name, any language ("2 tbsp unsalted butter").

        Returns:
            The ingredient, or None when no name of the catalogue is in the text.
        """
        whole = self.names.whole(text)
        if whole:
            return self.ingredients.get(whole[0])
        matches = self.names.find_text(text)
        if not matches:
            return None
        longest = max(matches, key=lambda match: len(match.tokens))
        return self.ingredients.get(longest.payloads[0])


async def load_substitute_catalogue(conn: Conn) -> SubstituteCatalogue:
    """Read the snapshot and the swaps; never raises for database trouble.

    Args:
        conn: A connection from any `Database` scope (the tables are readable by all roles).

    Returns:
        The catalogue, or `SubstituteCatalogue.unavailable()` when it cannot be read.
    """
    snapshot = await fetch_catalogue_snapshot(conn)
    if snapshot is None:
        return SubstituteCatalogue.unavailable()
    try:
        async with conn.transaction():
            cursor = await conn.execute(_SWAPS_SQL)
            rows = [SwapRow.model_validate(row) for row in await cursor.fetchall()]
    except (psycopg.Error, ValidationError) as exc:
        logger.warning("substitute catalogue unreadable", extra={"error": type(exc).__name__})
        return SubstituteCatalogue.unavailable()
    return SubstituteCatalogue.build(snapshot, rows)


# One load per TTL per warm container; an unreadable catalogue is retried on the next call.
SUBSTITUTE_CATALOGUE_CACHE: TtlCache[SubstituteCatalogue] = TtlCache(
    load_substitute_catalogue, usable=lambda catalogue: catalogue.verified
)
