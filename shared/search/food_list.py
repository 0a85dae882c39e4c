"""A query that lists foods to use: what the cook has, not a dish to find.

"coconut milk, limes and some chicken thighs", "tengo pollo, jitomate y chipotle", "sobró
arroz blanco de ayer": the answer is the recipe that uses the most of those foods, and uses
them as what the dish is made of rather than as a garnish. Ranked by the words alone, a drink
whose NAME holds two of the foods ("Coconut Lemonade") beats the curry that holds all three:
a name match counts more than an ingredient match, and the model finds the drink close too.

A list is two or more foods the catalogue's ingredients name (`named_foods`: whole names and
aliases of the query's language, food groups, allergen words; a Spanish diminutive,
"lentejitas", as its base). Each food stands for the ingredients of its family
(`shared.search.food_family`), so a recipe holds the food whichever cut or form it uses.

Leftover talk ("leftover", "de ayer", "que sobró", "from last night", "del otro día") says
what the food is, never which dish: its words are not read as a dish name the catalogue lacks
(`shared.search.subject`), however few the other words are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.ingredients.catalogue import catalogue_by_slug
from shared.search.diminutives import food_base
from shared.search.food_family import term_family
from shared.search.food_terms import named_foods
from shared.search.intent import MEAL_WORDS, fold_words
from shared.search.occasions import compile_phrases, replace_phrases

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas.response import Language
    from shared.search.food_terms import FoodTerm

__all__ = [
    "LEFTOVER_WORDS",
    "FoodList",
    "expand_leftovers",
    "leftover_talk",
    "read_food_list",
]

_TOKEN: Final = re.compile(r"[^\W_]+")
# The fewest foods that make a list when they are joined ("chicken and rice", "pollo, arroz"),
# and when they are not: "butter chicken", "pan de elote", "agua de jamaica" are dishes named
# by two foods, "shrimp garlic lemon" is a list.
_MIN_FOODS: Final = 2
_MIN_BARE_FOODS: Final = 3
# A word read as food by the other language's names only is this long at least: short words
# are other words across the two languages ("te", "soy", "pan", "pie").
_MIN_OTHER_LETTERS: Final = 4
_OTHER: Final[dict[Language, Language]] = {"en": "es", "es": "en"}
# Saying what one has, or where it is ("I have", "got", "tengo", "hay", "in the fridge").
_HAVING: Final = frozenset(
    {"have", "got", "ive", "tengo", "tenemos", "tiene", "hay", "queda", "quedan", "fridge",
     "freezer", "pantry", "cupboard", "refri", "refrigerador", "nevera", "alacena", "despensa"}
)  # fmt: skip
# What joins the foods of a list: a comma, "+", "&", "/", or a conjunction. Never "with" /
# "con": "arroz con pollo" is a dish.
_LIST_MARKS: Final = re.compile(r"[,+&/]|\b(?:and|y|e|plus|n)\b")
# Leftover talk, accent-folded: what the food is (cooked, left from a meal, about to spoil),
# in EN and ES. Words of both languages: a Spanish speaker may write "leftover" too.
LEFTOVER_WORDS: Final[frozenset[str]] = frozenset(
    {
        "leftover", "leftovers", "yesterday", "yesterdays",
        "sobro", "sobraron", "sobraba", "sobraban", "sobras", "sobra", "sobran", "sobrante",
        "sobrantes", "quedo", "quedaron", "ayer", "anoche", "antier", "anteayer",
        "recalentado", "recalentada", "recalentar",
    }
)  # fmt: skip
# Two-word leftover phrases whose words alone say nothing ("last", "otro").
_LEFTOVER_PHRASES: Final[frozenset[tuple[str, ...]]] = frozenset(
    {("last", "night"), ("otro", "dia"), ("day", "old"), ("left", "over")}
)
# Talk of a food to use before it spoils, or because there is too much of it ("se me juntaron
# muchos pepinos", "tomatoes about to go bad", "a tub of yogurt to use up"): like leftover
# talk, it says what the food is for, never which dish, and is not expanded to the leftover
# tags. Phrases of two or three words whose words alone say something else ("perder peso").
_USE_UP_WORDS: Final = frozenset(
    {"juntaron", "junto", "spoil", "spoiling", "spoiled", "spoilt", "overripe", "caducar",
     "caduca", "caducan", "aprovechar"}
)  # fmt: skip
_USE_UP_PHRASES: Final[frozenset[tuple[str, ...]]] = frozenset(
    {
        ("use", "up"), ("using", "up"), ("go", "bad"), ("going", "bad"), ("goes", "bad"),
        ("gone", "bad"), ("going", "off"), ("echar", "a", "perder"), ("echen", "a", "perder"),
        ("echa", "a", "perder"), ("eche", "a", "perder"),
    }
)  # fmt: skip
# Leftover talk as the catalogue says it: recipes made for leftovers are tagged "leftover rice"
# / "arroz sobrante". One word: more would outweigh the food itself in the lexical score.
_LEFTOVER_TAGS: Final = compile_phrases(
    (
        (
            r"\b(?:(?:from |de |del )?(?:last night'?s?|yesterday'?s?|ayer|anoche|antier"
            r"|anteayer|otro dia)|leftovers?|left over|day[- ]old"
            r"|sobr(?:o|aron|aba|aban|as?|an|antes?)|(?:me |nos )?quedo|quedaron"
            r"|recalentad[oa]s?|recalentar)\b",
            {"en": "leftover", "es": "sobrante"},
        ),
    )
)


# What a dish is built around, of the foods a list names: a protein ("camarones y leche de
# coco" is a shrimp dish before a coconut one), or else the food named first. Such a food
# held counts this much more than another, so of two recipes holding as many of the foods, the
# one holding the main food leads (the meat dishes for "carne molida, papas y zanahoria"),
# while one holding more of the foods still leads one holding fewer.
_PROTEINS: Final = frozenset(
    {"poultry", "red_meat", "pork", "seafood", "legume", "plant_protein", "egg"}
)
_MAIN_WEIGHT: Final = 1.5


def _weights(families: Sequence[tuple[str, ...]]) -> tuple[float, ...]:
    rows = catalogue_by_slug()
    proteins = [
        any(slug in rows and rows[slug].category in _PROTEINS for slug in family)
        for family in families
    ]
    main = proteins if any(proteins) else [index == 0 for index in range(len(families))]
    return tuple(_MAIN_WEIGHT if is_main else 1.0 for is_main in main)


@dataclass(frozen=True, kw_only=True)
class FoodList:
    """How a query reads as foods to use.

    Attributes:
        foods: Per food the query names, in order, the ingredient slugs of its family.
        weights: Per food, what holding it counts: more for the food the dish is built
            around (a protein, or the first named) than for the others.
        talk: The query's leftover-talk words, lower-cased as typed ("sobró"): no dish name.
        drink: Whether the query asks for a drink ("licuado", "smoothie"): else a list asks
            for something to cook, and a drink holding its foods counts half.
        joined: Whether the query joins words as a list does (a comma, "and", "y").
        having: Whether the cook says she has the food ("I have", "tengo", "in the fridge").
    """

    foods: tuple[tuple[str, ...], ...] = ()
    weights: tuple[float, ...] = ()
    talk: frozenset[str] = frozenset()
    drink: bool = False
    joined: bool = False
    having: bool = False

    @property
    def at_hand(self) -> bool:
        """Whether the query lists foods the cook says she has: what to make of them, so the
        words around them ("student budget", "basically") name no dish the catalogue lacks,
        as a dish's name beside its foods would ("tlayudas with beans and cheese")."""
        return self.is_list and (self.having or self.leftovers)

    @property
    def is_list(self) -> bool:
        """Whether the query lists foods to use: two or more joined as a list, three or more,
        or one said to be left over."""
        count = len(self.foods)
        return count >= _MIN_BARE_FOODS or (count >= _MIN_FOODS and self.joined) or self.leftovers

    @property
    def leftovers(self) -> bool:
        """Whether the query names food and talks of it as leftovers: foods to use."""
        return bool(self.talk) and bool(self.foods)

    def answered(self, held: Sequence[float], min_results: int, *, holding: int = 0) -> bool:
        """Whether recipes made of the listed foods answer the list, whatever their scores.

        A list names no dish for the retrievers to agree on, as a mood does not: recipes
        that hold its foods as what they are made of (a main ingredient each, on average)
        answer it. Nor does one food asked about ("a bag of frozen peas", "so many
        mangoes"): the recipes that have it answer it; a dish the catalogue lacks around the
        food ("duck confit") is told by its own words (`shared.search.ranking.lacks_subject`).

        Args:
            held: The included recipes' `list_held` (`shared.search.lexical`).
            min_results: How many such recipes make an answer.
            holding: How many included recipes have a food the query names (`has_named`).
        """
        if len(self.foods) == 1 and not self.is_list:
            return holding >= min_results
        if not self.is_list:
            return False
        return sum(1 for value in held if value >= self.whole) >= min_results

    def made_of_main(self, held: float) -> bool:
        """Whether a recipe holding `held` (`list_held`) is made of as much of the list as its
        main food alone: an answer to the list however the retrievers ranked it.

        The fused score ranks recipes by the query's words, and the list's words are a
        few foods: a dish made of the main one ("lentejas y arroz": the dal, the lentil soup)
        may share fewer of them than the dishes made of a minor one (the rice dishes), and
        miss the include threshold they pass.
        """
        return self.is_list and bool(self.weights) and held >= max(self.weights)

    @property
    def whole(self) -> float:
        """What a recipe holding every food, each as what it is made of, holds."""
        return sum(self.weights) if self.weights else float(len(self.foods))

    def term_weights(self) -> list[float]:
        """Per food index of `slug_terms`, what holding that food counts, for the database."""
        if not self.is_list:
            return []
        return list(self.weights) if self.weights else [1.0] * len(self.foods)

    def slug_terms(self) -> tuple[list[str], list[int]]:
        """The families as two parallel arrays (slug, food index), for the database."""
        slugs: list[str] = []
        terms: list[int] = []
        for index, family in enumerate(self.foods if self.is_list else ()):
            slugs.extend(family)
            terms.extend([index] * len(family))
        return slugs, terms


