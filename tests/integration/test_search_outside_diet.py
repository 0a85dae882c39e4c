"""A dish the catalogue has only outside the diet or allergies asked, and filters that leave a
few recipes, on the real seed catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import SearchUser
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language", "user", "held"),
    [
        # the diet said in the words
        ("vegan pad thai", "en", SearchUser(), ("Shrimp Pad Thai", "vegan")),
        (
            "lasaña vegetariana",
            "es",
            SearchUser(),
            ("Classic Beef Lasagna Bolognese", "vegetarian"),
        ),
        # the cook's own diet, the place of the dish beside it
        (
            "tacos de pescado estilo Ensenada",
            "es",
            SearchUser(diet_types=("vegetarian",)),
            ("Baja Fish Tacos", "vegetarian"),
        ),
        (
            "pozole",
            "es",
            SearchUser(diet_types=("vegetarian",)),
            ("Pozole Rojo with Pork", "vegetarian"),
        ),
        # what the dish would be made with to fit follows it: the dish is still asked
        (
            "vegetarian lasagna with spinach and ricotta",
            "en",
            SearchUser(),
            ("Classic Beef Lasagna Bolognese", "vegetarian"),
        ),
        (
            "pozole vegano con hongos",
            "es",
            SearchUser(),
            ("Pozole Rojo with Pork", "vegan"),
        ),
    ],
)
async def test_a_dish_only_outside_the_diet_falls_back_with_its_own_reason(
    searcher: HybridSearcher,
    text: str,
    language: str,
    user: SearchUser,
    held: tuple[str, str],
) -> None:
    name, diet = held
    outcome = await run(searcher, text, language, user=user)

    # no unrelated recipe that fits the diet stands in for the dish
    assert (outcome.decision, outcome.fallback_reason, outcome.hits) == (
        "fallback",
        "outside_diet",
        (),
    )
    assert outcome.outside is not None
    assert name in outcome.outside.names_en
    assert outcome.outside.diets == (diet,)


async def test_an_allergy_that_hides_the_dish_is_its_reason(searcher: HybridSearcher) -> None:
    outcome = await run(searcher, "pad thai", user=SearchUser(allergens=("peanut",)))

    assert outcome.fallback_reason == "outside_diet"
    assert outcome.outside is not None
    assert outcome.outside.diets == ()
    assert outcome.outside.allergens_en == ("peanuts",)


async def test_without_the_gates_the_same_dish_is_found(searcher: HybridSearcher) -> None:
    outcome = await run(searcher, "pad thai")

    assert outcome.decision == "results"
    assert found(outcome)[0] == "shrimp_pad_thai"


@pytest.mark.parametrize(
    ("text", "user", "expected"),
    [
        # a curry that fits the diet exists: it answers, whatever else is held back
        ("vegan curry", SearchUser(), "chana_masala"),
        ("sopa", SearchUser(diet_types=("vegetarian",)), None),
        # "vegan dinner with beans" names no dish: it is answered by what fits
        ("vegan dinner with beans", SearchUser(), None),
        # a curry made with what the diet keeps is still a curry the diet has
        ("vegan curry with chickpeas", SearchUser(), "chana_masala"),
    ],
)
async def test_a_dish_the_diet_has_is_answered(
    searcher: HybridSearcher, text: str, user: SearchUser, expected: str | None
) -> None:
    outcome = await run(searcher, text, "es" if text == "sopa" else "en", user=user)

    assert outcome.decision == "results"
    assert outcome.fallback_reason != "outside_diet"
    if expected is not None:
        assert expected in found(outcome)[:3]


async def test_two_recipes_left_by_the_filters_are_the_answer(searcher: HybridSearcher) -> None:
    # Given the filters of "a hard French recipe": two recipes pass them
    outcome = await run(searcher, "a hard French recipe", cuisine="french", difficulty="hard")

    # Then both are answered, not a "let's create one"
    assert outcome.decision == "results"
    assert sorted(found(outcome)) == ["coq_au_vin", "quiche_lorraine"]


async def test_a_dish_none_of_the_few_recipes_is_still_falls_back(
    searcher: HybridSearcher,
) -> None:
    outcome = await run(searcher, "pozole", "es", cuisine="french", difficulty="hard")

    assert outcome.decision == "fallback"


async def test_every_recipe_a_narrow_filter_leaves_is_answered(searcher: HybridSearcher) -> None:
    # Given a keto snack: four recipes are both, whatever the words match
    outcome = await run(searcher, "botana keto", "es", diet="keto", meal_type="snack")

    # Then all four are offered, not only the two the retrievers agree on
    assert outcome.decision == "results"
    assert sorted(found(outcome)) == ["caprese_salad", "gambas_al_ajillo", "guacamole", "tzatziki"]


@pytest.mark.parametrize(
    ("text", "language", "filters", "expected"),
    [
        # the food left out and the meal are the filters' facets, not a dish
        (
            "bebida sin lácteos",
            "es",
            {"diet": "dairy_free", "meal_type": "drink"},
            ["agua_de_jamaica", "colombian_coconut_lemonade", "gazpacho_andaluz"],
        ),
        # prose around the filters ("my son is lactose intolerant") names no dish
        (
            "dessert with nothing dairy my son is lactose intolerant",
            "en",
            {"diet": "dairy_free", "meal_type": "dessert"},
            ["almond_biscotti", "thai_mango_sticky_rice"],
        ),
    ],
)
async def test_words_around_a_narrow_filter_do_not_hide_its_recipes(
    searcher: HybridSearcher, text: str, language: str, filters: dict[str, str], expected: list[str]
) -> None:
    outcome = await run(searcher, text, language, **filters)

    assert sorted(found(outcome)) == expected
