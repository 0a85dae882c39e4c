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
-- Both switch sequential scans off: the planner prices `@@` at one operator cost and cannot see
-- that each one detoasts a search vector, so for a common word ("chicken", 5,000 of 10,000
-- recipes) it scans the table, detoasting every vector (~100 ms), where the GIN bitmap answers
-- without reading any vector (~10 ms).

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
  if p_language is null or p_language not in ('en', 'es') then
    raise exception 'unsupported language: %', p_language using errcode = '22023';
  end if;
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

-- The published recipes a query's words reach, one row each, with how they were reached:
-- `text_match` any word in the full text (OR); `partial` that or one of `p_ingredient_ids`
-- (the caller's fuzzy alias matches); `close_name` the EN or ES name within the trigram threshold of the whole
-- text (`pg_trgm.strict_word_similarity_threshold`, the name-similarity floor); `strict`
-- every known word in the full text (AND; only flagged on rows reached another way).
-- Words are tsquery operands joined with `|`, so they must not carry tsquery syntax.
create or replace function public.match_recipe_text(
  p_language text,
  p_words text[],
  p_text text,
  p_ingredient_ids uuid[] default '{}'
)
returns table (
  recipe_id uuid, strict boolean, partial boolean, close_name boolean, text_match boolean
)
language plpgsql stable security definer
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_words text[] := coalesce(p_words, '{}');
begin
  if p_language is null or p_language not in ('en', 'es') then
    raise exception 'unsupported language: %', p_language using errcode = '22023';
  end if;
  if exists (select 1 from unnest(v_words) w where w ~ '[&|!():<>*''\\\s]' or w = '') then
    raise exception 'query words must be plain words' using errcode = '22023';
  end if;
  if cardinality(v_words) = 0 then
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
      select m.id, bool_or(m.strict), bool_or(m.partial), bool_or(m.close_name),
             bool_or(m.text_match)
      from (
        select r.id, false as strict, true as partial, false as close_name, true as text_match
        from public.recipes r
        where r.is_published
          and r.%2$I @@ to_tsquery(%1$L::regconfig, array_to_string($1, ' | '))
        union all
        select r.id, true, false, false, false from public.recipes r
        where r.is_published and r.%2$I @@ (select a.q from all_known a)
        union all
        select r.id, false, false, true, false from public.recipes r
        where r.is_published
          and public.normalize_text(r.name_en) %%>> public.normalize_text($2)
        union all
        select r.id, false, false, true, false from public.recipes r
        where r.is_published
          and public.normalize_text(r.name_es) %%>> public.normalize_text($2)
        union all
        select distinct ri.recipe_id, false, true, false, false
        from public.recipe_ingredients ri
        join public.recipes r on r.id = ri.recipe_id and r.is_published
        where ri.ingredient_id = any ($3)
      ) m
      group by m.id
      having bool_or(m.partial) or bool_or(m.close_name)
    $q$,
    'public.irmixy_' || p_language, 'search_' || p_language, p_language)
  using v_words, coalesce(p_text, ''), coalesce(p_ingredient_ids, '{}');
end;
$$;

revoke all on function public.recipe_known_words(text, text[]) from public;
revoke all on function public.match_recipe_text(text, text[], text, uuid[]) from public;
grant execute on function public.recipe_known_words(text, text[])
  to anon, authenticated, service_role;
grant execute on function public.match_recipe_text(text, text[], text, uuid[])
  to anon, authenticated, service_role;
