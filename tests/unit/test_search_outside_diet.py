"""The dish a query names, read apart from what qualifies it (`shared.search.outside_diet`), and
what the answer says when the catalogue has that dish only outside the cook's diet."""

from __future__ import annotations

import pytest

from shared.search.outside_diet import OutsideDish, dish_name_words
from shared.tools.outside_note import outside_chips, outside_note
from shared.tools.search_output import FALLBACK_COPY


@pytest.mark.parametrize(
    ("matched", "asked", "dish"),
    [
        # a diet qualifies the dish, in either language and either place
        ("vegan pad thai", "vegan pad thai", ("pad", "thai")),
        ("pad thai vegano", "pad thai vegano", ("pad", "thai")),
        # the place is how the dish is made, not which dish it is
        ("fish tacos estilo ensenada", "fish tacos estilo ensenada", ("fish", "tacos")),
        ("tacos de pescado", "tacos de pescado estilo ensenada", ("tacos", "pescado")),
        ("lasaña vegetariana", "lasaña vegetariana", ("lasaña",)),
        # a cuisine is a facet too: "vegan thai" asks for no one dish
        ("vegan thai", "vegan thai", ()),
    ],
)
def test_the_dish_is_read_without_its_diet_place_or_cuisine(
    matched: str, asked: str, dish: tuple[str, ...]
) -> None:
    assert dish_name_words(matched, asked, unmatched=[], max_words=3) == dish


@pytest.mark.parametrize(
    ("matched", "asked"),
    [
        # a meal before "with" asks for what follows it
        ("vegan dinner with rice beans", "vegan dinner with rice and beans"),
        # foods joined by "and" are what the cook has
        ("bacon and eggs", "bacon and eggs"),
        # prose is no dish name
        ("something vegan tonight kids", "something vegan for tonight for the kids"),
        # the meal, a negator and nutrition qualify, as a diet does
        ("bebida sin", "bebida sin lácteos"),
        ("high protein breakfast", "high protein breakfast but no eggs please"),
        # too many words for a name
        ("spicy smoky chipotle black bean chili", "spicy smoky chipotle black bean chili"),
    ],
)
def test_requests_that_name_no_dish_have_no_dish_words(matched: str, asked: str) -> None:
    assert dish_name_words(matched, asked, unmatched=[], max_words=3) == ()


@pytest.mark.parametrize(
    ("asked", "dish"),
    [
        # what the dish is made with to fit follows it: the dish is still the one asked
        ("vegan burritos with jackfruit", ("burritos",)),
        ("gluten free brownies with almond flour", ("brownies",)),
        ("enchiladas veganas con hongos", ("enchiladas",)),
        # a food before "con" begins a name said whole
        ("arroz con pollo vegano", ("arroz", "pollo")),
        # and two words before it are the name, as before
        ("vegan sushi rolls with avocado", ("sushi", "rolls")),
    ],
)
def test_the_dish_is_read_before_what_it_is_made_with(asked: str, dish: tuple[str, ...]) -> None:
    assert dish_name_words(asked, asked, unmatched=[], max_words=3) == dish


@pytest.mark.parametrize(
    "asked",
    [
        # what follows names the dish when nothing before it does
        "something vegan with lentils",
        "cena vegetariana con garbanzos",
    ],
)
def test_a_complement_after_no_dish_is_not_cut_off(asked: str) -> None:
    words = dish_name_words(asked, asked, unmatched=[], max_words=3)
    assert words == () or words[-1] in {"lentils", "garbanzos"}


def test_a_word_no_recipe_has_leaves_the_dish_to_the_not_in_catalogue_check() -> None:
    assert (
        dish_name_words("keto cheesecake", "keto cheesecake", unmatched=["cheesecake"], max_words=3)
        == ()
    )


PAD_THAI = OutsideDish(
    names_en=("Shrimp Pad Thai",),
    names_es=("Pad Thai de Camarones",),
    diets=("vegan",),
    allergens_en=(),
    allergens_es=(),
)
FISH_TACOS = OutsideDish(
    names_en=("Baja Fish Tacos",),
    names_es=("Tacos de Pescado Estilo Baja",),
    diets=("vegetarian",),
    allergens_en=(),
    allergens_es=(),
)
PEANUTS = OutsideDish(
    names_en=("Shrimp Pad Thai",),
    names_es=("Pad Thai de Camarones",),
    diets=(),
    allergens_en=("peanuts",),
    allergens_es=("cacahuates",),
)


@pytest.mark.parametrize(
    ("outside", "language", "note"),
    [
        (
            PAD_THAI,
            "en",
            "The catalogue has Shrimp Pad Thai, but no vegan version. I can make you one!",
        ),
        (
            FISH_TACOS,
            "es",
            "El catálogo tiene Tacos de Pescado Estilo Baja, pero no en versión vegetariana. "
            "¡Puedo prepararte una!",
        ),
        (
            PEANUTS,
            "en",
            "The catalogue has Shrimp Pad Thai, but only with peanuts. "
            "I can make you a version without them!",
        ),
        (
            PEANUTS,
            "es",
            "El catálogo tiene Pad Thai de Camarones, pero solo con cacahuates. "
            "¡Puedo prepararte una versión sin cacahuates!",
        ),
    ],
)
def test_the_note_says_the_dish_exists_but_not_for_this_cook(
    outside: OutsideDish, language: str, note: str
) -> None:
    assert outside_note(outside, language) == note  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("outside", "language", "label", "message"),
    [
        (
            PAD_THAI,
            "en",
            "Make a vegan version",
            "Suggest a quick custom recipe for me: vegan version of Shrimp Pad Thai",
        ),
        (
            FISH_TACOS,
            "es",
            "Hacer versión vegetariana",
            "Sugiere una receta personalizada rápida: "
            "versión vegetariana de Tacos de Pescado Estilo Baja",
        ),
        (
            PEANUTS,
            "en",
            "Make it without peanuts",
            "Suggest a quick custom recipe for me: Shrimp Pad Thai without peanuts",
        ),
    ],
)
def test_the_first_chip_offers_that_dish_made_to_fit(
    outside: OutsideDish, language: str, label: str, message: str
) -> None:
    chips = outside_chips(outside, language, copy=FALLBACK_COPY[language])  # type: ignore[index,arg-type]

    assert (chips[0].label, chips[0].message) == (label, message)
    # the seed's "Create from ingredients" carries the same dish
    assert chips[1].label == FALLBACK_COPY[language]["create_label"]  # type: ignore[index]
    assert chips[1].message.endswith(message.split(": ", 1)[1])


def test_ingredients_a_caller_passes_beside_the_words_are_no_part_of_the_dish() -> None:
    matched = "tacos de pescado estilo ensenada pescado blanco"

    assert dish_name_words(
        matched, "tacos de pescado estilo Ensenada", unmatched=[], max_words=3
    ) == (
        "tacos",
        "pescado",
    )
