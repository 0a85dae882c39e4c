"""The graded query set of the search eval: its file format, loading and validation.

```json
{"version": 1, "queries": [{
  "id": "en-quick-01", "language": "en", "category": "quick",
  "query": "something quick with chicken",
  "filters": {"maxTime": 30, "cuisine": "mexican", "diet": null, "difficulty": null,
              "mealType": "dinner"},
  "user": {"allergens": ["peanut"], "diets": ["vegetarian"]},
  "relevant": {"chicken_tinga_tostadas": 3, "chicken_fajitas": 2},
  "notes": "why these grades"
}]}
```

`relevant` grades recipes by slug: 3 ideal, 2 good, 1 acceptable; an empty `relevant` (the
`no_match` category) means the right answer is to fall back. Every problem is reported with the
file name and the query's id, so a held-out set can be fixed without guessing.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from cli.paths import PROJECT_ROOT
from shared.search import SearchQuery, SearchUser

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping
    from pathlib import Path

__all__ = [
    "DEFAULT_QUERIES",
    "NO_MATCH_CATEGORY",
    "EvalCase",
    "QuerySetError",
    "Split",
    "check_known_slugs",
    "load_query_set",
    "search_inputs",
    "split_cases",
]

DEFAULT_QUERIES = PROJECT_ROOT / "evals" / "discovery_queries.json"
NO_MATCH_CATEGORY = "no_match"
# Results per query the eval asks the search for.
RESULT_LIMIT = 5
# Half of a query set by the number its id ends with: tune on one half, confirm on the other.
Split = Literal["all", "odd", "even"]
_ID_NUMBER = re.compile(r"(\d+)$")
Grade = Annotated[int, Field(ge=1, le=3)]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_]*$", max_length=80)]


class QuerySetError(Exception):
    """A query file is missing, not JSON, or not in the format; the message says where."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class QueryFilters(_Model):
    """Hard filters, spelled as the search tool's arguments."""

    maxTime: int | None = Field(default=None, ge=1, le=1440)  # noqa: N815 - the file's spelling
    cuisine: Slug | None = None
    diet: Slug | None = None
    difficulty: Literal["easy", "medium", "hard"] | None = None
    mealType: (  # noqa: N815 - the file's spelling
        Literal["breakfast", "lunch", "dinner", "snack", "dessert", "side", "drink"] | None
    ) = None


class QueryUser(_Model):
    """The asking user's restrictions (allergen and diet slugs)."""

    allergens: list[Slug] = Field(default_factory=list)
    diets: list[Slug] = Field(default_factory=list)


class QueryEntry(_Model):
    """One graded query as written in the file."""

    id: str = Field(min_length=1, max_length=80)
    language: Literal["en", "es"]
    category: str = Field(min_length=1, max_length=40)
    query: str = Field(min_length=1, max_length=500)
    filters: QueryFilters | None = None
    user: QueryUser | None = None
    relevant: dict[Slug, Grade] = Field(default_factory=dict)
    # Why the judgements are what they are; for people, not scored.
    notes: str | None = None


class QuerySetFile(_Model):
    """The whole file."""

    version: Literal[1]
    description: str | None = None
    # What each grade means, in words (documentation carried with the set).
    grades: dict[str, str] | None = None
    queries: list[QueryEntry] = Field(min_length=1)


@dataclass(frozen=True, kw_only=True)
class EvalCase:
    """One query to run and judge."""

    id: str
    language: Literal["en", "es"]
    category: str
    text: str
    max_time: int | None
    cuisine: str | None
    diet: str | None
    difficulty: str | None
    meal_type: str | None
    allergens: tuple[str, ...]
    diets: tuple[str, ...]
    grades: Mapping[str, int]

    @property
    def expects_no_match(self) -> bool:
        """True when no recipe is relevant: the right outcome is a fallback."""
        return not self.grades


def load_query_set(path: Path) -> tuple[EvalCase, ...]:
    """Read and validate a query file.

    Args:
        path: the JSON file.

    Returns:
        The cases, in file order.

    Raises:
        QuerySetError: the file is unreadable, not JSON, not in the format, has duplicate ids,
            or a query other than `no_match` has no relevant recipe (each problem names the
            file and the query id).
    """
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise QuerySetError(f"{path}: cannot read the query file ({exc.strerror})") from exc
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise QuerySetError(f"{path}: not valid JSON ({exc})") from exc
    try:
        parsed = QuerySetFile.model_validate(raw)
    except ValidationError as exc:
        raise QuerySetError(_describe(path, raw, exc)) from exc
    problems = list(_cross_check(parsed))
    if problems:
        raise QuerySetError(f"{path}: " + "; ".join(problems))
    return tuple(_case(entry) for entry in parsed.queries)


