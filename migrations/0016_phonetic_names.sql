-- Typo- and spelling-tolerant dish names: a phonetic key of every recipe name, matched word by
-- word by trigrams within the index.
--
-- Strict trigram similarity of the raw text (migration 0012) finds "chiken soup", but a short
-- dish name spelt the way it sounds shares too few trigrams with the catalogue's spelling:
-- "paeya" / "paella" 0.30, "gaspacho" / "gazpacho" 0.50, "panacota" / "panna cotta" 0.46.
-- `public.phonetic_key` folds the spellings that sound alike in Spanish and English to one
-- form (ll/y, z/s, c/k/qu, v/b, gua/wa, hue/gue/we, silent h, ou/oo/u, doubled letters), so
-- "paeya" and "paella" both become "paeya", "musaca" and "moussaka" "musaka", "chilakiles"
-- and "chilaquiles" "chilakiles", "wacamole" and "guacamole" "wakamole". Names written as one word
-- or two ("babaganush" / "baba ganoush", "panacota" / "panna cotta") meet through the joined
-- adjacent pairs `public.phonetic_terms` appends after the words. Only the search reads the
-- key; what the user sees is the name as written.

-- Lower-case, accent-free letters and digits, single spaces, spellings folded by sound.
create or replace function public.phonetic_key(p_text text) returns text
  language sql immutable strict parallel safe
  as $$
    select regexp_replace(                                -- doubled letters left by the folds
           regexp_replace(                                -- silent h (but ch, sh)
           regexp_replace(                                -- ou, oo -> u; ee -> i
           regexp_replace(
           translate(                                     -- z -> s, v -> b
           regexp_replace(                                -- c before e/i -> s, other c -> k
           regexp_replace(
           regexp_replace(                                -- qu -> k
           regexp_replace(                                -- gua, hua -> wa; gue, gui -> ge, gi
           regexp_replace(
           regexp_replace(                                -- word-initial hue, gue -> we
           regexp_replace(                                -- doubled letters
           regexp_replace(                                -- ll -> y, ph -> f
           regexp_replace(
           trim(regexp_replace(public.normalize_text(p_text), '[^a-z0-9]+', ' ', 'g')),
             'll', 'y', 'g'),
             'ph', 'f', 'g'),
             '([a-z])\1+', '\1', 'g'),
             '(^| )[gh]ue', '\1we', 'g'),
             '[gh]ua', 'wa', 'g'),
             'gu([ei])', 'g\1', 'g'),
             'qu', 'k', 'g'),
             'c([ei])', 's\1', 'g'),
             'c([^h]|$)', 'k\1', 'g'),
             'zv', 'sb'),
             '(ou|oo)', 'u', 'g'),
             'ee', 'i', 'g'),
             '(^|[^cs])h', '\1', 'g'),
             '([a-z])\1+', '\1', 'g')
  $$;

-- The phonetic key of a name, then each pair of adjacent words joined ("pana kota" ->
-- "pana kota panakota"), so one-word and two-word spellings of a name meet. The pairs come
-- after the words, so a multi-word query still meets the words in their order.
create or replace function public.phonetic_terms(p_text text) returns text
  language sql immutable strict parallel safe
  as $$
    select trim(k.key || ' ' || coalesce((
             select string_agg(w.word || w.next, ' ' order by w.n)
             from (
               select t.word, lead(t.word) over (order by t.n) as next, t.n
               from unnest(string_to_array(k.key, ' ')) with ordinality as t (word, n)
             ) w
             where w.next is not null), ''))
    from (select public.phonetic_key(p_text) as key) k
  $$;

alter table public.recipes
  add column name_phonetic text
    generated always as (public.phonetic_terms(name_en || ' ' || name_es)) stored;
create index recipes_name_phonetic_trgm_idx
  on public.recipes using gin (name_phonetic extensions.gin_trgm_ops);

-- The published recipes whose name sounds like a query word the catalogue's text does not
-- contain (a typo: no recipe contains "gaspacho"), with the word and the strict trigram
-- similarity of its phonetic key to the name's phonetic terms (at least
-- `pg_trgm.strict_word_similarity_threshold`, 0.5). Words the catalogue knows are matched by
-- full text already, a stop word names no dish, and a word under four letters has too few
-- trigrams to tell a typo from another word. Security definer for the reason given in 0012: under the caller's RLS the
-- trigram operator could not use the index.
create or replace function public.match_recipe_sounds(p_language text, p_words text[])
returns table (recipe_id uuid, word text, similarity real)
language plpgsql stable security definer
rows 20
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_known text[];
  v_word text;
  v_key text;
  v_folded text;
begin
  perform public.check_query_words(p_language, p_words);
  if coalesce(cardinality(p_words), 0) = 0 then
    return;
  end if;
  v_known := public.recipe_known_words(p_language, p_words);
  -- One word at a time, so each lookup is a bitmap probe of one trigram index for one key
  -- (a join over all the words lets the planner read a whole index before finding there is
  -- nothing to join, ~300 ms at 10,000 recipes). By sound, and by spelling too: folding "ll"
  -- to "y" parts "masalla" from "masala", which plain trigrams still join.
  foreach v_word in array p_words loop
    continue when length(v_word) < 4 or v_word = any (v_known);
    -- A stop word ("with", "para") is no dish name, and its trigrams are in half the names.
    continue when numnode(plainto_tsquery(('public.irmixy_' || p_language)::regconfig, v_word)) = 0;
    v_key := public.phonetic_key(v_word);
    v_folded := public.normalize_text(v_word);
    return query
      select m.id, v_word, max(m.similarity)
      from (
        select r.id, extensions.strict_word_similarity(v_key, r.name_phonetic) as similarity
        from public.recipes r
        where r.is_published and r.name_phonetic operator(extensions.%>>) v_key
        union all
        select r.id, extensions.strict_word_similarity(v_folded, r.name_en_normalized)
        from public.recipes r
        where r.is_published and r.name_en_normalized operator(extensions.%>>) v_folded
        union all
        select r.id, extensions.strict_word_similarity(v_folded, r.name_es_normalized)
        from public.recipes r
        where r.is_published and r.name_es_normalized operator(extensions.%>>) v_folded
      ) m
      group by m.id;
  end loop;
end;
$$;

revoke all on function public.match_recipe_sounds(text, text[]) from public;
grant execute on function public.match_recipe_sounds(text, text[])
  to anon, authenticated, service_role;
grant execute on function public.phonetic_key(text) to anon, authenticated, service_role;
grant execute on function public.phonetic_terms(text) to anon, authenticated, service_role;
