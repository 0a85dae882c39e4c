"""Moods, weather and company said in everyday words, read as the catalogue's tags.

People rarely ask for "comfort food, winter": they say "it's freezing outside", "algo
calientito, está lloviendo", "something light, I had a huge lunch", "dinner the kids will
actually eat", "algo para la cruda", "comida barata para fin de quincena". The catalogue
describes the same recipes with a small set of tags ("comfort food", "light", "kid-friendly",
"budget-friendly", "spicy", "refreshing", "elegant", "picnic"...), and no recipe's text says
"freezing", "quincena" or "picoso". Matched as free text such a query found recipes by its
filler ("outside", "long", "bien"), or nothing, and fell back.

Each phrase here (accent-folded, whole words, plurals, genders and Mexican diminutives
included) is replaced by the tag words it stands for, in the query's language, in what is
matched and embedded, as `shared.search.occasions` does for dates. These are facts about how
people speak of food, not about recipes: the recipes that fit are found by their own tags.
The searcher also learns that the query asked for a mood, so a request with no dish in it
("something light") is answered by the recipes that carry its tags
(`HybridSearcher`), rather than judged by how well its words match a recipe's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.search.glossary import FUNCTION_WORDS
from shared.search.intent import MEAL_WORDS, fold_words
from shared.search.mood_table import MOODS
from shared.search.occasions import compile_phrases, replace_phrases
from shared.search.weather import say_the_weather

if TYPE_CHECKING:
    from shared.schemas.response import Language

__all__ = ["MOOD_PATTERNS", "NOT_MAINS", "MoodReading", "only_mood", "read_moods"]

NOT_MAINS: Final = frozenset({"breakfast", "dessert", "snack", "drink"})
"""Meals that are no main dish (`MEAL_WORDS` slugs)."""
# Shorter words are grammar ("de", "a") or units, never what a query is about.
_MIN_CONTENT_LETTERS: Final = 3
_TABLE: Final = compile_phrases(
    tuple((mood.pattern, {lang: " ".join(t) for lang, t in mood.tags.items()}) for mood in MOODS)
)
MOOD_PATTERNS: Final = tuple(pattern for pattern, _ in _TABLE)
"""The moods' phrases, whose words the search filler leaves (`strip_filler`'s `keep`)."""
# The same phrases said without the moods' main dishes (`Mood.dishes`).
_WITHOUT_DISHES: Final = tuple(
    (
        pattern,
        {
            lang: " ".join(t for t in tags if t not in mood.dishes.get(lang, ()))
            for lang, tags in mood.tags.items()
        },
    )
    for (pattern, _), mood in zip(_TABLE, MOODS, strict=True)
)


@dataclass(frozen=True, kw_only=True)
class MoodReading:
    """A query with its moods said in tag words.

    Attributes:
        text: The query (accent-folded) with each mood phrase replaced by its tag words; the
            query itself when it names none.
        tags: The tags (the catalogue's phrases, in the query's language) of the moods it
            names, in order; empty when it names none.
        added_terms: How many more content words the tags make than one per mood.
        contrary: Tags of recipes that go against a mood it names (`Mood.contrary`).
        safe: Tags that keep a recipe with a contrary tag among the others (`Mood.safe`).
        crowd: It asks to cook for many people.
        meal: The meal a mood it names asks for (`Mood.meal`), if any.
    """

    text: str
    tags: tuple[str, ...] = ()
    added_terms: int = 0
    contrary: tuple[str, ...] = ()
    safe: tuple[str, ...] = ()
    crowd: bool = False
    meal: str | None = None

    def own_terms(self, terms: int) -> int:
        """The query's content-word count with each mood counted as one word.

        "beef wellington for a date night" is two dish words and a mood; said in tags it has
        seven content words, and "wellington", which no recipe has, would be too small a
        share of them to tell the dish is missing (`shared.search.subject`).

        Args:
            terms: The content words of the rewritten query (`CatalogueRow.query_terms`).

        Returns:
            The count as if each mood were one word (at least 1).
        """
        return max(terms - self.added_terms, 1)


# Spanish superlatives are the adjective said strongly ("ando crudísimo", "estoy cansadísima",
# "algo baratísimo"): read as the adjective ("crudo", "cansada", "barato") so the mood it says
# is found; "qu"/"gu" before the ending are the adjective's "c"/"g" ("riquísimo": "rico").
_SUPERLATIVE: Final = re.compile(r"\b(\w{2,}?)(qu|gu)?[ií]sim([oa]s?)\b")
_HARD_CONSONANT: Final = {"qu": "c", "gu": "g"}


def _plain_superlatives(text: str) -> str:
    return _SUPERLATIVE.sub(
        lambda m: m[1] + _HARD_CONSONANT.get(m[2] or "", "") + m[3], text.casefold()
    )


def only_mood(reading: MoodReading, asked: str) -> bool:
    """Whether the cook's words are all a mood, said in its own phrase ("antojitos callejeros").

    Rewritten in the catalogue's tag words ("antojito comida callejera"), such a query read as
    a dish name no recipe holds; it names no dish at all. A word left beside the mood ("cozy
    soup for a freezing night": "soup", "night") keeps the query judged as before.

    Args:
        reading: The query's moods.
        asked: The query as the cook wrote it.
    """
    if not reading.tags:
        return False
    tag_words = {word for tag in reading.tags for word in fold_words(tag)}
    kept = set(fold_words(reading.text))
    return not any(
        word in kept and word not in tag_words and word not in FUNCTION_WORDS
        for word in fold_words(asked)
        if len(word) >= _MIN_CONTENT_LETTERS
    )


def read_moods(text: str, language: Language) -> MoodReading:
    """Say the moods, weather and company a query names in the catalogue's tag words.

    Args:
        text: The query.
        language: The language the tag words are matched in.

    Returns:
        The rewritten text and the tags of the moods found.
    """
    # A day's temperature is read as the weather it says ("40 degrees": hot weather).
    plain = say_the_weather(_plain_superlatives(text))
    rewritten, found = replace_phrases(plain, language, _TABLE)
    if not found:
        return MoodReading(text=text)
    text = plain
    moods = [MOODS[position] for position in found]
    meal = next((mood.meal for mood in moods if mood.meal), None)
    named = meal or next((MEAL_WORDS[w] for w in fold_words(text) if w in MEAL_WORDS), None)
    # A weather mood's soups and stews are main dishes: with a dessert, a breakfast or a snack
    # asked for ("algo dulce y calientito"), its warmth is what is left of it.
    dishes = (
        {tag for mood in moods for tag in mood.dishes.get(language, ())}
        if named in NOT_MAINS
        else set()
    )
    if dishes:
        rewritten = replace_phrases(text, language, _WITHOUT_DISHES)[0]
    tags = dict.fromkeys(tag for mood in moods for tag in mood.tags[language] if tag not in dishes)
    # Grammar words ("para", "de", "el") have no lexeme, so they were never counted.
    words = {word for tag in tags for word in fold_words(tag) if word not in FUNCTION_WORDS}
    return MoodReading(
        text=rewritten,
        tags=tuple(tags),
        added_terms=max(len(words) - len(found), 0),
        contrary=tuple(dict.fromkeys(t for m in moods for t in m.contrary.get(language, ()))),
        # With such a meal named, what keeps a main dish fitting a weather mood no longer does.
        safe=tuple(
            dict.fromkeys(
                t for m in moods if m.meal or not dishes for t in m.safe.get(language, ())
            )
        ),
        crowd=any(mood.crowd for mood in moods),
        meal=meal,
    )
