"""Which recipes a search query names that the caller's allergen and diet gates hid, and why.

Read as the caller: the published recipes the query names (it covers the recipe's name, and the
name is mostly what was asked) that pass the explicit filters but not the caller's gates, with
the allergen groups or the ingredients the diet excludes. It shares the gates' own SQL
(`shared.search.gates`), so it can never disagree with them about what is blocked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from psycopg import sql
from pydantic import BaseModel, ConfigDict

from shared.ai.offline.ingredients import identify
from shared.ai.offline.language import detect_language
from shared.ai.offline.normalize import fold
from shared.safety import detect_allergens, detect_dietary_conflicts, left_out_warning
from shared.safety.dietary import diet_label
from shared.search.gates import (
    BLOCKED_CTE,
    DIET_MET,
    FILTERS_MET,
    allergen_names,
    gate_params,
)
from shared.search.negation import split_negation
from shared.tools.held_back import HeldBack, asked_diet_note

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from shared.safety import SafetyCatalogue
    from shared.schemas.response import Language
    from shared.search.model import SearchQuery, SearchUser

__all__ = ["asked_notes", "find_held_back"]

# The query covers the name ("pad thai" in "Shrimp Pad Thai") and the name is mostly the
# query: "chicken" names "Chicken Piccata", not "Thai Green Curry with Chicken".
_COVERS: Final = 0.8
_NAMED: Final = 0.45
_MAX_ROWS: Final = 5
# Ingredient categories each diet excludes, to name what breaks it ("it has chicken").
_DIET_CATEGORIES: Final[dict[str, tuple[str, ...]]] = {
    "vegetarian": ("poultry", "red_meat", "pork", "seafood"),
    "vegan": ("poultry", "red_meat", "pork", "seafood", "dairy", "egg"),
    "pescatarian": ("poultry", "red_meat", "pork"),
    "dairy_free": ("dairy",),
}

_SQL: Final = sql.SQL("""
with {blocked},
named as (
  select r.id, r.name_en, r.name_es,
         -- The names' accent-folded forms are stored (migration 0012): no per-row folding.
         greatest(word_similarity(q.text, r.name_en_normalized),
                  word_similarity(q.text, r.name_es_normalized)) as covers,
         greatest(word_similarity(r.name_en_normalized, q.text),
                  word_similarity(r.name_es_normalized, q.text)) as named
  from public.recipes r
  left join public.cuisines c on c.id = r.cuisine_id
  cross join (select public.normalize_text(%(query)s::text) as text) q
  where r.is_published
    and {filters_met}
)
select n.name_en, n.name_es,
  {allergens_en} as allergens_en,
  {allergens_es} as allergens_es,
  array(select distinct i.name_en from public.recipe_ingredients ri
        join public.ingredients i on i.id = ri.ingredient_id
        where ri.recipe_id = n.id
          and (i.category = any (%(diet_categories)s::text[])
               or (%(has_blocks)s and ri.ingredient_id in (select ingredient_id from blocked))))
    as foods_en,
  array(select distinct i.name_es from public.recipe_ingredients ri
        join public.ingredients i on i.id = ri.ingredient_id
        where ri.recipe_id = n.id
          and (i.category = any (%(diet_categories)s::text[])
               or (%(has_blocks)s and ri.ingredient_id in (select ingredient_id from blocked))))
    as foods_es,
  array(select wanted.slug from unnest(%(diets)s::text[]) as wanted (slug)
        where not exists (
          select 1 from public.recipe_diets rd
          join public.diet_types d on d.id = rd.diet_type_id
          where rd.recipe_id = n.id and {diet_met})) as broken_diets,
  (%(has_blocks)s and exists (
     select 1 from public.recipe_ingredients ri
     where ri.recipe_id = n.id and ri.ingredient_id in (select ingredient_id from blocked)))
    as blocked
