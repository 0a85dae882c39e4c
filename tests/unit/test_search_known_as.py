"""A dish named as another culture or region names it is read as the catalogue's recipe."""

from __future__ import annotations

import pytest

from shared.search.known_as import Naming, other_named, said_as_own


@pytest.mark.parametrize(
    ("text", "slug", "name"),
    [
        # English, the name inside a sentence
        ("can you teach me saag paneer tonight", "palak_paneer", "saag paneer"),
        ("leftover ratatouille niçoise for lunch", "ratatouille", "ratatouille niçoise"),
        # Case, accents and number as the cook types them
        ("Chicken Doner for six people", "chicken_shawarma", "Chicken Doner"),
        ("two dozen CHIPAS for the party", "pao_de_queijo", "CHIPAS"),
        ("un patacón con queso", "tostones", "patacón"),
        # Spanish, the longest name where a shorter one is inside it
        ("se me antojan unas gambas al pil pil", "gambas_al_ajillo", "gambas al pil pil"),
        ("cómo se hace el pan tumaca", "pan_con_tomate", "pan tumaca"),
        ("unos tacos de trompo para la fiesta", "tacos_al_pastor", "tacos de trompo"),
        ("dos gyros de pollo con papas", "chicken_souvlaki", "gyros de pollo"),
    ],
)
def test_a_name_said_otherwise_names_its_recipe(text: str, slug: str, name: str) -> None:
    namings = other_named(text)

    assert [(n.slug, text[n.start : n.end]) for n in namings] == [(slug, name)]


@pytest.mark.parametrize(
    "text",
    [
        # The Basque cod is cooked "al pil pil" too: only the prawns' whole name is theirs
        "bacalao al pil pil",
        # Words one letter of gender away from a name ("chipa")
        "tortilla chips with guacamole",
        # A name that changes what the dish is made of, and a word shared with a twin's name
        "pork gyros platter",
        "dal makhani with naan",
        "chips de yuca para picar",
        "vegetable lasagne for a crowd",
        # The catalogue's own names need no other
        "shakshuka for brunch",
        "tortilla soup",
    ],
)
def test_a_dish_the_names_do_not_hold_is_read_as_typed(text: str) -> None:
    assert other_named(text) == ()


def test_the_name_said_otherwise_is_replaced_by_the_catalogues_own() -> None:
    text = "dos gyros de pollo con papas, y de postre pudim de leite"
    namings = other_named(text)

    said = said_as_own(
        text,
        namings,
        {
            "chicken_souvlaki": "Souvlaki de Pollo con Tzatziki",
            "flan_napolitano": "Flan Napolitano",
        },
    )

    assert said == "dos Souvlaki de Pollo con Tzatziki con papas, y de postre Flan Napolitano"


def test_a_recipe_without_its_own_name_keeps_the_cooks_words() -> None:
    # A recipe the catalogue does not publish has no name to read
    namings = (Naming(slug="shakshuka", start=0, end=7),)

    assert said_as_own("menemen con pan", namings, {}) == "menemen con pan"
