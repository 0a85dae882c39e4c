"""Dietary conflicts: does a recipe contain something the user's diet excludes?

Best effort, and soft (a conflict is reported, never a reason to block). Each food word gets
*diet flags* (meat, poultry, seafood, dairy, egg, honey, gelatin, gluten, starch, sugar, legume):

- from the catalogue: the ingredient's category (red_meat/pork → meat, poultry, seafood, dairy,
  egg, grain → starch, sweetener → sugar, legume) and allergens (dairy, egg, fish/shellfish →
  seafood, gluten); a stock, sauce, fat or baking ingredient also takes the meat/poultry/seafood/
  gelatin words in its own names ("caldo de pollo" is poultry, "manteca de cerdo" is meat);
- from the built-in words of `shared.safety.diet_keywords` (honey, gelatin, lard, ...), which
  also keep the check working without the catalogue.

Diets: vegetarian (no meat, poultry, seafood, gelatin), vegan (also no dairy, egg, honey),
pescatarian (no meat, poultry, gelatin), gluten_free, dairy_free, keto (no starch, sugar,
legumes) and low_carb (no starch, sugar). Keto-friendly sweeteners (stevia, erythritol, ...) are
not sugar. Fruit and portion sizes are not judged. Unknown diet slugs (e.g. high_protein) have
no exclusions. Matching follows the allergen rules: whole words, EN/ES, plural-aware, longest term
first ("coconut milk" is not dairy).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from shared.safety.cache import TtlCache
from shared.safety.catalogue import fetch_catalogue_snapshot
from shared.safety.diet_keywords import (
    ALLERGEN_FLAGS,
    CATEGORY_FLAGS,
    FALLBACK_FOODS,
    INHERITED_FLAGS,
    INHERITING_CATEGORIES,
    KETO_FRIENDLY,
    DietFlag,
)
from shared.safety.matcher import TermMatcher
from shared.safety.text import fold, forms_overlap, is_false_friend, tokenize
from shared.safety.wording import clip, join_names

if TYPE_CHECKING:
    from collections.abc import Collection, Iterable, Mapping

    from shared.db import Conn
    from shared.safety.catalogue import CatalogueSnapshot, IngredientRow
    from shared.schemas import Language

__all__ = [
    "DIET_EXCLUSIONS",
    "DIET_MAP_CACHE",
    "DietConflict",
    "DietMap",
    "DietTerm",
    "DietaryFinding",
    "detect_dietary_conflicts",
    "diet_label",
    "dietary_conflict_text",
    "diets_meeting",
    "load_diet_map",
]

DIET_EXCLUSIONS: Final[Mapping[str, frozenset[DietFlag]]] = MappingProxyType(
    {
        "vegetarian": frozenset({"meat", "poultry", "seafood", "gelatin"}),
        "vegan": frozenset({"meat", "poultry", "seafood", "gelatin", "dairy", "egg", "honey"}),
        "pescatarian": frozenset({"meat", "poultry", "gelatin"}),
        "gluten_free": frozenset({"gluten"}),
        "dairy_free": frozenset({"dairy"}),
        "keto": frozenset({"starch", "sugar", "legume"}),
        "low_carb": frozenset({"starch", "sugar"}),
    }
)


def diets_meeting(diet: str) -> frozenset[str]:
    """The diet tags that meet `diet`: its own, and every stricter one.

    A diet is met by any diet that rules out at least what it rules out: a vegan dish is
    vegetarian and dairy-free, a vegetarian dish is pescatarian, a keto dish is low carb.
    Recipes carry only the tags their author chose, so a gate that asks for the diet's own
    tag alone would hide every vegetarian dish from a pescatarian.

    Args:
        diet: A diet slug; an unknown one is met only by itself.

    Returns:
        The slugs, `diet` included.
    """
    rules = DIET_EXCLUSIONS.get(diet)
    if rules is None:
        return frozenset({diet})
    return frozenset({diet} | {other for other, out in DIET_EXCLUSIONS.items() if out >= rules})


@dataclass(frozen=True, kw_only=True)
class DietTerm:
    """What one food word means for diets, and how to name the food to the user."""

    flags: frozenset[DietFlag]
    name_en: str
    name_es: str
    languages: frozenset[str]
    term: str

    def name(self, language: Language) -> str:
        """The food's display name in `language`."""
        return self.name_en if language == "en" else self.name_es


