"""A dish the catalogue has, but only slower than the time the cook gives it.

"quick pozole", "pozole rápido", "lasagna in 20 minutes": the catalogue's pozole takes hours.
A time limit (said or filtered) is a hard gate, and "quick" ranks quick recipes first, so the
dish never showed and the answer was a row of unrelated quick starters, as if they were
pozole. A cook who names a dish expects to hear about THAT dish: it takes longer (its real
time), here it is for when there is time, or a quicker version of it can be made. So, as for
a dish outside the diet (`shared.search.outside_diet`), the search decides so itself, typed
(`SlowerDish`), and the tool layer says it (`shared.tools.slower_note`).

The dish is what the words name (`dish_name_words`). It is slower when published recipes that
pass every other gate (diet, allergies, tools, cuisine, difficulty, meal) hold its words in their
name, are that dish by the name's head or by a word that is no food (`only_outside_gates`'s
test), and none of them is within the limit. One statement, as the caller, only when the query
names a dish and sets a time: "quick pasta" has quick pastas, and answers as before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from psycopg import sql
from pydantic import BaseModel, ConfigDict

from shared.schemas.recipe import RecipeCard
from shared.search.gates import BLOCKED_CTE, ELIGIBLE, allergy_patterns, hot_gated
from shared.search.intent import read_intent
from shared.search.outside_diet import dish_name_words, is_that_dish, only_outside_gates
from shared.search.time_words import read_time

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping

    from shared.db import Read
    from shared.schemas.response import Language
    from shared.search.model import SearchOutcome, SearchQuery
    from shared.search.negation import Avoided
    from shared.search.outside_diet import OutsideDish
    from shared.search.settings import SearchSettings

__all__ = ["SlowerDish", "outside_or_slower", "slower_dish", "told_elsewhere"]

# A dish name is specific: a few recipes at most, the quickest first.
_MAX_NAMED: Final = 20
# The dish's recipes shown: its quickest, and a second version when there is one.
_MAX_SHOWN: Final = 2

# The card's own fields by name (`RecipeCard`), and both names to say which dish it is.
_SQL_TEMPLATE: Final = """
with {blocked}
select r.name_en, r.name_es, r.id::text as recipe_id, r.{name} as name, r.image_url,
       r.total_time_minutes as total_time, r.portions, r.difficulty, c.{name} as cuisine,
       left(r.{description}, 500) as description,
       nullif(array(
         select distinct fa.slug
         from public.recipe_ingredients ri
         join public.ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
         join public.food_allergies fa on fa.id = ia.food_allergy_id
         where ri.recipe_id = r.id
         order by fa.slug
       ), '{{}}') as allergens
from public.recipes r
left join public.cuisines c on c.id = r.cuisine_id
where {eligible}
  and (r.name_en_normalized ~ all (%(dish_patterns)s::text[])
       or r.name_es_normalized ~ all (%(dish_patterns)s::text[]))
