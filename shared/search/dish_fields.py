"""Whether one recipe is the kind of dish a dish name asks for.

A dish name is a kind of dish and what makes it that dish: "pastel de chocolate" is a cake
(the head: first in Spanish, last in English) made with chocolate (a modifier). Every word in
one recipe's text does not make that recipe the dish: cookies "for a bake sale" ("venta de
pasteles") are no chocolate cake. What a recipe is, its name and its tags say. So a recipe
holds a dish name when its text has every word and

- its name has the head, or one of its tags is the head alone ("sopa" on "Caldo de Pollo");
- a tag of several words ("tacos de lechuga", "noodle soup") is a kind of dish with modifiers
  of its own: when only such a tag has the head, one of the other words must be in that tag
  too. Lettuce wraps of chicken larb are no chicken tacos; a pho tagged "sopa de fideos" is a
  noodle soup;
- the modifiers are in its name, its tags or its description: a dish's other words are often
  worded differently in its name ("sopa de cebolla gratinada" is "Sopa de Cebolla Francesa",
  whose description says "gratinada"), but what is only an ingredient does not make the dish
  (the lemon of an apple pie makes no "pay de limón", the corn husks of chicken tamales no
  "tamales de elote").

Words are compared as written (`shared.search.name_words`), not as stemmed: the stemmer reads
"sopes" as "sopa", and a soup is no sope.

The database reports which query words the names, tags and descriptions of the recipes with
every word match, and which words are food (`fetch_field_hits`, over the index-served lookups of
migration 0030); deciding is pure (`holds_dish`, `shared.search.coverage.dish_held`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from psycopg import sql

from shared.db.compiled import CompiledQuery
from shared.search.name_foods import foods_named, foods_of_word
from shared.search.name_words import misspells_a_name, word_forms, written_words
from shared.search.vocabulary import KnownWordsHint

if TYPE_CHECKING:
    import uuid
    from collections.abc import Collection, Sequence

    from shared.db import Read
    from shared.search.lexical_sql import Language
    from shared.search.vocabulary import KnownWords

__all__ = ["SOUND_MIN_SIMILARITY", "FieldHit", "FieldReading", "fetch_field_hits", "holds_dish"]

Field = Literal["name", "tag", "description"]

# Recipes whose text has every word are read field by field; a dish name's words rarely meet
# in more (at 10,000 recipes, "tacos pollo" in a few dozen), and a held dish is found among
# the first as surely as among all.
_CANDIDATE_LIMIT: Final = 100

# How alike (trigram similarity of phonetic keys) a word no recipe has and a name's word must
# sound for the word to read as that word misspelt: "poyo" / "pollo" 1.0, "kimchee" / "kimchi"
# and "tabouli" / "tabbouleh" 0.56; a longer word that only contains a name's sound is no
# misspelling of it ("cheesecake" / "cheese" 0.45, "brownies" / "brown" 0.5).
SOUND_MIN_SIMILARITY: Final = 0.55
# The names that sound like such a word are compared up to this many: at 10,000 recipes a
# common sound reaches hundreds of names.
_SOUND_LIMIT: Final = 20

# The reading is `public.read_dish_fields` (migration 0052): inside PL/pgSQL the server plans
# it once per connection, where sent as text it was planned on every call. Every argument is
# cast to its declared type, so psycopg's choice of int2/int4/int8 for an int never decides
# which function is called; `field_text` is the field as stored.
_FIELDS: Final = CompiledQuery(
    sql.SQL("""
select known, content, unknown, food, matched, head_names, recipe_id, field, words,
       field_text as text, size
from public.read_dish_fields(
  p_language => %(language)s::text,
  p_words => %(words)s::text[],
  p_known_version => %(known_version)s::bigint,
  p_known_hint => %(known_hint)s::text[],
  p_limit => %(limit)s::int,
  p_with_hits => %(with_hits)s::boolean,
  p_with_food => %(with_food)s::boolean,
  p_with_unknown => %(with_unknown)s::boolean,
  p_sound_min => %(sound_min)s::float8,
  p_sound_limit => %(sound_limit)s::int,
  p_kind_of => %(kind_of)s::text
)
""")
)


@dataclass(frozen=True, kw_only=True)
class FieldHit:
    """The query words one field of one recipe has.

    Attributes:
        recipe_id: The recipe.
        field: Its name, one of its tags or its description.
        words: The query words the field matches (as the query spelt them), by stem.
        size: How many distinct words (lexemes) the field has: a tag of one word names a
            kind of dish and nothing more, a tag of several is a kind with modifiers.
        text: The field as stored.
    """

    recipe_id: uuid.UUID
    field: Field
    words: frozenset[str]
    size: int
    text: str

    @functools.cached_property
    def forms(self) -> frozenset[str]:
        """The field's words as written (`shared.search.name_words.written_words`)."""
        return written_words(self.text)


@dataclass(frozen=True, kw_only=True)
class FieldReading:
    """What the database read for a dish name.

    Attributes:
        known: The words the catalogue knows, in query order.
        content: How many of the words have a lexeme (stop words have none).
        food: The known words some recipe's name, tag or ingredient has (search vectors
            weigh names A and ingredients C; tags are read from their table); None when not
            read.
        hits: The names, tags and descriptions of the recipes with every known word that
            match some.
        unknown: The words no recipe contains in either language (a name may sound like
            them: a misspelling, or a dish the catalogue lacks).
        matched: How many published recipes have every known word (up to the candidate
            limit); None when not read.
        head_names: The names of recipes with the head word, when asked for (`kind_of`).
    """

    known: tuple[str, ...]
    content: int
    food: frozenset[str] | None
    hits: tuple[FieldHit, ...]
    unknown: tuple[str, ...] = ()
    matched: int | None = None
    head_names: tuple[str, ...] = ()


