-- The dish-name reading of a search (`shared.search.dish_fields`), planned once per connection
-- instead of on every search.
--
-- `fetch_field_hits` sent its statement as text, so the server parsed and planned it on every
-- search that reads a dish name: on the 162-recipe seed 5 ms of planning per call under load,
-- half of what running it took. As the catalogue statement (0040), the same statement inside
-- PL/pgSQL is prepared once per connection and its plan cached; nothing is prepared by the
-- client, so the Supavisor transaction pooler is unaffected.
--
-- The statement is the former one, its values now the function's arguments. The language
-- picks the name, tag name and description columns (a CASE per row where the former text
-- spelt the column) and the text search configuration (the value the former call sent). The
-- rows are the same; as before, their order is none (the caller reads them as sets).
--
-- Security invoker: the caller's role and RLS apply (published recipes only, as before).

create or replace function public.read_dish_fields(
  p_language text,
  p_words text[],
  p_known_version bigint,
  p_known_hint text[],
  p_limit integer,
  p_with_hits boolean,
  p_with_food boolean,
  p_with_unknown boolean,
  p_sound_min double precision,
  p_sound_limit integer,
  p_kind_of text
)
returns table (
  known text[],
  content bigint,
  unknown text[],
  food text[],
  matched bigint,
  head_names text[],
  recipe_id uuid,
  field text,
  words text[],
  field_text text,
  size integer
)
language plpgsql stable
rows 20
set search_path = public, extensions
as $$
#variable_conflict use_column
declare
  v_en constant boolean := p_language = 'en';
  v_config regconfig;
  v_other constant text := case when p_language = 'en' then 'es' else 'en' end;
begin
  if p_language not in ('en', 'es') then
    raise exception 'read_dish_fields: unknown language' using errcode = '22023';
  end if;
  v_config := ('public.irmixy_' || p_language)::regconfig;
  return query
    with words as (
      select k.word, k.position, plainto_tsquery(v_config, k.word) as q
      -- As the catalogue statement, the process's known words while the version is still it.
      from unnest(case when p_known_version = (select v.version from public.catalogue_version v)
                       then p_known_hint
                       else public.recipe_known_words(p_language, p_words) end)
           with ordinality as k (word, position)
      where numnode(plainto_tsquery(v_config, k.word)) > 0
    ),
    unfound as (
      select t.word from unnest(p_words) as t (word)
      where p_with_unknown and numnode(plainto_tsquery(v_config, t.word)) > 0
        and not exists (select 1 from words w where w.word = t.word)
    ),
    -- A word is read in the language it is written in: the other language's recipes vouch for
    -- it only as food (a name, a tag or an ingredient has it), as a word of a dish's name would
    -- be. Their prose does not: "lava" of "chocolate lava cake" is only Spanish "wash" in a
    -- step.
    unknown as (
      select u.word from unfound u
      where not u.word = any (coalesce((
              select public.recipe_food_words(v_other, array_agg(f.word)) from unfound f
            ), '{}'))
    ),
    candidates as (
      select r.id, (case when v_en then r.name_en else r.name_es end) as name,
             (case when v_en then r.description_en else r.description_es end) as description
      from public.match_recipe_all_words(
             p_language,
             case when p_with_hits then (select array_agg(w.word) from words w) end,
             p_limit) m
      join public.recipes r on r.id = m.recipe_id
    ),
    fields as (
      select c.id, 'name' as field, c.name as text from candidates c
      union all
      select c.id, 'tag', (case when v_en then t.name_en else t.name_es end)
      from candidates c
      join public.recipe_tags rt on rt.recipe_id = c.id
      join public.tags t on t.id = rt.tag_id
      union all
      select c.id, 'description', c.description from candidates c where c.description is not null
    ),
    hits as (
      select f.id, f.field, f.text, array_agg(w.word) as words
      from fields f
      join words w on to_tsvector(v_config, f.text) @@ w.q
      group by f.id, f.field, f.text
    )
    select (select coalesce(array_agg(w.word order by w.position), '{}') from words w),
           (select count(*) from unnest(p_words) as t (word)
            where numnode(plainto_tsquery(v_config, t.word)) > 0),
           -- The words with a lexeme that no recipe contains in either language and that no
           -- word of a name sounds close to as a whole: the lexical side counts a word as found
           -- when a name merely contains its sound ("cheesecake" in "grilled cheese").
           (select coalesce(array_agg(u.word), '{}') from unknown u
            where coalesce((
                    select max(extensions.similarity(public.phonetic_key(u.word), k.term))
                    from (select m.recipe_id
                          from public.match_recipe_sound_ids(p_language, array[u.word]) m
                          limit p_sound_limit) s
                    join public.recipes r on r.id = s.recipe_id
                    cross join lateral unnest(string_to_array(r.name_phonetic, ' ')) as k (term)
                  ), 0) < p_sound_min),
           -- A scalar subquery, so it runs once, not once per field row.
           (select case when p_with_food
                        then public.recipe_food_words(
                               p_language,
                               (select coalesce(array_agg(w.word), '{}') from words w))
                   end),
           (select count(*) from candidates),
           -- The names of recipes with the head word, to tell whether it is a kind of dish.
           (select coalesce(array_agg(case when v_en then r.name_en else r.name_es end), '{}')
            from public.match_recipe_all_words(
                   p_language,
                   case when p_kind_of is not null then array[p_kind_of] end,
                   p_limit) m
            join public.recipes r on r.id = m.recipe_id),
           h.id, h.field, h.words, h.text,
           length(to_tsvector(v_config, h.text))
    from (select 1) one
    left join hits h on true;
end
$$;

revoke all on function public.read_dish_fields(
  text, text[], bigint, text[], integer, boolean, boolean, boolean, double precision, integer, text
) from public;
grant execute on function public.read_dish_fields(
  text, text[], bigint, text[], integer, boolean, boolean, boolean, double precision, integer, text
) to anon, authenticated, service_role;
