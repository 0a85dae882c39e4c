"""What a food word a query leaves out stands for: a diet, a food group, an allergen group or
ingredients of the catalogue.

`shared.search.negation` finds the words after "sin", "without", "no", "except" or before
"-free"; this module says whether they name food, and which. The order matters:

1. a diet the gates already serve ("gluten", "lácteos"): the query keeps its words and the
   diet becomes a gate, as when the caller passes it;
2. a food group of the catalogue's ingredient categories ("meat" is poultry, red meat and
   pork; "mariscos" is seafood);
3. an allergen group (`ALLERGEN_WORDS`, the words a free-text allergy uses: "nuts", "huevo");
4. an ingredient: a name or alias of `shared/ingredients/catalogue.json`, the head word of one
   ("chocolate" of "dark chocolate", "crema" of "crema ácida") or the food a Spanish name is
   made "de" ("res" of "carne de res"), in any plural. Modifiers ("fresh", "cooking") are not
   food on their own, so "without cooking" is not read as an exclusion.

Anything else ("sin horno", "without fuss") is not food; the caller leaves it as typed.

`named_foods` reads the foods a query asks FOR the same way, but only by whole names and
aliases in the query's language ("shrimp", "garbanzos"), groups and allergen words: a head
word such as "sopa" (of "sopa de fideo") names a dish more often than an ingredient, "pan" is
bread in Spanish and a sheet pan in English, and an everyday word ("date" in "impress my
date") is no food even where the catalogue has one of that name. A head word that is a kind
of staple is read too ("noodles", "frijoles": `_kinds`): no ingredient is named by it alone,
so "asian noodles" and "algo con frijoles" named no food, and the recipes holding none came
before those holding them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Final

from shared.ai.offline.restrictions import ALLERGEN_WORDS
from shared.ingredients.catalogue import catalogue_by_slug
from shared.search.diet_words import FREE_OF
from shared.search.glossary import FUNCTION_WORDS
from shared.search.intent import fold_words
from shared.search.subject import is_everyday

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.schemas.response import Language

__all__ = ["MAX_TERM_WORDS", "FoodTerm", "named_foods", "read_food_term"]

# The longest phrase read as one food ("carne molida de res").
MAX_TERM_WORDS: Final = 4

_MEAT: Final = ("poultry", "red_meat", "pork")
# "Protein" as a cook asks for it ("vegano con mucha proteína", "high protein dinner"): a dish
# built on a protein food, whichever the diet leaves (beans and tofu for a vegan, fish for a
# pescatarian), not the few recipes tagged high-protein.
_PROTEIN: Final = ("egg", "legume", "plant_protein", "poultry", "pork", "red_meat", "seafood")
# Food groups as the catalogue's ingredient categories (`ingredients.category`).
_GROUPS: Final[dict[tuple[str, ...], tuple[str, ...]]] = {
    ("meat",): _MEAT, ("meats",): _MEAT, ("carne",): _MEAT, ("carnes",): _MEAT,
    ("red", "meat"): ("red_meat",), ("carne", "roja"): ("red_meat",),
    ("carnes", "rojas"): ("red_meat",),
    ("pork",): ("pork",), ("puerco",): ("pork",), ("cerdo",): ("pork",),
    ("poultry",): ("poultry",), ("aves",): ("poultry",),
    ("seafood",): ("seafood",), ("mariscos",): ("seafood",), ("marisco",): ("seafood",),
    ("protein",): _PROTEIN, ("proteins",): _PROTEIN, ("proteina",): _PROTEIN,
    ("proteinas",): _PROTEIN, ("proteico",): _PROTEIN, ("proteica",): _PROTEIN,
}  # fmt: skip
# Words that are food in the other language only: in Spanish "soy" is "I am" ("soy alérgica
# al cacahuate" asked for soy sauce dishes) and "te" a pronoun (tea is "té").
_NOT_FOOD_IN: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset(),
    "es": frozenset({"soy", "te"}),
}
# Not food on their own, whatever names they appear in.
_NOT_FOOD: Final = frozenset(
    {*FUNCTION_WORDS, "of", "and", "or", "with", "in", "the", "a", "for", "style"}
)


@dataclass(frozen=True, kw_only=True)
class FoodTerm:
    """What a phrase of the query names.

    Attributes:
        size: How many of the query's words it takes.
        diet: The diet slug the words name, if they name one.
        categories: Ingredient categories of a food group.
        allergens: Allergen group slugs.
        ingredient: The catalogue's spelling of an ingredient word or phrase, folded.
        words: The query's words it was read from, folded.
    """

    size: int
    diet: str | None = None
    categories: tuple[str, ...] = ()
    allergens: tuple[str, ...] = ()
    ingredient: str | None = None
    words: tuple[str, ...] = ()


def _variants(word: str) -> set[str]:
    """A vocabulary word's plural and singular spellings ("chile"/"chiles", "nuez"/"nueces")."""
    forms = {word, f"{word}s", f"{word}es"}
    if word.endswith("z"):
        forms.add(f"{word[:-1]}ces")
    if word.endswith("s") and len(word) > 3:
        forms.add(word[:-1])
    if word.endswith("es") and len(word) > 4:
        forms.add(word[:-2])
    return forms


