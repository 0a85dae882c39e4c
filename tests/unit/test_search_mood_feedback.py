"""A mood's answer is filled with the recipes most like those carrying its tags (pure part)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.search.food_list import read_food_list
from shared.search.model import SearchQuery, SearchUser
from shared.search.mood_feedback import blended
from shared.search.moods import read_moods
from shared.search.ranking import rank
from shared.search.settings import SearchSettings
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    import uuid
    from collections.abc import Mapping

    from shared.search.lexical import CatalogueRow
    from shared.search.model import SearchOutcome


def _rank(
    text: str,
    rows: list[CatalogueRow],
    similarity: dict[uuid.UUID, float],
    mood_likeness: Mapping[uuid.UUID, float] | None,
) -> SearchOutcome:
    return rank(
        SearchQuery(text=text, language="en"),
        SearchUser(),
        rows,
        similarity,
        model="test-model",
        has_lexical=True,
        covered=True,
        unmatched=[],
        terms=1,
        moods=read_moods(text, "en"),
        written_in="en",
        time_budget=None,
        foods=read_food_list(text, "en"),
        settings=SearchSettings(),
        mood_likeness=mood_likeness,
    )


def test_the_likeness_is_blended_in_by_its_weight() -> None:
    # Given two recipes' cosines to the query, and a likeness for one of them only
    like, other = catalogue_row("like"), catalogue_row("other")
    similarity = {like.id: 0.6, other.id: 0.8}

    # When blended half and half
    mixed = blended(similarity, {like.id: 1.0}, weight=0.5)

    # Then the first is halfway between its two cosines; the other keeps its own
    assert mixed == {like.id: 0.8, other.id: 0.8}


def test_no_weight_leaves_the_query_cosines() -> None:
    # Given a likeness / When blended with no weight / Then the cosines are the query's
    row = catalogue_row("row")
    assert blended({row.id: 0.7}, {row.id: 0.1}, weight=0.0) == {row.id: 0.7}


def test_a_mood_is_filled_with_the_recipe_most_like_its_tagged_ones() -> None:
    # Given "dinner the kids will actually eat": two recipes carry the kid-friendly tag; of
    # the two found by the model alone, the query's cosine prefers the curry, while the
    # schnitzel is far more like the tagged recipes
    katsu = catalogue_row("chicken katsu", lexical=0.7, mood=True)
    mac = catalogue_row("mac and cheese", lexical=0.7, mood=True)
    curry = catalogue_row("fiery vindaloo", lexical=0.0)
    schnitzel = catalogue_row("schnitzel", lexical=0.0)
    rows = [katsu, mac, curry, schnitzel]
    similarity = {katsu.id: 0.6, mac.id: 0.6, curry.id: 0.6, schnitzel.id: 0.5}
    likeness = {katsu.id: 0.9, mac.id: 0.9, curry.id: 0.2, schnitzel.id: 0.9}
    text = "dinner the kids will actually eat"

    # When ranked with the likeness, and without it
    with_feedback = _rank(text, rows, similarity, likeness)
    without = _rank(text, rows, similarity, None)

    # Then the tagged recipes lead (tied, in id order), and the schnitzel, not the curry,
    # completes the three ideas
    slugs = [hit.slug for hit in with_feedback.hits]
    assert set(slugs[:2]) == {"mac and cheese", "chicken katsu"}
    assert slugs[2:] == ["schnitzel"]
    assert [hit.slug for hit in without.hits][2:] == ["fiery vindaloo"]
