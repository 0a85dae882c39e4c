"""A dish asked for by name: the dish first, then the recipes most like it.

"chicken shawarma wraps", "pollo a la mantequilla", "pisto manchego": once one recipe is the
dish the words name, the next best answers are the dishes most like it (the souvlaki, the tikka
masala, the ratatouille), not the recipes that share one of its side words with the query (the
larb *wraps*, the garlic *butter* naan) nor those the query's other words happen to find. The
words rank those by how many query words they hold, whatever the word; the recipes' own
embeddings say which dishes are alike, so the recipes after the dish are ordered by the cosine
of their embedding to the dish's (read by primary key in the round trip that reads the lexical
candidates' cosine to the query: no round trip more).

The dish is the one candidate whose names name the most of the query's dish words, more than
half of them (`shared.search.recognised`), and strictly more than any other candidate's: when
two names tie ("fried rice": the shrimp one and the kimchi one) the query names a kind of dish,
and the fused order stands. Only when the dish is first already: a name holding the query's words is
not always the answer ("cold tomato soup" is the gazpacho, not the grilled cheese with tomato
soup). The order keeps what `CatalogueRow.offer_order` puts first (a food the query names
before the recipes without it: "what to cook with eggplant" keeps the moussaka before the
lasagna, whatever the parmigiana is most like); within it, likeness and the fused order are
fused again by reciprocal rank, so the query's other words still count.
"""

from __future__ import annotations

import functools
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from pydantic import BaseModel, ConfigDict

from shared.search.name_words import word_forms, written_words
from shared.search.recognised import asked_words
from shared.search.vector import similarities, vector_param

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from pgvector import HalfVector

    from shared.db import Database
    from shared.search.lexical import CatalogueRow
    from shared.search.scoring import Scored

__all__ = ["LIKENESS_SQL", "Closeness", "asked_dish", "like_the_dish", "similarities_and_likeness"]

# The query's cosine and the dish's, of every candidate, in one read by primary key: the same
# round trip as the search's step 4 (`vector.similarities`), which it replaces for such a query.
LIKENESS_SQL: Final = """
select e.recipe_id, e.embedding operator(extensions.<=>) %(query)s as distance,
       e.embedding operator(extensions.<=>) d.embedding as dish_distance
from public.recipe_embeddings e
left join public.recipe_embeddings d
  on d.recipe_id = %(dish)s and d.embedding_model = e.embedding_model
where e.embedding_model = %(model)s and e.recipe_id = any (%(ids)s::uuid[])
"""


# Likeness counts twice a place in the offer: the offer ranks by the query's words, and a
# recipe holding one side word of the dish's name (the naan's "butter") stands high in it.
_LIKENESS_WEIGHT: Final = 2.0


class _LikenessRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    recipe_id: uuid.UUID
    distance: float
    dish_distance: float | None


@dataclass(frozen=True, kw_only=True)
class Closeness:
    """Per recipe, its cosine to the query (`similarity`) and to the dish (`likeness`)."""

    similarity: Mapping[uuid.UUID, float]
    likeness: Mapping[uuid.UUID, float]


@functools.lru_cache(maxsize=4096)
def _name_forms(name: str) -> frozenset[str]:
    # A catalogue's names are few and read on every search: their word forms once each.
    return written_words(name)


def _cuisine_forms(row: CatalogueRow) -> frozenset[str]:
    # The cuisine as the card says it and as its slug does ("India", "indian"): a query in
    # either language may name it ("el butter chicken del restaurante indio").
    said = " ".join(part for part in (row.cuisine, row.cuisine_slug) if part)
    return _name_forms(said.replace("_", " "))


def asked_dish(text: str, rows: Sequence[CatalogueRow]) -> uuid.UUID | None:
    """The candidate the query names as a dish, if one does alone.

    Words as written, up to number and gender (`name_words.word_forms`), not misspelt ones:
    a misspelt query is searched again as the words it meant (`shared.search.misspelt`), and
    reading every candidate's name for misspellings would cost more than the search.

    Args:
        text: The query as the cook wrote it (respelt, when it was misspelt).
        rows: The candidates; only those the words found (a lexical score) can be named.

    Returns:
        The recipe whose names (either language) name more than half of the query's dish
        words and more of them than any other candidate's; None when none does or two tie.
        The recipe's cuisine counts as a word of its names: a dish asked for with where it
        comes from ("un butter chicken como el del restaurante indio") is still named by its
        name, and among recipes of one cuisine the cuisine word sets none apart.
    """
    asked = [word_forms(word) for word in asked_words(text)]
    if not asked:
        return None
    best: uuid.UUID | None = None
    best_named = 0
    tied = False
    for row in rows:
        if row.lexical <= 0:
            continue
        spelt = _name_forms(row.name) | _name_forms(row.other_name or "") | _cuisine_forms(row)
        named = sum(1 for forms in asked if not forms.isdisjoint(spelt))
        if 2 * named <= len(asked) or named < best_named:
            continue
        tied = named == best_named
        if not tied:
            best, best_named = row.id, named
    return None if tied else best


