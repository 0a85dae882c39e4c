"""Place and style words beside a dish: they say how it is made, not which dish it is.

"fish tacos estilo Ensenada", "Kentucky-style fried chicken", "pulpo a la gallega", "tacos like
in Tijuana", "arroz como en Valencia": the dish is "fish tacos", and a recipe for it answers
the request whatever the catalogue says about Ensenada. Read as part of a dish's name, the
place made a name no recipe holds ("tacos ... ensenada"), and the search fell back as if the
dish were missing. Only the dish is judged (`shared.search.coverage`); a dish the catalogue
lacks still is ("cuy estilo cusqueño": no recipe has cuy).

The markers are closed-class words, the same for every place: "estilo" / "tipo"
before the place, "style" / "styled" after it, and "a la" / "a lo" / "al estilo" / "like in" /
"como en" / "as in" before it. A food after "a la" is no place but the dish's sauce or
ingredient ("pollo a la naranja", "pollo a la mantequilla"), so it stays part of the name.

A way of cooking said of one food is manner too: "grilled salmon", "salmón asado", "pollo
frito" ask for the salmon or the chicken, and a salmon the catalogue glazes or bakes answers
them; read as a name ("grilled" + "salmon"), no recipe held it and the search fell back. Only
a participle beside a food of the catalogue is read so ("baked alaska" is a dish, "roast" a
noun as often as a manner), and so is how the pot is used ("one pot pasta", "sheet pan
chicken"): the recipe's tags say it ("one-pot"), never its name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.search.name_foods import foods_named
from shared.search.place_words import style_places

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["manner_words", "method_words"]

# One word before the qualified word ("estilo Ensenada", "tipo Kentucky").
_BEFORE: Final = frozenset({"estilo", "tipo"})
# Two words before it ("a la gallega", "like in Tijuana").
_BEFORE_PAIRS: Final = frozenset(
    {("a", "la"), ("a", "lo"), ("al", "estilo"), ("like", "in"), ("as", "in"), ("como", "en")}
)
# One word after it ("Ensenada-style", "Kentucky style").
_AFTER: Final = frozenset({"style", "styled"})


# Ways of cooking, as participles (accent-folded), English and Spanish.
_METHODS: Final = frozenset(
    {
        "grilled", "baked", "roasted", "fried", "steamed", "poached", "braised", "smoked",
        "seared", "broiled", "sauteed", "barbecued", "blackened", "asado", "asada", "asados",
        "asadas", "frito", "frita", "fritos", "fritas", "horneado", "horneada", "horneados",
        "horneadas", "empanizado", "empanizada", "empanizados", "empanizadas", "rostizado",
        "rostizada", "ahumado", "ahumada", "capeado", "capeada", "salteado", "salteada",
    }
)  # fmt: skip
# How the pot is used: the word before the vessel, and the vessels.
_VESSEL_COUNTS: Final = frozenset({"one", "sheet", "single"})
_VESSELS: Final = frozenset({"pot", "pan", "skillet", "tray"})


def _is_food(word: str) -> bool:
    return bool(foods_named([word]))


def manner_words(words: Sequence[str]) -> frozenset[str]:
    """The words that say where or how a dish is made: the place or style and its markers.

    Args:
        words: A query's words as the cook wrote them, lower-cased, in order (search filler
            drops "a" and "like", which mark a place).

    Returns:
        The markers and the words they qualify ("estilo", "ensenada"), and a place's word
        said alone as a style ("algo bien limeño", `shared.search.place_words`); empty when
        none.
    """
    found: set[str] = set(style_places(words))
    for index, word in enumerate(words):
        if word in _AFTER and index > 0 and not _is_food(words[index - 1]):
            found.update(words[index - 1 : index + 1])
        elif tuple(words[max(index - 2, 0) : index]) in _BEFORE_PAIRS and not _is_food(word):
            found.update(words[index - 2 : index + 1])
        elif index > 0 and words[index - 1] in _BEFORE and not _is_food(word):
            found.update(words[index - 1 : index + 1])
    return frozenset(found)


def method_words(words: Sequence[str]) -> frozenset[str]:
    """The words that say how one food is cooked, or how the pot is used.

    Args:
        words: A query's words as the cook wrote them, lower-cased, in order.

    Returns:
        A way of cooking beside a food of the catalogue ("grilled" of "grilled salmon",
        "asado" of "salmón asado"), and "one pot", "sheet pan"; empty when none.
    """
    found: set[str] = set()
    for index, word in enumerate(words):
        beside = [*words[max(index - 1, 0) : index], *words[index + 1 : index + 2]]
        if fold(word) in _METHODS and any(_is_food(other) for other in beside):
            found.add(word)
        elif word in _VESSELS and index > 0 and words[index - 1] in _VESSEL_COUNTS:
            found.update(words[index - 1 : index + 1])
    return frozenset(found)
