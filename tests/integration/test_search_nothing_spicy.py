""" "Nothing spicy" / "nada picante" on the real catalogue: the dishes hot with chiles come last.

Most hot dishes carry no "spicy" tag (Enchiladas Suizas hold serrano, Pozole Rojo guajillo);
their ingredients say so. They are not left out, since a cook also calls a korma or a dal with
two dried chiles mild: every dish without a hot food comes first, and the hot ones are shown
only after them, when too few others fit. Which recipes are hot is read here from the
catalogue tables, by the ingredients' slugs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.hot_foods import HOT_SLUGS
from tests.integration.test_search_support import found, make_searcher, run

if TYPE_CHECKING:
    from shared.db import Database

pytestmark = pytest.mark.integration

_HOT = """
select distinct r.slug
from recipes r
join recipe_ingredients ri on ri.recipe_id = r.id
join ingredients i on i.id = ri.ingredient_id
where i.slug = any (%(hot)s)
"""


async def _hot(db: Database) -> set[str]:
    async with db.anon() as conn:
        cursor = await conn.execute(_HOT, {"hot": list(HOT_SLUGS)})
        return {row["slug"] for row in await cursor.fetchall()}


@pytest.mark.parametrize("lexical_only", [False, True])
@pytest.mark.parametrize(
    ("text", "language"),
    [("cena mexicana, nada picante", "es"), ("Mexican dinner, nothing spicy", "en")],
)
async def test_nothing_spicy_puts_the_mild_dishes_first(
    search_db: Database, text: str, language: str, *, lexical_only: bool
) -> None:
    # Given the Mexican recipes hot with chiles
    hot = await _hot(search_db)
    assert {"pozole_rojo", "enchiladas_suizas"} <= hot

    # When one asks for a Mexican dinner with nothing spicy
    outcome = await run(
        make_searcher(search_db), text, language, cuisine="mexican", lexical_only=lexical_only
    )

    # Then the first three hold no hot food
    first = found(outcome)[:3]
    assert len(first) == 3
    assert not set(first) & hot, first


@pytest.mark.parametrize(
    ("text", "language"),
    [("desayuno mexicano, nada picante", "es"), ("Mexican breakfast, nothing spicy", "en")],
)
async def test_nothing_spicy_still_shows_the_hot_dishes_when_nothing_else_fits(
    search_db: Database, text: str, language: str
) -> None:
    # Given that every Mexican breakfast of the catalogue holds a hot chile
    hot = await _hot(search_db)
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select r.slug from recipes r join cuisines c on c.id = r.cuisine_id"
            " where c.slug = 'mexican' and 'breakfast' = any (r.meal_types)"
        )
        breakfasts = {row["slug"] for row in await cursor.fetchall()}
    assert breakfasts
    assert breakfasts <= hot

    # When one asks for one with nothing spicy
    outcome = await run(
        make_searcher(search_db), text, language, cuisine="mexican", meal_type="breakfast"
    )

    # Then the hot ones are shown rather than none
    assert outcome.decision == "results", outcome.fallback_reason
    assert set(found(outcome)) <= breakfasts
    assert found(outcome)


@pytest.mark.parametrize("lexical_only", [False, True])
@pytest.mark.parametrize(
    ("text", "language"),
    [("curry indio, nada picante", "es"), ("Indian curry, nothing spicy", "en")],
)
async def test_the_dishes_tagged_mild_answer_nothing_spicy_in_either_language(
    search_db: Database, text: str, language: str, *, lexical_only: bool
) -> None:
    # Given the Indian dishes tagged mild (in Spanish "poco picante", which holds the word
    # "picante" the cook negates)
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select r.slug, t.name_es from recipes r"
            " join recipe_tags rt on rt.recipe_id = r.id join tags t on t.id = rt.tag_id"
            " join cuisines c on c.id = r.cuisine_id where t.name_en = 'mild'"
            " and c.slug = 'indian'"
        )
        rows = await cursor.fetchall()
    mild = {row["slug"] for row in rows}
    assert mild
    assert all("picante" in row["name_es"] for row in rows)

    # When one asks for an Indian curry with nothing spicy
    outcome = await run(
        make_searcher(search_db), text, language, cuisine="indian", lexical_only=lexical_only
    )

    # Then the mild ones are among the answers
    assert set(found(outcome)) & mild, found(outcome)
