"""A dish asked for by name is followed by the recipes most like it (offline embeddings).

The words alone rank a recipe by how many query words it holds, whatever the word: after
"pollo a la mantequilla" (Butter Chicken) the Pollo Piccata came before the tikka masala.
The recipes' own embeddings say which dishes are alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language", "offer"),  # offer: the dish, a dish like it, a recipe sharing a word
    [
        # Butter chicken's nearest dish is the tikka masala, not another "pollo" (Pollo Piccata).
        (
            "pollo a la mantequilla",
            "es",
            ("butter_chicken", "chicken_tikka_masala", "chicken_piccata"),
        ),
        # The other chicken wrap of the Eastern Mediterranean, not the "wraps" of the Thai larb.
        (
            "chicken shawarma wraps",
            "en",
            ("chicken_shawarma", "chicken_souvlaki", "thai_chicken_larb_lettuce_wraps"),
        ),
    ],
)
async def test_the_dishes_most_like_the_dish_asked_for_follow_it(
    searcher: HybridSearcher, text: str, language: str, offer: tuple[str, str, str]
) -> None:
    # Given the seed catalogue / When searching a dish by its name
    dish, alike, unlike = offer
    outcome = await run(searcher, text, language)

    # Then the dish comes first and a dish like it among the next two
    slugs = found(outcome)
    assert outcome.decision == "results"
    assert slugs[0] == dish
    assert alike in slugs[1:3]
    assert unlike not in slugs[:3]
