"""The catalogue statement's candidates and their lexical scores (`shared.search.lexical_sql`).

The common table expressions after the words are read: how each recipe was found (a strict or
close-name match, or a partial one when the AND is relaxed), the pool cut to the best tiers,
joined with the vector side's candidates, and each pooled recipe's lexical score. A fragment of
the statement's text, composed by `lexical_sql` with the same placeholders.
"""

from __future__ import annotations

from typing import Final

from psycopg import sql

from shared.search.gates import ELIGIBLE

__all__ = ["pool_ctes"]

_POOL: Final = """-- How each recipe was found (index lookups over the published catalogue, in
-- `public.match_recipe_text*` and `public.match_recipe_sound_ids`), gated here as the caller:
-- every known word (strict) or a close name first, which decides whether the AND is relaxed.
head as (
  select r.id, h.strict, h.close_name, r.{doc} as doc
  from (
    select x.recipe_id, bool_or(x.strict) as strict, bool_or(x.close_name) as close_name
    from (
      select m.recipe_id, m.strict, m.close_name
      from public.match_recipe_text(%(language)s, %(words)s::text[], %(text)s,
                                    (select k.words from known_words k)) m
      union all
      select s.recipe_id, false, true from sounds s
      union all
      select o.recipe_id, false, true from other_names o
    ) x
    group by x.recipe_id
  ) h
  join public.recipes r on r.id = h.recipe_id
  left join public.cuisines c on c.id = r.cuisine_id
  where {eligible}
),
relaxation as (
  select count(*) filter (where strict) < %(min_results)s as relaxed from head
),
-- Partial matches (some word in the text, or a fuzzy ingredient) count only when the AND is
-- relaxed, so only then are they looked up (the condition is a one-time filter).
tail as (
  select r.id, h.text_match, r.{doc} as doc
  from public.match_recipe_text_partial(
         %(language)s, %(words)s::text[],
         coalesce((select array_agg(distinct f.ingredient_id) from fuzzy f), '{{}}')) h
  join public.recipes r on r.id = h.recipe_id
  left join public.cuisines c on c.id = r.cuisine_id
  where (select x.relaxed from relaxation x) and {eligible}
),
-- A strict match contains a query word, so it is a partial match and a text match too.
matched as (
  select coalesce(h.id, t.id) as id,
         coalesce(h.strict, false) as strict,
         coalesce(h.strict, false) or t.id is not null as partial,
         coalesce(h.close_name, false) as close_name,
         coalesce(t.text_match, h.strict or null) as text_match,
         coalesce(h.doc, t.doc) as doc
  from head h
  full join tail t on t.id = h.id
),
browse as (
  select r.id from public.recipes r
  left join public.cuisines c on c.id = r.cuisine_id
  where not %(has_text)s and {eligible}
  order by r.id
  limit %(limit)s
),
-- A relaxed OR query can match most of a large catalogue; scoring every match costs a few
-- lookups each, so only the best `pool_limit` by a cheap order are scored: full matches with a
-- close name, then full matches, then close names, then partial matches (admitted when
-- relaxed), each tier by OR rank. Every tier before the one the limit falls in is taken whole
-- and none after it, so the rank (which reads the search vector) is computed for that tier
-- only, and not where no word is in the text (it is 0 there).
tiered as (
  select m.id, m.text_match, m.doc,
         case when m.strict and m.close_name then 0 when m.strict then 1
              when m.close_name then 2 else 3 end as tier
  from matched m cross join relaxation x
  where m.strict or m.close_name or (x.relaxed and m.partial)
),
-- Materialized: computed once. Inlined, a low row estimate for `tiered` can make the planner
-- re-run the tier count for every candidate (seen at 10,000 recipes: ~200 ms).
cut as materialized (
  select coalesce(min(t.tier), 4) as tier
  from (select tier, sum(count(*)) over (order by tier) as reached from tiered group by tier) t
  where t.reached >= %(pool_limit)s
),
lexical_pool as (
  select t.id
  from tiered t
  cross join cut
  where t.tier <= cut.tier
  order by t.tier,
           case when t.tier <> cut.tier then null
                when t.text_match is not false
                  then ts_rank(t.doc, to_tsquery(%(config)s::regconfig, %(or_text)s))
                else 0.0 end desc,
           t.id
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
-- The best fuzzy similarity per pooled recipe and query word, read once for the pool.
fuzzy_hits as materialized (
  select ri.recipe_id, f.word, max(f.similarity) as similarity
  from pool p
  join public.recipe_ingredients ri on ri.recipe_id = p.id
  join fuzzy f on f.ingredient_id = ri.ingredient_id
  group by ri.recipe_id, f.word
),
-- Their sum per recipe (in double precision, as `avg` adds them): the fuzzy evidence is its
-- mean over the query's words, a word without a hit counting 0, so the sum over the count of
-- words; joined by hash rather than looked up in `fuzzy_hits` once per recipe and word.
fuzzy_sums as materialized (
  select h.recipe_id, sum(h.similarity::float8) as total
  from fuzzy_hits h
  group by h.recipe_id
),
scored as (
  select p.id, p.lexical_side, p.vector_side,
         case when not %(has_text)s then 0.0::float8 else greatest(
           coalesce((
             select avg(case when l.q is null then %(w_name)s * coalesce((
                               select public.name_sound_similarity(
                                        l.word, r.name_phonetic, r.name_en_normalized,
                                        r.name_es_normalized)
                               where exists (select 1 from sounds s
                                             where s.recipe_id = r.id and s.word = l.word)), 0.0)
                             when d.name @@ l.q or l.word = any (coalesce(o.words, '{{}}'))
                               then %(w_name)s
                             when d.name_tags @@ l.q then %(w_tag)s
                             when d.whole @@ l.q then %(w_ingredient)s
                             else 0.0 end)
             from (select k.word, k.q from known k
                   union all
                   -- A word a name sounds like counts as found in that name, scaled by how
                   -- close it sounds, and as missing from every other recipe.
                   select distinct s.word, null::tsquery from sounds s) l), 0.0),
           greatest(0.0, (greatest(
             extensions.strict_word_similarity(public.normalize_text(%(text)s),
                                               r.name_en_normalized),
             extensions.strict_word_similarity(public.normalize_text(%(text)s),
                                               r.name_es_normalized))
             - %(name_floor)s) / (1.0 - %(name_floor)s)),
           %(w_ingredient)s * coalesce(fs.total / (select count(*) from lexemes), 0.0))
         end as lexical
  from pool p
  join public.recipes r on r.id = p.id
  left join public.cuisines c on c.id = r.cuisine_id
  left join fuzzy_sums fs on fs.recipe_id = p.id
  left join other_names o on o.recipe_id = p.id
  -- The search vector read (and decompressed) once per recipe rather than once per query word
  -- and weight (`offset 0` keeps the subquery from being folded into each use). Every lexeme
  -- of these vectors has positions (to_tsvector), so filtering on every weight keeps them all.
  cross join lateral (
    select ts_filter(r.{doc}, '{{a}}') as name, ts_filter(r.{doc}, '{{a,b}}') as name_tags,
           ts_filter(r.{doc}, '{{a,b,c,d}}') as whole
    offset 0
  ) d
  where {eligible}
),
ranked as (
  select s.*, row_number() over (
           partition by s.lexical_side order by s.lexical desc, s.id) as lexical_position
  from scored s
)
"""


def pool_ctes(doc: sql.Identifier) -> sql.Composed:
    """The candidates' expressions over the search vector `doc` (``search_en``, ``search_es``)."""
    return sql.SQL(_POOL).format(doc=doc, eligible=ELIGIBLE)
