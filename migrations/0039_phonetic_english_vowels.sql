-- English spellings of a vowel's sound in the phonetic key: "oo" and "ou" as "u", "ee" and a
-- word's final "ey" as "i".
--
-- A cook who spells a dish the way it sounds in English writes "tiramisoo", "shakshooka",
-- "ratatooey", "bahn mee", "kimchee". `public.phonetic_key` (migration 0016) meant to fold
-- "oo" to "u" and "ee" to "i", but it collapsed doubled letters first, so those two rules never
-- met a doubled vowel: "ratatooey" kept the key "ratatoey", whose trigrams are too far from
-- the Ratatouille's "ratatuiye" for the lookup's threshold, and the query fell back. Here the
-- vowels are folded before the doubled letters, and a final "ey" (the "i" of "honey",
-- "ratatooey") is an "i": "ratatooey" reads "ratatui", "bahn mee" "ban mi", "kimchee"
-- "kimchi". Every other fold is as in 0016.
--
-- `recipes.name_phonetic` is a stored generated column of the old key: it is dropped and added
-- again (with its trigram index) so every name is keyed by the new function.

create or replace function public.phonetic_key(p_text text) returns text
  language sql immutable strict parallel safe
  as $$
    select regexp_replace(                                -- doubled letters left by the folds
           regexp_replace(                                -- silent h (but ch, sh)
           translate(                                     -- z -> s, v -> b
           regexp_replace(                                -- c before e/i -> s, other c -> k
           regexp_replace(
           regexp_replace(                                -- qu -> k
           regexp_replace(                                -- gua, hua -> wa; gue, gui -> ge, gi
           regexp_replace(
           regexp_replace(                                -- word-initial hue, gue -> we
           regexp_replace(                                -- doubled letters
           regexp_replace(                                -- final ey -> i
           regexp_replace(                                -- ee -> i
           regexp_replace(                                -- ou, oo -> u
           regexp_replace(                                -- ll -> y, ph -> f
           regexp_replace(
           trim(regexp_replace(public.normalize_text(p_text), '[^a-z0-9]+', ' ', 'g')),
             'll', 'y', 'g'),
             'ph', 'f', 'g'),
             '(ou|oo)', 'u', 'g'),
             'ee', 'i', 'g'),
             'ey( |$)', 'i\1', 'g'),
             '([a-z])\1+', '\1', 'g'),
             '(^| )[gh]ue', '\1we', 'g'),
             '[gh]ua', 'wa', 'g'),
             'gu([ei])', 'g\1', 'g'),
             'qu', 'k', 'g'),
             'c([ei])', 's\1', 'g'),
             'c([^h]|$)', 'k\1', 'g'),
             'zv', 'sb'),
             '(^|[^cs])h', '\1', 'g'),
             '([a-z])\1+', '\1', 'g')
  $$;

drop index if exists public.recipes_name_phonetic_trgm_idx;
alter table public.recipes drop column name_phonetic;
alter table public.recipes
  add column name_phonetic text
    generated always as (public.phonetic_terms(name_en || ' ' || name_es)) stored;
create index recipes_name_phonetic_trgm_idx
  on public.recipes using gin (name_phonetic extensions.gin_trgm_ops);
