"""Allergen detection over recipe text, and the bilingual warning the app shows.

Matching rules (see `shared.safety.text` and `shared.safety.matcher`):

- whole words of accent-folded, lower-cased text, EN and ES together, plural-aware: "eggs" and
  "huevos" match, "eggplant", "nutmeg", "butternut", "graham", "hamburger", "pancake" and
  "panela" do not contain "egg", "nut", "butter", "ham" or "pan" (a hamburger bun is bread, and
  "hamburger" is only ever matched as its own word);
- terms are the catalogue's names and aliases plus a built-in floor of common words
  (`allergen_keywords`), so an obvious food the catalogue lacks ("brioche") is not missed;
- the longest term wins, so "peanut butter" is a peanut (not dairy) and "coconut milk" is not
  dairy;
- a negated mention is ignored: "dairy-free", "gluten free", "sin gluten", "without eggs",
  "libre de lácteos"; other words in the same text still count ("dairy-free yogurt" still flags
  "yogurt") unless a longer term names the free-from product ("gluten-free pasta");
- with `language` given, a few cross-language false friends are skipped: the Spanish "pan"
  (bread) in English text, where a pan is cookware; the English "tuna" in Spanish text, where a
  tuna is a prickly pear; and in running text (`prose`: steps, descriptions) a few food names
  that double as cooking words are skipped ("dorado" is golden brown, "fino" finely cut);
- among equally long terms, the one written exactly as the text wins over plural look-alikes
  ("vainilla" is vanilla, not "vainillas", ladyfingers);
- free-text custom allergies match the same way, expanded through the catalogue when they name an
  ingredient or a group ("fresas" also finds "strawberries"), and are never shielded by a longer
  term (a user allergic to "milk" is also warned about "coconut milk": free text is conservative);
- a user allergen slug the catalogue does not know is matched by its own words ("lupin").

Fail closed: with an unverified map the finding is `verified=False`; callers must not present it
as allergen-free (`require_verified()` raises).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.errors import IrmixyError
from shared.ingredients.families import with_family
from shared.safety.allergen_map import (
    ALLERGEN_MAP_CACHE,
    AllergenGroup,
    AllergenMap,
    AllergenTerm,
    load_allergen_map,
)
from shared.safety.matcher import TermMatcher
from shared.safety.text import fold, is_false_friend, is_prose_homonym, tokenize
from shared.safety.wording import clip, join_names

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Iterable

    from shared.safety.matcher import TermMatch
    from shared.schemas import Language

__all__ = [
    "ALLERGEN_MAP_CACHE",
    "AllergenFinding",
    "AllergenGroup",
    "AllergenMap",
    "AllergenMatch",
    "SafetyUnavailableError",
    "allergen_warning",
    "detect_allergens",
    "left_out_warning",
    "load_allergen_map",
]

# Words that negate the term right after them, and pairs that do ("free of", "libre de").
_NEGATORS_BEFORE: Final = frozenset({"without", "sin", "no", "ni"})
_NEGATOR_PAIRS_BEFORE: Final = frozenset(
    {("free", "of"), ("free", "from"), ("libre", "de"), ("libres", "de"), ("exento", "de")}
)
_NEGATORS_AFTER: Final = frozenset({"free"})
_MAX_WARNING = 500


class SafetyUnavailableError(IrmixyError):
    """The allergen check could not run, so the recipe cannot be presented as safe."""

    code = "safety_unavailable"
    status = 503
    default_message = "We can't check allergens right now. Please try again in a moment."


@dataclass(frozen=True, kw_only=True)
class AllergenMatch:
    """One mention found in the text: the words, and the groups or custom allergy they hit."""

    text: str
    allergens: tuple[str, ...] = ()
    custom: str | None = None


@dataclass(frozen=True, kw_only=True)
class AllergenFinding:
    """What the allergen check found for one user.

    Attributes:
        verified: False when the allergen map was unavailable: absence of a conflict then means
            nothing.
        allergens: The user's allergen group slugs present, sorted.
        groups: Their display names, in the same order.
        custom: The user's free-text allergies present, as the user wrote them.
        detected: Every allergen group present, the user's or not (for recipe cards).
        matches: The mentions behind the result (for logs and tests).
    """

    verified: bool
    allergens: tuple[str, ...] = ()
    groups: tuple[AllergenGroup, ...] = ()
    custom: tuple[str, ...] = ()
    detected: tuple[str, ...] = ()
    matches: tuple[AllergenMatch, ...] = ()

    @property
    def has_conflict(self) -> bool:
        """Whether something the user is allergic to is present."""
        return bool(self.allergens or self.custom)

    @property
    def is_safe(self) -> bool:
        """Verified and free of the user's allergens: the only state that may be called safe."""
        return self.verified and not self.has_conflict

    def require_verified(self) -> AllergenFinding:
        """Return self, or raise when the check could not be made.

        Raises:
            SafetyUnavailableError: The allergen map was unavailable.
        """
        if not self.verified:
            raise SafetyUnavailableError
        return self


