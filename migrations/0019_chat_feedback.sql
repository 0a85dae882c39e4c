-- Thumbs up/down on an assistant message, with an optional reason. One row per message (the
-- message id is the key), so sending the same feedback again, or changing one's mind, updates
-- the row instead of adding one.

create table public.chat_message_feedback (
  message_id uuid primary key references public.user_chat_messages (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  rating text not null check (rating in ('up', 'down')),
  reason text check (length(reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index chat_message_feedback_user_idx on public.chat_message_feedback (user_id);
create trigger chat_message_feedback_touch before update on public.chat_message_feedback
  for each row execute function public.touch_updated_at();

alter table public.chat_message_feedback enable row level security;
-- Feedback belongs to its author and may only be given on one of the author's assistant
-- messages: another user's message is invisible here as everywhere else.
create policy chat_message_feedback_owner on public.chat_message_feedback
  for all to authenticated
  using (user_id = auth.uid())
  with check (
    user_id = auth.uid()
    and exists (
      select 1 from public.user_chat_messages m
      where m.id = message_id and m.user_id = auth.uid() and m.role = 'assistant'
    )
  );

revoke all on public.chat_message_feedback from anon, authenticated;
grant select, insert, update, delete on public.chat_message_feedback to authenticated;
grant all on public.chat_message_feedback to service_role;
