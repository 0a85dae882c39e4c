"""Whether some recipe is the dish a short dish-name query asks for.

`shared.search.subject` catches a dish the catalogue lacks by a word no recipe contains
("wellington"). Many missing dishes are made of words the catalogue does have: "carrot cake"
has a carrot recipe and a cake recipe, "pastel de chocolate" cakes and chocolate cookies, but
no recipe is a carrot cake or a chocolate cake. Rank fusion still puts the cake first (it
matches half the query in its name), so only this test tells the dish is not there: no
published recipe has every word of the name and is that kind of dish by its name or its tags
(`shared.search.dish_fields`). A head word that no recipe's name, tag or ingredient has, only
some description ("cuy" of "cuyo"), on food the catalogue has ("cuy al horno"), names a dish
the catalogue lacks too, and so does a word no recipe has in either language whose sound a
name only contains ("cheesecake": "grilled cheese"; the lexical side counts such a word as
found), unless it is spelt like a name's word. A Spanish name by its form, a head and what
follows "de" / "en" / "al" ("barbacoa de borrego", "carne en su jugo"), names a dish even
when no candidate is a kind named for its head: the catalogue lacks it when no recipe has all
its words, or when recipes are named for its head and none of them holds the rest. The kinds
of dish themselves are read in `shared.search.dish_kinds`.

Only dish names are judged: two or three content words (or one no recipe has), no everyday
word, not a comma list (`subject_words`), with a kind of dish some recipe is named for
("cake", "soup", "tacos") or such a head (`dish_held`). A request in prose ("a hearty meal
after a long hike"), a mood or an ingredient list is answered by recipes that share most of
it, and falling back on those would be a miss. What qualifies the name is left out of it: the
filters' facets ("keto", "gluten-free"), the manner ("estilo tailandés") and a complement
after "with" / "con" ("sushi rolls with salmon": sushi rolls). With nothing but a meal or
"something" before "con" ("cena con muchas verduras"), or foods joined by "and" / "y" ("bacon
and eggs"), no dish is named.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.language import detect_language
from shared.search.diminutives import base_word
from shared.search.dish_fields import fetch_field_hits, holds_dish
from shared.search.dish_kinds import dish_heads, dish_kind, name_kinds, name_stems, plain_stem
from shared.search.dish_phrase import is_ingredient_word
from shared.search.kitchen_words import COOKS_WITH
from shared.search.manner import manner_words, method_words
from shared.search.name_foods import foods_named
from shared.search.name_part import asks_for_complement, in_name, is_subject_word, name_part
from shared.search.name_words import (
    misspells_a_name,
    misspells_beside,
    word_forms,
    written_words,
)
from shared.search.served import served_dish
from shared.search.split_names import misspelt_together
from shared.search.subject import is_everyday, is_facet

if TYPE_CHECKING:
    from collections.abc import Collection, Iterable, Sequence

    from shared.db import Read
    from shared.search.dish_fields import FieldReading
    from shared.search.lexical import CatalogueRow
    from shared.search.lexical_sql import Language
    from shared.search.vocabulary import KnownWords

__all__ = [
    "covered_together",
    "dish_covered",
    "dish_heads",
    "dish_held",
    "dish_kind",
    "is_food_list",
    "is_head_first",
    "named_otherwise",
    "plain_stem",
    "row_names",
    "subject_words",
]

# Words under this length are mostly grammar ("de", "y", "and") or units.
_MIN_LETTERS: Final = 3
_TOKEN: Final = re.compile(r"[^\W_]+")
# Grammar words of three letters or more, which the database drops: not a name's head.
_STOP_HINTS: Final = frozenset({"and", "the", "for", "con", "del", "los", "las", "una", "por"})
# Words that join a list ("pollo y leche de coco").
_CONJUNCTIONS: Final = frozenset({"and", "y", "e", "plus"})
# What joins a Spanish dish's head to what makes it that dish ("carne EN su jugo").
_HEAD_JOINERS: Final = frozenset({"de", "del", "en", "al"})
_HEAD_FIRST_MIN_TOKENS: Final = 3


def is_head_first(tokens: Sequence[str]) -> bool:
    """Whether Spanish words are a dish name by their form: a head, then "de" / "en" / "al".

    "barbacoa de borrego", "carne en su jugo", "pollo al horno": what follows the joiner is
    what makes the head that dish, whether or not a recipe is named for the head.

    Args:
        tokens: The query's words as matched.
    """
    return len(tokens) >= _HEAD_FIRST_MIN_TOKENS and tokens[1] in _HEAD_JOINERS


def is_food_list(tokens: Collection[str], words: Sequence[str]) -> bool:
    """Whether the query joins foods with "and" / "y": what the cook has, not a dish's name.

    "pollo y leche de coco", "bacon and eggs": every word names an ingredient of the catalogue
    (`shared.search.name_foods`). "spaghetti and meatballs" names a dish: meatballs are no
    ingredient.

    Args:
        tokens: The query's words as matched.
        words: Its subject words (`subject_words`).
    """
    content = [word for word in words if word not in _STOP_HINTS]
    return bool(_CONJUNCTIONS.intersection(tokens)) and all(foods_named([word]) for word in content)


def row_names(
    row: CatalogueRow, display: Language, written_in: Language
) -> list[tuple[str, Language]]:
    """A candidate's names, each with its language (`other_name` is in the language the
    query is not written in, `name` in the card's)."""
    other: Language = "es" if written_in == "en" else "en"
    return [(row.name, display), *([(row.other_name, other)] if row.other_name else [])]


