"""The chips' follow-ups read from the message and the session history alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from chat.followups import (
    asks_for_own_ingredients,
    cook_again_name,
    ingredients_question,
    is_quicker_request,
    is_surprise_request,
    last_search,
    quicker_found,
    surprise_args,
)
from chat.narrowing import is_narrowing
from chat.request_dishes import names_dish, same_request
from chat.starters import starter_chips

from shared.context import UserContext
from shared.context.user_context import HistoryMessage
from shared.ingredients.generic import is_generic_ingredient
from shared.schemas.recipe import RecipeCard
from shared.tools.args import GenerateCustomRecipeArgs

if TYPE_CHECKING:
    from shared.schemas import Language


@pytest.mark.parametrize(
    "message", ["Suggest a quick custom recipe for me", "Sugiere una receta personalizada rápida"]
)
def test_the_surprise_chips_are_recognised(message: str) -> None:
    assert is_surprise_request(message)


@pytest.mark.parametrize(
    "message",
    ["Show me quicker options", "Muéstrame opciones más rápidas", "faster ones?", "más rápidas"],
)
def test_quicker_chips_and_their_paraphrases_are_recognised(message: str) -> None:
    assert is_quicker_request(message)


@pytest.mark.parametrize(
    "message", ["quick chicken dinner", "something faster than 20 min with tofu", "pasta"]
)
def test_a_new_request_that_mentions_speed_is_not_a_quicker_chip(message: str) -> None:
    assert not is_quicker_request(message)


@pytest.mark.parametrize(
    ("message", "language"),
    [
        ("Create a custom recipe with my ingredients", "en"),
        ("Create a recipe from the ingredients I have", "en"),
        ("make something with what I have", "en"),
        ("Crea una receta personalizada con mis ingredientes", "es"),
        ("Crea una receta con los ingredientes que tengo", "es"),
        ("hazme algo con lo que tengo", "es"),
        ("Create a new recipe for me", "en"),
        ("Create a recipe with different ingredients", "en"),
        ("Crea una receta con otros ingredientes", "es"),
        ("Crea una receta nueva para mí", "es"),
    ],
)
def test_a_create_request_naming_no_ingredient_asks_for_them(message: str, language: str) -> None:
    assert asks_for_own_ingredients(message, language)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("message", "language"),
    [
        ("Create a recipe with my ingredients: chicken and rice", "en"),
        ("con lo que tengo: pollo, arroz y calabacita", "es"),
        ("which ingredients does pozole need?", "en"),
    ],
)
def test_named_ingredients_are_used_not_asked_for(message: str, language: str) -> None:
    assert not asks_for_own_ingredients(message, language)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "name",
    [
        "ingredients",
        "my ingredients",
        "lo que tengo",
        "Ingredientes",
        "what I have",
        "different ingredients",
        "otros ingredientes",
        "",
    ],
)
def test_generic_words_are_never_an_ingredient(name: str) -> None:
    assert is_generic_ingredient(name)


def test_generation_arguments_drop_generic_lines_and_refuse_when_none_is_left() -> None:
    kept = GenerateCustomRecipeArgs.model_validate({"ingredients": ["ingredients", "tofu"]})
    assert kept.ingredients == ["tofu"]
    with pytest.raises(ValueError, match="ingredients"):
        GenerateCustomRecipeArgs.model_validate({"ingredients": ["ingredientes", "lo que tengo"]})


def _history(*items: tuple[str, str, int | None]) -> tuple[HistoryMessage, ...]:
    # The third value: the quickest card an assistant message showed (None: no cards).
    return tuple(
        HistoryMessage(role=r, content=c, cards_shown=q is not None, quickest_minutes=q)  # type: ignore[arg-type]
        for r, c, q in items
    )


def test_quicker_twice_keeps_the_first_query_and_the_latest_quickest_card() -> None:
    history = _history(
        ("user", "chicken", None),
        ("assistant", "Here are some.", 30),
        ("user", "Show me quicker options", None),
        ("assistant", "Quicker than 30 min: Larb.", 20),
    )
    search = last_search(history)
    assert search is not None
    assert (search.query, search.quickest, search.found_nothing) == ("chicken", 20, False)


def test_a_no_match_search_is_remembered_for_surprise_me() -> None:
    history = _history(
        ("user", "tacos de birria", None),
        ("assistant", "No encontré recetas para eso, pero puedo crear algo personalizado.", None),
    )
    search = last_search(history)
    assert search is not None
    assert search.found_nothing
    args = surprise_args(UserContext(language="es"), "es", search)
    assert args["maxTime"] == 30
    assert args["notes"] == "dish: tacos de birria"


def test_surprise_me_after_nothing_quicker_cooks_what_was_searched() -> None:
    # Given a shrimp search whose quickest card was already the quickest there is
    history = _history(
        ("user", "quiero algo con camarones pero sin picante", None),
        ("assistant", "Aquí tienes algunas recetas que coinciden.", 15),
        ("user", "Muéstrame opciones más rápidas", None),
        ("assistant", "No tengo nada más rápido que 15 min para eso.", None),
    )
    search = last_search(history)

    # When the cook taps "Sorpréndeme"
    args = surprise_args(UserContext(language="es"), "es", search)

    # Then the quick recipe is a shrimp recipe, and no dish is claimed missing
    assert args["ingredients"] == ["camarón"]
    assert args["maxTime"] == 15  # no slower than the quickest card shown
    assert "notes" not in args


def test_surprise_me_for_a_vegetarian_has_no_meat() -> None:
    args = surprise_args(UserContext(language="en", diet_types=("vegetarian",)), "en", None)
    assert "chicken" not in args["ingredients"]  # type: ignore[operator]
    assert args["maxTime"] == 30


@pytest.mark.parametrize(
    ("language", "diets", "named", "never"),
    [
        ("en", (), "chicken", "chickpeas"),
        ("es", (), "pollo", "garbanzos"),
        ("en", ("vegan",), "chickpeas", "chicken"),
        ("es", ("vegetarian",), "garbanzos", "pollo"),
    ],
)
def test_the_examples_a_cook_is_offered_are_ones_their_diet_allows(
    language: str, diets: tuple[str, ...], named: str, never: str
) -> None:
    question = ingredients_question(language, diets)  # type: ignore[arg-type]
    messages = " ".join(c.message for c in starter_chips(language, diets))  # type: ignore[arg-type]
    assert named in question
    assert named in messages
    assert never not in question
    assert never not in messages


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Let's cook Mushroom Risotto again", "Mushroom Risotto"),
        ("Cocinemos Risotto de champiñones otra vez", "Risotto de champiñones"),
        ("cook something new", None),
    ],
)
def test_the_cook_again_chip_names_the_saved_recipe(message: str, name: str | None) -> None:
    assert cook_again_name(message) == name


def _card(name: str, cuisine: str | None = None) -> RecipeCard:
    return RecipeCard(
        recipe_id="r1", name=name, total_time=10, portions=2, difficulty="easy", cuisine=cuisine
    )


@pytest.mark.parametrize(
    ("query", "card", "same"),
    [
        ("tacos de pescado", _card("Tacos de Pescado Estilo Baja"), True),
        ("tacos de pescado", _card("Guacamole", "Mexicana"), False),
        ("something healthy, fast and Mexican", _card("Esquites", "Mexican"), True),
        ("something healthy and fast", _card("Miso Soup", "Japanese"), True),
        ("chicken", _card("Shrimp Fried Rice"), False),
    ],
)
def test_a_quicker_card_must_be_the_dish_asked_for(
    query: str, card: RecipeCard, same: bool
) -> None:
    assert same_request(query, card) is same


@pytest.mark.parametrize(
    ("query", "shown", "card", "dish", "same"),
    [
        # An occasion: the cards shown were found by their tags, none is named after it
        ("something for a birthday party", ["Tres Leches Cake"], _card("Guacamole"), False, True),
        ("algo para una fiesta de cumpleaños", ["Pastel de Tres Leches"], _card("Hummus"), False,
         True),
        # A dish: the cards shown were named after it, a quicker one must be too
        ("fish tacos", ["Baja Fish Tacos"], _card("Guacamole"), True, False),
        ("fish tacos", ["Baja Fish Tacos"], _card("Quick Fish Tacos"), True, True),
        # A food asked for counts even when the cards shown missed it
        ("something quick with mushrooms", ["Tzatziki"], _card("Mango Lassi"), True, False),
        ("something quick with mushrooms", ["Tzatziki"], _card("Mushroom Toast"), True, True),
    ],
)  # fmt: skip
def test_a_request_no_card_was_named_after_keeps_every_quicker_card(
    query: str, shown: list[str], card: RecipeCard, *, dish: bool, same: bool
) -> None:
    assert names_dish(query, shown) is dish
    assert same_request(query, card, shown) is same


@pytest.mark.parametrize(
    ("names", "language", "expected"),
    [
        (["Larb"], "en", "Quicker than 50 min: Larb."),
        (["A", "B", "C"], "es", "Más rápidas que 50 min: A, B y C."),
        (
            ["A", "B", "C", "D"],
            "es",
            "Más rápidas que 50 min encontré 4 recetas, entre ellas A, B y C.",
        ),
        (
            ["A", "B", "C", "D", "E"],
            "en",
            "Quicker than 50 min, I found 5 recipes, including A, B and C.",
        ),
    ],
)
def test_the_quicker_answer_never_names_fewer_recipes_than_it_shows_without_saying_so(
    names: list[str], language: Language, expected: str
) -> None:
    assert quicker_found(50, names, language) == expected


@pytest.mark.parametrize(
    ("message", "narrowing"),
    [
        ("sin cebolla", True),
        ("without onion", True),
        ("pero sin carne por favor", True),
        ("no nuts please", True),
        ("sin gluten", True),
        ("and without garlic", True),
        ("sin horno", False),  # no food, no word the search leaves out
        ("algo con pollo sin cebolla", False),  # a new request that leaves something out
        ("Muéstrame opciones más rápidas", False),
    ],
)
def test_a_message_that_only_leaves_something_out_narrows(message: str, narrowing: bool) -> None:
    assert is_narrowing(message) is narrowing


def test_the_last_search_keeps_what_the_cook_left_out_since() -> None:
    history = _history(
        ("user", "algo con pollo", None),
        ("assistant", "Aquí tienes algunas.", 30),
        ("user", "sin cebolla", None),
        ("assistant", "Encontré 5 recetas.", 30),
        ("user", "Muéstrame opciones más rápidas", None),
        ("assistant", "Más rápidas que 30 min: Larb.", 20),
        ("user", "without garlic", None),
        ("assistant", "I found 2 recipes.", 20),
    )
    search = last_search(history)
    assert search is not None
    assert (search.query, search.quickest) == ("algo con pollo sin cebolla sin garlic", 20)
