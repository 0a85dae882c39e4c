"""Slot extraction from one user message, in English or Spanish: time, cuisine, diet, meal ...

Every extractor works on folded text (lower-case, no accents) and returns a slug or a number.
Ingredient lists, timeframes and queries, quoted verbatim, live in their own modules.
"""

from __future__ import annotations

import re

from shared.ai.offline.number_words import CARDINALS
from shared.search.diet_words import diet_mentions

__all__ = [
    "PEOPLE_WORDS",
    "QUICK_MINUTES",
    "extract_cuisine",
    "extract_diet",
    "extract_diets",
    "extract_difficulty",
    "extract_max_time",
    "extract_meal_type",
    "extract_servings",
]

QUICK_MINUTES = 30
_MINUTES = r"(?:minutes?|mins?|min|m|minutos?)"
_NUMBER = r"(\d{1,2}|" + "|".join(sorted(CARDINALS, key=len, reverse=True)) + ")"

_TIME_PATTERNS: tuple[tuple[re.Pattern[str], int | None], ...] = (
    # (pattern, fixed minutes or None to read the captured number)
    (re.compile(r"\b(\d{1,4})\s*-?\s*" + _MINUTES + r"\b"), None),
    (re.compile(r"\b(?:half an hour|half hour|media hora)\b"), 30),
    (re.compile(r"\b" + _NUMBER + r"\s*(?:hours?|hrs?|horas?)\b"), -60),
    (re.compile(r"\b(?:quick|quickly|fast|speedy|express|rapid[oa]s?|rapidit[oa]s?)\b"), 30),
)

_CUISINES: tuple[tuple[str, str], ...] = (
    (
        "latin_american",
        r"latin[oa]? american[oa]?s?|latinoamerican[oa]s?|latin[oa]?s?|peruvian|"
        r"peruan[oa]s?|argentin(?:ian|e|[oa])s?|colombian[oa]?s?|cuban[oa]?s?|brazilian|"
        r"brasilen[oa]s?|venezuelan|venezolan[oa]s?",
    ),
    ("mexican", r"mexican[oa]?s?"),
    ("italian", r"italian[oa]?s?"),
    (
        "asian",
        r"asian|asiatic[oa]s?|chinese|chin[oa]s?|japanese|japones[a]?s?|thai|"
        r"tailandes[a]?s?|korean|corean[oa]s?|vietnamese|vietnamita?s?",
    ),
    (
        "mediterranean",
        r"mediterrane(?:an|[oa]s?)|greek|grieg[oa]s?|middle eastern|moroccan|"
        r"marroqui(?:es)?|lebanese|libanes[a]?s?|turkish",
    ),
    ("american", r"american[oa]?s?|estadounidenses?|southern"),
    ("spanish", r"(?<!in )(?<!en )(?:spanish|espanol[a]?s?|espanoles)"),
    ("indian", r"indian|indi[oa]s?|hindu"),
    ("french", r"french|frances[a]?s?|franceses"),
)

# The diets' names are the search's one table of them (`shared.search.diet_words`: "sin TACC"
# is gluten-free in the chat as in the search); here only what the chat reads besides: meat
# left out as a diet (the search reads it as food left out) and the nutrition goals.
_DIETS: tuple[tuple[str, str], ...] = (
    ("vegetarian", r"sin carne|(?:with )?no meat|without meat"),
    ("low_carb", r"low[\s-]carbs?|baj[oa]s? en carbohidratos|pocos carbohidratos"),
    ("high_protein", r"high[\s-]protein|protein[\s-]rich|(?:alt[oa]|ric[oa])s? en proteinas?"),
)
# The order `extract_diets` lists them in.
_DIET_ORDER: tuple[str, ...] = (
    "vegan", "vegetarian", "gluten_free", "dairy_free", "pescatarian", "keto", "low_carb",
    "high_protein",
)  # fmt: skip

# Only the meal types the tools' arguments (and the catalogue's `meal_types`) know: a brunch is
# filed as breakfast and a starter as a snack, as the search reads those words
# (`shared.search.intent.MEAL_WORDS`); any other slug made the arguments invalid. Plurals are
# the same meal: "Quick dinners" typed as the starter's label asks for dinners, and its
# "Quicker options" searched without the meal and answered with a caprese salad.
_MEALS: tuple[tuple[str, str], ...] = (
    ("breakfast", r"breakfasts?|brunch(?:es)?|desayunos?|desayunar"),
    ("lunch", r"lunch(?:es)?|almuerzos?|para (?:la )?comida"),
    ("dinner", r"dinners?|suppers?|cenas?|cenar"),
    ("dessert", r"desserts?|postres?"),
    (
        "snack",
        r"snacks?|botanas?|meriendas?|antojitos?|appetizers?|starters?|entradas?|"
        r"aperitivos?",
    ),
)

