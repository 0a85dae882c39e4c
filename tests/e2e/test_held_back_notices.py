"""Say what was held back, through HTTP on the offline provider, in chat and by voice: when the
allergen or diet gate hides what the cook asked for, or a generated recipe leaves an ingredient
out, the message (and the spoken line) says so in her language, naming foods in her words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import chat_answer, voice_call

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


# The catalogue's only pad thai has peanuts: the answer names it with its reason, once.
PAD_THAI = {
    "en": ("Shrimp Pad Thai", "The catalogue has Shrimp Pad Thai, but only with peanuts."),
    "es": (
        "Pad Thai de Camarones",
        "El catálogo tiene Pad Thai de Camarones, pero solo con cacahuates.",
    ),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_dish_hidden_by_the_allergen_gate_is_named_with_its_reason(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    language: str,
) -> None:
    # Given a cook allergic to peanuts
    user = cook(language, allergens=("peanut",))
    name, note = PAD_THAI[language]

    # When she asks for pad thai in chat and by voice
    typed = await chat_answer(database, user, "pad thai")
    said = await voice_call(
        database, database_url, user, language, ("search_recipes", {"query": "pad thai"})
    )

    # Then the dish is not shown, and both answers say it was left out and why, once
    assert typed["language"] == language
    assert name not in [card["name"] for card in typed.get("recipes", [])]
    assert note in typed["message"], typed["message"]
    assert note in said["spoken"], said["spoken"]
    assert typed["message"].count(name) == said["spoken"].count(name) == 1


ROAST_CHICKEN = {
    "en": ("roast chicken", "I left out recipes with roast chicken because you're vegetarian."),
    "es": ("pollo asado", "No incluí recetas con pollo porque eres vegetariano."),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_asking_for_what_the_diet_excludes_is_answered_in_the_cooks_words(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    language: str,
) -> None:
    # Given a vegetarian
    user = cook(language, diets=("vegetarian",))
    asked, note = ROAST_CHICKEN[language]

    # When she asks for chicken in chat and by voice
    typed = await chat_answer(database, user, asked)
    said = await voice_call(
        database, database_url, user, language, ("search_recipes", {"query": asked})
    )

    # Then both say why nothing with chicken is shown
    assert note in typed["message"], typed["message"]
    assert note in said["spoken"], said["spoken"]


LEFT_OUT_ALREADY = {
    "en": ("dinner ideas with no pork", "because you're vegetarian"),
    "es": ("ideas para cenar sin cerdo", "porque eres vegetariano"),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_food_the_cook_leaves_out_is_not_said_held_back(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    language: str,
) -> None:
    # Given a vegetarian who asks to leave out a meat
    user = cook(language, diets=("vegetarian",))
    asked, reason = LEFT_OUT_ALREADY[language]

    # When she asks in chat
    typed = await chat_answer(database, user, asked)

    # Then she is not told the meat was held back for her diet: she asked for none
    assert reason not in typed["message"], typed["message"]


OTHER_LANGUAGE_FOOD = {
    "es": (
        "quiero un chicken curry para hoy",
        "No incluí recetas con pollo porque eres vegetariano.",
    ),
    "en": ("I want pollo for dinner", "I left out recipes with chicken because you're vegetarian."),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_food_named_in_the_other_language_is_named_in_the_answers(
    database: Database, seeded: object, cook: Callable[..., Principal], language: str
) -> None:
    # Given a vegetarian who names the food she may not have in the other language
    user = cook(language, diets=("vegetarian",))
    asked, note = OTHER_LANGUAGE_FOOD[language]

    # When
    answer = await chat_answer(database, user, asked)

    # Then the sentence that says why names it in the answer's language
    assert note in answer["message"], answer["message"]


LEFT_OUT = {
    "en": (
        "Make me a recipe with chicken, rice and peanuts",
        ["chicken", "rice", "peanuts"],
        "I left out peanuts because of your allergy.",
    ),
    "es": (
        "Hazme una receta con pollo, arroz y cacahuates",
        ["pollo", "arroz", "cacahuates"],
        "No incluí cacahuates por tu alergia.",
    ),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_generated_recipe_says_what_it_left_out(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    language: str,
) -> None:
    # Given a cook allergic to peanuts
    user = cook(language, allergens=("peanut",))
    message, ingredients, note = LEFT_OUT[language]

    # When she asks for a recipe with peanuts in chat and by voice
    typed = await chat_answer(database, user, message)
    said = await voice_call(
        database,
        database_url,
        user,
        language,
        ("generate_custom_recipe", {"ingredients": ingredients}),
    )

    # Then the recipe comes without them, and the message and the spoken line say so
    assert typed["customRecipe"]
    assert note in typed["message"], typed["message"]
    assert note in said["spoken"], said["spoken"]


DIET_CONFLICT = {
    "en": ("Make me a recipe with chicken and rice", "Contains chicken (you're vegetarian)"),
    "es": ("Hazme una receta con pollo y arroz", "Contiene pollo (eres vegetariano)"),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_vegetarian_conflict_names_the_food_as_the_cook_wrote_it(
    database: Database, seeded: object, cook: Callable[..., Principal], language: str
) -> None:
    # Given a vegetarian who asks for a recipe with chicken anyway
    user = cook(language, diets=("vegetarian",))
    message, conflict = DIET_CONFLICT[language]

    # When
    answer = await chat_answer(database, user, message)

    # Then the conflict says "chicken"/"pollo" (not the catalogue's "whole chicken"/"pollo
    # entero"), in the flags and in the message
    assert answer["safetyFlags"]["dietaryConflict"] == conflict
    assert conflict in answer["message"]
