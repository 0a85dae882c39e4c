-- The recipes a query names in the other language: by a word of their name in that language
-- that no recipe's name in the query's language has.
--
-- A cook writes a dish's name in the other language inside a sentence: "pan de maiz to go with
-- chili", "pastel de carne like my abuela used to make" (English), "grilled cheese con sopita
-- de tomate" (Spanish). The search matches words against the query language's vector
-- (`match_recipe_text`), where "maiz" is only in a few descriptions and "pastel" in nothing,
-- so the cornbread and the meatloaf were no candidates, and the credit a word only the other
-- language has gets in a candidate's other name (`shared.search.misspelt`) never reached them.
--
-- `p_language` is the query's language; `p_words` the query's words some recipe of the other
-- language contains (`recipe_known_words`, which the caller has). A word no published recipe's
-- name in the query's language has, and some name in the other language has, reaches those
-- recipes; for each, every word of `p_words` its name in the other language has is returned
-- (the name "Pan de Maíz" holds "pan" too), so the caller can count them as found in its
-- name. At most `p_limit` recipes, those whose name holds most of the words first, then by id.
-- Each word is a GIN probe of each vector; the name is read only for the recipes found.

create or replace function public.match_recipe_other_names(
  p_language text, p_words text[], p_limit integer
)
returns table (recipe_id uuid, words text[])
language plpgsql stable security definer
rows 10
set search_path = public, extensions
set enable_seqscan = off
as $$
begin
  perform public.check_query_words(p_language, p_words);
  if coalesce(cardinality(p_words), 0) = 0 or coalesce(p_limit, 0) <= 0 then
    return;
  end if;
  -- Two static statements (the vector columns differ), each planned once per connection as
  -- in 0034.
  if p_language = 'en' then
    return query
      with words as materialized (
        select w.word, plainto_tsquery('public.irmixy_es', w.word) as q,
               not exists (
                 select 1 from public.recipes r
                 where r.is_published
                   and r.search_en @@ plainto_tsquery('public.irmixy_en', w.word)
                   and ts_filter(r.search_en, '{a}')
                       @@ plainto_tsquery('public.irmixy_en', w.word)) as only_other
        from unnest(p_words) as w (word)
        where numnode(plainto_tsquery('public.irmixy_es', w.word)) > 0
      ),
      reached as (
        select distinct r.id
        from words w
        join public.recipes r on r.search_es @@ w.q
        where w.only_other and r.is_published and ts_filter(r.search_es, '{a}') @@ w.q
      )
      select r.id, array_agg(w.word order by w.word)
      from reached x
      join public.recipes r on r.id = x.id
      join words w on ts_filter(r.search_es, '{a}') @@ w.q
      group by r.id
      order by count(*) desc, r.id
      limit p_limit;
  else
    return query
      with words as materialized (
        select w.word, plainto_tsquery('public.irmixy_en', w.word) as q,
               not exists (
                 select 1 from public.recipes r
                 where r.is_published
                   and r.search_es @@ plainto_tsquery('public.irmixy_es', w.word)
                   and ts_filter(r.search_es, '{a}')
                       @@ plainto_tsquery('public.irmixy_es', w.word)) as only_other
        from unnest(p_words) as w (word)
        where numnode(plainto_tsquery('public.irmixy_en', w.word)) > 0
      ),
      reached as (
        select distinct r.id
        from words w
        join public.recipes r on r.search_en @@ w.q
        where w.only_other and r.is_published and ts_filter(r.search_en, '{a}') @@ w.q
      )
      select r.id, array_agg(w.word order by w.word)
      from reached x
      join public.recipes r on r.id = x.id
      join words w on ts_filter(r.search_en, '{a}') @@ w.q
      group by r.id
      order by count(*) desc, r.id
      limit p_limit;
  end if;
end;
$$;

revoke all on function public.match_recipe_other_names(text, text[], integer) from public;
grant execute on function public.match_recipe_other_names(text, text[], integer)
  to anon, authenticated, service_role;
