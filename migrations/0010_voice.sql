-- Voice sessions and monthly usage. Users may read their own rows but never write them: the
-- server measures duration by its own clock and charges minutes, so a client cannot report its
-- own usage.

create table public.ai_voice_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'active' check (status in ('active', 'completed', 'expired')),
  model text,
  language text check (language in ('en', 'es')),
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  max_duration_seconds integer check (max_duration_seconds between 1 and 7200),
  duration_seconds numeric(10, 2) check (duration_seconds >= 0),
  client_reported_seconds numeric(10, 2) check (client_reported_seconds >= 0),
  input_tokens integer not null default 0 check (input_tokens >= 0),
  output_tokens integer not null default 0 check (output_tokens >= 0),
  cost_usd numeric(10, 4) not null default 0 check (cost_usd >= 0),
  check (ended_at is null or ended_at >= started_at)
);
create index ai_voice_sessions_user_idx on public.ai_voice_sessions (user_id, started_at desc);
create index ai_voice_sessions_open_idx on public.ai_voice_sessions (started_at)
  where status = 'active';

create table public.ai_voice_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  month date not null check (month = date_trunc('month', month)::date),
  minutes_used numeric(10, 2) not null default 0 check (minutes_used >= 0),
  sessions_count integer not null default 0 check (sessions_count >= 0),
  cost_usd numeric(10, 4) not null default 0 check (cost_usd >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, month)
);

alter table public.ai_voice_sessions enable row level security;
create policy ai_voice_sessions_owner_read on public.ai_voice_sessions
  for select to authenticated using (user_id = auth.uid());

alter table public.ai_voice_usage enable row level security;
create policy ai_voice_usage_owner_read on public.ai_voice_usage
  for select to authenticated using (user_id = auth.uid());

revoke all on public.ai_voice_sessions, public.ai_voice_usage from anon, authenticated;
grant select on public.ai_voice_sessions, public.ai_voice_usage to authenticated;
grant all on public.ai_voice_sessions, public.ai_voice_usage to service_role;
