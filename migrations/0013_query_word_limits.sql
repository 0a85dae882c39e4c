-- The text-matching functions of 0012 are callable by `anon` and `authenticated` (Supabase
-- exposes them as RPC endpoints), so their input is bounded here, not only by the search code:
-- at most 64 words of at most 100 characters each. The search sends at most 40 words of a
-- 200-character query; anything larger did not come from it and is refused before any lookup.
create or replace function public.check_query_words(p_language text, p_words text[])
returns void
language plpgsql immutable
as $$
begin
  if p_language is null or p_language not in ('en', 'es') then
    raise exception 'unsupported language: %', p_language using errcode = '22023';
  end if;
  if coalesce(cardinality(p_words), 0) > 64 then
    raise exception 'too many query words' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_words) w where w ~ '[&|!():<>*''\\\s]' or w = '') then
    raise exception 'query words must be plain words' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_words) w where length(w) > 100) then
    raise exception 'query words must be at most 100 characters' using errcode = '22023';
  end if;
end;
$$;
