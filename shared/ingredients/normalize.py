"""Map free-text ingredient names to canonical catalogue ingredients, in one query per call.

Each input is cleaned two ways (`shared.ingredients.cleaning`): lightly (quantities and units
off: "diced tomatoes") and fully (preparation words off too: "tomatoes"). Both forms of every
input go to `batch_find_ingredients` in a single array, so a whole recipe resolves in one round
trip; per input, the form with the higher similarity wins, and on a tie the lighter one (it
keeps words such as "fresco" in "queso fresco" that can be part of a name). An exact alias
scores 1.0 and beats any fuzzy match, so "egg" resolves to egg, never to eggplant.

`pg_trgm`'s `%` operator prefilters candidates at its own threshold (0.3 by default), so a
`min_similarity` below that finds nothing more.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Final

from pydantic import BaseModel, ConfigDict, Field

from shared.errors import RequestValidationError
from shared.ingredients.cleaning import clean_ingredient_name

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.db import Conn

__all__ = [
    "MAX_INGREDIENT_NAMES",
    "MAX_NAME_LENGTH",
    "IngredientInputError",
    "NormalizedIngredient",
    "normalize_ingredients",
]

MAX_INGREDIENT_NAMES: Final = 50
MAX_NAME_LENGTH: Final = 120

_BATCH_SQL = """
select r.query, r.ingredient_id, r.slug, r.name_en, r.name_es, r.similarity
from public.batch_find_ingredients(%(names)s::text[], %(min_similarity)s::real)
  with ordinality as r (query, ingredient_id, slug, name_en, name_es, similarity, ord)
order by r.ord
"""


class IngredientInputError(RequestValidationError):
    """Too many ingredient names, one too long, or a similarity outside 0 to 1."""

    code = "invalid_ingredient_names"
    default_message = "The ingredient list is not valid."


class _MatchRow(BaseModel):
    # One row of batch_find_ingredients (nulls when nothing was similar enough).
    model_config = ConfigDict(frozen=True)

    query: str
    ingredient_id: uuid.UUID | None = None
    slug: str | None = None
    name_en: str | None = None
    name_es: str | None = None
    similarity: float | None = None


class NormalizedIngredient(BaseModel):
    """One input name and the catalogue ingredient it resolved to (if any).

    Attributes:
        input: The text as given.
        query: The cleaned text that was matched (folded).
        ingredient_id, slug, name_en, name_es: The canonical ingredient; None when unmatched.
        similarity: 1.0 for an exact name or alias, else the trigram similarity; None when
            unmatched.
        matched: Whether an ingredient was found at `min_similarity` or above.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    input: str
    query: str
    ingredient_id: uuid.UUID | None = None
    slug: str | None = None
    name_en: str | None = None
    name_es: str | None = None
    similarity: float | None = Field(default=None, ge=0, le=1)
    matched: bool = False


def _validate(names: Sequence[str], min_similarity: float) -> None:
    if len(names) > MAX_INGREDIENT_NAMES:
        raise IngredientInputError(
            f"At most {MAX_INGREDIENT_NAMES} ingredients can be matched at once.",
            code="too_many_ingredients",
        )
    if any(len(name) > MAX_NAME_LENGTH for name in names):
        raise IngredientInputError(
            f"Each ingredient name must be at most {MAX_NAME_LENGTH} characters.",
            code="ingredient_name_too_long",
        )
    if not 0 <= min_similarity <= 1:
        raise IngredientInputError("The minimum similarity must be between 0 and 1.")


def _best(name: str, candidates: Sequence[_MatchRow], fallback_query: str) -> NormalizedIngredient:
    # Candidates come lightest first; a later one must be strictly better to win.
    best: _MatchRow | None = None
    for row in candidates:
        if row.ingredient_id is None or row.similarity is None:
            continue
        if best is None or best.similarity is None or row.similarity > best.similarity:
            best = row
    if best is None:
        return NormalizedIngredient(input=name, query=fallback_query)
    return NormalizedIngredient(
        input=name,
        query=best.query,
        ingredient_id=best.ingredient_id,
        slug=best.slug,
        name_en=best.name_en,
        name_es=best.name_es,
        similarity=min(1.0, max(0.0, best.similarity or 0.0)),
        matched=True,
    )


async def normalize_ingredients(
    conn: Conn, names: Sequence[str], *, min_similarity: float = 0.35
) -> list[NormalizedIngredient]:
    """Resolve free-text ingredient names to catalogue ingredients with one query.

    Args:
        conn: A connection from any `Database` scope (the lookup is readable by everyone).
        names: Up to 50 names of up to 120 characters each, e.g. "chiles jalapeños",
            "chicken breasts", "2 cups of diced tomatoes".
        min_similarity: The least similarity that counts as a match (0 to 1).

    Returns:
        One result per input, in input order (the original text kept in `input`).

    Raises:
        IngredientInputError: Too many names, a name too long, or `min_similarity` outside
            0 to 1 (nothing is queried).
    """
    _validate(names, min_similarity)
    cleaned = [clean_ingredient_name(name) for name in names]
    queries: list[str] = []
    owners: list[int] = []
    for index, forms in enumerate(cleaned):
        for query in dict.fromkeys((forms.light, forms.full)):
            if query:
                queries.append(query)
                owners.append(index)
    rows: list[_MatchRow] = []
    if queries:
        cursor = await conn.execute(
            _BATCH_SQL, {"names": queries, "min_similarity": min_similarity}
        )
        rows = [_MatchRow.model_validate(row) for row in await cursor.fetchall()]
    candidates: list[list[_MatchRow]] = [[] for _ in names]
    for owner, row in zip(owners, rows, strict=True):
        candidates[owner].append(row)
    return [_best(name, candidates[index], cleaned[index].full) for index, name in enumerate(names)]
