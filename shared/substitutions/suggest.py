"""Which ingredients a cook needs a swap for, and which swaps they may have (pure, no I/O).

A recipe ingredient needs a swap when it holds one of the cook's allergens, breaks their diet or
is something they dislike; an ingredient they ask about ("no tengo mantequilla") needs one
because it is missing, unless one of those reasons applies. An alternative is offered only when
it is itself safe for the cook: none of their allergens (by the catalogue's allergen links and by
the same word matching the allergen gate uses, custom allergies included), nothing their diet
excludes, nothing they dislike. When the allergen map could not be read, nothing is offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.safety.allergens import detect_allergens
from shared.safety.dietary import detect_dietary_conflicts
from shared.safety.text import fold
from shared.schemas.response import SubstituteOption, Substitution

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.context.user_context import UserContext
    from shared.schemas import Language
    from shared.schemas.response import SubstitutionReason
    from shared.substitutions.catalogue import CatalogueIngredient, SubstituteCatalogue

__all__ = [
    "MAX_ALTERNATIVES",
    "Restrictions",
    "recipe_substitutions",
    "substitution_for",
    "swap_reason",
]

MAX_ALTERNATIVES: Final = 3
# A recipe's panel stays short: the ingredients that matter most, not the whole list.
_MAX_RECIPE_SUBSTITUTIONS: Final = 5


@dataclass(frozen=True, kw_only=True)
class Restrictions:
    """What the cook avoids: allergen groups and free-text allergies (hard), diets, dislikes."""

    allergens: tuple[str, ...] = ()
    custom_allergies: tuple[str, ...] = ()
    diet_types: tuple[str, ...] = ()
    dislikes: tuple[str, ...] = ()

    @classmethod
    def of(cls, context: UserContext) -> Restrictions:
        """The restrictions in a user's context."""
        return cls(
            allergens=context.dietary_restrictions,
            custom_allergies=context.custom_allergies,
            diet_types=context.diet_types,
            dislikes=context.ingredient_dislikes,
        )

    @property
    def any(self) -> bool:
        """Whether the cook avoids anything at all."""
        return bool(self.allergens or self.custom_allergies or self.diet_types or self.dislikes)


def _dislikes(text: str, restrictions: Restrictions) -> bool:
    words = f" {fold(text)} "
    return any(f" {fold(item)} " in words for item in restrictions.dislikes if fold(item))


def swap_reason(
    text: str,
    *,
    restrictions: Restrictions,
    catalogue: SubstituteCatalogue,
    language: Language | None = None,
) -> SubstitutionReason | None:
    """Why the cook must avoid `text`: allergy first, then diet, then dislike; None if not.

    Args:
        text: An ingredient line or name.
        restrictions: What the cook avoids.
        catalogue: The substitute catalogue (its safety maps).
        language: The text's language, to skip cross-language false friends.

    Returns:
        The strongest reason, or None when nothing in the text is avoided.
    """
    safety = catalogue.safety
    allergy = detect_allergens(
        [text],
        allergen_map=safety.allergen_map,
        user_allergens=restrictions.allergens,
        custom_allergies=restrictions.custom_allergies,
        language=language,
    )
    if allergy.has_conflict:
        return "allergy"
    diet = detect_dietary_conflicts(
        [text], diet_map=safety.diet_map, diet_types=restrictions.diet_types, language=language
    )
    if diet.conflicts:
        return "diet"
    if _dislikes(text, restrictions):
        return "dislike"
    return None


def _allowed(
    ingredient: CatalogueIngredient, restrictions: Restrictions, catalogue: SubstituteCatalogue
) -> bool:
    if ingredient.allergens & set(restrictions.allergens):
        return False
    names = (ingredient.name_en, ingredient.name_es)
    # Both names, each without a language, so a custom allergy in either language is caught.
    return all(
        swap_reason(name, restrictions=restrictions, catalogue=catalogue) is None for name in names
    )


def substitution_for(
    text: str,
    *,
    reason: SubstitutionReason,
    restrictions: Restrictions,
    catalogue: SubstituteCatalogue,
    language: Language,
    shown_as: str | None = None,
) -> Substitution | None:
    """The safe alternatives for one ingredient.

    Args:
        text: The ingredient as written (a recipe line or the cook's words).
        reason: Why a swap is wanted.
        restrictions: What the cook avoids (every alternative must pass all of it).
        catalogue: The substitute catalogue.
        language: The language of the alternatives' names and notes.
        shown_as: How to name the ingredient in the answer (default: `text`).

    Returns:
        Up to `MAX_ALTERNATIVES` alternatives, or None when the ingredient is unknown, has no
        curated swaps, none of them is safe, or the catalogue could not be verified.
    """
    if not catalogue.verified:
        return None
    ingredient = catalogue.resolve(text)
    if ingredient is None:
        return None
    options: list[SubstituteOption] = []
    for swap in catalogue.swaps.get(ingredient.slug, ()):
        candidate = catalogue.ingredients.get(swap.substitute)
        if candidate is None or not _allowed(candidate, restrictions, catalogue):
            continue
        options.append(SubstituteOption(name=candidate.name(language), note=swap.note(language)))
        if len(options) == MAX_ALTERNATIVES:
            break
    if not options:
        return None
    name = (shown_as or text).strip()[:120] or ingredient.name(language)
    return Substitution(ingredient=name, reason=reason, alternatives=options)


def recipe_substitutions(
    ingredients: Sequence[str],
    *,
    restrictions: Restrictions,
    catalogue: SubstituteCatalogue,
    language: Language,
    requested: Sequence[str] = (),
) -> tuple[Substitution, ...]:
    """Swaps for what a recipe (or the request behind it) holds that the cook avoids.

    Args:
        ingredients: The recipe's ingredient names.
        restrictions: What the cook avoids.
        catalogue: The substitute catalogue.
        language: The answer's language.
        requested: The ingredients the cook asked for; one the recipe left out for an allergy
            ("chicken with peanuts" for a peanut allergy) gets its swap too.

    Returns:
        At most five substitutions, one per ingredient: the recipe's own lines first, in recipe
        order (so a swap chip names the ingredient as the recipe does), then what was asked
        for and left out.
    """
    if not restrictions.any or not catalogue.verified:
        return ()
    found: dict[str, Substitution] = {}
    for text in [*ingredients, *requested]:
        reason = swap_reason(text, restrictions=restrictions, catalogue=catalogue)
        resolved = catalogue.resolve(text) if reason is not None else None
        if reason is None or resolved is None or resolved.slug in found:
            continue
        substitution = substitution_for(
            text,
            reason=reason,
            restrictions=restrictions,
            catalogue=catalogue,
            language=language,
            shown_as=text,
        )
        if substitution is not None:
            found[resolved.slug] = substitution
        if len(found) == _MAX_RECIPE_SUBSTITUTIONS:
            break
    return tuple(found.values())