from named n
where n.covers >= %(covers)s and n.named >= %(named)s
order by n.named desc, n.covers desc, n.name_en
limit %(limit)s
""").format(
    blocked=BLOCKED_CTE,
    diet_met=DIET_MET,
    filters_met=FILTERS_MET,
    allergens_en=allergen_names("n.id", "name_en"),
    allergens_es=allergen_names("n.id", "name_es"),
)


class _Row(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    name_en: str
    name_es: str
    allergens_en: list[str]
    allergens_es: list[str]
    foods_en: list[str]
    foods_es: list[str]
    broken_diets: list[str]
    blocked: bool


async def find_held_back(
    db: Database, principal: Principal, query: SearchQuery, user: SearchUser, language: Language
) -> tuple[HeldBack, ...]:
    """The recipes the query names that the caller's gates hid.

    Args:
        db: The database (read as the caller).
        principal: The caller.
        query: The search request (its text and explicit filters).
        user: The caller's gates.
        language: The language to name recipes and reasons in.

    Returns:
        The held-back recipes, best named first; empty when the caller has no gates or the
        query names no gated recipe.
    """
    params = gate_params(query, user)
    if not query.text.strip() or not (params["has_blocks"] or user.diet_types):
        return ()
    # Only the caller's own diets: a diet in the filters is a choice, not something held back.
    own = sorted(set(user.diet_types))
    categories = sorted({c for d in own for c in _DIET_CATEGORIES.get(d, ())})
    params.update(
        query=query.text,
        diets=own,
        diet_categories=categories,
        covers=_COVERS,
        named=_NAMED,
        limit=_MAX_ROWS,
    )
    async with db.user(principal) as conn:
        cursor = await conn.execute(_SQL, params)
        rows = [_Row.model_validate(row) for row in await cursor.fetchall()]
    es = language == "es"
    return tuple(
        HeldBack(
            name=row.name_es if es else row.name_en,
            allergens=tuple(a.lower() for a in (row.allergens_es if es else row.allergens_en)),
            foods=tuple(row.foods_es if es else row.foods_en),
            diets=tuple(row.broken_diets),
        )
        for row in rows
        if row.blocked or row.broken_diets
    )


def _named_in(word: str, language: Language) -> str:
    # "quiero un chicken curry": the food is named in the answer's language ("con pollo"),
    # whichever language the cook named it in; a word the catalogue does not know stays.
    # Only a word that is the other language's name is translated: "fish" is no "white fish".
    known = identify(word)
    other: Language = "es" if language == "en" else "en"
    if known is None or fold(known.name(other)) != fold(word):
        return word
    return known.name(language)


def asked_notes(
    text: str, user: SearchUser, catalogue: SafetyCatalogue, language: Language
) -> tuple[str, ...]:
    """Sentences about what the query itself asks for that the user's gates exclude.

    "pollo asado" from a vegetarian: "No incluí recetas con pollo porque eres vegetariano.";
    "peanut noodles" from someone allergic: "I left out peanuts because of your allergy."

    Args:
        text: The search query.
        user: The caller's allergens, free-text allergies and diets.
        catalogue: The cached safety maps.
        language: The answer's language.

    Returns:
        The sentences (none when the query asks for nothing excluded).
    """
    if not text.strip():
        return ()
    written_in = detect_language(text, default=language)
    # "sin cerdo" from a vegetarian asks for no pork: only what the query keeps is asked for.
    text = split_negation(text, written_in).text
    notes: list[str] = []
    allergens = detect_allergens(
        [text],
        allergen_map=catalogue.allergen_map,
        user_allergens=user.allergens,
        custom_allergies=user.custom_allergies,
        language=written_in,
    )
    if warning := left_out_warning(allergens, language):
        notes.append(warning)
    dietary = detect_dietary_conflicts(
        [text], diet_map=catalogue.diet_map, diet_types=user.diet_types, language=written_in
    )
    for conflict in dietary.conflicts:
        why = diet_label(conflict.diet, language)
        if why is not None:
            said = [_named_in(word, language) for word in conflict.said]
            notes.append(asked_diet_note(list(dict.fromkeys(said)), why, language))
    return tuple(notes)
