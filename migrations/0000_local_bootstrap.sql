-- Local bootstrap: the pieces Supabase provides that a plain Postgres lacks.
-- Every statement is guarded so that on a Supabase project this file changes nothing: roles,
-- the auth schema, its helpers and auth.users are created only when they are missing.

do $bootstrap$
declare
  -- Supabase always has the auth schema; a database without it is a local one.
  v_local boolean := not exists (select 1 from pg_namespace where nspname = 'auth');
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;

  -- The connecting role must be able to `set role` to the API roles, as `postgres` can on Supabase.
  if not pg_has_role(current_user, 'authenticated', 'member') then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;

  if not exists (select 1 from pg_namespace where nspname = 'auth') then
    create schema auth;
    grant usage on schema auth to anon, authenticated, service_role;
  end if;

  if not exists (select 1 from pg_namespace where nspname = 'extensions') then
    create schema extensions;
    grant usage on schema extensions to anon, authenticated, service_role;
  end if;

  -- Supabase's roles resolve extension types and operators through `extensions` on the path.
  if v_local then
    execute format(
      'alter database %I set search_path = "$user", public, extensions', current_database()
    );
  end if;

  if to_regclass('auth.users') is null then
    create table auth.users (
      id uuid primary key,
      email text unique,
      raw_app_meta_data jsonb not null default '{}'::jsonb,
      raw_user_meta_data jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    );
  end if;

  -- Same definitions as Supabase's: claims come from `request.jwt.claims` set per transaction.
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb
      language sql stable
      as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $f$;
  end if;

  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid
      language sql stable
      as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        )::uuid
      $f$;
  end if;

  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text
      language sql stable
      as $f$
        select coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
        )::text
      $f$;
  end if;

  if v_local then
    grant execute on function auth.jwt(), auth.uid(), auth.role()
      to anon, authenticated, service_role;
  end if;
end;
$bootstrap$;

grant usage on schema public to anon, authenticated, service_role;
