"""Hybrid search over the real seed catalogue with offline embeddings (seed 000 §6.5)."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import psycopg
import pytest

from shared.auth.principal import Principal
from shared.db import Database, DatabaseSettings, create_database
from shared.search import HybridSearcher, SearchQuery, SearchUser
from tests.integration.test_search_support import (
    catalogue_url,
    found,
    make_searcher,
    offline_gateway,
    run,
    write_embeddings,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator

pytestmark = pytest.mark.integration

ANYONE = SearchUser()


@pytest.fixture(scope="module")
async def search_url(pg_admin_url: str) -> str:
    return await catalogue_url(pg_admin_url)


@pytest.fixture(scope="module")
async def search_db(search_url: str) -> AsyncIterator[Database]:
    db = await create_database(DatabaseSettings(DATABASE_URL=search_url, DB_POOL_MAX_SIZE=4))
    try:
        yield db
    finally:
        await db.close()


async def test_an_english_query_finds_the_dish_first_in_english(searcher: HybridSearcher) -> None:
    # Given the embedded catalogue / When searching "chicken soup" in English
    outcome = await run(searcher, "chicken soup")

    # Then the chicken soup leads a confident hybrid result, with both text signals
    assert outcome.mode == "hybrid"
    assert outcome.decision == "results"
    assert outcome.fallback_reason is None
    top = outcome.hits[0]
    assert top.slug == "mexican_chicken_soup"
    assert top.card.name == "Mexican Chicken Soup (Caldo de Pollo)"
    assert top.semantic > 0.5
    assert top.lexical > 0.5
    assert top.score == outcome.top_score
    assert outcome.high_confidence
    assert all(0 <= hit.score <= 1 for hit in outcome.hits)


async def test_a_spanish_query_uses_spanish_text_and_answers_in_spanish(
    searcher: HybridSearcher,
) -> None:
    outcome = await run(searcher, "sopa de pollo", "es")

    assert outcome.decision == "results"
    top = outcome.hits[0]
    assert top.slug == "mexican_chicken_soup"
    assert top.card.name == "Caldo de Pollo con Verduras"
    assert top.card.cuisine == "Mexicana"
    assert top.lexical > 0.5  # "sopa" and "pollo" stemmed by the Spanish configuration


async def test_a_spanish_query_from_an_english_profile_matches_as_spanish(
    searcher: HybridSearcher,
) -> None:
    # Given a caller whose language is English / When they type in Spanish
    outcome = await run(searcher, "recetas de sopa de pollo", "en", lexical_only=True)

    # Then the words match as Spanish (stemmed, "de" a stop word), the cards stay English
    spanish = await run(searcher, "recetas de sopa de pollo", "es", lexical_only=True)
    assert found(outcome) == found(spanish)
    assert outcome.hits[0].slug == "mexican_chicken_soup"
    assert outcome.hits[0].card.name == "Mexican Chicken Soup (Caldo de Pollo)"
    assert not outcome.relaxed


async def test_accents_do_not_matter_in_either_language(searcher: HybridSearcher) -> None:
    # Given recipes whose Spanish text says "jalapeño"
    accented = await run(searcher, "chiles jalapeños", "es")

    # When the query omits the tilde, in Spanish or in English
    bare_es = await run(searcher, "chiles jalapenos", "es")
    bare_en = await run(searcher, "jalapeno peppers", "en")

    # Then the same recipes are found (unaccent-folding text configurations and embeddings)
    assert accented.hits
    assert found(bare_es) == found(accented)
    assert all(hit.lexical > 0 for hit in bare_es.hits)
    assert set(found(accented)) & set(found(bare_en))


@pytest.mark.parametrize("lexical_only", [False, True])
@pytest.mark.parametrize(
    "text", ["find me chicken soup recipes please", "chicken soup qzxv", "chicken soup tonight"]
)
async def test_a_word_that_matches_nothing_does_not_empty_the_and(
    searcher: HybridSearcher, text: str, lexical_only: bool
) -> None:
    # Given filler, or a word no recipe contains, next to "chicken soup"
    outcome = await run(searcher, text, lexical_only=lexical_only)

    # Then the dish still matches every word that counts, first; a word no recipe contains and
    # no name sounds like may name a dish the catalogue lacks, so that query offers it as a
    # fallback ("let's create one") rather than as the answer
    if "qzxv" in text:
        assert outcome.fallback_reason == "not_in_catalogue"
    else:
        assert outcome.decision == "results"
    assert found(outcome)[0] == "mexican_chicken_soup"
    assert outcome.hits[0].lexical == 1.0


async def test_what_can_i_make_with_finds_recipes_with_those_ingredients(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # Given recipes with chickpeas or spinach (none with both)
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select distinct r.slug from recipes r"
            " join recipe_ingredients ri on ri.recipe_id = r.id"
            " join ingredients i on i.id = ri.ingredient_id"
            " where i.slug like any (array['%%chickpea%%', '%%spinach%%'])"
        )
        with_either = {row["slug"] for row in await cursor.fetchall()}

    # When asking what to make with both
    outcome = await run(searcher, "what can I make with chickpeas and spinach")

    # Then the filler is ignored, the AND relaxes to OR, and every hit has one of them
    assert outcome.decision == "results"
    assert outcome.relaxed
    assert len(outcome.hits) == 5
    assert set(found(outcome)) <= with_either
    assert "chana_masala" in found(outcome)


@pytest.mark.parametrize(
    ("text", "slug", "spanish_name"),
    [
        ("butter chicken", "butter_chicken", "Pollo a la Mantequilla (Murgh Makhani)"),
        ("hibiscus iced tea", "agua_de_jamaica", "Agua de Jamaica"),
    ],
)
async def test_a_spanish_query_finds_a_recipe_by_its_english_name(
    searcher: HybridSearcher, text: str, slug: str, spanish_name: str
) -> None:
    # Given a Spanish speaker who knows the dish by its English name
    outcome = await run(searcher, text, "es")

    # Then it is found (bilingual embedding text, trigram over both names), shown in Spanish
    assert outcome.hits[0].slug == slug
    assert outcome.hits[0].card.name == spanish_name


async def test_hybrid_and_lexical_only_agree_on_the_dish_and_differ_in_signals(
    searcher: HybridSearcher,
) -> None:
    # When the same query runs hybrid and lexical-only
    hybrid = await run(searcher, "chicken soup")
    lexical = await run(searcher, "chicken soup", lexical_only=True)

    # Then both lead with the dish; only hybrid has a semantic signal
    assert found(hybrid)[0] == found(lexical)[0] == "mexican_chicken_soup"
    assert lexical.mode == "lexical"
    assert lexical.fallback_reason is None  # asked for, not degraded
    assert lexical.embedding_cached is None
    assert all(hit.semantic == 0 for hit in lexical.hits)
    assert all(hit.semantic > 0 for hit in hybrid.hits)
    # Semantic neighbours the words miss: hybrid ranks other chicken dishes, lexical other soups
    assert found(hybrid)[1:] != found(lexical)[1:]


async def test_the_same_query_twice_gives_the_same_ids_and_scores(
    searcher: HybridSearcher,
) -> None:
    first = await run(searcher, "quick vegetarian curry")
    second = await run(searcher, "quick vegetarian curry")

    assert [(h.recipe_id, h.score) for h in first.hits] == [
        (h.recipe_id, h.score) for h in second.hits
    ]
    assert second.embedding_cached is True


@pytest.fixture
def twins(search_url: str) -> Iterator[list[str]]:
    # Two published recipes identical in every searchable field: equal scores by construction.
    ids = sorted(str(uuid.uuid4()) for _ in range(2))
    with psycopg.connect(search_url, autocommit=True) as conn:
        for n, recipe_id in enumerate(ids):
            conn.execute(
                "insert into recipes (id, slug, name_en, name_es, description_en, difficulty,"
                " total_time_minutes, meal_types, is_published) values (%s, %s,"
                " 'Quokka Twin Casserole', 'Cazuela Gemela Quokka', 'A twin.', 'easy', 30,"
                " '{dinner}', true)",
                (recipe_id, f"zz_quokka_twin_{n}"),
            )
        conn.execute("select refresh_recipe_search(%s::uuid[])", (ids,))
    yield ids
    with psycopg.connect(search_url, autocommit=True) as conn:
        conn.execute("delete from recipes where id = any (%s::uuid[])", (ids,))


async def test_equal_scores_are_ordered_by_recipe_id(
    searcher: HybridSearcher, search_url: str, twins: list[str]
) -> None:
    # Given two identical recipes, identically embedded
    await write_embeddings(search_url, offline_gateway(), twins)

    # When searching for them, twice
    first = await run(searcher, "quokka twin casserole")
    second = await run(searcher, "quokka twin casserole")

    # Then they tie and the lower id comes first, every time
    assert [str(h.recipe_id) for h in first.hits[:2]] == twins
    assert first.hits[0].score == first.hits[1].score
    assert first.hits == second.hits


@pytest.mark.parametrize(
    ("text", "filters"),
    [
        ("recetas rápidas", {"max_time": 30}),
        ("busca recetas rápidas para la cena", {"max_time": 30, "meal_type": "dinner"}),
        ("algo saludable y fácil para la comida", {"difficulty": "easy", "meal_type": "lunch"}),
        ("algo dulce para el postre", {"meal_type": "dessert"}),
    ],
)
async def test_a_vague_spanish_request_is_answered_like_its_english_twin(
    searcher: HybridSearcher, text: str, filters: dict[str, object]
) -> None:
    # Given the English twin of each request is answered
    # When the Spanish one is searched on the offline vectors (whose passages describe in
    # English, so its words alone meet none of them)
    outcome = await run(searcher, text, "es", **filters)

    # Then it is answered too, not sent to "let's create one"
    assert outcome.mode == "hybrid"
    assert outcome.decision == "results", outcome.fallback_reason
    assert len(outcome.hits) >= 3


async def test_a_nonsense_query_falls_back_for_low_confidence(searcher: HybridSearcher) -> None:
    outcome = await run(searcher, "xyzzy plugh")

    assert outcome.mode == "hybrid"
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "low_confidence"
    assert outcome.hits == ()
    assert outcome.top_score is not None
    assert outcome.top_score < 0.42


async def test_reciprocal_rank_fusion_is_selectable(search_db: Database) -> None:
    rrf = make_searcher(search_db, combine="rrf")

    relevant = await run(rrf, "chicken soup")
    nonsense = await run(rrf, "car insurance quote")

    assert relevant.mode == "hybrid"
    assert relevant.decision == "results"
    assert found(relevant)[0] == "mexican_chicken_soup"
    assert all(0 <= hit.score <= 1 for hit in relevant.hits)
    assert nonsense.decision == "fallback"


async def test_a_signed_in_caller_reads_the_catalogue_as_themselves(
    searcher: HybridSearcher,
) -> None:
    # Given a verified caller (catalogue reads run as `authenticated` under RLS)
    principal = Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"})
    query = SearchQuery(text="chicken soup", language="en")

    # When they search / Then they see what anyone sees
    as_user = await searcher.search(query, ANYONE, principal=principal)
    as_anon = await searcher.search(query, ANYONE, principal=None)
    assert as_user.hits == as_anon.hits
