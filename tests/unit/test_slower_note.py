"""What the search output says and offers for a dish slower than the time the cook gives it."""

from __future__ import annotations

import pytest

from shared.schemas.recipe import RecipeCard
from shared.search.slower_dish import SlowerDish
from shared.tools.outside_note import version_named
from shared.tools.search_output import SearchResult, is_fallback_output, shape_search
from shared.tools.slower_note import duration


def _pozole(*, said: bool, limit: int = 30) -> SlowerDish:
    card = RecipeCard(
        recipe_id="7d0c9e44-4b35-4d8e-9a43-0c8f4b7f0a11",
        name="Pozole Rojo with Pork",
        total_time=150,
        portions=8,
        difficulty="hard",
    )
    return SlowerDish(
        names_en=("Pozole Rojo with Pork",),
        names_es=("Pozole Rojo de Cerdo",),
        minutes=150,
        limit=limit,
        said=said,
        cards=(card,),
    )


@pytest.mark.parametrize(
    ("minutes", "language", "said"),
    [
        (45, "en", "45 minutes"),
        (45, "es", "45 minutos"),
        (60, "en", "1 hour"),
        (60, "es", "1 hora"),
        (180, "en", "3 hours"),
        (150, "es", "2 h 30 min"),
    ],
)
def test_a_time_is_said_as_a_cook_says_it(minutes: int, language: str, said: str) -> None:
    assert duration(minutes, language) == said  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("language", "said", "says"),
    [
        ("en", False, "Pozole Rojo with Pork takes 2 h 30 min, so it is not a quick dish."),
        (
            "en",
            True,
            "Pozole Rojo with Pork takes 2 h 30 min, longer than the 20 minutes you have.",
        ),
        ("es", False, "Pozole Rojo de Cerdo tarda 2 h 30 min, así que no es un platillo rápido."),
        ("es", True, "Pozole Rojo de Cerdo tarda 2 h 30 min, más que los 20 minutos que tienes."),
    ],
)
def test_the_answer_says_how_long_the_dish_takes_and_shows_it(
    language: str, said: bool, says: str
) -> None:
    # Given a search that found the dish only slower than the time given
    slower = _pozole(said=said, limit=20 if said else 30)
    result = SearchResult(
        cards=(), decision="fallback", fallback_reason="slower_dish", slower=slower
    )

    # When it is shaped
    output = shape_search(result, language)  # type: ignore[arg-type]

    # Then it says the dish's real time, shows the dish, and is no "let's create one"
    assert output.spoken.startswith(says), output.spoken
    assert output.notice is not None
    assert says in output.notice
    assert output.recipes == slower.cards
    assert output.fallback_reason == "slower_dish"
    assert not is_fallback_output(output, language)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("language", "label", "name"),
    [
        ("en", "Make a quicker version", "Pozole Rojo with Pork"),
        ("es", "Hacer versión más rápida", "Pozole Rojo de Cerdo"),
    ],
)
def test_the_first_chip_carries_a_quicker_version_of_that_dish(
    language: str, label: str, name: str
) -> None:
    result = SearchResult(
        cards=(), decision="fallback", fallback_reason="slower_dish", slower=_pozole(said=False)
    )

    chips = shape_search(result, language).suggestions  # type: ignore[arg-type]

    assert chips[0].label == label
    # the dish it carries is read back as a version of the catalogue's recipe
    carried = chips[0].message.split(": ", 1)[1]
    assert version_named(carried) == name
