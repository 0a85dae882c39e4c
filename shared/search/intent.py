"""Soft wishes read from the query's wording: a meal, a cuisine (or a feast's), "quick", "easy".

Explicit filters are hard gates; words are softer. "something quick for dinner" does not
exclude a 45-minute lasagna, it ranks a 20-minute stir-fry above it (seed 000 §6.5 metadata
signal: time, difficulty, cuisine and meal fit). Words are matched accent-folded and
lower-cased, EN and ES together (a Spanish speaker may well type "quick").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.search.feasts import feast_cuisines

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.search.model import SearchQuery

__all__ = [
    "MEAL_WORDS",
    "QueryIntent",
    "drink_phrase",
    "fold_words",
    "is_cuisine_word",
    "read_intent",
]

_WORD = re.compile(r"[^\W_]+")

# Meal words, EN and ES, to the meal slug (which is the English word: the glossary reuses it).
MEAL_WORDS: Final[dict[str, str]] = {
    "breakfast": "breakfast", "brunch": "breakfast", "desayuno": "breakfast",
    "desayunar": "breakfast", "almuerzo": "lunch", "lunch": "lunch", "comida": "lunch",
    "dinner": "dinner", "supper": "dinner", "cena": "dinner", "cenar": "dinner",
    "snack": "snack", "snacks": "snack", "botana": "snack", "botanas": "snack",
    "merienda": "snack", "merendar": "snack", "antojito": "snack", "antojitos": "snack",
    "appetizer": "snack", "almorzar": "lunch",
    "dessert": "dessert", "desserts": "dessert", "postre": "dessert", "postres": "dessert",
    "side": "side", "guarnicion": "side", "acompanamiento": "side", "acompanar": "side",
    "drink": "drink",
    "drinks": "drink", "bebida": "drink", "bebidas": "drink", "smoothie": "drink",
    "licuado": "drink",
}  # fmt: skip

# Cuisine adjectives and the countries the catalogue files under each slug (seed catalogue
# README: `asian` covers Chinese/Japanese/Thai/Korean/Vietnamese, `latin_american` Peru,
# Argentina, Colombia, Cuba, Brazil...).
_CUISINES: Final[dict[str, str]] = {
    "mexican": "mexican", "mexicana": "mexican", "mexicano": "mexican",
    "italian": "italian", "italiana": "italian", "italiano": "italian",
    "asian": "asian", "asiatica": "asian", "asiatico": "asian", "chinese": "asian",
    "china": "asian", "chino": "asian", "japanese": "asian", "japonesa": "asian",
    "japones": "asian", "thai": "asian", "tailandesa": "asian", "tailandes": "asian",
    "korean": "asian", "coreana": "asian", "coreano": "asian", "vietnamese": "asian",
    "vietnamita": "asian", "mediterranean": "mediterranean", "mediterranea": "mediterranean",
    "mediterraneo": "mediterranean", "greek": "mediterranean", "griega": "mediterranean",
    "griego": "mediterranean", "lebanese": "mediterranean", "libanesa": "mediterranean",
    "moroccan": "mediterranean", "marroqui": "mediterranean", "american": "american",
    "americana": "american", "americano": "american", "spanish": "spanish",
    "espanola": "spanish", "espanol": "spanish", "indian": "indian", "india": "indian",
    "hindu": "indian", "french": "french", "francesa": "french", "frances": "french",
    "latin": "latin_american", "latina": "latin_american", "latino": "latin_american",
    "peruvian": "latin_american", "peruana": "latin_american", "peruano": "latin_american",
    "argentine": "latin_american", "argentina": "latin_american",
    "argentino": "latin_american", "brazilian": "latin_american",
    "brasilena": "latin_american", "brasileno": "latin_american", "cuban": "latin_american",
    "cubana": "latin_american", "cubano": "latin_american", "colombian": "latin_american",
    "colombiana": "latin_american", "colombiano": "latin_american",
}  # fmt: skip

# Asking for something to drink without naming a drink: "algo de tomar", "something to drink".
# "tomar" alone is also "to take", so only the phrase counts.
_DRINK: Final = re.compile(
    r"\b(?:(?:de|para|pa) (?:tomar|beber)(?! en cuenta)|to drink|something to sip)\b"
)

_QUICK: Final = frozenset(
    {"quick", "quickly", "fast", "rapid", "speedy", "weeknight", "rapido", "rapida", "rapidos",
     "rapidas", "rapidito", "rapidita", "rapiditos", "rapiditas", "express"}
)  # fmt: skip
# Being short of time said as a phrase: "in a hurry", "no time", "de volada", "tengo prisa".
_HURRY: Final = re.compile(
    r"\b(?:in a (?:hurry|rush)|no time|short on time|pressed for time|de volada|a la carrera"
    r"|(?:tengo|con|ando con) (?:mucha )?prisa|apurad[oa]s?|en un (?:dos por tres|ratito))\b"
)
_EASY: Final = frozenset(
    {"easy", "simple", "beginner", "beginners", "novice", "foolproof", "effortless", "facil",
     "faciles", "facilito", "facilita", "facilitos", "facilitas", "sencillo", "sencilla",
     "sencillos", "sencillas", "sencillito", "sencillita", "principiante", "principiantes",
     "novato", "novata", "novatos", "novatas"}
)  # fmt: skip
# Asking to spend little or eat little: a wish about the recipe, like "quick" and "easy", that
# orders the recipes of the food named beside it ("algo barato con lentejas").
_THRIFTY: Final = frozenset(
    {"cheap", "cheaply", "inexpensive", "affordable", "budget", "thrifty", "frugal", "light",
     "barato", "barata", "baratos", "baratas", "baratito", "baratita", "economico",
     "economica", "economicos", "economicas", "ligero", "ligera", "ligeros", "ligeras"}
)  # fmt: skip
# Asking for a challenge.
_HARD: Final = frozenset(
    {"challenging", "challenge", "advanced", "difficult", "ambitious", "dificil", "dificiles",
     "reto", "desafio", "complicado", "complicada", "complicados", "complicadas", "avanzado",
     "avanzada", "avanzados", "avanzadas", "laborioso", "laboriosa", "laboriosos",
     "laboriosas", "retador", "retadora"}
)  # fmt: skip
# "hard" is also a texture or a kind of food ("hard-boiled eggs", "hard cheese", "hard taco
# shells"), so only when no such word follows.
_HARD_WORD: Final = re.compile(
    r"\bhard(?! (?:boiled|cooked|cheeses?|shells?|tacos?|ciders?|cand(?:y|ies)|rolls?|sauce"
    r"|water|seltzer|liquor|crust|crack|dough))\b"
)


@dataclass(frozen=True, kw_only=True)
class QueryIntent:
    """What the request asks for beyond its topic; None (or empty) where it says nothing.

    Explicit filters and wording merge here: an explicit filter is the wish, the words only
    fill what the filters leave open.
    """

    time_budget: int | None = None
    difficulty: str | None = None
    cuisines: frozenset[str] = frozenset()
    meal: str | None = None
    # The query names a mood, weather or company (`shared.search.moods`): recipes carrying
    # its tags fit.
    mood: bool = False
    # It asks to cook for many people: recipes of many portions fit.
    crowd: bool = False
    # Its words say a soft wish about the recipe (quick, easy, cheap, light): a preference
    # that orders the recipes of a food the query names, never a reason to offer others.
    wish: bool = False


def fold_words(text: str) -> tuple[str, ...]:
    """The text's words, lower-cased and accent-folded ("Rápido" -> "rapido")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return tuple(_WORD.findall(bare))


