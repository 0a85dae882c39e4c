"""Whether a word the catalogue lacks names a dish, or is just part of how the cook talks.

`shared.search.subject` falls back ("let's create one") when a query's words that no recipe
contains carry it: "birria" in "tacos de birria", "wellington" in "beef wellington". People
also ask in prose, with words no recipe has and no list of everyday words can foresee: "a cheap
dinner to feed six PEOPLE", "algo para la posada de la OFICINA", "qué le hago a mi ESPOSO que
llega cansado". Falling back on those refuses answerable requests.

What tells the two apart is where the word stands, not the word itself:

- a dish name is said bare ("menudo rojo", "pulpo a la gallega", "receta de cuy al horno"):
  a few words and none of the words that frame a request ("something", "algo", "para",
  "I", "mi", "qué", "like", "tipo"), which are closed-class words, not a vocabulary to grow;
- inside a request, a missing dish sits next to a food the catalogue knows: "beef
  STROGANOFF with egg noodles", "lengua de RES", "sushi ROLLS with salmon". "OFICINA", "PEOPLE"
  and "HIKE" sit next to other talk.

Food here is the ingredient catalogue's names and aliases (EN and ES) and the kinds of dish the
candidate recipes' names are (their head word: "tacos", "pie", "sopa").
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.ingredients.catalogue import catalogue_by_slug
from shared.search.dish_kinds import dish_kind, plain_stem
from shared.search.talk_words import talk_words

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.schemas import Language

__all__ = [
    "JOINERS",
    "REQUEST_WORDS",
    "candidates_food",
    "dish_subject",
    "food_words",
    "is_bare",
    "is_ingredient_word",
]

_TOKEN: Final = re.compile(r"[^\W_]+")
# A bare dish name is short: "receta de cuy al horno", "sushi rolls with salmon and avocado".
_BARE_MAX_TOKENS: Final = 6
_MIN_LETTERS: Final = 3
# Words that join the parts of a dish's name: skipped when looking for a word's neighbour.
JOINERS: Final = frozenset(
    {
        "de", "del", "con", "en", "al", "a", "la", "el", "las", "los", "y", "e", "o", "su", "sus",
        "with", "of", "and", "in", "the", "on", "or", "n", "s",
    }
)  # fmt: skip
_NUMBERS: Final = frozenset(
    {
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve",
        "dozen", "half", "first", "second", "third", "fourth", "fifth", "last", "next",
        "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
        "doce", "docena", "media", "medio", "mitad", "primera", "primero", "segunda", "segundo",
        "tercera", "tercero", "ultima", "ultimo", "proxima", "proximo",
    }
)  # fmt: skip
# "Or": what it joins are alternatives, either of which would do.
_OR: Final = frozenset({"or", "o", "u"})
# Articles and determiners before a food's adjective ("a lovely salmon", "any fresh fish").
_ARTICLES: Final = frozenset(
    {"a", "an", "the", "any", "some", "un", "una", "unos", "unas", "el", "la", "los", "las"}
)
# Closed-class words that frame a request rather than name a dish: pronouns, determiners of
# talk, question words, "for"/"para" and likeness ("like", "tipo", "estilo").
REQUEST_WORDS: Final = frozenset(
    {
        # English
        "i", "im", "ive", "me", "my", "we", "our", "us", "you", "your", "it", "its", "they",
        "something", "anything", "some", "any", "what", "whats", "which", "how", "when", "where",
        "who", "why", "can", "could", "should", "would", "will", "do", "does", "is", "are",
        "was", "be", "for", "to", "that", "this", "these", "those", "after", "before", "while",
        "like", "style", "about", "please", "want", "need", "have", "got", "ideas", "idea",
        # Spanish
        "yo", "mi", "mis", "nos", "nuestro", "nuestra", "te", "tu", "tus", "le", "les", "se",
        "lo", "algo", "alguna", "algun", "alguno", "unas", "unos", "que", "como", "cual",
        "cuando", "donde", "quien", "por", "para", "pa", "pal", "tipo", "estilo", "porfa", "favor",
        "quiero", "quisiera", "necesito", "tengo", "hay", "hago", "puedo",
        "esta", "este", "estoy", "ya",
    }
)  # fmt: skip


def _head(name: str, *, last: bool) -> str | None:
    """A name's head word: English puts it last ("long grain RICE"), Spanish first."""
    words = [w for w in _TOKEN.findall(fold(name.split("(", maxsplit=1)[0])) if w not in JOINERS]
    if not words:
        return None
    return plain_stem(words[-1] if last else words[0])


@functools.cache
def _ingredient_words() -> frozenset[str]:
    # Heads only: "long grain rice" is rice, not "long" ("a long shift").
    heads: set[str | None] = set()
    for row in catalogue_by_slug().values():
        heads.update(_head(name, last=True) for name in row.spellings("en"))
        heads.update(_head(name, last=False) for name in row.spellings("es"))
    return frozenset(head for head in heads if head and len(head) >= _MIN_LETTERS)


def is_ingredient_word(word: str) -> bool:
    """Whether a word is the head of an ingredient's name or alias ("carne", "rice"; not
    "cake", which only qualifies "cake flour")."""
    return plain_stem(fold(word)) in _ingredient_words()