@dataclass(frozen=True)
class _Vocabulary:
    phrases: frozenset[tuple[str, ...]]
    # Whole names and aliases only, per language, not their head words ("sopa" of "sopa de
    # fideo"), but for the kinds of staple (`_kinds`).
    names: Mapping[str, frozenset[tuple[str, ...]]]
    spellings: dict[str, frozenset[str]]


# The staples a dish is built on, of the catalogue's ingredient categories: the pulses and the
# grains (noodles, tortillas), whose kinds a cook names by the word their names share.
_KIND_CATEGORIES: Final = frozenset({"legume", "grain"})
# A kind heads the names of this many ingredients at least.
_MIN_KIND: Final = 3


def _head(words: tuple[str, ...], language: str) -> str:
    # The noun a name is built on: English puts it last, Spanish first.
    return words[0] if language == "es" else words[-1]


def _kinds(language: Language, other: Language) -> set[tuple[str, ...]]:
    """The words that name a kind of staple in `language` ("noodles", "frijoles", "beans").

    A word heading the names of at least `_MIN_KIND` ingredients, all staples
    (`_KIND_CATEGORIES`), whose names in the other language share a head word too ("fideo
    de arroz", "fideo de huevo"; "frijol negro", "frijol pinto"): both languages agree that
    it is a kind of food, not a word of one food's name. A whole name is read as one already.
    """
    rows = catalogue_by_slug()
    headed: dict[str, set[str]] = {}
    for slug, row in rows.items():
        for name in row.spellings(language):
            words = fold_words(name)
            if len(words) > 1:
                headed.setdefault(_head(words, language), set()).add(slug)
    kinds: set[tuple[str, ...]] = set()
    for word, slugs in headed.items():
        if len(slugs) < _MIN_KIND or any(rows[s].category not in _KIND_CATEGORIES for s in slugs):
            continue
        counts: dict[str, int] = {}
        for slug in slugs:
            for head in {
                _head(words, other)
                for name in rows[slug].spellings(other)
                if len(words := fold_words(name)) > 1
            }:
                counts[head] = counts.get(head, 0) + 1
        if max(counts.values(), default=0) >= _MIN_KIND:
            kinds.add((word,))
    return kinds


def _food_phrases(name: str, language: str) -> list[tuple[str, ...]]:
    """A name, its head word and (Spanish) what it is made "de"."""
    words = fold_words(name)
    if not words:
        return []
    phrases = [words]
    head = words[0] if language == "es" else words[-1]
    phrases.append((head,))
    if language == "es" and "de" in words:
        phrases.append(words[words.index("de") + 1 :])
    return [p for p in phrases if p and not (len(p) == 1 and p[0] in _NOT_FOOD)]