def named_otherwise(words: Collection[str], other_names: Iterable[str]) -> bool:
    """Whether a candidate's name in the other language holds every word of a dish name.

    "hot cakes for breakfast" asks for "Hot Cakes Esponjosos de Buttermilk", "Fluffy
    Buttermilk Pancakes" in English: the kinds of dish are read in the query's language only
    (`covered_together`), and would say the catalogue lacks it.

    Args:
        words: The name's content words.
        other_names: The candidates' names in the language the query is not written in.
    """
    stems = {plain_stem(word) for word in words}
    return bool(stems) and any(stems <= name_stems(name) for name in other_names)


def subject_words(
    text: str,
    words: Sequence[str],
    unmatched: Sequence[str],
) -> tuple[str, ...]:
    """The words of a query that may be a dish name, when it may be one: else empty.

    Every word of a dish name is about the dish: no everyday word such as "tonight" or
    "tengo", no word the catalogue lacks (that is `shared.search.subject`'s case), no comma
    list. Facets and manner words qualify the name and are left out. How many words a name
    may have is counted by the database, and whether it is one at all is read there too
    (`covered_together`): a kind of dish, or a head word no recipe is named for.

    Args:
        text: The query text (filler stripped).
        words: The query's words (`shared.search.lexical.query_words`).
        unmatched: Its words no recipe contains nor sounds like.

    Returns:
        The subject words (stop words may remain; the database drops them).
    """
    # A list ("pollo, jitomate y chipotle") is what the cook has, not a dish's name.
    if "," in text or any(not is_facet(word) for word in unmatched):
        return ()
    if any(is_everyday(word) and not is_facet(word) for word in words):
        return ()
    return tuple(word for word in words if is_subject_word(word))


