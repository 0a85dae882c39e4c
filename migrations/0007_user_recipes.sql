-- Custom recipes a user saved (generated, modified or written). Replay searches only these,
-- only the caller's. `client_id` is the app's own id for the recipe: saving on "start cooking"
-- twice with the same client id yields one row.

create table public.user_recipes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  client_id uuid not null,
  name text not null check (length(name) between 1 and 200),
  recipe_data jsonb not null check (jsonb_typeof(recipe_data) = 'object'),
  source text not null default 'ai_generated'
    check (source in ('ai_generated', 'ai_modified', 'user_created')),
  language text check (language in ('en', 'es')),
  -- Canonical ingredient names (EN), so replay can score ingredient overlap without parsing JSON.
  ingredient_names text[] not null default '{}',
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, client_id)
);
create index user_recipes_user_created_idx on public.user_recipes (user_id, created_at desc);
create index user_recipes_ingredients_idx on public.user_recipes using gin (ingredient_names);
create index user_recipes_name_trgm_idx
  on public.user_recipes using gin (public.normalize_text(name) extensions.gin_trgm_ops);
create trigger user_recipes_touch before update on public.user_recipes
  for each row execute function public.touch_updated_at();

alter table public.user_recipes enable row level security;
create policy user_recipes_owner on public.user_recipes
  for all to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());
revoke all on public.user_recipes from anon, authenticated;
grant select, insert, update, delete on public.user_recipes to authenticated;
grant all on public.user_recipes to service_role;

-- Idempotent save-on-start. Runs as the caller (security invoker) so RLS still applies; the
-- owner is always auth.uid(), never an argument.
create or replace function public.save_custom_recipe(
  p_client_id uuid,
  p_name text,
  p_recipe_data jsonb,
  p_source text default 'ai_generated',
  p_language text default null,
  p_ingredient_names text[] default '{}',
  p_tags text[] default '{}'
)
returns uuid
language plpgsql
security invoker
set search_path = public
as $$
declare
  v_user uuid := auth.uid();
  v_id uuid;
begin
  if v_user is null then
    raise exception 'authentication required' using errcode = '28000';
  end if;

  insert into public.user_recipes
    (user_id, client_id, name, recipe_data, source, language, ingredient_names, tags)
  values
    (v_user, p_client_id, p_name, p_recipe_data, p_source, p_language,
     coalesce(p_ingredient_names, '{}'), coalesce(p_tags, '{}'))
  on conflict (user_id, client_id) do nothing
  returning id into v_id;

  if v_id is null then
    select id into v_id
    from public.user_recipes
    where user_id = v_user and client_id = p_client_id;
  end if;
  return v_id;
end;
$$;
revoke all on function public.save_custom_recipe(uuid, text, jsonb, text, text, text[], text[])
  from public;
grant execute on function public.save_custom_recipe(uuid, text, jsonb, text, text, text[], text[])
  to authenticated, service_role;
