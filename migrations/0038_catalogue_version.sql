-- A catalogue version, and the word lookups planned once per connection.
--
-- Which query words the catalogue knows (`public.recipe_known_words`) changes only when the
-- catalogue does, yet every search looked them up again: one GIN probe per word and language,
-- ~9 ms at 10,000 recipes. `public.catalogue_version` is a counter bumped in the same
-- transaction as every write to the catalogue's tables (a statement trigger), so a process can
-- keep what it read for one version and the search's own statement can tell, in the snapshot
-- it reads the recipes in, whether that is still the catalogue's version
-- (`shared.search.vocabulary`).
--
-- `recipe_known_words`, `match_recipe_text_partial`, `match_recipe_all_words` and
-- `recipe_food_words` (0012, 0030) built their query as text and ran it with EXECUTE, which
-- parses and plans it anew on every call; as `match_recipe_text` in 0034, each is now one
-- static statement per language, prepared once per connection with its plan cached (nothing is
-- prepared by the client, so the Supavisor transaction pooler is unaffected). The statements
-- are the former ones with the language spelt out: the same rows.

create table public.catalogue_version (
  id boolean primary key default true check (id),
  -- A random start: two databases (a test's, a bench corpus) hardly ever share a version.
  version bigint not null default (floor(random() * 1e12))::bigint
);
comment on table public.catalogue_version is
  'One row: bumped by every write to the recipe catalogue, for caches keyed on it.';
insert into public.catalogue_version default values;

alter table public.catalogue_version enable row level security;
create policy catalogue_version_read_all on public.catalogue_version
  for select to anon, authenticated using (true);
revoke all on public.catalogue_version from anon, authenticated;
grant select on public.catalogue_version to anon, authenticated;
grant select on public.catalogue_version to service_role;

-- Security definer: whoever may write a catalogue table bumps the version, without a grant
-- on the counter itself.
create or replace function public.bump_catalogue_version() returns trigger
language plpgsql security definer
set search_path = public
as $$
begin
  update public.catalogue_version set version = version + 1 where id;
  return null;
end;
$$;
revoke all on function public.bump_catalogue_version() from public;

-- Every table a search reads as vocabulary: names and search vectors (recipes), what the
-- vectors are built from (ingredients, their aliases, tags, and the links).
do $triggers$
declare
  t text;
begin
  foreach t in array array['recipes', 'recipe_ingredients', 'recipe_tags', 'ingredients',
                           'ingredient_aliases', 'tags']
  loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on public.%I
         for each statement execute function public.bump_catalogue_version()',
      t || '_catalogue_version', t);
  end loop;
end;
$triggers$;

create or replace function public.recipe_known_words(p_language text, p_words text[])
returns text[]
language plpgsql stable security definer
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_config regconfig;
  v_known text[];
begin
  perform public.check_query_words(p_language, '{}');
  v_config := ('public.irmixy_' || p_language)::regconfig;
  if p_language = 'en' then
    select coalesce(array_agg(t.word order by t.position), '{}')
    into v_known
    from unnest(coalesce(p_words, '{}')) with ordinality as t (word, position)
    where numnode(plainto_tsquery(v_config, t.word)) > 0
      and exists (
        select 1 from public.recipes r
        where r.is_published and r.search_en @@ plainto_tsquery(v_config, t.word));
  else
    select coalesce(array_agg(t.word order by t.position), '{}')
    into v_known
    from unnest(coalesce(p_words, '{}')) with ordinality as t (word, position)
    where numnode(plainto_tsquery(v_config, t.word)) > 0
      and exists (
        select 1 from public.recipes r
        where r.is_published and r.search_es @@ plainto_tsquery(v_config, t.word));
  end if;
  return v_known;
end;
$$;

create or replace function public.match_recipe_text_partial(
  p_language text, p_words text[], p_ingredient_ids uuid[]
)
returns table (recipe_id uuid, text_match boolean)
language plpgsql stable security definer
rows 200
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_config regconfig;
  v_ids uuid[] := coalesce(p_ingredient_ids, '{}');
