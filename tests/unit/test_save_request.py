"""Which messages ask to save (or start cooking) the recipe on screen, and which only mention
it."""

from __future__ import annotations

import pytest
from chat.save_request import is_save_request
from chat.start_request import is_start_request


@pytest.mark.parametrize(
    "message",
    ["save it", "Save it please", "save this recipe", "guárdala", "Guárdala, por favor",
     "guarda la receta", "guardalo"],
)  # fmt: skip
def test_a_request_to_save_is_recognised(message: str) -> None:
    assert is_save_request(message)


@pytest.mark.parametrize(
    "message",
    ["save me a quick dinner", "a recipe that saves time", "guarda sopa de pollo",
     "save room for dessert", "make it spicier"],
)  # fmt: skip
def test_a_message_that_only_mentions_saving_is_not_a_save_request(message: str) -> None:
    assert not is_save_request(message)


@pytest.mark.parametrize(
    "message",
    ["start cooking", "Let's cook it!", "empezar a cocinar", "¡Cocinémosla!", "a cocinar, porfa"],
)
def test_a_request_to_start_cooking_is_recognised(message: str) -> None:
    assert is_start_request(message)


@pytest.mark.parametrize(
    "message", ["start cooking dinner at six", "let's cook pozole", "cocinar arroz", "cook"]
)
def test_a_message_that_names_what_to_cook_is_not_a_start_request(message: str) -> None:
    assert not is_start_request(message)
