"""Every template recipe the offline provider can make reads right to a cook (see the checker
in tests/offline_copy_check.py), before and after the changes a cook asks for.
"""

from __future__ import annotations

import itertools
import json
from typing import TYPE_CHECKING, Any

import pytest

from shared.ai.offline import build_template_recipe
from shared.ai.offline.step_parts import beaten_es
from shared.ai.offline.text import follow_up
from shared.schemas.brief import RecipeBrief
from shared.schemas.recipe import GeneratedRecipe
from tests.offline_copy_check import copy_defects, template_briefs

if TYPE_CHECKING:
    from shared.ai.offline.language import Language

CHANGES = {
    "en": (
        "make it spicier",
        "add cheese",
        "no onion",
        "fewer portions",
        "make it quicker",
        "adapt it to the Thermomix",
    ),
    "es": (
        "más picante",
        "agrega queso",
        "sin cebolla",
        "menos porciones",
        "más rápida",
        "adáptala a la Thermomix",
    ),
}


def test_every_template_recipe_reads_right() -> None:
    # Given every brief of the sweep
    found: list[str] = []
    count = 0
    for brief, asked in template_briefs():
        count += 1
        # When the offline provider makes it
        recipe = build_template_recipe(brief)
        # Then the checker finds nothing a cook would notice
        found.extend(
            f"{brief.language} {asked} {brief.notes}: {d}" for d in copy_defects(recipe, asked)
        )
    assert count > 2000
    assert found[:10] == []


def test_template_recipes_read_right_after_each_change() -> None:
    # Given a sample of the sweep (every 11th brief)
    found: list[str] = []
    for brief, asked in itertools.islice(template_briefs(), 0, None, 11):
        recipe = build_template_recipe(brief)
        # When each change is applied in turn
        for change in CHANGES[brief.language]:
            recipe = build_template_recipe(
                RecipeBrief(language=brief.language, base_recipe=recipe, modification=change)
            )
            # Then it still reads right
            found.extend(f"{asked} after {change!r}: {d}" for d in copy_defects(recipe, asked))
    assert found[:10] == []


def _recipe(**fields: Any) -> GeneratedRecipe:
    steps = fields.pop("steps")
    return GeneratedRecipe.model_validate(
        {
            "suggestedName": "Test",
            "language": fields.pop("language", "en"),
            "totalTime": 20,
            "difficulty": "easy",
            "portions": 4,
            "steps": [{"order": i + 1, "instruction": s} for i, s in enumerate(steps)],
            **fields,
        }
    )


@pytest.mark.parametrize(
    ("recipe", "asked", "defect"),
    [
        (
            _recipe(
                ingredients=[
                    {"name": "banana"},
                    {"name": "garlic", "quantity": 2, "unit": "cloves"},
                ],
                steps=["Cook the garlic and banana for 4 minutes and serve hot."],
            ),
            ["banana"],
            "a sweet dish (banana) gets garlic",
        ),
        (
            _recipe(
                ingredients=[{"name": "eggplant"}, {"name": "tomato"}],
                steps=["Wash and chop the eggplant and tomato.", "Toss and serve right away."],
            ),
            ["eggplant", "tomato"],
            "served raw: eggplant",
        ),
        (
            _recipe(
                language="es",
                ingredients=[{"name": "pollo"}, {"name": "queso"}],
                steps=["Cocina el pollo 10 minutos y sirve con arroz. Termina con el queso."],
            ),
            ["pollo"],
            "something is added after serving",
        ),
        (
            _recipe(
                language="es",
                ingredients=[{"name": "pollo"}, {"name": "ajo", "quantity": 1, "unit": "dientes"}],
                steps=["Corta pollo y ajo y cocina 10 minutos; sirve caliente."],
            ),
            ["pollo"],
            "plural unit for one",
        ),
        (
            _recipe(
                language="es",
                ingredients=[{"name": "pollo"}, {"name": "ajo"}],
                steps=["Corta pollo y ajo y cocina 10 minutos; sirve caliente."],
            ),
            ["pollo"],
            "step 1 lacks an article",
        ),
        (
            _recipe(
                ingredients=[{"name": "rapida", "unit": "g"}],
                steps=["5. Baja los restos de las paredes.", "Stir in the rapida and serve."],
            ),
            ["chicken"],
            "unit without a quantity",
        ),
        (
            _recipe(
                ingredients=[{"name": "onion"}],
                steps=["Cook the onion for 1 minutes, until soft, and serve."],
            ),
            ["onion"],
            "step 1 says one minutes",
        ),
    ],
)
def test_the_checker_spots_each_defect(
    recipe: GeneratedRecipe, asked: list[str], defect: str
) -> None:
    assert any(found.startswith(defect) for found in copy_defects(recipe, asked)), copy_defects(
        recipe, asked
    )


@pytest.mark.parametrize(
    ("count", "language", "expected"),
    [
        (1, "es", "Aquí tienes una receta que coincide."),
        (1, "en", "Here's a recipe that matches."),
        (3, "es", "Aquí tienes algunas recetas que coinciden."),
        (0, "en", "I couldn't find recipes for that."),
    ],
)
def test_the_offline_reply_after_a_search_agrees_with_how_many_cards_it_found(
    count: int, language: Language, expected: str
) -> None:
    result = json.dumps({"ok": True, "summary": "Found", "resultCount": count})
    assert follow_up("search_recipes", result, language).startswith(expected)


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("huevo", "batido"),
        ("huevos", "batidos"),
        ("claras", "batidas"),
        ("huevo de codorniz", "batido"),
    ],
)
def test_beaten_agrees_with_the_spanish_name(name: str, said: str) -> None:
    assert beaten_es(name) == said
