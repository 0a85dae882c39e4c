"""A dish name misspelt in pieces ("bul go gee") is read joined against the names' words."""

from __future__ import annotations

import pytest

from shared.search.split_names import misspelt_asked, misspelt_together


@pytest.mark.parametrize(
    ("words", "names", "together"),
    [
        # Syllables of one name word, the long vowel written as English hears it
        (["bul", "go", "gee", "beef"], ["Beef Bulgogi"], {"bul", "go", "gee"}),
        # A name's word kept at the run's start, the next one written by sound
        (["banh", "mee", "sandwich"], ["Lemongrass Chicken Banh Mi"], {"banh", "mee"}),
        # Two letters swapped and the sound spelt: both words are pieces
        (["bahn", "mee"], ["Lemongrass Chicken Banh Mi"], {"bahn", "mee"}),
        # A short piece and a word misspelt, against two words of the name
        (["bab", "ganoosh", "dip"], ["Baba Ganoush"], {"bab", "ganoosh"}),
    ],
)
def test_pieces_of_a_name_are_read_together(
    words: list[str], names: list[str], together: set[str]
) -> None:
    assert misspelt_together(words, names) == together


@pytest.mark.parametrize(
    ("words", "names"),
    [
        # Every word is spelt in a name: read as written
        (["chicken", "curry"], ["Chicken Curry", "Beef Stew"]),
        # A name's long word joined to an unknown one would carry the likeness alone
        (["tacos", "de", "canasta"], ["Tacos de Carnitas"]),
        # Too few letters to tell a dish by
        (["mi", "so"], ["Miso Soup"]),
        # Two words of other dishes
        (["carrot", "cake"], ["Carrot Salad", "Chocolate Cake"]),
    ],
)
def test_other_words_are_not_joined(words: list[str], names: list[str]) -> None:
    assert misspelt_together(words, names) == frozenset()


def test_a_piece_misspells_the_name_it_is_part_of() -> None:
    asked = ["bul", "go", "gee", "beef"]
    assert "gee" in misspelt_asked(["gee"], asked, ["Beef Bulgogi"])
    assert "gee" not in misspelt_asked(["gee"], asked, ["Beef Stew"])
