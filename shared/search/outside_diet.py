"""A dish the catalogue has, but only outside the diet or allergies the search is gated by.

"vegan pad thai", a vegetarian asking for "fish tacos estilo Ensenada", "pad thai" from someone
allergic to peanuts: the catalogue has the dish, and the gates rightly hide it (seed 000 §6.5).
Ranked without it, the search answered with whatever else fits the diet (a vegan curry, a bean
salad), as if those were the dish. The honest answer is the "let's create one" fallback (seed
000 §6.9) for a version of THAT dish that fits, with a reason of its own (`outside_diet`), so
the chat can say the dish exists but not for this diet (eval README: a recipe that breaks the
profile is never relevant, so such a query has no answer in the catalogue).

The dish is what the query's words name (`dish_name_words`: the words `shared.search.coverage`
judges as a dish name, without the facets "vegan" / "sin gluten" and the manner "estilo
Ensenada"). It is outside the gates when some published recipe that passes the explicit filters
holds every one of those words in its name, is that kind of dish by its name's head
(`dish_kind`: "Shrimp Pad Thai" is a pad thai, "Red Beans and Rice" no bean dish), and no such
recipe passes the gates. One statement, as the caller, run only when the gates hold a diet or
a blocked food and the words name a dish. The recipes holding the words are found by their
names' trigram indexes (`public.match_recipe_name_patterns`, migration 0054): as the caller, RLS
keeps a name regex from using them, and every name of the catalogue was read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from psycopg import sql
from pydantic import BaseModel, ConfigDict

from shared.ai.offline.normalize import fold
from shared.search.coverage import dish_kind, is_food_list, plain_stem, subject_words
from shared.search.dish_phrase import is_ingredient_word
from shared.search.gates import (
    BLOCKED_CTE,
    DIET_MET,
    ELIGIBLE,
    FILTERS_MET,
    allergen_names,
    allergy_patterns,
)
from shared.search.intent import MEAL_WORDS, is_cuisine_word
from shared.search.manner import manner_words, method_words
from shared.search.name_part import (
    asks_for_complement,
    dish_before_complement,
    in_name,
    name_part,
)
from shared.search.negation import Avoided

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping, Sequence

    from shared.db import Read

__all__ = [
    "OUTSIDE_SQL",
    "OutsideDish",
    "dish_name_words",
    "is_that_dish",
    "only_outside_gates",
]

_TOKEN: Final = re.compile(r"[^\W_]+")
# Grammar words a name's words may be joined by ("tacos DE pescado"), negators ("bebida SIN
# lácteos" once the food left out is gone), the "but" a condition follows ("lasagna BUT I
# only have 20 minutes", once the time is read out) and the "make it" that asks it ("pozole
# pero HAZLO rápido"): no part of the dish.
_GRAMMAR: Final = frozenset(
    {"and", "the", "for", "con", "del", "los", "las", "una", "por", "with", "de", "en", "al",
     "sin", "without", "no", "not", "but", "pero", "hazlo", "hazla", "hacerlo", "hacerla"}
)  # fmt: skip
# What qualifies a dish as a filter's facet does: nutrition ("high protein", "bajo en
# carbohidratos") and the meal or course ("una bebida", "a dessert").
_NUTRITION: Final = frozenset(
    {"protein", "proteina", "proteinas", "carb", "carbs", "carbohidratos", "calories",
     "calorias", "fat", "grasa", "grasas", "fiber", "fibra", "sugar", "azucar"}
)  # fmt: skip
# Enough named recipes to tell whether any passes the gates: a dish name is specific.
_MAX_NAMED: Final = 20

OUTSIDE_SQL: Final = sql.SQL("""
with {blocked}
select r.name_en, r.name_es, ({eligible}) as eligible,
  array(select wanted.slug from unnest(%(diets)s::text[]) as wanted (slug)
        where not exists (
          select 1 from public.recipe_diets rd
          join public.diet_types d on d.id = rd.diet_type_id
          where rd.recipe_id = r.id and {diet_met})) as broken_diets,
  {allergens_en} as allergens_en,
  {allergens_es} as allergens_es
from public.match_recipe_name_patterns(%(dish_patterns)s::text[]) named
join public.recipes r on r.id = named.recipe_id
left join public.cuisines c on c.id = r.cuisine_id
where r.is_published
  and {filters_met}
