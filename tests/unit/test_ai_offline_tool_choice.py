"""Offline tool choice: which tool a message calls for (English and Spanish), with its arguments."""

from __future__ import annotations

import json
from typing import Any

import pytest

from shared.ai.offline import choose_tool, detect_language
from shared.ai.types import ToolSpec


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}]}


def _tool(name: str, properties: dict[str, Any], required: list[str], *, strict: bool) -> ToolSpec:
    if strict:
        # Strict mode: every property required, the optional ones nullable.
        properties = {
            key: value if key in required else _nullable(value) for key, value in properties.items()
        }
        required = list(properties)
    return ToolSpec(
        name=name,
        description=f"The {name} tool.",
        parameters={
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        },
        strict=strict,
    )


STRING = {"type": "string"}
INTEGER = {"type": "integer"}
STRINGS = {"type": "array", "items": {"type": "string"}}


def recipe_tools(*, strict: bool) -> list[ToolSpec]:
    return [
        _tool(
            "search_recipes",
            {
                "query": STRING,
                "cuisine": STRING,
                "maxTime": INTEGER,
                "difficulty": STRING,
                "diet": STRING,
                "mealType": STRING,
                "ingredients": STRINGS,
            },
            ["query"],
            strict=strict,
        ),
        _tool(
            "generate_custom_recipe",
            {
                "ingredients": STRINGS,
                "cuisine": STRING,
                "maxTime": INTEGER,
                "servings": INTEGER,
                "difficulty": STRING,
                "mealType": STRING,
                "notes": STRING,
            },
            ["ingredients"],
            strict=strict,
        ),
        _tool("modify_recipe", {"modification": STRING}, ["modification"], strict=strict),
        _tool(
            "retrieve_custom_recipe",
            {"query": STRING, "timeframe": STRING, "ingredients": STRINGS},
            ["query"],
            strict=strict,
        ),
    ]


