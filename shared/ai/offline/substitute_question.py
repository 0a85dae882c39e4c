"""Recognising "what can I use instead of X?" and naming X, in English and Spanish.

Explicit questions ("substitute for X", "¿con qué sustituyo X?") name X whatever it is; "I
don't have X" / "no tengo X" / "se me acabó X" count only when X is a known ingredient, so "no
tengo tiempo" or "I don't have an oven" stay what they were. Used by the offline tool choice
(routes to `suggest_substitutes`) and by the chat, so a question about a swap is never taken
for an order to change the recipe on screen.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.ingredient_lists import known_ingredients
from shared.ai.offline.language import detect_language
from shared.ai.offline.normalize import FoldedText

__all__ = ["substitute_subject"]

_ARTICLE = r"(?:(?:the|some|any|my|el|la|los|las|un|una|mi|mis)\s+)?"
# X: up to four words, ending before punctuation or a word that starts another clause.
_X = (
    r"(?P<x>[a-z][a-z\-]*(?:\s+(?!(?:in|for|on|to|at|with|para|en|con|por|a|al|and|y|or|o|"
    r"what|que|so|asi|but|pero|anymore|today|hoy|left|now|ahora)\b)[a-z][a-z\-]*){0,3})"
)
_EXPLICIT: Final = tuple(
    re.compile(pattern)
    for pattern in (
        r"\bwhat (?:can|could|should|do) i (?:use|put|substitute|swap|sub)(?: in)?"
        rf" (?:instead of|in place of|for|to replace) {_ARTICLE}{_X}",
        rf"\b(?:substitutes?|replacements?|alternatives?|swaps?|subs?) (?:for|to) {_ARTICLE}{_X}",
        rf"\b(?:how|what) (?:can|do|could) i (?:replace|substitute|swap) {_ARTICLE}{_X}",
        rf"\binstead of {_ARTICLE}{_X}\s*,?\s*what\b",
        rf"\bcon que (?:lo |la )?(?:sustituyo|sustituir|reemplazo|reemplazar|remplazo|cambio"
        rf"|puedo (?:sustituir|reemplazar|cambiar|remplazar)) {_ARTICLE}{_X}",
        rf"\bque (?:uso|usar|pongo|poner|le pongo|puedo usar|puedo poner|ocupo|puedo ocupar)"
        rf" (?:en (?:vez|lugar) de) {_ARTICLE}{_X}",
        rf"\b(?:sustitutos?|reemplazos?|alternativas?|sustitucion)"
        rf" (?:de|para|del|al|a) {_ARTICLE}{_X}",
        rf"\bcomo (?:sustituyo|reemplazo|puedo sustituir|puedo reemplazar) {_ARTICLE}{_X}",
        rf"\bpor que (?:sustituyo|reemplazo|puedo sustituir|puedo cambiar|cambio) {_ARTICLE}{_X}",
    )
)
_LACKING: Final = tuple(
    re.compile(pattern)
    for pattern in (
        rf"\bi (?:don'?t|do not|dont) have (?:any )?{_ARTICLE}{_X}",
        rf"\bi(?:'m| am|m) out of {_ARTICLE}{_X}",
        rf"\bi ran out of {_ARTICLE}{_X}",
        rf"\bno tengo {_ARTICLE}{_X}",
        rf"\bse me (?:acabo|acabaron|termino|terminaron) {_ARTICLE}{_X}",
        rf"\bno me (?:queda|quedan|quedo|quedaron) {_ARTICLE}{_X}",
        rf"\bme (?:falta|faltan) {_ARTICLE}{_X}",
    )
)


def _original(text: FoldedText, match: re.Match[str]) -> str:
    start, end = match.span("x")
    return text.original[text.origins[start] : text.origins[end - 1] + 1].strip()


def substitute_subject(message: str) -> str | None:
    """The ingredient a message asks a swap for, as the user wrote it.

    Args:
        message: The user's message.

    Returns:
        The ingredient ("mantequilla", "sour cream"), or None when the message asks no swap.
    """
    text = FoldedText.of(message)
    folded = text.text.replace("\u2019", "'")  # a typographic apostrophe, as phones type it
    for pattern in _EXPLICIT:
        if match := pattern.search(folded):
            return _original(text, match)
    for pattern in _LACKING:
        if (match := pattern.search(folded)) and known_ingredients(
            match.group("x"), language=detect_language(message)
        ):
            return _original(text, match)
    return None