def leftover_talk(text: str) -> frozenset[str]:
    """The leftover-talk words of a text (`LEFTOVER_WORDS`, use-up talk and phrases), folded.

    Args:
        text: The query as the cook wrote it.

    Returns:
        The words lower-cased as typed ("ayer", "sobró", "last", "night").
    """
    typed = _TOKEN.findall(text.casefold())
    folded = [fold(token) for token in typed]
    single = LEFTOVER_WORDS | _USE_UP_WORDS
    found = {word for word, plain in zip(typed, folded, strict=True) if plain in single}
    for size in (2, 3):
        for index in range(len(typed) - size + 1):
            phrase = tuple(folded[index : index + size])
            if phrase in _LEFTOVER_PHRASES or phrase in _USE_UP_PHRASES:
                found.update(typed[index : index + size])
    return frozenset(found)


def expand_leftovers(text: str, language: Language) -> str:
    """The query with its leftover talk said as the catalogue's leftover recipes say it.

    Args:
        text: The query.
        language: The language it is matched in.

    Returns:
        The query (accent-folded) with its leftover talk replaced by the catalogue's words
        ("sobró arroz de ayer": "sobrante arroz"); unchanged without any.
    """
    return replace_phrases(text, language, _LEFTOVER_TAGS)[0]


def _undiminished(text: str, language: Language) -> str:
    """`text` with each Spanish diminutive that names no food read as its base word when that
    names one ("lentejitas y arroz": lentejas), in place: the first food named is the main."""
    if language != "es":
        return text

    def plain(match: re.Match[str]) -> str:
        word = match.group()
        return food_base(word, lambda said: bool(named_foods(said, language))) or word

    return _TOKEN.sub(plain, text)


