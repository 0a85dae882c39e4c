"""The catalogue statement's reading of the query's words (`shared.search.lexical_sql`).

Its first common table expressions: the query's words as text search lexemes, which of them the
catalogue knows in either language (sent by the process as of the catalogue's version, or looked
up), the recipes named in the other language, the ingredients a word names or nearly spells, the
foods of a list, and the names a misspelt word sounds like. A fragment of the statement's text,
composed by `lexical_sql` with the same placeholders.
"""

from __future__ import annotations

from typing import Final

from psycopg import sql

__all__ = ["WORD_CTES"]

# Fixed text: its only placeholders are the values' (`%(name)s`), filled at execution.
WORD_CTES: Final = sql.SQL("""terms as (
  select t.word, public.normalize_text(t.word) as folded,
         plainto_tsquery(%(config)s::regconfig, t.word) as q
  from unnest(%(words)s::text[]) as t (word)
),
-- Stop words ("and", "de") stem to nothing and take no part in matching or scoring.
lexemes as (select word, folded, q from terms where numnode(q) > 0),
-- Words no published recipe contains ("grandma's", "tonight") say nothing about which recipe
-- fits (a document frequency of zero): like filler, they take no part in the AND nor in the
-- coverage score. They still reach ingredients by trigram, for typos.
-- Looked up once (a GIN probe per word) and passed to the lookups below, unless the process
-- sent them as of the catalogue's version (`shared.search.vocabulary`) and that is still it.
catalogue as materialized (select v.version from public.catalogue_version v),
known_words as materialized (
  select case when %(known_version)s::bigint = (select c.version from catalogue c)
              then %(known_hint)s::text[]
              else public.recipe_known_words(%(language)s, %(words)s::text[]) end as words
),
-- The words the other language's recipes contain, for the words the query's language lacks
-- ("grilled cheese con sopita de tomate": "grilled"): read once, for `unmatched` and
-- `foreign_words` below.
other_known as materialized (
  select case when %(known_version)s::bigint = (select c.version from catalogue c)
              then %(other_known_hint)s::text[]
              else public.recipe_known_words(
                     case when %(language)s = 'en' then 'es' else 'en' end, %(words)s::text[])
         end as words
),
known as materialized (
  select l.word, l.q from lexemes l
  where l.word = any ((select k.words from known_words k)::text[])
),
-- The recipes the query names in the other language: by a word no name in its own language
-- has and their name in the other language has ("pastel" of "pastel de carne like my abuela
-- used to make": "Pastel de Carne"), with every query word that name holds
-- (`public.match_recipe_other_names`, migration 0037). Those words count as found in their
-- name; only queries with words the other language's recipes have look them up.
other_names as materialized (
  select o.recipe_id, o.words
  from public.match_recipe_other_names(
         %(language)s, (select k.words from other_known k), %(other_name_limit)s) o
),
fuzzy as (
  select a.ingredient_id, l.word,
         max(extensions.strict_word_similarity(l.folded, a.alias_normalized)) as similarity
  from lexemes l
  join public.ingredient_aliases a
    on a.alias_normalized operator(extensions.%%>>) l.folded
  group by a.ingredient_id, l.word
),
-- The ingredients the query names ("shrimp", "pescado", "seafood"), read only when it names one
-- (`shared.search.food_terms.named_foods`): whole words of names and aliases, as the gates read
-- a free-text allergy, food groups by category, allergen words by group. Of the ingredients a
-- word's aliases name, only those of the category most of them share count: "chicken" is the
-- poultry cuts, not the egg ("chicken egg") or the stock; "rice" the grains, not rice vinegar.
named_alias as materialized (
  select distinct p.pattern, a.ingredient_id, i.category
  from unnest(%(named_patterns)s::text[]) as p (pattern)
  join public.ingredient_aliases a on a.alias_normalized ~ p.pattern
  join public.ingredients i on i.id = a.ingredient_id
  where %(has_named)s
),
named_category as (
  select pattern, category,
         rank() over (partition by pattern order by count(*) desc) as place
  from named_alias
  group by pattern, category
),
named_food as materialized (
  select n.ingredient_id
  from named_alias n
  join named_category c on c.pattern = n.pattern and c.category = n.category and c.place = 1
  union
  select i.id
  from public.ingredients i
  where %(has_named)s and i.category = any (%(named_categories)s::text[])
  union
  select ia.ingredient_id
  from public.ingredient_allergens ia
  join public.food_allergies fa on fa.id = ia.food_allergy_id
  where %(has_named)s and fa.slug = any (%(named_allergens)s::text[])
),
-- The ingredients of each food a list of foods names (`shared.search.food_list`): none unless
-- the query is one.
list_food as materialized (
  select i.id as ingredient_id, t.term
  from unnest(%(list_slugs)s::text[], %(list_terms)s::int[]) as t (slug, term)
  join public.ingredients i on i.slug = t.slug
),
-- Names that sound like a word no recipe's text contains (a typo: "gaspacho", "paeya"), by
-- phonetic key within the trigram index (migrations 0016, 0022). A misspelt common word sounds
-- like thousands of names, so the similarity is computed only for the recipes scored below.
-- The process sends the matches of the words it looked up before, as of a catalogue version
-- (`shared.search.vocabulary`): used only while that is still the catalogue's, and only the
-- other words are looked up; `looked_up` is what the process may keep.
looked_up as materialized (
  select s.recipe_id, s.word
  from public.match_recipe_sound_ids(%(language)s, array(
         select t.word from unnest(%(sound_words)s::text[]) with ordinality as t (word, n)
         where not t.word = any ((select k.words from known_words k)::text[])
           and not (%(sounds_version)s::bigint = (select c.version from catalogue c)
                    and t.word = any (%(sounds_words)s::text[]))
         order by t.n)) s
),
sounds as materialized (
  select x.recipe_id, x.word from looked_up x
  union all
  select h.recipe_id, h.word
  from unnest(%(sounds_ids)s::uuid[], %(sounds_match_words)s::text[]) as h (recipe_id, word)
  where %(sounds_version)s::bigint = (select c.version from catalogue c)
),
""")
