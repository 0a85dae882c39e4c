"""Free-text arguments quoted from the message: search queries and modification requests."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared.ai.offline.normalize import STOPWORDS, word_set

if TYPE_CHECKING:
    from shared.ai.offline.normalize import FoldedText

__all__ = ["clean_request", "retrieve_query"]

# Politeness and "please find" openers: not part of what the user is looking for.
_OPENER = re.compile(
    r"(?:hi|hello|hey|hola|please|por favor|ok|okay|vale|so|entonces|irmixy|"
    r"can you|could you|would you|puedes|podrias|me puedes|"
    r"i'd like|i would like|i want|i need|i'm looking for|im looking for|"
    r"quiero|quisiera|necesito|me gustaria|find me|find|search for|search|look for|"
    r"looking for|show me|give me|get me|suggest|recommend|busca|buscame|buscar|encuentra|"
    r"encuentrame|muestrame|ensename|dame|recomiendame|sugiereme|me recomiendas|recomiendas|"
    r"me sugieres|sugieres|me das|me muestras|me buscas|create|crea)"
    r"(?![a-z0-9])[\s,!.]*"
)
_CLOSER = re.compile(r"(?:[\s,]+(?:please|por favor|porfa|thanks|thank you|gracias))+[\s!.?]*$")
_EDGE_PUNCTUATION = " \t\n,.;:!?¡¿\"'"
_RETRIEVE_FILLER = word_set(
    """
    that recipe recipes one ones made cook cooked prepared save saved had tried did from show
    find give again want need look looking remember dish time my which receta recetas hice
    cocine prepare guarde guardaste hicimos cocinamos cocinaste hiciste platillo plato esa
    aquella quiero busca muestrame dame recuerdas acuerdas otra vez mi mis cual cuales
    was were making cooking preparing estaba estabamos haciendo cocinando preparando era
    continue continuing resume finish keep going go on let lets s back get
    seguir sigo sigamos continuar continuemos continua continuo retomar retomemos terminar
    terminemos volver volvamos reanudar cocina
    where leave left off step steps paso pasos quede quedamos quedo
    guardada guardadas guardado guardados ensename ver list listame see
    """
)


def clean_request(text: FoldedText, *, limit: int) -> str:
    """The message without politeness openers and edge punctuation, quoted verbatim.

    "Can you find me quick vegan tacos?" -> "quick vegan tacos".

    Args:
        text: the folded message.
        limit: maximum length in characters.

    Returns:
        The cleaned request, or the trimmed message when nothing is left.
    """
    start, end = 0, len(text.text)
    while start < end and text.text[start] in _EDGE_PUNCTUATION:
        start += 1
    while match := _OPENER.match(text.text, start, end):
        if match.end() == start:
            break
        start = match.end()
    if closer := _CLOSER.search(text.text, start, end):
        end = closer.start()
    cleaned = text.original_span(start, end).strip(_EDGE_PUNCTUATION)
    if not cleaned:
        cleaned = text.original.strip()
    return cleaned[:limit].strip()


def retrieve_query(text: FoldedText, *, timeframe: tuple[int, int] | None, limit: int) -> str:
    """What identifies a past recipe: the message's content words minus the time phrase.

    "that chicken recipe from last week" -> "chicken"; "la receta de pollo de ayer" -> "pollo".

    Args:
        text: the folded message.
        timeframe: the folded span of the time phrase, if any.
        limit: maximum length in characters.

    Returns:
        The content words, verbatim; empty when none are left ("what did I save last
        week?" names no dish: the timeframe alone picks the recipes).
    """
    kept: list[str] = []
    for match in re.finditer(r"[a-z0-9]+", text.text):
        if timeframe and timeframe[0] <= match.start() < timeframe[1]:
            continue
        word = match.group(0)
        if word in STOPWORDS or word in _RETRIEVE_FILLER or word.isdigit():
            continue
        kept.append(text.original_span(match.start(), match.end()))
    return " ".join(kept)[:limit].strip()
