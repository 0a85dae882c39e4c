-- Published recipe catalogue: recipes with ordered bilingual steps, ingredients, tags and diets.
-- Everyone reads published recipes; only the service role writes.

create table public.recipes (
  id uuid primary key default gen_random_uuid(),
  slug text unique check (slug ~ '^[a-z0-9][a-z0-9_]*$'),
  name_en text not null check (length(name_en) between 1 and 200),
  name_es text not null check (length(name_es) between 1 and 200),
  description_en text,
  description_es text,
  cuisine_id uuid references public.cuisines (id),
  meal_types text[] not null default '{}'
    check (meal_types <@ array['breakfast', 'lunch', 'dinner', 'snack', 'dessert', 'side', 'drink']),
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  prep_time_minutes integer check (prep_time_minutes between 0 and 1440),
  total_time_minutes integer not null check (total_time_minutes between 1 and 1440),
  portions integer not null default 4 check (portions between 1 and 50),
  image_url text,
  is_published boolean not null default false,
  -- Maintained by refresh_recipe_search(): they need the ingredient and tag names, which a
  -- generated column cannot read.
  search_en tsvector,
  search_es tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (prep_time_minutes is null or prep_time_minutes <= total_time_minutes)
);
create trigger recipes_touch before update on public.recipes
  for each row execute function public.touch_updated_at();
create index recipes_published_idx on public.recipes (is_published, total_time_minutes);
create index recipes_cuisine_idx on public.recipes (cuisine_id);
create index recipes_search_en_idx on public.recipes using gin (search_en);
create index recipes_search_es_idx on public.recipes using gin (search_es);
create index recipes_name_en_trgm_idx
  on public.recipes using gin (public.normalize_text(name_en) extensions.gin_trgm_ops);
create index recipes_name_es_trgm_idx
  on public.recipes using gin (public.normalize_text(name_es) extensions.gin_trgm_ops);

create table public.recipe_steps (
  id uuid primary key default gen_random_uuid(),
  recipe_id uuid not null references public.recipes (id) on delete cascade,
  step_order integer not null check (step_order >= 1),
  instruction_en text not null,
  instruction_es text not null,
  timer_seconds integer check (timer_seconds between 1 and 86400),
  thermomix_time_seconds integer check (thermomix_time_seconds between 1 and 7200),
  -- °C as text ("37".."120") or "varoma", matching the device's dial.
  thermomix_temperature text
    check (thermomix_temperature ~ '^([0-9]{2,3}|varoma)$'),
  thermomix_speed text check (thermomix_speed ~ '^(spoon|10|[1-9](\.5)?|0\.5)$'),
  thermomix_reverse boolean not null default false,
  unique (recipe_id, step_order)
);

create table public.recipe_ingredients (
  id uuid primary key default gen_random_uuid(),
  recipe_id uuid not null references public.recipes (id) on delete cascade,
  ingredient_id uuid not null references public.ingredients (id),
  position integer not null check (position >= 1),
  quantity numeric(10, 3) check (quantity > 0),
  unit text not null check (unit in (
    'g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'piece', 'clove', 'slice', 'can', 'bunch',
    'pinch', 'to_taste')),
  notes_en text,
  notes_es text,
  optional boolean not null default false,
  unique (recipe_id, position)
);
create index recipe_ingredients_recipe_idx on public.recipe_ingredients (recipe_id);
create index recipe_ingredients_ingredient_idx on public.recipe_ingredients (ingredient_id);

create table public.recipe_tags (
  recipe_id uuid not null references public.recipes (id) on delete cascade,
  tag_id uuid not null references public.tags (id) on delete cascade,
  primary key (recipe_id, tag_id)
);
create index recipe_tags_tag_idx on public.recipe_tags (tag_id);

create table public.recipe_diets (
  recipe_id uuid not null references public.recipes (id) on delete cascade,
  diet_type_id uuid not null references public.diet_types (id) on delete cascade,
  primary key (recipe_id, diet_type_id)
);
create index recipe_diets_diet_idx on public.recipe_diets (diet_type_id);

alter table public.recipes enable row level security;
create policy recipes_read_published on public.recipes
  for select to anon, authenticated using (is_published);

do $rls$
declare
  t text;
begin
  foreach t in array array['recipe_steps', 'recipe_ingredients', 'recipe_tags', 'recipe_diets']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format(
      'create policy %I on public.%I for select to anon, authenticated using (
         exists (select 1 from public.recipes r where r.id = recipe_id and r.is_published))',
      t || '_read_published', t);
  end loop;
  foreach t in array array['recipes', 'recipe_steps', 'recipe_ingredients', 'recipe_tags',
                           'recipe_diets']
  loop
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end;
$rls$;

-- Rebuild the EN/ES search vectors from names (A), tags (B), description (B) and ingredient
-- names with their aliases (C). Pass null to refresh every recipe. Returns rows updated.
create or replace function public.refresh_recipe_search(p_recipe_ids uuid[] default null)
returns integer
language plpgsql
set search_path = public, extensions
as $$
declare
  v_count integer;
begin
  with ingredient_text as (
    select ri.recipe_id,
           string_agg(a.alias, ' ') filter (where a.language = 'en') as en_text,
           string_agg(a.alias, ' ') filter (where a.language = 'es') as es_text
    from public.recipe_ingredients ri
    join public.ingredient_aliases a on a.ingredient_id = ri.ingredient_id
    where p_recipe_ids is null or ri.recipe_id = any (p_recipe_ids)
    group by ri.recipe_id
  ),
  tag_text as (
    select rt.recipe_id,
           string_agg(t.name_en, ' ') as en_text,
           string_agg(t.name_es, ' ') as es_text
    from public.recipe_tags rt
    join public.tags t on t.id = rt.tag_id
    where p_recipe_ids is null or rt.recipe_id = any (p_recipe_ids)
    group by rt.recipe_id
  ),
  source as (
    select r0.id, it.en_text as ing_en, it.es_text as ing_es,
           tt.en_text as tag_en, tt.es_text as tag_es
    from public.recipes r0
    left join ingredient_text it on it.recipe_id = r0.id
    left join tag_text tt on tt.recipe_id = r0.id
    where p_recipe_ids is null or r0.id = any (p_recipe_ids)
  )
  update public.recipes r
  set search_en =
        setweight(to_tsvector('public.irmixy_en', r.name_en), 'A')
        || setweight(to_tsvector('public.irmixy_en', coalesce(s.tag_en, '')), 'B')
        || setweight(to_tsvector('public.irmixy_en', coalesce(r.description_en, '')), 'B')
        || setweight(to_tsvector('public.irmixy_en', coalesce(s.ing_en, '')), 'C'),
      search_es =
        setweight(to_tsvector('public.irmixy_es', r.name_es), 'A')
        || setweight(to_tsvector('public.irmixy_es', coalesce(s.tag_es, '')), 'B')
        || setweight(to_tsvector('public.irmixy_es', coalesce(r.description_es, '')), 'B')
        || setweight(to_tsvector('public.irmixy_es', coalesce(s.ing_es, '')), 'C')
  from source s
  where r.id = s.id;

  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function public.refresh_recipe_search(uuid[]) from public;
grant execute on function public.refresh_recipe_search(uuid[]) to service_role;
