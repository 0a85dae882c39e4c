"""Replacing an ingredient's mentions in recipe text: each mention once, never inside another
ingredient's longer name."""

from __future__ import annotations

import pytest

from shared.ai.offline.scrub import replace_mentions


@pytest.mark.parametrize(
    ("text", "terms", "replacement", "others", "expected"),
    [
        # A replacement that holds the term is not matched again
        ("Finish with the milk.", ["milk"], "oat milk", [], "Finish with the oat milk."),
        # A term inside another ingredient's name is that ingredient
        (
            "Finish with the coconut milk, milk and lemon.",
            ["milk"],
            "oat milk",
            ["coconut milk", "lemon"],
            "Finish with the coconut milk, oat milk and lemon.",
        ),
        # Every mention, keeping a capital where a sentence starts
        (
            "Pollo al gusto. Agrega el pollo.",
            ["pollo"],
            "tofu firme",
            [],
            "Tofu firme al gusto. Agrega el tofu firme.",
        ),
    ],
)
def test_each_mention_is_replaced_once(
    text: str, terms: list[str], replacement: str, others: list[str], expected: str
) -> None:
    # When / Then
    assert replace_mentions(text, terms, replacement, others=others) == expected
