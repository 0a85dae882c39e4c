"""What an offline recipe must leave out: allergens, free-text allergies, dislikes and diets.

Allergens and allergies are hard gates: nothing carrying them is added, and a listed ingredient
that carries them is dropped. Dislikes and diets only keep the template from adding things; an
ingredient the user listed on purpose stays (the safety check reports diet conflicts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.ai.offline.catalogue_kinds import catalogue_ingredient
from shared.ai.offline.ingredients import MEAT_KINDS, by_slug, identify, key
from shared.ai.offline.normalize import contains_sequence

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.ai.offline.ingredients import Ingredient
    from shared.schemas.brief import RecipeBrief

__all__ = ["ALLERGEN_WORDS", "Restrictions", "allergen_group"]

# Words a profile's free-text allergy may use for each allergen group (folded).
ALLERGEN_WORDS: dict[str, tuple[str, ...]] = {
    "dairy": ("dairy", "lactose", "milk", "lacteos", "lactosa", "leche"),
    "egg": ("egg", "huevo"),
    "peanut": ("peanut", "cacahuate", "mani"),
    "tree_nut": ("tree nut", "nuts", "frutos secos", "nueces"),
    "soy": ("soy", "soya", "soja"),
    "gluten": ("gluten", "wheat", "trigo", "celiac", "celiaco"),
    "fish": ("fish", "pescado"),
    "shellfish": ("shellfish", "seafood", "mariscos", "crustaceans", "crustaceos"),
    "sesame": ("sesame", "ajonjoli", "sesamo"),
    "mustard": ("mustard", "mostaza"),
    "celery": ("celery", "apio"),
    "sulfite": ("sulfite", "sulfito"),
}


def allergen_group(term: str) -> str | None:
    """The allergen group a word names as a whole ("mariscos" → shellfish), if any.

    Args:
        term: A word or two for a food or an allergen ("peanuts", "frutos secos").

    Returns:
        The group's slug, or None when the words are no allergen's.
    """
    term_key = key(term)
    for slug, words in ALLERGEN_WORDS.items():
        if any(key(word) == term_key for word in words):
            return slug
    return None


# Alternatives for what a diet or modification rules out, in order of preference: the first one
# the restrictions allow is used (firm tofu for chicken unless soy is avoided, then chickpeas).
# Mayonnaise has none: oil in its place is no sauce (a vegan taco's "100 g olive oil"), so it goes.
_ANIMAL_SWAP = ("tofu", "chickpea", "mushroom")
_SWAP_CHAINS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(
        ("whole_chicken", "whole_turkey", "pork", "bacon", "ham", "chorizo", "lamb"), _ANIMAL_SWAP
    ),
    **dict.fromkeys(
        ("serrano_ham", "prosciutto", "pancetta", "pork_sausage", "smoked_sausage"), _ANIMAL_SWAP
    ),
    "andouille_sausage": _ANIMAL_SWAP,
    **dict.fromkeys(("beef", "veal", "veal_shank"), ("mushroom", "tofu", "black_bean")),
    "lard": ("vegetable_oil", "olive_oil"),
    "ground_beef": ("lentil", "black_bean", "mushroom"),
    **dict.fromkeys(("salmon", "white_fish", "canned_tuna", "shrimp", "egg"), ("tofu", "chickpea")),
    "cheese": ("nutritional_yeast",),
    "parmesan_cheese": ("nutritional_yeast",),
    "milk": ("oat_milk", "rice_milk"),
    "heavy_cream": ("coconut_milk", "oat_milk", "rice_milk"),
    "yogurt": ("coconut_milk", "rice_milk"),
    "butter": ("olive_oil", "vegetable_oil"),
    "honey": ("maple_syrup", "sugar"),
    "chicken_stock": ("vegetable_stock", "water"),
    # Beer lightens a batter with its bubbles, which sparkling water has too.
    "beer": ("sparkling_water",),
    "fish_sauce": ("soy_sauce", "tamari", "salt"),
    "pasta": ("rice_noodle",),
    "flour_tortilla": ("corn_tortilla",),
    "bread": ("corn_tortilla",),
    "all_purpose_flour": ("cornstarch",),
    "soy_sauce": ("tamari",),
    "oat_milk": ("rice_milk",),
    "cream_cheese": ("coconut_milk",),
    "condensed_milk": ("coconut_milk", "oat_milk"),
    "evaporated_milk": ("oat_milk", "coconut_milk"),
    # Gelatin sets a dessert: agar sets it too (starch only thickens a pudding that never
    # unmoulds), boiled rather than bloomed (`stand_ins`).
    "gelatin": ("agar", "cornstarch"),
}
# In a dessert what a food does differs: eggs and cheese set or enrich a custard, they are no
# protein to stand in for ("5 firm tofus" in a flan), and butter is no olive oil in a cake.
_DESSERT_CHAINS: dict[str, tuple[str, ...]] = {
    "egg": ("cornstarch",),
    **dict.fromkeys(("cheese", "heavy_cream", "yogurt"), ("coconut_milk", "oat_milk")),
    "butter": ("vegetable_oil",),
}
# Allergen groups each diet rules out, on top of its animal rules.
_DIET_ALLERGENS = {"gluten_free": {"gluten"}, "dairy_free": {"dairy"}, "vegan": {"dairy", "egg"}}


@dataclass(frozen=True, kw_only=True, slots=True)
class Restrictions:
    """The restrictions of one brief, ready to test ingredients against."""

    allergens: frozenset[str]
    # Free-text allergies: hard gates like allergens (matched on names).
    allergy_terms: tuple[tuple[str, ...], ...]
    dislike_terms: tuple[tuple[str, ...], ...]
    vegan: bool = False
    vegetarian: bool = False
    pescatarian: bool = False

    @classmethod
    def from_brief(cls, brief: RecipeBrief, *, extra_diets: Iterable[str] = ()) -> Restrictions:
        """The restrictions a brief sets.

        Args:
            brief: the generation brief.
            extra_diets: diets added on top (e.g. a "make it vegan" modification).

        Returns:
            The restrictions.
        """
        diets = {*brief.diet_types, *extra_diets}
        allergens = set(brief.allergens_to_avoid)
        for diet in diets:
            allergens |= _DIET_ALLERGENS.get(diet, set())
        terms: list[tuple[str, ...]] = []
        for allergy in brief.custom_allergies:
            terms.append(key(allergy))
            # "lácteos" or "mariscos" name a whole group, not one ingredient.
            allergens |= {
                slug
                for slug, group_words in ALLERGEN_WORDS.items()
                if any(contains_sequence(key(allergy), key(word)) for word in group_words)
            }
        return cls(
            allergens=frozenset(allergens),
            allergy_terms=tuple(term for term in terms if term),
            dislike_terms=tuple(term for d in brief.dislikes if (term := key(d))),
            vegan="vegan" in diets,
            vegetarian="vegetarian" in diets,
            pescatarian="pescatarian" in diets,
        )

    @classmethod
    def for_diets(cls, diets: Iterable[str]) -> Restrictions:
        """Only what some diets exclude (to find what a "make it vegan" must change).

        Args:
            diets: diet slugs.

        Returns:
            The restrictions of those diets alone.
        """
        chosen = set(diets)
        allergens: set[str] = set()
        for diet in chosen:
            allergens |= _DIET_ALLERGENS.get(diet, set())
        return cls(
            allergens=frozenset(allergens),
            allergy_terms=(),
            dislike_terms=(),
            vegan="vegan" in chosen,
            vegetarian="vegetarian" in chosen,
            pescatarian="pescatarian" in chosen,
        )

    def is_unsafe(self, name: str, info: Ingredient | None) -> bool:
        """Whether an ingredient breaks a hard gate (allergen or free-text allergy).

        Args:
            name: the ingredient as written.
            info: what it was identified as, if known.

        Returns:
            True when it must not appear in the recipe.
        """
        # A food the offline table does not know carries what the catalogue says it does.
        known = info or catalogue_ingredient(name)
        if known is not None and known.allergens & self.allergens:
            return True
        names = [key(name)] + ([key(info.en), key(info.es)] if info else [])
        return any(contains_sequence(n, term) for n in names for term in self.allergy_terms)

    def allows_addition(self, info: Ingredient) -> bool:
        """Whether the template may add this ingredient on its own initiative.

        Args:
            info: a known ingredient.

        Returns:
            False for hard gates, dislikes, and anything the diets exclude.
        """
        if self.is_unsafe(info.en, info):
            return False
        names = [key(info.en), key(info.es), *(key(alias) for alias in info.aliases)]
        if any(contains_sequence(n, term) for n in names for term in self.dislike_terms):
            return False
        if self.vegan and info.animal:
            return False
        if (self.vegetarian or self.pescatarian) and (
            info.kind in MEAT_KINDS or info.slug in ("chicken_stock", "gelatin")
        ):
            return False
        return not (self.vegetarian and (info.kind == "seafood" or info.slug == "fish_sauce"))

    def pick(self, slugs: Sequence[str]) -> Ingredient | None:
        """The first of several candidate ingredients the template may add.

        Args:
            slugs: candidates in order of preference.

        Returns:
            The first allowed one, or None.
        """
        for slug in slugs:
            info = by_slug(slug)
            if self.allows_addition(info):
                return info
        return None

    def alternative(self, info: Ingredient, *, dessert: bool = False) -> Ingredient | None:
        """What to use instead of an ingredient these restrictions rule out.

        Args:
            info: the ruled-out ingredient.
            dessert: the dish is a dessert (eggs -> cornstarch, cheese -> coconut milk).

        Returns:
            The first allowed alternative (chicken -> firm tofu, butter -> olive oil), or None
            when there is none and the ingredient must simply go.
        """
        chain = _DESSERT_CHAINS.get(info.slug) if dessert else None
        return self.pick(chain or _SWAP_CHAINS.get(info.slug, ()))

    def is_unsafe_text(self, name: str) -> bool:
        """`is_unsafe` for free text: identifies the ingredient first.

        Args:
            name: the ingredient as written.

        Returns:
            True when it must not appear in the recipe.
        """
        return self.is_unsafe(name, identify(name))
