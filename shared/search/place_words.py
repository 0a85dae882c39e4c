"""A city's or a region's people said for its cooking: "algo bien limeño", "comida tapatía".

A cook asks for the food of a place by its people's word or its city as often as by the
country: "algo bien limeño para el verano" (Lima: a ceviche, a lomo saltado), "una comida
tapatía" (Guadalajara), "something Neapolitan" (Naples), "Bombay flavours for dinner". The
catalogue says the country (its cuisines, and tags such as "Peruvian" / "peruano"), never the
city, so the word matched nothing, no recipe of the country came first, and the word alone
read as a dish the catalogue lacks.

Each such word gets the catalogue's word for the country's cooking added beside it, as a
diminutive gets its base (`shared.search.diminutives`): a helper, not judged as the dish. And
where it stands as a style it is no part of a dish's name (`shared.search.manner`). It stands
so when nothing but frame words are beside it: "algo bien limeño", "comida tapatía para la
fiesta", "something Neapolitan for dinner". Beside a dish or a food it names that dish
("causa limeña", "huevos motuleños", "Neapolitan ice cream", "Bombay potatoes") and is read as
typed: the catalogue may lack that dish.

The places are those whose cooking the catalogue files under its cuisines (seed catalogue:
Mexican, Italian, Spanish, French, Indian, American; Latin American: Peru, Argentina, Brazil,
Colombia, Venezuela, Cuba; Asian: Thai, Japanese, Korean, Vietnamese, Chinese; Mediterranean:
Greek, Lebanese, Moroccan). Left out are place words that are foods or dishes elsewhere:
"lima" (a lime), "habanero" (a chile), "chihuahua" (a cheese), "campechano" (mixed tacos),
"milanesa" (a breaded cutlet), "bolognese" (a sauce), "florentine" (with spinach), "baja" (the
catalogue's fish tacos), "manila" (a clam), "catalana" (a custard).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.schemas.response import Language

__all__ = ["cuisine_of_places", "style_places"]

_WORD: Final = re.compile(r"[^\W\d_]+")

# The country's cooking in the catalogue's words (its cuisine names and country tags), per
# language, and the place words that say it (accent-folded; Spanish with gender and number).
_PLACES: Final[tuple[tuple[Mapping[str, str], frozenset[str]], ...]] = (
    (
        {"en": "mexican", "es": "mexicana"},
        frozenset(
            {
                "tapatio", "tapatia", "tapatios", "tapatias", "guadalajara", "jalisco",
                "jalisciense", "jaliscienses", "puebla", "poblano", "poblana", "poblanos",
                "poblanas", "oaxaca", "oaxaqueno", "oaxaquena", "oaxaquenos", "oaxaquenas",
                "veracruz", "veracruzano", "veracruzana", "jarocho", "jarocha", "jarochos",
                "jarochas", "chilango", "chilanga", "chilangos", "chilangas", "defeno",
                "defena", "regiomontano", "regiomontana", "michoacan", "michoacano",
                "michoacana", "sinaloense", "sonorense", "queretano", "queretana",
                "guanajuatense", "acapulqueno", "acapulquena", "hidalguense",
            }
        ),
    ),
    (
        {"en": "peruvian", "es": "peruano"},
        frozenset(
            {
                "limeno", "limena", "limenos", "limenas", "cusco", "cuzco", "cusqueno",
                "cusquena", "cuzqueno", "cuzquena", "arequipa", "arequipeno", "arequipena",
                "piurano", "piurana", "chiclayano", "chiclayana",
            }
        ),
    ),
    (
        {"en": "argentine", "es": "argentino"},
        frozenset(
            {
                "porteno", "portena", "portenos", "portenas", "bonaerense", "bonaerenses",
                "mendocino", "mendocina", "rosarino", "rosarina", "patagonico", "patagonica",
                "patagonian", "patagonia",
            }
        ),
    ),
    (
        {"en": "brazilian", "es": "brasileno"},
        frozenset(
            {"carioca", "cariocas", "paulista", "paulistano", "bahiano", "baiano", "mineiro"}
        ),
    ),
    (
        {"en": "colombian", "es": "colombiano"},
        frozenset(
            {"bogotano", "bogotana", "paisa", "paisas", "antioqueno", "antioquena", "caleno",
             "calena", "cartagenero", "cartagenera", "medellin", "bogota"}
        ),
    ),
    (
        {"en": "venezuelan", "es": "venezolano"},
        frozenset({"caraqueno", "caraquena", "maracucho", "maracucha", "caracas"}),
    ),
    (
        {"en": "cuban", "es": "cubano"},
        frozenset({"havana", "habana", "habanera"}),
    ),
    (
        {"en": "spanish", "es": "espanola"},
        frozenset(
            {
                "madrileno", "madrilena", "madrilenos", "madrilenas", "madrid", "sevillano",
                "sevillana", "sevilla", "seville", "andaluz", "andaluza", "andalusian",
                "andalucia", "andalusia", "gallego", "galician", "galicia", "asturiano",
                "asturiana", "asturian", "asturias", "barcelona", "barcelones", "barcelonesa",
                "valencian", "basque",
            }
        ),
    ),
    (
        {"en": "italian", "es": "italiana"},
        frozenset(
            {
                "neapolitan", "napolitano", "napolitana", "napolitanos", "napolitanas",
                "naples", "napoles", "napoli", "sicilian", "siciliano", "siciliana", "sicily",
                "sicilia", "tuscan", "toscano", "toscana", "tuscany", "venetian", "veneciano",
                "veneciana", "venice", "venecia", "genoese", "genoves", "genovesa", "genova",
                "genoa", "rome", "roma", "sardinian", "sardo", "sarda", "apulian", "pugliese",
                "calabrian", "calabres", "calabresa",
            }
        ),
    ),
    (
        {"en": "french", "es": "francesa"},
        frozenset(
            {
                "parisian", "parisino", "parisina", "paris", "provencal", "provenzal",
                "provence", "provenza", "lyonnaise", "lyon", "normandy", "normandia",
                "alsatian", "alsaciano", "alsaciana", "burgundian",
            }
        ),
    ),
    (
        {"en": "indian", "es": "india"},
        frozenset(
            {
                "bombay", "mumbai", "delhi", "punjabi", "panyabi", "kerala", "keralan", "goan",
                "goa", "bengali", "hyderabadi", "chennai", "kolkata", "calcutta", "rajasthani",
                "gujarati",
            }
        ),
    ),
    (
        {"en": "thai", "es": "tailandes"},
        frozenset({"bangkok"}),
    ),
    (
        {"en": "japanese", "es": "japones"},
        frozenset({"tokyo", "tokio", "osaka", "kyoto", "okinawan"}),
    ),
    (
        {"en": "korean", "es": "coreano"},
        frozenset({"seoul", "seul"}),
    ),
    (
        {"en": "vietnamese", "es": "vietnamita"},
        frozenset({"hanoi", "saigon"}),
    ),
    (
        {"en": "chinese", "es": "china"},
        frozenset({"cantonese", "canton", "cantones", "cantonesa", "shanghai", "hunan"}),
    ),
    (
        {"en": "greek", "es": "griego"},
        frozenset({"athens", "atenas", "cretan", "crete", "creta", "cretense"}),
    ),
    (
        {"en": "lebanese", "es": "libanes"},
        frozenset({"beirut"}),
    ),
    (
        {"en": "moroccan", "es": "marroqui"},
        frozenset({"marrakech", "marrakesh", "fez", "casablanca"}),
    ),
)  # fmt: skip
_BY_PLACE: Final[dict[str, Mapping[str, str]]] = {
    place: cooking for cooking, places in _PLACES for place in places
}

# Words a place's word may stand beside and still be a style, not a dish's name: what frames a
# request (an intensifier, "something", a meal, "food", "recipe") and the grammar between.
_FRAME: Final = frozenset(
    {
        "algo", "something", "anything", "bien", "muy", "bastante", "super", "really", "very",
        "proper", "truly", "autentico", "autentica", "authentic", "tipico", "tipica", "typical",
        "comida", "comidita", "food", "cocina", "cuisine", "cooking", "sabor", "sabores",
        "flavor", "flavors", "flavour", "flavours", "platillo", "platillos", "plato",
        "platos", "dish", "dishes", "receta", "recetas", "recipe", "recipes", "menu", "cena",
        "dinner", "almuerzo", "lunch", "desayuno", "breakfast", "meal", "meals", "antojo",
        "style", "estilo", "tipo",
    }
)  # fmt: skip
# Grammar skipped looking for the word beside ("comida DE Guadalajara", "food FROM Naples").
_GRAMMAR: Final = frozenset(
    {"de", "del", "from", "of", "la", "el", "lo", "los", "las", "un", "una", "a", "an", "the",
     "some", "mas", "more", "in", "en"}
)  # fmt: skip
# What may follow a style: the rest of the request ("limeño PARA el verano", "Neapolitan FOR
# dinner", "tapatío Y fresco").
_AFTER: Final = frozenset(
    {"para", "pa", "for", "to", "que", "that", "y", "and", "o", "or", "con", "with", "this",
     "este", "esta", "hoy", "tonight", "today", "please", "porfa", "por", "como"}
)  # fmt: skip


def _beside(words: Sequence[str], index: int, step: int) -> str | None:
    position = index + step
    while 0 <= position < len(words) and words[position] in _GRAMMAR:
        position += step
    return words[position] if 0 <= position < len(words) else None


def style_places(words: Sequence[str]) -> frozenset[str]:
    """The place words said as a style of cooking, with nothing but frame words beside them.

    Args:
        words: A query's words, lower-cased, in order (accents as typed or not).

    Returns:
        Those words as given ("limeño" of "algo bien limeño para el verano"); empty when a
        place word stands beside a dish or a food ("causa limeña") or none is there.
    """
    folded = [fold(word) for word in words]
    found: set[str] = set()
    for index, word in enumerate(folded):
        if word not in _BY_PLACE:
            continue
        before, after = _beside(folded, index, -1), _beside(folded, index, 1)
        if (before is None or before in _FRAME) and (
            after is None or after in _FRAME or after in _AFTER
        ):
            found.add(words[index])
    return frozenset(found)


def cuisine_of_places(text: str, language: Language) -> dict[str, str]:
    """The catalogue's word for the cooking of each place said as a style.

    Args:
        text: The query text.
        language: The language the words are added in.

    Returns:
        The catalogue's word ("peruano") -> the place word it was read from ("limeño").
    """
    words = _WORD.findall(text.casefold())
    return {_BY_PLACE[fold(word)][language]: word for word in sorted(style_places(words))}
