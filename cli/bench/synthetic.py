"""Synthetic recipes for the search benchmark: realistic variants of the seed catalogue.

Each variant starts from a seed recipe (its base) and borrows from a donor of the same cuisine:
one or two of the base's ingredients are swapped for the donor's, one donor tag is added, the
name gets a bilingual variation ("Weeknight Chicken Tinga" / "Tinga de Pollo para entre
semana", "… with chorizo" / "… con chorizo"), times move a little. Diets are only those both
recipes have, so a variant never claims a diet one of its ingredients breaks. The same count
and seed always give the same recipes, so benchmark corpora are reproducible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cli.database.seed import stable_id

if TYPE_CHECKING:
    import uuid
    from collections.abc import Sequence

    from cli.database.seed import Recipe, RecipeIngredient, SeedCatalogue, TagName

__all__ = ["SYNTHETIC_SLUG_PREFIX", "SyntheticRecipe", "generate_variants"]

SYNTHETIC_SLUG_PREFIX = "syn_"
DEFAULT_SEED = 20_240_601
_MAX_TAGS = 6
_MIN_TIME, _MAX_TIME = 5, 240

# (English, Spanish) name patterns; {en}/{es} the base name, {ing_en}/{ing_es} a donor ingredient.
# Spanish phrasings avoid gendered adjectives, which would need the noun's gender.
_NAME_PATTERNS: tuple[tuple[str, str], ...] = (
    ("{en} with {ing_en}", "{es} con {ing_es}"),
    ("Weeknight {en}", "{es} para entre semana"),
    ("Spicy {en}", "{es} picante"),
    ("Homestyle {en}", "{es} estilo casero"),
    ("Grandma's {en}", "{es} de la abuela"),
    ("{en} for Two", "{es} para dos"),
    ("Sunday {en}", "{es} de domingo"),
    ("Family-Size {en}", "{es} para toda la familia"),
    ("{en} with Extra {ing_en}", "{es} con extra de {ing_es}"),
    ("Easy {en}", "{es} fácil"),
)


@dataclass(frozen=True, kw_only=True)
class SyntheticRecipe:
    """One generated, published recipe (ingredients, tags and diets by seed slug)."""

    id: uuid.UUID
    slug: str
    base_slug: str
    name_en: str
    name_es: str
    description_en: str
    description_es: str
    cuisine: str
    meal_types: tuple[str, ...]
    difficulty: str
    prep_time_minutes: int
    total_time_minutes: int
    portions: int
    ingredients: tuple[RecipeIngredient, ...]
    tags: tuple[TagName, ...]
    diets: tuple[str, ...]


def generate_variants(
    catalogue: SeedCatalogue, count: int, *, seed: int = DEFAULT_SEED
) -> list[SyntheticRecipe]:
    """Generate `count` variants of the catalogue's published recipes.

    Args:
        catalogue: the validated seed catalogue.
        count: how many recipes to make (0 or more).
        seed: the random seed (same seed and count, same recipes).

    Returns:
        The recipes, slugs `syn_<n>_<base slug>`, ids stable per slug.

    Raises:
        ValueError: `count` is negative or the catalogue has fewer than two recipes.
    """
    if count < 0:
        raise ValueError("count must not be negative")
    recipes = [recipe for recipe in catalogue.recipes if recipe.is_published]
    if len(recipes) < 2:
        raise ValueError("the catalogue needs at least two published recipes")
    names = {row.slug: (row.name_en, row.name_es) for row in catalogue.ingredients}
    by_cuisine: dict[str, list[Recipe]] = {}
    for recipe in recipes:
        by_cuisine.setdefault(recipe.cuisine, []).append(recipe)
    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    variants: list[SyntheticRecipe] = []
    for number in range(count):
        base = recipes[number % len(recipes)]
        peers = [r for r in by_cuisine[base.cuisine] if r.slug != base.slug] or [
            r for r in recipes if r.slug != base.slug
        ]
        donor = rng.choice(peers)
        variants.append(_variant(number, base, donor, names, rng))
    return variants


def _variant(
    number: int,
    base: Recipe,
    donor: Recipe,
    names: dict[str, tuple[str, str]],
    rng: random.Random,
) -> SyntheticRecipe:
    ingredients, added = _recombine(base.ingredients, donor.ingredients, rng)
    ing_en, ing_es = names.get(added, (added.replace("_", " "), added.replace("_", " ")))
    pattern_en, pattern_es = rng.choice(_NAME_PATTERNS)
    values = {"en": base.name_en, "es": base.name_es, "ing_en": ing_en, "ing_es": ing_es}
    total = min(_MAX_TIME, max(_MIN_TIME, base.total_time_minutes + rng.randint(-10, 15)))
    prep = min(base.prep_time_minutes, total)
    slug = f"{SYNTHETIC_SLUG_PREFIX}{number:05d}_{base.slug}"
    return SyntheticRecipe(
        id=stable_id("synthetic_recipe", slug),
        slug=slug,
        base_slug=base.slug,
        name_en=pattern_en.format(**values)[:200],
        name_es=pattern_es.format(**values)[:200],
        description_en=f"{base.description_en} A variation with {ing_en}.",
        description_es=f"{base.description_es} Una variación con {ing_es}.",
        cuisine=base.cuisine,
        meal_types=tuple(base.meal_types),
        difficulty=base.difficulty,
        prep_time_minutes=prep,
        total_time_minutes=total,
        portions=base.portions,
        ingredients=ingredients,
        tags=_tags(base.tags, donor.tags, rng),
        diets=tuple(diet for diet in base.diets if diet in donor.diets),
    )


def _recombine(
    base: Sequence[RecipeIngredient], donor: Sequence[RecipeIngredient], rng: random.Random
) -> tuple[tuple[RecipeIngredient, ...], str]:
    # Swap one or two of the base's ingredients for donor ones it lacks; with nothing new to
    # borrow, the variant keeps the base's list and is named after one of its ingredients.
    present = {item.ingredient for item in base}
    fresh = [item for item in donor if item.ingredient not in present]
    items = list(base)
    if not fresh:
        return tuple(items), rng.choice(items).ingredient
    borrowed = rng.sample(fresh, k=min(len(fresh), rng.randint(1, 2)))
    for item in borrowed:
        if len(items) > 2 and rng.random() < 0.5:
            items[rng.randrange(len(items))] = item
        else:
            items.append(item)
    unique: dict[str, RecipeIngredient] = {}
    for item in items:
        unique.setdefault(item.ingredient, item)
    named = next((b.ingredient for b in borrowed if b.ingredient in unique), items[0].ingredient)
    return tuple(unique.values()), named


def _tags(
    base: Sequence[TagName], donor: Sequence[TagName], rng: random.Random
) -> tuple[TagName, ...]:
    tags = {tag.slug: tag for tag in base}
    extra = [tag for tag in donor if tag.slug not in tags]
    if extra and len(tags) < _MAX_TAGS:
        chosen = rng.choice(extra)
        tags[chosen.slug] = chosen
    return tuple(tags.values())
