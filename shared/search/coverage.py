"""Whether some recipe has all of a short query's subject words together.

`shared.search.subject` catches a dish the catalogue lacks by a word no recipe contains
("wellington"). Many missing dishes are made of words the catalogue does have: "carrot cake"
has a carrot recipe and a cake recipe, "fish and chips" fish dishes and chocolate-chip cookies,
but no recipe has both words. Rank fusion still puts the cake first (it matches half the
query in its name), so only this test tells the dish is not there: no published recipe's text
(name, tags, description, ingredients and their aliases; `public.match_recipe_text`'s strict
match, migration 0012) holds every subject word of the query.

Only dish names are tested (`subject_words`): two or three content words, none of them an
everyday word, not a comma list, one of them the head of some recipe's name (the kind of dish:
"cake", "soup", "tacos"). A request in prose ("a hearty meal after a long hike"), a mood or an
ingredient list is answered by recipes that share most of it, and falling back on those would
be a miss. An ingredient pair whose word heads a name ("tortillas duras") is still tested.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final

from psycopg import sql

from shared.search.lexical_sql import TEXT_CONFIG
from shared.search.subject import is_everyday

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.db import Conn
    from shared.search.lexical_sql import Language

__all__ = ["covered_together", "dish_covered", "dish_kind", "subject_words"]

# Words under this length are mostly grammar ("de", "y", "and") or units.
_MIN_LETTERS: Final = 3
_TOKEN: Final = re.compile(r"[^\W_]+")
_BRACKETS: Final = re.compile(r"\([^)]*\)")
_COMPLEMENT: Final = re.compile(r"\s(?:with|con)\s")

# Stop words are no subject: `recipe_known_words` drops them (they have no lexeme), so the
# count is of the words the catalogue knows, and only a query with two or more of them (and no
# more than the limit) is looked up.
_COVERAGE_SQL: Final = """
with k as (select public.recipe_known_words(%(language)s, %(words)s::text[]) as known),
every_word as (
  select array_to_string(
           array_agg('(' || plainto_tsquery(%(config)s::regconfig, w.word)::text || ')'), ' & '
         )::tsquery as q
  from k, unnest(k.known) as w (word)
  where numnode(plainto_tsquery(%(config)s::regconfig, w.word)) > 0
)
select (select cardinality(k.known) from k) as known,
       exists (
         select 1 from public.recipes r
         where r.is_published and r.{doc} @@ (select e.q from every_word e)
       ) as covered
"""
# One GIN probe for the AND of the known words: the strict side of `match_recipe_text`
# without its close-name trigram side, which an empty name turns into a scan of every name.
_COVERAGE: Final[dict[Language, sql.Composed]] = {
    language: sql.SQL(_COVERAGE_SQL).format(doc=sql.Identifier(f"search_{language}"))
    for language in TEXT_CONFIG
}


def _stem(word: str) -> str:
    """A folded word without a plural ending, to compare a query word with a name's words."""
    folded = "".join(
        c for c in unicodedata.normalize("NFKD", word.casefold()) if not unicodedata.combining(c)
    )
    for ending in ("es", "s"):
        if folded.endswith(ending) and len(folded) - len(ending) >= _MIN_LETTERS:
            return folded[: -len(ending)]
    return folded


def dish_kind(name: str, language: Language) -> str | None:
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


def subject_words(
    text: str,
    words: Sequence[str],
    unmatched: Sequence[str],
    *,
    terms: int,
    names: Iterable[str],
    language: Language,
    max_words: int,
) -> tuple[str, ...]:
    """The words of a dish-name query, when the query is one: else empty.

    A dish name is short (two to `max_words` content words), every word of it is about the
    dish (no everyday word such as "tonight" or "tengo", no word the catalogue lacks: that is
    `shared.search.subject`'s case), and one of its words is a kind of dish the catalogue
    names ("cake", "soup", "tacos"): an ingredient list ("bacon and eggs") or a mood ("bold
    fiery flavours") is answered by recipes that share part of it.

    Args:
        text: The query text (filler stripped).
        words: The query's words (`shared.search.lexical.query_words`).
        unmatched: Its words no recipe contains nor sounds like.
        terms: How many content words (words with a lexeme) the query has.
        names: The candidate recipes' names.
        language: The language of those names.
        max_words: The most content words a dish name has.

    Returns:
        The subject words (stop words may remain; the database drops them).
    """
    # A list ("pollo, jitomate y chipotle") is what the cook has, not a dish's name.
    if unmatched or not 2 <= terms <= max_words or "," in text:
        return ()
    subject = tuple(
        word
        for word in words
        if not word.isdigit() and len(word) >= _MIN_LETTERS and not is_everyday(word)
    )
    kinds = {head for name in names if (head := dish_kind(name, language))}
    if not any(_stem(word) in kinds for word in subject):
        return ()
    return subject


async def covered_together(
    conn: Conn, *, language: Language, words: Sequence[str], terms: int
) -> bool:
    """Whether some published recipe contains every word of a dish-name query (gates aside).

    The catalogue is read whatever the caller's filters: a dish the filters exclude is still
    in the catalogue, and saying it is not would be wrong.

    Args:
        conn: Any transaction (the lookup is a security-definer function over published
            recipes, as the caller or `anon`).
        language: The text configuration the words are matched in.
        words: The subject words (`subject_words`).
        terms: How many content words the query has: when fewer of `words` are known, some
            content word was an everyday one, and the query is a request, not a name.

    Returns:
        False only when every content word is a known subject word and no recipe has them
        all.
    """
    cursor = await conn.execute(
        _COVERAGE[language],
        {"language": language, "words": list(words), "config": TEXT_CONFIG[language]},
    )
    row = await cursor.fetchone()
    if row is None or int(row["known"]) != terms:
        return True
    return bool(row["covered"])


async def dish_covered(
    conn: Conn,
    *,
    text: str,
    names: Sequence[str],
    unmatched: Sequence[str],
    terms: int,
    language: Language,
    display: Language,
    max_words: int,
) -> bool:
    """Whether the query is no dish name, or one some recipe holds all the words of.

    Args:
        conn: The search's transaction.
        text: The query text as matched.
        names: The candidates' names (in `display`).
        unmatched: The query's words no recipe contains nor sounds like.
        terms: How many content words the query has.
        language: The language the text is matched in.
        display: The language of `names`.
        max_words: The most content words a dish name has.

    Returns:
        False only for a dish name no recipe holds together.
    """
    words = subject_words(
        text,
        list(dict.fromkeys(_TOKEN.findall(text.casefold()))),
        unmatched,
        terms=terms,
        names=names,
        language=display,
        max_words=max_words,
    )
    if not words:
        return True
    return await covered_together(conn, language=language, words=words, terms=terms)