def food_words(dish_kinds: Iterable[str]) -> frozenset[str]:
    """The words that count as food: catalogue ingredients' words and the given dish kinds.

    Args:
        dish_kinds: The kinds of dish the candidate recipes are ("taco", "pie", "sopa").

    Returns:
        Folded, plural-free words.
    """
    return _ingredient_words() | {plain_stem(kind) for kind in dish_kinds}


def candidates_food(names: Iterable[str], language: Language) -> frozenset[str]:
    """The words that count as food beside candidates with these names: the catalogue's
    ingredient words and the kinds of dish the candidates are ("taco", "sopa")."""
    return food_words(kind for name in names if (kind := dish_kind(name, language)))


def _beside(tokens: Sequence[str], index: int, step: int) -> tuple[str, bool] | None:
    """The nearest word that is no joiner on one side, and whether a joiner stood between."""
    joined = False
    position = index + step
    while 0 <= position < len(tokens):
        if tokens[position] not in JOINERS:
            return tokens[position], joined
        joined = True
        position += step
    return None


def _stands_as_dish(
    tokens: Sequence[str], index: int, *, food: frozenset[str], spanish: bool
) -> bool:
    """Whether the word at `index` stands where a dish name does, beside a food.

    English names the food before the dish ("beef STROGANOFF") or after "with"; Spanish names
    the dish first and its food after a joiner ("LENGUA de res", "tacos de BIRRIA"): a word
    right after a Spanish ingredient with no joiner between qualifies the ingredient, a variety
    of it ("plátanos MACHOS", "chiles GUAJILLO"), while after a kind of dish it names a dish of
    that kind ("enchiladas POTOSINAS", "tacos GOBERNADOR"). A word offered as the other choice
    to a food ("a pie or SCONES", "enchiladas o CORUNDAS") is no dish the request needs: the
    food beside it answers.
    """

    def is_food(word: str) -> bool:
        return word not in REQUEST_WORDS and plain_stem(word) in food

    if any(
        0 <= index + 2 * step < len(tokens)
        and tokens[index + step] in _OR
        and is_food(tokens[index + 2 * step])
        for step in (-1, 1)
    ):
        # One of two foods offered ("a pie or scones"): the one the catalogue has answers.
        return False
    after = _beside(tokens, index, 1)
    if after is not None and is_food(after[0]) and not _measures(tokens, index, joined=after[1]):
        return True
    before = _beside(tokens, index, -1)
    if before is None or not is_food(before[0]):
        return False
    return before[1] or not spanish or plain_stem(before[0]) not in _ingredient_words()


def _measures(tokens: Sequence[str], index: int, *, joined: bool) -> bool:
    """Whether the word at `index` says how much there is of the food after it, or how it is.

    A dish is named before its food across a joiner ("STROGANOFF with egg noodles", "LENGUA
    de res") or before its kind of dish ("SUSHI rolls"). Before "of", English's word is a
    measure or a container ("a CRATE of peaches", "STACKS of plums"). Spanish "un … de"
    names a dish as often as a measure ("un STROGONOFF de res", "un PASTEL de elote"), so it
    decides nothing there. Right after an article and right before an ingredient, with no joiner, a
    word says how the ingredient is ("a LOVELY salmon"), as an adjective does.
    """
    if not joined:
        return (
            index > 0 and tokens[index - 1] in _ARTICLES and is_ingredient_word(tokens[index + 1])
        )
    following = tokens[index + 1]
    return following == "of"


def is_bare(text: str, *, talk: frozenset[str] | None = None) -> bool:
    """Whether a text is said as a bare dish name: a few words, none framing a request.

    Args:
        text: The words as the cook wrote them.
        talk: Their talk words (`shared.search.talk_words.talk_words`), when known.
    """
    tokens = _TOKEN.findall(fold(text))
    talk = talk_words(text) if talk is None else talk
    return len(tokens) <= _BARE_MAX_TOKENS and not REQUEST_WORDS.intersection(tokens) and not talk


def dish_subject(
    text: str,
    subject: Sequence[str],
    *,
    food: frozenset[str],
    language: str = "en",
    bare: bool | None = None,
) -> tuple[str, ...]:
    """The subject words that name a dish where they stand (see the module docstring).

    Args:
        text: The query as the cook wrote it (accents kept: they tell "compré" a verb).
        subject: The words no recipe contains that carry the query (`unmatched_subject`).
        food: The words that count as food (`food_words`).
        language: The language the query is written in ("en" or "es"): where its dish
            words stand.
        bare: Whether the text is a bare dish name (`is_bare`), when the caller knows better
            than its words: a text holding a recipe's whole name is that name and talk.

    Returns:
        The words of `subject` in a bare dish name or beside a food; empty when none is.
    """
    talk = talk_words(text)
    # A number or an ordinal counts or dates ("six people", "the 4th of July"): never a dish.
    # Talk (verbs, people, places: `shared.search.talk_words`) is no dish either.
    subject = [
        w
        for w in subject
        if not any(c.isdigit() for c in w) and fold(w) not in _NUMBERS and fold(w) not in talk
    ]
    if not subject:
        return ()
    tokens = _TOKEN.findall(fold(text))
    if is_bare(text, talk=talk) if bare is None else bare:
        return tuple(subject)
    kept: list[str] = []
    for word in subject:
        folded = fold(word)
        if any(
            token == folded
            and token not in JOINERS
            and _stands_as_dish(tokens, index, food=food, spanish=language == "es")
            for index, token in enumerate(tokens)
        ):
            kept.append(word)
    return tuple(kept)
