"""Spanish queries reach an English-only embedding model in English, through the catalogue's
own vocabulary (the seeded reference tables and ingredient aliases)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.embeddings import hash_embedding
from shared.search import HybridSearcher, QueryEmbedder, SearchQuery, SearchSettings, SearchUser
from shared.search.glossary import GlossaryCache, load_glossary

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.db import Database

pytestmark = [pytest.mark.integration, pytest.mark.usefixtures("seeded")]

MINILM = "local-all-MiniLM-L6-v2-3072"


class RecordingModel:
    """An embedding model double that keeps every text it was asked to embed."""

    def __init__(self, model: str) -> None:
        self.model = model
        self.texts: list[str] = []

    @property
    def embedding_model(self) -> str:
        return self.model

    async def embed(
        self, texts: Sequence[str], *, input_type: str = "passage"
    ) -> list[list[float]]:
        self.texts.extend(texts)
        return [hash_embedding(text) for text in texts]


async def test_the_seeded_vocabulary_translates_ingredients_tags_and_diets(
    database: Database,
) -> None:
    async with database.anon() as conn:
        glossary = await load_glossary(conn)

    # The seed: frijol negro = black bean, leche de coco = coconut milk (ingredients),
    # sin gluten = gluten-free (diet), rápido = quick (tag), postre (meal word).
    assert glossary.to_english("frijoles negros") == "black bean"
    assert glossary.to_english("pollo y leche de coco") == "chicken and coconut milk"
    assert glossary.to_english("postre sin gluten rápido") == "dessert gluten free quick"


async def test_the_cache_reads_once(database: Database) -> None:
    cache = GlossaryCache(db=database)

    first = await cache.get()
    second = await cache.get()

    assert first is second
    assert first.phrases


@pytest.mark.parametrize(
    ("model", "language", "text", "embedded"),
    [
        # "sopa" is the tag "soup", "frijol negro" the ingredient "black bean".
        (MINILM, "es", "sopa de frijoles negros", "soup black bean"),
        (MINILM, "en", "black bean soup", "black bean soup"),
        # The offline hash model matches words, and recipe passages describe in English.
        ("offline-hash-3072", "es", "postre sin gluten rápido", "dessert gluten free quick"),
        # A multilingual model is given the query as typed.
        (
            "e5-multilingual-e5-small-q4-3072",
            "es",
            "sopa de frijoles negros",
            "sopa de frijoles negros",
        ),
    ],
)
async def test_what_the_model_embeds(
    database: Database, model: str, language: str, text: str, embedded: str
) -> None:
    recorder = RecordingModel(model)
    searcher = HybridSearcher(
        db=database,
        embedder=QueryEmbedder(gateway=recorder, db=database),
        settings=SearchSettings(),
    )

    await searcher.search(
        SearchQuery(text=text, language=language),  # type: ignore[arg-type]
        SearchUser(),
        principal=None,
    )

    assert recorder.texts == [embedded]
