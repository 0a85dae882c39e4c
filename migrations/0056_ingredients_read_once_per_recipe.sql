-- The ingredients of the recipes the search keeps, read once per recipe rather than once per
-- ingredient.
--
-- The search's catalogue statement runs as the cook's role, and row-level security lets that
-- role read a recipe's ingredients when the recipe is published: a lookup of the recipe by its
-- key for every ingredient row read. Two reads of the statement went through it row by row: the
-- fuzzy ingredients of the pool (a pool of 148 recipes at 10,000, 1,318 ingredient rows, each
-- with its own lookup) and the allergens of every recipe returned (a subquery per recipe, with
-- a lookup per ingredient).
--
-- `public.published_recipe_ingredients` reads the ingredients of the given recipes that are
-- published, checking each recipe once: exactly the rows the policy lets anon and authenticated
-- read, no more (a recipe that is not published has none). Security definer, so that the
-- check is its own join rather than the policy's lookup per row; its search_path is pinned.
-- The fuzzy hits read the pool's ingredients through it in one call, and the allergens of the
-- recipes returned are read for all of them at once (`shown_allergens`), sorted and distinct as
-- before, '{}' for a recipe without any. The recipes, their order and every column returned
-- are the same.

create or replace function public.published_recipe_ingredients(p_recipe_ids uuid[])
returns table (recipe_id uuid, ingredient_id uuid)
language sql stable security definer
set search_path = public, extensions
as $$
  select ri.recipe_id, ri.ingredient_id
  from public.recipes r
  join public.recipe_ingredients ri on ri.recipe_id = r.id
  where r.id = any (p_recipe_ids) and r.is_published
$$;

revoke all on function public.published_recipe_ingredients(uuid[]) from public;
grant execute on function public.published_recipe_ingredients(uuid[])
  to anon, authenticated, service_role;

-- The catalogue statement of migration 0055, reading the pool's fuzzy ingredients and the
-- returned recipes' allergens as above.
create or replace function public.search_catalogue(
  p_language text,
  p_display text,
  p_words text[],
  p_text text,
  p_has_text boolean,
  p_known_version bigint,
  p_known_hint text[],
  p_other_known_hint text[],
  p_or_text text,
  p_vector_ids uuid[],
  p_limit integer,
  p_pool_limit integer,
  p_other_name_limit integer,
  p_min_results integer,
  p_w_name double precision,
  p_w_tag double precision,
  p_w_ingredient double precision,
  p_name_floor double precision,
  p_sound_words text[],
  p_sounds_version bigint,
  p_sounds_words text[],
  p_sounds_ids uuid[],
  p_sounds_match_words text[],
  p_excluded text[],
  p_mood_tags text[],
  p_contrary_tags text[],
  p_safe_tags text[],
  p_has_named boolean,
  p_named_patterns text[],
  p_named_categories text[],
  p_named_allergens text[],
  p_named_query text,
  p_dish_phrase_query text,
  p_has_list boolean,
  p_list_slugs text[],
  p_list_terms integer[],
  p_list_weights double precision[],
  p_list_main_rank integer,
  p_list_drinks boolean,
  p_allergens text[],
  p_allergy_patterns text[],
  p_avoid_categories text[],
  p_has_blocks boolean,
  p_cuisine text,
  p_max_time integer,
  p_difficulty text,
  p_meal_type text,
  p_diets text[],
  p_own_diets text[],
  p_tools_out text[]
)
returns table (
  id uuid,
  slug text,
  name text,
  image_url text,
  total_time_minutes integer,
  portions integer,
  difficulty text,
  cuisine_slug text,
  cuisine text,
  meal_types text[],
  description text,
  lexical double precision,
  lexical_side boolean,
  vector_side boolean,
  relaxed boolean,
  excluded boolean,
  mood boolean,
  contrary boolean,
  has_named boolean,
  named_dish boolean,
  list_held double precision,
  query_terms integer,
  unmatched text[],
  foreign_words text[],
  other_name text,
  catalogue_version bigint,
  known_words text[],
  other_known_words text[],
  sound_ids uuid[],
  sound_id_words text[],
  allergens text[]
)
language plpgsql stable
rows 60
set search_path = public, extensions
as $$
#variable_conflict use_column
declare
  v_en constant boolean := p_language = 'en';
  v_config constant regconfig := ('public.irmixy_' || p_language)::regconfig;
  v_text_folded constant text := public.normalize_text(p_text);
  v_or_query tsquery;
  v_excluded_query tsquery;
  v_named_query tsquery;
  v_dish_query tsquery;
  v_mood_queries constant tsquery[] :=
    array(select phraseto_tsquery(v_config, t.tag) from unnest(p_mood_tags) as t (tag));
  v_contrary_queries constant tsquery[] :=
    array(select phraseto_tsquery(v_config, t.tag) from unnest(p_contrary_tags) as t (tag));
  v_safe_queries constant tsquery[] :=
    array(select phraseto_tsquery(v_config, t.tag) from unnest(p_safe_tags) as t (tag));
  v_reads_name constant boolean := p_has_named or p_dish_phrase_query <> '';
  v_reads_tags constant boolean :=
    cardinality(p_excluded) > 0 or cardinality(p_mood_tags) > 0
    or cardinality(p_contrary_tags) > 0;