CASES: list[tuple[str, str, dict[str, Any]]] = [
    # ---- search, English
    ("Find me quick Mexican recipes with chicken", "search_recipes",
     {"query": "quick Mexican recipes with chicken", "cuisine": "mexican", "maxTime": 30,
      "ingredients": ["chicken"]}),
    # the time a cook has is no ingredient list: a search within it, not an "Hour Skillet"
    ("I have an hour, something for a birthday", "search_recipes",
     {"query": "I have an hour, something for a birthday", "maxTime": 60}),
    ("Show me something vegetarian for dinner under 45 minutes", "search_recipes",
     {"query": "something vegetarian for dinner under 45 minutes", "maxTime": 45,
      "diet": "vegetarian", "mealType": "dinner"}),
    ("recipes with chicken and rice", "search_recipes",
     {"query": "recipes with chicken and rice", "ingredients": ["chicken", "rice"]}),
    ("I want something gluten-free with salmon, please", "search_recipes",
     {"query": "something gluten-free with salmon", "diet": "gluten_free",
      "ingredients": ["salmon"]}),
    ("Something Japanese with shrimp in half an hour", "search_recipes",
     {"query": "Something Japanese with shrimp in half an hour", "cuisine": "asian",
      "maxTime": 30, "ingredients": ["shrimp"]}),
    ("Any easy Greek recipes for lunch?", "search_recipes",
     {"query": "Any easy Greek recipes for lunch", "cuisine": "mediterranean",
      "difficulty": "easy", "mealType": "lunch"}),
    ("Recommend a keto breakfast in 15 min", "search_recipes",
     {"query": "a keto breakfast in 15 min", "maxTime": 15, "diet": "keto",
      "mealType": "breakfast"}),
    # a meal said in the plural is the same meal: the starter's label typed
    ("Quick dinners", "search_recipes",
     {"query": "Quick dinners", "maxTime": 30, "mealType": "dinner"}),
    ("easy weeknight suppers", "search_recipes",
     {"query": "easy weeknight suppers", "difficulty": "easy", "mealType": "dinner"}),
    ("healthy lunches", "search_recipes", {"query": "healthy lunches", "mealType": "lunch"}),
    ("quick breakfasts", "search_recipes",
     {"query": "quick breakfasts", "maxTime": 30, "mealType": "breakfast"}),
    # ---- search, Spanish
    ("Busca recetas de pollo", "search_recipes",
     {"query": "recetas de pollo", "ingredients": ["pollo"]}),
    ("quiero algo rápido con pollo y arroz para la cena", "search_recipes",
     {"query": "algo rápido con pollo y arroz para la cena", "maxTime": 30, "mealType": "dinner",
      "ingredients": ["pollo", "arroz"]}),
    ("tengo 40 minutos y ganas de algo para una fiesta", "search_recipes",
     {"query": "tengo 40 minutos y ganas de algo para una fiesta", "maxTime": 40}),
    ("pollo en menos de 20 minutos", "search_recipes",
     {"query": "pollo en menos de 20 minutos", "maxTime": 20, "ingredients": ["pollo"]}),
    ("recetas mexicanas vegetarianas en menos de 30 minutos", "search_recipes",
     {"query": "recetas mexicanas vegetarianas en menos de 30 minutos", "cuisine": "mexican",
      "maxTime": 30, "diet": "vegetarian"}),
    ("Quiero comida china fácil", "search_recipes",
     {"query": "comida china fácil", "cuisine": "asian", "difficulty": "easy"}),
    ("Muéstrame postres veganos sin gluten", "search_recipes",
     {"query": "postres veganos sin gluten", "diet": "vegan", "mealType": "dessert"}),
    ("¿Me recomiendas recetas italianas con champiñones?", "search_recipes",
     {"query": "recetas italianas con champiñones", "cuisine": "italian",
      "ingredients": ["champiñones"]}),
    # ---- generate, English
    ("Make me a recipe with chicken, rice and broccoli", "generate_custom_recipe",
     {"ingredients": ["chicken", "rice", "broccoli"]}),
    ("make a recipe with chicken and rice", "generate_custom_recipe",
     {"ingredients": ["chicken", "rice"]}),
    ("haz una receta con garbanzos y espinacas", "generate_custom_recipe",
     {"ingredients": ["garbanzos", "espinacas"]}),
    # a wish said with "tengo" is no list of her foods
    ("tengo ganas de algo picante", "search_recipes", {"query": "tengo ganas de algo picante"}),
    # her own recipe to make is no saved one of hers to find ("mi risotto")
    ("quiero hacer mi propia receta de sopa de lentejas con espinaca", "generate_custom_recipe",
     {"ingredients": ["lentejas", "espinaca"], "notes": "dish: sopa de lentejas"}),
    ("I want to make my own lentil soup with spinach", "generate_custom_recipe",
     {"ingredients": ["lentils", "spinach"], "notes": "dish: lentil soup"}),
    ("I have eggs, tomatoes and cheese. What can I make?", "generate_custom_recipe",
     {"ingredients": ["eggs", "tomatoes", "cheese"]}),
    ("Create a quick Italian dish with mushrooms and spinach for 4 people",
     "generate_custom_recipe",
     {"ingredients": ["mushrooms", "spinach"], "cuisine": "italian", "maxTime": 30,
      "servings": 4}),
    # what the cook already cooked says so: the recipe warms it instead of cooking it again
    ("I've got leftover chicken and some tortillas, make me something", "generate_custom_recipe",
     {"ingredients": ["leftover chicken", "tortillas"]}),
    # how much the cook has goes with the ingredient: the recipe uses what she has
    ("I have leftover rice and two eggs, what can I make?", "generate_custom_recipe",
     {"ingredients": ["leftover rice", "two eggs"]}),
    # "/", "or" and "y" inside an amount join it, not two foods
    ("make me something with 1 1/2 cups of rice, 2 or 3 eggs and chicken",
     "generate_custom_recipe", {"ingredients": ["1 1/2 cups of rice", "2 or 3 eggs", "chicken"]}),
    ("hazme algo con 1 1/2 tazas de arroz y dos o tres huevos", "generate_custom_recipe",
     {"ingredients": ["1 1/2 tazas de arroz", "dos o tres huevos"]}),
    ("me sobró arroz cocido, tengo huevos y cebolla", "generate_custom_recipe",
     {"ingredients": ["arroz cocido", "huevos", "cebolla"]}),
    ("tengo arroz que sobró de ayer y huevos, para dos", "generate_custom_recipe",
     {"ingredients": ["arroz sobrante", "huevos"], "servings": 2}),
    ("make a recipe with eggs, spinach and cheese for two", "generate_custom_recipe",
     {"ingredients": ["eggs", "spinach", "cheese"], "servings": 2}),
    ("I have 2 cups of rice and a dozen eggs, make me something", "generate_custom_recipe",
     {"ingredients": ["2 cups of rice", "a dozen eggs"]}),
    # a diet's version of a dish is searched as the dish with the diet: the catalogue's dish
    # is then offered as a version to make
    ("make a vegan version of the panna cotta", "search_recipes",
     {"query": "vegan panna cotta", "diet": "vegan"}),
    ("haz una versión vegana del flan", "search_recipes",
     {"query": "flan vegana", "diet": "vegan"}),
    # the article before a unit is the amount: one cup, not a food called "cup of rice"
    ("create a recipe with a cup of rice, chicken and frozen peas", "generate_custom_recipe",
     {"ingredients": ["a cup of rice", "chicken", "frozen peas"]}),
    ("crea una receta con una taza de arroz, pollo y una lata de frijoles",
     "generate_custom_recipe",
     {"ingredients": ["una taza de arroz", "pollo", "una lata de frijoles"]}),
    ("tengo 3 papas y dos jitomates, ¿qué hago?", "generate_custom_recipe",
     {"ingredients": ["3 papas", "dos jitomates"]}),
    ("tengo un par de chiles y medio kilo de carne molida, hazme algo", "generate_custom_recipe",
     {"ingredients": ["un par de chiles", "medio kilo de carne molida"]}),
    ("Create a vegan dinner using tofu, peppers and rice in 25 minutes",
     "generate_custom_recipe",
     {"ingredients": ["tofu", "peppers", "rice"], "maxTime": 25, "mealType": "dinner",
      "notes": "diet: vegan"}),
    # ---- generate, Spanish
    ("Hazme una receta con pollo, papas y zanahoria", "generate_custom_recipe",
     {"ingredients": ["pollo", "papas", "zanahoria"]}),
    ("tengo huevos, jitomate y cebolla", "generate_custom_recipe",
     {"ingredients": ["huevos", "jitomate", "cebolla"]}),
    ("crea una receta vegana con tofu y espinacas en 20 minutos", "generate_custom_recipe",
     {"ingredients": ["tofu", "espinacas"], "maxTime": 20, "notes": "diet: vegan"}),
    ("Prepárame algo con camarones y aguacate para dos personas", "generate_custom_recipe",
     {"ingredients": ["camarones", "aguacate"], "servings": 2}),
    # ---- modify, English
    ("make it more spicy", "modify_recipe", {"modification": "make it more spicy"}),
    ("less salt please", "modify_recipe", {"modification": "less salt"}),
    ("no garlic", "modify_recipe", {"modification": "no garlic"}),
    ("Can you make it vegan?", "modify_recipe", {"modification": "make it vegan"}),
    ("without onions", "modify_recipe", {"modification": "without onions"}),
    # ---- modify, Spanish
    ("hazlo vegano", "modify_recipe", {"modification": "hazlo vegano"}),
    ("sin ajo", "modify_recipe", {"modification": "sin ajo"}),
    ("más picante por favor", "modify_recipe", {"modification": "más picante"}),
    ("cambia el pollo por tofu", "modify_recipe", {"modification": "cambia el pollo por tofu"}),
    # ---- retrieve, English
    ("that chicken recipe from last week", "retrieve_custom_recipe",
     {"query": "chicken", "timeframe": "last week", "ingredients": ["chicken"]}),
    ("the one I made yesterday", "retrieve_custom_recipe",
     {"query": "", "timeframe": "yesterday"}),
    ("Show me the shrimp tacos I made in January", "retrieve_custom_recipe",
     {"query": "shrimp tacos", "timeframe": "in January", "ingredients": ["shrimp"]}),
    ("What did I cook 2 weeks ago?", "retrieve_custom_recipe",
     {"query": "", "timeframe": "2 weeks ago"}),
    # ---- retrieve, Spanish
    ("la receta de pollo de la semana pasada", "retrieve_custom_recipe",
     {"query": "pollo", "timeframe": "la semana pasada", "ingredients": ["pollo"]}),
    ("la que hice ayer", "retrieve_custom_recipe",
     {"query": "", "timeframe": "ayer"}),
    ("la receta de tacos que hice en enero", "retrieve_custom_recipe",
     {"query": "tacos", "timeframe": "en enero"}),
    ("¿Cuál era la sopa que cociné hace tres días?", "retrieve_custom_recipe",
     {"query": "sopa", "timeframe": "hace tres días"}),
    ("los tacos del sábado", "retrieve_custom_recipe",
     {"query": "tacos", "timeframe": "del sábado"}),
    ("mi risotto", "retrieve_custom_recipe", {"query": "risotto"}),
    # ---- a dish named by what she did with it, and nothing else, is hers
    ("that lentil soup I saved", "retrieve_custom_recipe",
     {"query": "lentil soup", "ingredients": ["lentils"]}),
    ("the lentil soup I made", "retrieve_custom_recipe",
     {"query": "lentil soup", "ingredients": ["lentils"]}),
    ("la sopa de lentejas que hice", "retrieve_custom_recipe",
     {"query": "sopa lentejas", "ingredients": ["lentejas"]}),
    # ---- her saved recipes as a whole: "show me" asks to see them, not the catalogue
    ("show me my saved recipes", "retrieve_custom_recipe", {"query": ""}),
    ("muéstrame mis recetas guardadas", "retrieve_custom_recipe", {"query": ""}),
    ("enséñame mis recetas", "retrieve_custom_recipe", {"query": ""}),
    # ---- a dish of the user's own; people, meals and leftovers are not dishes
    ("my risotto", "retrieve_custom_recipe", {"query": "risotto"}),
    ("find my risotto", "retrieve_custom_recipe", {"query": "risotto"}),
    ("something for my kids", "search_recipes", {"query": "something for my kids"}),
    # the people a cook cooks for are no saved dish of hers
    ("something to impress my in-laws", "search_recipes",
     {"query": "something to impress my in-laws"}),
    ("algo para impresionar a mis suegros", "search_recipes",
     {"query": "algo para impresionar a mis suegros"}),
    ("dinner for my boss", "search_recipes", {"query": "dinner for my boss",
                                              "mealType": "dinner"}),
    ("what should I cook for my dinner", "search_recipes",
     {"query": "what should I cook for my dinner", "mealType": "dinner"}),
    # ---- food questions no request phrase covers are still searches
    ("what's a good high protein breakfast?", "search_recipes",
     {"query": "what's a good high protein breakfast", "diet": "high_protein",
      "mealType": "breakfast"}),
    ("¿qué hago de cenar?", "search_recipes", {"query": "qué hago de cenar", "mealType": "dinner"}),
    ("is there a soup that is light?", "search_recipes",
     {"query": "is there a soup that is light"}),
    # ---- with no recipe open, "sin X" beside a dish narrows a search; alone it is a change
    ("postre sin horno", "search_recipes", {"query": "postre sin horno", "mealType": "dessert"}),
    ("tacos sin cebolla", "search_recipes", {"query": "tacos sin cebolla"}),
    ("sin cebolla por favor", "modify_recipe", {"modification": "sin cebolla"}),
    # ---- with no recipe open, a dish asked for with a change is that dish, read with it
    ("quiero hacer un pozole but make it quick", "search_recipes",
     {"query": "hacer un pozole but make it quick", "maxTime": 30}),
    ("make me a pozole but make it quick", "search_recipes",
     {"query": "make me a pozole but make it quick", "maxTime": 30}),
    ("make it spicier", "modify_recipe", {"modification": "make it spicier"}),
    # ---- what the cook leaves out is not an ingredient they asked for
    ("pasta with tomato and no garlic", "search_recipes",
     {"query": "pasta with tomato and no garlic", "ingredients": ["tomato"]}),
    # ---- what the cook lacks starts no list of hers
    ("no tengo nada en el refri", "search_recipes", {"query": "no tengo nada en el refri"}),
    ("I have nothing in the fridge", "search_recipes", {"query": "I have nothing in the fridge"}),
    ("no tengo horno, algo con pollo", "search_recipes",
     {"query": "no tengo horno, algo con pollo", "ingredients": ["pollo"]}),
    ("I have no oven, something with chicken", "search_recipes",
     {"query": "I have no oven, something with chicken", "ingredients": ["chicken"]}),
    ("tengo huevos y no tengo leche", "generate_custom_recipe", {"ingredients": ["huevos"]}),
    # ---- what the cook cooks with is no food of hers either
    ("I only have a microwave, something for lunch", "search_recipes",
     {"query": "I only have a microwave, something for lunch", "mealType": "lunch"}),
    ("I have an air fryer, something with chicken", "search_recipes",
     {"query": "I have an air fryer, something with chicken", "ingredients": ["chicken"]}),
    ("tengo una freidora de aire, algo con papas", "search_recipes",
     {"query": "tengo una freidora de aire, algo con papas", "ingredients": ["papas"]}),
    ("I have a slow cooker and some beef", "search_recipes",
     {"query": "I have a slow cooker and some beef", "ingredients": ["beef"]}),
    # ---- nor is the time she has: a limit on a search, not a list of foods
    ("i want lasagna but i only have 20 minutes", "search_recipes",
     {"query": "lasagna but i only have 20 minutes", "maxTime": 20}),
    ("quiero lasaña pero solo tengo media hora", "search_recipes",
     {"query": "lasaña pero solo tengo media hora", "maxTime": 30}),
    ("solo tengo 20 minutos, algo con pollo", "search_recipes",
     {"query": "solo tengo 20 minutos, algo con pollo", "maxTime": 20, "ingredients": ["pollo"]}),
]  # fmt: skip


