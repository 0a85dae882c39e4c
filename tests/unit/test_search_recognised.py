"""The recipe a model recognises is the dish asked for when its name names most of the query."""

from __future__ import annotations

import pytest

from shared.search.recognised import names_most_words


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # A dish spelt strangely: "tom" and "soup" as written, "yam" only sounds like "yum"
        ("tom yam soup", ["Tom Yum Goong (Thai Hot and Sour Shrimp Soup)"]),
        # Spanish, misspelt: "pau" for "pao"
        ("pollo kung pau", ["Pollo Kung Pao", "Kung Pao Chicken"]),
        # Other words for the same dish, in its Spanish name (plural for singular)
        ("papas con coliflor al curry", ["Aloo Gobi (Papa y Coliflor Especiadas)"]),
        # Misspelt words of a name
        ("chiles rejenos", ["Chiles Rellenos"]),
    ],
)
def test_a_recipe_named_by_most_of_the_query_is_the_dish(text: str, names: list[str]) -> None:
    assert names_most_words(text, names)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # A neighbour sharing one word of two: the protein, the kind of dish
        ("shrimp tempura", ["Tom Yum Goong (Thai Hot and Sour Shrimp Soup)"]),
        ("sushi rolls", ["Fresh Vegetable Spring Rolls with Peanut Sauce"]),
        # The diet word is a constraint, not the dish: "cheesecake" alone is asked
        ("keto cheesecake", ["Caprese Salad"]),
        # Spanish: a lamb barbacoa is no Korean barbecue of beef
        ("barbacoa de borrego", ["Bulgogi de Res (Barbacoa Coreana)"]),
    ],
)
def test_a_neighbour_is_not_the_dish(text: str, names: list[str]) -> None:
    assert not names_most_words(text, names)


def test_a_query_with_no_dish_word_is_not_contradicted() -> None:
    # Given only filter and everyday words
    # Then nothing tells the recognised recipe wrong
    assert names_most_words("something vegan for tonight", ["Chana Masala"])
