"""Second choices (fish for "sin carne") come after the first choices the gates leave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.search.fill_ins import firsts_before_seconds
from shared.search.food_list import read_food_list
from shared.search.model import SearchQuery, SearchUser
from shared.search.moods import read_moods
from shared.search.ranking import rank
from shared.search.scoring import Scored, Verdict
from shared.search.settings import SearchSettings
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    import uuid

    from shared.search.lexical import CatalogueRow
    from shared.search.model import SearchOutcome

MODEL = "test-model"
TEXT = "cena sin carne en menos de media hora"


def _rank(rows: list[CatalogueRow], similarity: dict[uuid.UUID, float]) -> SearchOutcome:
    return rank(
        SearchQuery(text=TEXT, language="es", limit=5),
        SearchUser(),
        rows,
        similarity,
        model=MODEL,
        has_lexical=True,
        covered=True,
        unmatched=[],
        terms=2,
        moods=read_moods(TEXT, "es"),
        written_in="es",
        time_budget=None,
        foods=read_food_list(TEXT, "es"),
        settings=SearchSettings(),
    )


def _fish_and_pasta() -> tuple[list[CatalogueRow], dict[uuid.UUID, float]]:
    # The words and the model find the fish dinners (second choices: the query leaves meat out
    # and asks for no fish) and one pasta; two more meatless dinners only faintly.
    fish = [catalogue_row(f"fish {n}", lexical=0.8, second_choice=True) for n in range(3)]
    penne = catalogue_row("penne", lexical=0.9)
    pesto = catalogue_row("pesto", lexical=0.0)
    salad = catalogue_row("salad", lexical=0.0)
    rows = [*fish, penne, pesto, salad]
    similarity = {row.id: 0.8 for row in (*fish, penne)} | {pesto.id: 0.3, salad.id: 0.25}
    return rows, similarity


def test_the_meatless_dinners_the_gates_leave_come_before_the_fish() -> None:
    # Given fish that passed the include threshold beside a single meatless dinner
    rows, similarity = _fish_and_pasta()

    # When ranked
    outcome = _rank(rows, similarity)

    # Then the meatless dinners found under the threshold come before any fish
    slugs = [hit.slug for hit in outcome.hits]
    assert outcome.decision == "results"
    assert slugs[:3] == ["penne", "pesto", "salad"]
    assert all(slug.startswith("fish") for slug in slugs[3:])


def test_an_answer_with_enough_first_choices_is_left_as_it_is() -> None:
    # Given an answer whose first choices already fill it
    firsts = [catalogue_row(name) for name in ("penne", "pesto")]
    fish = catalogue_row("fish", second_choice=True)
    other = catalogue_row("salad")
    by_id = {row.id: row for row in (*firsts, fish, other)}
    scored = [_scored(row, 0.9 - i / 10) for i, row in enumerate((*firsts, fish, other))]
    verdict = Verdict(
        decision="results", included=tuple(scored[:3]), top_score=0.9, high_confidence=True
    )

    # When the first choices are counted against a limit of two
    offered = firsts_before_seconds(verdict, scored, by_id, 2)

    # Then nothing is added
    assert offered == verdict.included


def _scored(row: CatalogueRow, score: float) -> Scored:
    return Scored(
        recipe_id=row.id, score=score, semantic=0.5, lexical=0.5, metadata=0.5, personalization=0.5
    )
