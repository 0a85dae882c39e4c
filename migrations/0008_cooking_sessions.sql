-- Cooking progress (step N of M) so a cook can resume. One active session per user and recipe.

create table public.cooking_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- A published recipe or a user_recipes row, told apart by recipe_type; no FK for that reason.
  recipe_id uuid not null,
  recipe_type text not null check (recipe_type in ('custom', 'database')),
  recipe_name text check (length(recipe_name) <= 200),
  current_step integer not null default 1 check (current_step >= 1),
  total_steps integer not null check (total_steps >= 1),
  status text not null default 'active' check (status in ('active', 'completed', 'abandoned')),
  started_at timestamptz not null default now(),
  last_active_at timestamptz not null default now(),
  completed_at timestamptz,
  abandoned_at timestamptz,
  check (current_step <= total_steps)
);
create unique index cooking_sessions_one_active_idx
  on public.cooking_sessions (user_id, recipe_id)
  where status = 'active';
create index cooking_sessions_user_recent_idx
  on public.cooking_sessions (user_id, last_active_at desc);

alter table public.cooking_sessions enable row level security;
create policy cooking_sessions_user_policy on public.cooking_sessions
  for all to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());
revoke all on public.cooking_sessions from anon, authenticated;
grant select, insert, update, delete on public.cooking_sessions to authenticated;
grant all on public.cooking_sessions to service_role;

-- Progress upsert for the app: creates the active session or moves it to the given step.
-- Completing the last step closes it. Runs as the caller; the owner is auth.uid().
create or replace function public.upsert_cooking_progress(
  p_recipe_id uuid,
  p_recipe_type text,
  p_current_step integer,
  p_total_steps integer,
  p_recipe_name text default null,
  p_completed boolean default false
)
returns public.cooking_sessions
language plpgsql
security invoker
set search_path = public
as $$
declare
  v_user uuid := auth.uid();
  v_row public.cooking_sessions;
begin
  if v_user is null then
    raise exception 'authentication required' using errcode = '28000';
  end if;

  insert into public.cooking_sessions
    (user_id, recipe_id, recipe_type, recipe_name, current_step, total_steps)
  values
    (v_user, p_recipe_id, p_recipe_type, p_recipe_name, p_current_step, p_total_steps)
  on conflict (user_id, recipe_id) where status = 'active'
  do update set
    current_step = excluded.current_step,
    total_steps = excluded.total_steps,
    recipe_name = coalesce(excluded.recipe_name, cooking_sessions.recipe_name),
    last_active_at = now()
  returning * into v_row;

  if p_completed then
    update public.cooking_sessions
    set status = 'completed', completed_at = now(), last_active_at = now()
    where id = v_row.id and user_id = v_user
    returning * into v_row;
  end if;
  return v_row;
end;
$$;
revoke all on function public.upsert_cooking_progress(uuid, text, integer, integer, text, boolean)
  from public;
grant execute on function public.upsert_cooking_progress(uuid, text, integer, integer, text, boolean)
  to authenticated;

-- Sessions idle for 24 hours are abandoned. Security definer so it may run from a scheduled
-- job, but it only ever touches the caller's own rows.
create or replace function public.mark_stale_cooking_sessions()
returns integer
language plpgsql
security definer
set search_path = public
as $$
declare
  v_updated integer;
begin
  update public.cooking_sessions
  set status = 'abandoned', abandoned_at = now()
  where user_id = auth.uid()
    and status = 'active'
    and last_active_at < now() - interval '24 hours';

  get diagnostics v_updated = row_count;
  return v_updated;
end;
$$;
revoke all on function public.mark_stale_cooking_sessions() from public;
grant execute on function public.mark_stale_cooking_sessions() to authenticated;