def _negated(tokens: tuple[str, ...], start: int, end: int) -> bool:
    before = tokens[max(0, start - 2) : start]
    if before and before[-1] in _NEGATORS_BEFORE:
        return True
    if len(before) == 2 and (before[0], before[1]) in _NEGATOR_PAIRS_BEFORE:
        return True
    return end < len(tokens) and tokens[end] in _NEGATORS_AFTER


def _custom_matcher(allergen_map: AllergenMap, custom: Iterable[str]) -> TermMatcher[str]:
    entries: list[tuple[str, str]] = []
    for allergy in custom:
        entries.append((allergy, allergy))
        # An allergy to chocolate is one to cocoa too (`shared.ingredients.families`).
        entries.extend((word, allergy) for word in with_family([allergy])[1:])
        for payload in allergen_map.matcher.whole(allergy):
            expansion = (
                allergen_map.ingredient_terms.get(payload.ingredient, frozenset())
                if payload.ingredient is not None
                else frozenset().union(*(allergen_map.terms_for(s) for s in payload.allergens))
            )
            entries.extend((term, allergy) for term in sorted(expansion))
    return TermMatcher(entries)


def _accept(language: Language | None) -> Callable[[AllergenTerm], bool] | None:
    if language is None:
        return None

    def accept(term: AllergenTerm) -> bool:
        return not is_false_friend(term.term, term.languages, language)

    return accept


def detect_allergens(
    texts: Iterable[str],
    *,
    allergen_map: AllergenMap,
    user_allergens: Collection[str],
    custom_allergies: Collection[str] = (),
    language: Language | None = None,
    tagged_allergens: Collection[str] = (),
    prose: Iterable[str] = (),
) -> AllergenFinding:
    """Find the user's allergens (group slugs and free-text allergies) in recipe text.

    Args:
        texts: Ingredient lines (or any text where food names mean food); each is matched on
            its own.
        allergen_map: From `load_allergen_map` (or its cache).
        user_allergens: The user's allergen group slugs (e.g. "peanut").
        custom_allergies: The user's free-text allergies (e.g. "fresas", "mango").
        language: The texts' language, to skip cross-language false friends; None matches
            every term.
        tagged_allergens: Allergen slugs already attached by enrichment (counted as present).
        prose: Running text (name, description, steps), matched the same way except for the
            few food names that double as cooking words ("dorado" is golden brown there).

    Returns:
        The finding; `verified` is False when the map is unverified.
    """
    wanted = {fold(slug).replace(" ", "_") for slug in user_allergens if slug.strip()}
    # A slug the catalogue does not know is still looked for by its own words.
    unknown = {slug: slug.replace("_", " ") for slug in wanted if slug not in allergen_map.groups}
    custom = [allergy.strip() for allergy in custom_allergies if fold(allergy)]
    custom_matcher = _custom_matcher(allergen_map, [*custom, *unknown.values()])
    accept = _accept(language)

    detected: set[str] = {slug for slug in tagged_allergens if slug}
    found_custom: set[str] = set()
    matches: list[AllergenMatch] = []
    scanned = [(text, False) for text in texts] + [(text, True) for text in prose]
    for text, is_prose in scanned:
        tokens = tokenize(text)
        hits: list[TermMatch[AllergenTerm]] = allergen_map.matcher.find(tokens, accept=accept)
        for hit in hits:
            if _negated(tokens, hit.start, hit.end) or (is_prose and is_prose_homonym(hit.text)):
                continue
            slugs = sorted(frozenset().union(*(term.allergens for term in hit.payloads)))
            if slugs:
                detected.update(slugs)
                matches.append(AllergenMatch(text=hit.text, allergens=tuple(slugs)))
        for custom_hit in custom_matcher.find(tokens):
            if _negated(tokens, custom_hit.start, custom_hit.end) or (
                is_prose and is_prose_homonym(custom_hit.text)
            ):
                continue
            for allergy in dict.fromkeys(custom_hit.payloads):
                found_custom.add(allergy)
                matches.append(AllergenMatch(text=custom_hit.text, custom=allergy))

    unknown_found = {slug for slug, words in unknown.items() if words in found_custom}
    conflicts = sorted((wanted & detected) | unknown_found)
    groups = tuple(
        allergen_map.groups.get(slug)
        or AllergenGroup(slug=slug, name_en=unknown[slug], name_es=unknown[slug])
        for slug in conflicts
    )
    return AllergenFinding(
        verified=allergen_map.verified,
        allergens=tuple(conflicts),
        groups=groups,
        custom=tuple(allergy for allergy in custom if allergy in found_custom),
        detected=tuple(sorted(detected)),
        matches=tuple(matches),
    )


