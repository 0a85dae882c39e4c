-- Ingredient substitutes: a curated catalogue of common swaps (butter → olive oil, egg → flax),
-- each with a short bilingual note on how to use it. Rows say only "B can stand in for A";
-- whether B suits a given cook (allergens, diet) is decided when it is offered, from B's own
-- allergen links and category, so the table never restates what the ingredients already say.
-- Readable by everyone; written only by migrations and the service role (the seed).

create table public.ingredient_substitutes (
  ingredient_id uuid not null references public.ingredients (id) on delete cascade,
  substitute_id uuid not null references public.ingredients (id) on delete cascade,
  -- The order the swaps are offered in (1 first).
  rank smallint not null default 1 check (rank between 1 and 20),
  note_en text not null check (length(note_en) between 1 and 200),
  note_es text not null check (length(note_es) between 1 and 200),
  primary key (ingredient_id, substitute_id),
  check (ingredient_id <> substitute_id)
);
create index ingredient_substitutes_substitute_idx on public.ingredient_substitutes (substitute_id);

alter table public.ingredient_substitutes enable row level security;
create policy ingredient_substitutes_read_all on public.ingredient_substitutes
  for select to anon, authenticated using (true);
revoke all on public.ingredient_substitutes from anon, authenticated;
grant select on public.ingredient_substitutes to anon, authenticated;
grant all on public.ingredient_substitutes to service_role;
