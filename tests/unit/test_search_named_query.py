"""Which recipe names hold a food the query names: every word of that food, not any one."""

from __future__ import annotations

import pytest

from shared.search.lexical import catalogue_params
from shared.search.settings import SearchSettings


def _named_query(text: str, language: str) -> str:
    params = catalogue_params(
        text=text, language=language, gates={}, vector_ids=[], settings=SearchSettings()
    )
    return str(params["named_query"])


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # A food of two words is in a name only with both ("Beef Bulgogi" is not ground beef).
        ("ground beef dinner ideas", "en", "(ground & beef)"),
        ("what to do with a whole chicken", "en", "(whole & chicken)"),
        ("carne molida para la cena", "es", "(carne & molida)"),
        # The meat of an animal is named by the animal: "Bulgogi de Res".
        ("carne de res coreana marinada", "es", "(res)"),
        # One food per group of words, any of them.
        ("shrimp and coconut milk", "en", "(shrimp) | (coconut & milk)"),
        ("camarones y leche de coco", "es", "(camarones) | (leche & de & coco)"),
        # A food of one word is found by that word.
        ("pollo con arroz", "es", "(pollo) | (arroz)"),
    ],
)
def test_a_named_food_is_found_in_names_by_all_its_words(
    text: str, language: str, expected: str
) -> None:
    assert _named_query(text, language) == expected


def test_a_query_naming_no_food_looks_for_none() -> None:
    assert _named_query("something cozy for a rainy day", "en") == ""


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # A food of several words may be a dish's name: chicken stock and the chicken soup.
        ("caldo de pollo", "es", "(caldo & de & pollo)"),
        ("shrimp and coconut milk", "en", "(coconut & milk)"),
        # A food of one word names no dish by itself.
        ("pollo con arroz", "es", ""),
        ("shrimp", "en", ""),
        ("carne de res", "es", ""),
    ],
)
def test_only_foods_of_several_words_are_read_as_a_dish_name(
    text: str, language: str, expected: str
) -> None:
    params = catalogue_params(
        text=text, language=language, gates={}, vector_ids=[], settings=SearchSettings()
    )
    assert params["dish_phrase_query"] == expected
