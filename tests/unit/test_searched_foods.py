"""The foods a search matches beside its words are the ones the request names, as named.

"chiles rellenos" read "chiles" as the serrano chile a made recipe uses, and the search
matched "serrano chile" beside the dish: the serrano dishes came before the Chiles Rellenos.
Both readings of a search request, the offline tool choice's and the search tool's own
(`interpret_search`, what a voice model's raw sentence gets), keep only what was said.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.ingredient_lists import searched_foods
from shared.ai.offline.normalize import FoldedText
from shared.ai.offline.tool_choice import choose_tool
from shared.ai.types import ToolSpec
from shared.tools.args import SearchRecipesArgs
from shared.tools.search_interpretation import interpret_search

if TYPE_CHECKING:
    from shared.schemas import Language

_SEARCH = ToolSpec(name="search_recipes", description="", parameters={"type": "object"})


@pytest.mark.parametrize(
    ("request_", "language", "foods"),
    [
        # A kind the cook did not name is not searched for.
        ("chiles rellenos", "en", []),
        ("chiles rejenos", "en", []),
        ("quiero hacer chiles rellenos", "es", []),
        # Foods named are, as named.
        ("recipes with chicken and rice", "en", ["chicken", "rice"]),
        ("tacos de camarón", "es", ["camarón"]),
        ("sopa de lentejas", "es", ["lentejas"]),
        ("algo con chiles poblanos", "es", ["chiles poblanos"]),
    ],
)
def test_a_search_names_the_foods_it_was_asked_for(
    request_: str, language: Language, foods: list[str]
) -> None:
    # Given a search request / When its foods are read / Then only those it names
    assert searched_foods(FoldedText.of(request_), language=language) == foods
    read = interpret_search(SearchRecipesArgs(query=request_), language, quick_minutes=30)
    assert read.ingredients == foods
    call = choose_tool(request_, [_SEARCH], required=True)
    assert call is not None
    assert (json.loads(call.arguments).get("ingredients") or []) == foods


def test_the_ingredients_a_caller_passed_are_kept() -> None:
    # Given a model that named the food in the catalogue's words
    args = SearchRecipesArgs(query="chiles rellenos", ingredients=["poblano pepper"])

    # When the search reads the request / Then what the caller set is never changed
    read = interpret_search(args, "en", quick_minutes=30)
    assert read.ingredients == ["poblano pepper"]
