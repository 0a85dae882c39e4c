"""Finding the ingredients a text names tries only the names its words can start.

`find_all` reads every known name's words against the text's, longest names first, taking no
word twice. Trying only the names that start with one of the text's words must find exactly
what trying every name finds, in every text: whole names, names inside longer ones, overlaps,
repeats and words that start no name.
"""

from __future__ import annotations

import pytest

from shared.ai.offline.ingredients import INGREDIENTS, find_all, identify, key


def _every_name_tried(text: str) -> list[tuple[int, str]]:
    """Every known name tried against the text, longest first, no word taken twice."""
    names = sorted(
        ((key(name), row.slug) for row in INGREDIENTS for name in (row.en, row.es, *row.aliases)),
        key=lambda entry: -len(entry[0]),
    )
    tokens = key(text)
    taken = [False] * len(tokens)
    found: list[tuple[int, str]] = []
    for name_key, slug in names:
        size = len(name_key)
        for start in range(len(tokens) - size + 1):
            if tokens[start : start + size] == name_key and not any(taken[start : start + size]):
                taken[start : start + size] = [True] * size
                found.append((start, slug))
    return sorted(found, key=lambda pair: pair[0])


def _found(text: str) -> list[tuple[int, str]]:
    return [(at, row.slug) for at, row in find_all(text)]


@pytest.mark.parametrize(
    "text",
    [
        "what can I make with chicken, rice and peppers?",
        "caldo de pollo con arroz y chile",
        "sesame oil, olive oil and oil",
        "2 boneless chicken breasts and chicken stock",
        "pechugas de pollo, pollo y más pollo",
        "chocolate chip cookies with peanut butter",
        "how long should a steak rest?",
        "",
        "lonche para la chamba",
    ],
)
def test_the_names_found_are_those_every_name_finds(text: str) -> None:
    # Given a cook's text
    # When the ingredients it names are found
    found = _found(text)

    # Then they are what trying every known name finds, position by position
    assert found == _every_name_tried(text)


def test_every_name_of_every_ingredient_finds_what_every_name_finds() -> None:
    # Given every name the offline provider knows, alone and two at a time
    names = [name for row in INGREDIENTS for name in (row.en, row.es, *row.aliases)]
    texts = [*names, *(f"{a} y {b}" for a, b in zip(names, reversed(names), strict=True))]

    # Then each text finds what trying every name finds, and each name alone names something
    for text in texts:
        assert _found(text) == _every_name_tried(text)
    assert all(identify(name) is not None for name in names)


@pytest.mark.parametrize(
    ("said", "slug"),
    [
        # "Plátano" is the banana where a Mexican cook says it; the plantain has its own names
        ("plátano", "banana"),
        ("3 plátanos", "banana"),
        ("plátano macho", "plantain"),
        ("plátanos machos verdes", "plantain"),
        ("plátano maduro", "plantain"),
        ("green plantains", "plantain"),
        ("bananas", "banana"),
    ],
)
def test_plantain_is_told_apart_from_banana(said: str, slug: str) -> None:
    # When / Then
    found = identify(said)
    assert found is not None
    assert found.slug == slug
