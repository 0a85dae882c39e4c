-- The search's text and name lookup, planned once per connection instead of on every call.
--
-- `public.match_recipe_text` (0022) built its query as text and ran it with EXECUTE, which
-- parses and plans it anew on each call. Planning the name branches is most of its cost: the
-- estimate of `%>>` over a constant runs the trigram similarity over the column's statistics
-- sample, about as much work as running it on every name of a small catalogue. Measured on the
-- 162-recipe seed: 3.5 ms of server CPU per call, 0.4 ms for the same rows from this version.
--
-- A static statement inside PL/pgSQL is prepared once per connection and its plan cached (a
-- generic plan once it is no dearer than the first custom ones), which works behind the
-- Supavisor transaction pooler: nothing is prepared by the client. The language picks one of
-- two statements (the search vector column differs), as EXECUTE's format did. The statements
-- are the former ones with the language spelt out, so the rows are the same, and the strict
-- tsquery is still built inside the statement: the planner cannot estimate it and keeps the
-- full-text branch on its GIN index, as before (`tests/integration/test_search_text_match.py`).

create or replace function public.match_recipe_text(
  p_language text, p_words text[], p_text text, p_known text[]
)
returns table (recipe_id uuid, strict boolean, close_name boolean)
language plpgsql stable security definer
rows 200
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_config regconfig;
  v_text text := coalesce(p_text, '');
  v_known text[] := coalesce(p_known, '{}');
begin
  perform public.check_query_words(p_language, p_words);
  perform public.check_query_words(p_language, p_known);
  if coalesce(cardinality(p_words), 0) = 0 then
    return;
  end if;
  v_config := ('public.irmixy_' || p_language)::regconfig;
  if p_language = 'en' then
    return query
      with all_known as (
        select array_to_string(
                 array_agg('(' || plainto_tsquery(v_config, k.word)::text || ')'), ' & '
               )::tsquery as q
        from unnest(v_known) as k (word)
        where numnode(plainto_tsquery(v_config, k.word)) > 0
      )
      select m.id, bool_or(m.strict), bool_or(m.close_name)
      from (
        select r.id, true as strict, false as close_name from public.recipes r
        where r.is_published
          and r.search_en @@ ((select a.q from all_known a)
                              && to_tsquery(v_config, array_to_string(p_words, ' | ')))
        union all
        select r.id, false, true from public.recipes r
        where r.is_published
          and r.name_en_normalized operator(extensions.%>>) public.normalize_text(v_text)
        union all
        select r.id, false, true from public.recipes r
        where r.is_published
          and r.name_es_normalized operator(extensions.%>>) public.normalize_text(v_text)
      ) m
      group by m.id;
  else
    return query
      with all_known as (
        select array_to_string(
                 array_agg('(' || plainto_tsquery(v_config, k.word)::text || ')'), ' & '
               )::tsquery as q
        from unnest(v_known) as k (word)
        where numnode(plainto_tsquery(v_config, k.word)) > 0
      )
      select m.id, bool_or(m.strict), bool_or(m.close_name)
      from (
        select r.id, true as strict, false as close_name from public.recipes r
        where r.is_published
          and r.search_es @@ ((select a.q from all_known a)
                              && to_tsquery(v_config, array_to_string(p_words, ' | ')))
        union all
        select r.id, false, true from public.recipes r
        where r.is_published
          and r.name_en_normalized operator(extensions.%>>) public.normalize_text(v_text)
        union all
        select r.id, false, true from public.recipes r
        where r.is_published
          and r.name_es_normalized operator(extensions.%>>) public.normalize_text(v_text)
      ) m
      group by m.id;
  end if;
end;
$$;
