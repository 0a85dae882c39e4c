"""`search_recipes`, lexical: full-text search over the published catalogue.

Stands until the hybrid search replaces it, and then remains its degradation path (seed 000
§6.10). One query: the caller's language picks the vector (`search_en` / `search_es`) and
its accent-folding config; filters and the caller's allergens are hard gates (§4.2.4); every
word must match, and only when nothing does are recipes matching any word returned. Ranked by
`ts_rank`, then id, so equal input gives equal output.
"""

from __future__ import annotations

import re
import uuid
from typing import TYPE_CHECKING, Final

from psycopg import sql
from pydantic import BaseModel, ConfigDict

from shared.schemas.recipe import Difficulty, RecipeCard
from shared.tools.args import SearchRecipesArgs
from shared.tools.query_text import strip_filler
from shared.tools.search_output import MIN_RESULTS, LexicalSearchResult, shape_search
from shared.tools.tool import Tool

if TYPE_CHECKING:
    from shared.schemas.response import Language
    from shared.tools.context import ToolContext

__all__ = ["LexicalSearchResult", "lexical_search", "search_recipes_tool"]

_WORD = re.compile(r"[^\W_]+")
_CONFIG: Final[dict[Language, str]] = {"en": "public.irmixy_en", "es": "public.irmixy_es"}

_TEMPLATE: Final = """
with params as (
  select websearch_to_tsquery(%(config)s::regconfig, %(text)s) as and_q,
         to_tsquery(%(config)s::regconfig, %(or_text)s) as or_q
),
candidates as (
  select r.id, r.{doc} as doc
  from public.recipes r
  left join public.cuisines c on c.id = r.cuisine_id
  where r.is_published
    and (%(cuisine)s::text is null or c.slug = %(cuisine)s::text)
    and (%(max_time)s::int is null or r.total_time_minutes <= %(max_time)s::int)
    and (%(difficulty)s::text is null or r.difficulty = %(difficulty)s::text)
    and (%(meal_type)s::text is null or %(meal_type)s::text = any (r.meal_types))
    and (%(diet)s::text is null or exists (
      select 1 from public.recipe_diets rd
      join public.diet_types d on d.id = rd.diet_type_id
      where rd.recipe_id = r.id and d.slug = %(diet)s::text))
    and not exists (
      select 1 from public.recipe_ingredients ri
      join public.ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
      join public.food_allergies fa on fa.id = ia.food_allergy_id
      where ri.recipe_id = r.id and fa.slug = any (%(allergens)s::text[]))
    and not exists (
      select 1 from public.recipe_ingredients ri
      join public.ingredient_aliases a on a.ingredient_id = ri.ingredient_id
      where ri.recipe_id = r.id
        and a.alias_normalized = any (
          select public.normalize_text(x) from unnest(%(custom_allergies)s::text[]) x))
),
strict_hits as (
  select c.id, ts_rank(c.doc, p.and_q, 32) as rank
  from candidates c cross join params p
  where not %(has_text)s or c.doc @@ p.and_q
),
relaxed_hits as (
  select c.id, ts_rank(c.doc, p.or_q, 32) as rank
  from candidates c cross join params p
  where %(has_text)s
    and (select count(*) from strict_hits) < %(min_results)s
    and c.doc @@ p.or_q
    and c.id not in (select id from strict_hits)
),
hits as (
  -- Recipes matching every word rank above partial matches, whatever their ts_rank.
  select id, rank, false as relaxed from strict_hits
  union all
  select id, rank, true as relaxed from relaxed_hits
)
select r.id, r.{name} as name, r.image_url, r.total_time_minutes, r.portions, r.difficulty,
       cu.{name} as cuisine, left(r.{description}, 500) as description, h.rank, h.relaxed,
       array(
         select distinct fa.slug
         from public.recipe_ingredients ri
         join public.ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
         join public.food_allergies fa on fa.id = ia.food_allergy_id
         where ri.recipe_id = r.id
         order by fa.slug
       ) as allergens
from hits h
join public.recipes r on r.id = h.id
left join public.cuisines cu on cu.id = r.cuisine_id
order by h.relaxed, h.rank desc, r.id
limit %(limit)s
"""


def _compile(language: Language) -> sql.Composed:
    # Column names come from this fixed set only, never from input.
    return sql.SQL(_TEMPLATE).format(
        doc=sql.Identifier(f"search_{language}"),
        name=sql.Identifier(f"name_{language}"),
        description=sql.Identifier(f"description_{language}"),
    )


_SQL: Final[dict[Language, sql.Composed]] = {"en": _compile("en"), "es": _compile("es")}


class _SearchRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    id: uuid.UUID
    name: str
    image_url: str | None
    total_time_minutes: int
    portions: int
    difficulty: Difficulty
    cuisine: str | None
    description: str | None
    rank: float
    relaxed: bool
    allergens: list[str]


def _card(row: _SearchRow, *, scored: bool) -> RecipeCard:
    return RecipeCard(
        recipe_id=str(row.id),
        name=row.name,
        image_url=row.image_url,
        total_time=row.total_time_minutes,
        portions=row.portions,
        difficulty=row.difficulty,
        cuisine=row.cuisine,
        description=row.description,
        score=round(min(max(row.rank, 0.0), 1.0), 4) if scored else None,
        allergens=row.allergens[:20] or None,
    )


async def lexical_search(args: SearchRecipesArgs, ctx: ToolContext) -> LexicalSearchResult:
    """Search published recipes by text and filters, as the caller.

    Args:
        args: The validated arguments; the ingredients join the query text.
        ctx: The caller (their allergen groups and custom allergies are excluded).

    Returns:
        The cards and the results/fallback decision.

    Raises:
        AuthError: the call is anonymous.
    """
    principal = ctx.require_principal()
    text = " ".join([strip_filler(args.query, ctx.language), *args.ingredients]).strip()
    profile = ctx.user_context
    params: dict[str, object] = {
        "config": _CONFIG[ctx.language],
        "text": text,
        # Words only (letters and digits), so no tsquery operator can come from the input.
        "or_text": " | ".join(_WORD.findall(text)),
        "has_text": bool(text),
        "cuisine": args.cuisine,
        "max_time": args.max_time,
        "difficulty": args.difficulty,
        "meal_type": args.meal_type,
        "diet": args.diet,
        "allergens": list(profile.dietary_restrictions),
        "custom_allergies": list(profile.custom_allergies),
        "limit": args.limit,
        "min_results": MIN_RESULTS,
    }
    async with ctx.db.user(principal) as conn:
        cursor = await conn.execute(_SQL[ctx.language], params)
        rows = [_SearchRow.model_validate(raw) for raw in await cursor.fetchall()]
    cards = tuple(_card(row, scored=bool(text)) for row in rows)
    return LexicalSearchResult(
        cards=cards,
        decision="results" if len(cards) >= MIN_RESULTS else "fallback",
        relaxed=any(row.relaxed for row in rows),
    )


def search_recipes_tool() -> Tool[SearchRecipesArgs, LexicalSearchResult]:
    """Build the lexical `search_recipes` tool.

    Returns:
        The tool, allowed in voice.
    """
    return Tool(
        name="search_recipes",
        description=(
            "Search Irmixy's published recipe catalogue. Use for discovery requests "
            "('something quick and Mexican', 'sopa de pollo', 'what can I make with chicken "
            "and rice'). Put the user's words in query; use filters only when the user states "
            "them. The user's allergies are always excluded."
        ),
        args_model=SearchRecipesArgs,
        allowed_in_voice=True,
        execute=lexical_search,
        shape=shape_search,
        timeout_s=8.0,
    )
