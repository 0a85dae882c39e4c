"""The embedding content formula and hash (seed 000 §5.2, §5.5)."""

from __future__ import annotations

import pytest

from shared.embeddings import RecipeContent, content_hash, embedding_text

_BASE = RecipeContent(
    recipe_id="r1",
    name_en="Chicken Tortilla Soup",
    name_es="Sopa de Tortilla con Pollo",
    description_en="A smoky tomato-chipotle broth with crispy tortilla strips.",
    ingredients=(("chicken breast", "pechuga de pollo"), ("corn tortilla", "tortilla de maíz")),
    tags_en=("soup", "spicy"),
)


def test_the_text_is_bilingual_and_ingredient_aware() -> None:
    text = embedding_text(_BASE)

    assert text.splitlines()[0] == "# Chicken Tortilla Soup / Sopa de Tortilla con Pollo"
    assert (
        "Ingredients: chicken breast / pechuga de pollo, corn tortilla / tortilla de maíz" in text
    )
    assert text.endswith("Tags: soup, spicy")


def test_the_summary_falls_back_to_the_instructions_and_is_capped_at_200() -> None:
    recipe = _BASE.model_copy(update={"description_en": None, "first_instruction_en": "x" * 500})

    assert recipe.summary_en == "x" * 200
    assert "x" * 201 not in embedding_text(recipe)


def test_the_hash_is_stable_and_order_insensitive() -> None:
    reordered = _BASE.model_copy(
        update={
            "ingredients": tuple(reversed(_BASE.ingredients)),
            "tags_en": tuple(reversed(_BASE.tags_en)),
        }
    )

    assert content_hash(_BASE) == content_hash(reordered)
    assert len(content_hash(_BASE)) == 64


@pytest.mark.parametrize(
    "change",
    [
        {"name_en": "Chicken Soup"},
        {"name_es": "Sopa de Pollo"},
        {"description_en": "Different."},
        {"ingredients": (("chicken thigh", "muslo de pollo"),)},
        {"ingredients": (("chicken breast", "pechuga"), ("corn tortilla", "tortilla de maíz"))},
        {"tags_en": ("soup",)},
    ],
)
def test_any_embedded_field_changes_the_hash(change: dict[str, object]) -> None:
    assert content_hash(_BASE.model_copy(update=change)) != content_hash(_BASE)


def test_a_change_past_the_embedded_summary_does_not_change_the_hash() -> None:
    long = _BASE.model_copy(update={"description_en": "y" * 200 + " tail one"})
    other = _BASE.model_copy(update={"description_en": "y" * 200 + " tail two"})

    assert content_hash(long) == content_hash(other)