async def covered_together(
    read: Read,
    *,
    language: Language,
    words: Sequence[str],
    names: Sequence[str],
    max_words: int,
    spelling: Sequence[str] = (),
    head_first: bool = False,
    vocabulary: KnownWords | None = None,
) -> bool:
    """Whether some published recipe holds a dish-name query (gates aside).

    The catalogue is read whatever the caller's filters: a dish the filters exclude is still
    in the catalogue, and saying it is not would be wrong.

    Args:
        read: Reads of published recipes, as the caller or `anon`.
        language: The language the words are matched in (and `names` are written in).
        words: The subject words (`subject_words`).
        names: The candidate recipes' names: their heads are the kinds of dish.
        max_words: The most content words (words with a lexeme) a dish name has.
        spelling: The candidate recipes' names in any language, which a word no recipe
            contains may misspell.
        head_first: Whether the words are a Spanish name by its form, a head and its
            complement after "de" / "en" / "al" (`is_head_first`).
        vocabulary: The process's known words (`shared.search.vocabulary`).

    Returns:
        False when a word of the name is in no recipe and misspells no name, or when the
        catalogue knows every word of a name of two to `max_words` content words and no
        recipe holds them as `shared.search.dish_fields` says.
    """
    # What the words and the candidates' names already tell spares reading the fields: too
    # many words are a request; with no kind of dish among them, the name is held unless its
    # head is in no recipe's name (nor tag nor ingredient), and a head some candidate's name
    # has is.
    kinds = name_kinds(names, language)
    with_hits = any(plain_stem(word) in kinds for word in words)
    named = frozenset().union(*(name_stems(name) for name in names))
    content = [word for word in words if word not in _STOP_HINTS]
    head = (content[0] if language == "es" else content[-1]) if content else ""
    with_food = plain_stem(head) not in named
    # A name by its form whose head no candidate is a kind of ("barbacoa de borrego") is read
    # too: whether any recipe has all its words, and is named for its head. So is a head no
    # candidate has that names no ingredient, when some recipe is that kind of dish: a dish
    # the gates left out ("vegan chocolate cake": the cakes are not vegan), which must still
    # be in the catalogue ("dessert", "food" are no kind of dish).
    shaped = head_first and not with_hits
    gated_head = with_food and not with_hits and not is_ingredient_word(head)
    with_hits = with_hits or shaped or gated_head
    if not 2 <= len(content) <= max_words:
        with_hits = with_food = shaped = gated_head = False
    # Which words no recipe has needs reading only when a word is spelt in no candidate's name.
    # A word spelt like a candidate's name's word is no word the catalogue lacks.
    spelt = frozenset().union(*(written_words(name) for name in spelling))
    # A name misspelt in pieces ("bul go gee") misspells it joined (`shared.search.split_names`).
    misspelt = misspelt_together(content, spelling)
    with_unknown = any(
        word_forms(w).isdisjoint(spelt) and w not in misspelt and not misspells_a_name(w, spelling)
        for w in content
    )
    if not (with_hits or with_food or with_unknown):
        return True
    reading = await fetch_field_hits(
        read,
        language=language,
        words=words,
        with_hits=with_hits,
        with_food=with_food,
        with_unknown=with_unknown,
        kind_of=head if gated_head else None,
        vocabulary=vocabulary,
    )
    if any(
        base_word(word) is None and word not in misspelt and not misspells_a_name(word, spelling)
        for word in reading.unknown
    ):
        # A word no recipe has in either language, only a name sounds like ("cheesecake",
        # "brownies"), and no name's word is spelt like: a dish the catalogue lacks. A
        # diminutive ("bolitas") is its base word said fondly.
        return False
    if not (with_hits or with_food):
        return True
    # Some recipe is that kind of dish when its name has the head as a word: "Lasagna" of
    # "Classic Beef Lasagna Bolognese", whose last word (the English head by position) is the
    # sauce. The head names no ingredient here, so a name holding it is named for it; nor
    # what the cook cooks with ("without an oven": an "Oven-Baked" name is not that kind).
    kind = (
        gated_head
        and head not in COOKS_WITH
        and any(plain_stem(head) in name_stems(name) for name in reading.head_names)
    )
    return dish_held(
        reading,
        names=names,
        language=language,
        max_words=max_words,
        shaped=shaped or kind,
        head_named=kind or plain_stem(head) in named,
    )


