"""The lexical retriever and the catalogue read: one query, run as the caller.

The only lexical search there is: the hybrid search's lexical side, and its whole answer when
the query cannot be embedded (seed 000 §6.10). One round trip:

1. Candidates, each branch served by an index: full text over the caller's language vector
   (`search_en` / `search_es`, accent-folding `irmixy_en` / `irmixy_es` configs), strict
   trigram word similarity of the whole query to the recipe's EN and ES names (so an ES
   query finds a recipe by its English name), and ingredients whose alias a query word nearly
   spells; strict (whole-word) similarity, so "chicken" never reaches "chickpea". All gated
   by `shared.search.gates` before anything is scored.
2. AND, relaxed to OR (seed 000 §6.5): when fewer than `min_results` recipes contain every
   query word, recipes with some of them (and fuzzy ingredient matches) are admitted too.
   Only words the catalogue knows count: one that no recipe contains cannot empty the AND.
3. The lexical score in [0, 1], the best of three kinds of evidence: per known query word,
   where it is found (name 1.0, tags or description 0.7, ingredients 0.5; averaged),
   the name similarity above its floor (rescaled), and fuzzy ingredient matches (ingredient
   weight x mean similarity). The best `candidate_limit` lexical candidates are kept (score,
   then id).
4. The card fields of those and of the vector side's candidates (re-gated here, as the
   caller), in the caller's language, with each recipe's allergen groups.

With no query text it lists the gated catalogue by id instead (browsing by filters).
"""

from __future__ import annotations

import re
import uuid
from typing import TYPE_CHECKING, Final, Literal

from psycopg import sql
from pydantic import BaseModel, ConfigDict

from shared.schemas.recipe import Difficulty
from shared.search.gates import BLOCKED_CTE, ELIGIBLE

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.db import Conn
    from shared.search.settings import SearchSettings

__all__ = ["CatalogueRow", "fetch_catalogue", "query_words"]

Language = Literal["en", "es"]
_WORD = re.compile(r"[^\W_]+")
_MAX_WORDS: Final = 40
# Lexical matches scored per search, as a multiple of the candidates kept.
_POOL_FACTOR: Final = 2
_CONFIG: Final[dict[Language, str]] = {"en": "public.irmixy_en", "es": "public.irmixy_es"}

_TEMPLATE: Final = """
with
{blocked},
terms as (
  select t.word, public.normalize_text(t.word) as folded,
         plainto_tsquery(%(config)s::regconfig, t.word) as q
  from unnest(%(words)s::text[]) as t (word)
),
-- Stop words ("and", "de") stem to nothing and take no part in matching or scoring.
lexemes as (select word, folded, q from terms where numnode(q) > 0),
-- Words no published recipe contains ("grandma's", "tonight") say nothing about which recipe
-- fits (a document frequency of zero): like filler, they take no part in the AND nor in the
-- coverage score. They still reach ingredients by trigram, for typos.
known as (
  select l.word, l.q from lexemes l
  where exists (select 1 from public.recipes r where r.{doc} @@ l.q)
),
fuzzy as (
  select a.ingredient_id, l.word,
         max(extensions.strict_word_similarity(l.folded, a.alias_normalized)) as similarity
  from lexemes l
  join public.ingredient_aliases a
    on a.alias_normalized operator(extensions.%%>>) l.folded
  group by a.ingredient_id, l.word
),
-- Every known word at once (strict AND); null when no word is known.
all_known as (
  select array_to_string(array_agg('(' || k.q::text || ')'), ' & ')::tsquery as q from known k
),
-- Which branch found each recipe says how it matched, so nothing is re-tested per row: a text
-- hit or a fuzzy ingredient hit is a partial match; a name-trigram hit is a close name
-- (the `%%>>` threshold is the name-similarity floor).
matched_ids as (
  select m.id, bool_or(m.partial) as partial, bool_or(m.close_name) as close_name
  from (
    select r.id, true as partial, false as close_name from public.recipes r
    where %(has_text)s and r.{doc} @@ to_tsquery(%(config)s::regconfig, %(or_text)s)
    union all
    select r.id, false, true from public.recipes r
    where %(has_text)s
      and public.normalize_text(r.name_en)
          operator(extensions.%%>>) public.normalize_text(%(text)s)
    union all
    select r.id, false, true from public.recipes r
    where %(has_text)s
      and public.normalize_text(r.name_es)
          operator(extensions.%%>>) public.normalize_text(%(text)s)
    union all
    select ri.recipe_id, true, false from public.recipe_ingredients ri
    join fuzzy f on f.ingredient_id = ri.ingredient_id
  ) m
  group by m.id
),
matched as (
  select r.id,
         coalesce(r.{doc} @@ (select a.q from all_known a), false) as strict,
         m.partial,
         m.close_name,
         ts_rank(r.{doc}, to_tsquery(%(config)s::regconfig, %(or_text)s)) as or_rank
  from matched_ids m
  join public.recipes r on r.id = m.id
  left join public.cuisines c on c.id = r.cuisine_id
  where {eligible}
),
relaxation as (
  select count(*) filter (where strict) < %(min_results)s as relaxed from matched
),
browse as (
  select r.id from public.recipes r
  left join public.cuisines c on c.id = r.cuisine_id
  where not %(has_text)s and {eligible}
  order by r.id
  limit %(limit)s
),
-- A relaxed OR query can match most of a large catalogue; scoring every match costs a few
-- correlated lookups each, so only the best few hundred by a cheap rank are scored (full
-- matches and close names first).
lexical_pool as (
  select m.id
  from matched m cross join relaxation x
  where m.strict or m.close_name or (x.relaxed and m.partial)
  order by m.strict desc, m.close_name desc, m.or_rank desc, m.id
  limit %(pool_limit)s
),
pool as (
  select id, bool_or(lexical_side) as lexical_side, bool_or(vector_side) as vector_side
  from (
    select l.id, true as lexical_side, false as vector_side from lexical_pool l
    union all
    select b.id, true, false from browse b
    union all
    select v.id, false, true from unnest(%(vector_ids)s::uuid[]) as v (id)
  ) sides
  group by id
),
scored as (
  select p.id, p.lexical_side, p.vector_side,
         case when not %(has_text)s then 0.0::float8 else greatest(
           coalesce((
             select avg(case when ts_filter(r.{doc}, '{{a}}') @@ l.q then %(w_name)s
                             when ts_filter(r.{doc}, '{{a,b}}') @@ l.q then %(w_tag)s
                             when r.{doc} @@ l.q then %(w_ingredient)s
                             else 0.0 end)
             from known l), 0.0),
           greatest(0.0, (greatest(
             extensions.strict_word_similarity(public.normalize_text(%(text)s),
                                               public.normalize_text(r.name_en)),
             extensions.strict_word_similarity(public.normalize_text(%(text)s),
                                               public.normalize_text(r.name_es)))
             - %(name_floor)s) / (1.0 - %(name_floor)s)),
           %(w_ingredient)s * coalesce((
             select avg(coalesce((
               select max(f.similarity) from fuzzy f
               join public.recipe_ingredients ri on ri.ingredient_id = f.ingredient_id
               where ri.recipe_id = r.id and f.word = l.word), 0.0))
             from lexemes l), 0.0))
         end as lexical
  from pool p
  join public.recipes r on r.id = p.id
  left join public.cuisines c on c.id = r.cuisine_id
  where {eligible}
),
ranked as (
  select s.*, row_number() over (
           partition by s.lexical_side order by s.lexical desc, s.id) as lexical_position
  from scored s
)
select r.id, r.slug, r.{name} as name, r.image_url, r.total_time_minutes, r.portions,
       r.difficulty, cu.slug as cuisine_slug, cu.{name} as cuisine, r.meal_types,
       left(r.{description}, 500) as description, s.lexical, s.lexical_side, s.vector_side,
       (select x.relaxed from relaxation x)
         and exists (select 1 from matched m where m.partial and not m.strict) as relaxed,
       array(
         select distinct fa.slug
         from public.recipe_ingredients ri
         join public.ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
         join public.food_allergies fa on fa.id = ia.food_allergy_id
         where ri.recipe_id = r.id
         order by fa.slug
       ) as allergens
from ranked s
join public.recipes r on r.id = s.id
left join public.cuisines cu on cu.id = r.cuisine_id
where s.vector_side or (s.lexical_side and s.lexical_position <= %(limit)s)
order by s.lexical desc, r.id
"""


