-- Text matching over the published catalogue, served by its indexes, for the lexical search.
--
-- As `anon` or `authenticated`, `recipes` carries the RLS policy `using (is_published)`, and
-- Postgres only lets a leakproof operator run before a security qual: `@@` (full text) and
-- `%>>` (trigram) are not leakproof, so as the caller neither can be an index condition and
-- every text lookup becomes a sequential scan that detoasts each search vector (measured at
-- 10,000 recipes: ~300 ms per search). These functions run as their owner, filter
-- `is_published` themselves and return only ids and match flags of published recipes, which
-- the caller can read anyway; gating and scoring stay in the caller's query, under RLS.
--
-- The lookups declare `rows 200` (typical at 10,000 recipes; the default 1,000 makes the caller
-- hash the whole catalogue to join them instead of probing its primary key).
--
-- The lookups switch sequential scans off: the planner prices `@@` at one operator cost and
-- cannot see that each one detoasts a search vector, so for a common word ("chicken", 5,000 of
-- 10,000 recipes) it scans the table, detoasting every vector (~100 ms), where the GIN bitmap
-- answers without reading any vector (~10 ms).

-- Accent-folded, lower-cased names, stored: the name-trigram lookup rechecks every candidate
-- the index returns and the lexical score compares every pooled name, and `normalize_text` as
-- an expression is a SQL-function call per row (unaccent cannot be inlined), ~10 us each.
alter table public.recipes
  add column name_en_normalized text generated always as (public.normalize_text(name_en)) stored,
  add column name_es_normalized text generated always as (public.normalize_text(name_es)) stored;
create index recipes_name_en_normalized_trgm_idx
  on public.recipes using gin (name_en_normalized extensions.gin_trgm_ops);
create index recipes_name_es_normalized_trgm_idx
  on public.recipes using gin (name_es_normalized extensions.gin_trgm_ops);
-- The expression indexes these replace.
drop index public.recipes_name_en_trgm_idx;
drop index public.recipes_name_es_trgm_idx;

-- The language must be one with a search vector; words go into tsqueries joined with `|`, so
-- they must be plain words (no tsquery syntax).
create or replace function public.check_query_words(p_language text, p_words text[])
returns void
language plpgsql immutable
as $$
begin
  if p_language is null or p_language not in ('en', 'es') then
    raise exception 'unsupported language: %', p_language using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_words) w where w ~ '[&|!():<>*''\\\s]' or w = '') then
    raise exception 'query words must be plain words' using errcode = '22023';
  end if;
end;
$$;

-- The query words at least one published recipe contains (in input order): a word no recipe
-- contains says nothing about which recipe fits. Stop words (no lexeme) are never known.
create or replace function public.recipe_known_words(p_language text, p_words text[])
returns text[]
language plpgsql stable security definer
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_known text[];
begin
  perform public.check_query_words(p_language, '{}');
  -- EXECUTE plans with the actual words, so each lookup is a GIN probe.
  execute format(
    $q$
      select coalesce(array_agg(t.word order by t.position), '{}')
      from unnest($1::text[]) with ordinality as t (word, position)
      where numnode(plainto_tsquery(%1$L::regconfig, t.word)) > 0
        and exists (
          select 1 from public.recipes r
          where r.is_published and r.%2$I @@ plainto_tsquery(%1$L::regconfig, t.word))
    $q$,
    'public.irmixy_' || p_language, 'search_' || p_language)
  into v_known
  using coalesce(p_words, '{}');
  return v_known;
end;
$$;

-- The published recipes that contain every known query word (`strict`; AND) or whose EN or ES
-- name is within the trigram threshold of the whole text (`close_name`;
-- `pg_trgm.strict_word_similarity_threshold`, the name-similarity floor), one row each. A
-- strict match must contain some query word too (the OR), as every text match must.
create or replace function public.match_recipe_text(p_language text, p_words text[], p_text text)
returns table (recipe_id uuid, strict boolean, close_name boolean)
language plpgsql stable security definer
rows 200
set search_path = public, extensions
set enable_seqscan = off
as $$
begin
  perform public.check_query_words(p_language, p_words);
  if coalesce(cardinality(p_words), 0) = 0 then
    return;
  end if;
  -- EXECUTE plans with the actual query, so each branch is an index scan and none detoasts a
  -- search vector (GIN answers plain AND/OR tsqueries without a recheck).
  return query execute format(
    $q$
      with all_known as (
        select array_to_string(
                 array_agg('(' || plainto_tsquery(%1$L::regconfig, k.word)::text || ')'), ' & '
               )::tsquery as q
        from unnest(public.recipe_known_words(%3$L, $1)) as k (word)
      )
      select m.id, bool_or(m.strict), bool_or(m.close_name)
      from (
        select r.id, true as strict, false as close_name from public.recipes r
        where r.is_published
          and r.%2$I @@ ((select a.q from all_known a)
                         && to_tsquery(%1$L::regconfig, array_to_string($1, ' | ')))
        union all
        select r.id, false, true from public.recipes r
        where r.is_published and r.name_en_normalized %%>> public.normalize_text($2)
        union all
        select r.id, false, true from public.recipes r
        where r.is_published and r.name_es_normalized %%>> public.normalize_text($2)
      ) m
      group by m.id
    $q$,
    'public.irmixy_' || p_language, 'search_' || p_language, p_language)
  using p_words, coalesce(p_text, '');
end;
$$;

-- The published recipes that contain any query word (`text_match`; OR) or one of
-- `p_ingredient_ids` (the caller's fuzzy alias matches), one row each: the partial matches a
-- relaxed AND admits.
create or replace function public.match_recipe_text_partial(
  p_language text, p_words text[], p_ingredient_ids uuid[]
)
returns table (recipe_id uuid, text_match boolean)
language plpgsql stable security definer
rows 200
set search_path = public, extensions
set enable_seqscan = off
as $$
begin
  perform public.check_query_words(p_language, p_words);
  if coalesce(cardinality(p_words), 0) = 0 then
    return;
  end if;
  return query execute format(
    $q$
      select m.id, bool_or(m.text_match)
      from (
        select r.id, true as text_match from public.recipes r
        where r.is_published
          and r.%2$I @@ to_tsquery(%1$L::regconfig, array_to_string($1, ' | '))
        union all
        select distinct ri.recipe_id, false
        from public.recipe_ingredients ri
        join public.recipes r on r.id = ri.recipe_id and r.is_published
        where ri.ingredient_id = any ($2)
      ) m
      group by m.id
    $q$,
    'public.irmixy_' || p_language, 'search_' || p_language)
  using p_words, coalesce(p_ingredient_ids, '{}');
end;
$$;

revoke all on function public.check_query_words(text, text[]) from public;
revoke all on function public.recipe_known_words(text, text[]) from public;
revoke all on function public.match_recipe_text(text, text[], text) from public;
revoke all on function public.match_recipe_text_partial(text, text[], uuid[]) from public;
grant execute on function public.check_query_words(text, text[])
  to anon, authenticated, service_role;
grant execute on function public.recipe_known_words(text, text[])
  to anon, authenticated, service_role;
grant execute on function public.match_recipe_text(text, text[], text)
  to anon, authenticated, service_role;
grant execute on function public.match_recipe_text_partial(text, text[], uuid[])
  to anon, authenticated, service_role;
