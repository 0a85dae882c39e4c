-- Chat history. Assistant messages keep the structured payload (cards, custom recipe, chips,
-- actions, safety flags) in tool_calls so a history reload can rebuild the UI.

create table public.user_chat_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text check (length(title) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_chat_sessions_user_idx on public.user_chat_sessions (user_id, updated_at desc);
create trigger user_chat_sessions_touch before update on public.user_chat_sessions
  for each row execute function public.touch_updated_at();

create table public.user_chat_messages (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.user_chat_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (length(content) <= 20000),
  tool_calls jsonb,
  -- clock_timestamp, not now(): a user and assistant message written in one transaction must
  -- still sort in the order they were written.
  created_at timestamptz not null default clock_timestamp()
);
create index user_chat_messages_session_idx
  on public.user_chat_messages (session_id, created_at);
create index user_chat_messages_user_idx on public.user_chat_messages (user_id);

alter table public.user_chat_sessions enable row level security;
create policy user_chat_sessions_owner on public.user_chat_sessions
  for all to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

alter table public.user_chat_messages enable row level security;
-- A message belongs to its author and may only be written into one of the author's sessions.
create policy user_chat_messages_owner on public.user_chat_messages
  for all to authenticated
  using (user_id = auth.uid())
  with check (
    user_id = auth.uid()
    and exists (
      select 1 from public.user_chat_sessions s
      where s.id = session_id and s.user_id = auth.uid()
    )
  );

revoke all on public.user_chat_sessions, public.user_chat_messages from anon, authenticated;
grant select, insert, update, delete on public.user_chat_sessions, public.user_chat_messages
  to authenticated;
grant all on public.user_chat_sessions, public.user_chat_messages to service_role;