def _one_reading(own: Sequence[FoodTerm], other: Sequence[FoodTerm]) -> list[FoodTerm]:
    """The foods read in the query's language and the other's, each of its words read once.

    A name of the other language that holds an own-language food's words and more is the one
    food the cook named: "masa harina" is the catalogue's English name of the corn flour of
    tamales and tortillas, and Mexican and US cooks say it so in Spanish too; read in
    Spanish, its "harina" was any flour (wheat, almond, rice), and the tamales holding the
    masa harina came after breads and pastries. Otherwise the own language's reading stands.

    Args:
        own: The foods named in the query's language, in order.
        other: Those named in the other language, in order.

    Returns:
        The own language's foods, a longer name of the other's in the place of the food it
        holds, then the other language's foods of words not read yet.
    """
    terms: list[FoodTerm] = []
    for term in own:
        longer = next(
            (o for o in other if len(o.words) > 1 and set(term.words) < set(o.words)), term
        )
        if longer not in terms:
            terms.append(longer)
    said = {word for term in terms for word in term.words}
    terms.extend(term for term in other if said.isdisjoint(term.words))
    return terms


def read_food_list(text: str, language: Language, *, asked: str | None = None) -> FoodList:
    """Read a query as foods to use.

    Args:
        text: What the query asks for (search filler and negations out).
        language: The language it is written in.
        asked: The query as the cook wrote it, for its leftover talk (default: `text`).

    Returns:
        The foods it names (each once) and its leftover talk.
    """
    text = _undiminished(text, language)
    # The query's language first; then the other's names ("chipotle" is an English alias
    # only, and a Spanish cook types it as such).
    terms = _one_reading(
        named_foods(text, language),
        [
            term
            for term in named_foods(text, _OTHER[language])
            if all(len(word) >= _MIN_OTHER_LETTERS for word in term.words)
        ],
    )
    families: list[tuple[str, ...]] = []
    for term in terms:
        family = term_family(term)
        if family and not any(set(family) & set(known) for known in families):
            families.append(family)
    asked = asked if asked is not None else text
    drink = any(MEAL_WORDS.get(word) == "drink" for word in fold_words(asked))
    return FoodList(
        foods=tuple(families),
        weights=_weights(families),
        talk=leftover_talk(asked),
        drink=drink,
        joined=_LIST_MARKS.search(fold(asked)) is not None,
        having=not _HAVING.isdisjoint(fold_words(asked)),
    )
