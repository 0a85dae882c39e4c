"""What a request asks for by a word the catalogue tags recipes with ("healthy", "saludable").

"Something healthy" found recipes tagged healthy, every one of them; its "Quicker options"
searched the same words under a tighter time limit, where the tagged ones are few, and filled
the answer with a croque monsieur and kimchi fried rice: quicker, and no longer what she asked.
A quicker card keeps the tags the request named and the cards shown for it carry (at least
half of them: then the word is what found them), as it keeps the dish they named
(`chat.request_dishes.same_request`, which reads the foods named too: a food's own tag,
"chickpeas", is left to it).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Final

from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import words

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence, Set

    from shared.db import Database

__all__ = ["keeping_asked_tags", "tags_asked"]

# The tags a request's words (and pairs of words: "con queso") name, on the recipes given. The
# "quick" tag is the time limit's to keep, which the search filters by its minutes.
_NAMED_TAGS_SQL: Final = """
select rt.recipe_id::text as id, t.slug, t.name_en
from public.recipe_tags rt
join public.tags t on t.id = rt.tag_id
where rt.recipe_id = any(%(ids)s::uuid[]) and t.slug <> 'quick'
  and (public.immutable_unaccent(lower(t.name_en)) = any(%(said)s::text[])
       or public.immutable_unaccent(lower(t.name_es)) = any(%(said)s::text[]))
"""


def _said(query: str) -> list[str]:
    folded = words(query)
    return [*folded, *(f"{a} {b}" for a, b in itertools.pairwise(folded))]


async def keeping_asked_tags(
    db: Database, query: str, shown: Sequence[str], candidates: Sequence[str]
) -> tuple[str, ...]:
    """The candidates that carry every tag the request named and the shown cards carry.

    Args:
        db: The database (the catalogue's tags, read as a visitor may).
        query: The request that found the shown cards.
        shown: The ids of the cards shown for it.
        candidates: The ids of the cards that may answer it now, in order.

    Returns:
        The candidates kept, in order: all of them when the request named no tag its cards
        carry.
    """
    said = _said(query)
    if not said or not shown or not candidates:
        return tuple(candidates)
    ids = list(dict.fromkeys([*shown, *candidates]))
    rows = await db.reads_as(None)(_NAMED_TAGS_SQL, {"ids": ids, "said": said})
    tags: dict[str, set[str]] = {}
    for row in rows:
        # A food's tag ("chickpeas") is the dish's words, which `same_request` reads.
        if identify(str(row["name_en"])) is None:
            tags.setdefault(str(row["id"]), set()).add(str(row["slug"]))
    asked = tags_asked(tags, shown)
    return tuple(c for c in candidates if asked <= tags.get(c, set()))


def tags_asked(tags: Mapping[str, Set[str]], shown: Sequence[str]) -> frozenset[str]:
    """The named tags that found the shown cards: those at least half of them carry.

    Args:
        tags: The tags the request named, by the recipe that carries them.
        shown: The ids of the cards shown for the request.

    Returns:
        The tags a card answering the same request must carry.
    """
    named = {slug for recipe in shown for slug in tags.get(recipe, ())}
    return frozenset(
        slug for slug in named if 2 * sum(slug in tags.get(r, ()) for r in shown) >= len(shown)
    )
