-- Query embeddings shared by every function instance (seed 000 §6.8): each Lambda keeps a small
-- in-process LRU in front of this table, so a query one instance embedded is a hit for all.
-- The key is the SHA-256 of the normalised query text (lower-cased, accent-folded, whitespace
-- collapsed) and the embedding model; the text itself is never stored, so the cache holds no
-- user words. Vectors of different models are not comparable, hence the model in the key and
-- in its own column (checked again on read). Service role only, like `recipe_embeddings`.

create table public.query_embedding_cache (
  cache_key text primary key check (cache_key ~ '^[0-9a-f]{64}$'),
  embedding_model text not null check (length(embedding_model) between 1 and 200),
  embedding extensions.halfvec(3072) not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
comment on table public.query_embedding_cache is
  'Query embeddings keyed by sha256(normalised text, model); no query text is stored.';

-- Expiry walks the oldest rows first (prune_query_embedding_cache below).
create index query_embedding_cache_last_used_idx
  on public.query_embedding_cache (last_used_at);

alter table public.query_embedding_cache enable row level security;
create policy query_embedding_cache_service_only on public.query_embedding_cache
  for all
  using (auth.role() = 'service_role')
  with check (auth.role() = 'service_role');
revoke all on public.query_embedding_cache from public, anon, authenticated;
grant all on public.query_embedding_cache to service_role;

-- Delete entries unused for `p_max_age` (a scheduled job's call; searches never wait on it).
-- Returns the rows deleted.
create or replace function public.prune_query_embedding_cache(
  p_max_age interval default interval '30 days'
)
returns integer
language plpgsql
set search_path = public
as $$
declare
  v_count integer;
begin
  delete from public.query_embedding_cache
  where last_used_at < now() - greatest(p_max_age, interval '1 minute');
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function public.prune_query_embedding_cache(interval) from public;
grant execute on function public.prune_query_embedding_cache(interval) to service_role;
