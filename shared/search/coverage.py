"""Whether some recipe is the dish a short dish-name query asks for.

`shared.search.subject` catches a dish the catalogue lacks by a word no recipe contains
("wellington"). Many missing dishes are made of words the catalogue does have: "carrot cake"
has a carrot recipe and a cake recipe, "pastel de chocolate" cakes and chocolate cookies, but
no recipe is a carrot cake or a chocolate cake. Rank fusion still puts the cake first (it
matches half the query in its name), so only this test tells the dish is not there: no
published recipe has every word of the name and is that kind of dish by its name or its tags
(`shared.search.dish_fields`).

Only dish names are tested (`subject_words`): two or three content words, no everyday word,
not a comma list, one of them the head of some recipe's name (the kind of dish: "cake",
"soup", "tacos"). A request in prose ("a hearty meal after a long hike"), a mood or an
ingredient list is answered by recipes that share most of it, and falling back on those would
be a miss. An ingredient pair whose word heads a name ("tortillas duras") is still tested.
What qualifies the name is left out of it: the filters' facets ("keto", "gluten-free"), the
manner ("estilo tailandés") and a complement after "with" / "con" ("sushi rolls with salmon":
sushi rolls).
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final

from shared.search.dish_fields import fetch_field_hits, holds_dish
from shared.search.subject import is_everyday, is_facet

if TYPE_CHECKING:
    from collections.abc import Collection, Iterable, Sequence

    from shared.db import Conn
    from shared.search.lexical_sql import Language

__all__ = ["covered_together", "dish_covered", "dish_heads", "subject_words"]

# Words under this length are mostly grammar ("de", "y", "and") or units.
_MIN_LETTERS: Final = 3
_TOKEN: Final = re.compile(r"[^\W_]+")
_BRACKETS: Final = re.compile(r"\([^)]*\)")
_COMPLEMENT: Final = re.compile(r"\s(?:with|con)\s")
_COMPLEMENT_WORDS: Final = frozenset({"with", "con"})
# Words of manner, not of matter: "fideos estilo tailandés" are Thai noodles.
_MANNER_WORDS: Final = frozenset({"style", "estilo", "tipo"})


def _stem(word: str) -> str:
    """A folded word without a plural ending, to compare a query word with a name's words."""
    folded = "".join(
        c for c in unicodedata.normalize("NFKD", word.casefold()) if not unicodedata.combining(c)
    )
    for ending in ("es", "s"):
        if folded.endswith(ending) and len(folded) - len(ending) >= _MIN_LETTERS:
            return folded[: -len(ending)]
    return folded


def _dish_kind(name: str, language: Language) -> str | None:
    """The head word of a recipe's name, the kind of dish it is (stemmed).

    English puts it last ("Tres Leches Cake", "French Onion Soup"), Spanish first ("Pastel de
    Tres Leches", "Sopa de Cebolla"); what follows "with" / "con" or sits in brackets is a
    complement ("... Salad with Sweet Potato": a salad, not a potato).
    """
    main = _COMPLEMENT.split(_BRACKETS.sub(" ", name.casefold()), maxsplit=1)[0]
    tokens = _TOKEN.findall(main)
    if not tokens:
        return None
    return _stem(tokens[-1] if language == "en" else tokens[0])


def _is_subject_word(word: str) -> bool:
    return (
        not word.isdigit()
        and len(word) >= _MIN_LETTERS
        and not is_facet(word)
        and _stem(word) not in _MANNER_WORDS
    )


def _main_part(words: Sequence[str]) -> Sequence[str]:
    """The words before a complement ("sushi rolls | with salmon"), when they name a dish.

    One word before "con" is no dish of its own: "arroz con pollo", "chili con carne" are
    names whole.
    """
    for index, word in enumerate(words):
        if word in _COMPLEMENT_WORDS:
            if sum(1 for w in words[:index] if _is_subject_word(w)) >= 2:
                return words[:index]
            break
    return words


