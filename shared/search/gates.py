"""The hard gates: allergens, diets and explicit filters, as SQL shared by both retrievers.

Seed 000 §4.2.4 / §6.5: a gate is applied BEFORE ranking, inside the candidate queries, so no
score can bring a gated recipe back. The vector query (as `service_role`) and the catalogue
query (as the caller) compose the same two fragments, so the two sides can never disagree
about what is allowed:

- `BLOCKED_CTE` names every ingredient the user must not be served: those linked to one of
  the user's allergen groups, and those whose name or alias matches a free-text allergy, as
  do the members of a group a free-text allergy names ("cacahuates" is the peanut group,
  whatever the ingredient is called), and the foods a cook counts as the one named
  (`shared.ingredients.families`: cocoa is chocolate). Free text matches whole words,
  accent-folded and plural-aware ("egg" never matches "eggplant", "fresas" matches
  "fresa"), and errs towards blocking (an allergy to "milk" also blocks "coconut milk"), as
  `shared.safety` does. What the query itself leaves out (`shared.search.negation.Avoided`:
  "without chocolate", "sin carne", "nut-free") is blocked the same way for that one search:
  its allergen groups and ingredient words as the user's own would be, its food groups by
  ingredient category.
- `ELIGIBLE` is the predicate over ``recipes r`` left-joined to ``cuisines c``: published,
  the explicit filters, every required diet (met by its own tag or, unless only the words
  ask for it, a stricter diet's: a vegetarian dish is pescatarian), no step needing a tool
  the query rules out (`shared.search.tool_words`: "sin horno" leaves out the recipes whose
  steps bake), and no blocked ingredient. A gate with nothing
  to check is a constant the planner folds away (``cardinality(diets) = 0 or ...``), so it
  neither costs a subquery nor skews the row estimates that choose the vector plan.

Only values travel as parameters; the fragments are fixed `psycopg.sql.SQL` text, composed
into each query with `sql.SQL.format`.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final, cast

from psycopg import sql

from shared.ingredients.families import with_family
from shared.safety.dietary import DIET_EXCLUSIONS, diets_meeting
from shared.search.diet_words import diets_named
from shared.search.hot_foods import hot_food_names
from shared.search.tool_words import tools_ruled_out

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from shared.search.model import SearchQuery, SearchUser
    from shared.search.negation import Avoided

__all__ = [
    "BLOCKED_CTE",
    "DIET_MET",
    "ELIGIBLE",
    "FILTERS_MET",
    "STRICTER_DIETS",
    "allergen_names",
    "allergy_patterns",
    "any_food_pattern",
    "gate_params",
    "hot_gated",
]

BLOCKED_CTE: Final = sql.SQL("""
blocked as (
  select ia.ingredient_id
  from public.ingredient_allergens ia
  join public.food_allergies fa on fa.id = ia.food_allergy_id
  where fa.slug = any (%(allergens)s::text[])
     or public.normalize_text(fa.name_en) ~ any (%(allergy_patterns)s::text[])
     or public.normalize_text(fa.name_es) ~ any (%(allergy_patterns)s::text[])
     or replace(fa.slug, '_', ' ') ~ any (%(allergy_patterns)s::text[])
  union
  select a.ingredient_id
  from public.ingredient_aliases a
  where a.alias_normalized ~ any (%(allergy_patterns)s::text[])
  union
  select i.id
  from public.ingredients i
  where i.category = any (%(avoid_categories)s::text[])
)""")

# (diet, a stricter diet that meets it) pairs, fixed at import: `shared.safety.diets_meeting`.
STRICTER_DIETS: Final = sql.SQL(", ").join(
    sql.SQL("({}, {})").format(sql.Literal(diet), sql.Literal(other))
    for diet in sorted(DIET_EXCLUSIONS)
    for other in sorted(diets_meeting(diet) - {diet})
)

# Whether the diet tag `d.slug` meets the required diet `wanted.slug`: its own tag, or a
# stricter diet's unless only the query's words ask for it (`gate_params`'s `own_diets`).
DIET_MET: Final = sql.SQL("""(d.slug = wanted.slug
     or (wanted.slug <> all (%(own_diets)s::text[])
         and (wanted.slug, d.slug) in ({stricter})))""").format(stricter=STRICTER_DIETS)

# The explicit filters a search passes, on a recipe `r` left-joined to its cuisine `c`.
FILTERS_MET: Final = sql.SQL("""(%(cuisine)s::text is null or c.slug = %(cuisine)s::text)
and (%(max_time)s::int is null or r.total_time_minutes <= %(max_time)s::int)
and (%(difficulty)s::text is null or r.difficulty = %(difficulty)s::text)
and (%(meal_type)s::text is null or %(meal_type)s::text = any (r.meal_types))""")

ELIGIBLE: Final = sql.SQL("""
r.is_published
and {filters_met}
and (cardinality(%(diets)s::text[]) = 0 or not exists (
  select 1 from unnest(%(diets)s::text[]) as wanted (slug)
  where not exists (
    select 1
    from public.recipe_diets rd
    join public.diet_types d on d.id = rd.diet_type_id
    where rd.recipe_id = r.id and {diet_met})))
and (cardinality(%(tools_out)s::text[]) = 0 or not exists (
  select 1 from public.recipe_steps s
  where s.recipe_id = r.id
    and public.normalize_text(s.instruction_en) ~ any (%(tools_out)s::text[])))
