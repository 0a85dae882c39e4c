"""The lexical retriever and the catalogue read: one query, run as the caller.

The only lexical search there is: the hybrid search's lexical side, and its whole answer when
the query cannot be embedded (seed 000 §6.10). One round trip:

1. Candidates, each branch served by an index: full text over the caller's language vector
   (`search_en` / `search_es`, accent-folding `irmixy_en` / `irmixy_es` configs), strict
   trigram word similarity of the whole query to the recipe's EN and ES names (so an ES
   query finds a recipe by its English name), and ingredients whose alias a query word nearly
   spells; strict (whole-word) similarity, so "chicken" never reaches "chickpea"; and the
   recipes whose name in the other language has a word no name in the query's language has
   ("pan de maiz to go with chili": "Pan de Maíz", `public.match_recipe_other_names` of
   migration 0037), each query word that name holds counting as found in its name. The text and
   name lookups go through `public.match_recipe_text` and `public.match_recipe_text_partial`
   (migration 0012): under the caller's RLS policy Postgres cannot use an index for a
   non-leakproof operator (`@@`, `%>>`), so these security-definer functions answer them from
   the indexes, for published recipes only, with ids and match flags. The candidates are then
   gated by `shared.search.gates`, as the caller, before anything is scored.
2. AND, relaxed to OR (seed 000 §6.5): when fewer than `min_results` recipes contain every
   query word, recipes with some of them (and fuzzy ingredient matches) are admitted too;
   those partial matches are looked up only then. Only words the catalogue knows count
   (`public.recipe_known_words`, looked up once and handed to the other lookups): one that no
   recipe contains cannot empty the AND.
3. The lexical score in [0, 1], the best of three kinds of evidence: per known query word,
   where it is found (name 1.0, tags or description 0.7, ingredients 0.5; averaged; a word
   no recipe contains but a name sounds like, `public.match_recipe_sound_ids` of migration 0022,
   counts as found in that name, times its phonetic similarity, computed only for the recipes
   scored),
   the name similarity above its floor (rescaled), and fuzzy ingredient matches (ingredient
   weight x mean similarity). Only a bounded pool is scored (full matches and close names
   first, then by OR rank; the rank is computed only where the pool's limit falls), and the
   best `candidate_limit` lexical candidates are kept (score, then id).
4. The card fields of those and of the vector side's candidates (re-gated here, as the
   caller), in the caller's language, with each recipe's allergen groups, and whether it has
   a food the query names (`shared.search.food_terms.named_foods`: the searcher lists those
   recipes first).

With no query text it lists the gated catalogue by id instead (browsing by filters).
"""

from __future__ import annotations

import re
import uuid
from typing import TYPE_CHECKING, Final

from pydantic import BaseModel, ConfigDict

from shared.schemas.recipe import Difficulty
from shared.search.food_terms import named_foods
from shared.search.gates import allergy_patterns
from shared.search.lexical_sql import TEXT_CONFIG, Language, catalogue_query, catalogue_sql
from shared.search.subject import is_everyday
from shared.search.vocabulary import KnownWordsHint, SoundsHint

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.db import Read
    from shared.search.food_list import FoodList
    from shared.search.food_terms import FoodTerm
    from shared.search.moods import MoodReading
    from shared.search.settings import SearchSettings
    from shared.search.vocabulary import KnownWords

__all__ = ["CatalogueRow", "catalogue_params", "catalogue_sql", "fetch_catalogue", "query_words"]

# A word is letters and digits; a negated compound ("no-bake", "non-alcoholic") stays one word:
# split, "no" is a stop word and "bake" alone would find the baked recipes it rules out. The
# hyphen is all it adds, and `plainto_tsquery` reads a hyphenated word as its parts together.
_WORD = re.compile(r"\b(?:no|non)(?:-[^\W_]+)+|[^\W_]+")
_MAX_WORDS: Final = 40
# Phonetic name lookups (`_sound_words`): queries of at most this many words, words of at least
# this many letters (as `public.match_recipe_sounds` requires).
_MAX_SOUND_QUERY_WORDS: Final = 4
_MIN_SOUND_LETTERS: Final = 4
# Lexical matches scored per search, as a multiple of the candidates kept.
_POOL_FACTOR: Final = 2
# Recipes found by a word only their name in the other language has ("maiz": "Pan de Maíz"),
# those whose name holds most of the query's words first: the dish asked for is among the
# first few, and the pool keeps room for the query's own language's matches.
_OTHER_NAME_LIMIT: Final = 10
# A food of a list is what a recipe is made of when it is among its this many heaviest
# ingredients (`shared.search.food_list`): the curry's coconut milk and chicken (2nd and 3rd),
# not its squeeze of lime (7th of 14); a soup's stock may weigh the most.
_LIST_MAIN_RANK: Final = 4
# "carne de ...": the meat of the animal that follows (`_name_words`).
_MEAT_OF: Final = ("carne", "de")