def subject_words(
    text: str,
    words: Sequence[str],
    unmatched: Sequence[str],
    *,
    names: Iterable[str],
    language: Language,
) -> tuple[str, ...]:
    """The words of a dish-name query, when the query is one: else empty.

    Every word of a dish name is about the dish (no everyday word such as "tonight" or
    "tengo", no word the catalogue lacks: that is `shared.search.subject`'s case), and one of
    its words is a kind of dish the catalogue names ("cake", "soup", "tacos"): an ingredient
    list ("bacon and eggs") or a mood ("bold fiery flavours") is answered by recipes that
    share part of it. Facets, manner words and a complement qualify the name and are left out.
    How many words a name may have is counted by the database (`covered_together`).

    Args:
        text: The query text (filler stripped).
        words: The query's words (`shared.search.lexical.query_words`).
        unmatched: Its words no recipe contains nor sounds like.
        names: The candidate recipes' names.
        language: The language of those names.

    Returns:
        The subject words (stop words may remain; the database drops them).
    """
    # A list ("pollo, jitomate y chipotle") is what the cook has, not a dish's name.
    if "," in text or any(not is_facet(word) for word in unmatched):
        return ()
    if any(is_everyday(word) and not is_facet(word) for word in words):
        return ()
    subject = tuple(word for word in _main_part(words) if _is_subject_word(word))
    kinds = {head for name in names if (head := _dish_kind(name, language))}
    if not any(_stem(word) in kinds for word in subject):
        return ()
    return subject


def dish_heads(
    known: Sequence[str], *, names: Iterable[str], language: Language
) -> tuple[str, ...]:
    """The words of a dish name that may be its kind of dish.

    The head by position (first in Spanish, "pastel de chocolate"; last in English, "chocolate
    cake") when some recipe's name has it as its kind; else every word that is one.

    Args:
        known: The dish name's words the catalogue knows, in query order (stop words gone).
        names: The candidate recipes' names, in `language`.
        language: The language of the query and of `names`.
    """
    if not known:
        return ()
    kinds = {head for name in names if (head := _dish_kind(name, language))}
    positional = known[0] if language == "es" else known[-1]
    if _stem(positional) in kinds:
        return (positional,)
    return tuple(word for word in known if _stem(word) in kinds)


async def covered_together(
    conn: Conn,
    *,
    language: Language,
    words: Sequence[str],
    names: Sequence[str],
    max_words: int,
) -> bool:
    """Whether some published recipe holds a dish-name query (gates aside).

    The catalogue is read whatever the caller's filters: a dish the filters exclude is still
    in the catalogue, and saying it is not would be wrong.

    Args:
        conn: Any transaction (published recipes, as the caller or `anon`).
        language: The language the words are matched in (and `names` are written in).
        words: The subject words (`subject_words`).
        names: The candidate recipes' names: their heads are the kinds of dish.
        max_words: The most content words (words with a lexeme) a dish name has.

    Returns:
        False only when the catalogue knows every word of a name of two to `max_words`
        content words and no recipe holds them as `shared.search.dish_fields` says (a word
        it does not know is a typo or another request).
    """
    reading = await fetch_field_hits(conn, language=language, words=words)
    if len(reading.known) != reading.content or not 2 <= reading.content <= max_words:
        return True
    heads = dish_heads(reading.known, names=names, language=language)
    return holds_dish(reading.hits, heads=heads, words=reading.known)


async def dish_covered(
    conn: Conn,
    *,
    text: str,
    names: Sequence[str],
    unmatched: Sequence[str],
    language: Language,
    display: Language,
    max_words: int,
    helpers: Collection[str] = (),
) -> bool:
    """Whether the query is no dish name, or one some recipe holds.

    Args:
        conn: The search's transaction.
        text: The query text as matched.
        names: The candidates' names (in `display`).
        unmatched: The query's words no recipe contains nor sounds like.
        language: The language the text is matched in.
        display: The language of `names`.
        max_words: The most content words a dish name has.
        helpers: Words added to the text to help matching (`shared.search.diminutives`), not
            part of the name.

    Returns:
        False only for a dish name no recipe holds.
    """
    tokens = dict.fromkeys(_TOKEN.findall(text.casefold()))
    words = subject_words(
        text,
        [word for word in tokens if word not in helpers],
        unmatched,
        names=names,
        language=display,
    )
    if not words:
        return True
    # The kinds of dish are read from names in the query's language only.
    kind_names = names if display == language else ()
    return await covered_together(
        conn, language=language, words=words, names=kind_names, max_words=max_words
    )