begin
  perform public.check_query_words(p_language, p_words);
  if coalesce(cardinality(p_words), 0) = 0 then
    return;
  end if;
  v_config := ('public.irmixy_' || p_language)::regconfig;
  if p_language = 'en' then
    return query
      select m.id, bool_or(m.text_match)
      from (
        select r.id, true as text_match from public.recipes r
        where r.is_published
          and r.search_en @@ to_tsquery(v_config, array_to_string(p_words, ' | '))
        union all
        select distinct ri.recipe_id, false
        from public.recipe_ingredients ri
        join public.recipes r on r.id = ri.recipe_id and r.is_published
        where ri.ingredient_id = any (v_ids)
      ) m
      group by m.id;
  else
    return query
      select m.id, bool_or(m.text_match)
      from (
        select r.id, true as text_match from public.recipes r
        where r.is_published
          and r.search_es @@ to_tsquery(v_config, array_to_string(p_words, ' | '))
        union all
        select distinct ri.recipe_id, false
        from public.recipe_ingredients ri
        join public.recipes r on r.id = ri.recipe_id and r.is_published
        where ri.ingredient_id = any (v_ids)
      ) m
      group by m.id;
  end if;
end;
$$;

create or replace function public.match_recipe_all_words(
  p_language text, p_known text[], p_limit integer
)
returns table (recipe_id uuid)
language plpgsql stable security definer
rows 100
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_config regconfig;
  v_limit integer := greatest(coalesce(p_limit, 0), 0);
begin
  perform public.check_query_words(p_language, p_known);
  if coalesce(cardinality(p_known), 0) = 0 then
    return;
  end if;
  v_config := ('public.irmixy_' || p_language)::regconfig;
  if p_language = 'en' then
    return query
      with all_known as (
        select array_to_string(
                 array_agg('(' || plainto_tsquery(v_config, k.word)::text || ')'), ' & '
               )::tsquery as q
        from unnest(p_known) as k (word)
        where numnode(plainto_tsquery(v_config, k.word)) > 0
      )
      select r.id from public.recipes r
      where r.is_published and r.search_en @@ (select a.q from all_known a)
      order by r.id
      limit v_limit;
  else
    return query
      with all_known as (
        select array_to_string(
                 array_agg('(' || plainto_tsquery(v_config, k.word)::text || ')'), ' & '
               )::tsquery as q
        from unnest(p_known) as k (word)
        where numnode(plainto_tsquery(v_config, k.word)) > 0
      )
      select r.id from public.recipes r
      where r.is_published and r.search_es @@ (select a.q from all_known a)
      order by r.id
      limit v_limit;
  end if;
end;
$$;

create or replace function public.recipe_food_words(p_language text, p_words text[])
returns text[]
language plpgsql stable security definer
set search_path = public, extensions
set enable_seqscan = off
as $$
declare
  v_config regconfig;
  v_food text[];
begin
  perform public.check_query_words(p_language, p_words);
  v_config := ('public.irmixy_' || p_language)::regconfig;
  if p_language = 'en' then
    select coalesce(array_agg(t.word order by t.position), '{}')
    into v_food
    from unnest(coalesce(p_words, '{}')) with ordinality as t (word, position)
    cross join lateral (select plainto_tsquery(v_config, t.word) as q) w
    where numnode(w.q) > 0
      and (numnode(w.q) <> 1
           or exists (select 1 from public.recipes r
                      where r.is_published and r.search_en @@ (w.q::text || ':AC')::tsquery)
           or exists (select 1 from public.tags g
                      where to_tsvector(v_config, g.name_en) @@ w.q));
  else
    select coalesce(array_agg(t.word order by t.position), '{}')
    into v_food
    from unnest(coalesce(p_words, '{}')) with ordinality as t (word, position)
    cross join lateral (select plainto_tsquery(v_config, t.word) as q) w
    where numnode(w.q) > 0
      and (numnode(w.q) <> 1
           or exists (select 1 from public.recipes r
                      where r.is_published and r.search_es @@ (w.q::text || ':AC')::tsquery)
           or exists (select 1 from public.tags g
                      where to_tsvector(v_config, g.name_es) @@ w.q));
  end if;
  return v_food;
end;
$$;
