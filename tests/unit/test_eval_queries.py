"""Loading the eval's query files: the real set, and bad files naming the file and query."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from cli.evaluate.queries import (
    DEFAULT_QUERIES,
    QuerySetError,
    check_known_slugs,
    load_query_set,
    split_cases,
)

if TYPE_CHECKING:
    from pathlib import Path


def entry(**overrides: Any) -> dict[str, Any]:
    values: dict[str, Any] = {
        "id": "en-001",
        "language": "en",
        "category": "dish_name",
        "query": "chicken tinga",
        "relevant": {"chicken_tinga_tostadas": 3},
    }
    return {**values, **overrides}


def write(tmp_path: Path, payload: object, name: str = "queries.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(payload), encoding="utf-8")
    return path


def test_a_full_entry_loads(tmp_path: Path) -> None:
    # Given: filters, a user and notes
    path = write(
        tmp_path,
        {
            "version": 1,
            "description": "held-out",
            "grades": {"3": "exact"},
            "queries": [
                entry(
                    filters={"maxTime": 30, "cuisine": "mexican", "mealType": "dinner"},
                    user={"allergens": ["peanut"], "diets": ["vegetarian"]},
                    notes="why",
                ),
                entry(id="es-001", language="es", category="no_match", relevant={}),
            ],
        },
    )

    # When
    cases = load_query_set(path)

    # Then
    first, second = cases
    assert first.max_time == 30
    assert first.cuisine == "mexican"
    assert first.meal_type == "dinner"
    assert first.allergens == ("peanut",)
    assert first.diets == ("vegetarian",)
    assert first.grades == {"chicken_tinga_tostadas": 3}
    assert not first.expects_no_match
    assert second.expects_no_match


def test_the_shipped_query_set_loads() -> None:
    cases = load_query_set(DEFAULT_QUERIES)

    assert len({case.id for case in cases}) == len(cases)
    per_language = {lang: [c for c in cases if c.language == lang] for lang in ("en", "es")}
    # The floor: at least 100 graded discovery queries per language.
    assert all(sum(not c.expects_no_match for c in group) >= 100 for group in per_language.values())


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({"relevant": {"chicken_tinga_tostadas": 4}}, r"query 'en-002' \(#2\): relevant\."),
        ({"language": "fr"}, r"query 'en-002' \(#2\): language"),
        ({"filters": {"maxTime": "soon"}}, r"query 'en-002' \(#2\): filters\.maxTime"),
        ({"filters": {"max_time": 30}}, r"query 'en-002' \(#2\): filters\.max_time"),
        ({"query": ""}, r"query 'en-002' \(#2\): query"),
        ({"id": ""}, r"query #2: id"),
    ],
)
def test_a_bad_entry_names_the_file_and_the_query(
    tmp_path: Path, bad: dict[str, Any], message: str
) -> None:
    path = write(tmp_path, {"version": 1, "queries": [entry(), entry(**{"id": "en-002", **bad})]})

    with pytest.raises(QuerySetError, match=message) as caught:
        load_query_set(path)
    assert str(path) in str(caught.value)


def test_not_json(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"version": 1, "queries": [', encoding="utf-8")

    with pytest.raises(QuerySetError, match=r"broken\.json: not valid JSON"):
        load_query_set(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(QuerySetError, match=r"absent\.json: cannot read"):
        load_query_set(tmp_path / "absent.json")


def test_wrong_version(tmp_path: Path) -> None:
    path = write(tmp_path, {"version": 2, "queries": [entry()]})

    with pytest.raises(QuerySetError, match=r"file: version"):
        load_query_set(path)


def test_duplicate_ids(tmp_path: Path) -> None:
    path = write(tmp_path, {"version": 1, "queries": [entry(), entry()]})

    with pytest.raises(QuerySetError, match=r"duplicate query id 'en-001'"):
        load_query_set(path)


def test_empty_relevant_only_for_no_match(tmp_path: Path) -> None:
    path = write(tmp_path, {"version": 1, "queries": [entry(relevant={})]})

    with pytest.raises(QuerySetError, match=r"query 'en-001': relevant is empty"):
        load_query_set(path)


def test_unknown_slugs_are_named(tmp_path: Path) -> None:
    path = write(tmp_path, {"version": 1, "queries": [entry(relevant={"no_such_dish": 2})]})
    cases = load_query_set(path)

    with pytest.raises(QuerySetError, match=r"query 'en-001': unknown recipe 'no_such_dish'"):
        check_known_slugs(path, cases, {"chicken_tinga_tostadas"})
    check_known_slugs(path, cases, {"no_such_dish"})


def test_split_by_the_parity_of_the_id_number(tmp_path: Path) -> None:
    ids = ["en-001", "en-002", "es-010", "es-013", "en-100"]
    path = write(tmp_path, {"version": 1, "queries": [entry(id=qid) for qid in ids]})
    cases = load_query_set(path)

    assert [c.id for c in split_cases(cases, "odd")] == ["en-001", "es-013"]
    assert [c.id for c in split_cases(cases, "even")] == ["en-002", "es-010", "en-100"]
    assert split_cases(cases, "all") == cases


def test_split_needs_numbered_ids(tmp_path: Path) -> None:
    path = write(tmp_path, {"version": 1, "queries": [entry(id="en-chicken")]})
    cases = load_query_set(path)

    with pytest.raises(QuerySetError, match="en-chicken"):
        split_cases(cases, "odd")
    assert split_cases(cases, "all") == cases
