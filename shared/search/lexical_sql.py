"""The lexical retriever's one SQL statement (`shared.search.lexical` says what it does).

Compiled once per pair of languages: the one the query's words are matched in (its full-text
vector) and the one the cards are shown in. The statement reads the query's words
(`catalogue_words_sql`), finds, pools and scores the candidates (`catalogue_pool_sql`), then reads
the cards and what the ranking needs of each (this module's final select).
"""

from __future__ import annotations

from typing import Final, Literal

from psycopg import sql

from shared.db.compiled import CompiledQuery
from shared.search.catalogue_pool_sql import pool_ctes
from shared.search.catalogue_words_sql import WORD_CTES
from shared.search.gates import BLOCKED_CTE

__all__ = ["TEXT_CONFIG", "Language", "catalogue_query", "catalogue_sql"]

Language = Literal["en", "es"]
# The accent-folding text search configurations of migration 0012, per language.
TEXT_CONFIG: Final[dict[Language, str]] = {"en": "public.irmixy_en", "es": "public.irmixy_es"}

_TEMPLATE: Final = """
with
{blocked},
{words}{pool}select r.id, r.slug, r.{name} as name, r.image_url, r.total_time_minutes, r.portions,
       r.difficulty, cu.slug as cuisine_slug, cu.{name} as cuisine, r.meal_types,
       left(r.{description}, 500) as description, s.lexical, s.lexical_side, s.vector_side,
       (select x.relaxed from relaxation x)
         and exists (select 1 from matched m where m.partial and not m.strict) as relaxed,
       -- The query's content words, and those no recipe contains in either language nor
       -- sounds like (`shared.search.subject`): the same for every row. A Spanish user may
       -- type "healthy mexican"; only the words neither language knows are unmatched.
       -- Whether the recipe's name or tags carry a word the query negates
       -- (`shared.search.negation`): such recipes are left out.
       (cardinality(%(excluded)s::text[]) > 0 and ts_filter(r.{doc}, '{{a,b}}') @@ to_tsquery(
          %(config)s::regconfig, array_to_string(%(excluded)s::text[], ' | '))) as excluded,
       -- Whether its name, tags or description carry a tag phrase of a mood the query names
       -- (`shared.search.moods`).
       exists (select 1 from unnest(%(mood_tags)s::text[]) as m (tag)
               where ts_filter(r.{doc}, '{{a,b}}')
                     @@ phraseto_tsquery(%(config)s::regconfig, m.tag)) as mood,
       -- Whether they carry a tag that goes against such a mood and none that keeps it
       -- fitting: a hot soup on a hot day, but not gazpacho.
       (exists (select 1 from unnest(%(contrary_tags)s::text[]) as m (tag)
                where ts_filter(r.{doc}, '{{a,b}}')
                      @@ phraseto_tsquery(%(config)s::regconfig, m.tag))
        and not exists (select 1 from unnest(%(safe_tags)s::text[]) as m (tag)
                        where ts_filter(r.{doc}, '{{a,b}}')
                              @@ phraseto_tsquery(%(config)s::regconfig, m.tag))) as contrary,
       -- Whether the recipe has a food the query names: among its ingredients, or in its
       -- name ("tortilla española" is named by "tortilla" and holds none); a food of several
       -- words by all of them ("ground beef": not "Beef Bulgogi").
       (%(has_named)s and (
          ts_filter(r.{doc}, '{{a}}') @@ to_tsquery(%(config)s::regconfig, %(named_query)s)
          or exists (
            select 1 from public.recipe_ingredients ri
            where ri.recipe_id = r.id
              and ri.ingredient_id in (select n.ingredient_id from named_food n)))) as has_named,
       -- Whether its name holds the whole of a food of several words the query names: the
       -- dish named by it ("caldo de pollo"), not a recipe cooked with it (chicken stock).
       (%(dish_phrase_query)s <> '' and ts_filter(r.{doc}, '{{a}}') @@ to_tsquery(
          %(config)s::regconfig, %(dish_phrase_query)s)) as named_dish,
       -- How much of a list of foods the recipe holds: per food, 1 when it is among the
       -- recipe's heaviest ingredients (what the dish is made of), a half when it is a lesser
       -- one (a garnish, a squeeze of lime). Weights are estimated from quantity and unit.
       -- A list asks for something to cook: a drink counts half, unless a drink is asked for.
       -- Each food counts its weight (`FoodList.weights`): the main food of the list more.
       case when not %(has_list)s then 0.0::float8 else coalesce((
         select sum(f.weight)::float8
                * case when not %(list_drinks)s and r.meal_types <@ array['drink']
                       then 0.5 else 1.0 end
         from (
           select max(case when w.heavy <= %(list_main_rank)s then 1.0 else 0.5 end)
                  * coalesce((%(list_weights)s::float8[])[lf.term + 1], 1.0) as weight
           from (
             select ri.ingredient_id,
                    rank() over (order by coalesce(ri.quantity, 0) * case ri.unit
                      when 'kg' then 1000 when 'l' then 1000 when 'cup' then 240
                      when 'can' then 400 when 'piece' then 100 when 'bunch' then 100
                      when 'slice' then 30 when 'tbsp' then 15 when 'tsp' then 5
                      when 'clove' then 5 when 'pinch' then 0.5 when 'to_taste' then 0
                      else 1 end desc) as heavy
             from public.recipe_ingredients ri
             join public.ingredients wi on wi.id = ri.ingredient_id
             -- Water is poured, not eaten: no dish is made of it.
             where ri.recipe_id = r.id and wi.slug <> 'water'
           ) w
           join list_food lf on lf.ingredient_id = w.ingredient_id
           group by lf.term
         ) f), 0.0) end as list_held,
       (select count(*) from lexemes)::int as query_terms,
       array(
         select l.word from lexemes l
         where not exists (select 1 from known k where k.word = l.word)
           and not exists (select 1 from sounds s where s.word = l.word)
           and not l.word = any ((select o.words from other_known o)::text[])
         order by l.word
       ) as unmatched,
       -- The query's words only the other language's recipes contain, and the recipe's name
       -- in that language (`shared.search.misspelt`): "grilled" is in a name, in English.
       array(
         select l.word from lexemes l
         where not exists (select 1 from known k where k.word = l.word)
           and l.word = any ((select o.words from other_known o)::text[])
         order by l.word
       ) as foreign_words,
       r.{other_name} as other_name,
       -- What the process may keep for the next search (`shared.search.vocabulary`).
       (select c.version from catalogue c) as catalogue_version,
       (select k.words from known_words k) as known_words,
       (select k.words from other_known k) as other_known_words,
       -- The names the words looked up by sound matched, once (on the first row).
       case when row_number() over (order by s.lexical desc, r.id) = 1
            then array(select x.recipe_id from looked_up x order by x.word, x.recipe_id)
            else '{{}}'::uuid[] end as sound_ids,
       case when row_number() over (order by s.lexical desc, r.id) = 1
            then array(select x.word from looked_up x order by x.word, x.recipe_id)
            else '{{}}'::text[] end as sound_id_words,
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


def _compile(language: Language, display: Language) -> sql.Composed:
    # Column names come from this fixed set only, never from input.
    return sql.SQL(_TEMPLATE).format(
        doc=sql.Identifier(f"search_{language}"),
        other_name=sql.Identifier("name_es" if language == "en" else "name_en"),
        name=sql.Identifier(f"name_{display}"),
        description=sql.Identifier(f"description_{display}"),
        blocked=BLOCKED_CTE,
        words=WORD_CTES,
        pool=pool_ctes(sql.Identifier(f"search_{language}")),
    )


_LANGUAGES: Final[tuple[Language, ...]] = ("en", "es")
_CATALOGUE_SQL: Final[dict[tuple[Language, Language], sql.Composed]] = {
    (language, display): _compile(language, display)
    for language in _LANGUAGES
    for display in _LANGUAGES
}


# 16 KB each: rewritten into `$n` form once (see `shared.db.compiled`).
_CATALOGUE_QUERY: Final[dict[tuple[Language, Language], CompiledQuery]] = {
    pair: CompiledQuery(query) for pair, query in _CATALOGUE_SQL.items()
}


def catalogue_sql(language: Language, display: Language | None = None) -> sql.Composed:
    """The catalogue query matching text in `language`, cards in `display` (default: the same)."""
    return _CATALOGUE_SQL[language, display or language]


def catalogue_query(language: Language, display: Language | None = None) -> CompiledQuery:
    """`catalogue_sql(language, display)`, compiled for execution."""
    return _CATALOGUE_QUERY[language, display or language]
