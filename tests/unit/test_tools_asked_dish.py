"""The dish a no-match request names, carried by the seed's chips and read back on a tap."""

from __future__ import annotations

import pytest

from shared.ai.offline.ingredients import identify
from shared.ai.offline.naming import asked_dish_name
from shared.context import UserContext
from shared.tools.asked_dish import (
    asked_dish,
    carries,
    chip_dish,
    dish_chips,
    is_create_chip,
    profile_rules,
)


@pytest.mark.parametrize(
    ("query", "dish"),
    [
        ("beef stroganoff", "beef stroganoff"),
        ("quiero un strogonoff de res", "strogonoff de res"),
        ("I'd love a beef wellington for dinner tonight", "beef wellington"),
        ("pavlova", "pavlova"),
        ("algo con pulpo a la gallega", "pulpo a la gallega"),
        # Prose is not a name to carry
        ("something my grandmother used to make when we visited her in the summer", None),
        # Nor is a request for anything of a kind ("your algo rápido y mexicano recipe")
        ("algo rápido y mexicano para la cena", None),
        ("something quick and healthy", None),
        # How the request is framed ("recipes", "ideas", the meal) names no dish
        ("chicken dinner ideas", "chicken"),
        ("beef stroganoff recipe", "beef stroganoff"),
        ("dinner ideas with shrimp", "shrimp"),
        ("recetas de enchiladas", "enchiladas"),
        ("ideas para la cena con camarones", "camarones"),
        ("pozole for dinner tonight", "pozole"),
    ],
)
def test_the_dish_is_what_the_request_names_without_how_it_is_asked(
    query: str, dish: str | None
) -> None:
    assert asked_dish(query) == dish


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_chips_keep_the_seed_labels_and_carry_the_dish_back(language: str) -> None:
    create, surprise = dish_chips("beef stroganoff", language)  # type: ignore[arg-type]
    labels = {"en": ("Create from ingredients", "Surprise me"),
              "es": ("Crear con ingredientes", "Sorpréndeme")}[language]  # fmt: skip
    assert (create.label, surprise.label) == labels
    assert chip_dish(create.message) == chip_dish(surprise.message) == "beef stroganoff"
    assert is_create_chip(create.message)
    assert not is_create_chip(surprise.message)


def test_a_chip_without_a_dish_carries_none() -> None:
    assert chip_dish("Suggest a quick custom recipe for me") is None
    assert chip_dish("Make it spicier — Beef Skillet") is None


def _slugs(*names: str) -> list[str]:
    return [info.slug for name in names if (info := identify(name))]


@pytest.mark.parametrize(
    ("notes", "used", "language", "name"),
    [
        ("dish: beef stroganoff", _slugs("beef", "onion"), "en", "Beef Stroganoff"),
        ("dish: strogonoff de res", _slugs("carne de res"), "es", "Strogonoff de res"),
        # The beef was left out (a vegetarian): not called what it is not
        ("dish: strogonoff de res", _slugs("garbanzos"), "es", None),
        # Nothing the template knows in the name: its own name stays
        ("dish: pavlova", _slugs("chicken"), "en", None),
        ("diet: vegan", _slugs("tofu"), "en", None),
    ],
)
def test_a_template_is_named_after_the_dish_only_when_it_is_that_dish(
    notes: str, used: list[str], language: str, name: str | None
) -> None:
    assert asked_dish_name(notes, used, language=language) == name


@pytest.mark.parametrize(
    ("dish", "diets", "allergies", "carried"),
    [
        ("beef stroganoff", (), (), True),
        ("strogonoff de res", ("vegetarian",), (), False),
        ("pad thai", (), ("peanut",), True),
        ("peanut noodles", (), ("peanut",), False),
        # One ingredient is no dish to carry
        ("cacahuate", (), (), False),
        ("beef", (), (), False),
    ],
)
def test_a_chip_carries_a_dish_the_cook_eats(
    dish: str, diets: tuple[str, ...], allergies: tuple[str, ...], *, carried: bool
) -> None:
    context = UserContext(language="en", diet_types=diets, dietary_restrictions=allergies)
    assert carries(dish, profile_rules(context)) is carried
