"""A recipe that stays on screen across answers offers to save it under one client id.

"thanks!" or "gracias" leaves the recipe open, and each answer offers to save it: saved from
either answer it is one row (save_custom_recipe keeps one row per client id), while a changed
recipe (the portions chip tapped) is saved as a recipe of its own.

Through HTTP into the chat app on the offline provider, in each language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _save_id(answer: dict[str, Any]) -> str:
    (save,) = [a for a in answer.get("actions") or () if a["type"] == "save_recipe"]
    client_id: str = save["payload"]["clientId"]
    return client_id


@pytest.mark.parametrize(
    ("cook_name", "asked", "thanks", "portions"),
    [
        ("ana", "create a recipe with chicken and rice", "thanks!", "For 2 people"),
        ("luis", "crea una receta con frijoles y arroz", "¡gracias!", "Para 2 personas"),
    ],
)
async def test_the_recipe_kept_on_screen_is_saved_under_one_id_and_a_changed_one_apart(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    thanks: str,
    portions: str,
) -> None:
    # Given a cook shown a recipe she asked for
    chat = ChatCook(http, demo_cooks[cook_name])
    created = await chat.say(asked)
    assert created["customRecipe"], created["message"]

    # When she thanks, then taps the chip that makes it for two
    kept = await chat.say(thanks)
    changed = await chat.tap(created, portions)

    # Then the recipe still shown saves as the one before, the recipe for two as another
    assert kept["customRecipe"] == created["customRecipe"], kept["message"]
    assert _save_id(kept) == _save_id(created)
    assert changed["customRecipe"]["portions"] == 2, changed["message"]
    assert _save_id(changed) != _save_id(created)
