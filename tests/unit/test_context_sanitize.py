"""Sanitising user text before it reaches a prompt (seed 000 §6.7.5)."""

from __future__ import annotations

import unicodedata

import pytest

from shared.context import clean_line, sanitize_list, sanitize_text, summarise_payload
from shared.context.sanitize import strip_control_characters


@pytest.mark.parametrize(
    ("dirty", "clean"),
    [
        ("hola\x00 mundo", "hola mundo"),
        ("bell\x07 ring", "bell ring"),
        ("esc\x1b[2J seq", "esc[2J seq"),
        ("del\x7f char", "del char"),
        ("next\x85 line", "next\nline"),
        ("zero\u200bwidth", "zerowidth"),
        ("bidi \u202eoverride\u202c", "bidi override"),
        ("bom\ufeff", "bom"),
        ("lines\r\nkept", "lines\nkept"),
        ("tab\tbecomes space", "tab becomes space"),
        ("many    spaces", "many spaces"),
        ("one\n\n\n\n\nblank line", "one\n\nblank line"),
        ("  padded  ", "padded"),
        ("line  \n  trimmed", "line\ntrimmed"),
        ("jalapen\u0303o", "jalapeño"),
        ("para\u2029graph", "para\ngraph"),
    ],
)
def test_sanitize_text_strips_controls_but_keeps_lines(dirty: str, clean: str) -> None:
    assert sanitize_text(dirty) == clean


def test_sanitize_text_caps_the_length() -> None:
    assert sanitize_text("a" * 5000) == "a" * 2000
    assert sanitize_text("word " * 10, max_len=12) == "word word wo"
    assert sanitize_text("x" * 5000, max_len=None) == "x" * 5000


def test_clean_line_removes_every_break() -> None:
    assert clean_line("a\nb\tc\r\nd\x00e") == "a b c de"
    assert clean_line("long text", max_len=4) == "long"


def test_sanitize_list_cleans_dedupes_and_caps() -> None:
    # Given a messy list from a profile
    items = [
        "Peanut\x00",
        "  peanut ",
        None,
        "",
        "\u200b",
        "Shell\nfish",
        *[f"x{i}" for i in range(30)],
    ]

    # When sanitised
    cleaned = sanitize_list(items)

    # Then blanks and repeats are gone, line breaks flattened, and 20 items at most are kept
    assert cleaned[:2] == ("Peanut", "Shell fish")
    assert len(cleaned) == 20
    assert sanitize_list(["a" * 100], max_len=60) == ("a" * 60,)
    assert sanitize_list(["a", "b", "c"], max_items=2) == ("a", "b")


@pytest.mark.parametrize(
    ("payload", "summary"),
    [
        ({"recipes": [{"name": "Pozole"}, {"name": "Tinga"}]}, "recipes: Pozole, Tinga"),
        (
            {"recipes": [{"name": "Pozole", "totalTime": 45}, {"name": "Tinga", "totalTime": 30}]},
            "recipes: Pozole, Tinga; quickest: 30 min",
        ),
        ({"customRecipe": {"suggestedName": "Green Rice"}}, "custom recipe: Green Rice"),
        ({"custom_recipe": {"suggested_name": "Arroz\x00 verde"}}, "custom recipe: Arroz verde"),
        (
            {"retrieval": {"type": "single", "recipe": {"name": "Stir-Fry"}}},
            "saved recipes found: Stir-Fry",
        ),
        (
            {"retrieval": {"type": "multiple", "recipes": [{"name": "A"}, {"name": "B"}]}},
            "saved recipes found: A, B",
        ),
        ({"retrieval": {"type": "not_found"}}, None),
        ({"recipes": [{"name": f"R{i}"} for i in range(9)]}, "recipes: R0, R1, R2, R3, R4"),
        ({"recipes": "not a list"}, None),
        ([1, 2], None),
        (None, None),
        ({}, None),
    ],
)
def test_stored_payloads_are_summarised_in_one_line(payload: object, summary: str | None) -> None:
    assert summarise_payload(payload) == summary


def _stripped_by_definition(text: str, *, keep_newlines: bool) -> str:
    """Each character by its Unicode category: controls, format characters and surrogates go,
    line breaks become newlines (or spaces), tabs stay (or become spaces)."""
    breaks = {"\n", "\r", "\u2028", "\u2029", "\x0b", "\x0c", "\x85"}
    kept = []
    for char in text.replace("\r\n", "\n"):
        if char in breaks:
            kept.append("\n" if keep_newlines else " ")
        elif char == "\t":
            kept.append("\t" if keep_newlines else " ")
        elif unicodedata.category(char) not in {"Cc", "Cf", "Cs"}:
            kept.append(char)
    return "".join(kept)


@pytest.mark.parametrize("keep_newlines", [True, False])
def test_every_character_is_kept_or_stripped_by_its_category(keep_newlines: bool) -> None:
    # Given every character of the first planes' blocks, and some beyond, inside a word
    chars = [chr(code) for code in (*range(0x3100), 0xFEFF, 0xFFFC, 0x1F600, 0xE0001, 0xD800)]
    texts = [f"a{char}b" for char in chars] + ["plain words", "two\r\nlines", ""]

    # Then each is stripped as its category says, whether the text is printable or not
    for text in texts:
        assert strip_control_characters(text, keep_newlines=keep_newlines) == (
            _stripped_by_definition(text, keep_newlines=keep_newlines)
        )
