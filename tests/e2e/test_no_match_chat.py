"""A dish the catalogue lacks, asked through the chat on the offline provider: the answer offers
to create one, in the language the user wrote in, instead of showing the nearest recipes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_chat_harness import ask, chat_client, make_deps

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
        yield client


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
