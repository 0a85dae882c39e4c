"""One mood of `shared.search.mood_table`: its words, the catalogue's tags for it, and what
goes with it; and the Spanish adjective endings the patterns share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.schemas.response import Language

__all__ = ["ADJ", "Mood"]


@dataclass(frozen=True, kw_only=True)
class Mood:
    """One mood: the words that say it and the catalogue's tags for it, per language.

    Attributes:
        pattern: The words, a regular expression over the folded query.
        tags: The tags of the recipes that fit it.
        contrary: Tags of recipes that go against it (a hot soup on a hot day, a salad on a
            freezing night): such a recipe is offered after the others, unless it also
            carries a `safe` tag (gazpacho is a soup, and a cold summer one).
        safe: See `contrary`.
        crowd: The mood is cooking for many people (big batches fit it).
        meal: The meal the mood asks for ("something sweet" is a dessert), a soft wish like
            a meal word's (`shared.search.intent`).
        dishes: The tags among `tags` that are kinds of main dish (soup, stew): left out when
            the request names a meal they are not ("algo calientito de postre" is a warm
            dessert, not a soup).
    """

    pattern: str
    tags: Mapping[Language, tuple[str, ...]]
    contrary: Mapping[Language, tuple[str, ...]] = field(default_factory=dict)
    safe: Mapping[Language, tuple[str, ...]] = field(default_factory=dict)
    crowd: bool = False
    meal: str | None = None
    dishes: Mapping[Language, tuple[str, ...]] = field(default_factory=dict)


# Spanish adjectives come as -o/-a/-os/-as and diminutives as -ito/-ita(s) or -cito/-cita(s).
ADJ: Final = r"(?:it)?[oa]s?"
