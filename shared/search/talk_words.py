"""Words a cook says around a dish, told from a dish's name by their form and their place.

`shared.search.dish_phrase` reads a word no recipe has as a missing dish when it stands where a
dish name does: said bare, or beside a food. Prose puts other words beside food too: "bananas
GOING brown on the counter", "COMPRÉ plátanos", "my HUSBAND will like it", "soy ALÉRGICA al
cacahuate". No list of such words can be complete, but most of them give themselves away:

- by their form: a Spanish verb in the past or in progress ("compré", "sobró", "me
  regalaron", "trajeron", "estaban", "tenían", "cocinando", "hirviendo"), an English
  participle that goes on with the sentence ("bananas going brown", "rain lashing down"; a
  dish's "-ing" word ends its name: "bread pudding", "pork dumplings") and an English adverb
  ("absolutely", "seriously");
- by what stands before them: a possessive ("my husband", "mi suegra", "our neighbours") or a
  subject pronoun ("he's a meat guy", "she is allergic");
- and a modest vocabulary of everyday nouns and adjectives no dish is named for: people, the
  places of a home and what food is carried in, allergies, and how much of a food there is
  (`shared.search.amount_words`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.search.amount_words import is_amount_word

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["is_talk_word", "talk_words"]

_TOKEN: Final = re.compile(r"[^\W_]+")
# Possessives and subject pronouns: what follows them (within two words) is talk about people
# and their things, not a dish ("my husband", "mi suegra", "he's a meat guy").
_OWNERS: Final = frozenset(
    {
        "my", "your", "his", "her", "our", "their", "he", "she", "hes", "shes", "they",
        "theyre", "mi", "mis", "tu", "tus", "nuestro", "nuestra", "nuestros", "nuestras",
        "ella", "ellos", "ellas",
    }
)  # fmt: skip
# Words that may stand between a pronoun and what it is about ("he IS a meat guy").
_LINKS: Final = frozenset({"s", "is", "a", "an", "the", "es", "un", "una", "re", "are", "was"})
# Everyday nouns and adjectives that name no dish: people, the places of a home and of a
# kitchen, and allergies (accent-folded, singular and plural).
_EVERYDAY: Final = frozenset(
    {
        # people
        "guy", "guys", "husband", "wife", "boyfriend", "girlfriend", "son", "sons",
        "daughter", "daughters", "kid", "toddler", "toddlers", "baby", "mom", "dad", "parents",
        "grandma", "grandpa", "roommate", "roommates", "coworkers", "boss", "neighbours",
        "neighbors", "teenager", "teenagers", "people", "person", "everyone", "everybody",
        "esposo", "esposa", "marido", "novio", "novia", "hijo", "hija", "hijos", "hijas",
        "suegra", "suegro", "suegros", "abuela", "abuelo", "abuelos", "tia", "tio", "tios",
        "mami", "papi", "compadre", "comadre", "jefe", "jefa", "vecinos",
        "vecino", "vecina", "bebe", "chamaco", "chamacos", "gente", "todos", "nadie",
        "senor", "senora", "chavos", "chavas", "roomie",
        # places
        "counter", "countertop", "fridge", "freezer", "pantry", "cupboard", "kitchen",
        "table", "office", "work", "school", "store", "market",
        "refri", "refrigerador", "nevera", "congelador", "alacena", "despensa", "mesa",
        "oficina", "trabajo", "escuela", "tienda", "mercado", "super",
        "couch", "sofa", "settee", "bed", "desk", "porch", "garden", "backyard", "balcony",
        "sillon", "cama", "escritorio", "sala", "jardin", "patio", "balcon", "azotea",
        # what food is carried in
        "backpack", "mochila", "lonchera", "tupper", "tupperware",
        # allergies and intolerances
        "allergic", "allergy", "allergies", "intolerant", "intolerance",
        "alergico", "alergica", "alergicos", "alergicas", "alergia", "alergias",
        "intolerante", "intolerantes", "intolerancia",
    }
)  # fmt: skip
# Spanish verbs by their endings, on the word as typed: the preterite's stressed -é / -ó
# after a stem of three letters or more ("compré", "llegué", "sobró"; not "puré"; the French
# dishes' -é comes after other letters: "sauté", "canapé", "consomé", "soufflé"), the
# imperfect ("estaban", "sobraba"; not "guayaba", "haba") and the gerund ("cocinando").
_ES_PRETERITE: Final = re.compile(r"^[^\W\d_]{3,}(?:[rndjsvu]é|[^\W\d_]ó)$")
_ES_IMPERFECT: Final = re.compile(r"^[a-z]{2,}[^yh\W]aba(?:s|n|mos)?$")
_ES_GERUND: Final = re.compile(r"^[a-z]{2,}(?:ando|iendo|yendo)$")
# The preterite's third person plural ("compraron", "echaron", "trajeron", "dieron"): the
# shrimp is the food noun folded to "-aron" ("camarón" is often typed without its accent), and
# the imperfect of "-er" / "-ir" verbs with its written accent ("tenían", "querían").
_ES_PRETERITE_PLURAL: Final = re.compile(
    r"^(?:(?!camaron$)[a-z]{3,}aron|[a-z]+ieron|[a-z]{2,}[jy]eron)$"
)
_ES_IMPERFECT_ER: Final = re.compile(r"^[^\W\d_]{2,}ían$")
# An English adverb of degree or manner ("absolutely", "seriously", "really"): "-ally", or
# "-ly" after four letters that do not end in "l", so no "jelly", "belly", "curly", "philly".
_EN_ADVERB: Final = re.compile(r"^(?:[a-z]{2,}ally|[a-z]{3,}[^\W\dl_]ly)$")
# An English "-ing" word that is not a plural noun ("dumplings").
_EN_PARTICIPLE: Final = re.compile(r"^[a-z]{2,}ing$")
# Words a participle can be followed by in prose and a dish's "-ing" word rarely is
# ("going BROWN", "sitting IN the fridge", "getting OLD").
_PROSE_AFTER: Final = frozenset(
    {"in", "on", "at", "to", "into", "out", "up", "off", "away", "around", "over", "bad",
     "old", "soft", "brown", "black", "stale", "ripe", "fast", "there", "here", "now", "down"}
)  # fmt: skip


def _verb_form(typed: str, after: str | None) -> bool:
    folded = fold(typed)
    if _ES_PRETERITE.match(typed.casefold()):
        return True
    if _ES_IMPERFECT.match(folded) or _ES_GERUND.match(folded):
        return True
    if _ES_PRETERITE_PLURAL.match(folded) or _ES_IMPERFECT_ER.match(typed.casefold()):
        return True
    if _EN_ADVERB.match(folded):
        return True
    # A participle goes on with the sentence; a dish's "-ing" word ends its name.
    return bool(_EN_PARTICIPLE.match(folded)) and after is not None and after in _PROSE_AFTER


def is_talk_word(typed: str, *, before: Sequence[str] = (), after: str | None = None) -> bool:
    """Whether a word is talk around the dish rather than a dish's name (see the module).

    Args:
        typed: The word as the cook typed it (accents kept: "compré").
        before: The folded words before it, nearest last.
        after: The folded word right after it, if any.

    Returns:
        True for a verb form, a word owned by a possessive or pronoun, or an everyday noun.
    """
    folded = fold(typed)
    if folded in _EVERYDAY or is_amount_word(folded) or _verb_form(typed, after):
        return True
    near = [word for word in before[-3:] if word not in _LINKS]
    return bool(near) and near[-1] in _OWNERS


def talk_words(text: str) -> frozenset[str]:
    """The folded words of a text that are talk (`is_talk_word`) where they stand.

    Args:
        text: The query as the cook wrote it.

    Returns:
        Folded words.
    """
    typed = _TOKEN.findall(text.casefold())
    folded = [fold(word) for word in typed]
    found: set[str] = set()
    for index, word in enumerate(typed):
        after = folded[index + 1] if index + 1 < len(folded) else None
        if is_talk_word(word, before=folded[:index], after=after):
            found.add(folded[index])
    return frozenset(found)
