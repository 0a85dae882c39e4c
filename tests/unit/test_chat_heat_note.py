"""The sentence that names the hot cards shown to a cook who asked for nothing spicy."""

from __future__ import annotations

from chat.heat_note import heat_note


def test_no_hot_card_says_nothing() -> None:
    # Given no hot card, Then there is no note
    assert heat_note([], "en") is None
    assert heat_note([], "es") is None


def test_one_hot_card_is_named_with_its_chile_and_a_singular_verb() -> None:
    # Given one hot card
    hot = [("Chipotle Chicken Rice Bowl", ("chipotle chile",))]

    # When the note is written, Then it names the dish, what makes it hot, in the singular
    assert heat_note(hot, "en") == "Heads-up: Chipotle Chicken Rice Bowl (chipotle chile) is hot."
    es = [("Bowl de Pollo al Chipotle", ("chile chipotle adobado",))]
    assert heat_note(es, "es") == "Ojo: Bowl de Pollo al Chipotle (chile chipotle adobado) pica."


def test_several_hot_cards_each_keep_their_own_chiles_and_take_a_plural_verb() -> None:
    # Given two hot cards, one with two hot foods
    hot = [
        ("Pozole Rojo de Cerdo", ("chile guajillo", "chile de árbol")),
        ("Tacos de Pescado Estilo Baja", ("chile chipotle adobado",)),
    ]

    # When the note is written in Spanish, Then each dish carries its own chiles, verb plural
    assert heat_note(hot, "es") == (
        "Ojo: Pozole Rojo de Cerdo (chile guajillo y chile de árbol) y Tacos de Pescado Estilo "
        "Baja (chile chipotle adobado) pican."
    )
    en = [("Pozole Rojo with Pork", ("guajillo chile",)), ("Baja Fish Tacos", ("chipotle chile",))]
    assert heat_note(en, "en") == (
        "Heads-up: Pozole Rojo with Pork (guajillo chile) and Baja Fish Tacos (chipotle chile) "
        "are hot."
    )
