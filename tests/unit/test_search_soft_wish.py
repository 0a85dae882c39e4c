"""A soft wish beside a named food orders that food's recipes; it brings in no others."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.intent import read_intent
from shared.search.model import SearchQuery
from shared.search.ranking import holding_named
from shared.search.scoring import Scored
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    from shared.search.lexical import CatalogueRow


def _row(name: str, *, has_named: bool) -> CatalogueRow:
    return catalogue_row(name, total_time_minutes=15, has_named=has_named)


def _scored(row: CatalogueRow, score: float) -> Scored:
    return Scored(
        recipe_id=row.id,
        score=score,
        semantic=0.5,
        lexical=0.5,
        metadata=1.0,
        personalization=0.5,
    )


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("something quick with mushrooms", "en"),
        ("easy dinner with shrimp", "en"),
        ("cheap meal with beans", "en"),
        ("something light with chicken", "en"),
        ("algo rápido con pollo", "es"),
        ("algo fácil con atún", "es"),
        ("algo barato con lentejas", "es"),
        ("una cena ligera con pescado", "es"),
        ("tengo prisa, algo con huevo", "es"),
    ],
)
def test_quick_easy_cheap_and_light_are_soft_wishes(text: str, language: str) -> None:
    query = SearchQuery(text=text, language=language)  # type: ignore[arg-type]
    assert read_intent(query, quick_minutes=30).wish


@pytest.mark.parametrize(
    ("text", "language"),
    [("chicken curry", "en"), ("pozole rojo", "es"), ("something for dinner", "en")],
)
def test_a_dish_or_a_meal_alone_is_no_soft_wish(text: str, language: str) -> None:
    query = SearchQuery(text=text, language=language)  # type: ignore[arg-type]
    assert not read_intent(query, quick_minutes=30).wish


def test_recipes_without_the_named_food_leave_when_some_have_it() -> None:
    # Given "something quick with mushrooms": a quick salad without mushrooms scores above
    # the mushroom risotto, the wish's words and its time fit lifting it
    salad = _row("cucumber salad", has_named=False)
    risotto = _row("mushroom risotto", has_named=True)
    soup = _row("miso soup", has_named=True)
    by_id = {row.id: row for row in (salad, risotto, soup)}
    included = (_scored(salad, 0.9), _scored(risotto, 0.8), _scored(soup, 0.7))

    kept = holding_named(included, by_id)

    assert [by_id[s.recipe_id].name for s in kept] == ["mushroom risotto", "miso soup"]


def test_when_no_recipe_has_the_food_the_others_stay() -> None:
    salad = _row("cucumber salad", has_named=False)
    hummus = _row("hummus", has_named=False)
    by_id = {row.id: row for row in (salad, hummus)}
    included = (_scored(salad, 0.9), _scored(hummus, 0.8))

    assert holding_named(included, by_id) == included
