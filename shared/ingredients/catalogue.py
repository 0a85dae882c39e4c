"""The ingredient catalogue: one data file for the seed, the offline provider and their tests.

`catalogue.json` beside this module is the single source of ingredient facts (EN/ES names,
aliases, category, allergen groups, USDA food-safety category). `irmixy db seed` loads it into
the database; the offline provider reads its allergens and safety categories from it at run
time, so the two can never disagree. It lives in `shared/` because the Lambda layer ships this
package whole (shared/Makefile) and nothing in `shared/` may read `migrations/` at run time.
"""

from __future__ import annotations

import functools
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = [
    "CATALOGUE_FILE",
    "CatalogueAliases",
    "CatalogueIngredient",
    "IngredientCategory",
    "SafetyCategory",
    "Slug",
    "catalogue_by_slug",
    "read_catalogue",
]

CATALOGUE_FILE: Final = Path(__file__).with_name("catalogue.json")

Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_]*$", max_length=80)]
IngredientCategory = Literal[
    "vegetable", "fruit", "grain", "legume", "dairy", "egg", "poultry", "red_meat", "pork",
    "seafood", "nut_seed", "herb_spice", "oil_fat", "condiment", "sweetener", "baking",
    "beverage", "plant_protein", "other",
]  # fmt: skip
# USDA categories with a minimum internal temperature (seed README); null: nothing to reach.
SafetyCategory = Literal[
    "poultry", "ground_meat", "red_meat", "pork", "seafood", "eggs", "leftovers"
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CatalogueAliases(_Model):
    """Other names per language: plurals, regional names, misspellings (not the name again)."""

    en: list[str] = Field(default_factory=list)
    es: list[str] = Field(default_factory=list)


class CatalogueIngredient(_Model):
    """One catalogue row, as written in `catalogue.json` (see migrations/seed/README.md)."""

    slug: Slug
    name_en: str = Field(min_length=1, max_length=120)
    name_es: str = Field(min_length=1, max_length=120)
    category: IngredientCategory
    safety_category: SafetyCategory | None = None
    allergens: list[Slug] = Field(default_factory=list)
    aliases: CatalogueAliases = Field(default_factory=CatalogueAliases)
    image_url: str | None = None

    def spellings(self, language: Literal["en", "es"]) -> tuple[str, ...]:
        """Every way the row is written in one language: its name, then its aliases."""
        if language == "en":
            return (self.name_en, *self.aliases.en)
        return (self.name_es, *self.aliases.es)


_ROWS: Final = TypeAdapter(list[CatalogueIngredient])


def read_catalogue(path: Path = CATALOGUE_FILE) -> tuple[CatalogueIngredient, ...]:
    """Read and validate a catalogue file.

    Args:
        path: the JSON file (default: the project's catalogue).

    Returns:
        Its rows, in file order.

    Raises:
        pydantic.ValidationError: a row does not fit the schema.
        OSError: the file cannot be read.
    """
    return tuple(_ROWS.validate_json(path.read_bytes()))


@functools.cache
def catalogue_by_slug() -> Mapping[str, CatalogueIngredient]:
    """The project's catalogue by slug, read once per process (on first use, not at import).

    Returns:
        slug -> row.
    """
    return MappingProxyType({row.slug: row for row in read_catalogue()})
