-- Canonical ingredients, their allergen links and EN/ES aliases, with trigram fuzzy lookup.

create table public.ingredients (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z][a-z0-9_]*$'),
  name_en text not null,
  name_es text not null,
  category text not null check (category in (
    'vegetable', 'fruit', 'grain', 'legume', 'dairy', 'egg', 'poultry', 'red_meat', 'pork',
    'seafood', 'nut_seed', 'herb_spice', 'oil_fat', 'condiment', 'sweetener', 'baking',
    'beverage', 'plant_protein', 'other')),
  safety_category text references public.food_safety_rules (category),
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger ingredients_touch before update on public.ingredients
  for each row execute function public.touch_updated_at();

create table public.ingredient_allergens (
  ingredient_id uuid not null references public.ingredients (id) on delete cascade,
  food_allergy_id uuid not null references public.food_allergies (id) on delete cascade,
  primary key (ingredient_id, food_allergy_id)
);
create index ingredient_allergens_allergy_idx on public.ingredient_allergens (food_allergy_id);

-- Names are stored here too (is_name), so one trigram index answers every lookup.
create table public.ingredient_aliases (
  id uuid primary key default gen_random_uuid(),
  ingredient_id uuid not null references public.ingredients (id) on delete cascade,
  alias text not null check (length(alias) between 1 and 120),
  language text not null check (language in ('en', 'es')),
  is_name boolean not null default false,
  alias_normalized text generated always as (public.normalize_text(alias)) stored,
  unique (ingredient_id, language, alias)
);
create index ingredient_aliases_trgm_idx
  on public.ingredient_aliases using gin (alias_normalized extensions.gin_trgm_ops);
create index ingredient_aliases_exact_idx on public.ingredient_aliases (alias_normalized);
create index ingredient_aliases_ingredient_idx on public.ingredient_aliases (ingredient_id);

do $rls$
declare
  t text;
begin
  foreach t in array array['ingredients', 'ingredient_allergens', 'ingredient_aliases']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy %I on public.%I for select to anon, authenticated using (true)',
                   t || '_read_all', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end;
$rls$;

-- Resolve many free-text names to canonical ingredients in one round trip. One row per input
-- (in input order); ingredient columns are null when nothing is similar enough. An exact alias
-- wins over any fuzzy match, so "egg" resolves to egg even though "eggplant" is trigram-close.
create or replace function public.batch_find_ingredients(
  p_names text[],
  p_min_similarity real default 0.35
)
returns table (
  query text,
  ingredient_id uuid,
  slug text,
  name_en text,
  name_es text,
  similarity real
)
language sql stable
set search_path = public, extensions
as $$
  select q.query, i.id, i.slug, i.name_en, i.name_es, m.sim
  from unnest(p_names) with ordinality as q (query, ord)
  left join lateral (
    select a.ingredient_id,
           case when a.alias_normalized = public.normalize_text(q.query) then 1.0::real
                else extensions.similarity(a.alias_normalized, public.normalize_text(q.query))
           end as sim
    from public.ingredient_aliases a
    where a.alias_normalized operator(extensions.%) public.normalize_text(q.query)
       or a.alias_normalized = public.normalize_text(q.query)
    order by sim desc, a.is_name desc, a.ingredient_id
    limit 1
  ) m on m.sim >= p_min_similarity
  left join public.ingredients i on i.id = m.ingredient_id
  order by q.ord
$$;

create or replace function public.find_closest_ingredient(
  p_name text,
  p_min_similarity real default 0.35
)
returns table (
  query text,
  ingredient_id uuid,
  slug text,
  name_en text,
  name_es text,
  similarity real
)
language sql stable
set search_path = public, extensions
as $$
  select * from public.batch_find_ingredients(array[p_name], p_min_similarity)
  where ingredient_id is not null
$$;

grant execute on function public.batch_find_ingredients(text[], real) to anon, authenticated, service_role;
grant execute on function public.find_closest_ingredient(text, real) to anon, authenticated, service_role;