order by eligible desc, r.name_en
limit %(max_named)s
""").format(
    blocked=BLOCKED_CTE,
    eligible=ELIGIBLE,
    diet_met=DIET_MET,
    filters_met=FILTERS_MET,
    allergens_en=allergen_names("r.id", "name_en"),
    allergens_es=allergen_names("r.id", "name_es"),
)


class _Named(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    name_en: str
    name_es: str
    eligible: bool
    broken_diets: list[str]
    allergens_en: list[str]
    allergens_es: list[str]


@dataclass(frozen=True, kw_only=True)
class OutsideDish:
    """The catalogue's recipes of the dish asked, all outside the search's gates.

    Attributes:
        names_en: Their English names.
        names_es: Their Spanish names, in the same order.
        diets: The required diets they do not meet (empty when only allergies hide them).
        allergens_en: The caller's allergen groups they contain, named in English.
        allergens_es: The same, named in Spanish.
    """

    names_en: tuple[str, ...]
    names_es: tuple[str, ...]
    diets: tuple[str, ...]
    allergens_en: tuple[str, ...]
    allergens_es: tuple[str, ...]
    # What the cook's own words left out ("without pork"), when that is what hides them.
    avoided: Avoided = field(default_factory=Avoided)


def dish_name_words(
    text: str, asked: str, *, unmatched: Sequence[str], max_words: int
) -> tuple[str, ...]:
    """The words of a query that name a dish, without what qualifies it; else empty.

    Args:
        text: The query as matched (search filler and the negated part gone).
        asked: The query as the cook wrote it (its manner and complement are read from it).
        unmatched: Its words no recipe contains (a dish the catalogue lacks is not judged here).
        max_words: The most content words a dish name has.

    Returns:
        E.g. ("pad", "thai") for "vegan pad thai"; empty for prose, a list of foods or a
        request with no dish in it ("vegan dinner with beans").
    """
    tokens = list(dict.fromkeys(_TOKEN.findall(text.casefold())))
    as_asked = _TOKEN.findall(asked.casefold())
    # How it is made ("grilled" salmon) is no more its name than where ("estilo Ensenada").
    manner = manner_words(as_asked) | method_words(as_asked)
    # Only the cook's own words: the ingredients a caller passes join the matched text.
    written = set(as_asked)
    tokens = [word for word in tokens if word not in manner and word in written]
    if asks_for_complement(as_asked, tokens):
        return ()
    # What a dish is made with to fit follows it ("vegan pozole with mushrooms"): the pozole
    # is asked.
    name = dish_before_complement(as_asked) or name_part(as_asked)
    if len(name) < len(as_asked):
        tokens = in_name(tokens, name)
    # Only the words kept judge: "Ensenada" is how the dish is made, known or not.
    words = subject_words(text, tokens, [word for word in unmatched if word in tokens])
    if not words or is_food_list(tokens, words):
        return ()
    content = tuple(
        word
        for word in words
        if word not in _GRAMMAR and fold(word) not in _NUTRITION and fold(word) not in MEAL_WORDS
    )
    if not content or all(is_cuisine_word(word) for word in content):
        # A cuisine alone qualifies as a diet does ("vegan thai" asks for no one dish); beside
        # other words it is part of the name ("pad thai", "french toast").
        return ()
    return content if 1 <= len(content) <= max_words else ()


def _gated(gates: Mapping[str, object]) -> bool:
    return bool(gates.get("diets")) or bool(gates.get("has_blocks"))


def is_that_dish(words: Collection[str], name_en: str, name_es: str) -> bool:
    """Whether a recipe holding the words in its name is the dish they name, not a recipe
    that merely holds them: the words name more than foods ("lasagna" in "Classic Beef Lasagna
    Bolognese"), or the name's head is one of them ("Red Beans and Rice" is no bean dish)."""
    if any(not is_ingredient_word(word) for word in words):
        return True
    stems = {plain_stem(word) for word in words}
    return dish_kind(name_en, "en") in stems or dish_kind(name_es, "es") in stems


async def only_outside_gates(
    read: Read,
    *,
    words: Collection[str],
    gates: Mapping[str, object],
    avoided: Avoided | None = None,
) -> OutsideDish | None:
    """The recipes that are the dish the words name, when none of them passes the gates.

    Args:
        read: The search's reads as the caller.
        words: The dish's words (`dish_name_words`).
        gates: The search's gate parameters (`shared.search.gates.gate_params`).
        avoided: What the query's own words leave out (kept for the answer to name).

    Returns:
        Those recipes and what keeps them out; None when nothing is gated, the words name
        no dish of the catalogue, or some recipe of that dish passes the gates.
    """
    if not words or not _gated(gates):
        return None
    params = {**gates, "dish_patterns": allergy_patterns(words), "max_named": _MAX_NAMED}
    named = [_Named.model_validate(row) for row in await read(OUTSIDE_SQL, params)]
    if not named or any(row.eligible for row in named):
        return None
    kept = [row for row in named if is_that_dish(words, row.name_en, row.name_es)]
    if not kept:
        return None
    return OutsideDish(
        names_en=tuple(row.name_en for row in kept),
        names_es=tuple(row.name_es for row in kept),
        diets=tuple(dict.fromkeys(d for row in kept for d in row.broken_diets)),
        allergens_en=tuple(dict.fromkeys(a.lower() for row in kept for a in row.allergens_en)),
        allergens_es=tuple(dict.fromkeys(a.lower() for row in kept for a in row.allergens_es)),
        avoided=avoided or Avoided(),
    )
