"""A dish the catalogue has only slower than the time the cook gives it, on the real seed
catalogue: the search says so (typed), and answers with that dish, not with quick strangers."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import SearchUser
from tests.integration.test_search_support import run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language", "filters", "expected"),
    [
        # "quick" with no number: what "quick" stands for
        ("quick pozole", "en", {}, ("Pozole Rojo with Pork", 30, False)),
        ("pozole rápido", "es", {}, ("Pozole Rojo de Cerdo", 30, False)),
        # "quick" passed as the filter it stands for, as a model reads it: still "quick"
        ("quick pozole", "en", {"max_time": 30}, ("Pozole Rojo with Pork", 30, False)),
        # a limit said in words, or passed as the filter
        ("lasaña en menos de 20 minutos", "es", {}, ("Lasaña Boloñesa Clásica", 20, True)),
        ("i want lasagna", "en", {"max_time": 20}, ("Classic Beef Lasagna Bolognese", 20, True)),
    ],
)
async def test_a_dish_slower_than_the_time_given_is_that_dish_with_its_time(
    searcher: HybridSearcher,
    text: str,
    language: str,
    filters: dict[str, object],
    expected: tuple[str, int, bool],
) -> None:
    name, limit, said = expected
    # When a cook asks for a slow dish in less time than it takes
    outcome = await run(searcher, text, language, **filters)

    # Then no quick recipe stands in for it: the search says the dish is slower
    assert (outcome.decision, outcome.fallback_reason, outcome.hits) == (
        "fallback",
        "slower_dish",
        (),
    )
    slower = outcome.slower
    assert slower is not None
    assert (slower.limit, slower.said) == (limit, said)
    # And it offers the dish itself, in the cook's language, with its real time
    assert slower.cards[0].name == name
    assert slower.minutes == slower.cards[0].total_time > limit


@pytest.mark.parametrize(
    ("text", "language", "user", "reason"),
    [
        # quick pastas exist: the time limit is answered as before
        ("quick pasta", "en", SearchUser(), None),
        ("pasta en menos de 30 minutos", "es", SearchUser(), None),
        # no time asked: the dish is the answer, however long it takes
        ("pozole", "es", SearchUser(), None),
        # a food, not a dish, with a time: the quick recipes with it answer
        ("chicken in under 30 minutes", "en", SearchUser(), None),
        # the diet hides the dish before the time does: that is the reason said
        ("quick pozole", "en", SearchUser(diet_types=("vegetarian",)), "outside_diet"),
    ],
)
async def test_a_time_the_dish_can_meet_or_no_time_is_no_slower_dish(
    searcher: HybridSearcher, text: str, language: str, user: SearchUser, reason: str | None
) -> None:
    outcome = await run(searcher, text, language, user=user)

    assert outcome.slower is None
    if reason is None:
        assert outcome.decision == "results"
        assert outcome.hits
    else:
        assert outcome.fallback_reason == reason
