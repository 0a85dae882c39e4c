-- The recipes whose name holds every word of a dish, for the "dish outside your diet" check
-- (`shared.search.outside_diet`), served by the name trigram indexes.
--
-- That check matched each published name against the dish's whole-word patterns with `~`, as
-- the caller. Under the recipes' RLS policy (see 0012) `~` is not leakproof, so it cannot be an
-- index condition there, and every name of the catalogue was read and matched: ~180 ms at
-- 10,000 recipes for "gluten free cake". This runs as its owner, reads published recipes only
-- (what the policy lets `anon` and `authenticated` read) and returns only their ids; the
-- gates, the diets and allergens named and the order stay in the caller's statement, under
-- RLS, as before.
--
-- The first pattern is the index condition on each name (a GIN index cannot take `~ all` of
-- an array); every pattern is still checked on the rows it finds, so the recipes are the same
-- as `name ~ all (patterns)` on either name. No pattern, no recipe: a dish has words.

create or replace function public.match_recipe_name_patterns(p_patterns text[])
returns table (recipe_id uuid)
language plpgsql stable security definer
rows 20
set search_path = ''
-- As the other lookups (0012): the planner cannot see that a name regex is far cheaper found
-- by its trigrams than by reading every name.
set enable_seqscan = off
as $$
begin
  if coalesce(cardinality(p_patterns), 0) = 0 then
    return;
  end if;
  return query
    select r.id
    from public.recipes r
    where r.is_published
      and ((r.name_en_normalized operator(pg_catalog.~) p_patterns[1]
            and r.name_en_normalized operator(pg_catalog.~) all (p_patterns))
           or (r.name_es_normalized operator(pg_catalog.~) p_patterns[1]
               and r.name_es_normalized operator(pg_catalog.~) all (p_patterns)));
end
$$;

revoke all on function public.match_recipe_name_patterns(text[]) from public;
grant execute on function public.match_recipe_name_patterns(text[]) to anon, authenticated;
