-- Per-user chat budgets (OWASP LLM10): requests and model tokens per UTC day and per UTC
-- calendar month. The server writes the counters (service role) before and after each turn;
-- users may read their own. A reservation is one conditional upsert per period, so two
-- parallel requests can never both take the last request of a budget.

create table public.ai_chat_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  period text not null check (period in ('day', 'month')),
  -- The first day of the period (UTC): the day itself, or the first of the month.
  period_start date not null,
  requests integer not null default 0 check (requests >= 0),
  tokens bigint not null default 0 check (tokens >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, period, period_start)
);

alter table public.ai_chat_usage enable row level security;
create policy ai_chat_usage_owner_read on public.ai_chat_usage
  for select to authenticated
  using (user_id = auth.uid());

revoke all on public.ai_chat_usage from anon, authenticated;
grant select on public.ai_chat_usage to authenticated;
grant all on public.ai_chat_usage to service_role;