begin
  if p_language not in ('en', 'es') or p_display not in ('en', 'es') then
    raise exception 'search_catalogue: unknown language' using errcode = '22023';
  end if;
  -- Built only where the former statement built them: an empty text makes a NOTICE.
  if p_or_text <> '' then
    v_or_query := to_tsquery(v_config, p_or_text);
  end if;
  if cardinality(p_excluded) > 0 then
    v_excluded_query := to_tsquery(v_config, array_to_string(p_excluded, ' | '));
  end if;
  if p_has_named then
    v_named_query := to_tsquery(v_config, p_named_query);
  end if;
  if p_dish_phrase_query <> '' then
    v_dish_query := to_tsquery(v_config, p_dish_phrase_query);
  end if;
  return query
    with

    blocked as (
      select ia.ingredient_id
      from public.ingredient_allergens ia
      join public.food_allergies fa on fa.id = ia.food_allergy_id
      where fa.slug = any (p_allergens)
         or public.normalize_text(fa.name_en) ~ any (p_allergy_patterns)
         or public.normalize_text(fa.name_es) ~ any (p_allergy_patterns)
         or replace(fa.slug, '_', ' ') ~ any (p_allergy_patterns)
      union
      select a.ingredient_id
      from public.ingredient_aliases a
      where a.alias_normalized ~ any (p_allergy_patterns)
      union
      select i.id
      from public.ingredients i
      where i.category = any (p_avoid_categories)
    ),
    terms as (
      select t.word, public.normalize_text(t.word) as folded,
             plainto_tsquery(v_config, t.word) as q
      from unnest(p_words) as t (word)
    ),
    -- Stop words ("and", "de") stem to nothing and take no part in matching or scoring.
    lexemes as (select word, folded, q from terms where numnode(q) > 0),
    -- Words no published recipe contains ("grandma's", "tonight") say nothing about which recipe
    -- fits (a document frequency of zero): like filler, they take no part in the AND nor in the
    -- coverage score. They still reach ingredients by trigram, for typos.
    -- Looked up once (a GIN probe per word) and passed to the lookups below, unless the process
    -- sent them as of the catalogue's version (`shared.search.vocabulary`) and that is still it.
    catalogue as materialized (select v.version from public.catalogue_version v),
    known_words as materialized (
      select case when p_known_version = (select c.version from catalogue c)
                  then p_known_hint
                  else public.recipe_known_words(p_language, p_words) end as words
    ),
    -- The words the other language's recipes contain, for the words the query's language lacks
    -- ("grilled cheese con sopita de tomate": "grilled"): read once, for `unmatched` and
    -- `foreign_words` below.
    other_known as materialized (
      select case when p_known_version = (select c.version from catalogue c)
                  then p_other_known_hint
                  else public.recipe_known_words(
                         case when p_language = 'en' then 'es' else 'en' end, p_words)
             end as words
    ),
    known as materialized (
      select l.word, l.q from lexemes l
      where l.word = any ((select k.words from known_words k)::text[])
    ),
    -- The recipes the query names in the other language: by a word no name in its own language
    -- has and their name in the other language has ("pastel" of "pastel de carne like my abuela
    -- used to make": "Pastel de Carne"), with every query word that name holds
    -- (`public.match_recipe_other_names`, migration 0037). Those words count as found in their
    -- name; only queries with words the other language's recipes have look them up.
    other_names as materialized (
      select o.recipe_id, o.words
      from public.match_recipe_other_names(
             p_language, (select k.words from other_known k), p_other_name_limit) o
    ),
    fuzzy as (
      select a.ingredient_id, l.word,
             max(extensions.strict_word_similarity(l.folded, a.alias_normalized)) as similarity
      from lexemes l
      join public.ingredient_aliases a
        on a.alias_normalized operator(extensions.%>>) l.folded
      group by a.ingredient_id, l.word
    ),
    -- The ingredients the query names ("shrimp", "pescado", "seafood"), read only when it names one
    -- (`shared.search.food_terms.named_foods`): whole words of names and aliases, as the gates read
    -- a free-text allergy, food groups by category, allergen words by group. Of the ingredients a
    -- word's aliases name, only those of the category most of them share count: "chicken" is the
    -- poultry cuts, not the egg ("chicken egg") or the stock; "rice" the grains, not rice vinegar.
    named_alias as materialized (
      select distinct p.pattern, a.ingredient_id, i.category
      from unnest(p_named_patterns) as p (pattern)
      join public.ingredient_aliases a on a.alias_normalized ~ p.pattern
      join public.ingredients i on i.id = a.ingredient_id
      where p_has_named
    ),
    named_category as (
      select pattern, category,
             rank() over (partition by pattern order by count(*) desc) as place
      from named_alias
      group by pattern, category
    ),
    named_food as materialized (
      select n.ingredient_id
      from named_alias n
      join named_category c on c.pattern = n.pattern and c.category = n.category and c.place = 1
      union
      select i.id
      from public.ingredients i
      where p_has_named and i.category = any (p_named_categories)
      union
      select ia.ingredient_id
      from public.ingredient_allergens ia
      join public.food_allergies fa on fa.id = ia.food_allergy_id
      where p_has_named and fa.slug = any (p_named_allergens)
    ),
    -- The ingredients of each food a list of foods names (`shared.search.food_list`): none unless
    -- the query is one.
    list_food as materialized (
      select i.id as ingredient_id, t.term
      from unnest(p_list_slugs, p_list_terms) as t (slug, term)
      join public.ingredients i on i.slug = t.slug
    ),
    -- Names that sound like a word no recipe's text contains (a typo: "gaspacho", "paeya"), by
    -- phonetic key within the trigram index (migrations 0016, 0022). A misspelt common word sounds
    -- like thousands of names, so the similarity is computed only for the recipes scored below.
    -- The process sends the matches of the words it looked up before, as of a catalogue version
    -- (`shared.search.vocabulary`): used only while that is still the catalogue's, and only the
    -- other words are looked up; `looked_up` is what the process may keep.
    looked_up as materialized (
      select s.recipe_id, s.word
      from public.match_recipe_sound_ids(p_language, array(
             select t.word from unnest(p_sound_words) with ordinality as t (word, n)
             where not t.word = any ((select k.words from known_words k)::text[])
               and not (p_sounds_version = (select c.version from catalogue c)
                        and t.word = any (p_sounds_words))
             order by t.n)) s
    ),
    sounds as materialized (
      select x.recipe_id, x.word from looked_up x
      union all
      select h.recipe_id, h.word
      from unnest(p_sounds_ids, p_sounds_match_words) as h (recipe_id, word)
      where p_sounds_version = (select c.version from catalogue c)
    ),
    -- How each recipe was found (index lookups over the published catalogue, in
    -- `public.match_recipe_text*` and `public.match_recipe_sound_ids`), gated here as the caller:
    -- every known word (strict) or a close name first, which decides whether the AND is relaxed.
    head as (
      select r.id, h.strict, h.close_name, (case when v_en then r.search_en else r.search_es end) as doc
      from (
        select x.recipe_id, bool_or(x.strict) as strict, bool_or(x.close_name) as close_name
        from (
          select m.recipe_id, m.strict, m.close_name
          from public.match_recipe_text(p_language, p_words, p_text,
                                        (select k.words from known_words k), p_pool_limit) m
          union all
          select s.recipe_id, false, true from sounds s
          union all
          select o.recipe_id, false, true from other_names o
        ) x
        group by x.recipe_id
      ) h
      join public.recipes r on r.id = h.recipe_id
      left join public.cuisines c on c.id = r.cuisine_id
      where r.is_published
    and (p_cuisine is null or c.slug = p_cuisine)
    and (p_max_time is null or r.total_time_minutes <= p_max_time)
    and (p_difficulty is null or r.difficulty = p_difficulty)
    and (p_meal_type is null or p_meal_type = any (r.meal_types))
    and (cardinality(p_diets) = 0 or not exists (
      select 1 from unnest(p_diets) as wanted (slug)
      where not exists (
        select 1
        from public.recipe_diets rd
        join public.diet_types d on d.id = rd.diet_type_id
        where rd.recipe_id = r.id and (d.slug = wanted.slug
         or (wanted.slug <> all (p_own_diets)
             and (wanted.slug, d.slug) in (('dairy_free', 'vegan'), ('low_carb', 'keto'), ('pescatarian', 'vegan'), ('pescatarian', 'vegetarian'), ('vegetarian', 'vegan')))))))
    and (cardinality(p_tools_out) = 0 or not exists (
      select 1 from public.recipe_steps s
      where s.recipe_id = r.id
        and public.normalize_text(s.instruction_en) ~ any (p_tools_out)))
    and (not p_has_blocks or not exists (
      select 1 from public.recipe_ingredients ri
      where ri.recipe_id = r.id
        and ri.ingredient_id in (select ingredient_id from blocked)))
    ),
    relaxation as (
      select count(*) filter (where strict) < p_min_results as relaxed from head
    ),
    -- Partial matches (some word in the text, or a fuzzy ingredient) count only when the AND is
    -- relaxed, so only then are they looked up (the condition is a one-time filter).
    -- Gated only as the pool takes them (`lexical_pool`), with their OR rank.
    tail as (
      select h.recipe_id as id, h.text_match, h.or_rank
      from public.match_recipe_text_partial_ranked(
             p_language, p_words,
             coalesce((select array_agg(distinct f.ingredient_id) from fuzzy f), '{}'),
             p_or_text) h
      where (select x.relaxed from relaxation x)
    ),
    -- A strict match contains a query word, so it is a partial match and a text match too.
    matched as (
      select coalesce(h.id, t.id) as id,
             coalesce(h.strict, false) as strict,
             coalesce(h.strict, false) or t.id is not null as partial,
             coalesce(h.close_name, false) as close_name,
             -- Found strictly or by a close name: gated in `head` already.
             h.id is not null as gated,
             coalesce(t.text_match, h.strict or null) as text_match,
             t.or_rank,
             h.doc
      from head h
      full join tail t on t.id = h.id
    ),
    browse as (
      select r.id from public.recipes r
      left join public.cuisines c on c.id = r.cuisine_id
      where not p_has_text and r.is_published
    and (p_cuisine is null or c.slug = p_cuisine)
    and (p_max_time is null or r.total_time_minutes <= p_max_time)
    and (p_difficulty is null or r.difficulty = p_difficulty)
    and (p_meal_type is null or p_meal_type = any (r.meal_types))
    and (cardinality(p_diets) = 0 or not exists (
      select 1 from unnest(p_diets) as wanted (slug)
      where not exists (
        select 1
        from public.recipe_diets rd
        join public.diet_types d on d.id = rd.diet_type_id
        where rd.recipe_id = r.id and (d.slug = wanted.slug
         or (wanted.slug <> all (p_own_diets)
             and (wanted.slug, d.slug) in (('dairy_free', 'vegan'), ('low_carb', 'keto'), ('pescatarian', 'vegan'), ('pescatarian', 'vegetarian'), ('vegetarian', 'vegan')))))))
    and (cardinality(p_tools_out) = 0 or not exists (
      select 1 from public.recipe_steps s
      where s.recipe_id = r.id
        and public.normalize_text(s.instruction_en) ~ any (p_tools_out)))
    and (not p_has_blocks or not exists (
      select 1 from public.recipe_ingredients ri
      where ri.recipe_id = r.id
        and ri.ingredient_id in (select ingredient_id from blocked)))
      order by r.id
      limit p_limit
    ),
    -- A relaxed OR query can match most of a large catalogue; scoring every match costs a few
    -- lookups each, so only the best `pool_limit` by a cheap order are scored: full matches with a
    -- close name, then full matches, then close names, then partial matches (admitted when
    -- relaxed), each tier by OR rank. Every tier before the one the limit falls in is taken whole
    -- and none after it, so the rank (which reads the search vector) is computed for that tier
    -- only, and not where no word is in the text (it is 0 there).
    tiered as (
      select m.id, m.gated, m.text_match, m.or_rank, m.doc,
             case when m.strict and m.close_name then 0 when m.strict then 1
                  when m.close_name then 2 else 3 end as tier
      from matched m cross join relaxation x
      where m.strict or m.close_name or (x.relaxed and m.partial)
    ),
    -- The tier the limit falls in among the gated tiers (strict and close-name matches, all
    -- from `head`); 3 when they do not fill the pool. Materialized: computed once. Inlined, a
    -- low row estimate for `tiered` can make the planner re-run the tier count for every
    -- candidate (seen at 10,000 recipes: ~200 ms).
    cut as materialized (
      select coalesce(min(t.tier) filter (where t.reached >= p_pool_limit), 3) as tier,
             coalesce(max(t.reached), 0) as reached
      from (select tier, sum(count(*)) over (order by tier) as reached
            from tiered where tier < 3 group by tier) t
    ),
    -- Partial matches (tier 3) are gated only as far as the pool needs them, best OR rank first:
    -- a common word's partial matches run to thousands at 10,000 recipes, and the gates (a
    -- diet's tags, each read under the caller's policies) cost more than ranking them. The
    -- rows taken are the same as gating every match first: all of the earlier tiers, then the
    -- best gated partial matches by OR rank (then id) up to the limit.
    lexical_pool as (
      (select t.id
       from tiered t
       cross join cut
       where t.tier < 3 and t.tier <= cut.tier
       order by t.tier,
                case when t.tier <> cut.tier then null
                     when t.text_match is not false
                       then coalesce(t.or_rank, ts_rank(t.doc, v_or_query))
                     else 0.0 end desc,
                t.id
       limit p_pool_limit)
      union all
      (select p.id
       from (
         select t.id
         from tiered t
         where t.tier = 3 and (select c.tier from cut c) = 3
         order by case when t.text_match is not false
                         then coalesce(t.or_rank, ts_rank(t.doc, v_or_query))
                       else 0.0 end desc,
                  t.id
         offset 0
       ) p
       where exists (
         select 1 from public.recipes r
         left join public.cuisines c on c.id = r.cuisine_id
         where r.id = p.id and r.is_published
    and (p_cuisine is null or c.slug = p_cuisine)
    and (p_max_time is null or r.total_time_minutes <= p_max_time)
    and (p_difficulty is null or r.difficulty = p_difficulty)
    and (p_meal_type is null or p_meal_type = any (r.meal_types))
    and (cardinality(p_diets) = 0 or not exists (
      select 1 from unnest(p_diets) as wanted (slug)
      where not exists (
        select 1
        from public.recipe_diets rd
        join public.diet_types d on d.id = rd.diet_type_id
        where rd.recipe_id = r.id and (d.slug = wanted.slug
         or (wanted.slug <> all (p_own_diets)
             and (wanted.slug, d.slug) in (('dairy_free', 'vegan'), ('low_carb', 'keto'), ('pescatarian', 'vegan'), ('pescatarian', 'vegetarian'), ('vegetarian', 'vegan')))))))
    and (cardinality(p_tools_out) = 0 or not exists (
      select 1 from public.recipe_steps s
      where s.recipe_id = r.id
        and public.normalize_text(s.instruction_en) ~ any (p_tools_out)))
    and (not p_has_blocks or not exists (
      select 1 from public.recipe_ingredients ri
      where ri.recipe_id = r.id
        and ri.ingredient_id in (select ingredient_id from blocked))))
       limit greatest(p_pool_limit - (select c.reached from cut c), 0))
    ),
    pool as (
      select id, bool_or(lexical_side) as lexical_side, bool_or(vector_side) as vector_side
      from (
        select l.id, true as lexical_side, false as vector_side from lexical_pool l
        union all
        select b.id, true, false from browse b
        union all
        select v.id, false, true from unnest(p_vector_ids) as v (id)
      ) sides
      group by id
    ),
    -- The best fuzzy similarity per pooled recipe and query word, read once for the pool.
    fuzzy_hits as materialized (
      select ri.recipe_id, f.word, max(f.similarity) as similarity
      from public.published_recipe_ingredients(array(select p.id from pool p)) ri
      join fuzzy f on f.ingredient_id = ri.ingredient_id
      group by ri.recipe_id, f.word
    ),
    -- Their sum per recipe (in double precision, as `avg` adds them): the fuzzy evidence is its
    -- mean over the query's words, a word without a hit counting 0, so the sum over the count of
    -- words; joined by hash rather than looked up in `fuzzy_hits` once per recipe and word.
    fuzzy_sums as materialized (
      select h.recipe_id, sum(h.similarity::float8) as total
      from fuzzy_hits h
      group by h.recipe_id
    ),
    scored as (
      select p.id, p.lexical_side, p.vector_side,
             case when not p_has_text then 0.0::float8 else greatest(
               coalesce((
                 select avg(case when l.q is null then p_w_name * coalesce((
                                   select public.name_sound_similarity(
                                            l.word, r.name_phonetic, r.name_en_normalized,
                                            r.name_es_normalized)
                                   where exists (select 1 from sounds s
                                                 where s.recipe_id = r.id and s.word = l.word)), 0.0)
                                 when d.name @@ l.q or l.word = any (coalesce(o.words, '{}'))
                                   then p_w_name
                                 when d.name_tags @@ l.q then p_w_tag
                                 when d.whole @@ l.q then p_w_ingredient
                                 else 0.0 end)
                 from (select k.word, k.q from known k
                       union all
                       -- A word a name sounds like counts as found in that name, scaled by how
                       -- close it sounds, and as missing from every other recipe.
                       select distinct s.word, null::tsquery from sounds s) l), 0.0),
               greatest(0.0, (greatest(
                 extensions.strict_word_similarity(v_text_folded,
                                                   r.name_en_normalized),
                 extensions.strict_word_similarity(v_text_folded,
                                                   r.name_es_normalized))
                 - p_name_floor) / (1.0 - p_name_floor)),
               p_w_ingredient * coalesce(fs.total / (select count(*) from lexemes), 0.0))
             end as lexical
      from pool p
      join public.recipes r on r.id = p.id
      left join public.cuisines c on c.id = r.cuisine_id
      left join fuzzy_sums fs on fs.recipe_id = p.id
      left join other_names o on o.recipe_id = p.id
      -- The search vector read (and decompressed) once per recipe rather than once per query word
      -- and weight (`offset 0` keeps the subquery from being folded into each use). Every lexeme
      -- of these vectors has positions (to_tsvector), so the whole vector is every weight's.
      cross join lateral (
        select ts_filter(x.doc, '{a}') as name, ts_filter(x.doc, '{a,b}') as name_tags,
               x.doc as whole
        from (select (case when v_en then r.search_en else r.search_es end) as doc) x
        offset 0
      ) d
      where r.is_published
    and (p_cuisine is null or c.slug = p_cuisine)
    and (p_max_time is null or r.total_time_minutes <= p_max_time)
    and (p_difficulty is null or r.difficulty = p_difficulty)
    and (p_meal_type is null or p_meal_type = any (r.meal_types))
    and (cardinality(p_diets) = 0 or not exists (
      select 1 from unnest(p_diets) as wanted (slug)
      where not exists (
        select 1
        from public.recipe_diets rd
        join public.diet_types d on d.id = rd.diet_type_id
        where rd.recipe_id = r.id and (d.slug = wanted.slug
         or (wanted.slug <> all (p_own_diets)
             and (wanted.slug, d.slug) in (('dairy_free', 'vegan'), ('low_carb', 'keto'), ('pescatarian', 'vegan'), ('pescatarian', 'vegetarian'), ('vegetarian', 'vegan')))))))
    and (cardinality(p_tools_out) = 0 or not exists (
      select 1 from public.recipe_steps s
      where s.recipe_id = r.id
        and public.normalize_text(s.instruction_en) ~ any (p_tools_out)))
    and (not p_has_blocks or not exists (
      select 1 from public.recipe_ingredients ri
      where ri.recipe_id = r.id
        and ri.ingredient_id in (select ingredient_id from blocked)))
    ),
    ranked as (
      select s.*, row_number() over (
               partition by s.lexical_side order by s.lexical desc, s.id) as lexical_position
      from scored s
    ),
    -- The allergens of the recipes returned, read for all of them at once.
    shown_allergens as (
      select ri.recipe_id, array_agg(distinct fa.slug order by fa.slug) as slugs
      from public.published_recipe_ingredients(array(
             select s.id from ranked s
             where s.vector_side or (s.lexical_side and s.lexical_position <= p_limit))) ri
      join public.ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
      join public.food_allergies fa on fa.id = ia.food_allergy_id
      group by ri.recipe_id
    )
    select r.id, r.slug, (case when p_display = 'en' then r.name_en else r.name_es end) as name, r.image_url, r.total_time_minutes, r.portions,
           r.difficulty, cu.slug as cuisine_slug, (case when p_display = 'en' then cu.name_en else cu.name_es end) as cuisine, r.meal_types,
           left((case when p_display = 'en' then r.description_en else r.description_es end), 500) as description, s.lexical, s.lexical_side, s.vector_side,
           (select x.relaxed from relaxation x)
             and exists (
               select 1 from matched m
               where m.partial and not m.strict
                 and (m.gated or exists (
                   select 1 from public.recipes r
                   left join public.cuisines c on c.id = r.cuisine_id
                   where r.id = m.id and r.is_published
    and (p_cuisine is null or c.slug = p_cuisine)
    and (p_max_time is null or r.total_time_minutes <= p_max_time)
    and (p_difficulty is null or r.difficulty = p_difficulty)
    and (p_meal_type is null or p_meal_type = any (r.meal_types))
    and (cardinality(p_diets) = 0 or not exists (
      select 1 from unnest(p_diets) as wanted (slug)
      where not exists (
        select 1
        from public.recipe_diets rd
        join public.diet_types d on d.id = rd.diet_type_id
        where rd.recipe_id = r.id and (d.slug = wanted.slug
         or (wanted.slug <> all (p_own_diets)
             and (wanted.slug, d.slug) in (('dairy_free', 'vegan'), ('low_carb', 'keto'), ('pescatarian', 'vegan'), ('pescatarian', 'vegetarian'), ('vegetarian', 'vegan')))))))
    and (cardinality(p_tools_out) = 0 or not exists (
      select 1 from public.recipe_steps s
      where s.recipe_id = r.id
        and public.normalize_text(s.instruction_en) ~ any (p_tools_out)))
    and (not p_has_blocks or not exists (
      select 1 from public.recipe_ingredients ri
      where ri.recipe_id = r.id
        and ri.ingredient_id in (select ingredient_id from blocked)))))) as relaxed,
           -- The query's content words, and those no recipe contains in either language nor
           -- sounds like (`shared.search.subject`): the same for every row. A Spanish user may
           -- type "healthy mexican"; only the words neither language knows are unmatched.
           -- Whether the recipe's name or tags carry a word the query negates
           -- (`shared.search.negation`): such recipes are left out.
           (cardinality(p_excluded) > 0 and rf.name_tags @@ v_excluded_query) as excluded,
           -- Whether its name, tags or description carry a tag phrase of a mood the query names
           -- (`shared.search.moods`).
           (cardinality(v_mood_queries) > 0 and rf.name_tags @@ any (v_mood_queries)) as mood,
           -- Whether they carry a tag that goes against such a mood and none that keeps it
           -- fitting: a hot soup on a hot day, but not gazpacho.
           (cardinality(v_contrary_queries) > 0 and rf.name_tags @@ any (v_contrary_queries)
            and not (rf.name_tags @@ any (v_safe_queries))) as contrary,
           -- Whether the recipe has a food the query names: among its ingredients, or in its
           -- name ("tortilla española" is named by "tortilla" and holds none); a food of several
           -- words by all of them ("ground beef": not "Beef Bulgogi").
           (p_has_named and (
              rf.name @@ v_named_query
              or exists (
                select 1 from public.recipe_ingredients ri
                where ri.recipe_id = r.id
                  and ri.ingredient_id in (select n.ingredient_id from named_food n)))) as has_named,
           -- Whether its name holds the whole of a food of several words the query names: the
           -- dish named by it ("caldo de pollo"), not a recipe cooked with it (chicken stock).
           (p_dish_phrase_query <> '' and rf.name @@ v_dish_query) as named_dish,
           -- How much of a list of foods the recipe holds: per food, 1 when it is among the
           -- recipe's heaviest ingredients (what the dish is made of), a half when it is a lesser
           -- one (a garnish, a squeeze of lime). Weights are estimated from quantity and unit.
           -- A list asks for something to cook: a drink counts half, unless a drink is asked for.
           -- Each food counts its weight (`FoodList.weights`): the main food of the list more.
           case when not p_has_list then 0.0::float8 else coalesce((
             select sum(f.weight)::float8
                    * case when not p_list_drinks and r.meal_types <@ array['drink']
                           then 0.5 else 1.0 end
             from (
               select max(case when w.heavy <= p_list_main_rank then 1.0 else 0.5 end)
                      * coalesce((p_list_weights)[lf.term + 1], 1.0) as weight
               from (
                 select ri.ingredient_id,
                        rank() over (order by coalesce(ri.quantity, 0) * case ri.unit
                          when 'kg' then 1000 when 'l' then 1000 when 'cup' then 240
                          when 'can' then 400 when 'piece' then 100 when 'bunch' then 100
                          when 'slice' then 30 when 'tbsp' then 15 when 'tsp' then 5
                          when 'clove' then 5 when 'pinch' then 0.5 when 'to_taste' then 0
                          else 1 end desc) as heavy
                 from public.recipe_ingredients ri
                 join public.ingredients wi on wi.id = ri.ingredient_id
                 -- Water is poured, not eaten: no dish is made of it.
                 where ri.recipe_id = r.id and wi.slug <> 'water'
               ) w
               join list_food lf on lf.ingredient_id = w.ingredient_id
               group by lf.term
             ) f), 0.0) end as list_held,
           (select count(*) from lexemes)::int as query_terms,
           array(
             select l.word from lexemes l
             where not exists (select 1 from known k where k.word = l.word)
               and not exists (select 1 from sounds s where s.word = l.word)
               and not l.word = any ((select o.words from other_known o)::text[])
             order by l.word
           ) as unmatched,
           -- The query's words only the other language's recipes contain, and the recipe's name
           -- in that language (`shared.search.misspelt`): "grilled" is in a name, in English.
           array(
             select l.word from lexemes l
             where not exists (select 1 from known k where k.word = l.word)
               and l.word = any ((select o.words from other_known o)::text[])
             order by l.word
           ) as foreign_words,
           (case when v_en then r.name_es else r.name_en end) as other_name,
           -- What the process may keep for the next search (`shared.search.vocabulary`).
           (select c.version from catalogue c) as catalogue_version,
           (select k.words from known_words k) as known_words,
           (select k.words from other_known k) as other_known_words,
           -- The names the words looked up by sound matched, once (on the first row).
           case when row_number() over (order by s.lexical desc, r.id) = 1
                then array(select x.recipe_id from looked_up x order by x.word, x.recipe_id)
                else '{}'::uuid[] end as sound_ids,
           case when row_number() over (order by s.lexical desc, r.id) = 1
                then array(select x.word from looked_up x order by x.word, x.recipe_id)
                else '{}'::text[] end as sound_id_words,
           coalesce(sa.slugs, '{}') as allergens
    from ranked s
    join public.recipes r on r.id = s.id
    left join public.cuisines cu on cu.id = r.cuisine_id
    left join shown_allergens sa on sa.recipe_id = r.id
    -- The name's and the name and tags' parts of the search vector, each filtered once per row
    -- and only when a flag below reads it.
    cross join lateral (
      select case when v_reads_name then ts_filter(x.doc, '{a}') end as name,
             case when v_reads_tags then ts_filter(x.doc, '{a,b}') end as name_tags
      from (select (case when v_en then r.search_en else r.search_es end) as doc) x
      offset 0
    ) rf
    where s.vector_side or (s.lexical_side and s.lexical_position <= p_limit)
    order by s.lexical desc, r.id;
end
$$;