def check_known_slugs(path: Path, cases: tuple[EvalCase, ...], known: Collection[str]) -> None:
    """Refuse judgements of recipes the database does not publish (a typo would score 0).

    Args:
        path: the query file (for the message).
        cases: the loaded cases.
        known: the published recipe slugs.

    Raises:
        QuerySetError: some query grades an unknown slug (each such query is named).
    """
    problems = [
        f"query {case.id!r}: unknown recipe {slug!r}"
        for case in cases
        for slug in case.grades
        if slug not in known
    ]
    if problems:
        shown = "; ".join(problems[:10])
        more = f"; … and {len(problems) - 10} more" if len(problems) > 10 else ""
        raise QuerySetError(f"{path}: {shown}{more}")


def _describe(path: Path, raw: object, exc: ValidationError) -> str:
    problems: list[str] = []
    for error in exc.errors()[:10]:
        loc = list(error["loc"])
        where = "file"
        if len(loc) >= 2 and loc[0] == "queries" and isinstance(loc[1], int):
            where = f"query {_query_id(raw, loc[1])}"
            loc = loc[2:]
        field = ".".join(str(part) for part in loc) or "(whole entry)"
        problems.append(f"{where}: {field}: {error['msg']}")
    more = len(exc.errors()) - len(problems)
    suffix = f"; … and {more} more" if more > 0 else ""
    return f"{path}: " + "; ".join(problems) + suffix


def _query_id(raw: object, index: int) -> str:
    # Name the query by its id when it has a usable one, by its position otherwise.
    queries = raw.get("queries") if isinstance(raw, dict) else None
    if isinstance(queries, list) and index < len(queries):
        entry = queries[index]
        if isinstance(entry, dict) and isinstance(entry.get("id"), str) and entry["id"]:
            return f"{entry['id']!r} (#{index + 1})"
    return f"#{index + 1}"


def _cross_check(parsed: QuerySetFile) -> list[str]:
    problems: list[str] = []
    counts = Counter(entry.id for entry in parsed.queries)
    problems.extend(f"duplicate query id {qid!r}" for qid, n in counts.items() if n > 1)
    for entry in parsed.queries:
        if not entry.relevant and entry.category != NO_MATCH_CATEGORY:
            problems.append(
                f"query {entry.id!r}: relevant is empty (only {NO_MATCH_CATEGORY!r} queries "
                "may have no relevant recipe)"
            )
        if entry.relevant and entry.category == NO_MATCH_CATEGORY:
            problems.append(f"query {entry.id!r}: a {NO_MATCH_CATEGORY!r} query lists relevant")
    return problems


def _case(entry: QueryEntry) -> EvalCase:
    filters = entry.filters or QueryFilters()
    user = entry.user or QueryUser()
    return EvalCase(
        id=entry.id,
        language=entry.language,
        category=entry.category,
        text=entry.query,
        max_time=filters.maxTime,
        cuisine=filters.cuisine,
        diet=filters.diet,
        difficulty=filters.difficulty,
        meal_type=filters.mealType,
        allergens=tuple(user.allergens),
        diets=tuple(user.diets),
        grades=dict(entry.relevant),
    )


def split_cases(cases: tuple[EvalCase, ...], split: Split) -> tuple[EvalCase, ...]:
    """The cases of one half of the set, by the parity of the number ending each id.

    Parameters are chosen on one half and confirmed on the other, so a setting that only fits
    the queries it was tuned on shows up as a gap between the halves.

    Args:
        cases: the cases.
        split: ``all``, or the ``odd``/``even`` half.

    Returns:
        The chosen cases, in order.

    Raises:
        QuerySetError: a half was asked for and some id does not end with a number.
    """
    if split == "all":
        return cases
    chosen: list[EvalCase] = []
    for case in cases:
        match = _ID_NUMBER.search(case.id)
        if match is None:
            raise QuerySetError(f"query {case.id!r}: --split needs ids ending with a number")
        if (int(match.group(1)) % 2 == 1) == (split == "odd"):
            chosen.append(case)
    return tuple(chosen)


def search_inputs(case: EvalCase) -> tuple[SearchQuery, SearchUser]:
    """The search query and user a case stands for.

    Args:
        case: the case.

    Returns:
        The query (top five results) and the user's restrictions.
    """
    query = SearchQuery(
        text=case.text,
        language=case.language,
        cuisine=case.cuisine,
        max_time=case.max_time,
        difficulty=case.difficulty,
        diet=case.diet,
        meal_type=case.meal_type,
        limit=RESULT_LIMIT,
    )
    user = SearchUser(allergens=case.allergens, diet_types=case.diets)
    return query, user
