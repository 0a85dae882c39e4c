"""Lists in a sentence: things used together ("and"/"y"), choices ("or"/"o")."""

from __future__ import annotations

import pytest

from shared.tools.phrasing import join_alternatives, join_words


@pytest.mark.parametrize(
    ("items", "language", "together", "choices"),
    [
        ([], "en", "", ""),
        (["olive oil"], "en", "olive oil", "olive oil"),
        (["rice", "beans"], "en", "rice and beans", "rice or beans"),
        (
            ["aceite de oliva", "aceite de coco", "ghee"],
            "es",
            "aceite de oliva, aceite de coco y ghee",
            "aceite de oliva, aceite de coco o ghee",
        ),
    ],
)
def test_lists_and_choices_read_as_sentences(
    items: list[str], language: str, together: str, choices: str
) -> None:
    assert join_words(items, language) == together  # type: ignore[arg-type]
    assert join_alternatives(items, language) == choices  # type: ignore[arg-type]
