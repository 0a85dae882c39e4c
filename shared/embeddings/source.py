"""Reading what the embeddings are made of: every published recipe's content, in one query.

Each row carries a recipe's `RecipeContent` fields (ingredient EN/ES names in recipe order, EN
tag names, the first instruction) next to the hash and model of its stored embedding, so a
backfill decides what is stale from a single round trip however large the catalogue.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Final

from pydantic import BaseModel, ConfigDict

from shared.embeddings.content import RecipeContent

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.db import Conn

__all__ = ["RecipeEmbeddingState", "load_embedding_states"]

# Lateral subqueries rather than grouped joins: one row per recipe without multiplying
# ingredients by tags, each subquery served by its (recipe_id, ...) index. Tags are ordered by
# name so the embedded text is stable (the hash sorts them anyway).
_QUERY: Final = """
select r.id as recipe_id,
       r.name_en,
       r.name_es,
       r.description_en,
       first_step.instruction_en as first_instruction_en,
       coalesce(ing.names, '[]'::json) as ingredients,
       coalesce(tag.names, '{}'::text[]) as tags_en,
       e.content_hash as stored_hash,
       e.embedding_model as stored_model
from public.recipes r
left join lateral (
  select s.instruction_en
  from public.recipe_steps s
  where s.recipe_id = r.id
  order by s.step_order
  limit 1
) first_step on true
left join lateral (
  select json_agg(json_build_array(i.name_en, i.name_es) order by ri.position) as names
  from public.recipe_ingredients ri
  join public.ingredients i on i.id = ri.ingredient_id
  where ri.recipe_id = r.id
) ing on true
left join lateral (
  select array_agg(t.name_en order by t.name_en) as names
  from public.recipe_tags rt
  join public.tags t on t.id = rt.tag_id
  where rt.recipe_id = r.id
) tag on true
left join public.recipe_embeddings e on e.recipe_id = r.id
where r.is_published
  and (%(ids)s::uuid[] is null or r.id = any (%(ids)s::uuid[]))
order by r.id
"""


class RecipeEmbeddingState(BaseModel):
    """One published recipe: what its embedding is made of, and what is stored for it now."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    recipe_id: uuid.UUID
    name_en: str
    name_es: str
    description_en: str | None
    first_instruction_en: str | None
    ingredients: tuple[tuple[str, str], ...]
    tags_en: tuple[str, ...]
    stored_hash: str | None
    stored_model: str | None

    def content(self) -> RecipeContent:
        """The fields the embedding formula reads (seed 000 §5.2)."""
        return RecipeContent(
            recipe_id=str(self.recipe_id),
            name_en=self.name_en,
            name_es=self.name_es,
            description_en=self.description_en,
            first_instruction_en=self.first_instruction_en,
            ingredients=self.ingredients,
            tags_en=self.tags_en,
        )


async def load_embedding_states(
    conn: Conn, recipe_ids: Sequence[uuid.UUID] | None = None
) -> list[RecipeEmbeddingState]:
    """Every published recipe's embedding state, ordered by id, in one query.

    Args:
        conn: a `service_role` connection (`recipe_embeddings` is invisible to anyone else).
        recipe_ids: only these recipes (a fan-out batch); every published recipe when None.
            Ids that are unknown or no longer published are left out.

    Returns:
        One state per published recipe.
    """
    ids = list(recipe_ids) if recipe_ids is not None else None
    cursor = await conn.execute(_QUERY, {"ids": ids})
    return [RecipeEmbeddingState.model_validate(row) for row in await cursor.fetchall()]