@functools.cache
def _vocabulary() -> _Vocabulary:
    phrases: set[tuple[str, ...]] = set()
    names: dict[str, set[tuple[str, ...]]] = {"en": set(), "es": set()}
    for row in catalogue_by_slug().values():
        for language in ("en", "es"):
            for name in row.spellings(language):
                phrases.update(_food_phrases(name, language))
                names[language].add(fold_words(name))
    spellings: dict[str, set[str]] = {}
    for phrase in phrases:
        for word in phrase:
            for form in _variants(word):
                spellings.setdefault(form, set()).add(word)
    names["en"].update(_kinds("en", "es"))
    names["es"].update(_kinds("es", "en"))
    return _Vocabulary(
        phrases=frozenset(phrases),
        names={language: frozenset(spelt) for language, spelt in names.items()},
        spellings={form: frozenset(words) for form, words in spellings.items()},
    )


@functools.cache
def _allergen_words() -> dict[tuple[str, ...], tuple[str, ...]]:
    by_words: dict[tuple[str, ...], set[str]] = {}
    for slug, words in ALLERGEN_WORDS.items():
        for word in words:
            for form in _variants(word):
                by_words.setdefault(fold_words(form), set()).add(slug)
    # "nut-free" keeps peanuts out too: to a cook, peanuts are nuts.
    for form in _variants("nut"):
        by_words.setdefault((form,), set()).update({"tree_nut", "peanut"})
    return {words: tuple(sorted(slugs)) for words, slugs in by_words.items()}


def _ingredient(words: Sequence[str], *, whole: str | None) -> str | None:
    vocabulary = _vocabulary()
    known = vocabulary.phrases if whole is None else vocabulary.names[whole]
    choices = [sorted(vocabulary.spellings.get(word, ())) for word in words]
    for spelt in product(*choices):
        if spelt in known:
            return " ".join(spelt)
    return None


def _read(words: tuple[str, ...], *, whole: str | None = None) -> FoodTerm | None:
    size = len(words)
    # A diet the gates serve ("sin gluten", "sin TACC"): its gate, not a list of ingredients
    # (seed 000 §6.5: diets are hard gates on the recipe's own diet tags).
    if size == 1 and words[0] in FREE_OF:
        return FoodTerm(size=1, diet=FREE_OF[words[0]], words=words)
    if words in _GROUPS:
        return FoodTerm(size=size, categories=_GROUPS[words], words=words)
    allergens = _allergen_words().get(words)
    if allergens:
        return FoodTerm(size=size, allergens=allergens, words=words)
    if words[-1] in _NOT_FOOD or words[0] in _NOT_FOOD:
        return None
    ingredient = _ingredient(words, whole=whole)
    return FoodTerm(size=size, ingredient=ingredient, words=words) if ingredient else None


def read_food_term(words: Sequence[str]) -> FoodTerm | None:
    """The longest food phrase the words start with.

    Args:
        words: The query's words from where the excluded thing starts (any case, accents).

    Returns:
        What the phrase names and how many words it takes, or None when it is not food.
    """
    folded: list[str] = []
    for word in words[:MAX_TERM_WORDS]:
        parts = fold_words(word)
        # A hyphenated word ("stir-fry", "no-bake") is a word of its own, never food.
        if len(parts) != 1:
            break
        folded.append(parts[0])
    for size in range(len(folded), 0, -1):
        term = _read(tuple(folded[:size]))
        if term is not None:
            return term
    return None


def named_foods(text: str, language: Language) -> tuple[FoodTerm, ...]:
    """The foods a query asks for by a whole ingredient name or alias of its language, a food
    group or an allergen word ("shrimp", "garbanzos", "pescado"); not diets, not head words
    ("sopa"), not everyday words ("date").

    Args:
        text: What the query asks for (negations already out).
        language: The language the query is written in.

    Returns:
        The foods, in the order named.
    """
    words = fold_words(text)
    found: list[FoodTerm] = []
    index = 0
    while index < len(words):
        for size in range(min(MAX_TERM_WORDS, len(words) - index), 0, -1):
            term = _read(words[index : index + size], whole=language)
            if term is None or term.diet is not None:
                continue
            if size == 1 and (is_everyday(words[index]) or words[index] in _NOT_FOOD_IN[language]):
                continue
            found.append(term)
            index += size
            break
        else:
            index += 1
    return tuple(found)
