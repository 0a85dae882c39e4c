"""`build_template_recipe`: a sensible recipe from a brief, without a model.

The brief's ingredients are identified, anything carrying an allergen or allergy the user has is
dropped (and named in the description), and one of five templates (skillet, soup, salad, bake,
dessert) is planned from the ingredient kinds, the notes and the time limit. The template adds
only pantry items the restrictions allow. With a base recipe and a modification, the
modification is applied to the base recipe instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.articles import spanish_articles
from shared.ai.offline.catalogue_kinds import known_ingredient
from shared.ai.offline.catalogue_names import food_named_in
from shared.ai.offline.counted_names import CUT_KINDS, recounted_name
from shared.ai.offline.dessert_plan import THICKENERS, said_dessert
from shared.ai.offline.ingredients import identify
from shared.ai.offline.leftovers import is_cooked
from shared.ai.offline.naming import (
    DISH_TAG,
    TEMPLATE_TAG,
    asked_dish_name,
    describe,
    recipe_name,
    said_diets,
    version_of,
)
from shared.ai.offline.normalize import fold
from shared.ai.offline.planner import SOUP_BASES, fallback_vegetables, make_plan
from shared.ai.offline.quantities import Amount, amount_for
from shared.ai.offline.recipe_parts import to_ingredient, to_steps
from shared.ai.offline.restrictions import Restrictions
from shared.ai.offline.stated_amounts import stated_ingredient
from shared.ai.offline.steps import build_steps
from shared.ai.offline.template_kind import Item, choose_kind
from shared.ai.offline.versions import Swap, describe_swaps, fit_item, version_name
from shared.schemas.recipe import GeneratedRecipe

if TYPE_CHECKING:
    from shared.ai.offline.ingredients import Ingredient
    from shared.schemas.brief import RecipeBrief
    from shared.schemas.response import Language

__all__ = ["DEFAULT_SERVINGS", "build_template_recipe"]

DEFAULT_SERVINGS = 4
# Kinds that season, finish or sweeten a dish without being one: a brief of only these
# ("something with peanuts") gets everyday vegetables to carry them, not a dish named "Skillet".
_NOT_A_DISH = frozenset(
    {"spice", "herb", "oil_fat", "condiment", "nut_seed", "dairy", "sweetener", "baking"}
)


# A template cooks in a spoonful or two of oil: more than this is a catalogue dish's frying oil.
_SAUTE_OIL_ML: Final = 120.0
_SAUTE_OIL_CUPS: Final = 0.5


def _frying_oil(info: Ingredient | None, amount: Amount) -> bool:
    """Whether a stated amount of a fat is one to deep-fry in, not to cook in a pan.

    The templates sauté (or roast) in their oil, so a version of beer-battered fish tacos that
    kept the dish's 750 ml of oil heated it in a skillet: a deep-fry no step tells how to do.
    """
    if info is None or info.kind != "oil_fat" or amount.quantity is None:
        return False
    if amount.unit == "ml":
        return amount.quantity > _SAUTE_OIL_ML
    return amount.unit in ("cup", "cups", "taza", "tazas") and amount.quantity >= _SAUTE_OIL_CUPS


def _swap_amount(new: Ingredient, said: Amount | None, brief: RecipeBrief) -> Amount | None:
    """How much of what stands in for a food the dish uses, or None to size it by servings.

    What stands in takes the food's place: as much of it ("400 g shrimp", 400 g tofu). A count
    is of the food itself (5 eggs are no "5 firm tofus"), and what sets a cream in place of
    eggs or gelatin is measured for the cream: half a tablespoon of starch a serving.
    """
    if new.slug in THICKENERS:
        servings = brief.servings or DEFAULT_SERVINGS
        unit = "cda" if brief.language == "es" else "tbsp"
        return Amount(quantity=float(max(1, -(-servings // 2))), unit=unit)
    return said if said is not None and said.unit else None


def build_template_recipe(brief: RecipeBrief) -> GeneratedRecipe:
    """A template recipe for a brief (or the brief's base recipe, modified).

    Args:
        brief: what to make: ingredients, language, restrictions, time, servings, Thermomix.

    Returns:
        A valid `GeneratedRecipe` with `is_template=True`, marked as a template in its
        description, free of the brief's allergens, allergies and dislikes.
    """
    if brief.base_recipe is not None and brief.modification:
        from shared.ai.offline.modify import apply_modification

        return apply_modification(brief.base_recipe, brief.modification, brief=brief)
    asked_diets = said_diets(brief.notes)
    rules = Restrictions.from_brief(brief, extra_diets=asked_diets)
    language = brief.language
    items: list[Item] = []
    omitted: list[str] = []
    seen: set[str] = set()
    # A version of a catalogue dish lists the dish's ingredients, not the cook's choice: they
    # follow the diet too, and what is ruled out is swapped rather than only left out.
    version = version_of(brief.notes)
    swaps: list[Swap] = []
    # What the cook said she has ("two eggs") is what the recipe uses, not a serving's share.
    stated: dict[str, Amount] = {}
    dessert = said_dessert(brief)
    for raw in brief.ingredients:
        said = stated_ingredient(raw, language=language)
        name = " ".join(said.name.split()).lower()
        info = identify(name)
        marker = info.slug if info else fold(name)
        if said.amount is not None and not _frying_oil(info, said.amount):
            stated.setdefault(marker, said.amount)
        if not name or marker in seen:
            continue
        seen.add(marker)
        # A diet said for this recipe ("a vegan version of fish tacos") swaps what it rules
        # out, as a version does: the cook asked for the dish, made her way.
        if (version or asked_diets) and (
            swap := fit_item(info, name, rules, dessert=dessert)
        ) is not None:
            swaps.append(swap)
            if swap.new is not None and (taken := _swap_amount(swap.new, said.amount, brief)):
                stated.setdefault(swap.new.slug, taken)
            if swap.new is not None and swap.new.slug not in seen:
                seen.add(swap.new.slug)
                items.append(Item(name=swap.new.name(language), info=swap.new))
        elif rules.is_unsafe(name, info):
            omitted.append(name)
        else:
            as_named = food_named_in(name, language, info)
            items.append(Item(name=_in_its_count(as_named, said.amount, info, language), info=info))
    # A dessert is made of what sweetens and sets it: no vegetables carry it.
    if not dessert and all(item.kind in _NOT_A_DISH for item in items):
        items.extend(fallback_vegetables(rules, language))
    kind = choose_kind(brief, items)
    # A version lists the dish's own ingredients: the template adds none of its seasonings.
    plan, lines = make_plan(brief, kind, items, rules, complete=bool(version))
    servings = brief.servings or DEFAULT_SERVINGS
    ingredients = [
        to_ingredient(
            item.name,
            # A version's soup is measured the soup's way for its servings and time: the
            # dish's own water (4 l for a pozole simmered three hours) would drown a quick one.
            (
                None
                if version and kind == "soup" and item.slug in SOUP_BASES
                else stated.get(item.slug or fold(item.name))
            )
            or amount_for(
                # A food only the catalogue knows is measured as its kind is: vanilla is a
                # spoon of a baking flavour, never the 400 g an unknown vegetable would be.
                item.info or known_ingredient(item.name),
                servings=servings,
                system=brief.measurement_system,
                language=language,
                main_protein=item.kind == "egg" and plan.protein_kind == "egg",
                cooked=is_cooked(item.name),
            ),
            language,
            kind=item.info.kind if item.info else None,
        )
        for item in lines
    ]
    if not ingredients:
        # Every pantry item was excluded too: water is the one thing nobody avoids.
        water = identify("water")
        ingredients = [
            to_ingredient(
                "agua" if language == "es" else "water",
                amount_for(
                    water, servings=servings, system=brief.measurement_system, language=language
                ),
                language,
            )
        ]
    named = [name for name in (plan.protein, *plan.vegetables, *plan.leafy, plan.starch) if name]
    tags = [
        TEMPLATE_TAG,
        kind,
        *([brief.cuisine] if brief.cuisine else []),
        *brief.diet_types,
        *asked_diets,
    ]
    used = [item.slug for item in lines if item.slug]
    dish = asked_dish_name(brief.notes, used, language=language)
    tags.extend([DISH_TAG] if dish is not None and not version else [])
    if version and swaps:
        dish = version_name(version, swaps, language)
    return GeneratedRecipe(
        suggested_name=dish or recipe_name(kind, named, cuisine=brief.cuisine, language=language),
        description=describe(kind, language=language, omitted=omitted)
        + describe_swaps(swaps, language),
        language=language,
        measurement_system=brief.measurement_system,
        total_time=plan.minutes["total"],
        prep_time=plan.minutes["prep"],
        difficulty=brief.difficulty or "easy",
        portions=servings,
        cuisine=brief.cuisine,
        ingredients=ingredients,
        steps=spanish_articles(
            to_steps(build_steps(plan), thermomix=brief.thermomix), ingredients, language
        ),
        tags=list(dict.fromkeys(tags))[:20],
        is_template=True,
        uses_thermomix=brief.thermomix,
    )


def _in_its_count(
    name: str, amount: Amount | None, info: Ingredient | None, language: Language
) -> str:
    """A food counted as the cook said it, named in the number of its count.

    "1 serrano peppers" made a "Serrano Peppers and Tomatoes Salad" whose line read
    "1 serrano peppers": one piece is named in the singular, as a line halved to one is
    (`recounted_name`, back to a name the food has, never guessed: the table's, its aliases'
    or, in English, its slug's), and more than one in the plural.
    """
    if amount is None or amount.unit is not None or amount.quantity is None:
        return name
    if info is None or info.kind in CUT_KINDS:
        return name
    singulars = (info.name(language), *info.aliases)
    if language == "en":
        singulars = (*singulars, info.slug.replace("_", " "))
    return recounted_name(name, amount.quantity, language, singulars=singulars)
