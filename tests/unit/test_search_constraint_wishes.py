"""Soft conditions said in words: hurry, beginners, a challenge, health goals, no cooking."""

from __future__ import annotations

import pytest

from shared.search.intent import QueryIntent, read_intent
from shared.search.model import SearchQuery
from shared.search.moods import read_moods


def _intent(text: str, language: str = "en") -> QueryIntent:
    query = SearchQuery(text=text, language=language)  # type: ignore[arg-type]
    return read_intent(query, quick_minutes=30)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("dinner, I'm in a hurry", "en"),
        ("no time tonight, something with eggs", "en"),
        ("algo rapidito para cenar", "es"),
        ("tengo prisa, algo de desayuno", "es"),
        ("algo de volada con pollo", "es"),
    ],
)
def test_being_short_of_time_is_a_quick_budget(text: str, language: str) -> None:
    assert _intent(text, language).time_budget == 30


@pytest.mark.parametrize(
    "text", ["sin prisa, un guiso para el domingo", "breakfast ideas", "dinner in no rush"]
)
def test_no_hurry_is_no_budget(text: str) -> None:
    assert _intent(text, "es").time_budget is None


@pytest.mark.parametrize(
    ("text", "language", "difficulty"),
    [
        ("receta de pollo para principiantes", "es", "easy"),
        ("algo facilito de postre", "es", "easy"),
        ("a foolproof dinner for beginners", "en", "easy"),
        ("postre difícil, quiero un reto", "es", "hard"),
        ("a challenging weekend project", "en", "hard"),
        # "hard" alone is a boiled egg or a cheese, not a wish.
        ("hard boiled eggs for breakfast", "en", None),
        ("pasta with a hard cheese", "en", None),
        ("something hard to cook this weekend", "en", "hard"),
        ("an ambitious dinner", "en", "hard"),
        ("una receta laboriosa para el domingo", "es", "hard"),
        ("hard taco shells with beef", "en", None),
        ("pork braised in hard cider", "en", None),
    ],
)
def test_difficulty_words_are_a_wish(text: str, language: str, difficulty: str | None) -> None:
    assert _intent(text, language).difficulty == difficulty


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        ("low calorie dinner", "en", "light"),
        ("cena baja en calorías", "es", "ligero"),
        ("estoy a dieta, algo de cena", "es", "saludable"),
        ("something for my diabetic dad", "en", "low-carb"),
        ("una comida para diabéticos", "es", "bajo en carbohidratos"),
        ("no-cook lunch", "en", "no-cook"),
        ("cena sin estufa", "es", "sin coccion"),
        ("algo sin cocinar, hace calor", "es", "sin cocinar"),
    ],
)
def test_health_goals_and_no_cooking_read_as_tags(text: str, language: str, tag: str) -> None:
    assert tag in read_moods(text, language).tags  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language"),
    [("light a fire under the pot", "es"), ("cook the rice", "en"), ("azúcar glass", "es")],
)
def test_words_near_them_are_no_health_goal(text: str, language: str) -> None:
    tags = read_moods(text, language).tags  # type: ignore[arg-type]
    assert not {"low-carb", "bajo en carbohidratos", "no-cook", "sin coccion"} & set(tags)
