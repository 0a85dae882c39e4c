"""What the cook said to leave out, carried by the chips that start a new request.

A starter chip ("Quick dinners", "Cenas rápidas") is a fixed request: tapped after "no pork" or
"nada picante", it searched without them and showed the carbonara and the saltimbocca. The
cook's words hold for the conversation, so a starter's message says them again: "Find quick
dinner recipes without pork, nothing spicy". The search reads them as it reads them typed
(`shared.search.negation`, `shared.search.diet_words`); the profile's own diets and allergies
need no words, the gates apply them to every search.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final, get_args

from shared.ai.offline.ingredients import identify
from shared.schemas.response import Language
from shared.search.negation import Avoided, split_negation
from shared.tools.held_back import diet_word
from shared.tools.outside_note import avoided_words

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["Agreement", "LeftOut", "left_out_said", "with_left_out"]

# A list joined so the search reads every food after the one "without" ("sin cerdo ni camarón").
_OR: Final[dict[Language, str]] = {"en": " or ", "es": " ni "}
_WITHOUT: Final[dict[Language, str]] = {"en": "without {foods}", "es": "sin {foods}"}
_NOT_HOT: Final[dict[Language, str]] = {"en": "nothing spicy", "es": "nada picante"}
_END: Final = re.compile(r"[?.!]+$")
# A diet that already leaves out every meat: "vegetarian" says "without meat" on its own.
_MEATLESS: Final = frozenset({"vegetarian", "vegan", "pescatarian"})
_MEATS: Final = frozenset({"poultry", "red_meat", "pork", "meat"})


@dataclass(frozen=True, kw_only=True)
class Agreement:
    """Gender and number of what a request's added diet qualifies: a Spanish adjective agrees
    with its noun ("recetas vegetarianas", "algo vegetariano"); English needs neither."""

    masculine: bool = False
    plural: bool = False


def _named(food: str, language: Language) -> str:
    """A food left out, named in the chip's language when the catalogue knows it."""
    known = identify(food)
    if known is None:
        return food
    return known.en if language == "en" else known.es


class LeftOut:
    """The diets asked and the food left out in the cook's messages of one conversation."""

    def __init__(self, *, diets: Iterable[str] = (), avoided: Avoided | None = None) -> None:
        self.diets = tuple(dict.fromkeys(diets))
        self.avoided = avoided or Avoided()

    def __bool__(self) -> bool:
        return bool(self.diets or self.avoided)

    def words(self, language: Language, agreement: Agreement | None = None) -> str:
        """The request's added words: "vegetarian, without pork or shrimp, nothing spicy".

        Args:
            language: The request's language.
            agreement: What the diets qualify in it; a feminine singular noun by default.
        """
        agreement = agreement or Agreement()
        parts = [
            diet_word(diet, language, masculine=agreement.masculine, plural=agreement.plural)
            for diet in self.diets
        ]
        categories = self.avoided.categories
        if _MEATLESS & set(self.diets):
            categories = tuple(c for c in categories if c not in _MEATS)
        named = tuple(dict.fromkeys(_named(food, language) for food in self.avoided.ingredients))
        kept = replace(self.avoided, hot=False, diets=(), categories=categories, ingredients=named)
        foods = avoided_words(kept, language)
        if foods:
            parts.append(_WITHOUT[language].format(foods=_OR[language].join(foods)))
        if self.avoided.hot:
            parts.append(_NOT_HOT[language])
        return ", ".join(parts)


def _merged(avoided: Iterable[Avoided]) -> Avoided:
    kept = list(avoided)

    def union(values: Iterable[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(values))

    return Avoided(
        diets=union(d for a in kept for d in a.diets),
        categories=union(c for a in kept for c in a.categories),
        allergens=union(g for a in kept for g in a.allergens),
        ingredients=union(i for a in kept for i in a.ingredients),
        hot=any(a.hot for a in kept),
    )


def left_out_said(said: Iterable[str], *, diets: Iterable[str], profile: Iterable[str]) -> LeftOut:
    """What the cook's messages leave out, beside the diets they ask for.

    Args:
        said: The cook's messages of the conversation, in any order.
        diets: The diets her words ask for (`chat.starters.diets_said`).
        profile: Her profile's diets, which every search already keeps to.

    Returns:
        The diets beyond her profile's, and the foods and heat she said to leave out. Each
        message is read in both languages: a cook may write "sin cerdo" to an English profile.
    """
    readings = [
        split_negation(text, language).avoided for text in said for language in get_args(Language)
    ]
    avoided = _merged(readings)
    own = set(profile)
    # "no dairy" is a diet said as a food left out: it holds for the chips as "sin lácteos" does.
    asked = [d for d in (*diets, *avoided.diets) if d not in own]
    if _MEATLESS & own:
        # A vegetarian's "no pork" is what her profile keeps to already: nothing to say again.
        kept = tuple(c for c in avoided.categories if c not in _MEATS)
        avoided = replace(avoided, categories=kept)
    return LeftOut(diets=asked, avoided=replace(avoided, diets=()))


def with_left_out(
    message: str, left_out: LeftOut, language: Language, agreement: Agreement | None = None
) -> str:
    """A starter chip's request with what the cook left out said again, before its question mark.

    Args:
        message: The chip's request ("What can I cook with chicken, rice and tomatoes?").
        left_out: What the conversation left out.
        language: The chip's language.
        agreement: What a diet said again qualifies in the request ("recetas": plural).

    Returns:
        The request, unchanged when nothing was left out.
    """
    words = left_out.words(language, agreement)
    if not words:
        return message
    end = _END.search(message)
    stop = end.group() if end else ""
    body = message[: len(message) - len(stop)]
    return f"{body}, {words}{stop}"