async def similarities_and_likeness(
    db: Database,
    vector: Sequence[float] | HalfVector,
    *,
    dish: uuid.UUID,
    model: str,
    ids: Sequence[uuid.UUID],
) -> Closeness:
    """The cosine of each recipe's embedding to the query's and to the dish's.

    Args:
        db: The database (read as `service_role`, in one round trip).
        vector: The query embedding.
        dish: The dish's recipe id.
        model: The embedding model (vectors of other models are not comparable).
        ids: The recipes to compare; those without an embedding of `model` are left out.

    Returns:
        Both cosines per recipe id (no likeness when the dish has no embedding).
    """
    if not ids:
        return Closeness(similarity={}, likeness={})
    params = {"query": vector_param(vector), "dish": dish, "model": model, "ids": list(ids)}
    raw = await db.read_as_service(LIKENESS_SQL, params)
    rows = [_LikenessRow.model_validate(row) for row in raw]
    return Closeness(
        similarity={row.recipe_id: 1.0 - row.distance for row in rows},
        likeness={
            row.recipe_id: 1.0 - row.dish_distance for row in rows if row.dish_distance is not None
        },
    )


async def close_ones(
    db: Database,
    text: str,
    rows: Sequence[CatalogueRow],
    similarity: dict[uuid.UUID, float],
    *,
    vector: Sequence[float] | HalfVector | None,
    model: str | None,
    dish: bool,
    named: uuid.UUID | None = None,
) -> tuple[uuid.UUID | None, dict[uuid.UUID, float]]:
    """The search's step 4, in one round trip: the exact cosine of the lexical candidates the
    vector side missed (into `similarity`) and, when the query names one candidate as a dish,
    every candidate's likeness to it.

    Args:
        db: The database (read as `service_role`).
        text: The query as the cook wrote it (respelt, when it was misspelt).
        rows: The candidates.
        similarity: The vector side's cosines, completed in place.
        vector: The query embedding, None without one.
        model: The embedding model, None without one.
        dish: Whether the query may name a dish (not a list of foods).
        named: The recipe the query names by another name (`shared.search.known_as`): the
            dish, whatever its words name.

    Returns:
        The dish and the likenesses, or (None, {}).
    """
    if vector is None or model is None:
        return None, {}
    named = named or (asked_dish(text, rows) if dish else None)
    missing = [row.id for row in rows if row.id not in similarity]
    if named is None:
        if missing:
            similarity.update(await similarities(db, vector, model=model, ids=missing))
        return None, {}
    close = await similarities_and_likeness(
        db, vector, dish=named, model=model, ids=[row.id for row in rows]
    )
    similarity.update({key: close.similarity[key] for key in missing if key in close.similarity})
    return named, dict(close.likeness)


def like_the_dish(
    included: Sequence[Scored],
    scored: Sequence[Scored],
    by_id: Mapping[uuid.UUID, CatalogueRow],
    *,
    dish: uuid.UUID,
    likeness: Mapping[uuid.UUID, float],
    widen: bool,
    k: int,
) -> list[Scored]:
    """The dish first, then the other recipes by their offer and their likeness to it (pure).

    Likeness alone would throw away what the query's other words say ("catalan tomato bread":
    the bruschetta the words find, not only the dishes the pan con tomate's embedding is near),
    so after the dish the recipes are fused as the search fuses its retrievers: reciprocal
    ranks (constant `k`) of their place in the offer and, weighing twice, in likeness, within
    what `CatalogueRow.offer_order` puts first.

    Args:
        included: The recipes the verdict includes, in offer order.
        scored: Every candidate, scored, best first (gated already).
        by_id: The candidates' rows.
        dish: The dish the query names (`asked_dish`).
        likeness: Each candidate's likeness to the dish (`dish_likeness`).
        widen: Whether candidates the verdict left out may follow the dish too: a dish asked
            for by name has few recipes past the include threshold (often itself alone),
            while its neighbours are still answers; not when a wish has narrowed the answer
            to the recipes holding a named food (`ranking.holding_named`).
        k: The reciprocal rank constant.

    Returns:
        The offer, unchanged unless the dish is first in it: a recipe the fusion puts before
        the dish ("cold tomato soup": the gazpacho before the grilled cheese with tomato soup)
        answers the query better than a name holding its words.
    """
    if not included or included[0].recipe_id != dish:
        return list(included)
    kept = {s.recipe_id for s in included}
    rest = list(included[1:])
    if widen:
        rest += [s for s in scored if s.recipe_id not in kept and s.recipe_id in likeness]
    offered = {s.recipe_id: place for place, s in enumerate(rest, start=1)}
    alike = sorted(rest, key=lambda s: (-likeness.get(s.recipe_id, -1.0), offered[s.recipe_id]))
    liked = {s.recipe_id: place for place, s in enumerate(alike, start=1)}

    def fused(s: Scored) -> float:
        return 1.0 / (k + offered[s.recipe_id]) + _LIKENESS_WEIGHT / (k + liked[s.recipe_id])

    rest.sort(key=lambda s: (*by_id[s.recipe_id].offer_order, -fused(s), offered[s.recipe_id]))
    return [included[0], *rest]
