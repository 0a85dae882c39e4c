-- Extensions live in `extensions`, as on Supabase; `if not exists` keeps an existing install.
create extension if not exists vector with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- unaccent() is only STABLE (it reads a dictionary), so it cannot be used in generated columns or
-- indexes. This wrapper pins the dictionary by name and is declared IMMUTABLE, the usual recipe.
-- Its body names the schema the extension actually lives in, wherever that is.
do $wrap$
declare
  v_schema text;
begin
  select n.nspname into v_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'unaccent';

  execute format($f$
    create or replace function public.immutable_unaccent(p_text text) returns text
      language sql immutable strict parallel safe
      as $body$ select %1$I.unaccent(%2$L::regdictionary, p_text) $body$
  $f$, v_schema, v_schema || '.unaccent');
end;
$wrap$;

-- Lower-cased, accent-folded text: the key every fuzzy and lexical lookup compares on.
create or replace function public.normalize_text(p_text text) returns text
  language sql immutable strict parallel safe
  as $$ select lower(public.immutable_unaccent(p_text)) $$;

-- Full-text configurations that fold accents before stemming, so "jalapeño" finds "jalapeno"
-- and Spanish text is stemmed as Spanish.
do $ts$
declare
  v_schema text;
begin
  select n.nspname into v_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'unaccent';

  if not exists (select 1 from pg_ts_config where cfgname = 'irmixy_en') then
    create text search configuration public.irmixy_en (copy = pg_catalog.english);
    execute format(
      'alter text search configuration public.irmixy_en
         alter mapping for hword, hword_part, word with %I.unaccent, english_stem', v_schema);
  end if;
  if not exists (select 1 from pg_ts_config where cfgname = 'irmixy_es') then
    create text search configuration public.irmixy_es (copy = pg_catalog.spanish);
    execute format(
      'alter text search configuration public.irmixy_es
         alter mapping for hword, hword_part, word with %I.unaccent, spanish_stem', v_schema);
  end if;
end;
$ts$;

-- Touch-on-update helper shared by every table with an updated_at column.
create or replace function public.touch_updated_at() returns trigger
  language plpgsql
  set search_path = public
  as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