def dish_held(
    reading: FieldReading,
    *,
    names: Iterable[str],
    language: Language,
    max_words: int,
    shaped: bool = False,
    head_named: bool = False,
) -> bool:
    """Whether the catalogue holds the dish name the database read (`covered_together`).

    Args:
        reading: The database's reading of the name's words.
        names: The candidate recipes' names: their heads are the kinds of dish.
        language: The language of the words and of `names`.
        max_words: The most content words (words with a lexeme) a dish name has.
        shaped: Whether the words are a name by their form (`is_head_first`), so a head that
            is no candidate's kind of dish still names one.
        head_named: Whether recipes are named for the head: a candidate's name has it, or
            some recipe is that kind of dish.

    Returns:
        False only for a name of two to `max_words` content words, all known, that names a
        dish no recipe is.
    """
    if len(reading.known) != reading.content or not 2 <= reading.content <= max_words:
        return True
    head = reading.known[0] if language == "es" else reading.known[-1]
    rest = [word for word in reading.known if word != head]
    # A head no recipe's name, tag or ingredient has (only a description's: "cuyo" stems as
    # "cuy"), on food the catalogue has ("cuy al horno"): a dish the catalogue lacks.
    food = reading.food
    if food is not None and head not in food and all(word in food for word in rest):
        return False
    heads = dish_heads(reading.known, names=names, language=language)
    if not heads and shaped:
        # A name by its form: no recipe has all its words ("barbacoa de borrego": the
        # Korean barbecue is beef, the lamb dishes are no barbacoa), or its head names
        # recipes and none of them is that dish ("carne en su jugo").
        if not reading.matched:
            return False
        heads = (head,) if head_named else ()
    # No word is a kind of dish: an ingredient list or a request, not a dish name.
    return not heads or holds_dish(reading.hits, heads=heads, words=reading.known)


async def dish_covered(
    read: Read,
    *,
    text: str,
    names: Sequence[str],
    unmatched: Sequence[str],
    language: Language,
    display: Language,
    max_words: int,
    helpers: Collection[str] = (),
    asked: str | None = None,
    vocabulary: KnownWords | None = None,
    other_names: Sequence[str] = (),
) -> bool:
    """Whether the query is no dish name, or one some recipe holds.

    Args:
        read: The search's reads as the caller.
        text: The query text as matched.
        names: The candidates' names (in `display`).
        unmatched: The query's words no recipe contains nor sounds like.
        language: The language the text is matched in.
        display: The language of `names`.
        max_words: The most content words a dish name has.
        helpers: Words added to the text to help matching (`shared.search.diminutives`), not
            part of the name.
        asked: The query as the user wrote it, whose complement (`name_part`) is no part of
            the name.
        vocabulary: The process's known words (`shared.search.vocabulary`).
        other_names: The candidates' names in the language the query is not written in.

    Returns:
        False only for a dish name no recipe holds.
    """
    tokens = [
        word for word in dict.fromkeys(_TOKEN.findall(text.casefold())) if word not in helpers
    ]
    if asked is not None:
        as_asked = _TOKEN.findall(asked.casefold())
        # "fish tacos estilo Ensenada" names fish tacos: the place is how they are made.
        manner = manner_words(as_asked) | method_words(as_asked)
        tokens = [word for word in tokens if word not in manner]
        name = name_part(as_asked)
        if asks_for_complement(as_asked, tokens):
            return True
        if len(name) < len(as_asked):
            tokens = in_name(tokens, name)
            if detect_language(" ".join(tokens), default=language) != language:
                # A name in the other language ("how do I make arroz rojo like the
                # restaurant's"): the kinds of dish are read in the query's language only.
                return True
            # A word of the qualifier the catalogue lacks ("frosting") says nothing of the
            # name before it.
            unmatched = [word for word in unmatched if word in name]
    words = subject_words(text, tokens, unmatched)
    if not words or is_food_list(tokens, words):
        return True
    # "tom yam soup": one letter off the name holding the rest ("Tom Yum ... Soup").
    content = [word for word in words if word not in _STOP_HINTS and len(word) >= _MIN_LETTERS]
    if any(misspells_beside(word, content, names) for word in content) or named_otherwise(
        content, other_names
    ):
        return True
    # The kinds of dish are read from names in the query's language only.
    kind_names = names if display == language else ()
    # "falafel wraps": the falafel, served in a wrap (`shared.search.served`).
    if served_dish(words, {kind for name in kind_names if (kind := dish_kind(name, language))}):
        return True
    head_first = language == "es" and is_head_first(tokens)
    return await covered_together(
        read,
        language=language,
        words=words,
        names=kind_names,
        max_words=max_words,
        spelling=names,
        head_first=head_first,
        vocabulary=vocabulary,
    )