_CONTAINS: Final[dict[Language, str]] = {
    "en": "Contains {names}, which you're allergic to.",
    "es": "Contiene {names}, {relative} eres alérgico.",
}
_UNVERIFIED: Final[dict[Language, str]] = {
    "en": "We couldn't check this recipe for allergens right now. Please review every "
    "ingredient carefully before cooking.",
    "es": "No pudimos revisar los alérgenos de esta receta en este momento. Revisa con "
    "cuidado cada ingrediente antes de cocinar.",
}


_LEFT_OUT: Final[dict[Language, str]] = {
    "en": "I left out {names} because of your allergy.",
    "es": "No incluí {names} por tu alergia.",
}


def left_out_warning(finding: AllergenFinding, language: Language) -> str | None:
    """The note for allergens the user asked for and the recipe was made without.

    Args:
        finding: `detect_allergens` over the ingredients the user asked for.
        language: The response language.

    Returns:
        "I left out peanuts because of your allergy." / "No incluí cacahuates por tu alergia.",
        or None when the request named none of the user's allergens.
    """
    if not finding.has_conflict:
        return None
    names = [group.name(language) for group in finding.groups]
    names.extend(allergy for allergy in finding.custom if allergy not in names)
    return clip(_LEFT_OUT[language].format(names=join_names(names, language)), _MAX_WARNING)


def allergen_warning(finding: AllergenFinding, language: Language) -> str | None:
    """The warning for `SafetyFlags.allergen_warning`, in `language`.

    Args:
        finding: From `detect_allergens`.
        language: The response language.

    Returns:
        "Contains peanuts, which you're allergic to." / "Contiene cacahuates, a los que eres
        alérgico." for conflicts; a please-check message when the map was unverified (both
        when both apply); None when the recipe is verified free of the user's allergens.
    """
    parts: list[str] = []
    if finding.has_conflict:
        names = [group.name(language) for group in finding.groups]
        names.extend(allergy for allergy in finding.custom if allergy not in names)
        # "a los que" for plurals (cacahuates, lácteos), the neuter "a lo que" otherwise.
        plural = len(names) > 1 or names[0].endswith("s")
        parts.append(
            _CONTAINS[language].format(
                names=join_names(names, language), relative="a los que" if plural else "a lo que"
            )
        )
    if not finding.verified:
        parts.append(_UNVERIFIED[language])
    return clip(" ".join(parts), _MAX_WARNING) if parts else None
