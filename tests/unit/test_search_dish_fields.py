"""`holds_dish`: a dish name is held by one recipe's name, tags and description together."""

from __future__ import annotations

import uuid

import pytest

from shared.search.dish_fields import Field, FieldHit, holds_dish

CAKE = uuid.UUID(int=1)
LARB = uuid.UUID(int=2)
PHO = uuid.UUID(int=3)
PIE = uuid.UUID(int=4)


def hit(recipe: uuid.UUID, field: Field, text: str, *words: str, size: int = 1) -> FieldHit:
    """A field of a recipe, and the query words its text matches by stem."""
    return FieldHit(recipe_id=recipe, field=field, words=frozenset(words), size=size, text=text)


def test_a_recipe_named_for_the_kind_holds_the_dish() -> None:
    # Given a cake (by its name) whose description says chocolate
    hits = [
        hit(CAKE, "name", "Pastel de Chocolate Amargo", "pastel", "chocolate", size=3),
        hit(CAKE, "description", "Un pastel húmedo de chocolate", "pastel", "chocolate", size=4),
    ]

    # Then "pastel de chocolate" is held
    assert holds_dish(hits, heads=["pastel"], words=["pastel", "chocolate"])


def test_a_modifier_only_among_the_ingredients_does_not_make_the_dish() -> None:
    # Given an apple pie whose text has lemon only in its ingredients (no field reports it)
    hits = [hit(PIE, "name", "Pay de Manzana Clásico", "pay", size=3)]

    # Then it is no lemon pie
    assert not holds_dish(hits, heads=["pay"], words=["pay", "limón"])


def test_a_modifier_in_the_description_makes_the_dish() -> None:
    # Given "Sopa de Cebolla Francesa", whose description says "gratinada"
    hits = [
        hit(PIE, "name", "Sopa de Cebolla Francesa", "sopa", "cebolla", size=3),
        hit(PIE, "description", "Cebolla caramelizada, gratinada con queso", "gratinada", size=4),
    ]

    assert holds_dish(hits, heads=["sopa"], words=["sopa", "cebolla", "gratinada"])


def test_a_recipe_whose_text_only_mentions_the_kind_does_not() -> None:
    # Given chocolate cookies whose description mentions a bake sale ("venta de pasteles")
    hits = [
        hit(PIE, "name", "Galletas de Chocolate", "chocolate", size=2),
        hit(PIE, "description", "Para la venta de pasteles", "pastel", size=3),
    ]

    # Then they are no chocolate cake
    assert not holds_dish(hits, heads=["pastel"], words=["pastel", "chocolate"])


def test_a_single_word_tag_says_what_the_recipe_is() -> None:
    # Given "Caldo de Pollo", tagged "sopa"
    hits = [hit(CAKE, "name", "Caldo de Pollo", "pollo", size=2), hit(CAKE, "tag", "sopa", "sopa")]

    assert holds_dish(hits, heads=["sopa"], words=["sopa", "pollo"])
    # And "sopas de pollo" is the same dish in the plural
    plural = [
        hit(CAKE, "name", "Caldo de Pollo", "pollo", size=2),
        hit(CAKE, "tag", "sopa", "sopas"),
    ]
    assert holds_dish(plural, heads=["sopas"], words=["sopas", "pollo"])


def test_a_compound_tag_holds_only_its_own_modifiers() -> None:
    # Given chicken larb tagged "tacos de lechuga", and pho tagged "sopa de fideos"
    larb = [
        hit(LARB, "name", "Larb de Pollo Tailandés", "pollo", size=4),
        hit(LARB, "tag", "tacos de lechuga", "tacos", size=2),
    ]
    pho = [hit(PHO, "tag", "sopa de fideos", "sopa", "fideo", size=2)]

    # Then the larb is no chicken taco, and the pho is a noodle soup, a Vietnamese one too
    assert not holds_dish(larb, heads=["tacos"], words=["tacos", "pollo"])
    assert holds_dish(pho, heads=["sopa"], words=["sopa", "fideo"])
    assert holds_dish(
        [*pho, hit(PHO, "name", "Pho de Res Vietnamita", "vietnamita", size=3)],
        heads=["sopa"],
        words=["sopa", "vietnamita", "fideo"],
    )


@pytest.mark.parametrize(
    ("head", "words"),
    [
        # The Spanish stemmer reads "sopes" as "sopa": a soup is no sope.
        ("sopes", ["sopes", "frijol"]),
        ("frijol", ["sopes", "frijol"]),
    ],
)
def test_a_stem_shared_by_another_dish_does_not_hold_it(head: str, words: list[str]) -> None:
    # Given "Sopa Minestrone", tagged "sopa" and "frijoles", which the stemmer matches to "sopes"
    minestrone = [
        hit(PHO, "name", "Sopa Minestrone", "sopes", size=2),
        hit(PHO, "tag", "sopa", "sopes"),
        hit(PHO, "tag", "frijoles", "frijol"),
    ]

    assert not holds_dish(minestrone, heads=[head], words=words)


def test_no_head_holds_nothing() -> None:
    assert not holds_dish([hit(CAKE, "name", "Cake", "cake")], heads=[], words=["cake"])


def test_a_modifier_among_the_ingredients_of_the_food_the_name_names_makes_the_dish() -> None:
    # Given "Ensalada de Kale y Quinoa": "col rizada" (kale's Spanish alias) is only among its
    # ingredients
    kale_salad = [hit(PIE, "name", "Ensalada de Kale y Quinoa", "ensalada", size=4)]

    # Then it is a "ensalada de col rizada"
    assert holds_dish(kale_salad, heads=["ensalada"], words=["ensalada", "col", "rizada"])


def test_a_modifier_among_the_ingredients_of_a_name_with_no_food_makes_the_dish() -> None:
    # Given "Aloo Gobi" (no food of the catalogue by name) with curry among its ingredients
    aloo_gobi = [hit(PIE, "name", "Aloo Gobi", "gobi", size=2)]

    assert holds_dish(aloo_gobi, heads=["gobi"], words=["gobi", "curry"])
