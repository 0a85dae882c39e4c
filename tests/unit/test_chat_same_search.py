"""Two requests search alike when the search reads the same filters and topic in them."""

from __future__ import annotations

import pytest
from chat.same_search import search_read


@pytest.mark.parametrize(
    ("said", "starter"),
    [
        ("algo rápido para cenar", "Busca recetas rápidas para la cena"),
        ("something quick for dinner", "Find quick dinner recipes"),
        ("una cena rápida", "Busca recetas rápidas para la cena"),
        ("What can I cook with chicken, rice and tomatoes", "chicken rice tomatoes recipes"),
    ],
)
def test_requests_worded_apart_that_search_alike(said: str, starter: str) -> None:
    # Given two wordings of one request; When each is read; Then the readings are one
    assert search_read(said) == search_read(starter)


@pytest.mark.parametrize(
    ("said", "starter"),
    [
        ("quick chicken dinner", "Find quick dinner recipes"),
        ("something healthy", "Something healthy and easy for lunch"),
        ("something quick for lunch", "Find quick dinner recipes"),
        ("low sodium soup", "soup"),
        ("quick vegetarian dinner", "Find quick dinner recipes"),
    ],
)
def test_requests_that_search_apart(said: str, starter: str) -> None:
    # Given a request that adds a food, a facet or a topic word to the other
    # When each is read; Then the readings differ
    assert search_read(said) != search_read(starter)
