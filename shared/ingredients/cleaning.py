"""Turn an ingredient line into the words that name the ingredient, in English and Spanish.

"2 cups of diced tomatoes" → "tomatoes"; "1 diente de ajo, finamente picado" → "ajo";
"500 g de pechuga de pollo en cubos (sin piel)" → "pechuga de pollo".

Two strengths, because stripping can remove a word that belongs to a name ("queso fresco",
"carne picada", "whole milk"):

- `light`: drops bracketed asides, anything after the first comma or semicolon, leading
  quantities and units ("2 cups of", "1 lata de", "½", "a pinch of") and trailing serving words
  ("to taste", "al gusto", "optional");
- `full`: additionally drops preparation and size words anywhere ("diced", "picado",
  "en cubos", "large", "finamente").

Both return folded text (lower case, no accents or punctuation); the database folds the same way.
Neither ever returns less than the last word of the line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.safety.text import fold

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["CleanedName", "clean_ingredient_name", "leading_amount_words"]


def _words(text: str) -> frozenset[str]:
    # Long word lists read better as one string per line than as a list of literals.
    return frozenset(text.split())


_ASIDES: Final = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_NOTE_SEPARATORS: Final = re.compile(r"[,;]")
_NUMBER_WORDS: Final = _words(
    "a an one two three four five six seven eight nine ten eleven twelve half quarter dozen "
    "couple un una uno unos unas dos tres cuatro cinco seis siete ocho nueve diez once doce "
    "medio media cuarto docena par"
)
_UNITS: Final = _words(
    "c cup cups tbsp tbs tbsps tablespoon tablespoons tsp tsps teaspoon teaspoons g gr grs gram "
    "grams kg kgs kilo kilos kilogram kilograms mg ml l lt liter liters litre litres oz ounce "
    "ounces lb lbs pound pounds pinch pinches dash dashes clove cloves can cans jar jars "
    "package packages pkg packet packets slice slices piece pieces bunch bunches handful "
    "handfuls sprig sprigs stick sticks stalk stalks quart quarts pint pints "
    "taza tazas cucharada cucharadas cda cdas cucharadita cucharaditas cdita cditas cdta cdtas "
    "gramo gramos litro litros mililitro mililitros pizca pizcas diente dientes lata latas "
    "frasco frascos paquete paquetes sobre sobres rebanada rebanadas pieza piezas pza pzas "
    "manojo manojos punado punados rama ramas ramita ramitas barra barras tallo tallos onza "
    "onzas libra libras chorrito chorritos"
)
_CONNECTORS: Final = frozenset({"of", "de", "del"})
_PREPARATION: Final = _words(
    "diced chopped minced sliced grated shredded peeled crushed cubed julienned halved "
    "quartered trimmed seeded deveined finely roughly coarsely thinly thickly large small "
    "medium ripe boneless skinless cooked uncooked raw frozen thawed drained rinsed softened "
    "melted beaten divided packed heaping level "
    "picado picada picados picadas picadito picaditos finamente rebanado rebanada rebanados "
    "rebanadas rallado rallada rallados ralladas pelado pelada pelados peladas machacado "
    "machacados cortado cortada cortados cortadas troceado troceados deshebrado deshebrada "
    "desmenuzado desmenuzada fileteado fileteada grande grandes pequeno pequena pequenos "
    "pequenas mediano mediana medianos medianas maduro madura maduros maduras cocido cocida "
    "cocidos cocidas crudo cruda crudos crudas congelado congelados escurrido escurridos "
    "derretido derretida batido batidos"
)
_SHAPES: Final = re.compile(
    r"\ben (?:cubos|cubitos|trozos|trocitos|rodajas|tiras|julianas|mitades|cuartos|rebanadas|"
    r"gajos|laminas|dados)\b"
)
_TRAILING: Final = re.compile(
    r"\b(?:to taste|al gusto|for garnish|to garnish|para decorar|para adornar|optional|"
    r"opcional|or more|o mas|if desired|si se desea)\b"
)


@dataclass(frozen=True, kw_only=True)
class CleanedName:
    """An ingredient line reduced to its name, lightly and fully (both folded)."""

    light: str
    full: str


def leading_amount_words(tokens: Sequence[str]) -> int:
    """How many of the first folded words are an amount ("2 cups of", "un par de", "dos").

    Quantities, units and the "of"/"de" after them, from the start; never the last word, so
    what is left always names something.

    Args:
        tokens: Folded words, in order.

    Returns:
        The number of leading words that only say how much.
    """
    start = 0
    while start < len(tokens) - 1:
        token = tokens[start]
        quantity = token.isdigit() or token in _NUMBER_WORDS or token in _UNITS
        if not quantity and not (token in _CONNECTORS and start > 0):
            break
        start += 1
    return start


def _leading_quantities(tokens: list[str]) -> list[str]:
    return tokens[leading_amount_words(tokens) :]


def _trailing_quantities(tokens: list[str]) -> list[str]:
    # "pechuga 500 g": a trailing number, or a unit right after a number ("cloves" alone is a
    # spice, not a unit).
    end = len(tokens)
    while end > 1:
        if tokens[end - 1].isdigit():
            end -= 1
        elif end > 2 and tokens[end - 1] in _UNITS and tokens[end - 2].isdigit():
            end -= 2
        else:
            break
    return tokens[:end]


def clean_ingredient_name(text: str) -> CleanedName:
    """Reduce an ingredient line to the words that name the ingredient.

    Args:
        text: A free-text line ("2 cups of diced tomatoes", "chiles jalapeños").

    Returns:
        The light and full forms (see the module docstring); both empty only when the line has
        no letters or digits at all.
    """
    without_asides = _ASIDES.sub(" ", text)
    head = _NOTE_SEPARATORS.split(without_asides, maxsplit=1)[0]
    if not fold(head):
        head = without_asides
    folded = _TRAILING.sub(" ", fold(head))
    tokens = _trailing_quantities(_leading_quantities(folded.split()))
    light = " ".join(tokens)
    stripped = _SHAPES.sub(" ", light).split()
    kept = [token for token in stripped if token not in _PREPARATION]
    # "de" left dangling by a removed word ("pechuga de pollo picada" is fine; "de" at an edge
    # is not).
    while kept and kept[-1] in _CONNECTORS:
        kept.pop()
    while kept and kept[0] in _CONNECTORS:
        kept.pop(0)
    full = " ".join(kept) or (tokens[-1] if tokens else "")
    return CleanedName(light=light, full=full)