def _written(word: str, hit: FieldHit) -> bool:
    return not word_forms(word).isdisjoint(hit.forms)


def _said(word: str, hit: FieldHit) -> bool:
    # A modifier the stemmer matched and the field spells alike ("spagetti" / "spaghetti");
    # "sopes" is not spelt like "sopa".
    return (word in hit.words and _written(word, hit)) or misspells_a_name(word, [hit.text])


def _in_ingredients(word: str, hits: Sequence[FieldHit], asked: frozenset[str]) -> bool:
    """Whether a modifier only the recipe's ingredients have still makes it the dish.

    It does unless the recipe's name names a food the query does not: "Pay de Manzana" has
    lemon among its ingredients but is an apple pie (`shared.search.name_foods`).
    """
    if any(word in hit.words for hit in hits):
        # The stemmer found it in a field that spells another word ("sopes" in "Sopa").
        return False
    names = [hit.text for hit in hits if hit.field == "name"]
    if not names:
        return True
    own = foods_named(names)
    return not (own - asked) or not own.isdisjoint(foods_of_word(word))


def _holds(hits: Sequence[FieldHit], head: str, others: frozenset[str]) -> bool:
    """Whether one recipe's fields (`hits`) make it the head's kind of dish."""
    # What a dish is made of is said in its name, tags or description, or is an ingredient of
    # a recipe whose name names no other food (the lemon juice of an apple pie makes no lemon
    # pie).
    asked = foods_named([" ".join(others | {head})])
    if not all(
        any(_said(word, hit) for hit in hits) or _in_ingredients(word, hits, asked)
        for word in others
    ):
        return False
    for hit in hits:
        if hit.field == "description" or head not in hit.words or not _written(head, hit):
            continue
        if (
            hit.field == "name"
            or hit.size <= 1
            or not others
            or any(_said(word, hit) for word in others)
        ):
            return True
    return False


def holds_dish(hits: Sequence[FieldHit], *, heads: Collection[str], words: Collection[str]) -> bool:
    """Whether some recipe holds the dish name `words` with one of `heads` as its kind.

    Args:
        hits: The fields of the recipes with every word that match some of them.
        heads: The words that may be the dish's kind (the head, or every kind word when the
            head is none).
        words: Every word of the dish name the catalogue knows (heads included).

    Returns:
        True when one recipe has a head in its name or in a tag, and the other words where
        the module's rules say (see the module docstring).
    """
    by_recipe: dict[uuid.UUID, list[FieldHit]] = {}
    for hit in hits:
        by_recipe.setdefault(hit.recipe_id, []).append(hit)
    wanted = frozenset(words)
    return any(
        _holds(recipe_hits, head, wanted - {head})
        for recipe_hits in by_recipe.values()
        for head in heads
        if head in wanted
    )


async def fetch_field_hits(
    read: Read,
    *,
    language: Language,
    words: Sequence[str],
    with_hits: bool = True,
    with_food: bool = True,
    with_unknown: bool = True,
    kind_of: str | None = None,
    vocabulary: KnownWords | None = None,
) -> FieldReading:
    """Which names and tags of the recipes with every known word match which word.

    Args:
        read: Reads of the catalogue's published rows, as the caller or `anon`.
        language: The text configuration and the language of names and tags.
        words: The dish name's words (stop words are dropped by the database).
        with_hits: Read the names and tags (for a kind of dish to hold).
        with_food: Read which words are food (for a head no recipe is).
        with_unknown: Read which words no recipe has (for a word a name only sounds like).
        kind_of: A head word whose recipes' names to read (whether it is a kind of dish).
        vocabulary: The process's known words (`shared.search.vocabulary`), sent when it
            holds every word.

    Returns:
        The words the catalogue knows, the food words and the matching names and tags (what
        was not read is empty, or None for the food words).
    """
    hint = vocabulary.known_in(language, words) if vocabulary is not None else KnownWordsHint()
    rows = await read(
        _FIELDS,
        {
            "language": language,
            "words": list(words),
            "known_version": hint.version,
            "known_hint": list(hint.known),
            "limit": _CANDIDATE_LIMIT,
            "with_hits": with_hits,
            "with_food": with_food,
            "sound_min": SOUND_MIN_SIMILARITY,
            "sound_limit": _SOUND_LIMIT,
            "with_unknown": with_unknown,
            "kind_of": kind_of,
        },
    )
    known = tuple(rows[0]["known"]) if rows else ()
    content = int(rows[0]["content"]) if rows else 0
    food = frozenset(rows[0]["food"]) if rows and rows[0]["food"] is not None else None
    hits = tuple(
        FieldHit(
            recipe_id=row["recipe_id"],
            field=row["field"],
            words=frozenset(row["words"]),
            size=int(row["size"]),
            text=row["text"],
        )
        for row in rows
        if row["recipe_id"] is not None
    )
    unknown = tuple(rows[0]["unknown"]) if rows else ()
    matched = int(rows[0]["matched"]) if rows and with_hits else None
    return FieldReading(
        known=known,
        content=content,
        food=food,
        hits=hits,
        unknown=unknown,
        matched=matched,
        head_names=tuple(rows[0]["head_names"]) if rows else (),
    )
