"""What a query asks NOT to get: "dessert without chocolate", "algo sin carne", "nut-free
cookies", "pasta que no lleve crema", "Indian food that isn't spicy".

Matched as typed, "without chocolate" finds the chocolate dishes first (the word is there) and
its embedding leans the same way. The excluded words are taken out of what is matched and
embedded, and what they name is left out:

- food (`shared.search.food_terms`): the recipes whose ingredients carry it, through the gates
  (`shared.search.gates`), as a free-text allergy would be for this one search. The forms:
  "without X", "sin X", "X-free", "libre de X", "no X", "nada de X", "que no lleve X",
  "but no X", "except X", "excepto X", dislikes and allergies ("can't stand X", "no me
  gusta X", "alérgico al X", "a peanut allergy"), lists ("sin cebolla ni ajo", "que no lleve
  ni cebolla ni ajo", "with neither onion nor garlic") and clauses ("sin que lleve X"). A
  diet the gates serve ("sin gluten", "dairy-free") stays as typed and becomes that diet's
  gate;
- a quality with a tagged opposite ("isn't spicy", "sin picante", "que no pique", "nothing too
  heavy"; one table for both languages): the recipes whose name or tags carry it
  (`shared.search.lexical` flags them), and the opposite
  ("mild", "light") is asked for instead; heat is in the ingredients too, so after "nada
  picante" the recipes hot with chiles come after all others (`shared.search.hot_foods`);
- any other word after a "not" ("que no sea ensalada"): the recipes whose name or tags carry it.

"sin horno" or "without fuss" name no food and stay as typed ("sin horno" is a tag). Hyphenated
words stay whole: "no-bake" is a tag, not a negation. "sin ajo" while a recipe is open refines
that recipe; the chat decides that before any search.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from shared.search.food_terms import FoodTerm, read_food_term

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.schemas.response import Language

__all__ = ["Avoided", "Negation", "split_negation"]

# Hyphenated words stay whole: "no-bake" and "gluten-free" are tags, not negations.
_WORD: Final = re.compile(r"[^\W_]+(?:['-][^\W_]+)*")
_NEGATORS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"not", "isn't", "isnt", "aren't", "arent", "no", "nothing", "never",
                     "don't", "dont", "doesn't", "doesnt", "can't", "cant", "cannot", "won't",
                     "wont", "neither"}),
    "es": frozenset({"no", "nada", "ni", "nunca"}),
}  # fmt: skip
# Words that leave out what follows them, but never a word that is not food or a quality:
# "sin horno" is a tag, "sin gluten" a diet. Dislikes and allergies told in passing ("i hate
# mushrooms", "mi esposo es alérgico al huevo") leave the food out as "without" does: the cook
# is saying what not to serve, and a recipe with it answers nobody.
_EXCLUDERS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"without", "except", "excluding", "minus", "hate", "hates", "allergic",
                     "avoid", "avoiding"}),
    "es": frozenset({"sin", "excepto", "salvo", "libre", "odio", "odia", "odian", "alergico",
                     "alérgico", "alergica", "alérgica", "alergicos", "alérgicos", "alergicas",
                     "alérgicas", "alergia", "intolerante", "intolerantes", "evito", "evitar"}),
}  # fmt: skip
# Said after the food: "a peanut ALLERGY", "lactose INTOLERANT" (Spanish says "alergia al").
_AFTER_EXCLUDERS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"allergy", "allergies", "intolerance", "intolerant"}),
    "es": frozenset(),
}
# Words between a negator and what it negates ("that isn't TOO spicy", "que no LLEVE crema",
# "without ANY nuts", "no quiero NADA DE carne").
_BRIDGES: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"a", "an", "the", "too", "very", "so", "at", "all", "be", "that", "it's",
                     "any", "with", "have", "has", "contain", "contains", "use", "uses",
                     "using", "include", "includes", "want", "like", "likes", "of", "much",
                     "stand", "eat", "eats", "to", "tolerate", "handle", "do", "really"}),
    # Spanish verbs in both moods, as English lists "has" beside "have": "que no lleve" and
    # "no lleva", "que no tenga" and "no tiene".
    "es": frozenset({"sea", "sean", "lleve", "lleven", "tenga", "tengan", "muy", "tan", "el",
                     "es", "son", "lleva", "llevan", "tiene", "tienen", "contiene", "contienen",
                     "trae", "traen", "usa", "usan", "incluye", "incluyen",
                     "la", "los", "las", "un", "una", "de", "del", "este", "esté", "nada",
                     "contenga", "contengan", "traiga", "traigan", "use", "usen", "incluya",
                     "quiero", "con", "ningun", "ningún", "ninguna", "mucho", "mucha",
                     "me", "le", "les", "nos", "gusta", "gustan", "como", "come", "comen",
                     "comemos", "puedo", "puede", "pueden", "comer", "soporto", "soporta",
                     "al", "a"}),
}  # fmt: skip
# What joins a list of excluded foods ("sin cebolla NI ajo", "without nuts OR dairy").
_JOINS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"or", "nor", "and"}),
    "es": frozenset({"ni", "o", "u", "y", "e"}),
}
# Dropped before a negation: "pasta BUT no mushrooms", "tacos PERO sin cebolla".
_BUT: Final = frozenset({"but", "pero"})
_FREE: Final = "-free"


@dataclass(frozen=True, kw_only=True)
class _Quality:
    """A quality a cook asks not to get, as each language says it, and its tagged opposite."""

    words: Mapping[Language, frozenset[str]]
    opposite: Mapping[Language, str]
    # Negated, it leaves out what makes a dish hot as well as the word.
    heat: bool = False


# One row per meaning, its EN and ES forms side by side, so that neither language reads a
# quality the other does not. Spanish adjectives agree with the dish ("platillos que no sean
# picosos"), and Spanish says heat with a verb as often as with an adjective ("que no pique",
# "que no enchile": that does not burn). Not "hot" as heat: "nothing hot" is as often a cold
# dish for a hot day.
_QUALITIES: Final = (
    _Quality(
        words={"en": frozenset({"spicy"}),
               "es": frozenset({"picante", "picantes", "picoso", "picosa", "picosos", "picosas",
                                "enchiloso", "enchilosa", "enchilosos", "enchilosas", "pique",
                                "piquen", "pica", "pican", "enchile", "enchilen"})},
        opposite={"en": "mild", "es": "suave"},
        heat=True,
    ),
    _Quality(words={"en": frozenset({"hot"}), "es": frozenset()},
             opposite={"en": "mild", "es": "suave"}),
    _Quality(words={"en": frozenset({"heavy"}),
                    "es": frozenset({"pesado", "pesada", "pesados", "pesadas"})},
             opposite={"en": "light", "es": "ligero"}),
    _Quality(words={"en": frozenset({"sweet"}), "es": frozenset({"dulce", "dulces"})},
             opposite={"en": "savory", "es": "salado"}),
)  # fmt: skip
# What opens a list of negated things, after the negation: Spanish negates twice ("que no
# lleve NI cebolla ni ajo"), English says "without EITHER onion or garlic", "NEITHER ... nor".
_OPENERS: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"either"}),
    "es": frozenset({"ni"}),
}
# Said after an excluder only: "sin QUE lleve crema", "without IT BEING spicy". Not after a
# negator: "no, que sea de pollo" asks for the chicken.
_CLAUSES: Final[dict[Language, frozenset[str]]] = {
    "en": frozenset({"it", "being"}),
    "es": frozenset({"que"}),
}


def _quality(word: str, language: Language) -> _Quality | None:
    return next((q for q in _QUALITIES if word in q.words[language]), None)


@dataclass(frozen=True, kw_only=True)
class Avoided:
    """The food a query leaves out, as the gates read it (`shared.search.gates.gate_params`).

    Attributes:
        diets: Diet slugs the words name ("sin gluten").
        categories: Ingredient categories of excluded food groups ("meat").
        allergens: Allergen group slugs ("nuts").
        ingredients: Ingredient words or phrases, folded ("chocolate", "carne de res").
        hot: Nothing spicy asked ("nada picante"): the dishes with a food that makes them hot
            come last.
    """

    diets: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    allergens: tuple[str, ...] = ()
    ingredients: tuple[str, ...] = ()
    hot: bool = False

    def __bool__(self) -> bool:
        return bool(self.diets or self.categories or self.allergens or self.ingredients or self.hot)


@dataclass(frozen=True, kw_only=True)
class Negation:
    """A query split into what it asks for and what it asks not to get.

    Attributes:
        text: The query without the negations (plus the opposites asked for instead).
        excluded: Negated words whose recipes' names or tags leave them out, lower-cased.
        avoided: The food whose recipes' ingredients leave them out.
    """

    text: str
    excluded: tuple[str, ...]
    avoided: Avoided = field(default_factory=Avoided)


class _Reader:
    """One pass over a query's words, collecting what it excludes."""

    def __init__(self, words: list[str], language: Language) -> None:
        self.words = words
        self.language = language
        self.kept: list[str] = []
        self.added: list[str] = []
        self.excluded: list[str] = []
        self.terms: list[FoodTerm] = []
        self.hot = False

    def folded(self, index: int) -> str:
        return self.words[index].casefold()

    def after_bridges(self, index: int, *, excluder: bool = False) -> int:
        bridges = _BRIDGES[self.language] | (_CLAUSES[self.language] if excluder else frozenset())
        while index < len(self.words) and self.folded(index) in bridges:
            index += 1
        if index < len(self.words) and self.folded(index) in _OPENERS[self.language]:
            index += 1
        return index

    def quality(self, index: int) -> bool:
        """A negated quality at `index`: its opposite asked instead, or the hot dishes last."""
        negated = self.folded(index)
        quality = _quality(negated, self.language)
        if quality is None:
            return False
        if quality.heat:
            # Heat is read from the ingredients: the hot dishes come last. Not by the word,
            # which the mild dishes' own tag holds in Spanish ("poco picante").
            self.hot = True
        else:
            self.excluded.append(negated)
        self.added.append(quality.opposite[self.language])
        return True

    def joined_qualities(self, index: int) -> int:
        """Where reading goes on after the negated word before `index`: past the qualities
        joined to it ("not too cloying OR HEAVY", "que no sea picante O PESADO")."""
        while (
            index + 1 < len(self.words)
            and self.folded(index) in _JOINS[self.language]
            and self.quality(index + 1)
        ):
            index += 2
        return index

    def foods(self, start: int) -> tuple[list[FoodTerm], int]:
        """The foods from `start` on, joined by "or"/"ni"/...; and where they end."""
        term = read_food_term(self.words[start:])
        if term is None:
            return [], start
        found = [term]
        end = start + term.size
        while (
            term.diet is None
            and end + 1 < len(self.words)
            and self.folded(end) in _JOINS[self.language]
        ):
            # Straight after the join: "sin cebolla y CON queso" asks for the cheese.
            following = read_food_term(self.words[end + 1 :])
            if following is None or following.diet is not None:
                break
            found.append(following)
            end += 1 + following.size
        return found, end

    def free(self, index: int) -> bool:
        """ "nut-free", "meat-free": what comes before "-free"."""
        word = self.folded(index)
        if not word.endswith(_FREE):
            return False
        term = read_food_term(word[: -len(_FREE)].split("-"))
        if term is None or term.size != word.count("-"):
            return False
        self.terms.append(term)
        if term.diet is None:
            return True
        self.kept.append(self.words[index])  # a diet ("gluten-free"): a tag, kept as typed
        return True

    def after_food(self, index: int) -> bool:
        """ "a peanut allergy": the food just kept, before an allergy word."""
        if self.folded(index) not in _AFTER_EXCLUDERS[self.language]:
            return False
        for size in (2, 1):
            if len(self.kept) < size:
                continue
            term = read_food_term(self.kept[-size:])
            if term is not None and term.size == size:
                del self.kept[-size:]
                self.terms.append(term)
                if term.diet is not None:
                    self.kept.extend(self.words[index - size : index])  # a diet: a tag
                return True
        return False

    def negation(self, index: int) -> int | None:
        """Read a negation starting at `index`; where reading goes on, or None if none."""
        word = self.folded(index)
        negator = word in _NEGATORS[self.language]
        if not negator and word not in _EXCLUDERS[self.language]:
            return None
        target = self.after_bridges(index + 1, excluder=not negator)
        if target >= len(self.words):
            return None
        if self.quality(target):
            return self.joined_qualities(target + 1)
        end = self.food(index, target, negator=negator)
        if end is not None:
            return end
        if negator:
            self.excluded.append(self.folded(target))
            return self.joined_qualities(target + 1)
        return None

    def food(self, index: int, target: int, *, negator: bool) -> int | None:
        """The foods a negation at `index` names from `target` on; where they end, or None."""
        foods, end = self.foods(target)
        if not foods:
            return None
        if foods[0].diet is not None:
            # "sin gluten": the diet's gate, and the words as typed (a tag, today's match).
            self.terms.append(foods[0])
            self.kept.extend(self.words[index:end])
            return end
        self.terms.extend(foods)
        if negator and foods[0].ingredient is not None and len(foods) == 1:
            # "que no sea sopa": also the dishes named by it, as for any other word.
            self.excluded.append(self.folded(target))
        if self.kept and self.kept[-1].casefold() in _BUT:
            self.kept.pop()
        return end


