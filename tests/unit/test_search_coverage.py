"""Reading a query as a dish name: its subject words, its head, the part before a complement."""

from __future__ import annotations

import uuid

import pytest

from shared.search.coverage import (
    dish_heads,
    dish_held,
    is_head_first,
    named_otherwise,
    subject_words,
)
from shared.search.dish_fields import FieldHit, FieldReading
from shared.search.name_part import name_part

EN_NAMES = (
    "Tres Leches Cake",
    "Kale and Quinoa Harvest Salad with Sweet Potato and Pecans",
    "Tom Yum Goong (Thai Hot and Sour Shrimp Soup)",
    "Classic Apple Pie",
)
ES_NAMES = ("Pastel de Tres Leches", "Sopa de Cebolla Francesa", "Tacos al Pastor")


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("carrot cake", ("carrot", "cake")),
        ("banana cream pie", ("banana", "cream", "pie")),
        ("pastel de zanahoria", ("pastel", "zanahoria")),
        # How many words a name may have is the database's count; here "for" stays (a stop
        # word, it has no lexeme there).
        ("cake for my carrot loving aunt", ("cake", "for", "carrot", "loving", "aunt")),
        # A list of what the cook has.
        ("cake, carrots", ()),
        # An everyday word makes the query a request.
        ("cake tonight", ()),
        ("quiero tacos", ()),
        # A facet or a manner qualifies the name and is no part of it.
        ("keto carrot cake", ("carrot", "cake")),
        ("gluten free apple cake", ("apple", "cake")),
        ("high protein breakfast", ("protein",)),
        ("thai style cake", ("thai", "cake")),
        ("fideos estilo tailandés", ("fideos", "tailandés")),
    ],
)
def test_subject_words(text: str, subject: tuple[str, ...]) -> None:
    words = text.replace(",", " ").split()
    assert subject_words(text, words, []) == subject


def test_a_word_the_catalogue_lacks_is_left_to_the_subject_check() -> None:
    assert subject_words("beef wellington", ["beef", "wellington"], ["wellington"]) == ()


def test_an_unknown_facet_is_still_a_facet() -> None:
    assert subject_words("keto cheesecake", ["keto", "cheesecake"], ["keto"]) == ("cheesecake",)


@pytest.mark.parametrize(
    ("known", "names", "language", "heads"),
    [
        # The head by position: last in English, first in Spanish.
        (["carrot", "cake"], EN_NAMES, "en", ("cake",)),
        (["tacos", "pollo"], ES_NAMES, "es", ("tacos",)),
        # When that is no kind of dish, every word that is one.
        (["cake", "carrots"], EN_NAMES, "en", ("cake",)),
        (["pollo", "tacos"], ES_NAMES, "es", ("tacos",)),
        # "Sweet Potato" follows "with" in a salad's name: a complement, not the dish; a word
        # in brackets is not the name's head either ("... Shrimp Soup)").
        (["sweet", "potato"], EN_NAMES, "en", ()),
        (["fish", "soup"], EN_NAMES, "en", ()),
        # Spanish names put the kind of dish first: "leches" is not one.
        (["leches", "coco"], ES_NAMES, "es", ()),
    ],
)
def test_dish_heads(
    known: list[str], names: tuple[str, ...], language: str, heads: tuple[str, ...]
) -> None:
    assert dish_heads(known, names=names, language=language) == heads  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("asked", "name"),
    [
        # A complement after "with" / "con" qualifies the two-word dish named before it.
        ("sushi rolls with salmon and avocado", ["sushi", "rolls"]),
        ("pastel de chocolate con fresas", ["pastel", "de", "chocolate"]),
        # One word before it is no dish of its own: the name is whole.
        ("arroz con pollo", ["arroz", "con", "pollo"]),
        ("cake with carrots", ["cake", "with", "carrots"]),
        # Three are a description a recipe may word otherwise: the whole stays.
        (
            "green chicken enchiladas with tomatillo sauce",
            ["green", "chicken", "enchiladas", "with", "tomatillo", "sauce"],
        ),
        ("carrot cake", ["carrot", "cake"]),
        # A likeness or a purpose qualifies the dish named before it, whatever its length.
        ("butter tarts like in ontario", ["butter", "tarts"]),
        ("tortas ahogadas como en guadalajara", ["tortas", "ahogadas"]),
        ("capirotada para cuaresma", ["capirotada"]),
        ("beef wellington for christmas day", ["beef", "wellington"]),
        # Talk before them names no dish: the whole stays.
        ("i would like a soup", ["i", "would", "like", "a", "soup"]),
        ("algo como pozole", ["algo", "como", "pozole"]),
        ("what can i cook for dinner", ["what", "can", "i", "cook", "for", "dinner"]),
        # Before the "something" / "algo" a request asks for: the occasion, not a dish.
        (
            "tarde de juegos con los primos algo para picar",
            ["tarde", "de", "juegos", "con", "los", "primos", "algo", "para", "picar"],
        ),
        (
            "oye para la posada quiero algo calientito",
            ["oye", "para", "la", "posada", "quiero", "algo", "calientito"],
        ),
        (
            "game night with the lads something to share",
            ["game", "night", "with", "the", "lads", "something", "to", "share"],
        ),
        # "algo" before the dish's name leaves the cut where it was.
        ("algo de pan de muerto para mis hijos", ["algo", "de", "pan", "de", "muerto"]),
    ],
)
def test_name_part(asked: str, name: list[str]) -> None:
    assert list(name_part(asked.split())) == name


def reading(
    known: tuple[str, ...], food: tuple[str, ...], hits: tuple[FieldHit, ...] = ()
) -> FieldReading:
    return FieldReading(known=known, content=len(known), food=frozenset(food), hits=hits)