@dataclass(frozen=True, kw_only=True)
class DietMap:
    """Immutable food-word → diet-flags lookup. `verified` is False without the catalogue."""

    matcher: TermMatcher[DietTerm] = field(repr=False)
    verified: bool

    @classmethod
    def fallback_only(cls) -> DietMap:
        """The built-in words alone (when the catalogue cannot be read)."""
        return cls(matcher=TermMatcher(_fallback_entries()), verified=False)

    @classmethod
    def from_snapshot(cls, snapshot: CatalogueSnapshot) -> DietMap:
        """Index the catalogue's ingredients next to the built-in words.

        Args:
            snapshot: From `fetch_catalogue_snapshot`.

        Returns:
            The map; unverified when the snapshot holds no ingredients.
        """
        fallback = _fallback_entries()
        words: TermMatcher[DietTerm] = TermMatcher(fallback)
        # Catalogue entries first: on a shared span, the first payload names the food.
        entries = [
            entry
            for ingredient in snapshot.ingredients
            for entry in _ingredient_entries(ingredient, words)
        ]
        entries.extend(fallback)
        return cls(matcher=TermMatcher(entries), verified=bool(snapshot.ingredients))


def _fallback_entries() -> list[tuple[str, DietTerm]]:
    entries: list[tuple[str, DietTerm]] = []
    for food in FALLBACK_FOODS:
        for language, terms in (("en", food.en), ("es", food.es)):
            for term in terms:
                folded = fold(term)
                entry = DietTerm(
                    flags=food.flags,
                    name_en=food.name_en,
                    name_es=food.name_es,
                    languages=frozenset({language}),
                    term=folded,
                )
                entries.append((folded, entry))
    return entries


def _ingredient_entries(
    ingredient: IngredientRow, words: TermMatcher[DietTerm]
) -> list[tuple[str, DietTerm]]:
    names: list[tuple[str, str]] = [
        (ingredient.name_en, "en"),
        (ingredient.name_es, "es"),
        *((alias.alias, alias.language) for alias in ingredient.aliases),
    ]
    terms: defaultdict[str, set[str]] = defaultdict(set)
    for text, language in names:
        if folded := fold(text):
            terms[folded].add(language)
    flags: set[DietFlag] = set()
    if category_flag := CATEGORY_FLAGS.get(ingredient.category):
        flags.add(category_flag)
    flags.update(ALLERGEN_FLAGS[slug] for slug in ingredient.allergens if slug in ALLERGEN_FLAGS)
    if ingredient.category in INHERITING_CATEGORIES:
        for term in terms:
            for match in words.find_text(term):
                for payload in match.payloads:
                    flags.update(payload.flags & INHERITED_FLAGS)
    if not terms.keys().isdisjoint(KETO_FRIENDLY):
        flags.difference_update({"sugar", "starch"})
    return [
        (
            term,
            DietTerm(
                flags=frozenset(flags),
                name_en=ingredient.name_en,
                name_es=ingredient.name_es,
                languages=frozenset(languages),
                term=term,
            ),
        )
        for term, languages in terms.items()
    ]


async def load_diet_map(conn: Conn) -> DietMap:
    """Load the diet map in one query; never raises for database trouble.

    Args:
        conn: A connection from any `Database` scope.

    Returns:
        The catalogue-backed map, or `DietMap.fallback_only()` (unverified) when the catalogue
        cannot be read.
    """
    snapshot = await fetch_catalogue_snapshot(conn)
    if snapshot is None:
        return DietMap.fallback_only()
    return DietMap.from_snapshot(snapshot)


DIET_MAP_CACHE: TtlCache[DietMap] = TtlCache(
    load_diet_map, usable=lambda diet_map: diet_map.verified
)


@dataclass(frozen=True, kw_only=True)
class DietConflict:
    """One diet the recipe breaks, and the foods (display names EN/ES) that break it.

    `said` holds, for each food, the words the text itself used ("pollo" where the catalogue
    says "pollo entero"): what the cook wrote is how the conflict is told back to her.
    """

    diet: str
    foods: tuple[tuple[str, str], ...]
    said: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class DietaryFinding:
    """The conflicts found; `verified` is False when only the built-in words were used.

    `language` is the language of the texts searched, when known.
    """

    verified: bool
    conflicts: tuple[DietConflict, ...] = ()
    language: Language | None = None


_WORD = re.compile(r"[^\W_]+")


def _surface(text: str, tokens: tuple[str, ...]) -> str:
    """The words of `text` that fold to `tokens`, as written (lower-cased, accents kept)."""
    words = _WORD.findall(text)
    folded = [fold(word) for word in words]
    size = len(tokens)
    for start in range(len(words) - size + 1):
        if tuple(folded[start : start + size]) == tokens:
            return " ".join(words[start : start + size]).lower()
    return " ".join(tokens)