_DIFFICULTIES: tuple[tuple[str, str], ...] = (
    ("easy", r"easy|simple|beginner|faciles|facil|sencill[oa]s?"),
    ("medium", r"intermediate|medium difficulty|intermedi[oa]s?|dificultad media"),
    ("hard", r"hard|difficult|challenging|advanced|dificil(?:es)?|avanzad[oa]s?|complicad[oa]s?"),
)

# The words a count of people is said with ("for 6 people", "para 4 comensales").
PEOPLE_WORDS = r"(?:people|persons|servings|guests|adults|of us|personas|porciones|comensales)"
_SERVINGS = re.compile(
    r"\b(?:for|serves?|feeds?|para)\s+" + _NUMBER + r"(?:\s+" + PEOPLE_WORDS + r")?\b"
)
_SERVING_WORDS = re.compile(PEOPLE_WORDS)
# What makes a bare "for 2" a time, not people: "for 2 minutes", "para 3 dias".
_DURATION_AFTER = re.compile(
    r"(?:\s*(?:-|to|a)\s*\d{1,4})?\s*(?:min|mins|minutes?|minutos?|hours?|hrs?|horas?|"
    r"days?|dias?|weeks?|semanas?|months?|mes|meses|seconds?|secs?|segundos?)\b"
)
# Articles read as "one" elsewhere ("a", "una"), never a number of people after "for".
_ARTICLES = frozenset({"a", "an", "un", "una"})


def _first(table: tuple[tuple[str, str], ...], folded: str) -> str | None:
    found = [
        (match.start(), slug)
        for slug, pattern in table
        if (match := re.search(r"\b(?:" + pattern + r")\b", folded))
    ]
    return min(found)[1] if found else None


def extract_cuisine(folded: str) -> str | None:
    """The cuisine slug a message names ("comida china" -> "asian"), first mention wins.

    Args:
        folded: the folded message.

    Returns:
        A cuisine slug, or None.
    """
    return _first(_CUISINES, folded)


def _diet_mentions(folded: str) -> list[tuple[int, str]]:
    said = [
        (match.start(), slug)
        for slug, pattern in _DIETS
        for match in re.finditer(r"\b(?:" + pattern + r")\b", folded)
    ]
    return sorted([*said, *diet_mentions(folded)])


def extract_diet(folded: str) -> str | None:
    """The diet slug a message names ("sin gluten" -> "gluten_free"), first mention wins.

    Args:
        folded: the folded message.

    Returns:
        A diet slug, or None.
    """
    mentions = _diet_mentions(folded)
    return mentions[0][1] if mentions else None


def extract_diets(folded: str) -> list[str]:
    """Every diet slug a message names, in table order ("vegan and gluten-free").

    Args:
        folded: the folded message.

    Returns:
        The diet slugs (possibly none).
    """
    said = {slug for _, slug in _diet_mentions(folded)}
    return [slug for slug in _DIET_ORDER if slug in said]


def extract_meal_type(folded: str) -> str | None:
    """The meal type asked for ("breakfast", "lunch", "dinner", "dessert", ...).

    Args:
        folded: the folded message.

    Returns:
        A meal-type slug, or None.
    """
    return _first(_MEALS, folded)


def extract_difficulty(folded: str) -> str | None:
    """The difficulty asked for ("easy", "medium", "hard").

    Args:
        folded: the folded message.

    Returns:
        A difficulty, or None.
    """
    return _first(_DIFFICULTIES, folded)


def extract_max_time(folded: str) -> int | None:
    """The time limit in minutes ("under 30 minutes", "media hora", "quick" -> 30).

    Args:
        folded: the folded message.

    Returns:
        Minutes within 5-1440, or None when no limit is mentioned.
    """
    for pattern, fixed in _TIME_PATTERNS:
        match = pattern.search(folded)
        if match is None:
            continue
        if fixed is None:
            minutes = int(match.group(1))
        elif fixed < 0:
            raw = match.group(1)
            minutes = -fixed * (int(raw) if raw.isdigit() else CARDINALS[raw])
        else:
            minutes = fixed
        return max(5, min(1440, minutes))
    return None


def extract_servings(folded: str) -> int | None:
    """The number of people to cook for ("for 4 people", "para dos personas").

    Args:
        folded: the folded message.

    Returns:
        1-20, or None when not mentioned.
    """
    for match in _SERVINGS.finditer(folded):
        raw = match.group(1)
        said = match.group(0)
        named = _SERVING_WORDS.search(said) or said.startswith(("serve", "feed"))
        if not named and (raw in _ARTICLES or _DURATION_AFTER.match(folded, match.end())):
            continue  # "for a party", "for 2 minutes", "para 3 dias": not people
        count = int(raw) if raw.isdigit() else CARDINALS[raw]
        if 1 <= count <= 20:
            return count
    return None
