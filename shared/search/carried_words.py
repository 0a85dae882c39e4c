"""Whether the words no recipe has carry what a query asks, as the query's model reads it.

`shared.search.subject` reads words no recipe contains as a dish the catalogue lacks when they
make up a large enough share of the query ("beef wellington"). Conversation has such words
that say nothing of the dish: how much of a food there is, how it should be, where it came
from. Word lists never hold them all, but the query's own model tells them apart: embedded
without those words, a query that asked for a missing dish reads as another request (the beef
dishes, not beef wellington), while a query whose unknown words only qualify a food the
catalogue has reads almost as before. So when the query's vector and the vector of the query
without them are closer than the model's threshold (`subject_carry_cosines` in
`shared.search.settings`), those words are no subject, and the catalogue's answers stand.

A bag-of-words embedding (the offline provider) moves with any word by the query's length,
not by its meaning: it has no threshold and keeps every word, as does a search without a
vector side.
"""

from __future__ import annotations

import asyncio
import re
import unicodedata
from typing import TYPE_CHECKING, Final, Protocol

from shared.ai.offline.embeddings import cosine
from shared.search.subject import unmatched_subject

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping, Sequence

    from shared.search.embedder import EmbeddingOutcome
    from shared.search.settings import SearchSettings

__all__ = ["QueryEmbeds", "carrying_words", "without_words"]

_TOKEN: Final = re.compile(r"[^\W_]+|[\W_]+")


class QueryEmbeds(Protocol):
    """What embeds a query (`shared.search.embedder.QueryEmbedder`)."""

    async def embed(self, text: str) -> EmbeddingOutcome:
        """The query's embedding, or why there is none."""
        ...


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def without_words(text: str, words: Collection[str]) -> str:
    """The text without `words` (any case, any accents), the rest as written.

    Args:
        text: The query as embedded.
        words: The words to leave out.

    Returns:
        The rest, spaces collapsed; empty when nothing but those words was said.
    """
    left_out = {_fold(word) for word in words}
    kept = "".join(token for token in _TOKEN.findall(text) if _fold(token) not in left_out)
    rest = " ".join(kept.split())
    return rest if any(c.isalnum() for c in rest) else ""


async def carrying_words(
    embedder: QueryEmbeds | None,
    *,
    text: str,
    vector: Sequence[float] | None,
    model: str | None,
    unmatched: Sequence[str],
    terms: int,
    settings: SearchSettings,
    helpers: Mapping[str, str] | None = None,
) -> list[str]:
    """The query's words no recipe has, less those its meaning does not rest on.

    Args:
        embedder: Embeds the query without the words (cached like any query); None keeps all.
        text: The text the query's vector was made from.
        vector: The query's vector; None (no vector side) keeps every word.
        model: The vector's model: only a model with a threshold judges.
        unmatched: The query's words no recipe contains nor sounds like.
        terms: How many content words the query has (`unmatched_subject`).
        settings: `subject_carry_cosines`, the subject share and the embedding timeout.
        helpers: Words added to the text to help matching, each with the word it was read
            from (`shared.search.diminutives`): those of the subject words go with them.

    Returns:
        `unmatched`, without the subject words when the query reads the same without them.
    """
    kept = list(unmatched)
    threshold = settings.subject_carry_cosines.get(model or "")
    if embedder is None or vector is None or threshold is None:
        return kept
    subject = unmatched_subject(unmatched, terms, min_share=settings.subject_min_share)
    # A diminutive's base word says what it says ("huma" of "humita"): both are left out.
    folded = {_fold(word) for word in subject}
    added = [base for base, word in (helpers or {}).items() if _fold(word) in folded]
    rest = without_words(text, [*subject, *added]) if subject else ""
    if not rest:
        # Nothing to compare with: the words are the whole request.
        return kept
    try:
        async with asyncio.timeout(settings.embedding_timeout_s):
            outcome = await embedder.embed(rest)
    except TimeoutError:
        return kept
    if outcome.vector is None or cosine(list(vector), outcome.vector) < threshold:
        return kept
    return [word for word in kept if word not in subject]
