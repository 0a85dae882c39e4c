"""Scoring and deciding between the caller's saved recipes (replay), as pure functions.

Seed 000 §4.3 / §6.6: candidates are scored on name match, ingredient overlap, timeframe fit
and recency; the answer is `single` when the top score is at least 1.4x the second (or it is
the only one above the confidence threshold), `multiple` with up to three options when the
top ones are close, and `not_found` when nothing reaches the threshold.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import timedelta
from difflib import SequenceMatcher
from typing import TYPE_CHECKING, Final, Literal

if TYPE_CHECKING:
    import uuid
    from collections.abc import Iterable, Mapping, Sequence
    from datetime import datetime

    from shared.tools.timeframe import DateRange

__all__ = [
    "CONFIDENCE_THRESHOLD",
    "MAX_CANDIDATES",
    "MAX_OPTIONS",
    "SINGLE_RATIO",
    "Candidate",
    "ReplayMultiple",
    "ReplayNotFound",
    "ReplaySignals",
    "ReplaySingle",
    "ScoredCandidate",
    "decide",
    "normalise_terms",
    "score_candidate",
    "search_window",
]

CONFIDENCE_THRESHOLD: Final = 0.35  # seed 000 §6.5 include threshold, reused for replay
SINGLE_RATIO: Final = 1.4  # seed 000 §6.6
MAX_CANDIDATES: Final = 50  # seed 000 §6.7.4
MAX_OPTIONS: Final = 3  # seed 000 §6.7.4

# Name counts most (what people remember), then ingredients, then when; recency breaks ties.
_WEIGHTS: Final = {"name": 0.45, "ingredients": 0.30, "timeframe": 0.15, "recency": 0.10}
_RECENCY_HALF_LIFE_DAYS: Final = 30.0
# Prefix matches ("taco"/"tacos") need this many letters, so "egg" never matches "eggplant".
_MIN_PREFIX: Final = 4
# A typed word this close to a recipe word counts ("chiken" 0.92, "egg"/"eggs" 0.86), one
# merely alike does not ("chicken"/"chickpea" 0.8).
_FUZZY_MIN: Final = 0.85
# Trigram similarity is noisy on short names ("chicken" vs "chickpea curry" is 0.625, the typo
# "chiken" vs "spicy chicken stir fry" only 0.5): it picks the candidates in SQL, and counts in
# the score only when it is strong.
_TRIGRAM_STRONG: Final = 0.8
_WORDS = re.compile(r"[^\W_]+")
# Words that describe the request, not the recipe ("that chicken recipe of mine").
_STOPWORDS: Final = frozenset(
    {
        "a", "an", "the", "my", "that", "this", "one", "ones", "recipe", "recipes", "dish",
        "from", "with", "and", "of", "for", "i", "made", "what", "which", "did", "save",
        "saved", "cook", "cooked", "make", "prepared", "had", "tried",
        "el", "la", "los", "las", "un", "una", "mi", "mis", "esa", "ese", "esta", "este",
        "receta", "recetas", "plato", "de", "del", "con", "y", "que", "hice", "cual",
        "cuales", "guarde", "guardaste", "cocine", "prepare", "hicimos",
    }
)  # fmt: skip


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def normalise_terms(texts: Iterable[str], *, drop_stopwords: bool) -> tuple[str, ...]:
    """Lower-case, accent-free words (or phrases) for matching, without repeats.

    Args:
        texts: Query text or ingredient names.
        drop_stopwords: Remove words that carry no recipe meaning (for query text).

    Returns:
        Each text's words joined by single spaces (query text is split into single words).
    """
    terms: list[str] = []
    for text in texts:
        words = _WORDS.findall(_fold(text))
        if drop_stopwords:
            terms += [w for w in words if w not in _STOPWORDS]
        elif words:
            terms.append(" ".join(words))
    return tuple(dict.fromkeys(terms))


@dataclass(frozen=True, kw_only=True)
class ReplaySignals:
    """What the user remembered: name words, ingredients, when."""

    name_terms: tuple[str, ...]
    ingredient_terms: tuple[str, ...]
    date_range: DateRange | None
    # Other spellings of an ingredient term that count as the same ingredient: a query word's
    # canonical catalogue name ("pollo" → "chicken breast"), as saved recipes store those.
    ingredient_alternatives: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # The same word in the other language ("chicken" → "pollo"): a cook asks in either one
    # for a recipe saved under a name in the other.
    name_alternatives: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def ingredient_spellings(self) -> tuple[str, ...]:
        """Every ingredient term and its alternatives, without repeats."""
        spellings = [
            spelling
            for term in self.ingredient_terms
            for spelling in (term, *self.ingredient_alternatives.get(term, ()))
        ]
        return tuple(dict.fromkeys(spellings))


@dataclass(frozen=True, kw_only=True)
class Candidate:
    """One saved recipe as the candidate query returns it."""

    user_recipe_id: uuid.UUID
    name: str
    source: Literal["ai_generated", "ai_modified", "user_created"]
    created_at: datetime
    ingredient_names: tuple[str, ...]
    # pg_trgm word_similarity of the name terms in the accent-folded name, 0 to 1.
    name_similarity: float


@dataclass(frozen=True, kw_only=True)
class ScoredCandidate:
    """A candidate with its score in [0, 1]."""

    candidate: Candidate
    score: float


@dataclass(frozen=True, kw_only=True)
class ReplaySingle:
    """One recipe is clearly the one meant."""

    match: ScoredCandidate


@dataclass(frozen=True, kw_only=True)
class ReplayMultiple:
    """Two or three recipes are close: the user picks (best first)."""

    options: tuple[ScoredCandidate, ...]


@dataclass(frozen=True, kw_only=True)
class ReplayNotFound:
    """No saved recipe reaches the confidence threshold."""


def _slack(date_range: DateRange) -> timedelta:
    # People misplace "last week" by a day or two; the margin grows with the range.
    return max(timedelta(days=1), (date_range.end - date_range.start) / 4)


def search_window(date_range: DateRange) -> tuple[datetime, datetime]:
    """The created-at window to fetch candidates from: the range plus a small margin."""
    slack = _slack(date_range)
    return date_range.start - slack, date_range.end + slack


def _word_match(term: str, words: Sequence[str]) -> bool:
    parts = term.split()
    for i in range(len(words) - len(parts) + 1):
        window = words[i : i + len(parts)]
        if all(_same_word(p, w) for p, w in zip(parts, window, strict=True)):
            return True
    return False


def _term_score(term: str, words: Sequence[str]) -> float:
    if _word_match(term, words):
        return 1.0
    if " " in term:
        return 0.0  # phrases ("bell pepper") match exactly or not at all
    best = max((SequenceMatcher(None, term, word).ratio() for word in words), default=0.0)
    return best if best >= _FUZZY_MIN else 0.0


def _same_word(a: str, b: str) -> bool:
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= _MIN_PREFIX and long.startswith(short)


def _timeframe_fit(created_at: datetime, date_range: DateRange) -> float:
    if date_range.contains(created_at):
        return 1.0
    slack = _slack(date_range).total_seconds()
    gap = max(
        (date_range.start - created_at).total_seconds(),
        (created_at - date_range.end).total_seconds(),
    )
    return max(0.0, 1.0 - gap / slack)


def score_candidate(candidate: Candidate, signals: ReplaySignals, *, now: datetime) -> float:
    """Score one saved recipe against what the user remembered.

    Args:
        candidate: The saved recipe.
        signals: The remembered name words, ingredients and timeframe.
        now: The current instant (for recency).

    Returns:
        A weighted mean in [0, 1] over the signals the user gave (recency always counts).
    """
    parts: list[tuple[str, float]] = []
    if signals.name_terms:
        name_words = _WORDS.findall(_fold(candidate.name))
        matched = sum(
            max(
                _term_score(spelling, name_words)
                for spelling in (t, *signals.name_alternatives.get(t, ()))
            )
            for t in signals.name_terms
        )
        similarity = candidate.name_similarity
        trigram = similarity if similarity >= _TRIGRAM_STRONG else 0.0
        parts.append(("name", max(trigram, matched / len(signals.name_terms))))
    if signals.ingredient_terms:
        recipe = [_WORDS.findall(_fold(name)) for name in candidate.ingredient_names]
        found = sum(
            max(
                (
                    _term_score(spelling, words)
                    for spelling in (t, *signals.ingredient_alternatives.get(t, ()))
                    for words in recipe
                ),
                default=0.0,
            )
            for t in signals.ingredient_terms
        )
        parts.append(("ingredients", found / len(signals.ingredient_terms)))
    if signals.date_range is not None:
        parts.append(("timeframe", _timeframe_fit(candidate.created_at, signals.date_range)))
    age_days = max(0.0, (now - candidate.created_at).total_seconds() / 86_400)
    parts.append(("recency", 1.0 / (1.0 + age_days / _RECENCY_HALF_LIFE_DAYS)))
    total_weight = sum(_WEIGHTS[name] for name, _ in parts)
    score = sum(_WEIGHTS[name] * value for name, value in parts) / total_weight
    return min(1.0, max(0.0, score))


def decide(
    scored: Sequence[ScoredCandidate], *, threshold: float = CONFIDENCE_THRESHOLD
) -> ReplaySingle | ReplayMultiple | ReplayNotFound:
    """Pick single, multiple or not found (seed 000 §6.6).

    Args:
        scored: Every scored candidate, in any order.
        threshold: The minimum score of a candidate worth offering.

    Returns:
        `ReplaySingle` when one candidate clears the threshold or the best is at least
        `SINGLE_RATIO` times the second; `ReplayMultiple` with up to `MAX_OPTIONS` otherwise;
        `ReplayNotFound` when none clears the threshold. Ties go to the newest, then the id.
    """
    ranked = sorted(
        scored,
        key=lambda s: (
            -s.score,
            -s.candidate.created_at.timestamp(),
            str(s.candidate.user_recipe_id),
        ),
    )
    eligible = [s for s in ranked if s.score >= threshold]
    if not eligible:
        return ReplayNotFound()
    if len(eligible) == 1 or eligible[0].score >= SINGLE_RATIO * eligible[1].score:
        return ReplaySingle(match=eligible[0])
    return ReplayMultiple(options=tuple(eligible[:MAX_OPTIONS]))
