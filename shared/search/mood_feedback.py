"""A mood's own recipes as feedback: the candidates ranked by likeness to those it tags.

A mood names no dish, and a small query model reads its words poorly: multilingual-e5-small
puts "dinner the kids will actually eat" or "algo que llene" 0.80-0.85 from every recipe, and
its nearest recipes are often unrelated. The catalogue's tags say it better, but few recipes
carry each one (nine are "kid-friendly", two "hearty"), so an answer of three ideas is filled by
recipes that share a filler word with the query or that the model happens to put near it. The
recipes the query's mood tags are known to fit; the recipes most like them (by their own
embeddings, which describe whole dishes and compare far better than a vague query does) are the
next best ideas: pseudo-relevance feedback, as Rocchio's re-weighted query vector does it, with
the tagged recipes as the relevant set. Each candidate's cosine to the query is blended with its
mean cosine to the tagged candidates (`SearchSettings.mood_feedback_weight`); read in one round
trip by primary key, only for a query that names a mood and has candidates carrying its tags
(two at least).
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Final

from psycopg import sql
from pydantic import BaseModel, ConfigDict

from shared.search.embedder import EMBEDDING_DIMENSIONS

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.db import Database
    from shared.search.lexical import CatalogueRow

__all__ = ["FEEDBACK_SQL", "blended", "mood_likeness"]

# Each candidate's mean cosine distance to the tagged candidates (itself included, for a tagged
# one: it is one of the mood's recipes), embeddings of one model only. An embedding (6 KB) is
# stored out of line, and a distance reads its operands from the TOAST table each time: joined
# directly, each of ~60 x 20 pairs read both again (~25 ms at 10,000 recipes, for 2 ms of
# arithmetic). The typmod cast (`halfvec(v, 3072, false)`, the column's own) hands each
# embedding on read once, in line, so the pairs compare values in memory: the same distances.
FEEDBACK_SQL: Final = sql.SQL("""
with tagged as materialized (
  select extensions.halfvec(t.embedding, {dimensions}, false) as embedding
  from public.recipe_embeddings t
  where t.embedding_model = %(model)s and t.recipe_id = any (%(tagged)s::uuid[])
),
candidates as materialized (
  select e.recipe_id, extensions.halfvec(e.embedding, {dimensions}, false) as embedding
  from public.recipe_embeddings e
  where e.embedding_model = %(model)s and e.recipe_id = any (%(ids)s::uuid[])
)
select e.recipe_id, avg(e.embedding operator(extensions.<=>) t.embedding) as distance
from candidates e
cross join tagged t
group by e.recipe_id
""").format(dimensions=sql.Literal(EMBEDDING_DIMENSIONS))

# The tagged recipes read as the mood's: enough to describe it, few enough to stay cheap.
_MAX_TAGGED: Final = 20
# One tagged recipe says what that dish is like, not what the mood is: the recipes most like
# the tamales tagged for Christmas are other chicken dishes, not other feasts.
_MIN_TAGGED: Final = 2


class _FeedbackRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    recipe_id: uuid.UUID
    distance: float


async def mood_likeness(
    db: Database, rows: Sequence[CatalogueRow], *, model: str | None, mood: bool
) -> dict[uuid.UUID, float]:
    """Each candidate's mean cosine to the candidates carrying the query's mood tags.

    Args:
        db: The database (read as `service_role`).
        rows: The candidates, best lexical match first (`CatalogueRow.mood` flags the tagged).
        model: The query's embedding model; None without an embedding.
        mood: Whether the query names a mood with tags (`MoodReading.tags`).

    Returns:
        The likeness per recipe id; empty when there is no mood, model or enough tagged candidates.
    """
    tagged = [row.id for row in rows if row.mood][:_MAX_TAGGED]
    if not mood or model is None or len(tagged) < _MIN_TAGGED:
        return {}
    params = {"tagged": tagged, "model": model, "ids": [row.id for row in rows]}
    raw = await db.read_as_service(FEEDBACK_SQL, params)
    return {row.recipe_id: 1.0 - row.distance for row in map(_FeedbackRow.model_validate, raw)}


def blended(
    similarity: Mapping[uuid.UUID, float], likeness: Mapping[uuid.UUID, float], *, weight: float
) -> dict[uuid.UUID, float]:
    """The query cosines with the mood's likeness blended in (`weight` of it), per recipe.

    A recipe without a likeness (no embedding of the model) keeps its cosine to the query.

    Args:
        similarity: Each candidate's cosine to the query.
        likeness: Each candidate's mean cosine to the mood's tagged recipes (`mood_likeness`).
        weight: The likeness's share, 0 to 1.

    Returns:
        The blended cosine per recipe id of `similarity`.
    """
    return {
        key: (1.0 - weight) * value + weight * likeness[key] if key in likeness else value
        for key, value in similarity.items()
    }