def detect_dietary_conflicts(
    texts: Iterable[str],
    *,
    diet_map: DietMap,
    diet_types: Collection[str],
    language: Language | None = None,
) -> DietaryFinding:
    """Find foods in `texts` that the user's diets exclude.

    Args:
        texts: The ingredient lines (what a recipe contains); each is matched on its own.
        diet_map: From `load_diet_map` (or its cache).
        diet_types: The user's diet slugs, in profile order.
        language: The texts' language, to skip cross-language false friends.

    Returns:
        One `DietConflict` per broken diet, in `diet_types` order.
    """
    diets = [d for d in dict.fromkeys(fold(s).replace(" ", "_") for s in diet_types) if d]
    excluded = {diet: DIET_EXCLUSIONS[diet] for diet in diets if diet in DIET_EXCLUSIONS}
    # Per diet, each food once, with the words of its first mention.
    foods: defaultdict[str, dict[tuple[str, str], str]] = defaultdict(dict)
    for text in texts:
        for match in diet_map.matcher.find(
            tokenize(text),
            accept=lambda term: not is_false_friend(term.term, term.languages, language),
        ):
            flags = frozenset().union(*(term.flags for term in match.payloads))
            # One display name per span: the first (catalogue or built-in) entry's.
            first = match.payloads[0]
            for diet, forbidden in excluded.items():
                if flags & forbidden:
                    foods[diet].setdefault(
                        (first.name_en, first.name_es), _surface(text, match.tokens)
                    )
    conflicts = tuple(
        DietConflict(diet=diet, foods=tuple(foods[diet]), said=tuple(foods[diet].values()))
        for diet in excluded
        if foods[diet]
    )
    return DietaryFinding(verified=diet_map.verified, conflicts=conflicts, language=language)


_DIET_LABELS: Final[Mapping[str, tuple[str, str]]] = {
    "vegetarian": ("you're vegetarian", "eres vegetariano"),
    "vegan": ("you're vegan", "eres vegano"),
    "pescatarian": ("you're pescatarian", "eres pescetariano"),
    "gluten_free": ("you eat gluten-free", "comes sin gluten"),
    "dairy_free": ("you eat dairy-free", "comes sin lácteos"),
    "keto": ("you follow keto", "sigues una dieta keto"),
    "low_carb": ("you eat low-carb", "comes bajo en carbohidratos"),
}
_CONTAINS: Final[Mapping[str, str]] = {"en": "Contains", "es": "Contiene"}


def diet_label(diet: str, language: Language) -> str | None:
    """Why a diet excludes something, said to the user: "you're vegetarian" / "eres vegetariano".

    Args:
        diet: A diet slug.
        language: The response language.

    Returns:
        The clause, or None for a diet without one.
    """
    labels = _DIET_LABELS.get(diet)
    return labels[0 if language == "en" else 1] if labels else None


_MAX_TEXT = 500


def _named(conflict: DietConflict, written: Language | None, language: Language) -> list[str]:
    """Each food of a conflict as the cook is told it.

    In the language she wrote, her own words. In the other one, the catalogue's name of the
    food when the line says that food by its name ("2 chicken breasts": "pechuga de pollo");
    a line that says it by a looser word keeps its words, or the catalogue's fuller name
    tells her of another food ("whole chicken" where her line reads "pollo").
    """
    index = 0 if language == "en" else 1
    if len(conflict.said) != len(conflict.foods):
        return [food[index] for food in conflict.foods]
    if written == language:
        return list(conflict.said)
    named: list[str] = []
    for food, said in zip(conflict.foods, conflict.said, strict=True):
        own = food[0 if written == "en" else 1] if written is not None else None
        loose = own is not None and not _same_words(said, own)
        named.append(said if loose else food[index])
    return named


def _same_words(left: str, right: str) -> bool:
    """Whether two names are the same words, up to plurals ("chicken breasts")."""
    ours, theirs = tokenize(left), tokenize(right)
    return len(ours) == len(theirs) and all(
        forms_overlap(a, b) for a, b in zip(ours, theirs, strict=True)
    )


def dietary_conflict_text(finding: DietaryFinding, language: Language) -> str | None:
    """`SafetyFlags.dietary_conflict`: "Contains chicken (you're vegetarian)".

    Args:
        finding: From `detect_dietary_conflicts`.
        language: The response language.

    Returns:
        One clause per broken diet, joined by "; " ("Contiene pollo (eres vegetariano)"), or
        None when nothing conflicts.
    """
    index = 0 if language == "en" else 1
    clauses: list[str] = []
    for conflict in finding.conflicts:
        names = list(dict.fromkeys(_named(conflict, finding.language, language)))
        label = _DIET_LABELS[conflict.diet][index]
        contains = _CONTAINS[language] if not clauses else _CONTAINS[language].lower()
        clauses.append(f"{contains} {join_names(names, language, limit=3)} ({label})")
    return clip("; ".join(clauses), _MAX_TEXT) if clauses else None
