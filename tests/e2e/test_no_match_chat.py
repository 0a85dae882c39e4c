"""A dish the catalogue lacks, asked through the chat on the offline provider: the answer offers
to create one, in the language the user wrote in, instead of showing the nearest recipes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_chat_harness import ask

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration


async def test_a_chocolate_cake_the_catalogue_lacks_is_offered_to_be_created_in_spanish(
    http: httpx.AsyncClient, cook: Callable[[str], Principal]
) -> None:
    # Given a cook, and a catalogue with cakes and chocolate but no chocolate cake
    user = cook("es")

    # When they ask for one
    answer = await ask(http, user, "pastel de chocolate")

    # Then no card is offered as if it were one (cookies, brigadeiros): the answer offers to
    # create it, in Spanish, with a chip that does
    assert not answer.get("recipes")
    assert answer["language"] == "es"
    assert "crear" in answer["message"].casefold()
    assert answer["trace"]["toolsCalled"] == ["search_recipes"]
    assert any(chip["message"].startswith("Crea") for chip in answer["suggestions"])


# The fallback's offer and the chip that makes it, per language.
CREATE_COPY = {"es": ("crear", "Crea"), "en": ("create", "Create")}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        # A pie whose modifier is only an ingredient of the apple pie
        ("es", "pay de limón"),
        # Brownies: no recipe has the word in either language, a name only sounds like it
        ("en", "vegan chocolate brownies"),
        # "Lava" is only Spanish prose (wash), no word of an English dish name
        ("en", "chocolate lava cake"),
    ],
)
async def test_a_missing_dish_made_of_known_words_is_offered_to_be_created(
    http: httpx.AsyncClient, cook: Callable[[str], Principal], language: str, text: str
) -> None:
    # Given a cook writing in their language
    user = cook(language)
    create, chip = CREATE_COPY[language]

    # When they ask for a dish no recipe is
    answer = await ask(http, user, text)

    # Then the answer offers to create it instead of the nearest recipes
    assert not answer.get("recipes")
    assert answer["language"] == language
    assert create in answer["message"].casefold()
    assert any(chip_["message"].startswith(chip) for chip_ in answer["suggestions"])


async def test_a_dish_the_catalogue_has_gets_its_card(
    http: httpx.AsyncClient, cook: Callable[[str], Principal]
) -> None:
    # Given a cook writing in Spanish, and green chicken tamales in the catalogue
    user = cook("es")

    # When they ask for them in the singular ("tamal verde")
    answer = await ask(http, user, "tamal verde de pollo")

    # Then the tamales' card is offered first
    recipes = answer.get("recipes") or []
    assert recipes
    assert recipes[0]["name"] == "Tamales Verdes de Pollo"