def test_a_head_only_a_description_has_on_known_food_is_a_dish_the_catalogue_lacks() -> None:
    # Given "cuy al horno": "cuy" is only in a description ("cuyo"), "horno" is a tag
    held = dish_held(
        reading(("cuy", "horno"), food=("horno",)), names=ES_NAMES, language="es", max_words=3
    )

    # Then no recipe is that dish
    assert not held


def test_an_ingredient_list_is_no_dish_name() -> None:
    # Given two ingredients, neither of them a kind of dish
    held = dish_held(
        reading(("apples", "cinnamon"), food=("apples", "cinnamon")),
        names=EN_NAMES,
        language="en",
        max_words=3,
    )

    assert held


def test_a_kind_of_dish_no_recipe_is_with_that_modifier() -> None:
    # Given cakes, and no recipe with carrot that is a cake by its name or tags
    carrot_cake = reading(("carrot", "cake"), food=("carrot", "cake"))
    named_cake = FieldHit(
        recipe_id=uuid.UUID(int=1),
        field="name",
        words=frozenset({"cake", "carrot"}),
        size=3,
        text="Spiced Carrot Cake",
    )

    # Then "carrot cake" is not held; a recipe with both words whose name has "cake" holds it
    assert not dish_held(carrot_cake, names=EN_NAMES, language="en", max_words=3)
    assert dish_held(
        reading(("carrot", "cake"), food=("carrot", "cake"), hits=(named_cake,)),
        names=EN_NAMES,
        language="en",
        max_words=3,
    )


@pytest.mark.parametrize(
    "known",
    [
        # One content word is the dish itself; four are a request.
        ("cake",),
        ("carrot", "cake", "loving", "aunt"),
    ],
)
def test_only_names_of_two_to_max_words_are_judged(known: tuple[str, ...]) -> None:
    assert dish_held(reading(known, food=()), names=EN_NAMES, language="en", max_words=3)


def test_a_word_the_catalogue_does_not_know_is_no_judgement() -> None:
    # Given a typo the catalogue does not know ("chiken"), read as a sound-alike elsewhere
    typo = FieldReading(known=("tinga",), content=2, food=frozenset(), hits=())

    assert dish_held(typo, names=EN_NAMES, language="en", max_words=3)


@pytest.mark.parametrize(
    ("text", "head_first"),
    [
        ("barbacoa de borrego", True),
        ("carne en su jugo", True),
        ("pollo al horno", True),
        # Two words, or a list, or a head and its adjective: no complement makes the dish
        ("tamales verdes", False),
        ("pollo y arroz", False),
        ("pollo", False),
    ],
)
def test_a_spanish_name_by_its_form(text: str, head_first: bool) -> None:
    assert is_head_first(text.split()) is head_first


def shaped(
    known: tuple[str, ...], *, matched: int, hits: tuple[FieldHit, ...] = ()
) -> FieldReading:
    return FieldReading(known=known, content=len(known), food=None, hits=hits, matched=matched)


def test_a_name_by_its_form_no_recipe_has_all_words_of_is_lacking() -> None:
    # Given "barbacoa de borrego": no candidate is a kind named "barbacoa", and no recipe
    # has both words (the Korean barbecue is beef; the lamb dishes are no barbacoa)
    held = dish_held(
        shaped(("barbacoa", "borrego"), matched=0),
        names=ES_NAMES,
        language="es",
        max_words=3,
        shaped=True,
    )

    # Then the catalogue lacks the dish
    assert not held


def test_a_name_by_its_form_whose_head_names_recipes_needs_one_of_them_to_be_it() -> None:
    # Given "carne en su jugo": recipes have both words, but the one named for "carne" has
    # "jugo" only among its ingredients, and its name names another food (potato)
    empanadas = FieldHit(
        recipe_id=uuid.UUID(int=2),
        field="name",
        words=frozenset({"carne"}),
        size=3,
        text="Empanadas de Carne y Papa",
    )
    reading_ = shaped(("carne", "jugo"), matched=12, hits=(empanadas,))

    # Then the dish is lacking; with a recipe that says both in its name, it is held
    assert not dish_held(
        reading_, names=ES_NAMES, language="es", max_words=3, shaped=True, head_named=True
    )
    in_juice = FieldHit(
        recipe_id=uuid.UUID(int=3), field="name", words=frozenset({"carne", "jugo"}), size=2,
        text="Carne en su Jugo",
    )  # fmt: skip
    held = shaped(("carne", "jugo"), matched=12, hits=(in_juice,))
    assert dish_held(held, names=ES_NAMES, language="es", max_words=3, shaped=True, head_named=True)


def test_an_ingredient_by_its_form_that_recipes_hold_is_no_missing_dish() -> None:
    # Given "pechuga de pollo": recipes have both words, none is named for "pechuga"
    held = dish_held(
        shaped(("pechuga", "pollo"), matched=30),
        names=ES_NAMES,
        language="es",
        max_words=3,
        shaped=True,
        head_named=False,
    )

    # Then it is read as the ingredient it is, not as a dish the catalogue lacks
    assert held


@pytest.mark.parametrize(
    ("words", "names", "named"),
    [
        (["hot", "cakes"], ["Hot Cakes Esponjosos de Buttermilk"], True),
        (["crepa"], ["Crepas Francesas Clásicas"], True),
        # Every word in one name: a soup with carrot and a cake are no carrot cake.
        (["carrot", "cake"], ["Carrot Ginger Soup", "Tres Leches Cake"], False),
        ([], ["Hot Cakes Esponjosos de Buttermilk"], False),
    ],
)
def test_a_name_held_by_a_name_in_the_other_language(
    words: list[str], names: list[str], named: bool
) -> None:
    assert named_otherwise(words, names) is named
