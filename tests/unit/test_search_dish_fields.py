"""`holds_dish`: a dish name is held by one recipe's name, tags and ingredients together."""

from __future__ import annotations

import uuid

from shared.search.dish_fields import Field, FieldHit, holds_dish

CAKE = uuid.UUID(int=1)
LARB = uuid.UUID(int=2)
PHO = uuid.UUID(int=3)
PIE = uuid.UUID(int=4)


def hit(recipe: uuid.UUID, field: Field, *words: str, size: int = 1) -> FieldHit:
    return FieldHit(recipe_id=recipe, field=field, words=frozenset(words), size=size)


def test_a_recipe_named_for_the_kind_holds_the_dish() -> None:
    # Given a cake (by its name) whose text has chocolate somewhere: its ingredients or its
    # description, which the names and tags do not show
    hits = [hit(CAKE, "name", "pastel", size=3)]

    # Then "pastel de chocolate" is held
    assert holds_dish(hits, heads=["pastel"], words=["pastel", "chocolate"])


def test_a_recipe_whose_text_only_mentions_the_kind_does_not() -> None:
    # Given chocolate cookies whose description mentions a bake sale ("venta de pasteles")
    hits = [hit(PIE, "name", "chocolate", size=3)]

    # Then they are no chocolate cake
    assert not holds_dish(hits, heads=["pastel"], words=["pastel", "chocolate"])


def test_a_single_word_tag_says_what_the_recipe_is() -> None:
    # Given "Caldo de Pollo", tagged "sopa"
    hits = [hit(CAKE, "name", "pollo", size=2), hit(CAKE, "tag", "sopa")]

    assert holds_dish(hits, heads=["sopa"], words=["sopa", "pollo"])


def test_a_compound_tag_holds_only_its_own_modifiers() -> None:
    # Given chicken larb tagged "tacos de lechuga", and pho tagged "sopa de fideos"
    larb = [hit(LARB, "name", "pollo", size=4), hit(LARB, "tag", "tacos", size=2)]
    pho = [hit(PHO, "tag", "sopa", "fideo", size=2)]

    # Then the larb is no chicken taco, and the pho is a noodle soup, a Vietnamese one too
    assert not holds_dish(larb, heads=["tacos"], words=["tacos", "pollo"])
    assert holds_dish(pho, heads=["sopa"], words=["sopa", "fideo"])
    assert holds_dish(
        [*pho, hit(PHO, "name", "vietnamita", size=3)],
        heads=["sopa"],
        words=["sopa", "vietnamita", "fideo"],
    )


def test_no_head_holds_nothing() -> None:
    assert not holds_dish([hit(CAKE, "name", "cake")], heads=[], words=["cake"])
