"""Words of a condition the gates already hold are not matched: "cena vegana en 20 minutos".

Once "vegana" is a gate (the diet said in words or passed as a filter, `shared.search.gates`)
every candidate is vegan, so the word can no longer tell them apart; matched as text it only
favours the recipes that happen to say "vegano" in a tag or description over the ones that
are the dish asked for. "algo de pescado bajo en carbohidratos" with the low-carb filter found
a chicken dish tagged "bajo en carbohidratos" before the fish, and "desayuno rápido" under a
15-minute limit the recipes tagged "rápido" before the breakfasts. The rest of the request
(the food, the dish, the meal) is what ranks the gated recipes, so the condition's words are
taken out of what is matched and embedded when, and only when, a gate holds that condition:
a diet among the gated diets, "quick" and the limit's own words ("en menos de 20 minutos",
`shared.search.time_words`) under a time limit, "easy" under the easy filter.
Without a gate they stay words to match ("high-protein dinner" still finds the recipes tagged
"high protein"). Phrases are matched on the accent-folded text, whole words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import STOPWORDS, FoldedText, words
from shared.search.intent import MEAL_WORDS
from shared.search.time_words import without_time_limit

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = ["drop_gated_words"]

_ADJ: Final = r"(?:it)?[oa]s?"
# How a food group is said to be left out: "nothing with dairy", "sin nada de lácteos".
_LEAVING_OUT: Final = (
    r"(?:(?:nothing|none|anything) with |without (?:any )?|no |sin (?:nada de )?|nada de "
    r"|free of |libre de )?"
)
_DIETS: Final[dict[str, str]] = {
    "vegetarian": rf"vegetarian(?:s|{_ADJ})?|veggie|meatless",
    "vegan": rf"vegan(?:s|{_ADJ})?|plant.based|basad[oa]s? en plantas",
    "gluten_free": rf"{_LEAVING_OUT}gluten(?:.free)?|celiac[oa]?s?|celiacs?",
    "dairy_free": rf"{_LEAVING_OUT}(?:dairy|lacteos|lactose|lactosa)(?:.free| intolerant)?",
    "pescatarian": rf"pesc[ae]tarian(?:s|{_ADJ})?",
    "keto": r"keto(?:.friendly)?|ketogenic|cetogenic[oa]s?",
    "low_carb": r"low.carbs?|(?:baj[oa]s?|pobres?) en (?:carbohidratos|carbos?)"
    r"|pocos carbohidratos",
    "high_protein": r"high.protein|protein.rich|(?:alt[oa]s?|ric[oa]s?) en proteinas?"
    r"|(?:con )?mucha proteina|lots of protein|(?:con )?harta proteina|proteic[oa]s?",
}
_QUICK: Final = (
    r"quick(?:ly)?|fast|speedy|express|rapid(?:it)?[oa]s?|rapid[oa]s?|de volada|en chinga"
    r"|en un (?:dos por tres|ratito|rato)"
)
_EASY: Final = (
    r"easy|simple|beginners?|faciles|facil(?:it[oa]s?)?|sencill(?:it)?[oa]s?"
    r"|(?:para )?principiantes?|(?:para )?novat[oa]s?"
)
_SPACES: Final = re.compile(r"\s+")
# Words that name no food or dish: grammar, meals, and what asks for any food at all.
_NOT_A_SUBJECT: Final = (
    STOPWORDS
    | MEAL_WORDS.keys()
    | frozenset({"meal", "meals", "food", "main", "mains", "tonight", "today", "comida",
                 "comidas", "hoy", "noche", "something", "algo", "dish", "platillo", "plato"})
)  # fmt: skip


def _pattern(parts: list[str]) -> re.Pattern[str] | None:
    if not parts:
        return None
    return re.compile(r"\b(?:" + "|".join(parts) + r")\b")


def drop_gated_words(text: str, gates: Mapping[str, object]) -> str:
    """The text without the words of the conditions the gates hold.

    Args:
        text: What is matched and embedded.
        gates: `shared.search.gates.gate_params` for this search (``diets``, ``max_time``,
            ``difficulty``).

    Returns:
        The text without those words; the text itself when nothing else would be left or
        no gate holds a condition it names.
    """
    diets = gates.get("diets")
    parts = [_DIETS[d] for d in diets if d in _DIETS] if isinstance(diets, list) else []
    timed = gates.get("max_time") is not None
    if timed:
        parts.append(_QUICK)
    if gates.get("difficulty") == "easy":
        parts.append(_EASY)
    pattern = _pattern(parts)
    rest = without_time_limit(text) if timed else text
    if pattern is not None:
        folded = FoldedText.of(rest)
        kept: list[str] = []
        last = 0
        for match in pattern.finditer(folded.text):
            kept.append(folded.original_span(last, match.start()))
            last = match.end()
        kept.append(folded.original_span(last, len(folded.text)))
        rest = _SPACES.sub(" ", " ".join(kept)).strip()
    if rest == text:
        return text
    # "algo vegano" or "high-protein lunch" under the gate: the request is the condition
    # itself, and its words are the only evidence a recipe can match it by.
    return rest if any(word not in _NOT_A_SUBJECT for word in words(rest)) else text
