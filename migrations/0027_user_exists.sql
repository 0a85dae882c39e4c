-- Whether an id names a Supabase Auth user, for the server's own checks before it spends on a
-- provider: a correctly signed token can outlive its user, and a voice session mints a
-- Realtime secret before it writes the row whose foreign key would notice. `auth.users` is
-- Supabase Auth's table, not readable by the API roles, so the check is a security definer
-- function that answers one boolean and is granted to `service_role` only.
create or replace function public.user_exists(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users where id = p_user_id);
$$;
revoke all on function public.user_exists(uuid) from public, anon, authenticated;
grant execute on function public.user_exists(uuid) to service_role;
