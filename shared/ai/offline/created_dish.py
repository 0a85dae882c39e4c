"""The dish a request to create names before the ingredients it lists.

"make me a chicken soup with rice" asks for a soup with chicken in it, not for rice alone: the
ingredient list after "with" / "con" is what goes in, and the words before it name the dish.
Dropped, the chicken was lost and the recipe was a "Rice Skillet"; carried, the chicken joins
the ingredients and the notes say the dish ("dish: chicken soup"), which the templates make
(a soup) and name after, as a model honours it.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.extract import (
    PEOPLE_WORDS,
    extract_cuisine,
    extract_diet,
    extract_servings,
)
from shared.ai.offline.ingredients import find_all, key
from shared.ai.offline.normalize import STOPWORDS, FoldedText, word_set, words

__all__ = ["created_dish", "dish_alone", "names_a_dish", "only_foods", "version_asked"]

_ARTICLE: Final = r"(?:a|an|some|un|una|unos|unas)"
# "make me a <dish> with ...", "hazme una <dish> con ...", "can you cook an <dish> with ...";
# a plural dish comes without an article ("make me baked potatoes with cheese").
# The request to make: a verb of making, said outright or as what she wants to do ("quiero
# hacer ...", "I want to make ..."), then what frames the dish without naming it: her own
# recipe of it ("mi propia receta de sopa de lentejas" is a lentil soup, not a dish called
# "Receta de sopa de lentejas").
_MAKE: Final = (
    r"^(?:(?:please|por favor|can you|could you|puedes|podrias)\s+)*"
    r"(?:(?:i want to|i'd like to|i would like to|let's|lets|quiero|quisiera|me gustaria|"
    r"vamos a)\s+(?:make|cook|create|prepare|hacer|preparar|cocinar|crear)|"
    r"make|cook|create|prepare|whip up|hazme|haz|preparame|prepara|cocina|cociname|"
    r"creame|crea)\s+(?:(?:me|us|nos)\s+)?(?:" + _ARTICLE + r"\s+)?"
    r"(?:(?:my own|mi propia|mi propio)\s+)?(?:(?:recipe|receta)\s+(?:de|for|of|para)\s+"
    r"(?:" + _ARTICLE + r"\s+)?)?"
)
_CREATE: Final = re.compile(_MAKE + r"(?P<dish>[^,.;:!?]{3,60}?)\s+(?:with|con)\s+\S")


# "hazme una sopa de pollo, zanahoria y arroz", "make me a chicken, carrot and rice soup": the
# foods named inside the dish itself, after "de" / "of" or before the dish word, commas and all.
_CREATE_NAMED: Final = re.compile(_MAKE + r"(?P<dish>[^.;:!?]{3,120}?)[\s!.?]*$")


# "hazme un pad thai", "make me a shakshuka": a dish asked to be made, with nothing listed; a
# plural or a mass noun comes without an article ("make pancakes", "make me lasagna"), which
# then names no pronoun or change ("make it spicier", "hazlo rápido").
_CREATE_ALONE: Final = re.compile(
    r"^(?:(?:please|por favor|can you|could you|puedes|podrias)\s+)*"
    r"(?:make|cook|create|prepare|whip up|hazme|haz|crea|creame|preparame|cociname)\s+"
    r"(?:(?:me|us|nos)\s+)?"
    r"(?:" + _ARTICLE + r"\s+|(?!(?:it|them|this|that|these|those|lo|la|los|las|esto|eso|"
    r"esta|este|esa|ese|more|less|mas|menos)\b))"
    r"(?P<dish>[^,.;:!?]{3,60}?)[\s!.?]*$"
)
# The recipe a dish is asked as ("a lasagna recipe", "a recipe for panna cotta", "una receta
# de pozole", "my own lasagna"): the dish is what the recipe is of.
_RECIPE_FRAME: Final = re.compile(
    r"^(?:(?:my|mi)\s+(?:own\s+|propi[oa]\s+)?)?(?:(?:recipes?|recetas?)\s+(?:for|of|de|del|para)"
    r"\s+(?:(?:a|an|the|un|una|el|la)\s+)?)?|\s+recipes?$"
)
# "make a vegan version of the panna cotta", "haz una versión vegana del flan": a dish of the
# catalogue asked to fit a diet, with no card open.
_VERSION: Final = (
    re.compile(
        r"^(?:(?:please|can you|could you)\s+)*(?:make|cook|create|prepare|whip up|give)\s+"
        r"(?:(?:me|us)\s+)?(?:a|an)\s+(?P<diet>[a-z-]+(?:\s[a-z-]+)?)\s+version\s+of\s+"
        r"(?:(?:the|a|an|your)\s+)?(?P<dish>[^,.;:!?]{3,60}?)[\s!.?]*$"
    ),
    re.compile(
        r"^(?:(?:por favor|puedes|podrias)\s+)*(?:haz|hazme|prepara|preparame|crea|creame|"
        r"cocina|cociname)\s+(?:(?:me|nos)\s+)?(?:una\s+)?version\s+(?P<diet>[a-z]+(?:\s[a-z]+)?)"
        r"\s+(?:de|del)\s+(?:(?:la|el|los|las)\s+)?(?P<dish>[^,.;:!?]{3,60}?)[\s!.?]*$"
    ),
)
# A phrase of portions closing the dish ("... for 6", "... para 4 personas"): how many it
# feeds, which the brief carries as servings, never part of the dish's name.
_PORTIONS_AT_END: Final = re.compile(
    r"\s+(?:for|para|serves?|feeds?)\s+[a-z0-9]+(?:\s+" + PEOPLE_WORDS + r")?$"
)
_OF: Final = frozenset({"of", "de", "del"})
# Words that say a request is for food without naming a dish ("a quick Italian recipe").
_NO_DISH: Final = word_set(
    """
    recipe recipes receta recetas dish dishes meal meals plato platos platillo platillos comida
    something algo thing cosa idea option opcion quick fast easy simple healthy light new nice
    custom personalized personalised personalizada personalizado propia propio mia mio
    ingredient ingredients ingrediente ingredientes
    good tasty rapido rapida facil sencillo sencilla saludable ligero ligera nuevo nueva rico rica
    delicious delicioso deliciosa dinner lunch breakfast brunch supper snack cena comida almuerzo
    desayuno merienda botana cenar comer almorzar desayunar tonight today tomorrow now please
    hoy manana noche ahora porfa
    """
)


def _names_a_dish(dish: str) -> bool:
    """Whether a phrase has a word beyond generic ones, cuisines and diets ("Italian dish")."""
    return any(
        word not in STOPWORDS
        and word not in _NO_DISH
        and extract_cuisine(word) is None
        and not extract_diet(word)
        for word in words(dish)
    )


def names_a_dish(dish: str) -> bool:
    """Whether a phrase names a dish, its plurals read as what they are the plural of.

    "rápidas" of "busca recetas rápidas" says how the recipes are, as "rápida" does: no dish.
    """
    generic = {key(word) for word in _NO_DISH}
    return _names_a_dish(dish) and any(
        key(word) not in generic for word in words(dish) if word not in STOPWORDS
    )


def _without_portions(dish: str) -> str:
    """The dish without the portions said after it: "sopa de lentejas para 6" is a lentil
    soup for six, not a dish named "Sopa de lentejas para 6"."""
    folded = FoldedText.of(dish)
    match = _PORTIONS_AT_END.search(folded.text)
    if match is None or extract_servings(match.group(0).strip()) is None:
        return dish  # "para 3 dias" is how long, "for tonight" when: neither feeds anyone
    return folded.original_span(0, match.start()).strip()


def _food_positions(dish: str) -> set[int]:
    """The positions of the words of a dish (as `key` splits it) that name an ingredient."""
    tokens = key(dish)
    covered: set[int] = set()
    for position, info in find_all(dish):
        for name in sorted((info.en, info.es, *info.aliases), key=lambda n: -len(key(n))):
            size = len(name_key := key(name))
            if size and tokens[position : position + size] == name_key:
                covered.update(range(position, position + size))
                break
    return covered


def only_foods(dish: str) -> bool:
    """Whether every word of a dish is an ingredient's name or a grammar word ("chicken").

    Args:
        dish: A dish as written.

    Returns:
        True for "chicken" or "pollo y arroz"; False for "chicken soup" or "ensalada de fideos".
    """
    covered = _food_positions(dish)
    return all(i in covered or token in STOPWORDS for i, token in enumerate(key(dish)))


def _dish_beside_foods(dish: str) -> bool:
    """Whether a phrase that lists foods is headed by the dish they make ("rice soup").

    A dish's name says its kind by its head word, next to its foods: last in English ("chicken
    and rice SOUP"), first in Spanish or before "of" ("SOPA de pollo", "SOUP of chicken"). That
    word, neither a food nor one that only says food is wanted ("dinner", "tonight"), names the
    dish; a word elsewhere says how ("SPICY chicken and rice") or how long ("... in 25 minutes").
    """
    tokens = key(dish)
    covered = _food_positions(dish)
    if len(tokens) < 2:
        return False
    heads = [len(tokens) - 1] if len(tokens) - 2 in covered else []
    if len(tokens) > 2 and tokens[1] in _OF and 2 in covered:
        heads.append(0)
    return any(i not in covered and tokens[i].isalpha() and _names_a_dish(tokens[i]) for i in heads)


def created_dish(text: FoldedText) -> str | None:
    """The dish a request to create names before its "with" list, as the cook wrote it.

    Args:
        text: The request.

    Returns:
        "chicken soup" for "make me a chicken soup with rice", "chicken" for "make me a chicken
        with rice" (`only_foods` tells the two apart); None when it names none that way, or
        only says it wants food ("make me a quick Italian recipe with ...").
    """
    match = _CREATE.match(text.text)
    if match is not None:
        dish = " ".join(text.original_span(match.start("dish"), match.end("dish")).split())
        dish = _without_portions(dish)
        return dish if _names_a_dish(dish) else None
    # No "with" list: the foods are named inside the dish ("a soup of chicken and rice", "a
    # chicken and rice soup"), which is that dish only when a word besides them names it.
    match = _CREATE_NAMED.match(text.text)
    if match is None:
        return None
    dish = " ".join(text.original_span(match.start("dish"), match.end("dish")).split())
    dish = _RECIPE_FRAME.sub("", _without_portions(dish))
    return dish if _dish_beside_foods(dish) else None


def dish_alone(text: FoldedText) -> str | None:
    """The dish a request to make names when it lists nothing to make it with.

    Args:
        text: The request.

    Returns:
        "pad thai" for "hazme un pad thai"; None when the request lists ingredients, names
        only foods ("make me a chicken") or no dish at all ("make me a quick recipe").
    """
    match = _CREATE_ALONE.match(text.text)
    if match is None:
        return None
    dish = " ".join(text.original_span(match.start("dish"), match.end("dish")).split())
    dish = _RECIPE_FRAME.sub("", dish)
    return dish if _names_a_dish(dish) and not only_foods(dish) else None


def version_asked(text: FoldedText) -> str | None:
    """The search a request for a diet's version of a dish is: the dish with the diet.

    Searched, a catalogue dish outside the diet is offered as a version to make ("The catalogue
    has Vanilla Panna Cotta, but no vegan version"), with the catalogue's own name; read as a
    list of foods, "make a vegan version of Baja Fish Tacos" was a skillet of tofu, and "… of
    the panna cotta" a search for its every word that found nothing.

    Args:
        text: The request.

    Returns:
        "vegan panna cotta" / "flan vegana", as written; None when the request asks no
        diet's version of a dish.
    """
    for pattern, spanish in zip(_VERSION, (False, True), strict=True):
        match = pattern.match(text.text)
        if match is None or not extract_diet(match["diet"]):
            continue
        diet = " ".join(text.original_span(match.start("diet"), match.end("diet")).split())
        dish = " ".join(text.original_span(match.start("dish"), match.end("dish")).split())
        return f"{dish} {diet}" if spanish else f"{diet} {dish}"
    return None
