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
-- name. At most `p_limit` recipes, those whose name holds most of the words first, then by id
-- (of at most 200 found). A stop word of either language ("de", "and") reaches nothing.
--
-- The names are read through their own full-text indexes (the name part of `search_en` /
-- `search_es`, weight A, is the same `to_tsvector` of the name): whether a word is in no name
-- is one index probe, where filtering the search vector by weight read every recipe that has
-- the word anywhere ("light" is in thousands of descriptions: ~100 ms at 10,000 recipes).

create index recipes_name_en_text_idx
  on public.recipes using gin (to_tsvector('public.irmixy_en'::regconfig, name_en));
create index recipes_name_es_text_idx
  on public.recipes using gin (to_tsvector('public.irmixy_es'::regconfig, name_es));

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
  -- Two static statements (the name columns differ), each planned once per connection as in
  -- 0034.
  if p_language = 'en' then
    return query
      with words as materialized (
        select w.word, plainto_tsquery('public.irmixy_es', w.word) as q
        from unnest(p_words) as w (word)
        where numnode(plainto_tsquery('public.irmixy_es', w.word)) > 0
          and numnode(plainto_tsquery('public.irmixy_en', w.word)) > 0
          and not exists (
            select 1 from public.recipes r
            where r.is_published
              and to_tsvector('public.irmixy_en'::regconfig, r.name_en)
                  @@ plainto_tsquery('public.irmixy_en', w.word))
      ),
      reached as materialized (
        select distinct r.id
        from words w
        join public.recipes r
          on to_tsvector('public.irmixy_es'::regconfig, r.name_es) @@ w.q
        where r.is_published
        limit 200
      )
      select x.id, array_agg(w.word order by w.word)
      from reached x
      join public.recipes r on r.id = x.id
      cross join lateral (
        select to_tsvector('public.irmixy_es'::regconfig, r.name_es) as name offset 0
      ) n
      cross join unnest(p_words) as w (word)
      where n.name @@ plainto_tsquery('public.irmixy_es', w.word)
      group by x.id
      order by count(*) desc, x.id
      limit p_limit;
  else
    return query
      with words as materialized (
        select w.word, plainto_tsquery('public.irmixy_en', w.word) as q
        from unnest(p_words) as w (word)
        where numnode(plainto_tsquery('public.irmixy_en', w.word)) > 0
          and numnode(plainto_tsquery('public.irmixy_es', w.word)) > 0
          and not exists (
            select 1 from public.recipes r
            where r.is_published
              and to_tsvector('public.irmixy_es'::regconfig, r.name_es)
                  @@ plainto_tsquery('public.irmixy_es', w.word))
      ),
      reached as materialized (
        select distinct r.id
        from words w
        join public.recipes r
          on to_tsvector('public.irmixy_en'::regconfig, r.name_en) @@ w.q
        where r.is_published
        limit 200
      )
      select x.id, array_agg(w.word order by w.word)
      from reached x
      join public.recipes r on r.id = x.id
      cross join lateral (
        select to_tsvector('public.irmixy_en'::regconfig, r.name_en) as name offset 0
      ) n
      cross join unnest(p_words) as w (word)
      where n.name @@ plainto_tsquery('public.irmixy_en', w.word)
      group by x.id
      order by count(*) desc, x.id
      limit p_limit;
  end if;
end;
$$;

revoke all on function public.match_recipe_other_names(text, text[], integer) from public;
grant execute on function public.match_recipe_other_names(text, text[], integer)
  to anon, authenticated, service_role;