def drink_phrase(words: Sequence[str]) -> bool:
    """Whether folded words ask for something to drink without naming one ("algo de tomar")."""
    return bool(_DRINK.search(" ".join(words)))


def is_cuisine_word(word: str) -> bool:
    """Whether a word names a cuisine ("thai", "mexicana"): a facet, not a dish."""
    return all(w in _CUISINES for w in fold_words(word)) and bool(fold_words(word))


def read_intent(query: SearchQuery, *, quick_minutes: int) -> QueryIntent:
    """Merge a query's explicit filters with the wishes its words express.

    Args:
        query: The search request.
        quick_minutes: The time budget "quick" stands for.

    Returns:
        The intent the metadata signal is judged against.
    """
    words = fold_words(query.text)
    meals = [MEAL_WORDS[w] for w in words if w in MEAL_WORDS]
    if not meals and drink_phrase(words):
        meals = ["drink"]
    # A feast of one tradition says its cuisine when no cuisine is said ("for Diwali").
    cuisines = frozenset(_CUISINES[w] for w in words if w in _CUISINES) or feast_cuisines(words)
    quick = any(w in _QUICK for w in words) or bool(_HURRY.search(" ".join(words)))
    easy = any(w in _EASY for w in words)
    hard = not easy and (any(w in _HARD for w in words) or bool(_HARD_WORD.search(" ".join(words))))
    return QueryIntent(
        time_budget=query.max_time or (quick_minutes if quick else None),
        difficulty=query.difficulty or ("easy" if easy else "hard" if hard else None),
        cuisines=frozenset({query.cuisine}) if query.cuisine else cuisines,
        meal=query.meal_type or (meals[0] if meals else None),
        wish=quick or easy or any(w in _THRIFTY for w in words),
    )
