"""What to say when the dish asked exists only slower than the time the cook gives it.

`shared.search.slower_dish` finds "quick pozole" asks for a dish that takes hours. The answer a
cook expects: how long it really takes, the dish itself for when there is time (its cards show
the time), and a quicker version of THAT dish made now. The first chip offers the version, its
message the seed's "Surprise me" one carrying "quick version of Pozole Rojo", which
`shared.tools.outside_note.version_named` reads back like a diet's version, so a tap makes the
catalogue dish's own ingredients quicker, not any quick recipe. Not the "let's create one" copy:
the dish was found, and is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.tools.phrasing import chip

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.schemas.response import Language, SuggestionChip
    from shared.search.slower_dish import SlowerDish

__all__ = ["duration", "is_quicker_version", "slower_chips", "slower_note"]

_NOTE: Final[dict[Language, dict[bool, str]]] = {
    "en": {
        True: "{name} takes {time}, longer than the {limit} minutes you have.",
        False: "{name} takes {time}, so it is not a quick dish.",
    },
    "es": {
        True: "{name} tarda {time}, más que los {limit} minutos que tienes.",
        False: "{name} tarda {time}, así que no es un platillo rápido.",
    },
}
_OFFER: Final[dict[Language, str]] = {
    "en": "Here it is for when you have the time, or I can make you a quicker version!",
    "es": "Aquí la tienes para cuando tengas tiempo, ¡o puedo prepararte una versión más rápida!",
}
# The dish a chip carries, read back by `version_named` ("quick version of ...").
_DISH: Final[dict[Language, str]] = {
    "en": "quick version of {name}",
    "es": "versión rápida de {name}",
}
_LABEL: Final[dict[Language, str]] = {
    "en": "Make a quicker version",
    "es": "Hacer versión más rápida",
}


def duration(minutes: int, language: Language) -> str:
    """A time as a cook says it: "45 minutes", "1 hour", "2 h 30 min" ("2 h 30 min" in ES)."""
    hours, rest = divmod(minutes, 60)
    if not hours:
        return f"{minutes} {'minutos' if language == 'es' else 'minutes'}"
    if not rest:
        if hours == 1:
            return "1 hora" if language == "es" else "1 hour"
        return f"{hours} {'horas' if language == 'es' else 'hours'}"
    return f"{hours} h {rest} min"


def _name(slower: SlowerDish, language: Language) -> str:
    return (slower.names_es if language == "es" else slower.names_en)[0]


def slower_note(slower: SlowerDish, language: Language) -> str:
    """The sentences saying how long the dish takes, and offering it or a quicker version.

    Args:
        slower: What the search found slower than the time given.
        language: The answer's language.

    Returns:
        E.g. "Pozole Rojo takes 2 h 30 min, longer than the 20 minutes you have. Here it is
        for when you have the time, or I can make you a quicker version!"
    """
    said = _NOTE[language][slower.said].format(
        name=_name(slower, language),
        time=duration(slower.minutes, language),
        limit=slower.limit,
    )
    return f"{said} {_OFFER[language]}"


def slower_chips(
    slower: SlowerDish, language: Language, *, copy: Mapping[str, str]
) -> tuple[SuggestionChip, ...]:
    """The chips that make the dish quicker: a custom version now, or from one's ingredients.

    Args:
        slower: What the search found slower than the time given.
        language: The answer's language.
        copy: The seed's fallback copy in that language (its chip messages carry the dish).

    Returns:
        "Make a quicker version" (carrying "quick version of Pozole Rojo") and the seed's
        "Create from ingredients", carrying the same dish.
    """
    dish = _DISH[language].format(name=_name(slower, language))
    return (
        chip(_LABEL[language], f"{copy['surprise_message']}: {dish}"),
        chip(copy["create_label"], f"{copy['create_message']}: {dish}"),
    )


def is_quicker_version(dish: str) -> bool:
    """Whether a chip's dish is the quicker version `slower_chips` offers ("quick version of
    Pozole Rojo"), not a diet's or an allergy's."""
    return any(dish.startswith(said.format(name="")) for said in _DISH.values())
