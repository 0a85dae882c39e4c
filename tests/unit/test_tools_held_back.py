"""The held-back note: what the gates hid and why, one sentence per reason, EN and ES."""

from __future__ import annotations

import pytest

from shared.tools.held_back import HeldBack, asked_diet_note, diet_word, held_back_note

PAD_THAI = HeldBack(name="Shrimp Pad Thai", allergens=("peanuts",), foods=(), diets=())
SATAY = HeldBack(name="Chicken Satay", allergens=("peanuts",), foods=(), diets=())
PICCATA = HeldBack(
    name="Chicken Piccata", allergens=(), foods=("chicken breast",), diets=("vegetarian",)
)
KUNG_PAO = HeldBack(
    name="Kung Pao Chicken", allergens=(), foods=("chicken thigh",), diets=("vegetarian",)
)
UNTAGGED = HeldBack(name="Lentil Soup", allergens=(), foods=(), diets=("vegan",))


@pytest.mark.parametrize(
    ("held", "language", "expected"),
    [
        ((PAD_THAI,), "en", "I left out Shrimp Pad Thai because it has peanuts."),
        ((PAD_THAI,), "es", "No incluí Shrimp Pad Thai porque lleva peanuts."),
        (
            (PAD_THAI, SATAY),
            "en",
            "I left out Shrimp Pad Thai and Chicken Satay because they have peanuts.",
        ),
        (
            (PICCATA, KUNG_PAO),
            "en",
            "I left out Chicken Piccata and Kung Pao Chicken because they have chicken breast "
            "and chicken thigh.",
        ),
        ((UNTAGGED,), "en", "I left out Lentil Soup because it isn't vegan."),
        ((UNTAGGED,), "es", "No incluí Lentil Soup porque no es vegana."),
        ((), "en", None),
    ],
)
def test_the_note_names_each_recipe_and_its_reason(
    held: tuple[HeldBack, ...], language: str, expected: str | None
) -> None:
    assert held_back_note(held, language, asked=()) == expected  # type: ignore[arg-type]


def test_a_query_that_asked_for_the_excluded_food_says_it_once_for_all() -> None:
    # Given the query asked for chicken, which the diet excludes
    asked = (asked_diet_note(["pollo"], "eres vegetariano", "es"),)

    # When recipes were held back for it, and one for peanuts
    note = held_back_note((PICCATA, KUNG_PAO, PAD_THAI), "es", asked=asked)

    # Then the diet sentence speaks for the chicken dishes; the peanut one keeps its own
    assert note == (
        "No incluí recetas con pollo porque eres vegetariano. "
        "No incluí Shrimp Pad Thai porque lleva peanuts."
    )


@pytest.mark.parametrize(
    ("diet", "masculine", "plural", "word"),
    [
        ("vegetarian", False, False, "vegetariana"),
        ("vegetarian", True, False, "vegetariano"),
        ("vegan", True, True, "veganos"),
        ("pescatarian", False, True, "pescetarianas"),
        ("low_carb", True, False, "bajo en carbohidratos"),
        ("low_carb", False, True, "bajas en carbohidratos"),
        ("gluten_free", True, True, "sin gluten"),
        ("keto", False, True, "keto"),
    ],
)
def test_a_spanish_diet_word_agrees_with_its_noun(
    diet: str, masculine: bool, plural: bool, word: str
) -> None:
    assert diet_word(diet, "es", masculine=masculine, plural=plural) == word


def test_an_english_diet_word_has_one_form() -> None:
    assert diet_word("vegetarian", "en", masculine=True, plural=True) == "vegetarian"
