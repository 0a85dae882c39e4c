"""A card picked by its place in the answer above it: "la segunda", "the 3rd one", "2".

Under a list of recipe cards a cook picks one as she would at a counter, by its place. The
words were searched ("No encontré recetas para eso") or met the "simple mode" line. Picked, the
card is answered as a card chosen to cook: named, with its view and start actions, and the
changes a version of it would offer ("Make it spicier — Pozole"): the starters offered there
led away from the dish she had just chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.card_version import latest_cards, list_on_screen
from chat.start_request import card_answer
from chat.turn import Draft
from shared.ai.offline.normalize import words
from shared.safety.wording import clip
from shared.tools.phrasing import chip, join_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.turn import Turn
    from shared.context import ShownCard
    from shared.db import Database
    from shared.schemas import Language

__all__ = ["picked_answer", "picked_place"]

# Each place, said as a digit, an ordinal or a number word, in either language ("one" and
# "una" are left out: "the second one", "dame una").
_PLACES: Final = (
    {"1", "1st", "1o", "1a", "first", "primero", "primera", "primer", "uno"},
    {"2", "2nd", "2o", "2a", "second", "two", "segundo", "segunda", "dos"},
    {"3", "3rd", "3o", "3a", "third", "three", "tercero", "tercera", "tercer", "tres"},
    {"4", "4th", "4o", "4a", "fourth", "four", "cuarto", "cuarta", "cuatro"},
    {"5", "5th", "5o", "5a", "fifth", "five", "quinto", "quinta", "cinco"},
)
# A place picked past the last card: the cards there are, named again (one, several).
_FEWER: Final[dict[Language, tuple[str, str]]] = {
    "en": (
        "I showed you only one recipe: {names}. Tap it to open it, or tell me what to change.",
        "I showed you only {n} recipes: {names}. Which one would you like?",
    ),
    "es": (
        "Solo te mostré una receta: {names}. Tócala para abrirla o dime qué cambiar.",
        "Solo te mostré {n} recetas: {names}. ¿Cuál quieres?",
    ),
}
# Each place as a cook says it, what the chip of the card there sends.
_SAID: Final[dict[Language, tuple[str, ...]]] = {
    "en": ("the first one", "the second one", "the third one", "the fourth one", "the fifth one"),
    "es": ("la primera", "la segunda", "la tercera", "la cuarta", "la quinta"),
}
# What may stand beside the place when nothing else is asked: articles, "one", "recipe",
# "number", "I'll take", "quiero", "me quedo con", courtesy.
_BESIDE: Final = frozenset(
    {
        "the", "one", "recipe", "option", "number", "no", "i", "ll", "will", "take", "want",
        "give", "me", "show", "open", "let", "s", "go", "with", "please", "pls", "ok", "okay",
        "el", "la", "lo", "receta", "opcion", "numero", "quiero", "dame", "muestrame",
        "abre", "ver", "quedo", "con", "voy", "por", "favor", "porfa", "si", "esa", "ese",
    }
)  # fmt: skip


# The places said as counts, not as places: "2" or "dos" alone may answer another question
# ("¿para cuántas?"), while "la segunda" only ever picks a card.
_COUNTS: Final = frozenset(
    {"1", "2", "3", "4", "5", "uno", "two", "three", "four", "five", "dos", "tres", "cuatro",
     "cinco"}
)  # fmt: skip
_NONE_SHOWN: Final[dict[Language, str]] = {
    "en": "There are no recipes on screen to pick from. Tell me what you feel like and I'll "
    "show you some.",
    "es": "No hay recetas en pantalla para elegir. Dime qué se te antoja y te muestro algunas.",
}


def picked_place(message: str) -> int | None:
    """The place (0 for the first) a message picks and nothing else, or None."""
    said = words(message)
    places = [index for word in said for index, place in enumerate(_PLACES) if word in place]
    if len(places) != 1 or any(
        word not in _BESIDE and not any(word in place for place in _PLACES) for word in said
    ):
        return None
    return places[0]


async def picked_answer(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The card of the latest card list a message picks by its place (the cards named again
    when the place is past the last of them); None for any other message, or with no cards.

    Args:
        turn: The turn (the message, the conversation before it).
        provider: The provider name the trace reports.
        db: The database (the card's recipe, which says what change it would take).
    """
    place = picked_place(turn.message)
    if place is None:
        return None
    history = turn.context.conversation_history
    cards = list_on_screen(history)
    if not cards and turn.previous_recipe is not None:
        # Her recipe open below the cards (a version of one of them): "the second one" is
        # still the second of those cards; it was searched for as a dish.
        cards = latest_cards(history)
    language = turn.context.language
    if place >= len(cards):
        return _past_the_cards(turn.message, cards, language, provider)
    return await card_answer(cards[place], language, provider, db)


def _past_the_cards(
    message: str, cards: Sequence[ShownCard], language: Language, provider: str
) -> Draft | None:
    """ "La segunda" said with fewer cards on screen: the ones there are, each a chip to pick.

    "The third one" under two cards was searched as words, and showed a jambalaya to a cook
    who had asked for a vegetarian dinner. Naming every card keeps them on screen
    (`card_version.on_screen`). A count said alone ("2") is left to what else it may answer.
    """
    if all(word in _COUNTS for word in words(message) if any(word in p for p in _PLACES)):
        return None
    if not cards:
        return Draft(message=_NONE_SHOWN[language], provider=provider, read_history=True)
    names = join_words([card.name for card in cards], language)
    one, several = _FEWER[language]
    text = (one if len(cards) == 1 else several).format(n=len(cards), names=names)
    chips = tuple(
        chip(clip(card.name, 80), said) for card, said in zip(cards, _SAID[language], strict=False)
    )
    return Draft(message=text, provider=provider, read_history=True, suggestions=chips)
