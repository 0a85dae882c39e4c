-- Index-served lookups for reading a dish-name query (`shared.search.dish_fields`).
--
-- As `anon` or `authenticated`, `@@` cannot be an index condition under the recipes' RLS
-- policy (see 0012), so the recipes holding every word of a dish name were found by a
-- sequential scan of the catalogue (~60 ms at 10,000 recipes). These run as their owner, read
-- published recipes only and return ids and words, which the caller can read anyway.

-- The published recipes that contain every word of `p_known` (words the catalogue knows,
-- `recipe_known_words`), lowest ids first, at most `p_limit`.
create or replace function public.match_recipe_all_words(
  p_language text, p_known text[], p_limit integer
)
returns table (recipe_id uuid)
language plpgsql stable security definer
rows 100
set search_path = public, extensions
set enable_seqscan = off
as $$
begin
  perform public.check_query_words(p_language, p_known);
  if coalesce(cardinality(p_known), 0) = 0 then
    return;
  end if;
  return query execute format(
    $q$
      with all_known as (
        select array_to_string(
                 array_agg('(' || plainto_tsquery(%1$L::regconfig, k.word)::text || ')'), ' & '
               )::tsquery as q
        from unnest($1::text[]) as k (word)
        where numnode(plainto_tsquery(%1$L::regconfig, k.word)) > 0
      )
      select r.id from public.recipes r
      where r.is_published and r.%2$I @@ (select a.q from all_known a)
      order by r.id
      limit $2
    $q$,
    'public.irmixy_' || p_language, 'search_' || p_language)
  using p_known, greatest(coalesce(p_limit, 0), 0);
end;
$$;

-- The words of `p_words` that some published recipe has in its name or its ingredients (the
-- search vectors weigh names A and ingredient aliases C; tags and descriptions share B) or
-- that some tag has: food the catalogue has, as against a word only a description uses.
create or replace function public.recipe_food_words(p_language text, p_words text[])
returns text[]
language plpgsql stable security definer
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_food text[];
begin
  perform public.check_query_words(p_language, p_words);
  execute format(
    $q$
      select coalesce(array_agg(t.word order by t.position), '{}')
      from unnest($1::text[]) with ordinality as t (word, position)
      cross join lateral (select plainto_tsquery(%1$L::regconfig, t.word) as q) w
      where numnode(w.q) > 0
        and (numnode(w.q) <> 1
             or exists (select 1 from public.recipes r
                        where r.is_published and r.%2$I @@ (w.q::text || ':AC')::tsquery)
             or exists (select 1 from public.tags g
                        where to_tsvector(%1$L::regconfig, g.%3$I) @@ w.q))
    $q$,
    'public.irmixy_' || p_language, 'search_' || p_language, 'name_' || p_language)
  into v_food
  using coalesce(p_words, '{}');
  return v_food;
end;
$$;

revoke all on function public.match_recipe_all_words(text, text[], integer) from public;
revoke all on function public.recipe_food_words(text, text[]) from public;
grant execute on function public.match_recipe_all_words(text, text[], integer)
  to anon, authenticated, service_role;
grant execute on function public.recipe_food_words(text, text[])
  to anon, authenticated, service_role;
