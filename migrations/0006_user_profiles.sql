-- Cooking profile read by the context builder. Allergies are hard constraints, diet types
-- medium, cuisine preferences soft. Owned by the user (RLS by auth.uid()).

create table public.user_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  language text not null default 'en' check (language in ('en', 'es')),
  measurement_system text not null default 'metric'
    check (measurement_system in ('metric', 'imperial')),
  dietary_restrictions text[] not null default '{}'
    check (cardinality(dietary_restrictions) <= 20),
  custom_allergies text[] not null default '{}' check (cardinality(custom_allergies) <= 20),
  ingredient_dislikes text[] not null default '{}' check (cardinality(ingredient_dislikes) <= 20),
  diet_types text[] not null default '{}' check (cardinality(diet_types) <= 20),
  cuisine_preferences text[] not null default '{}' check (cardinality(cuisine_preferences) <= 20),
  kitchen_equipment text[] not null default '{}' check (cardinality(kitchen_equipment) <= 20),
  skill_level text check (skill_level in ('beginner', 'intermediate', 'advanced')),
  household_size integer check (household_size between 1 and 20),
  display_name text check (length(display_name) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.user_profiles.dietary_restrictions is
  'Allergen group slugs (food_allergies.slug) the user must never be served.';
create trigger user_profiles_touch before update on public.user_profiles
  for each row execute function public.touch_updated_at();

alter table public.user_profiles enable row level security;
create policy user_profiles_owner on public.user_profiles
  for all to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());
revoke all on public.user_profiles from anon, authenticated;
grant select, insert, update, delete on public.user_profiles to authenticated;
grant all on public.user_profiles to service_role;