def _avoided(terms: list[FoodTerm], *, hot: bool) -> Avoided:
    def distinct(values: list[str]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(values))

    return Avoided(
        diets=distinct([t.diet for t in terms if t.diet]),
        categories=distinct([c for t in terms for c in t.categories]),
        allergens=distinct([a for t in terms for a in t.allergens]),
        ingredients=distinct([t.ingredient for t in terms if t.ingredient]),
        hot=hot,
    )


def split_negation(text: str, language: Language) -> Negation:
    """Take what a query excludes out of it.

    Args:
        text: The query (search filler already stripped).
        language: The language it is written in.

    Returns:
        The query to match and embed, the words whose recipes to leave out by name or tag,
        and the food whose recipes to leave out by ingredient.
    """
    reader = _Reader(_WORD.findall(text.replace("\u2019", "'")), language)
    index = 0
    while index < len(reader.words):
        if reader.free(index) or reader.after_food(index):
            index += 1
            continue
        following = reader.negation(index)
        if following is not None:
            index = following
            continue
        reader.kept.append(reader.words[index])
        index += 1
    avoided = _avoided(reader.terms, hot=reader.hot)
    if not reader.excluded and not (
        avoided.categories or avoided.allergens or avoided.ingredients or avoided.hot
    ):
        return Negation(text=text, excluded=(), avoided=avoided)
    return Negation(
        text=" ".join([*reader.kept, *reader.added]),
        excluded=tuple(dict.fromkeys(reader.excluded)),
        avoided=avoided,
    )