def _compile(language: Language) -> sql.Composed:
    # Column names come from this fixed set only, never from input.
    return sql.SQL(_TEMPLATE).format(
        doc=sql.Identifier(f"search_{language}"),
        name=sql.Identifier(f"name_{language}"),
        description=sql.Identifier(f"description_{language}"),
        blocked=BLOCKED_CTE,
        eligible=ELIGIBLE,
    )


_SQL: Final[dict[Language, sql.Composed]] = {"en": _compile("en"), "es": _compile("es")}


class CatalogueRow(BaseModel):
    """One candidate recipe: its card fields, facts and lexical evidence."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    id: uuid.UUID
    slug: str | None
    name: str
    image_url: str | None
    total_time_minutes: int
    portions: int
    difficulty: Difficulty
    cuisine_slug: str | None
    cuisine: str | None
    meal_types: list[str]
    description: str | None
    lexical: float
    lexical_side: bool
    vector_side: bool
    relaxed: bool
    allergens: list[str]


def query_words(text: str) -> list[str]:
    """The distinct words of a query (letters and digits only), lower-cased, in order."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(text.casefold()):
        seen.setdefault(word, None)
    return list(seen)[:_MAX_WORDS]


async def fetch_catalogue(
    conn: Conn,
    *,
    text: str,
    language: Language,
    gates: Mapping[str, object],
    vector_ids: Sequence[uuid.UUID],
    settings: SearchSettings,
) -> list[CatalogueRow]:
    """Run the lexical retriever and read the candidates' cards, in one query.

    Args:
        conn: A transaction as the caller (`Database.user`) or `anon`.
        text: The query text, search filler stripped, ingredients appended; empty to browse.
        language: Which search vector, text configuration and names to use.
        gates: `shared.search.gates.gate_params` for this query and user.
        vector_ids: The vector side's candidates (their cards are read too).
        settings: The candidate limit, the relaxation threshold and the lexical weights.

    Returns:
        The candidates (at most `candidate_limit` lexical ones plus the vector ones).
    """
    words = query_words(text)
    params: dict[str, object] = {
        **gates,
        "config": _CONFIG[language],
        "text": text,
        "has_text": bool(words),
        "words": words,
        # Words only (letters and digits), so no tsquery operator can come from the input.
        "or_text": " | ".join(words),
        "vector_ids": list(vector_ids),
        "limit": settings.candidate_limit,
        "pool_limit": settings.candidate_limit * _POOL_FACTOR,
        "min_results": settings.min_results,
        "w_name": settings.lexical_name_weight,
        "w_tag": settings.lexical_tag_weight,
        "w_ingredient": settings.lexical_ingredient_weight,
        "name_floor": settings.name_similarity_floor,
    }
    cursor = await conn.execute(_SQL[language], params)
    return [CatalogueRow.model_validate(raw) for raw in await cursor.fetchall()]
