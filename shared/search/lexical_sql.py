"""The lexical retriever's one statement (`shared.search.lexical` says what it does).

The statement itself is `public.search_catalogue` (migrations 0040, 0044, 0055, 0056): inside
PL/pgSQL, the server plans it once per connection, where sent as text it was planned on every
search, which cost as much as running it. Its values are the function's arguments, by name; the
gates it applies are `shared.search.gates`' fragments, which
`tests/unit/test_catalogue_statement.py` checks the function's text against. One call per
language of the cards (the function reads the names and descriptions in it).
"""

from __future__ import annotations

from typing import Final, Literal

from psycopg import sql

from shared.db.compiled import CompiledQuery

__all__ = ["TEXT_CONFIG", "Language", "catalogue_query", "catalogue_sql"]

Language = Literal["en", "es"]
# The accent-folding text search configurations of migration 0012, per language.
TEXT_CONFIG: Final[dict[Language, str]] = {"en": "public.irmixy_en", "es": "public.irmixy_es"}

# Every argument cast to its declared type, so psycopg's choice of int2/int4/int8 for an int
# or of unknown for an empty list never decides which function is called.
_CALL: Final = """
select * from public.search_catalogue(
  p_language => %(language)s::text,
  p_display => {display},
  p_words => %(words)s::text[],
  p_text => %(text)s::text,
  p_has_text => %(has_text)s::boolean,
  p_known_version => %(known_version)s::bigint,
  p_known_hint => %(known_hint)s::text[],
  p_other_known_hint => %(other_known_hint)s::text[],
  p_or_text => %(or_text)s::text,
  p_vector_ids => %(vector_ids)s::uuid[],
  p_limit => %(limit)s::int,
  p_pool_limit => %(pool_limit)s::int,
  p_other_name_limit => %(other_name_limit)s::int,
  p_min_results => %(min_results)s::int,
  p_w_name => %(w_name)s::float8,
  p_w_tag => %(w_tag)s::float8,
  p_w_ingredient => %(w_ingredient)s::float8,
  p_name_floor => %(name_floor)s::float8,
  p_sound_words => %(sound_words)s::text[],
  p_sounds_version => %(sounds_version)s::bigint,
  p_sounds_words => %(sounds_words)s::text[],
  p_sounds_ids => %(sounds_ids)s::uuid[],
  p_sounds_match_words => %(sounds_match_words)s::text[],
  p_excluded => %(excluded)s::text[],
  p_mood_tags => %(mood_tags)s::text[],
  p_contrary_tags => %(contrary_tags)s::text[],
  p_safe_tags => %(safe_tags)s::text[],
  p_has_named => %(has_named)s::boolean,
  p_named_patterns => %(named_patterns)s::text[],
  p_named_categories => %(named_categories)s::text[],
  p_named_allergens => %(named_allergens)s::text[],
  p_named_query => %(named_query)s::text,
  p_dish_phrase_query => %(dish_phrase_query)s::text,
  p_has_list => %(has_list)s::boolean,
  p_list_slugs => %(list_slugs)s::text[],
  p_list_terms => %(list_terms)s::int[],
  p_list_weights => %(list_weights)s::float8[],
  p_list_main_rank => %(list_main_rank)s::int,
  p_list_drinks => %(list_drinks)s::boolean,
  p_allergens => %(allergens)s::text[],
  p_allergy_patterns => %(allergy_patterns)s::text[],
  p_avoid_categories => %(avoid_categories)s::text[],
  p_has_blocks => %(has_blocks)s::boolean,
  p_cuisine => %(cuisine)s::text,
  p_max_time => %(max_time)s::int,
  p_difficulty => %(difficulty)s::text,
  p_meal_type => %(meal_type)s::text,
  p_diets => %(diets)s::text[],
  p_own_diets => %(own_diets)s::text[],
  p_tools_out => %(tools_out)s::text[]
)
"""

_LANGUAGES: Final[tuple[Language, ...]] = ("en", "es")
_CATALOGUE_SQL: Final[dict[Language, sql.Composed]] = {
    display: sql.SQL(_CALL).format(display=sql.Literal(display)) for display in _LANGUAGES
}
_CATALOGUE_QUERY: Final[dict[Language, CompiledQuery]] = {
    display: CompiledQuery(query) for display, query in _CATALOGUE_SQL.items()
}


def catalogue_sql(language: Language, display: Language | None = None) -> sql.Composed:
    """The catalogue query matching text in `language`, cards in `display` (default: the same).

    The matching language travels as the ``language`` value; the cards' language is spelt
    in the call.
    """
    return _CATALOGUE_SQL[display or language]


def catalogue_query(language: Language, display: Language | None = None) -> CompiledQuery:
    """`catalogue_sql(language, display)`, compiled for execution."""
    return _CATALOGUE_QUERY[display or language]
