-- Reference catalogue: allergen groups, diet types, cuisines, tags and USDA food-safety rules.
-- Readable by everyone; written only by migrations and the service role.

create table public.food_allergies (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z][a-z0-9_]*$'),
  name_en text not null,
  name_es text not null
);
comment on table public.food_allergies is 'Allergen groups (dairy, egg, peanut, ...) used as hard gates.';

create table public.diet_types (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z][a-z0-9_]*$'),
  name_en text not null,
  name_es text not null
);

create table public.cuisines (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z][a-z0-9_]*$'),
  name_en text not null,
  name_es text not null
);

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9_]*$'),
  name_en text not null,
  name_es text not null
);

create table public.food_safety_rules (
  category text primary key
    check (category in ('poultry', 'ground_meat', 'red_meat', 'pork', 'seafood', 'eggs', 'leftovers')),
  min_internal_temp_c numeric(5, 1) not null check (min_internal_temp_c between 40 and 100),
  min_internal_temp_f numeric(5, 1) not null check (min_internal_temp_f between 100 and 212),
  rest_time_minutes integer not null default 0 check (rest_time_minutes between 0 and 60),
  note_en text not null,
  note_es text not null
);
comment on table public.food_safety_rules is 'USDA minimum internal temperatures per food category.';

do $rls$
declare
  t text;
begin
  foreach t in array array['food_allergies', 'diet_types', 'cuisines', 'tags', 'food_safety_rules']
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