class CatalogueRow(BaseModel):
    """One candidate recipe: its card fields, facts and lexical evidence."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    id: uuid.UUID
    slug: str | None
    name: str
    image_url: str | None
    total_time_minutes: int
    portions: int
    difficulty: Difficulty
    cuisine_slug: str | None
    cuisine: str | None
    meal_types: list[str]
    description: str | None
    lexical: float
    lexical_side: bool
    vector_side: bool
    relaxed: bool
    allergens: list[str]
    excluded: bool = False
    mood: bool = False
    contrary: bool = False
    # Allowed by the gates, but only half by the words: fish for "sin carne" (`meatless`).
    second_choice: bool = False
    has_named: bool = False
    named_dish: bool = False
    list_held: float = 0.0
    query_terms: int = 0
    unmatched: list[str] = []
    foreign_words: list[str] = []
    other_name: str | None = None
    catalogue_version: int | None = None
    known_words: list[str] = []
    other_known_words: list[str] = []
    sound_ids: list[uuid.UUID] = []
    sound_id_words: list[str] = []

    @property
    def offer_order(self) -> tuple[bool, bool, float, bool, bool]:
        """Where it stands among the included recipes, whatever the scores.

        A recipe with a food the query names comes before one without it ("gluten-free shrimp
        dinner": the shrimp, then the rest), one named by the whole of a food of several words
        before those cooked with it ("caldo de pollo": the chicken soup, then the dishes made
        with chicken stock), and of a list of foods, one that holds more of
        them, as what it is made of, before one that holds fewer ("coconut milk, limes and
        chicken thighs": the curry with all three before the coconut lemonade); one that goes
        against the query's mood (a hot soup on a hot day) comes after the others, and so does
        a second choice (`second_choice`).
        """
        return (
            self.contrary,
            self.second_choice,
            -self.list_held,
            not self.named_dish,
            not self.has_named,
        )


def query_words(text: str) -> list[str]:
    """The distinct words of a query (letters, digits, "no-bake"), lower-cased, in order."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(text.casefold()):
        seen.setdefault(word, None)
    return list(seen)[:_MAX_WORDS]


def _sound_words(words: Sequence[str]) -> list[str]:
    """The words worth a phonetic name lookup (each costs trigram index probes, ~5-15 ms at
    10,000 recipes): only in a short query, where a misspelt dish name is the whole request
    ("paeya", "chiles rejenos"), and never an everyday word ("tonight"), which no name holds.
    """
    if len(words) > _MAX_SOUND_QUERY_WORDS:
        return []
    return [word for word in words if len(word) >= _MIN_SOUND_LETTERS and not is_everyday(word)]


def _named_query(named: Sequence[FoodTerm]) -> str:
    """The tsquery text finding the named foods in a recipe's name: each food's words together.

    A food of several words is in a name only with all of them: "ground beef" is not in "Beef
    Bulgogi" (sliced steak), "coconut milk" not in "Coconut Lemonade". Words only (letters and
    digits, `query_words`), so no tsquery operator can come from the input.
    """
    phrases = [_name_words(term) for term in named]
    return " | ".join(f"({' & '.join(words)})" for words in phrases if words)


def _name_words(term: FoodTerm) -> list[str]:
    """The words a name holds a food by: "carne de res" is beef, and a name says "de Res"
    ("Bulgogi de Res"): the meat of an animal is named by the animal."""
    words = query_words(" ".join(term.words))
    if len(words) > len(_MEAT_OF) and tuple(words[: len(_MEAT_OF)]) == _MEAT_OF:
        return words[len(_MEAT_OF) :]
    return words


def _dish_phrase_query(named: Sequence[FoodTerm]) -> str:
    """`_named_query` of the named foods of several words only: those a dish is named by too.

    "caldo de pollo" is chicken stock and the chicken soup "Caldo de Pollo con Verduras": a
    name holding the whole phrase is the dish asked for, before the recipes cooked with the
    stock. A food of one word ("pollo") in a name says no more than among the ingredients.
    """
    return _named_query([term for term in named if len(_name_words(term)) > 1])


def catalogue_params(
    *,
    text: str,
    language: Language,
    gates: Mapping[str, object],
    vector_ids: Sequence[uuid.UUID],
    settings: SearchSettings,
    excluded: Sequence[str] = (),
    moods: MoodReading | None = None,
    foods: FoodList | None = None,
    known: KnownWordsHint | None = None,
    sounds: SoundsHint | None = None,
) -> dict[str, object]:
    """The parameters of `catalogue_sql()` (see `fetch_catalogue` for the arguments; `known`
    and `sounds` are what `vocabulary` holds for these words)."""
    words = query_words(text)
    hint = known if known is not None else KnownWordsHint()
    sounds_hint = sounds if sounds is not None else SoundsHint()
    named = named_foods(text, language)
    list_slugs, list_terms = foods.slug_terms() if foods is not None else ([], [])
    return {
        **gates,
        "config": TEXT_CONFIG[language],
        "language": language,
        "text": text,
        "has_text": bool(words),
        "words": words,
        "known_version": hint.version,
        "known_hint": list(hint.known),
        "other_known_hint": list(hint.other_known),
        # Words only (letters and digits), so no tsquery operator can come from the input.
        "or_text": " | ".join(words),
        "vector_ids": list(vector_ids),
        "limit": settings.candidate_limit,
        "pool_limit": settings.candidate_limit * _POOL_FACTOR,
        "other_name_limit": _OTHER_NAME_LIMIT,
        "min_results": settings.min_results,
        "w_name": settings.lexical_name_weight,
        "w_tag": settings.lexical_tag_weight,
        "w_ingredient": settings.lexical_ingredient_weight,
        "name_floor": settings.name_similarity_floor,
        "sound_words": _sound_words(words),
        "sounds_version": sounds_hint.version,
        "sounds_words": list(sounds_hint.words),
        "sounds_ids": list(sounds_hint.recipe_ids),
        "sounds_match_words": list(sounds_hint.match_words),
        # Words only, like `or_text`: no tsquery operator can come from the input.
        "excluded": [word for word in query_words(" ".join(excluded)) if word][:_MAX_WORDS],
        "mood_tags": list(moods.tags if moods else ())[:_MAX_WORDS],
        "contrary_tags": list(moods.contrary if moods else ())[:_MAX_WORDS],
        "safe_tags": list(moods.safe if moods else ())[:_MAX_WORDS],
        "has_named": bool(named),
        "named_patterns": allergy_patterns(t.ingredient for t in named if t.ingredient),
        "named_categories": sorted({c for t in named for c in t.categories}),
        "named_allergens": sorted({a for t in named for a in t.allergens}),
        "named_query": _named_query(named),
        "dish_phrase_query": _dish_phrase_query(named),
        "has_list": bool(list_slugs),
        "list_slugs": list_slugs,
        "list_terms": list_terms,
        "list_weights": foods.term_weights() if foods is not None else [],
        "list_main_rank": _LIST_MAIN_RANK,
        "list_drinks": foods is not None and foods.drink,
    }


async def fetch_catalogue(
    read: Read,
    *,
    text: str,
    language: Language,
    gates: Mapping[str, object],
    vector_ids: Sequence[uuid.UUID],
    settings: SearchSettings,
    display: Language | None = None,
    excluded: Sequence[str] = (),
    moods: MoodReading | None = None,
    foods: FoodList | None = None,
    vocabulary: KnownWords | None = None,
) -> list[CatalogueRow]:
    """Run the lexical retriever and read the candidates' cards, in one query.

    Args:
        read: Reads as the caller, or as `anon` (`Database.reads_as`).
        text: The query text, search filler stripped, ingredients appended; empty to browse.
        language: The query text's language: which search vector and text configuration.
        gates: `shared.search.gates.gate_params` for this query and user.
        vector_ids: The vector side's candidates (their cards are read too).
        settings: The candidate limit, the relaxation threshold and the lexical weights.
        display: The language of the cards' names and descriptions (default: `language`).
        excluded: Words the query negates; recipes whose name or tags carry one are flagged.
        moods: The moods the query names (`shared.search.moods`): recipes whose name, tags
            or description carry one of their tags are flagged `mood`, those carrying a tag
            contrary to them and none of their safe tags `contrary`.
        foods: The foods the query lists (`shared.search.food_list`): how much of them each
            recipe holds is read as `list_held`.
        vocabulary: The process's known words (`shared.search.vocabulary`): sent when it
            holds every word, taught what the statement looked up otherwise.

    Returns:
        The candidates (at most `candidate_limit` lexical ones plus the vector ones).
    """
    words = query_words(text)
    hint = vocabulary.hint(language, words) if vocabulary is not None else None
    sound_words = _sound_words(words)
    sounds = vocabulary.sounds_hint(language, sound_words) if vocabulary is not None else None
    params = catalogue_params(
        text=text,
        language=language,
        gates=gates,
        vector_ids=vector_ids,
        settings=settings,
        excluded=excluded,
        moods=moods,
        foods=foods,
        known=hint,
        sounds=sounds,
    )
    raw_rows = await read(catalogue_query(language, display), params)
    rows = [CatalogueRow.model_validate(raw) for raw in raw_rows]
    first = rows[0] if rows else None
    if vocabulary is not None and first is not None and first.catalogue_version is not None:
        vocabulary.learn(
            version=first.catalogue_version,
            language=language,
            words=words,
            known=first.known_words,
            other_known=first.other_known_words,
        )
        # The words the statement looked up by sound: those it was not sent matches of (all,
        # when what was sent was stale) and no recipe contains.
        sent = (
            sounds.words if sounds is not None and sounds.version == first.catalogue_version else ()
        )
        known = set(first.known_words)
        vocabulary.learn_sounds(
            version=first.catalogue_version,
            language=language,
            words=[word for word in sound_words if word not in known and word not in sent],
            recipe_ids=first.sound_ids,
            match_words=first.sound_id_words,
        )
    return rows
