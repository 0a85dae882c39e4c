"""A dish asked for by the form it is served in ("falafel wraps") is that dish."""

from __future__ import annotations

import pytest

from shared.search.served import served_dish

# The kinds of dish of some candidates (`dish_kind`: "Crispy Falafel", "Beef Bulgogi",
# "Chicken Katsu", "Cochinita Pibil", "Teriyaki Salmon", "Pollo al Chilindrón").
KINDS = frozenset({"falafel", "bulgogi", "katsu", "cochinita", "salmon", "pollo", "wrap"})


@pytest.mark.parametrize(
    ("words", "dish"),
    [
        (("falafel", "wraps"), "falafel"),
        (("falafel", "wrap"), "falafel"),
        (("bulgogi", "tacos"), "bulgogi"),
        (("katsu", "sandwich"), "katsu"),
        (("tacos", "de", "cochinita"), "cochinita"),
        (("torta", "de", "cochinita"), "cochinita"),
    ],
)
def test_a_dish_in_a_serving_form_is_that_dish(words: tuple[str, ...], dish: str) -> None:
    assert served_dish(words, KINDS) == dish


@pytest.mark.parametrize(
    "words",
    [
        # A food in the dish's place names a filling: a dish the catalogue may lack.
        ("salmon", "burgers"),
        ("salmon", "tacos"),
        ("tacos", "de", "pollo"),
        # A word no candidate is named for.
        ("tacos", "de", "carnitas"),
        ("shawarma", "bowl"),
        # No serving form: a dish of two words ("carrot cake") is judged as it is.
        ("falafel", "cake"),
        # More than one dish word, or two forms.
        ("falafel", "bulgogi", "wrap"),
        ("taco", "bowl"),
    ],
)
def test_other_names_are_no_served_dish(words: tuple[str, ...]) -> None:
    assert served_dish(words, KINDS) is None
