"""Moods, weather and company said in everyday words, read as the catalogue's tags.

People rarely ask for "comfort food, winter": they say "it's freezing outside", "algo
calientito, está lloviendo", "something light, I had a huge lunch", "dinner the kids will
actually eat", "algo para la cruda", "comida barata para fin de quincena". The catalogue
describes the same recipes with a small set of tags ("comfort food", "light", "kid-friendly",
"budget-friendly", "spicy", "refreshing", "elegant", "picnic"...), and no recipe's text says
"freezing", "quincena" or "picoso". Matched as free text such a query found recipes by its
filler ("outside", "long", "bien"), or nothing, and fell back.

Each phrase here (accent-folded, whole words, plurals, genders and Mexican diminutives
included) is replaced by the tag words it stands for, in the query's language, in what is
matched and embedded, as `shared.search.occasions` does for dates. These are facts about how
people speak of food, not about recipes: the recipes that fit are found by their own tags.
The searcher also learns that the query asked for a mood, so a request with no dish in it
("something light") is answered by the recipes that carry its tags
(`HybridSearcher`), rather than judged by how well its words match a recipe's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.search.glossary import FUNCTION_WORDS
from shared.search.intent import fold_words
from shared.search.occasions import compile_phrases, replace_phrases

if TYPE_CHECKING:
    from shared.schemas.response import Language

__all__ = ["MoodReading", "read_moods"]

# Spanish adjectives come as -o/-a/-os/-as and diminutives as -ito/-ita(s) or -cito/-cita(s).
_ADJ: Final = r"(?:it)?[oa]s?"

# (pattern over the folded query, {language: the catalogue's tag words for it})
_MOODS: Final[tuple[tuple[str, dict[Language, tuple[str, ...]]], ...]] = (
    # Cold weather and wanting warmth: soups, stews, comfort food. "cold" alone is left
    # alone ("a cold drink", "sopa fria"), only cold weather counts.
    (
        r"\b(warm|warming|warmer|cozy|cosy|freezing|chilly|snowy|snowing"
        r"|cold (?:day|night|evening|weather|outside|winter)|(?:it'?s|so|very) cold"
        r"|calient(?:e|es|it[oa]s?)|calentit[oa]s?|friit[oa]|friecit[oa]"
        r"|hace (?:un |mucho |much[oa] )?frio|(?:este|con el|del|un) frio|dia frio|noche fria"
        r"|invernal)\b",
        {
            "en": ("comfort food", "soup", "stew", "winter", "warming"),
            "es": ("reconfortante", "sopa", "guiso", "invierno"),
        },
    ),
    (
        r"\b(rainy|raining|rain|lluvia|lluvioso|lloviendo|llueve|lluviosa)\b",
        {
            "en": ("rainy day", "comfort food", "soup"),
            "es": ("dia lluvioso", "reconfortante", "sopa"),
        },
    ),
    # Being ill: something brothy and gentle.
    (
        r"\b(sick|flu|under the weather|(?:have|has|had|got|with|catching|fighting) a cold"
        r"|enferm[oa]s?|gripa|gripe|resfriad[oa]|resfrio|catarro)\b",
        {"en": ("soup", "comfort food"), "es": ("sopa", "reconfortante")},
    ),
    (
        r"\b(hangover|hungover|(?:la|una|con|mi) cruda|resaca|guayabo)\b",
        {"en": ("spicy", "soup"), "es": ("picante", "sopa")},
    ),
    # Light against filling.
    (
        rf"\b(light|lighter|not (?:too |so |very )?heavy|nothing heavy|liger{_ADJ}|livian{_ADJ}"
        r"|nada pesad[oa]|no (?:tan |muy )?pesad[oa])\b",
        {"en": ("light", "healthy"), "es": ("ligero", "saludable")},
    ),
    (
        r"\b(hearty|filling|fill me up|starving|famished|(?:very |really |so )?hungry"
        r"|after (?:a |my )?(?:long )?(?:hike|hiking|workout|run|ride)"
        rf"|sustancios{_ADJ}|que (?:me |nos )?llene|llenador(?:a|es|as)?|contundente"
        r"|(?:mucha|tengo|traigo|con) hambre|(?:muero|muriendo|muerto) de hambre)\b",
        {"en": ("hearty", "stew"), "es": ("sustancioso", "guiso")},
    ),
    # Who it is for.
    (
        r"\b(kids?|children|child|toddlers?|picky eaters?|little ones|family.friendly"
        r"|ninos|ninas|ninitos|chamacos|chamaquitos|chiquitos|peques|escuincles|nenes"
        r"|chavitos|hij[oa]s)\b",
        {"en": ("kid-friendly",), "es": ("para ninos",)},
    ),
    (
        r"\b(fancy|impress|impressive|date night|(?:my|a|on a|first) date|romantic|romance"
        r"|anniversary|elegant|special occasion|dinner party|valentines?"
        rf"|romantic{_ADJ}|elegantes?|sorprender|impresionar|apantallar|lucirme|aniversario"
        r"|(?:una|mi|primera) cita|ocasion especial|san valentin)\b",
        {
            "en": ("elegant", "special occasion", "date night"),
            "es": ("elegante", "ocasion especial"),
        },
    ),
    (
        r"\b(cheap|cheaply|budget|inexpensive|affordable|frugal|broke|low.cost|end of the month"
        rf"|barat{_ADJ}|economic{_ADJ}|quincena|fin de mes|sin gastar|poco dinero|ahorrar)\b",
        {"en": ("budget-friendly", "budget", "pantry"), "es": ("economico", "de despensa")},
    ),
    # Flavour and temperature moods.
    (
        r"\b(spicy|fiery|hot and spicy|picantes?|picos(?:it)?[oa]s?|enchilos[oa]|enchilad[oa]"
        r"|que pique|bien picante)\b",
        {"en": ("spicy",), "es": ("picante",)},
    ),
    (
        r"\b(refreshing|cooling|cool down|cool me down|hot (?:day|days|weather|summer|afternoon)"
        r"|heat ?wave|scorching|(?:it'?s|so|very) hot|refrescantes?|fresquit[oa]s?|caloron"
        r"|calorcito|bochorno|hace (?:un |mucho |much[oa] )?calor(?:on|cito)?"
        r"|(?:este|con el|del) calor)\b",
        {"en": ("refreshing", "summer", "fresh"), "es": ("refrescante", "verano", "fresco")},
    ),
    # Taking food along, and gatherings.
    (
        r"\b(picnics?|road trip|lunch ?box|packed lunch|dias? de campo|lonche|lonchera)\b",
        {"en": ("picnic", "lunchbox"), "es": ("dia de campo", "para el lonche")},
    ),
    (
        r"\b(finger foods?|game night|watch(?:ing)? the game|botanas?|botanitas?|botanear"
        r"|futbol|futbolito)\b",
        {
            "en": ("party food", "party snack", "game day"),
            "es": ("para fiestas", "botana", "dia de partido"),
        },
    ),
)
_TABLE: Final = compile_phrases(
    tuple((pattern, {lang: " ".join(t) for lang, t in tags.items()}) for pattern, tags in _MOODS)
)


@dataclass(frozen=True, kw_only=True)
class MoodReading:
    """A query with its moods said in tag words.

    Attributes:
        text: The query (accent-folded) with each mood phrase replaced by its tag words; the
            query itself when it names none.
        tags: The tags (the catalogue's phrases, in the query's language) of the moods it
            names, in order; empty when it names none.
        added_terms: How many more content words the tags make than one per mood.
    """

    text: str
    tags: tuple[str, ...] = ()
    added_terms: int = 0

    def own_terms(self, terms: int) -> int:
        """The query's content-word count with each mood counted as one word.

        "beef wellington for a date night" is two dish words and a mood; said in tags it has
        seven content words, and "wellington", which no recipe has, would be too small a
        share of them to tell the dish is missing (`shared.search.subject`).

        Args:
            terms: The content words of the rewritten query (`CatalogueRow.query_terms`).

        Returns:
            The count as if each mood were one word (at least 1).
        """
        return max(terms - self.added_terms, 1)


def read_moods(text: str, language: Language) -> MoodReading:
    """Say the moods, weather and company a query names in the catalogue's tag words.

    Args:
        text: The query.
        language: The language the tag words are matched in.

    Returns:
        The rewritten text and the tags of the moods found.
    """
    rewritten, found = replace_phrases(text, language, _TABLE)
    tags = dict.fromkeys(tag for position in found for tag in _MOODS[position][1][language])
    # Grammar words ("para", "de", "el") have no lexeme, so they were never counted.
    words = {word for tag in tags for word in fold_words(tag) if word not in FUNCTION_WORDS}
    return MoodReading(
        text=rewritten, tags=tuple(tags), added_terms=max(len(words) - len(found), 0)
    )
