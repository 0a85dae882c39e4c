"""A dish asked for by name, then the recipes most like it (`shared.search.dish_likeness`)."""

from __future__ import annotations

import uuid

import pytest

from shared.search.dish_likeness import asked_dish, like_the_dish
from shared.search.lexical import CatalogueRow
from shared.search.scoring import Scored


def _row(
    name: str,
    other: str | None = None,
    *,
    has_named: bool = False,
    cuisine: tuple[str, str] | None = None,
) -> CatalogueRow:
    return CatalogueRow(
        id=uuid.uuid4(),
        slug=name.casefold().replace(" ", "_"),
        name=name,
        image_url=None,
        total_time_minutes=30,
        portions=4,
        difficulty="easy",
        cuisine_slug=cuisine[0] if cuisine else None,
        cuisine=cuisine[1] if cuisine else None,
        meal_types=["dinner"],
        description=None,
        lexical=0.5,
        lexical_side=True,
        vector_side=True,
        relaxed=False,
        allergens=[],
        has_named=has_named,
        other_name=other,
    )


def _scored(row: CatalogueRow, score: float) -> Scored:
    return Scored(
        recipe_id=row.id, score=score, semantic=0.5, lexical=0.5, metadata=0.5, personalization=0.5
    )


SHAWARMA = _row("Chicken Shawarma Wraps with Tahini Sauce", "Shawarma de Pollo con Salsa de Tahini")
LARB = _row("Thai Chicken Larb Lettuce Wraps", "Larb de Pollo Tailandés en Hojas de Lechuga")
SOUVLAKI = _row("Chicken Souvlaki with Tzatziki", "Souvlaki de Pollo con Tzatziki")
BUTTER_CHICKEN = _row("Pollo a la Mantequilla (Murgh Makhani)", "Butter Chicken (Murgh Makhani)")
NAAN = _row("Naan de Ajo con Mantequilla", "Garlic Butter Naan")
PISTO = _row("Pisto Manchego", "Pisto Manchego (Spanish Vegetable Stew)")
RATATOUILLE = _row("Ratatouille (Guisado Provenzal de Verduras)", "Ratatouille")
SHRIMP_RICE = _row("Shrimp Fried Rice", "Arroz Frito con Camarones")
KIMCHI_RICE = _row("Kimchi Fried Rice with Fried Egg", "Arroz Frito con Kimchi y Huevo Estrellado")


@pytest.mark.parametrize(
    ("text", "rows", "dish"),
    [
        ("chicken shawarma wraps", [LARB, SHAWARMA, SOUVLAKI], SHAWARMA),
        ("shawarma de pollo", [LARB, SHAWARMA, SOUVLAKI], SHAWARMA),
        ("i wanna make butter chicken tonight", [NAAN, BUTTER_CHICKEN], BUTTER_CHICKEN),
        ("pollo a la mantequilla", [NAAN, BUTTER_CHICKEN], BUTTER_CHICKEN),
        ("pisto manchego", [RATATOUILLE, PISTO], PISTO),
        ("a spanish vegetable stew", [RATATOUILLE, PISTO], PISTO),
    ],
)
def test_the_one_name_holding_most_of_the_words_is_the_dish_asked_for(
    text: str, rows: list[CatalogueRow], dish: CatalogueRow
) -> None:
    assert asked_dish(text, rows) == dish.id


# The seed catalogue's Indian cuisine: slug "indian", "India" on a Spanish card.
INDIAN_ES = ("indian", "India")
INDIAN_BUTTER_CHICKEN = _row(
    "Pollo a la Mantequilla (Murgh Makhani)", "Butter Chicken (Murgh Makhani)", cuisine=INDIAN_ES
)
INDIAN_NAAN = _row("Naan de Ajo con Mantequilla", "Garlic Butter Naan", cuisine=INDIAN_ES)
INDIAN_TIKKA = _row("Pollo Tikka Masala", "Chicken Tikka Masala", cuisine=INDIAN_ES)


@pytest.mark.parametrize(
    "text",
    [
        "un butter chicken como el del restaurante indio",
        "el butter chicken ese de la india que es cremoso",
        "butter chicken like the indian place",
    ],
)
def test_the_cuisine_a_dish_is_asked_with_counts_as_a_word_of_its_name(text: str) -> None:
    # Given two words of the name and the cuisine among four or five asked
    # When the dish is read
    dish = asked_dish(text, [INDIAN_NAAN, INDIAN_BUTTER_CHICKEN, INDIAN_TIKKA])
    # Then the name holding the most of them, with its cuisine, is the dish
    assert dish == INDIAN_BUTTER_CHICKEN.id


def test_a_cuisine_shared_by_every_candidate_names_no_dish() -> None:
    assert asked_dish("pollo indio", [INDIAN_BUTTER_CHICKEN, INDIAN_TIKKA]) is None


