-- The intent detected in each chat turn, for analytics only: what users ask for (search,
-- generate, modify, retrieve, greeting, off_topic, other) by language and by the path that
-- answered. Never read by the request path: routing stays with the model and the tools.
-- Written by the server; no user grants (the rows describe behaviour, not content).

create table public.chat_turn_intents (
  id bigint generated always as identity primary key,
  session_id uuid not null references public.user_chat_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  intent text not null check (intent in
    ('search', 'generate', 'modify', 'retrieve', 'greeting', 'off_topic', 'other')),
  language text not null check (language in ('en', 'es')),
  provider text check (length(provider) <= 40),
  tools text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index chat_turn_intents_created_idx on public.chat_turn_intents (created_at);
create index chat_turn_intents_user_idx on public.chat_turn_intents (user_id);

alter table public.chat_turn_intents enable row level security;
revoke all on public.chat_turn_intents from anon, authenticated;
grant all on public.chat_turn_intents to service_role;

-- Prompts managed outside the code: versioned texts per key and language, one version active.
-- The functions read the active row through a cached loader and fall back to the prompt in the
-- code when there is none (or the read fails), so an empty table changes nothing. Server only.

create table public.ai_prompts (
  key text not null check (key ~ '^[a-z0-9_.-]{1,80}$'),
  language text not null check (language in ('en', 'es')),
  version integer not null check (version > 0),
  text text not null check (length(text) between 1 and 20000),
  active boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (key, language, version)
);
create unique index ai_prompts_one_active on public.ai_prompts (key, language) where active;

alter table public.ai_prompts enable row level security;
revoke all on public.ai_prompts from anon, authenticated;
grant all on public.ai_prompts to service_role;

-- Forget me: a user may delete their own ended voice sessions (the minutes already charged stay
-- in ai_voice_usage, which users still cannot change). An open session is kept: it reserves
-- minutes of the quota until the sweep closes and charges it.
create policy ai_voice_sessions_owner_forget on public.ai_voice_sessions
  for delete to authenticated
  using (user_id = auth.uid() and status <> 'active');
grant delete on public.ai_voice_sessions to authenticated;
