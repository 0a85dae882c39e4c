-- Cheaper lexical lookups at 10,000 recipes: known words computed once per search, and names
-- matched by sound without computing every match's similarity.
--
-- `public.match_recipe_sounds` (0016) computes the exact strict word similarity of every name
-- it matches, and a misspelt common word matches thousands ("chiken" sounds like every
-- chicken dish: 1,460 names at 10,000 recipes, ~330 ms, where the index probes themselves take
-- ~10 ms: the threshold test behind `%>>` stops at the first extent over it, the similarity
-- function searches every extent of a 200-character phonetic name). The search needs which
-- names sound like which word for all of them, but the similarity only for the few recipes it
-- scores, so `match_recipe_sound_ids` returns the matches alone and the caller computes the
-- similarity of the recipes it scores (`shared.search.lexical_sql`).
--
-- `public.match_recipe_text` (0012) looks the known words up again on every call; the search
-- has them already, so the overload taking them skips that (one GIN probe per query word).

-- The published recipes whose EN or ES name sounds like or is spelt like one of `p_words`
-- (by phonetic key, or accent-folded, within `pg_trgm.strict_word_similarity_threshold`), one
-- row per recipe and word; the same matches `match_recipe_sounds` finds, without their
-- similarity. Unlike it, this checks every word it is given: the caller passes only the words
-- no recipe contains. Stop words and words under four letters are skipped, as there.
create or replace function public.match_recipe_sound_ids(p_language text, p_words text[])
returns table (recipe_id uuid, word text)
language plpgsql stable security definer
rows 200
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_word text;
  v_key text;
  v_folded text;
begin
  perform public.check_query_words(p_language, p_words);
  if coalesce(cardinality(p_words), 0) = 0 then
    return;
  end if;
  -- One word at a time, each a bitmap probe of the trigram indexes (see 0016).
  foreach v_word in array p_words loop
    continue when length(v_word) < 4;
    continue when numnode(plainto_tsquery(('public.irmixy_' || p_language)::regconfig, v_word)) = 0;
    v_key := public.phonetic_key(v_word);
    v_folded := public.normalize_text(v_word);
    return query
      select r.id, v_word
      from public.recipes r
      where r.is_published and r.name_phonetic operator(extensions.%>>) v_key
      union
      select r.id, v_word
      from public.recipes r
      where r.is_published and r.name_en_normalized operator(extensions.%>>) v_folded
      union
      select r.id, v_word
      from public.recipes r
      where r.is_published and r.name_es_normalized operator(extensions.%>>) v_folded;
  end loop;
end;
$$;

-- How closely a word sounds like or is spelt like a recipe's name: the best strict word
-- similarity of its phonetic key to the name's phonetic terms and of its folded spelling to
-- the EN and ES names, the similarity `match_recipe_sounds` reports for a recipe it matches
-- (a lookup that missed is under the threshold, so below the one that matched). Plain SQL,
-- inlined into the caller's query; it reads only columns the caller can read.
create or replace function public.name_sound_similarity(
  p_word text, p_phonetic text, p_name_en text, p_name_es text
)
returns real
language sql immutable parallel safe
set search_path = public, extensions
as $$
  select greatest(
    extensions.strict_word_similarity(public.phonetic_key(p_word), p_phonetic),
    extensions.strict_word_similarity(public.normalize_text(p_word), p_name_en),
    extensions.strict_word_similarity(public.normalize_text(p_word), p_name_es))
$$;

-- `match_recipe_text` (0012) with the known query words given (`recipe_known_words` of the
-- same words, which the caller has computed): the same rows, one lookup fewer.
create or replace function public.match_recipe_text(
  p_language text, p_words text[], p_text text, p_known text[]
)
returns table (recipe_id uuid, strict boolean, close_name boolean)
language plpgsql stable security definer
rows 200
set search_path = public, extensions
set enable_seqscan = off
as $$
begin
  perform public.check_query_words(p_language, p_words);
  perform public.check_query_words(p_language, p_known);
  if coalesce(cardinality(p_words), 0) = 0 then
    return;
  end if;
  return query execute format(
    $q$
      with all_known as (
        select array_to_string(
                 array_agg('(' || plainto_tsquery(%1$L::regconfig, k.word)::text || ')'), ' & '
               )::tsquery as q
        from unnest($3::text[]) as k (word)
        where numnode(plainto_tsquery(%1$L::regconfig, k.word)) > 0
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
    'public.irmixy_' || p_language, 'search_' || p_language)
  using p_words, coalesce(p_text, ''), coalesce(p_known, '{}');
end;
$$;

revoke all on function public.match_recipe_sound_ids(text, text[]) from public;
revoke all on function public.match_recipe_text(text, text[], text, text[]) from public;
grant execute on function public.match_recipe_sound_ids(text, text[])
  to anon, authenticated, service_role;
grant execute on function public.name_sound_similarity(text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function public.match_recipe_text(text, text[], text, text[])
  to anon, authenticated, service_role;