@pytest.mark.parametrize(
    ("text", "rows"),
    [
        # Two names hold the words as much: a kind of dish, not one.
        ("fried rice", [SHRIMP_RICE, KIMCHI_RICE]),
        ("arroz frito", [SHRIMP_RICE, KIMCHI_RICE]),
        # A food many names hold is no dish asked for by name.
        ("something with chicken for a crowd", [SOUVLAKI, SHAWARMA, NAAN]),
        ("algo con pollo para muchos", [SOUVLAKI, SHAWARMA, NAAN]),
        # A side word of a name, with words no name holds.
        ("garlic bread for a bbq", [NAAN, PISTO]),
        ("algo de mantequilla para el pan dulce", [NAAN, BUTTER_CHICKEN]),
        # Nothing the query asks names a dish.
        ("", [PISTO]),
    ],
)
def test_no_dish_is_asked_for_when_no_name_alone_holds_most_of_the_words(
    text: str, rows: list[CatalogueRow]
) -> None:
    assert asked_dish(text, rows) is None


def test_the_dishes_most_like_the_dish_follow_it_before_those_sharing_a_side_word() -> None:
    # Given the shawarma first, then the larb the word "wraps" found, then the souvlaki
    rows = [SHAWARMA, LARB, SOUVLAKI, NAAN]
    by_id = {row.id: row for row in rows}
    scored = [_scored(row, score) for row, score in zip(rows, (0.9, 0.8, 0.6, 0.5), strict=True)]
    likeness = {SHAWARMA.id: 1.0, LARB.id: 0.80, SOUVLAKI.id: 0.95, NAAN.id: 0.70}

    # When the rest follow the dish by likeness and offer
    offer = like_the_dish(
        scored[:3], scored, by_id, dish=SHAWARMA.id, likeness=likeness, widen=False, k=10
    )

    # Then the souvlaki comes second, and only what was included is offered
    assert [s.recipe_id for s in offer] == [SHAWARMA.id, SOUVLAKI.id, LARB.id]


def test_a_dish_alone_past_the_threshold_is_followed_by_its_neighbours_when_widened() -> None:
    rows = [PISTO, NAAN, RATATOUILLE]
    by_id = {row.id: row for row in rows}
    scored = [_scored(row, score) for row, score in zip(rows, (0.9, 0.2, 0.1), strict=True)]
    likeness = {PISTO.id: 1.0, NAAN.id: 0.6, RATATOUILLE.id: 0.97}

    offer = like_the_dish(
        scored[:1], scored, by_id, dish=PISTO.id, likeness=likeness, widen=True, k=10
    )
    narrowed = like_the_dish(
        scored[:1], scored, by_id, dish=PISTO.id, likeness=likeness, widen=False, k=10
    )

    assert [s.recipe_id for s in offer] == [PISTO.id, RATATOUILLE.id, NAAN.id]
    assert [s.recipe_id for s in narrowed] == [PISTO.id]


def test_the_offer_stands_when_another_recipe_comes_before_the_named_one() -> None:
    # "cold tomato soup": the fusion puts the gazpacho before the name holding the words
    gazpacho = _row("Andalusian Gazpacho", "Gazpacho Andaluz")
    soup = _row("Grilled Cheese with Creamy Tomato Soup")
    by_id = {gazpacho.id: gazpacho, soup.id: soup, NAAN.id: NAAN}
    scored = [_scored(gazpacho, 0.9), _scored(NAAN, 0.8), _scored(soup, 0.7)]
    likeness = {soup.id: 1.0, NAAN.id: 0.9, gazpacho.id: 0.5}

    offer = like_the_dish(scored, scored, by_id, dish=soup.id, likeness=likeness, widen=True, k=10)

    assert offer == scored


def test_a_recipe_holding_a_named_food_stays_before_one_that_does_not_however_alike() -> None:
    parmigiana = _row("Eggplant Parmigiana", has_named=True)
    moussaka = _row("Greek Moussaka", has_named=True)
    lasagna = _row("Classic Beef Lasagna Bolognese")
    by_id = {row.id: row for row in (parmigiana, moussaka, lasagna)}
    scored = [_scored(parmigiana, 0.9), _scored(moussaka, 0.7), _scored(lasagna, 0.6)]
    likeness = {parmigiana.id: 1.0, lasagna.id: 0.99, moussaka.id: 0.5}

    offer = like_the_dish(
        scored, scored, by_id, dish=parmigiana.id, likeness=likeness, widen=True, k=10
    )

    assert [s.recipe_id for s in offer] == [parmigiana.id, moussaka.id, lasagna.id]


def test_a_candidate_the_words_did_not_find_is_no_dish_asked_for() -> None:
    # The vector side's neighbour holds the words only as the model reads them.
    unfound = PISTO.model_copy(update={"lexical": 0.0})

    assert asked_dish("pisto manchego", [unfound, RATATOUILLE]) is None
