"""What only finished a removed food's cooking goes with it."""

from __future__ import annotations

from shared.ai.offline.scrub import remove_mentions


def test_set_aside_goes_with_the_sentence_that_cooked_the_food() -> None:
    text = "Cook the shrimp 2 minutes per side until pink. Set aside. Melt the butter."

    assert remove_mentions(text, ["shrimp"], ["butter"]) == "Melt the butter."


def test_reservalo_goes_with_the_sentence_that_cooked_the_food() -> None:
    text = "Dora los camarones 2 minutos por lado. Resérvalos. Derrite la mantequilla."

    assert remove_mentions(text, ["camarones"], ["mantequilla"]) == "Derrite la mantequilla."


def test_set_aside_after_a_kept_sentence_stays() -> None:
    text = "Brown the sausage for 5 minutes. Set aside."

    assert remove_mentions(text, ["shrimp"], ["sausage"]) == text


def test_what_came_back_with_the_food_is_added_instead() -> None:
    text = "Regresa los camarones con el perejil y mezcla."

    assert remove_mentions(text, ["camarones"], ["perejil"]) == "Agrega el perejil y mezcla."
