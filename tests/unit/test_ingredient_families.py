"""Foods a cook counts as one food: what leaving one out leaves out with it."""

from __future__ import annotations

import pytest

from shared.ingredients.families import with_family
from shared.search.gates import gate_params
from shared.search.model import SearchQuery, SearchUser
from shared.search.negation import split_negation


@pytest.mark.parametrize(
    ("terms", "expected"),
    [
        (["chocolate"], ["chocolate", "cacao", "cocoa"]),
        (["Cocoa"], ["Cocoa", "cacao", "chocolate"]),
        (["chocolates", "nuts"], ["chocolates", "nuts", "cacao", "cocoa"]),
        (["fresas"], ["fresas"]),
        ([], []),
    ],
)
def test_a_word_of_a_family_stands_for_the_whole_family(
    terms: list[str], expected: list[str]
) -> None:
    assert with_family(terms) == expected


@pytest.mark.parametrize(
    ("query", "language"),
    [("postre sin chocolate", "es"), ("dessert without chocolate", "en")],
)
def test_a_dessert_without_chocolate_blocks_cocoa_and_cacao_too(query: str, language: str) -> None:
    # Given a query that leaves chocolate out
    negation = split_negation(query, language)  # type: ignore[arg-type]

    # When its gates are built
    params = gate_params(
        SearchQuery(text=negation.text, language=language),  # type: ignore[arg-type]
        SearchUser(),
        avoided=negation.avoided,
    )

    # Then the ingredient patterns reach cocoa powder and cacao, not only chocolate
    patterns = " ".join(params["allergy_patterns"])  # type: ignore[arg-type]
    assert all(word in patterns for word in ("chocolate", "cocoa", "cacao"))


def test_asking_for_chocolate_does_not_block_anything() -> None:
    params = gate_params(SearchQuery(text="chocolate dessert", language="en"), SearchUser())
    assert params["allergy_patterns"] == []
