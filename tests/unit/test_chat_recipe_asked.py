"""A question about the open recipe as a whole is answered from its lines, and it stays open."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from chat.recipe_asked import asked_of_recipe, recipe_question_answer
from chat.turn import Turn

from shared.auth.principal import Principal
from shared.context import UserContext
from shared.schemas import GeneratedRecipe, Language


def _recipe(name: str, lines: list[str], *, minutes: int = 40) -> GeneratedRecipe:
    return GeneratedRecipe.model_validate(
        {
            "suggestedName": name,
            "language": "en",
            "totalTime": minutes,
            "difficulty": "easy",
            "portions": 6,
            "ingredients": [{"name": line, "quantity": 1} for line in lines],
            # A timed simmer, as the app's recipes carry: the step "Make it quicker" shortens.
            "steps": [
                {
                    "order": 1,
                    "instruction": "Simmer everything together for 30 minutes.",
                    "timerSeconds": 1800,
                }
            ],
        }
    )


_SOUP = _recipe("Lentil Soup", ["lentils", "onion", "vegetable broth"])
_EGGS = _recipe("Egg and Potato Skillet", ["eggs", "potatoes", "spinach"])
_HOT = _recipe("Chili Beans", ["black beans", "jalapeño", "chipotle in adobo"])


def _turn(message: str, recipe: GeneratedRecipe | None, language: Language = "en") -> Turn:
    return Turn(
        principal=Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"}),
        session_id=uuid.uuid4(),
        message=message,
        mode="text",
        context=UserContext(language=language),
        previous_recipe=recipe,
        now=datetime(2026, 3, 18, tzinfo=UTC),
    )


@pytest.mark.parametrize(
    ("message", "asked"),
    [
        ("can I freeze it?", "freeze"),
        ("¿se puede congelar?", "freeze"),
        ("¿la puedo congelar?", "freeze"),
        ("how long will it keep?", "keep"),
        ("how long does it last in the fridge?", "keep"),
        ("¿cuánto dura en el refri?", "keep"),
        ("¿cuánto tiempo se conserva?", "keep"),
        ("how many calories?", "calories"),
        ("¿cuántas calorías tiene?", "calories"),
        ("is it spicy?", "heat"),
        ("¿pica?", "heat"),
        ("¿está picosa?", "heat"),
        # How long it takes, not how long it keeps ("¿cuánto dura?" without the fridge)
        ("¿cuánto dura la receta?", "time"),
        ("how long does it take?", "time"),
        ("how long does it take to make?", "time"),
        ("¿cuánto tarda?", "time"),
        ("¿cuánto tiempo lleva?", "time"),
        ("¿cuánto se tarda en hacerla?", "time"),
        ("¿en cuánto tiempo está lista?", "time"),
        # Changes, other questions and other requests are not asked of the recipe as a whole
        ("make it lower in calories", None),
        ("hazla con menos calorías", None),
        ("low calorie dinner ideas", None),
        ("how long do I cook the lentils?", None),
        ("how long?", None),
        ("¿cuánto falta?", None),
        ("what can I make with frozen peas?", None),
        ("pica la cebolla", None),
        ("how long does the chicken take?", None),
        ("¿cuánto tiempo cocino el pollo?", None),
        ("¿cuánto es?", None),
    ],
)
def test_what_a_question_asks_of_the_recipe(message: str, asked: str | None) -> None:
    # When / Then
    assert asked_of_recipe(message) == asked


def test_with_no_recipe_open_nothing_is_answered() -> None:
    # When / Then
    assert recipe_question_answer(_turn("can I freeze it?", None), "offline") is None


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_soup_freezes_and_the_recipe_stays_open_with_its_chips(language: Language) -> None:
    # When
    draft = recipe_question_answer(_turn("can I freeze it?", _SOUP, language), "offline")

    # Then yes, for months, reheated to the leftovers' safe temperature, in her language
    assert draft is not None
    assert draft.kept_recipe is _SOUP
    assert draft.message.startswith(("Yes", "Sí")), draft.message
    assert ("3 months" if language == "en" else "3 meses") in draft.message
    assert "74°C" in draft.message
    assert [c.message for c in draft.suggestions] == (
        ["Make it spicier — Lentil Soup", "Make it quicker — Lentil Soup"]
        if language == "en"
        else ["Hazla más picante — Lentil Soup", "Hazla más rápida — Lentil Soup"]
    )


@pytest.mark.parametrize(
    ("language", "reasons"),
    [
        ("en", ("the egg turns rubbery", "the potato turns grainy")),
        ("es", ("el huevo queda correoso", "la papa se pone arenosa")),
    ],
)
def test_what_freezing_spoils_is_said_by_its_lines(
    language: Language, reasons: tuple[str, ...]
) -> None:
    # When
    draft = recipe_question_answer(_turn("¿se puede congelar?", _EGGS, language), "offline")

    # Then not recommended, with each line's reason, and the fridge instead
    assert draft is not None
    assert draft.message.startswith(("Better not", "Mejor no")), draft.message
    for reason in reasons:
        assert reason in draft.message, draft.message


@pytest.mark.parametrize("language", ["en", "es"])
def test_how_long_it_keeps_is_the_fridge_days_of_cooked_food(language: Language) -> None:
    # When
    draft = recipe_question_answer(_turn("how long will it keep?", _SOUP, language), "offline")

    # Then 3 to 4 days, put away within 2 hours, reheated to 165°F
    assert draft is not None
    days, hours = ("3 to 4 days", "2 hours") if language == "en" else ("de 3 a 4 días", "2 horas")
    assert days in draft.message
    assert hours in draft.message
    assert "165°F" in draft.message
    assert draft.kept_recipe is _SOUP


@pytest.mark.parametrize("language", ["en", "es"])
def test_calories_are_not_guessed(language: Language) -> None:
    # When
    draft = recipe_question_answer(_turn("how many calories?", _SOUP, language), "offline")

    # Then no figure but its portions: there is no nutrition data to count from
    assert draft is not None
    assert [int(w) for w in draft.message.replace(";", " ").split() if w.isdigit()] == [6]
    assert draft.kept_recipe is _SOUP


@pytest.mark.parametrize(
    ("language", "foods", "milder"),
    [
        ("en", "the jalapeño and chipotle in adobo", "Make it milder — Chili Beans"),
        ("es", "el chile jalapeño y el chile chipotle", "Hazla menos picante — Chili Beans"),
    ],
)
def test_the_lines_that_bring_heat_are_named_with_a_milder_chip(
    language: Language, foods: str, milder: str
) -> None:
    # When
    draft = recipe_question_answer(_turn("is it spicy?", _HOT, language), "offline")

    # Then its hot lines, and a first chip that takes them out; none adds more heat
    assert draft is not None
    assert foods in draft.message, draft.message
    assert draft.suggestions[0].message == milder
    assert not any("spicier" in c.message or "más picante" in c.message for c in draft.suggestions)


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_dish_without_heat_offers_to_add_some(language: Language) -> None:
    # When
    draft = recipe_question_answer(_turn("¿pica?", _SOUP, language), "offline")

    # Then no, and the spicier chip the message names comes first
    assert draft is not None
    assert draft.message.startswith("No"), draft.message
    assert draft.suggestions[0].label in draft.message


@pytest.mark.parametrize(
    ("language", "question", "said"),
    [
        ("en", "how long does it take?", "takes 1 h 10 min in all, 20 minutes of it prep"),
        ("es", "¿cuánto tarda?", "lleva 1 h 10 min en total, 20 minutos de preparación"),
    ],
)
def test_how_long_it_takes_is_its_own_total_and_prep_time(
    language: Language, question: str, said: str
) -> None:
    # Given a recipe of 70 minutes, 20 of them prep
    recipe = _SOUP.model_copy(update={"total_time": 70, "prep_time": 20})

    # When
    draft = recipe_question_answer(_turn(question, recipe, language), "offline")

    # Then its times, as a cook says them, and the recipe stays open with its change chips
    assert draft is not None
    assert said in draft.message, draft.message
    assert draft.kept_recipe is recipe
    assert draft.suggestions


def test_a_recipe_without_prep_time_says_its_total_alone() -> None:
    # When
    draft = recipe_question_answer(_turn("how long does it take?", _SOUP), "offline")

    # Then
    assert draft is not None
    assert draft.message == "Your Lentil Soup recipe takes 40 minutes in all."
