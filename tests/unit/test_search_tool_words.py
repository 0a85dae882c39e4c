"""Kitchen tools a query rules out become patterns over the recipe's steps."""

from __future__ import annotations

import re

import pytest

from shared.search.tool_words import tag_compounds, tools_ruled_out

_STEPS = {
    "bakes": "preheat the oven to 180 c and bake for 25 minutes",
    "blends": "blend the tomatoes with the garlic until smooth",
    "stovetop": "simmer the beans in a pot for 10 minutes, stirring",
}


def _ruled_out(text: str) -> set[str]:
    # Postgres \m \M are Python \b here; the steps are folded English, as in the gate.
    patterns = [p.replace(r"\m", r"\b").replace(r"\M", r"\b") for p in tools_ruled_out(text)]
    return {name for name, step in _STEPS.items() if any(re.search(p, step) for p in patterns)}


@pytest.mark.parametrize(
    "text",
    [
        "postre fácil sin horno",
        "easy dessert i can make without an oven",
        "postre para un cumpleaños, no tengo horno",
        "algo para el calor que no lleve horno",
        "it's 40 degrees out and i can't face turning the oven on",
        "no quiero prender el horno",
        "no-bake cheesecake",
        "too tired to turn the oven on",
    ],
)
def test_no_oven_rules_out_the_baking_steps(text: str) -> None:
    assert _ruled_out(text) == {"bakes"}


@pytest.mark.parametrize(
    "text",
    [
        "I only have a microwave",
        "no oven no stove just a microwave and a kettle",
        "cena sin estufa",
        "no tengo estufa nomás licuadora qué puedo hacer",
        "solo tengo microondas en la oficina",
        "light lunch, way too hot to turn the stove on today",
        "no quiero prender la estufa",
        "low carb lunch for work, no cooking involved",
        "algo sin cocinar",
        "no-cook dinner",
    ],
)
def test_no_heat_at_all_rules_out_the_oven_and_the_hob(text: str) -> None:
    # "only a microwave": the stove's steps (simmer, fry, a skillet) are out as the oven's.
    assert _ruled_out(tag_compounds(text)) == {"bakes", "stovetop"}


@pytest.mark.parametrize(
    "text",
    [
        "easy dinner, I have no cooking skills",
        "reheat in the microwave",
        "one pot pasta on a hot plate",
        "pollo a la estufa",
    ],
)
def test_a_kitchen_with_a_hob_keeps_its_steps(text: str) -> None:
    assert "stovetop" not in _ruled_out(text)


@pytest.mark.parametrize("text", ["salsa sin licuadora", "soup, I don't have a blender"])
def test_no_blender_rules_out_the_blending_steps(text: str) -> None:
    assert _ruled_out(text) == {"blends"}


def test_tools_listed_together_are_all_ruled_out() -> None:
    assert _ruled_out("algo sin horno ni licuadora") == {"bakes", "blends"}


@pytest.mark.parametrize(
    "text",
    [
        "something sweet to bake with my kids",
        "receta de cuy al horno",
        "pollo al horno",
        "oven baked chicken",
        "smoothie in the blender",
    ],
)
def test_naming_a_tool_does_not_rule_it_out(text: str) -> None:
    assert tools_ruled_out(text) == ()


def test_unhyphenated_tag_compounds_are_joined() -> None:
    assert tag_compounds("No bake cheesecake, no cook lunch") == (
        "No-bake cheesecake, no-cook lunch"
    )
    assert tag_compounds("no sugar, bake it") == "no sugar, bake it"
