"""Words no recipe has are no missing dish when the query's model reads the query the same
without them (`shared.search.carried_words`)."""

from __future__ import annotations

import math

import pytest

from shared.search.carried_words import carrying_words, without_words
from shared.search.embedder import EmbeddingOutcome
from shared.search.settings import SearchSettings

MODEL = "e5-multilingual-e5-small-q4-3072"
SETTINGS = SearchSettings(subject_carry_cosines={MODEL: 0.98})


def _unit(angle: float) -> list[float]:
    """A unit vector at `angle` radians from (1, 0): its cosine to (1, 0) is cos(angle)."""
    return [math.cos(angle), math.sin(angle)]


class _Embeds:
    """An in-memory query model: each text's vector is given; it records what it embeds."""

    def __init__(self, vectors: dict[str, list[float]]) -> None:
        self.vectors = vectors
        self.asked: list[str] = []

    async def embed(self, text: str) -> EmbeddingOutcome:
        self.asked.append(text)
        return EmbeddingOutcome(
            vector=self.vectors.get(text), model=MODEL, cached=None, failure=None
        )


QUERY = [1.0, 0.0]


@pytest.mark.parametrize(
    ("text", "words", "rest"),
    [
        ("a bunch of asparagus", ["bunch"], "a of asparagus"),
        ("un Montón de calabacitas", ["monton"], "un de calabacitas"),
        ("beef wellington", ["wellington"], "beef"),
        ("capirotada", ["capirotada"], ""),
        ("capirotada!", ["capirotada"], ""),
    ],
)
def test_without_words_leaves_the_rest_as_written(text: str, words: list[str], rest: str) -> None:
    # Given a query and words to leave out (any case, any accents)
    # When they are left out
    # Then the rest stays as written, and nothing but punctuation is nothing
    assert without_words(text, words) == rest


async def test_words_the_query_reads_the_same_without_are_no_subject() -> None:
    # Given a query whose model reads it almost the same without its unknown word
    embeds = _Embeds({"plenty of zucchini": _unit(math.acos(0.99))})
    # When the words are judged
    kept = await carrying_words(
        embeds,
        text="plenty of grobble zucchini",
        vector=QUERY,
        model=MODEL,
        unmatched=["grobble"],
        terms=2,
        settings=SETTINGS,
    )
    # Then the word is no longer a word the catalogue lacks
    assert embeds.asked == ["plenty of zucchini"]
    assert kept == []


async def test_words_the_query_rests_on_stay() -> None:
    # Given a query that reads as another request without its unknown word
    embeds = _Embeds({"beef": _unit(math.acos(0.90))})
    # When the words are judged
    kept = await carrying_words(
        embeds,
        text="beef wellington",
        vector=QUERY,
        model=MODEL,
        unmatched=["wellington"],
        terms=2,
        settings=SETTINGS,
    )
    # Then the dish the catalogue lacks is still named
    assert kept == ["wellington"]


@pytest.mark.parametrize(
    ("model", "vector", "unmatched", "terms", "text"),
    [
        # a model with no threshold (a bag of words moves by length, not meaning)
        ("offline-hash-3072", QUERY, ["grobble"], 2, "grobble zucchini"),
        # no vector side
        (MODEL, None, ["grobble"], 2, "grobble zucchini"),
        # no subject: an everyday word, or too small a share of the query
        (MODEL, QUERY, ["tonight"], 2, "zucchini tonight"),
        (MODEL, QUERY, ["grobble"], 5, "grobble zucchini with rice beans and corn"),
        # the unknown words are the whole request
        (MODEL, QUERY, ["grobble"], 1, "grobble"),
    ],
)
async def test_nothing_is_embedded_without_a_question(
    model: str, vector: list[float] | None, unmatched: list[str], terms: int, text: str
) -> None:
    # Given a search the model cannot or need not judge
    embeds = _Embeds({})
    # When the words are judged
    kept = await carrying_words(
        embeds,
        text=text,
        vector=vector,
        model=model,
        unmatched=unmatched,
        terms=terms,
        settings=SETTINGS,
    )
    # Then every word stays and no embedding is made
    assert kept == unmatched
    assert embeds.asked == []


async def test_a_failed_embedding_keeps_the_words() -> None:
    # Given a model that cannot embed the rest of the query
    embeds = _Embeds({})
    # When the words are judged
    kept = await carrying_words(
        embeds,
        text="grobble zucchini",
        vector=QUERY,
        model=MODEL,
        unmatched=["grobble"],
        terms=2,
        settings=SETTINGS,
    )
    # Then the words stay as the subject tests read them
    assert kept == ["grobble"]


async def test_a_diminutives_base_word_goes_with_it() -> None:
    # Given a Spanish word read as a diminutive, its base word added to the text
    embeds = _Embeds({"empanadas de": _unit(math.acos(0.90))})
    # When the word is judged
    kept = await carrying_words(
        embeds,
        text="empanadas de grobita groba",
        vector=QUERY,
        model=MODEL,
        unmatched=["grobita"],
        terms=2,
        settings=SETTINGS,
        helpers={"groba": "grobita"},
    )
    # Then the query is embedded without both, and the word stays the subject
    assert embeds.asked == ["empanadas de"]
    assert kept == ["grobita"]
