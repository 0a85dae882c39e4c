"""Dishes the seed catalogue lacks fall back honestly; their neighbours it has are answered.

The catalogue has cakes (tres leches) and chocolate (cookies, truffles, churros) but no
chocolate cake; tacos of pork and fish, and chicken larb tagged "tacos de lechuga", but no
chicken tacos; breads, but none sourdough; no guinea pig ("cuy"), though a description says
"cuyo"; spring rolls, but no sushi rolls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.dish_fields import fetch_field_hits
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # A kind of dish and a flavour the catalogue has, never together in one recipe.
        ("pastel de chocolate", "es"),
        ("chocolate cake", "en"),
        # A kind of dish with a protein no such dish has.
        ("tacos de pollo", "es"),
        # A dish named as a diminutive of a food the catalogue has ("carnitas": no "carne").
        ("tacos de carnitas", "es"),
        # Diet words around a dish the catalogue lacks.
        ("gluten-free sourdough bread", "en"),
        # A dish word only a description has (as another word's stem), on known food.
        ("receta de cuy al horno", "es"),
        # A complement after a two-word dish the catalogue lacks.
        ("sushi rolls with salmon and avocado", "en"),
        # A kind of dish whose modifier is only an ingredient of one: the apple pie's lemon,
        # the chicken tamales' corn husks.
        ("pay de limón", "es"),
        ("tamales de elote", "es"),
        # A head the stemmer reads as another dish's ("sopes" as "sopa").
        ("sopes de frijol", "es"),
        # A word no recipe has in either language, which a name only sounds like.
        ("keto cheesecake", "en"),
        ("vegan chocolate brownies", "en"),
        # A word of an English dish name that only Spanish prose has ("lava": wash), and
        # one that holds a shorter name's word and more ("molten" is no "mole").
        ("chocolate lava cake", "en"),
        ("molten chocolate lava cake", "en"),
        # Spanish names by their form, whose head no recipe is a kind of: no recipe has both
        # words; recipes named for the head hold nothing of the complement.
        ("barbacoa de borrego", "es"),
        ("carne en su jugo", "es"),
        # A diet word before a dish is a constraint: the gates leave no cake nor taco among
        # the candidates, and the dish must still be in the catalogue.
        ("vegan chocolate cake", "en"),
        ("vegan gluten-free chocolate birthday cake", "en"),
        ("pastel de chocolate sin gluten", "es"),
        # A likeness or a purpose after such a dish says how or when it is eaten; a word of
        # it no recipe has ("drizzle") says nothing of the dish.
        ("chocolate cake like the one from the bakery", "en"),
        ("tacos de pollo como los de la feria", "es"),
        ("banana cake with cream cheese frosting", "en"),
    ],
)
async def test_a_dish_the_catalogue_lacks_falls_back(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given the seed catalogue / When searching a dish it does not have
    outcome = await run(searcher, text, language)

    # Then the search offers to create one rather than the nearest neighbour
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"


@pytest.mark.parametrize(
    ("text", "language", "slug"),
    [
        # The neighbours of those dishes that the catalogue has.
        ("pastel de tres leches", "es", "tres_leches_cake"),
        ("tacos de pescado", "es", "baja_fish_tacos"),
        ("pan de plátano", "es", "banana_bread"),
        # A soup by its tag ("sopa") and a noodle soup by its tag ("sopa de fideos").
        ("sopa de pollo", "es", "mexican_chicken_soup"),
        ("sopa de fideos", "es", "vietnamese_beef_pho"),
        # An ingredient list, a name in the catalogue's other wording, misspellings.
        ("pollo y leche de coco", "es", "thai_green_curry_chicken"),
        ("macarrones con queso", "es", "baked_mac_and_cheese"),
        ("gaspacho", "es", "gazpacho_andaluz"),
        ("chilakiles", "es", "chilaquiles_verdes"),
        ("paeya", "es", "paella_valenciana"),
        ("wacamole", "en", "guacamole"),
        # Modifiers in another number or gender than the name's.
        ("tamal verde de pollo", "es", "green_chicken_tamales"),
        ("arroz rojo mexicano", "es", "mexican_red_rice"),
        # A likeness or a purpose after a dish the catalogue has.
        ("pastel de tres leches como el de mi abuela", "es", "tres_leches_cake"),
        ("apple pie for thanksgiving", "en", "apple_pie"),
    ],
)
async def test_a_dish_the_catalogue_has_is_answered(
    searcher: HybridSearcher, text: str, language: str, slug: str
) -> None:
    # Given the seed catalogue / When searching a dish it has, in any wording
    outcome = await run(searcher, text, language)

    # Then it is answered, that dish first
    assert outcome.decision == "results"
    assert found(outcome)[0] == slug


async def test_a_dish_named_in_the_other_language_before_a_likeness_is_answered(
    searcher: HybridSearcher,
) -> None:
    # Given the Mexican red rice, "Arroz Rojo" in Spanish
    # When an English cook names it in Spanish, then says whose it is like
    outcome = await run(searcher, "arroz rojo like my neighbour makes", "en")

    # Then the name is not judged by the English kinds of dish: the rice is offered
    assert outcome.decision == "results"
    assert "mexican_red_rice" in found(outcome)[:3]


@pytest.mark.parametrize(("text", "language"), [("falafel wraps", "en"), ("wrap de falafel", "es")])
async def test_a_dish_asked_for_in_the_form_it_is_served_in_is_answered(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given no recipe is a falafel wrap, but the catalogue has falafel (and other wraps)
    # When asking for the falafel in a wrap
    outcome = await run(searcher, text, language)

    # Then the falafel is among the first results
    assert outcome.decision == "results"
    assert "falafel" in found(outcome)[:3]


async def test_the_reading_tells_food_from_a_word_only_a_description_has(
    search_db: Database,
) -> None:
    # Given "cuy" (only the stem of a description's "cuyo") and "horno" (a tag, "al horno")
    read = search_db.reads_as(None)
    reading = await fetch_field_hits(read, language="es", words=["cuy", "al", "horno"])

    # Then both are known words, but only "horno" is food
    assert reading.known == ("cuy", "horno")
    assert reading.content == 2
    assert reading.food == frozenset({"horno"})


async def test_the_reading_reports_which_names_and_tags_hold_the_words(
    search_db: Database,
) -> None:
    # Given "tacos pescado": the fish tacos have both in their name
    read = search_db.reads_as(None)
    reading = await fetch_field_hits(read, language="es", words=["tacos", "pescado"])

    # Then a name hit holds both words
    assert any(hit.field == "name" and hit.words == {"tacos", "pescado"} for hit in reading.hits)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("christmas dessert", "en"),
        ("indian food", "en"),
        ("postres para navidad", "es"),
    ],
)
async def test_a_head_no_recipe_is_named_for_is_no_missing_dish(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given a head that is a course or a cuisine's food, no kind of dish a recipe is named for
    outcome = await run(searcher, text, language)

    # Then it is not refused as a dish the catalogue lacks
    assert outcome.fallback_reason != "not_in_catalogue"


@pytest.mark.parametrize(
    ("text", "language"),
    [("cena con muchas verduras", "es"), ("something with chickpeas and spinach", "en")],
)
async def test_a_request_for_what_follows_with_is_no_dish_name(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given a meal or "something" before "con" / "with": what is asked for is the complement
    outcome = await run(searcher, text, language)

    # Then it is not refused as a dish the catalogue lacks
    assert outcome.fallback_reason != "not_in_catalogue"


async def test_the_reading_reports_words_no_recipe_has_in_either_language(
    search_db: Database,
) -> None:
    # Given "cheesecake" (names sound like it: grilled cheese), "lava" (only Spanish prose
    # has it: "lava el perejil") and "zanahoria" (Spanish ingredients have it)
    read = search_db.reads_as(None)
    reading = await fetch_field_hits(
        read,
        language="en",
        words=["chocolate", "cheesecake", "lava", "zanahoria"],
        with_hits=False,
    )

    # Then "cheesecake" and "lava" are in no recipe as English words or as Spanish food;
    # "zanahoria" is Spanish food
    assert reading.known == ("chocolate",)
    assert set(reading.unknown) == {"cheesecake", "lava"}


async def test_the_reading_reports_descriptions_as_written(search_db: Database) -> None:
    # Given "tamales elote": the green chicken tamales hold "elote" only among ingredients
    read = search_db.reads_as(None)
    reading = await fetch_field_hits(read, language="es", words=["tamales", "elote"])

    # Then their name, tag and description are read, and no field has "elote" as written
    fields = {hit.field for hit in reading.hits}
    assert {"name", "tag", "description"} <= fields
    assert not any("elote" in hit.forms for hit in reading.hits)
