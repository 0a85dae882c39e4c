"""`SearchSettings`: every weight, threshold and bound of hybrid search, from `SEARCH_*`.

Seed 000 §6.5 gives the defaults: a weighted sum of 0.50 semantic + 0.25 lexical + 0.10
metadata + 0.15 personalization, results included from 0.35, high confidence from 0.50, and
the "let's create one" fallback (§6.9) when fewer than two results clear 0.35 or the best is
under 0.42. Nothing in the search reads a number that is not here, so an eval can sweep any
of them through the environment (``SEARCH_COMBINE=rrf``, ``SEARCH_WEIGHT_LEXICAL=0.3``...).
"""

from __future__ import annotations

import math
from typing import Literal, Self

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["CombineMethod", "SearchSettings", "SemanticRange"]

CombineMethod = Literal["weighted", "rrf"]
# (floor, ceiling) of raw cosine similarity: at or below the floor a recipe is unrelated (0),
# at or above the ceiling it is as close as that model gets (1).
SemanticRange = tuple[float, float]


class SearchSettings(BaseSettings):
    """Hybrid search configuration (environment prefix ``SEARCH_``)."""

    model_config = SettingsConfigDict(env_prefix="SEARCH_", extra="ignore", frozen=True)

    # Chosen by `irmixy eval` on the seed corpus (281 graded EN/ES queries): with local MiniLM
    # vectors RRF scores capped P@3 0.802 / nDCG@5 0.828 against the seed's weighted sum's
    # 0.745 / 0.777, with offline vectors 0.802 / 0.818 against 0.667 / 0.682, and falls back
    # on 8-9% of answerable queries against 26-48%. `weighted` stays selectable with
    # SEARCH_COMBINE.
    combine: CombineMethod = "rrf"

    # Seed 000 §6.5 weighted sum; each signal is in [0, 1] and the weights sum to 1.
    weight_semantic: float = Field(default=0.50, ge=0, le=1)
    weight_lexical: float = Field(default=0.25, ge=0, le=1)
    weight_metadata: float = Field(default=0.10, ge=0, le=1)
    weight_personalization: float = Field(default=0.15, ge=0, le=1)

    # Seed 000 §6.5 / §6.9 decision thresholds (weighted scores).
    include_threshold: float = Field(default=0.35, ge=0, le=1)
    high_confidence: float = Field(default=0.50, ge=0, le=1)
    fallback_top: float = Field(default=0.42, ge=0, le=1)
    min_results: int = Field(default=2, ge=1, le=10)

    # Reciprocal rank fusion, weighted per ranking. RRF is rank-only: its rescaled score
    # (`shared.search.scoring`) says how much the retrievers agree, not how good a match is,
    # so it has its own thresholds. Chosen by `irmixy eval` on the odd-numbered queries and
    # confirmed on the even ones (local MiniLM and offline vectors alike): the lexical
    # ranking leads and the semantic one refines it (weight 0.3 against 1.0; with equal
    # weights MiniLM's noisy neighbours outvote exact word matches), k = 10 rather than
    # Cormack et al.'s 60 so the first few places of each ranking stand apart in a catalogue
    # of hundreds rather than millions, and one result clearing the thresholds is an answer
    # (an exact dish name has one right recipe; falling back on it is a miss). With these and
    # a neutral context a recipe first in both rankings scores 0.875, first in the lexical
    # one and third in the semantic one 0.85, first in the lexical one alone 0.70 (in a
    # hybrid search; 0.875 when the search is lexical only or the model finds no recipe
    # above its floor): a query
    # answers with results when its best recipe is near the top of both rankings (within
    # about twenty places of the semantic one), or of one with a strong context fit. 0.76 is
    # the balance the eval found between falling back on answerable queries (a miss for the
    # user) and answering queries the catalogue has nothing for: from 0.80 the vague queries
    # start falling back, under 0.74 hardly a no-match query does.
    rrf_k: int = Field(default=10, ge=1, le=1000)
    rrf_semantic_weight: float = Field(default=0.3, ge=0, le=10)
    rrf_lexical_weight: float = Field(default=1.0, ge=0, le=10)
    rrf_include_threshold: float = Field(default=0.55, ge=0, le=1)
    rrf_high_confidence: float = Field(default=0.85, ge=0, le=1)
    rrf_fallback_top: float = Field(default=0.76, ge=0, le=1)
    rrf_min_results: int = Field(default=1, ge=1, le=10)
    # With no lexical evidence at all, the least calibrated similarity (0..1 of the model's
    # range) the best recipe must reach for results instead of the fallback.
    rrf_semantic_only_min: float = Field(default=0.25, ge=0, le=1)

    # Seed 000 §6.7.4: at most 50 candidates from each side (their union is scored).
    candidate_limit: int = Field(default=50, ge=1, le=200)
    # pgvector 0.8: HNSW candidate list and the iterative-scan budget of a filtered scan.
    ef_search: int = Field(default=100, ge=1, le=1000)
    max_scan_tuples: int = Field(default=20_000, ge=100, le=1_000_000)
    # A required diet carried by at most this many recipes (of any state) is searched by
    # comparing each of its recipes exactly instead of through the index (`shared.search.
    # vector`): at 10,000 recipes the filtered HNSW scan for keto (44 recipes) walks the whole
    # index (65-260 ms, by load), where comparing the 44 takes ~2 ms; for vegan (557) the two
    # are even (6-7 ms), so from about there the index is the better path. A catalogue with at
    # most this many embeddings of the query's model is compared exactly too: the neighbours
    # are then the true ones, not what one build of the HNSW graph reaches.
    exact_scan_max_recipes: int = Field(default=500, ge=0, le=100_000)
    # The query embedding must not spend the tool's budget (seed 000 §11: search p95 700 ms);
    # past this the search answers lexically (§6.10).
    embedding_timeout_s: float = Field(default=2.0, gt=0, le=30)

    # Cosine ranges per embedding model identity; others use the default range. Models spread
    # similarities differently: text-embedding-3-large puts unrelated text near 0.1-0.2 and
    # close paraphrases above 0.6; the offline hashing embedder scores nonsense queries below
    # 0.1 against the seed catalogue and exact dish names around 0.45. multilingual-e5-small
    # puts every recipe between about 0.75 and 0.92 of any query (median 0.80 on the seed
    # catalogue, best relevant recipe 0.82 to 0.90): with the default range every recipe
    # normalises to 1 and ties, so its ranking says nothing. From 0.80 a recipe is closer than
    # the typical one; 0.80-0.90 was chosen by `irmixy eval` on the project set and the
    # held-out set's odd half (a 0.77 floor ranks no better, a 0.83 floor falls back on 14-20%
    # of answerable queries).
    semantic_range: SemanticRange = (0.20, 0.65)
    semantic_ranges: dict[str, SemanticRange] = Field(
        default_factory=lambda: {
            "offline-hash-3072": (0.05, 0.45),
            "e5-multilingual-e5-small-q4-3072": (0.80, 0.90),
        }
    )

    # The honest fallback (`shared.search.subject`): words no recipe contains nor sounds like
    # that make up at least this share of the query's content words mean the catalogue lacks
    # what is asked ("beef wellington": 1 of 2), unless the query model's best recipe stands
    # this far (cosine) above its tenth best. multilingual-e5-small: no-match queries of the
    # project set and the held-out odd half stand 0.008-0.039 apart, half the answerable ones
    # more than 0.03. Chosen by `irmixy eval` on those queries: a share of 1/4 and a margin of
    # 0.04 fall back on 21 of 24 no-match queries of the project set against 7 before, and on
    # no more answerable queries than 1/3 and 0.03 do.
    subject_min_share: float = Field(default=0.25, gt=0, le=1)
    answer_margins: dict[str, float] = Field(
        default_factory=lambda: {"e5-multilingual-e5-small-q4-3072": 0.04}
    )

    # Words no recipe has that the query's meaning does not rest on (`shared.search.
    # carried_words`): when the query without them embeds at least this close (cosine) to the
    # query, they are no missing dish. multilingual-e5-small, over the tuning sets' queries
    # with such words: the no-match ones read 0.84-0.978 without them, the answerable ones
    # 0.92-0.998 (most of those answer anyway); at 0.98 a no-match query of a confirming set
    # was answered, at 0.985 none is and the answerable ones it rescued still are.
    subject_carry_cosines: dict[str, float] = Field(
        default_factory=lambda: {"e5-multilingual-e5-small-q4-3072": 0.985}
    )

    # Dishes made of catalogue words (`shared.search.coverage`): a query of two to this many
    # known subject words that no single recipe contains together ("carrot cake") is not in
    # the catalogue, unless the query model's margin above says it recognises one recipe.
    subject_max_words: int = Field(default=3, ge=2, le=10)

    # Narrow hard filters (`shared.search.narrow`): when the gates leave at most this many
    # recipes, the query asked for them ("a hard French recipe": two), and the retrievers'
    # disagreement over two or three recipes is no reason to fall back.
    narrow_max_recipes: int = Field(default=5, ge=0, le=50)

    # Embedding models that only know English: a Spanish query is put into English through
    # the catalogue's bilingual vocabulary before such a model embeds it
    # (`shared.search.glossary`). Lexical search always sees the query as typed. The offline
    # hash model matches words, and a recipe's passage is bilingual only in its names and
    # ingredients (description and tags are English), so "recetas rápidas" or "postre sin
    # horno" met no passage word at all until put into English.
    english_only_models: frozenset[str] = frozenset(
        {"local-all-MiniLM-L6-v2-3072", "offline-hash-3072"}
    )

    # Lexical evidence (seed 000 §6.5 lexical signal), see `shared.search.lexical`: a query
    # word found in a recipe's name counts 1.0, in its tags or description 0.7, only in its
    # ingredients 0.5 (the tsvector weights A, B and C of migration 0004).
    lexical_name_weight: float = Field(default=1.0, ge=0, le=1)
    lexical_tag_weight: float = Field(default=0.7, ge=0, le=1)
    lexical_ingredient_weight: float = Field(default=0.5, ge=0, le=1)
    # Strict (whole-word) trigram similarity of the whole query to a recipe name counts from
    # this floor up, rescaled to [0, 1]: an exact name is 1.0, the typo "chiken soup" against
    # "Mexican Chicken Soup" 0.67, "chicken soup" against "Chicken Souvlaki" 0.62. The index
    # lookups use pg_trgm's own strict threshold (0.5), so a lower floor finds no more names.
    name_similarity_floor: float = Field(default=0.5, ge=0, lt=1)

    # Metadata and personalization (`shared.search.fit`): "quick" means this many minutes, a
    # signal with nothing to judge by is neutral, a neighbouring cuisine or meal half a fit.
    quick_minutes: int = Field(default=30, ge=5, le=240)
    neutral_fit: float = Field(default=0.5, ge=0, le=1)
    related_fit: float = Field(default=0.5, ge=0, le=1)
    # Cooking for a crowd ("vienen como 20 personas"): a recipe of this many portions is a big
    # batch and fits fully, a smaller one in proportion (the catalogue's largest make 8).
    crowd_portions: int = Field(default=8, ge=2, le=100)
    # A mood's answer (`shared.search.mood_feedback`): the share of a candidate's semantic
    # signal that is its likeness to the recipes carrying the mood's tags. At a half, a recipe
    # like the tagged ones that shares their word only in its description (an "económica"
    # arroz con pollo) came before the budget dishes tagged as such; three tenths keeps most of
    # the gain on the vague queries of the tuning sets.
    mood_feedback_weight: float = Field(default=0.3, ge=0, le=1)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        weights = (
            self.weight_semantic,
            self.weight_lexical,
            self.weight_metadata,
            self.weight_personalization,
        )
        if not math.isclose(sum(weights), 1.0, abs_tol=1e-6):
            raise ValueError("the four search weights must sum to 1")
        if self.weight_lexical + self.weight_metadata + self.weight_personalization <= 0:
            raise ValueError("lexical-only search needs a non-zero non-semantic weight")
        if self.rrf_lexical_weight <= 0:
            raise ValueError("lexical-only search needs a non-zero RRF lexical weight")
        for low, high in (self.semantic_range, *self.semantic_ranges.values()):
            if not -1 <= low < high <= 1:
                raise ValueError(
                    "a semantic range is (floor, ceiling) with -1 <= floor < ceiling <= 1"
                )
        return self

    def semantic_range_for(self, model: str) -> SemanticRange:
        """The cosine range that normalises similarities of `model` to [0, 1].

        Args:
            model: The embedding model identity (`AiGateway.embedding_model`).

        Returns:
            ``(floor, ceiling)``.
        """
        return self.semantic_ranges.get(model, self.semantic_range)

    def english_only(self, model: str) -> bool:
        """Whether `model` needs Spanish queries in English.

        Args:
            model: The embedding model identity.

        Returns:
            True for a model listed in `english_only_models`.
        """
        return model in self.english_only_models

    def thresholds(self, *, fused: bool) -> tuple[float, float, float]:
        """The include, high-confidence and fallback-top thresholds.

        Args:
            fused: Whether the scores are rank-fused (RRF over at least one ranking).

        Returns:
            ``(include, high_confidence, fallback_top)``.
        """
        if fused:
            return self.rrf_include_threshold, self.rrf_high_confidence, self.rrf_fallback_top
        return self.include_threshold, self.high_confidence, self.fallback_top
