-- One bilingual, ingredient-aware embedding per published recipe (text-embedding-3-large).
-- halfvec, not vector: pgvector builds HNSW indexes over at most 2000 dimensions for `vector`
-- but up to 4000 for `halfvec`, and 3072 half floats halve the storage at no measurable loss.
-- Service role only: the app never reads embeddings.

create table public.recipe_embeddings (
  recipe_id uuid primary key references public.recipes (id) on delete cascade,
  embedding extensions.halfvec(3072) not null,
  embedding_model text not null default 'text-embedding-3-large',
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz not null default now()
);
create index recipe_embeddings_embedding_hnsw_idx
  on public.recipe_embeddings using hnsw (embedding extensions.halfvec_cosine_ops);

alter table public.recipe_embeddings enable row level security;
create policy recipe_embeddings_service_only on public.recipe_embeddings
  for all
  using (auth.role() = 'service_role')
  with check (auth.role() = 'service_role');
revoke all on public.recipe_embeddings from public, anon, authenticated;
grant all on public.recipe_embeddings to service_role;

-- Nearest published recipes by cosine distance. ORDER BY the bare distance expression so the
-- planner can use the HNSW index; similarity is derived after the index scan.
create or replace function public.match_recipe_embeddings(
  p_query extensions.halfvec(3072),
  p_match_count integer default 50
)
returns table (recipe_id uuid, similarity double precision)
language sql stable
set search_path = public, extensions
as $$
  select nearest.recipe_id, 1 - nearest.distance as similarity
  from (
    select e.recipe_id, e.embedding <=> p_query as distance
    from public.recipe_embeddings e
    order by e.embedding <=> p_query
    limit least(greatest(p_match_count, 1), 200)
  ) nearest
  join public.recipes r on r.id = nearest.recipe_id and r.is_published
  order by nearest.distance, nearest.recipe_id
$$;
revoke all on function public.match_recipe_embeddings(extensions.halfvec, integer) from public;
grant execute on function public.match_recipe_embeddings(extensions.halfvec, integer) to service_role;
