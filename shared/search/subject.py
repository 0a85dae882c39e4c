"""Whether a query names something the catalogue lacks: the honest "let's create one" (§6.9).

Rank fusion scores how well the retrievers agree, not whether anything fits: "beef wellington"
finds the beef dishes first in both rankings, and "tacos de birria" the other tacos. What gives
such a query away is a word that carries its subject and that no recipe contains: no recipe's
text has "wellington" or "birria" (`public.recipe_known_words`),
and no recipe's name sounds like it (so it is not a typo, `public.match_recipe_sounds`).

Conversation has such words too ("tonight", "hike", "calientito"), so two more conditions keep
vague requests answered: the word is not everyday language or a filter word (the lists below:
eating, wanting and having, time, quantity, mood and the facets of the filters), and the unmatched
words are a large share of the query's words (a dish name is short, a request in prose is not:
"a hearty meal after a long hike" keeps three known words of four). A model whose similarities
say the best recipe stands clearly apart from the rest can still answer (`answer_margins` in
`shared.search.settings`), so a real dish spelt strangely is not refused.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Final

from shared.ingredients.cleaning import leading_amount_words
from shared.search.diet_words import DIET_WORDS
from shared.search.kitchen_words import KITCHEN_WORDS
from shared.search.life_words import LIFE_WORDS

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "EVERYDAY_WORDS",
    "FACET_WORDS",
    "is_everyday",
    "is_facet",
    "unknown_words",
    "unmatched_subject",
]

# Words of the request rather than of the dish, in either language (accent-folded): what people
# say around a dish name, and the facets the search has filters for. Catalogue words never need
# to be here (they are known); these are words no recipe's text contains.
_REQUEST_WORDS: Final[frozenset[str]] = frozenset(
    {
        # eating, cooking, having, wanting, needing, using
        "eat", "eating", "ate", "cook", "cooking", "make", "making", "made", "have", "having",
        "had", "got", "bought", "buy", "need", "needs", "want", "wanna", "use", "used", "try",
        "bring", "take", "serve", "feed", "impress", "start", "wash", "travel", "travels",
        "comer", "como", "come", "cocino", "cocinar", "hago", "hacer", "hacia", "haces",
        "preparo", "preparar", "tengo", "tenemos", "traigo", "traer", "llevar", "llevo",
        "quiero", "queremos", "necesito", "usar", "ocupo", "van", "va", "echar", "perder",
        "sorprender", "antoja", "llene", "llenar", "servir", "compartir",
        # only what the cook has ("no tengo estufa nomás licuadora")
        "nomas", "only", "just", "solo", "solamente",
        # missing a food ("I miss bread", "extraño el pan") asks for it
        "miss", "missing", "crave", "craving", "extrano", "extrana", "extranamos", "extranan",
        # someone coming, and whose turn it is ("ya viene", "me toca cocinar")
        "coming", "viene", "vienen", "llega", "llegan", "toca", "tocan", "toco", "tocaron",
        # time and occasion words with no dish in them
        "today", "tonight", "tomorrow", "now", "later", "week", "weekend", "morning",
        "evening", "hoy", "manana", "ahorita", "ahora", "noche", "tarde", "semana",
        # quantity, degree and mood
        "huge", "big", "small", "little", "lot", "lots", "much", "many", "more", "less",
        "really", "actually", "very", "super", "right", "tight", "fancy", "similar",
        "sick", "hungry", "tired", "lazy", "challenging", "mucho", "mucha", "muchos", "muchas",
        "poco", "poca", "pocos", "pocas",
        "bien", "muy", "mas", "menos", "hambre", "cansado", "cansada", "flojera", "reto",
        "barata", "barato", "baratas", "baratos", "calorón", "caloron", "lloviendo",
        "ligerito", "calientito", "principiantes", "principiante",
        # days of the week (an occasion too: "for sunday", "el viernes")
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo",
        # months (a date is an occasion, not a dish)
        "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december", "enero", "febrero", "marzo", "abril",
        "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
        # people
        "kids", "family", "friends", "guests", "date", "partner", "pareja", "cuates",
        "amigos", "familia", "ninos", "invitados", "abuelita", "mama", "girls", "guys",
        "mates", "folks", "company", "visitors", "chicas", "amigas", "compas", "suegros",
        "visitas", "visita", "boys", "lads", "muchachos", "chavos",
        # how friends address each other ("after the gym bro", "qué hago wey")
        "bro", "dude", "wey", "guey",
    }
)  # fmt: skip
# The facets of the filters (diets, difficulty, time, nutrition), which recipes rarely spell
# out: they qualify a dish name ("keto cheesecake", "gluten-free sourdough bread") without
# being part of it.
FACET_WORDS: Final[frozenset[str]] = frozenset(
    {
        "keto", "pescatarian", "vegan", "vegano", "vegana", "vegetarian", "vegetariano",
        "vegetariana", "gluten", "free", "libre", "dairy", "lactose", "lacteos", "easy", "hard",
        # what "free" is to "gluten-free", "sin" is to "sin gluten" (and "without" to "without
        # gluten"): the diet's word, never the dish
        "sin", "without",
        "difficult", "facil", "dificil", "quick", "rapido", "rapida", "minutes", "minutos",
        "hour", "hora", "ready", "listo", "lista", "min", "mins", "hr", "hrs", "hours",
        "horas", "half", "media", "max", "tops", "maximo",
        # nutrition ("high protein", "alta en proteína", "low carb", "bajo en grasa")
        "high", "low", "alto", "alta", "altos", "altas", "bajo", "baja", "bajos", "bajas",
        # and the nutrients a goal names that no recipe's text measures ("low sodium soup");
        # protein, carbs, fat and sugar are in the catalogue's tags and text already
        "sodium", "sodio", "calorie", "calories", "caloria", "calorias", "cholesterol",
        "colesterol", "fiber", "fibre", "fibra",
    }
    # Every diet the gates read in the words ("celíaca", "veggie", "plant-based").
    | DIET_WORDS
)  # fmt: skip
# The kitchen the cook has or lacks is no dish either, nor who she is, what she cooks on, the
# feast, the money or a region's name for a small meal (`shared.search.life_words`).
EVERYDAY_WORDS: Final[frozenset[str]] = _REQUEST_WORDS | FACET_WORDS | KITCHEN_WORDS | LIFE_WORDS
# Meals are a filter's facet too, but the catalogue's text has them ("a light dinner"), so they
# are no everyday word; they still qualify a dish name without being part of it.
_MEAL_WORDS: Final[frozenset[str]] = frozenset(
    {
        "breakfast", "brunch", "lunch", "dinner", "supper", "snack", "desayuno", "almuerzo",
        "comida", "cena", "merienda", "botana", "side", "guarnicion", "acompanamiento",
        "acompanar",
    }
)  # fmt: skip


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def is_facet(word: str) -> bool:
    """Whether a word is a filter facet (`FACET_WORDS` or a meal), any accents."""
    folded = _fold(word)
    return folded in FACET_WORDS or folded in _MEAL_WORDS


def is_everyday(word: str) -> bool:
    """Whether a word is everyday language or a filter facet (`EVERYDAY_WORDS`), any accents."""
    return _fold(word) in EVERYDAY_WORDS


def unmatched_subject(unmatched: Sequence[str], terms: int, *, min_share: float) -> tuple[str, ...]:
    """The query words that name something the catalogue lacks, if they carry the query.

    Args:
        unmatched: The query's content words that no recipe contains and no recipe's name
            sounds like (`shared.search.lexical`).
        terms: How many content words (words with a lexeme) the query has.
        min_share: The share of the content words the subject words must make up.

    Returns:
        Those words (empty when the query is answerable as far as words can tell).
    """
    subject = unknown_words(unmatched)
    if not subject or terms <= 0 or len(subject) / terms < min_share:
        return ()
    return subject


def unknown_words(unmatched: Sequence[str]) -> tuple[str, ...]:
    """The words no recipe has that may name a dish, however few: no everyday word, number or
    unit.

    Args:
        unmatched: The query's content words that no recipe contains nor sounds like.

    Returns:
        Those words, in order.
    """
    # A unit says how much of a food ("a bunch of asparagus", "un manojo de cilantro"), as a
    # number does: never which dish.
    return tuple(
        word
        for word in unmatched
        if not word.isdigit()
        and not is_everyday(word)
        and len(word) > 2
        and not leading_amount_words([_fold(word), ""])
    )
