"""A mood that asks no drink is answered by dishes, the drinks after them, EN and ES."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.courses import is_drink
from shared.search.fill_ins import topped_up
from shared.search.mood_order import drinks_answer
from shared.search.moods import read_moods
from shared.search.scoring import Scored
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    import uuid

    from shared.schemas.response import Language
    from shared.search.lexical import CatalogueRow


def _scored(row: CatalogueRow, score: float) -> Scored:
    return Scored(
        recipe_id=row.id, score=score, semantic=0.5, lexical=0.5, metadata=1.0, personalization=0.5
    )


def _hangover_candidates() -> tuple[dict[uuid.UUID, CatalogueRow], list[Scored]]:
    # A smoothie and a lassi carry the same mood tags as the chilaquiles and score among them.
    chilaquiles = catalogue_row("chilaquiles", meal_types=["breakfast", "lunch"], mood=True)
    smoothie = catalogue_row("smoothie", meal_types=["drink", "breakfast", "snack"], mood=True)
    eggs = catalogue_row("huevos rancheros", meal_types=["breakfast"], mood=True)
    lassi = catalogue_row("lassi", meal_types=["drink", "breakfast"], mood=True)
    rows = (chilaquiles, smoothie, lassi, eggs)
    scored = [_scored(row, score) for row, score in zip(rows, (0.9, 0.8, 0.7, 0.6), strict=True)]
    return {row.id: row for row in rows}, scored


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("ando bien crudo, algo para revivir", "es"),
        ("so hungover, need something to sort me out", "en"),
    ],
)
def test_a_mood_asking_no_drink_is_topped_up_with_dishes(text: str, language: Language) -> None:
    # Given a hangover said in words, whose answer passed the chilaquiles and the smoothie
    by_id, scored = _hangover_candidates()
    drinks = drinks_answer(read_moods(text, language), text=text, meal_type=None)

    # When the answer is topped up to three ideas
    offered = topped_up(scored[:2], scored, by_id, size=3, drinks=drinks)

    # Then the drinks are no ideas: the eggs join, and the smoothie comes after both dishes
    assert [by_id[s.recipe_id].name for s in offered] == [
        "chilaquiles",
        "huevos rancheros",
        "smoothie",
    ]


@pytest.mark.parametrize(
    ("text", "language", "meal_type"),
    [
        ("un licuado para la cruda", "es", None),
        ("something for a hangover", "en", "drink"),
        ("algo con mango", "es", None),  # no mood: a drink that matches it is no intruder
    ],
)
def test_a_drink_asked_for_or_no_mood_keeps_the_scores_order(
    text: str, language: Language, meal_type: str | None
) -> None:
    by_id, scored = _hangover_candidates()
    drinks = drinks_answer(read_moods(text, language), text=text, meal_type=meal_type)

    offered = topped_up(scored[:2], scored, by_id, size=3, drinks=drinks)

    assert offered == scored[:3]


@pytest.mark.parametrize(
    ("meal_types", "drink"),
    [
        (["drink"], True),
        (["drink", "breakfast"], True),
        (["lunch", "side", "drink"], False),  # gazpacho: a cold soup, also a lunch
        (["dessert"], False),
    ],
)
def test_a_drink_is_filed_as_one_and_as_no_dish(meal_types: list[str], drink: bool) -> None:
    assert is_drink(meal_types) is drink
