"""`unmatched_subject`: words the catalogue lacks that carry the query, not everyday words."""

from __future__ import annotations

import pytest

from shared.search.subject import is_facet, unmatched_subject


@pytest.mark.parametrize(
    ("unmatched", "terms", "subject"),
    [
        (["wellington"], 2, ("wellington",)),
        (["birria"], 2, ("birria",)),
        (["lengua"], 4, ("lengua",)),
        # Everyday words and filter facets say nothing about the dish.
        (["tonight", "huge"], 4, ()),
        (["hoy"], 2, ()),
        (["keto"], 2, ()),
        # A long request with one odd word is still a request.
        (["hike"], 5, ()),
        # Numbers are quantities.
        (["25"], 3, ()),
        ([], 2, ()),
    ],
)
def test_subject_words(unmatched: list[str], terms: int, subject: tuple[str, ...]) -> None:
    assert unmatched_subject(unmatched, terms, min_share=0.25) == subject


def test_accents_do_not_hide_an_everyday_word() -> None:
    assert unmatched_subject(["Mañana"], 2, min_share=0.25) == ()


@pytest.mark.parametrize("word", ["acompañar", "guarnición", "side", "acompañamiento"])
def test_a_side_asked_for_in_passing_qualifies_the_dish(word: str) -> None:
    # "arroz rojo pa acompañar": the rice is the dish, "acompañar" says what it is for.
    assert is_facet(word)


@pytest.mark.parametrize("word", ["celíaca", "celiaco", "veggie", "meatless", "pescetariana"])
def test_a_diet_said_of_the_cook_is_no_dish_the_catalogue_lacks(word: str) -> None:
    # "soy celíaca y extraño el pan": the words no recipe holds say who eats, not what.
    assert is_facet(word)
    assert unmatched_subject([word], 2, min_share=0.25) == ()


@pytest.mark.parametrize("word", ["extraño", "miss", "craving"])
def test_missing_a_food_is_how_a_cook_asks_for_it(word: str) -> None:
    assert unmatched_subject([word], 3, min_share=0.25) == ()


@pytest.mark.parametrize(
    ("unmatched", "terms"), [(["cooker"], 3), (["fryer"], 3), (["freidora"], 3), (["estufa"], 2)]
)
def test_the_kitchen_a_cook_has_is_no_dish_the_catalogue_lacks(
    unmatched: list[str], terms: int
) -> None:
    # "slow cooker chicken", "algo en la freidora de aire", "no tengo estufa"
    assert unmatched_subject(unmatched, terms, min_share=0.25) == ()


@pytest.mark.parametrize(("unmatched", "terms"), [(["bunch"], 4), (["manojo"], 3), (["Puñado"], 3)])
def test_a_unit_says_how_much_not_which_dish(unmatched: list[str], terms: int) -> None:
    # "salmon fillets and a bunch of asparagus": the foods are the request
    assert unmatched_subject(unmatched, terms, min_share=0.25) == ()


@pytest.mark.parametrize(
    ("unmatched", "terms"),
    [
        # "a nurse on nights, one saucepan and a tenner, what's for dinner"
        (["nurse", "saucepan", "tenner"], 5),
        # "soy taxista, solo tengo una hornilla y cien pesos"
        (["taxista", "hornilla", "pesos"], 5),
        # "something sweet for Hanukkah for the crew"
        (["hanukkah", "crew"], 4),
        # "un refrigerio ligero para el recreo"
        (["refrigerio", "recreo"], 3),
        # "cena de Pascua para la palomilla"
        (["pascua", "palomilla"], 3),
        # "wok noodles on a campfire"
        (["wok", "campfire"], 3),
    ],
)
def test_the_cooks_life_is_no_dish_the_catalogue_lacks(unmatched: list[str], terms: int) -> None:
    # Who cooks, on what, for which feast and with how much money say nothing of the dish.
    assert unmatched_subject(unmatched, terms, min_share=0.25) == ()


@pytest.mark.parametrize(
    ("unmatched", "terms", "subject"),
    [
        # A dish named for a feast is still a dish: "rosca de reyes", "pan de muerto".
        (["rosca", "reyes"], 2, ("rosca", "reyes")),
        (["muerto"], 2, ("muerto",)),
        # "onion rings", "student pavlova": the dish's word stays beside the cook's
        (["rings"], 2, ("rings",)),
        (["pavlova", "student"], 2, ("pavlova",)),
    ],
)
def test_a_dish_beside_the_cooks_life_is_still_missing(
    unmatched: list[str], terms: int, subject: tuple[str, ...]
) -> None:
    assert unmatched_subject(unmatched, terms, min_share=0.25) == subject
