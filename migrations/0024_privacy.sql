-- Seed 003 Part 7, privacy. First the cook's two toggles, both on by default (personalization
-- on, as the seed's defaults say). Owned like the rest of the profile: the existing owner
-- policy of user_profiles (for all, user_id = auth.uid()) already lets only the owner read and
-- change them. Turning either off never turns off a safety gate: allergens and diets still
-- filter every search and check every generated recipe.

alter table public.user_profiles
  add column personalization_enabled boolean not null default true,
  add column cross_session_memory boolean not null default true;

comment on column public.user_profiles.personalization_enabled is
  'Off: no profile in prompts or ranking; allergens and diets still filter (safety).';
comment on column public.user_profiles.cross_session_memory is
  'Off: no saved-recipe replay and no cooking session to resume, in chat and voice.';

-- A cooking session of a custom recipe names its user_recipes row in recipe_id (no foreign
-- key: the column also names published recipes). Deleting a saved recipe, whether by forget-me,
-- by the app or by an admin, takes that recipe's cooking sessions with it, so nothing offers to
-- resume a recipe that is gone. Security invoker: as the owner, RLS lets the delete through.
create or replace function public.delete_custom_cooking_sessions()
returns trigger
language plpgsql
security invoker
set search_path = public
as $$
begin
  delete from public.cooking_sessions
  where user_id = old.user_id
    and recipe_type = 'custom'
    and recipe_id = old.id;
  return old;
end;
$$;
revoke all on function public.delete_custom_cooking_sessions() from public;

create trigger user_recipes_delete_cooking_sessions
  after delete on public.user_recipes
  for each row execute function public.delete_custom_cooking_sessions();

-- Retention (seed 003 Part 7: chat history is kept 30 days). The daily job deletes messages
-- and idle sessions by age, in batches, oldest first; these indexes let each batch find its
-- rows without scanning either table.
create index user_chat_messages_created_idx on public.user_chat_messages (created_at);
create index user_chat_sessions_updated_idx on public.user_chat_sessions (updated_at);