@pytest.mark.parametrize(("message", "tool", "arguments"), CASES, ids=[c[0] for c in CASES])
def test_intent_and_arguments(message: str, tool: str, arguments: dict[str, Any]) -> None:
    # When
    call = choose_tool(message, recipe_tools(strict=False))

    # Then
    assert call is not None
    assert call.name == tool
    assert json.loads(call.arguments) == arguments


def test_strict_tools_get_explicit_nulls_for_absent_optional_arguments() -> None:
    # When
    call = choose_tool("Busca recetas de pollo", recipe_tools(strict=True))

    # Then
    assert call is not None
    assert json.loads(call.arguments) == {
        "query": "recetas de pollo",
        "cuisine": None,
        "maxTime": None,
        "difficulty": None,
        "diet": None,
        "mealType": None,
        "ingredients": ["pollo"],
    }


def test_only_offered_tools_are_chosen() -> None:
    # Given
    only_search = [tool for tool in recipe_tools(strict=True) if tool.name == "search_recipes"]

    # When
    modification = choose_tool("sin ajo", only_search)
    generation = choose_tool("I have chicken, rice and broccoli", only_search)

    # Then
    assert modification is None
    assert generation is None


def test_generation_without_ingredients_is_not_called() -> None:
    # When
    call = choose_tool("Create something amazing for me", recipe_tools(strict=True))

    # Then
    assert call is None or call.name != "generate_custom_recipe"


