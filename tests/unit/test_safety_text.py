"""The matching ground rules: folding, plural forms, longest-match terms, wording, the TTL cache."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pytest

from shared.safety.cache import TtlCache
from shared.safety.matcher import TermMatcher
from shared.safety.text import fold, forms_overlap, is_false_friend, tokenize
from shared.safety.wording import clip, join_names

if TYPE_CHECKING:
    from shared.db import Conn
    from shared.schemas import Language


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Jalapeños, PICADOS", "jalapenos picados"),
        ("Camarón al ajillo", "camaron al ajillo"),
        ("peanut-butter", "peanut butter"),
        ("  crème   brûlée!! ", "creme brulee"),
        ("Maní tostado", "mani tostado"),
        ("ACEITE DE AJONJOLÍ", "aceite de ajonjoli"),
        ("Œufs & ß", "oeufs ss"),
        ("¿¡!?", ""),
    ],
)
def test_fold_lowercases_strips_accents_and_punctuation(text: str, folded: str) -> None:
    # Given text as people write it / When folded / Then only a-z, 0-9 and single spaces remain
    assert fold(text) == folded


@pytest.mark.parametrize(
    ("left", "right", "same_word"),
    [
        # English plurals
        ("egg", "eggs", True),
        ("berry", "berries", True),
        ("tomato", "tomatoes", True),
        ("cheese", "cheeses", True),
        ("leaf", "leaves", True),
        # Spanish plurals
        ("huevo", "huevos", True),
        ("cacahuate", "cacahuates", True),
        ("nuez", "nueces", True),
        ("camaron", "camarones", True),
        ("pan", "panes", True),
        # Different words that only share letters
        ("egg", "eggplant", False),
        ("nut", "nutmeg", False),
        ("butter", "butternut", False),
        ("ham", "graham", False),
        ("ham", "hamburger", False),
        ("pan", "pancake", False),
        ("pan", "panela", False),
        ("swiss", "swis", False),
    ],
)
def test_tokens_match_up_to_a_plural_only(left: str, right: str, same_word: bool) -> None:
    # Given two folded tokens / When compared / Then only singular-plural pairs are one word
    assert forms_overlap(left, right) is same_word
    assert forms_overlap(right, left) is same_word


def test_tokenize_splits_folded_words() -> None:
    # Given text / When tokenised / Then folded words, or none
    assert tokenize("2 Huevos, batidos.") == ("2", "huevos", "batidos")
    assert tokenize("") == ()


def test_the_longest_term_wins_and_consumes_its_words() -> None:
    # Given a short and a long term sharing a word
    matcher = TermMatcher([("butter", "dairy"), ("peanut butter", "peanut"), ("milk", "dairy")])

    # When matching text that holds the long one and the short one separately
    matches = matcher.find_text("Peanut butters, then milk and butter")

    # Then "peanut butter" is one match (no "butter" inside it) and the others stand alone
    assert [(m.text, m.payloads) for m in matches] == [
        ("peanut butters", ("peanut",)),
        ("milk", ("dairy",)),
        ("butter", ("dairy",)),
    ]


def test_every_entry_of_the_same_words_is_reported_in_index_order() -> None:
    # Given one word under two entries
    matcher = TermMatcher([("crema", "dairy"), ("crema", "sour_cream"), ("pasta", "gluten")])

    # When matched / Then both payloads are reported, in index order
    assert matcher.find_text("crema")[0].payloads == ("dairy", "sour_cream")


def test_a_rejected_long_term_lets_a_shorter_one_match() -> None:
    # Given a long term the filter rejects
    matcher = TermMatcher([("pan de muerto", "rejected"), ("pan", "bread")])

    # When matching with the filter
    matches = matcher.find_text("pan de muerto", accept=lambda payload: payload != "rejected")

    # Then the shorter accepted term matches at the same position
    assert [(m.text, m.payloads) for m in matches] == [("pan", ("bread",))]


@pytest.mark.parametrize(
    ("text", "payloads"),
    [("fresas", ("strawberry",)), ("Strawberry", ("strawberry",)), ("fresas con crema", ())],
)
def test_whole_matches_only_a_term_spanning_all_the_text(text: str, payloads: tuple[str]) -> None:
    # Given an EN and an ES term for one food
    matcher = TermMatcher([("fresa", "strawberry"), ("strawberry", "strawberry")])

    # When matching whole texts / Then only a full-span term counts
    assert matcher.whole(text) == payloads


@pytest.mark.parametrize(
    ("term", "languages", "language", "skipped"),
    [
        ("pan", {"es"}, "en", True),
        ("pan", {"es"}, "es", False),
        ("pan", {"es", "en"}, "en", False),
        ("tuna", {"en"}, "es", True),
        ("tuna", {"en"}, "en", False),
        ("pan", {"es"}, None, False),
    ],
)
def test_false_friends_are_skipped_only_in_the_other_language(
    term: str, languages: set[str], language: Language | None, skipped: bool
) -> None:
    # Given a term, its languages and the text's / Then skipped only as a false friend
    assert is_false_friend(term, languages, language) is skipped


@pytest.mark.parametrize(
    ("names", "language", "joined"),
    [
        (["peanuts"], "en", "peanuts"),
        (["eggs", "peanuts"], "en", "eggs and peanuts"),
        (["a", "b", "c"], "en", "a, b and c"),
        (["huevo", "cacahuates"], "es", "huevo y cacahuates"),
        (["cacahuates", "higos"], "es", "cacahuates e higos"),
        (["queso", "hielo"], "es", "queso y hielo"),
        (["a", "b", "c", "d", "e", "f"], "en", "a, b, c, d and 2 more"),
        (["a", "b", "c", "d", "e", "f"], "es", "a, b, c, d y 2 más"),
        ([], "en", ""),
    ],
)
def test_join_names(names: list[str], language: Language, joined: str) -> None:
    # Given names / When joined in a language / Then the list reads as a sentence
    assert join_names(names, language) == joined


def test_clip_cuts_at_a_word_boundary() -> None:
    # Given short and long texts / When clipped / Then long ones end at a word with an ellipsis
    assert clip("short", 10) == "short"
    clipped = clip("one two three four five six", 15)
    assert clipped == "one two three…"
    assert len(clipped) <= 15


class _FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class _Loader:
    """A loader returning queued values (the cache's dependency, not the cache itself)."""

    def __init__(self, *values: str) -> None:
        self.values = list(values)
        self.calls = 0

    async def __call__(self, conn: Conn) -> str:
        self.calls += 1
        return self.values.pop(0)


_CONN = cast("Conn", object())


async def test_cache_serves_a_fresh_value_without_reloading() -> None:
    # Given a cache with a 60 s TTL
    clock, loader = _FakeClock(), _Loader("v1", "v2")
    cache = TtlCache(loader, usable=lambda v: v != "bad", ttl_seconds=60, clock=clock)

    # When read twice within the TTL, then after it
    first = await cache.get(_CONN)
    clock.now += 59
    second = await cache.get(_CONN)
    clock.now += 2
    third = await cache.get(_CONN)

    # Then one load served the first two reads, and the expired value was reloaded
    assert (first, second, third) == ("v1", "v1", "v2")
    assert loader.calls == 2


async def test_cache_keeps_a_stale_value_while_reloads_are_unusable() -> None:
    # Given a cached value and reloads that fail
    clock, loader = _FakeClock(), _Loader("good", "bad", "bad")
    cache = TtlCache(
        loader, usable=lambda v: v != "bad", ttl_seconds=60, max_stale_seconds=100, clock=clock
    )
    await cache.get(_CONN)

    # When the TTL passes (within the stale window), and then the stale window passes too
    clock.now += 120
    within = await cache.get(_CONN)
    clock.now += 100
    beyond = await cache.get(_CONN)

    # Then the stale value is served, and afterwards the unusable one is returned (fail closed)
    assert within == "good"
    assert beyond == "bad"


async def test_cache_never_stores_an_unusable_value() -> None:
    # Given a loader whose first value is unusable
    clock, loader = _FakeClock(), _Loader("bad", "good")
    cache = TtlCache(loader, usable=lambda v: v != "bad", ttl_seconds=60, clock=clock)

    # When read, read again, cleared and read / Then the unusable value was never kept
    assert await cache.get(_CONN) == "bad"
    assert await cache.get(_CONN) == "good"
    cache.clear()
    loader.values.append("after clear")
    assert await cache.get(_CONN) == "after clear"


async def test_cache_fresh_serves_only_a_value_within_its_ttl() -> None:
    # Given a cache with nothing loaded yet
    clock, loader = _FakeClock(), _Loader("v1")
    cache = TtlCache(loader, usable=lambda v: True, ttl_seconds=60, clock=clock)
    before = cache.fresh()

    # When loaded, then read without a connection within and past the TTL
    await cache.get(_CONN)
    clock.now += 59
    within = cache.fresh()
    clock.now += 2
    past = cache.fresh()

    # Then only the read within the TTL is served, and nothing was loaded again
    assert (before, within, past) == (None, "v1", None)
    assert loader.calls == 1


def test_cache_refuses_a_non_positive_ttl() -> None:
    # Given a zero TTL / Then the cache refuses it
    with pytest.raises(ValueError, match="positive"):
        TtlCache(_Loader(), usable=bool, ttl_seconds=0)
