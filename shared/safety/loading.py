"""Everything `check_generated_recipe` needs from the database, in one query, cached per process.

The allergen map, the diet map and the food-safety rules are three views of one catalogue
snapshot (`fetch_catalogue_snapshot`), so a request that checks a recipe pays one round trip on a
cold container and none while the cache is fresh.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.safety.allergen_map import AllergenMap
from shared.safety.cache import TtlCache
from shared.safety.catalogue import fetch_catalogue_snapshot
from shared.safety.dietary import DietMap
from shared.safety.food_safety_rules import FoodSafetyRules

if TYPE_CHECKING:
    from shared.db import Conn
    from shared.safety.catalogue import CatalogueSnapshot

__all__ = ["SAFETY_CATALOGUE_CACHE", "SafetyCatalogue", "load_safety_catalogue"]


@dataclass(frozen=True, kw_only=True)
class SafetyCatalogue:
    """The three maps the safety checks run on."""

    allergen_map: AllergenMap
    diet_map: DietMap
    safety_rules: FoodSafetyRules

    @property
    def verified(self) -> bool:
        """Whether the allergen map (the hard gate) came from a readable catalogue."""
        return self.allergen_map.verified

    @classmethod
    def unavailable(cls) -> SafetyCatalogue:
        """Built-in words and rules only; the allergen map is unverified (fail closed)."""
        return cls(
            allergen_map=AllergenMap.unavailable(),
            diet_map=DietMap.fallback_only(),
            safety_rules=FoodSafetyRules.defaults(),
        )

    @classmethod
    def from_snapshot(cls, snapshot: CatalogueSnapshot) -> SafetyCatalogue:
        """Build all three maps from one snapshot."""
        return cls(
            allergen_map=AllergenMap.from_snapshot(snapshot),
            diet_map=DietMap.from_snapshot(snapshot),
            safety_rules=FoodSafetyRules.from_snapshot(snapshot),
        )


async def load_safety_catalogue(conn: Conn) -> SafetyCatalogue:
    """Load the three maps in one query; never raises for database trouble.

    Args:
        conn: A connection from any `Database` scope.

    Returns:
        The catalogue, or `SafetyCatalogue.unavailable()` when it cannot be read.
    """
    snapshot = await fetch_catalogue_snapshot(conn)
    if snapshot is None:
        return SafetyCatalogue.unavailable()
    return SafetyCatalogue.from_snapshot(snapshot)


# The process-level cache the functions use: `await SAFETY_CATALOGUE_CACHE.get(conn)`.
SAFETY_CATALOGUE_CACHE: TtlCache[SafetyCatalogue] = TtlCache(
    load_safety_catalogue, usable=lambda catalogue: catalogue.verified
)