def test_small_talk_calls_no_tool() -> None:
    # When / Then
    for message in ("¡Hola!", "thanks!", "what's your name?"):
        assert choose_tool(message, recipe_tools(strict=True)) is None


@pytest.mark.parametrize("message", ["sopa de pollo", "Pozole", "tacos al pastor", "chicken curry"])
def test_a_bare_dish_name_is_a_search(message: str) -> None:
    # When
    call = choose_tool(message, recipe_tools(strict=True))

    # Then
    assert call is not None
    assert call.name == "search_recipes"
    assert json.loads(call.arguments)["query"].casefold() == message.casefold()


@pytest.mark.parametrize(
    "message", ["ok", "thanks!", "¡Muchas gracias!", "perfecto, gracias", "what can you do"]
)
def test_short_chit_chat_is_not_a_search(message: str) -> None:
    assert choose_tool(message, recipe_tools(strict=True)) is None


def test_required_tool_choice_falls_back_to_searching_the_message() -> None:
    # When
    call = choose_tool("pozole", recipe_tools(strict=False), required=True)

    # Then
    assert call is not None
    assert call.name == "search_recipes"
    assert json.loads(call.arguments)["query"] == "pozole"


def test_a_recipe_on_screen_tips_a_tie_towards_modifying_it() -> None:
    # Given
    message = "something without dairy"

    # When
    fresh = choose_tool(message, recipe_tools(strict=False))
    editing = choose_tool(message, recipe_tools(strict=False), has_current_recipe=True)

    # Then
    assert fresh is not None
    assert fresh.name == "search_recipes"
    assert editing is not None
    assert editing.name == "modify_recipe"


def test_calls_are_deterministic() -> None:
    # When
    calls = {choose_tool("tengo pollo y arroz", recipe_tools(strict=True)) for _ in range(3)}

    # Then
    assert len(calls) == 1


@pytest.mark.parametrize(
    ("message", "language"),
    [
        ("Find me quick chicken recipes", "en"),
        ("Busca recetas de pollo", "es"),
        ("¿Qué puedo cocinar?", "es"),
        ("tengo huevos y jitomate", "es"),
        ("I have eggs and tomatoes", "en"),
        ("más picante", "es"),
    ],
)
def test_language_detection(message: str, language: str) -> None:
    # When / Then
    assert detect_language(message) == language


@pytest.mark.parametrize(
    ("message", "language"),
    [
        # Asking to carry on cooking: the verb is the only word that says the language.
        ("seguir cocinando", "es"),
        ("sigo preparando", "es"),
        ("continuar", "es"),
        ("continue cooking", "en"),
        ("keep going", "en"),
    ],
)
def test_the_words_of_carrying_on_say_their_language_whatever_the_default(
    message: str, language: str
) -> None:
    # When / Then
    other = "en" if language == "es" else "es"
    assert detect_language(message, default=other) == language
