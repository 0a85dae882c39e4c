"""Amounts in the units a cook writes them in, on the card and in the steps a change rescales."""

from __future__ import annotations

import pytest

from shared.ai.offline import build_template_recipe
from shared.ai.offline.quantities import amount_text, cook_amount, scale_amount
from shared.schemas.brief import RecipeBrief
from shared.schemas.recipe import GeneratedRecipe
from shared.tools.cook_units import in_cook_units


@pytest.mark.parametrize(
    ("quantity", "unit", "shown"),
    [
        (1000, "ml", (1, "l")),
        (1500, "ml", (1.5, "l")),
        (1200, "g", (1.2, "kg")),
        # An amount no cook would write in the large unit stays in the small one
        (1050, "ml", (1050, "ml")),
        (250, "ml", (250, "ml")),
        # Under one of a large unit, in the small one
        (0.5, "kg", (500, "g")),
        (0.25, "l", (250, "ml")),
        (2, "l", (2, "l")),
        (3, "cup", (3, "cup")),
    ],
)
def test_a_metric_amount_is_shown_in_the_unit_a_cook_writes(
    quantity: float, unit: str, shown: tuple[float, str]
) -> None:
    assert cook_amount(quantity, unit) == shown


def test_a_large_unit_scales_as_the_small_units_it_holds() -> None:
    # 1.2 kg halved is 600 g, not the half kilogram a quarter-rounding would give
    assert scale_amount(1.2, 0.5, "kg") == pytest.approx(0.6)
    assert amount_text(0.6, "kg") == "600 g"


def test_a_recipe_made_elsewhere_is_shown_in_cook_units() -> None:
    # Given a recipe as a model might write it
    recipe = GeneratedRecipe.model_validate(
        {
            "suggestedName": "Caldo",
            "language": "es",
            "totalTime": 60,
            "difficulty": "easy",
            "portions": 6,
            "ingredients": [
                {"name": "caldo de pollo", "quantity": 2000, "unit": "ml"},
                {"name": "pollo", "quantity": 1500, "unit": "g"},
                {"name": "sal", "notes": "al gusto"},
            ],
            "steps": [{"order": 1, "instruction": "Hierve todo 40 minutos."}],
        }
    )

    # When / Then
    shown = in_cook_units(recipe)
    assert [(i.quantity, i.unit) for i in shown.ingredients] == [
        (2, "l"),
        (1.5, "kg"),
        (None, None),
    ]


@pytest.mark.parametrize(
    ("language", "ingredients", "servings", "said"),
    [
        ("en", ["chicken", "carrot", "chicken broth"], "for 8 people", "2 l of chicken broth"),
        (
            "es",
            ["pollo", "zanahoria", "caldo de pollo"],
            "para 2 personas",
            "500 ml de caldo de pollo",
        ),
    ],
)
def test_a_step_pours_what_its_line_says_after_the_servings_change(
    language: str, ingredients: list[str], servings: str, said: str
) -> None:
    # Given a soup for four, its broth poured in a step
    soup = build_template_recipe(
        RecipeBrief(language=language, ingredients=ingredients, notes="soup")  # type: ignore[arg-type]
    )
    assert any(
        " de caldo" in s.instruction or " of chicken broth" in s.instruction for s in soup.steps
    )

    # When the servings change
    changed = build_template_recipe(
        RecipeBrief(language=language, base_recipe=soup, modification=servings)  # type: ignore[arg-type]
    )

    # Then the step pours what the card now lists
    assert any(said in step.instruction for step in changed.steps), [
        s.instruction for s in changed.steps
    ]


@pytest.mark.parametrize(
    ("quantity", "factor", "scaled"),
    [
        # A few pieces are bought and cut whole or in half
        (3, 0.5, 1.5),
        (5, 0.5, 2.5),
        (1, 1.5, 1.5),
        # Many are counted out whole
        (15, 1.5, 23),
        (9, 0.5, 5),
        (22, 1.5, 33),
    ],
)
def test_a_count_is_scaled_to_pieces_a_cook_counts(
    quantity: float, factor: float, scaled: float
) -> None:
    assert scale_amount(quantity, factor, None) == scaled
