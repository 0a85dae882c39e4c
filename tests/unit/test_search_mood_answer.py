"""A mood asks for ideas: its answer offers a few recipes, not only the one its tag names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.search.fill_ins import topped_up
from shared.search.food_list import read_food_list
from shared.search.model import SearchQuery, SearchUser
from shared.search.moods import read_moods
from shared.search.ranking import rank
from shared.search.scoring import Scored
from shared.search.settings import SearchSettings
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    import uuid

    from shared.search.lexical import CatalogueRow
    from shared.search.model import SearchOutcome

MODEL = "test-model"


def _scored(row: CatalogueRow, score: float) -> Scored:
    return Scored(
        recipe_id=row.id, score=score, semantic=0.5, lexical=0.5, metadata=0.5, personalization=0.5
    )


def _rank(text: str, rows: list[CatalogueRow], similarity: dict[uuid.UUID, float]) -> SearchOutcome:
    moods = read_moods(text, "es")
    return rank(
        SearchQuery(text=text, language="es"),
        SearchUser(),
        rows,
        similarity,
        model=MODEL,
        has_lexical=True,
        covered=True,
        unmatched=[],
        terms=1,
        moods=moods,
        written_in="es",
        time_budget=None,
        foods=read_food_list(text, "es"),
        settings=SearchSettings(),
    )


def test_a_mood_tagged_on_one_recipe_is_answered_by_it_and_the_next_best() -> None:
    # Given "algo para la posada": only the tamales carry the Christmas tag its mood reads; the
    # pozole and the mole are found by the model alone, too weakly to pass the include threshold
    tamales = catalogue_row("tamales verdes", lexical=0.7, mood=True)
    pozole = catalogue_row("pozole rojo", lexical=0.0)
    mole = catalogue_row("mole poblano", lexical=0.0)
    rows = [tamales, pozole, mole]
    similarity = {tamales.id: 0.55, pozole.id: 0.60, mole.id: 0.50}

    # When ranked
    outcome = _rank("algo para la posada", rows, similarity)

    # Then the answer is the tamales first, then the model's next best, up to three ideas
    assert outcome.decision == "results"
    assert [hit.slug for hit in outcome.hits] == ["tamales verdes", "pozole rojo", "mole poblano"]


def test_without_a_mood_a_short_answer_stays_short() -> None:
    # Given "tamales verdes": a dish, found by its name; the others only by the model
    tamales = catalogue_row("tamales verdes", lexical=1.0)
    pozole = catalogue_row("pozole rojo", lexical=0.0)
    rows = [tamales, pozole]
    similarity = {tamales.id: 0.9, pozole.id: 0.8}

    # When ranked
    outcome = _rank("tamales verdes", rows, similarity)

    # Then the dish alone answers
    assert [hit.slug for hit in outcome.hits] == ["tamales verdes"]


def test_recipes_against_the_mood_are_not_added() -> None:
    # Given a hot day's answer of one salad, then a hot soup (against the mood), then a ceviche
    salad = catalogue_row("ensalada griega", mood=True)
    soup = catalogue_row("sopa de tortilla", contrary=True)
    ceviche = catalogue_row("ceviche")
    by_id = {row.id: row for row in (salad, soup, ceviche)}
    scored = [_scored(salad, 0.9), _scored(soup, 0.5), _scored(ceviche, 0.4)]

    # When the answer is topped up to three
    offered = topped_up(scored[:1], scored, by_id, size=3)

    # Then the ceviche follows the salad, and the soup is left out
    assert [by_id[s.recipe_id].name for s in offered] == ["ensalada griega", "ceviche"]


def test_a_full_answer_is_left_as_it_is() -> None:
    rows = [catalogue_row(name, mood=True) for name in ("a", "b", "c", "d")]
    by_id = {row.id: row for row in rows}
    scored = [_scored(row, 0.9 - i / 10) for i, row in enumerate(rows)]

    assert topped_up(scored[:3], scored, by_id, size=3) == scored[:3]


def test_a_named_food_is_not_topped_up_with_recipes_without_it() -> None:
    # Given "algo calientito con pollo" answered by one chicken soup; a lentil soup scores next
    chicken_soup = catalogue_row("caldo de pollo", mood=True, has_named=True)
    lentils = catalogue_row("sopa de lentejas", mood=True)
    tinga = catalogue_row("tinga de pollo", has_named=True)
    by_id = {row.id: row for row in (chicken_soup, lentils, tinga)}
    scored = [_scored(chicken_soup, 0.9), _scored(lentils, 0.6), _scored(tinga, 0.4)]

    # When the answer is topped up to three
    offered = topped_up(scored[:1], scored, by_id, size=3)

    # Then only the other chicken recipe follows
    assert [by_id[s.recipe_id].name for s in offered] == ["caldo de pollo", "tinga de pollo"]


def test_a_crowd_is_topped_up_with_big_batches_only() -> None:
    # Given "vienen como 20 personas" answered by one pot of pozole; a rice bowl for 4 scores next
    pozole = catalogue_row("pozole", portions=8)
    bowl = catalogue_row("rice bowl", portions=4)
    lasagna = catalogue_row("lasagna", portions=8)
    by_id = {row.id: row for row in (pozole, bowl, lasagna)}
    scored = [_scored(pozole, 0.9), _scored(bowl, 0.6), _scored(lasagna, 0.4)]

    # When the answer is topped up to three with batches of at least eight
    offered = topped_up(scored[:1], scored, by_id, size=3, min_portions=8)

    # Then the lasagna follows, and the rice bowl is left out
    assert [by_id[s.recipe_id].name for s in offered] == ["pozole", "lasagna"]


def test_each_hit_of_a_mood_says_whether_it_carries_it() -> None:
    # Given "algo para la posada": the tamales carry its Christmas tag; the pozole and the
    # mole, found by the model alone, carry none
    tamales = catalogue_row("tamales verdes", lexical=0.7, mood=True)
    pozole = catalogue_row("pozole rojo", lexical=0.0)
    mole = catalogue_row("mole poblano", lexical=0.0)
    similarity = {tamales.id: 0.55, pozole.id: 0.60, mole.id: 0.50}

    # When ranked, for the mood and for the dish
    mood = _rank("algo para la posada", [tamales, pozole, mole], similarity)
    dish = _rank("tamales verdes", [tamales, pozole, mole], similarity)

    # Then the mood's hits say the tamales carry it and the others do not (what a quicker
    # answer keeps to); a dish names no mood, so its hits say nothing of one
    assert {hit.slug: hit.mood for hit in mood.hits} == {
        "tamales verdes": True,
        "pozole rojo": False,
        "mole poblano": False,
    }
    assert dish.hits
    assert all(hit.mood is None for hit in dish.hits)
