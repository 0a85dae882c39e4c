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
  noodle soup.

The modifiers may be anywhere in the recipe's text: a dish's other words are often worded
differently in its name ("sopa de cebolla gratinada" is "Sopa de Cebolla Francesa", whose
description says "gratinada").

The database reports which query words the names and tags of the recipes with every word
match, and which words are food (`fetch_field_hits`, over the index-served lookups of
migration 0030); deciding is pure (`holds_dish`, `shared.search.coverage.dish_held`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from psycopg import sql

from shared.search.lexical_sql import TEXT_CONFIG

if TYPE_CHECKING:
    import uuid
    from collections.abc import Collection, Sequence

    from shared.db import Conn
    from shared.search.lexical_sql import Language

__all__ = ["FieldHit", "FieldReading", "fetch_field_hits", "holds_dish"]

Field = Literal["name", "tag"]

# Recipes whose text has every word are read field by field; a dish name's words rarely meet
# in more (at 10,000 recipes, "tacos pollo" in a few dozen), and a held dish is found among
# the first as surely as among all.
_CANDIDATE_LIMIT: Final = 100

_FIELDS_SQL: Final = """
with words as (
  select k.word, k.position, plainto_tsquery(%(config)s::regconfig, k.word) as q
  from unnest(public.recipe_known_words(%(language)s, %(words)s::text[]))
       with ordinality as k (word, position)
  where numnode(plainto_tsquery(%(config)s::regconfig, k.word)) > 0
),
candidates as (
  select r.id, r.{name} as name
  from public.match_recipe_all_words(
         %(language)s,
         case when %(with_hits)s then (select array_agg(w.word) from words w) end,
         %(limit)s) m
  join public.recipes r on r.id = m.recipe_id
),
fields as (
  select c.id, 'name' as field, c.name as text from candidates c
  union all
  select c.id, 'tag', t.{tag}
  from candidates c
  join public.recipe_tags rt on rt.recipe_id = c.id
  join public.tags t on t.id = rt.tag_id
),
hits as (
  select f.id, f.field, f.text, array_agg(w.word) as words
  from fields f
  join words w on to_tsvector(%(config)s::regconfig, f.text) @@ w.q
  group by f.id, f.field, f.text
)
select (select coalesce(array_agg(w.word order by w.position), '{{}}') from words w) as known,
       (select count(*) from unnest(%(words)s::text[]) as t (word)
        where numnode(plainto_tsquery(%(config)s::regconfig, t.word)) > 0) as content,
       case when %(with_food)s
            then public.recipe_food_words(
                   %(language)s, (select coalesce(array_agg(w.word), '{{}}') from words w))
       end as food,
       h.id as recipe_id, h.field, h.words,
       length(to_tsvector(%(config)s::regconfig, h.text)) as size
from (select 1) one
left join hits h on true
"""
_FIELDS: Final[dict[Language, sql.Composed]] = {
    language: sql.SQL(_FIELDS_SQL).format(
        name=sql.Identifier(f"name_{language}"),
        tag=sql.Identifier(f"name_{language}"),
    )
    for language in TEXT_CONFIG
}


@dataclass(frozen=True, kw_only=True)
class FieldHit:
    """The query words one field of one recipe has.

    Attributes:
        recipe_id: The recipe.
        field: Its name or one of its tags.
        words: The query words the field matches (as the query spelt them).
        size: How many distinct words (lexemes) the field has: a tag of one word names a
            kind of dish and nothing more, a tag of several is a kind with modifiers.
    """

    recipe_id: uuid.UUID
    field: Field
    words: frozenset[str]
    size: int


@dataclass(frozen=True, kw_only=True)
class FieldReading:
    """What the database read for a dish name.

    Attributes:
        known: The words the catalogue knows, in query order.
        content: How many of the words have a lexeme (stop words have none).
        food: The known words some recipe's name, tag or ingredient has (search vectors
            weigh names A and ingredients C; tags are read from their table); None when not
            read.
        hits: The names and tags of the recipes with every known word that match some.
    """

    known: tuple[str, ...]
    content: int
    food: frozenset[str] | None
    hits: tuple[FieldHit, ...]


def _holds(hits: Sequence[FieldHit], head: str, others: frozenset[str]) -> bool:
    """Whether one recipe's name and tags (`hits`) make it the head's kind of dish."""
    for hit in hits:
        if head not in hit.words:
            continue
        if hit.field == "name" or hit.size <= 1 or not others or others & hit.words:
            return True
    return False


def holds_dish(hits: Sequence[FieldHit], *, heads: Collection[str], words: Collection[str]) -> bool:
    """Whether some recipe holds the dish name `words` with one of `heads` as its kind.

    Args:
        hits: The names and tags of the recipes with every word that match some of them.
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
    conn: Conn,
    *,
    language: Language,
    words: Sequence[str],
    with_hits: bool = True,
    with_food: bool = True,
) -> FieldReading:
    """Which names and tags of the recipes with every known word match which word.

    Args:
        conn: Any transaction (the catalogue's published rows, as the caller or `anon`).
        language: The text configuration and the language of names and tags.
        words: The dish name's words (stop words are dropped by the database).
        with_hits: Read the names and tags (for a kind of dish to hold).
        with_food: Read which words are food (for a head no recipe is).

    Returns:
        The words the catalogue knows, the food words and the matching names and tags (what
        was not read is empty, or None for the food words).
    """
    cursor = await conn.execute(
        _FIELDS[language],
        {
            "language": language,
            "words": list(words),
            "config": TEXT_CONFIG[language],
            "limit": _CANDIDATE_LIMIT,
            "with_hits": with_hits,
            "with_food": with_food,
        },
    )
    rows = await cursor.fetchall()
    known = tuple(rows[0]["known"]) if rows else ()
    content = int(rows[0]["content"]) if rows else 0
    food = frozenset(rows[0]["food"]) if rows and rows[0]["food"] is not None else None
    hits = tuple(
        FieldHit(
            recipe_id=row["recipe_id"],
            field=row["field"],
            words=frozenset(row["words"]),
            size=int(row["size"]),
        )
        for row in rows
        if row["recipe_id"] is not None
    )
    return FieldReading(known=known, content=content, food=food, hits=hits)
