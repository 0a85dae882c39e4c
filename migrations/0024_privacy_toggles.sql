-- Seed 003 Part 7: the cook's privacy toggles, both on by default (personalization on, as the
-- seed's defaults say). Owned like the rest of the profile: the existing owner policy of
-- user_profiles (for all, user_id = auth.uid()) already lets only the owner read and change
-- them. Turning either off never turns off a safety gate: allergens and diets still filter
-- every search and check every generated recipe.

alter table public.user_profiles
  add column personalization_enabled boolean not null default true,
  add column cross_session_memory boolean not null default true;

comment on column public.user_profiles.personalization_enabled is
  'Off: no profile in prompts or ranking; allergens and diets still filter (safety).';
comment on column public.user_profiles.cross_session_memory is
  'Off: no saved-recipe replay and no cooking session to resume, in chat and voice.';