and (not %(has_blocks)s or not exists (
  select 1 from public.recipe_ingredients ri
  where ri.recipe_id = r.id
    and ri.ingredient_id in (select ingredient_id from blocked)))""").format(
    filters_met=FILTERS_MET, diet_met=DIET_MET
)


def allergen_names(recipe_id: str, column: str) -> sql.Composed:
    """The names (`column`: ``name_en`` or ``name_es``) of the asked allergens a recipe holds.

    Args:
        recipe_id: The qualified column holding the recipe's id (``r.id``).
        column: Which name of the allergy to list.

    Returns:
        An SQL array expression over the ``allergens`` parameter.
    """
    return sql.SQL("""array(select distinct fa.{column} from public.recipe_ingredients ri
        join public.ingredient_allergens ia on ia.ingredient_id = ri.ingredient_id
        join public.food_allergies fa on fa.id = ia.food_allergy_id
        where ri.recipe_id = {recipe_id} and fa.slug = any (%(allergens)s::text[]))""").format(
        column=sql.Identifier(column),
        recipe_id=sql.Identifier(*recipe_id.split(".")),
    )


_NOT_WORD = re.compile(r"[^\w ]+|_")
_SPACES = re.compile(r"\s+")


def _fold(text: str) -> str:
    # What public.normalize_text does (unaccent + lower), plus punctuation to spaces.
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SPACES.sub(" ", _NOT_WORD.sub(" ", bare)).strip()


def allergy_patterns(allergies: Iterable[str]) -> list[str]:
    """Whole-word, plural-aware Postgres regexes for free-text allergies.

    The terms are reduced to letters, digits and single spaces first, so nothing in a
    pattern is regex syntax from the input.

    Args:
        allergies: The user's free-text allergies, in any language.

    Returns:
        One pattern per distinct term, e.g. ``\\m(?:fresas|fresa)(?:es|s)?\\M``.
    """
    patterns: list[str] = []
    for allergy in allergies:
        forms = _forms(allergy)
        if not forms:
            continue
        pattern = r"\m(?:" + "|".join(forms) + r")(?:es|s)?\M"
        if pattern not in patterns:
            patterns.append(pattern)
    return patterns


def _forms(allergy: str) -> list[str]:
    term = _fold(allergy)
    if not term:
        return []
    forms = [term]
    # "tomatoes" -> "tomato", "fresas" -> "fresa": the catalogue may only list a singular.
    if term.endswith("es") and len(term) > 4:
        forms.append(term[:-2])
    if term.endswith("s") and len(term) > 3:
        forms.append(term[:-1])
    return forms


def any_food_pattern(foods: Iterable[str]) -> str:
    """One pattern matching any of many foods, as `allergy_patterns` matches each.

    Postgres keeps only a few dozen compiled regexes per session: the forty names of the hot
    foods as forty patterns were compiled again for every alias row (24 s a search, where one
    alternation takes a fraction of a second).

    Args:
        foods: Food names, in any language and case.

    Returns:
        A single whole-word, plural-aware pattern.
    """
    forms = dict.fromkeys(form for food in foods for form in _forms(food))
    return r"\m(?:" + "|".join(forms) + r")(?:es|s)?\M"


def hot_gated(gates: Mapping[str, object], avoided: Avoided | None) -> Mapping[str, object]:
    """The gates with the dishes hot with chiles left out, when nothing spicy is asked.

    A search ranks those dishes last (`shared.search.hot_foods.hot_second`); a dish the words
    name that the catalogue has only hot ("enchiladas suizas, nada picante") is still outside
    what was asked, and is offered without its chile (`shared.search.slower_dish`).

    Args:
        gates: `gate_params` of the search.
        avoided: What the query leaves out.

    Returns:
        The gates, with one pattern more for the hot foods when `avoided.hot`.
    """
    if avoided is None or not avoided.hot:
        return gates
    patterns = [*cast("list[str]", gates["allergy_patterns"]), any_food_pattern(hot_food_names())]
    return {**gates, "allergy_patterns": patterns, "has_blocks": True}


def gate_params(
    query: SearchQuery, user: SearchUser, *, avoided: Avoided | None = None
) -> dict[str, object]:
    """The parameters `BLOCKED_CTE` and `ELIGIBLE` read.

    Args:
        query: The explicit filters.
        user: The allergens, free-text allergies and diets of the caller.
        avoided: What the query's words leave out, gated for this search only.

    Returns:
        Named parameters for psycopg.
    """
    diets = {*user.diet_types, *([query.diet] if query.diet else [])}
    allergens = set(user.allergens)
    terms = list(user.custom_allergies)
    categories: list[str] = []
    if avoided is not None:
        diets.update(avoided.diets)
        allergens.update(avoided.allergens)
        terms.extend(avoided.ingredients)
        categories = sorted(set(avoided.categories))
    # A diet the words ask for ("a pescatarian dinner", with or without the same filter or
    # profile: "I'm pescatarian, what's for dinner") asks for the dishes tagged so, the fish
    # ones; the cook's profile diet unsaid, or a food left out ("sin lácteos"), is met by a
    # stricter diet too.
    loose = set(avoided.diets if avoided is not None else ())
    own_diets = diets_named(query.text) - loose
    diets.update(own_diets)
    # Leaving a food out leaves out what a cook counts as it (cocoa with chocolate).
    patterns = allergy_patterns(with_family(terms))
    return {
        "allergens": sorted(allergens),
        "allergy_patterns": patterns,
        "avoid_categories": categories,
        "has_blocks": bool(allergens or patterns or categories),
        "cuisine": query.cuisine,
        "max_time": query.max_time,
        "difficulty": query.difficulty,
        "meal_type": query.meal_type,
        "diets": sorted(diets),
        "own_diets": sorted(own_diets),
        "tools_out": list(tools_ruled_out(query.text)),
    }