order by r.total_time_minutes, r.name_en
limit %(max_named)s
"""


def _compile(display: Language) -> sql.Composed:
    # Column names come from this fixed set only, never from input.
    return sql.SQL(_SQL_TEMPLATE).format(
        blocked=BLOCKED_CTE,
        eligible=ELIGIBLE,
        name=sql.Identifier(f"name_{display}"),
        description=sql.Identifier(f"description_{display}"),
    )


_SLOWER_SQL: Final[dict[Language, sql.Composed]] = {
    "en": _compile("en"),
    "es": _compile("es"),
}


class _Named(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    name_en: str
    name_es: str
    total_time: int


@dataclass(frozen=True, kw_only=True)
class SlowerDish:
    """The catalogue's recipes of the dish asked, all slower than the time the cook gave.

    Attributes:
        names_en: Their English names, quickest first.
        names_es: Their Spanish names, in the same order.
        minutes: The quickest one's total time.
        limit: The minutes the cook gave.
        said: True when the cook said or filtered a number of minutes; False when the limit is
            what "quick" stands for.
        cards: The dish's quickest recipes, in the search's display language.
    """

    names_en: tuple[str, ...]
    names_es: tuple[str, ...]
    minutes: int
    limit: int
    said: bool
    cards: tuple[RecipeCard, ...]


def _said(query: SearchQuery, *, quick_minutes: int) -> bool:
    """Whether the cook gave a number of minutes, or only asked for something quick.

    A model reads "quick pozole" as the filter "quick" stands for: such a filter with no time
    in the words is "quick" too, so the answer does not speak of minutes she never gave.
    """
    timed = read_time(query.text)
    if timed.limit is not None or timed.budget is not None:
        return True
    return query.max_time is not None and query.max_time != quick_minutes


async def slower_dish(
    read: Read,
    query: SearchQuery,
    *,
    said: str,
    gates: Mapping[str, object],
    settings: SearchSettings,
) -> SlowerDish | None:
    """The recipes of the dish the query names, when every one is slower than its time.

    Args:
        read: The search's reads as the caller.
        query: The request, its time limit said in words already read into `max_time`.
        said: The query as matched (search filler and the negated part gone).
        gates: The search's gate parameters (`shared.search.gates.gate_params`); every gate
            but the time applies.
        settings: "quick"'s minutes and the most words a dish name has.

    Returns:
        The dish's recipes and their time; None when the query sets no time, names no dish
        of the catalogue within the other gates, or one of its recipes is within the time.
    """
    limit = read_intent(query, quick_minutes=settings.quick_minutes).time_budget
    if limit is None:
        return None
    # The dish is judged without the time phrase ("lasagna in under 20 minutes"), and whether
    # the quick candidates hold its words says nothing: its own recipes are the slow ones.
    words = dish_name_words(
        read_time(said).text, query.text, unmatched=(), max_words=settings.subject_max_words
    )
    if not words:
        return None
    params = {
        **gates,
        "max_time": None,
        "dish_patterns": allergy_patterns(words),
        "max_named": _MAX_NAMED,
    }
    found = [
        (_Named.model_validate(row), row) for row in await read(_SLOWER_SQL[query.language], params)
    ]
    kept = [
        (named, row) for named, row in found if is_that_dish(words, named.name_en, named.name_es)
    ]
    # A recipe holding the words that is quick enough answers ("chicken" in "Thai Chicken
    # Larb"), whatever its name's head: only a dish none of whose recipes is quick is slower.
    if not kept or any(named.total_time <= limit for named, _ in found):
        return None
    fields = RecipeCard.model_fields
    return SlowerDish(
        names_en=tuple(named.name_en for named, _ in kept),
        names_es=tuple(named.name_es for named, _ in kept),
        minutes=kept[0][0].total_time,
        limit=limit,
        said=_said(query, quick_minutes=settings.quick_minutes),
        cards=tuple(
            RecipeCard.model_validate({k: v for k, v in row.items() if k in fields})
            for _, row in kept[:_MAX_SHOWN]
        ),
    )


async def outside_or_slower(
    read: Read,
    query: SearchQuery,
    *,
    said: str,
    words: Collection[str],
    gates: Mapping[str, object],
    avoided: Avoided | None,
    settings: SearchSettings,
) -> tuple[OutsideDish | None, SlowerDish | None]:
    """The dish the words name outside the gates (`only_outside_gates`), or else slower.

    Outside the diet or allergies says more than slower, so the second is read only when
    the first is not (one read, or two).

    Args:
        read: The search's reads as the caller.
        query: As for `slower_dish`.
        said: As for `slower_dish`.
        words: The dish's words (`dish_name_words`), for `only_outside_gates`.
        gates: The search's gate parameters.
        avoided: What the query asks to avoid, for `only_outside_gates`.
        settings: As for `slower_dish`.

    Returns:
        The dish outside the gates and None, or None and the slower dish (or None).
    """
    # A dish had only hot is outside "nada picante", whatever the search ranks last.
    outside = await only_outside_gates(
        read, words=words, gates=hot_gated(gates, avoided), avoided=avoided
    )
    if outside:
        return outside, None
    return None, await slower_dish(read, query, said=said, gates=gates, settings=settings)


def told_elsewhere(
    ranked: SearchOutcome, outside: OutsideDish | None, slower: SlowerDish | None
) -> SearchOutcome:
    """The search's outcome when the dish asked is outside the gates or slower, else as ranked.

    Other recipes that fit the diet are not that dish: the cook is offered to create one. The
    quick recipes that fit are not that dish either: she is told how long it takes instead.
    """
    if outside:
        return replace(
            ranked,
            hits=(),
            decision="fallback",
            fallback_reason="outside_diet",
            high_confidence=False,
            outside=outside,
        )
    if slower:
        return replace(
            ranked,
            hits=(),
            decision="fallback",
            fallback_reason="slower_dish",
            high_confidence=False,
            slower=slower,
        )
    return ranked
