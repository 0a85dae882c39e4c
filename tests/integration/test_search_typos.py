"""Typos in short dish names: names matched by sound and spelling within the index (migration 0016).

Lexical search only, so the evidence is the names' and nothing else's: a misspelt dish name
finds its dish first, a word the catalogue contains is never "corrected", and a dish the
catalogue lacks does not sound like one it has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("typed", "language", "dish"),
    [
        ("gaspacho", "es", "gazpacho_andaluz"),
        ("tabouli", "en", "tabbouleh"),
        ("babaganush", "en", "baba_ganoush"),
        ("panacota", "es", "panna_cotta_strawberry"),
        ("musaca", "es", "moussaka"),
        ("chilakiles", "es", "chilaquiles_verdes"),
        ("hummous", "en", "classic_hummus"),
        ("wacamole", "es", "guacamole"),
        ("paeya", "es", "paella_valenciana"),
    ],
)
async def test_a_misspelt_dish_name_finds_its_dish_first(
    searcher: HybridSearcher, typed: str, language: str, dish: str
) -> None:
    # When
    outcome = await run(searcher, typed, language, lexical_only=True)

    # Then
    assert outcome.decision == "results"
    assert found(outcome)[0] == dish


async def test_a_dish_spelt_as_it_sounds_in_english_is_found_in_a_sentence(
    searcher: HybridSearcher,
) -> None:
    # Given "oo" for the "ou" and "ey" for the "ille" of "Ratatouille" (migration 0039)
    # When
    outcome = await run(searcher, "ratatooey like in the movie", "en", lexical_only=True)

    # Then
    assert outcome.decision == "results"
    assert found(outcome)[0] == "ratatouille"


@pytest.mark.parametrize(
    ("typed", "language", "dish"),
    [("tom yam soup", "en", "tom_yum_goong"), ("pollo kung pau", "es", "kung_pao_chicken")],
)
async def test_a_short_word_one_letter_off_beside_the_rest_of_a_name_is_that_name(
    searcher: HybridSearcher, typed: str, language: str, dish: str
) -> None:
    # Given "yam" (a food) and "pau", one letter off "Yum" and "Pao" beside the rest of the name
    # When
    outcome = await run(searcher, typed, language)

    # Then the dish is answered, not refused as one the catalogue lacks
    assert outcome.decision == "results"
    assert found(outcome)[0] == dish


@pytest.mark.parametrize(
    ("words", "sounds_like"),
    [
        (["gaspacho"], {("gaspacho", "gazpacho_andaluz")}),
        # Known words are matched by full text, never by sound: "pasta" is not "pastel".
        (["pasta", "chicken"], set()),
        # Dishes the catalogue lacks do not sound like one it has.
        (["birria", "wellington", "pumpkin", "menudo"], set()),
    ],
)
async def test_only_unknown_words_are_matched_by_sound(
    search_db: Database, words: list[str], sounds_like: set[tuple[str, str]]
) -> None:
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select s.word, r.slug from public.match_recipe_sounds('en', %(words)s) s"
            " join public.recipes r on r.id = s.recipe_id",
            {"words": words},
        )
        matched = {(row["word"], row["slug"]) for row in await cursor.fetchall()}

    assert matched == sounds_like


@pytest.mark.parametrize(
    "words",
    [["gaspacho"], ["paeya", "musaca"], ["chiken", "tabouli", "wacamole"], ["hummous", "para"]],
)
async def test_the_ids_only_sound_lookup_agrees_with_the_full_one(
    search_db: Database, words: list[str]
) -> None:
    # Given the lookup of migration 0016, which computes every match's similarity as it goes
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select s.recipe_id, s.word, s.similarity"
            " from public.match_recipe_sounds('en', %(words)s) s",
            {"words": words},
        )
        full = {
            (row["recipe_id"], row["word"]): row["similarity"] for row in await cursor.fetchall()
        }

        # When the matches are looked up alone and the similarity computed for each afterwards
        cursor = await conn.execute(
            "select s.recipe_id, s.word, public.name_sound_similarity("
            "  s.word, r.name_phonetic, r.name_en_normalized, r.name_es_normalized) as similarity"
            " from public.match_recipe_sound_ids('en', %(words)s) s"
            " join public.recipes r on r.id = s.recipe_id",
            {"words": words},
        )
        split = {
            (row["recipe_id"], row["word"]): row["similarity"] for row in await cursor.fetchall()
        }

    # Then both find the same names for the same words, with the same similarity
    assert full
    assert split == full


@pytest.mark.parametrize(
    ("words", "text"),
    [
        (["bean", "stew"], "bean stew"),
        (["gaspacho", "andaluz"], "gaspacho andaluz"),
        (["chicken", "wellington"], "chicken wellington"),
        (["xyzzy"], "xyzzy"),
    ],
)
async def test_the_text_lookup_given_the_known_words_matches_the_one_that_finds_them(
    search_db: Database, words: list[str], text: str
) -> None:
    # Given the known words the catalogue holds, read first (as the process keeps them for its
    # next search), and the pool's limit
    args = {"words": words, "text": text, "pool": 100}
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select public.recipe_known_words('en', %(words)s) as known", args
        )
        row = await cursor.fetchone()
        assert row is not None

        # When the lookup finds them itself, and when it is given them
        cursor = await conn.execute(
            "select * from public.match_recipe_text('en', %(words)s, %(text)s,"
            " public.recipe_known_words('en', %(words)s), %(pool)s) order by 1",
            args,
        )
        looked_up = await cursor.fetchall()
        cursor = await conn.execute(
            "select * from public.match_recipe_text('en', %(words)s, %(text)s, %(known)s,"
            " %(pool)s) order by 1",
            {**args, "known": row["known"]},
        )
        given = await cursor.fetchall()

    # Then it finds the same recipes the same way
    assert given == looked_up


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("paella", "paeya"),
        ("moussaka", "musaca"),
        ("chilaquiles", "chilakiles"),
        ("guacamole", "wacamole"),
        ("gazpacho", "gaspacho"),
        ("hummus", "hummous"),
        ("huevos", "guevos"),
        # English spellings of the vowels (migration 0039).
        ("tiramisu", "tiramisoo"),
        ("shakshuka", "shakshooka"),
        ("kimchi", "kimchee"),
        ("banh mi", "bahn mee"),
    ],
)
async def test_spellings_that_sound_alike_share_a_key(
    search_db: Database, one: str, other: str
) -> None:
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select public.phonetic_key(%(one)s) as one, public.phonetic_key(%(other)s) as other",
            {"one": one, "other": other},
        )
        row = await cursor.fetchone()

    assert row is not None
    assert row["one"] == row["other"]


@pytest.mark.parametrize(
    ("text", "language", "reason"),
    [
        ("beef wellington", "en", "not_in_catalogue"),
        ("tacos de birria", "es", "not_in_catalogue"),
        ("menudo rojo", "es", "not_in_catalogue"),
        # Some recipe mentions pumpkin, none is a pie: the dish itself is what is missing.
        ("pumpkin pie", "en", "not_in_catalogue"),
    ],
)
async def test_a_dish_the_catalogue_lacks_gets_the_create_one_fallback(
    searcher: HybridSearcher, text: str, language: str, reason: str
) -> None:
    # When
    outcome = await run(searcher, text, language)

    # Then: the neighbours ("beef" dishes, other tacos) are not offered as the answer
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == reason


@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        ("chicken tikka masala", "en", "chicken_tikka_masala"),
        ("gaspacho", "es", "gazpacho_andaluz"),
        ("sopa de tortilla", "es", "tortilla_soup"),
    ],
)
async def test_dishes_it_has_are_still_answered(
    searcher: HybridSearcher, text: str, language: str, dish: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.fallback_reason != "not_in_catalogue"
    assert dish in found(outcome)


async def test_a_negated_quality_leaves_out_the_recipes_tagged_with_it(
    searcher: HybridSearcher, search_db: Database
) -> None:
    # When
    outcome = await run(searcher, "Indian food that isn't spicy", "en", cuisine="indian")

    # Then the mild curries lead and nothing tagged spicy is offered
    assert outcome.decision == "results"
    assert {"butter_chicken", "vegan_vegetable_korma"} & set(found(outcome)[:3])
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            # Tagged spicy, not merely described beside a spicy meal (the mango lassi "cools
            # down a spicy meal").
            "select r.slug from public.recipes r"
            " join public.recipe_tags rt on rt.recipe_id = r.id"
            " join public.tags t on t.id = rt.tag_id"
            " where r.slug = any (%(slugs)s) and t.name_en ilike '%%spicy%%'",
            {"slugs": found(outcome)},
        )
        assert await cursor.fetchall() == []


@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        ("algo para el 15 de septiembre", "es", "pozole_rojo"),
        ("Indian food that isn't spicy", "en", "butter_chicken"),
    ],
)
async def test_occasions_and_negations_reach_the_tagged_dishes(
    searcher: HybridSearcher, text: str, language: str, dish: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "results"
    assert dish in found(outcome)[:3]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # Every word is in the catalogue, never in one recipe: a carrot dish and a cake, fish
        # dishes and chocolate-chip cookies.
        ("carrot cake", "en"),
        ("fish and chips", "en"),
        ("pastel de zanahoria", "es"),
    ],
)
async def test_a_dish_made_of_catalogue_words_no_recipe_holds_together_is_not_offered(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"


@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        # One recipe holds both words: a dish it has, or an ingredient pair it can answer.
        ("tres leches cake", "en", "tres_leches_cake"),
        ("pastel de tres leches", "es", "tres_leches_cake"),
        ("shrimp and garlic", "en", "gambas_al_ajillo"),
        # A list of what the cook has is not a dish's name.
        ("pollo, jitomate y chipotle", "es", "chipotle_chicken_rice_bowl"),
    ],
)
async def test_dishes_and_ingredients_one_recipe_holds_are_answered(
    searcher: HybridSearcher, text: str, language: str, dish: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "results"
    assert dish in found(outcome)


async def test_a_spanish_diminutive_finds_what_its_base_word_finds(
    searcher: HybridSearcher,
) -> None:
    # When: "pollito" is no recipe's word, "pollo" is
    outcome = await run(searcher, "arroz con pollito", "es")

    # Then
    assert outcome.decision == "results"
    assert "arroz_con_pollo" in found(outcome)[:3]
