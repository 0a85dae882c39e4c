-- The text lookup's former forms, which nothing calls any more.
--
-- `public.match_recipe_text` took three arguments first (migration 0012: it looked the query's
-- known words up itself), then four (0022, 0034: the known words given, as the catalogue
-- statement had them already). Migration 0055 replaced both with the five-argument form the
-- catalogue statement calls since: the known words, and the count of published names past
-- which a word is too common to make a close name by itself. The two former forms were still
-- there, each granted to anon and authenticated: another way in to the same lookup, kept in
-- step with nothing. They are dropped, so the one text lookup is the one the search runs. With
-- the known words the catalogue holds (`public.recipe_known_words`) and no count of names, it
-- finds what the three-argument form found; with those known words given, what the
-- four-argument form found.

drop function public.match_recipe_text(text, text[], text);
drop function public.match_recipe_text(text, text[], text, text[]);
