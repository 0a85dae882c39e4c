"""A cook who asks to carry on cooking, in words rather than through the action, gets the dish
she stopped at, not a search for the words "continue cooking".

Through HTTP into the chat app on the offline provider, as the demo cooks (each with a risotto
left at step 3 of 6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook
from tests.http_support import run_sql

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "risotto", "step"),
    [
        ("maya", "continue cooking", "Mushroom Risotto", "you stopped at step 3 of 6"),
        ("maya", "where did I leave off?", "Mushroom Risotto", "you stopped at step 3 of 6"),
        ("maya", "Resume cooking", "Mushroom Risotto", "you stopped at step 3 of 6"),
        ("sofia", "seguir cocinando", "Risotto de champiñones", "te quedaste en el paso 3 de 6"),
        ("sofia", "¿en qué paso me quedé?", "Risotto de champiñones",
         "te quedaste en el paso 3 de 6"),
        ("sofia", "Reanudar cocina", "Risotto de champiñones", "te quedaste en el paso 3 de 6"),
        # The action's verb alone, as a cook types it.
        ("sofia", "reanudar", "Risotto de champiñones", "te quedaste en el paso 3 de 6"),
        ("sofia", "Retomar", "Risotto de champiñones", "te quedaste en el paso 3 de 6"),
        ("maya", "resume", "Mushroom Risotto", "you stopped at step 3 of 6"),
        # In the other language than her profile's, as a "let's" and as the session's opener.
        ("maya", "sigamos cocinando", "Mushroom Risotto", "te quedaste en el paso 3 de 6"),
        ("maya", "retomemos la receta", "Mushroom Risotto", "te quedaste en el paso 3 de 6"),
        ("sofia", "where was I?", "Risotto de champiñones", "you stopped at step 3 of 6"),
    ],
)  # fmt: skip
async def test_asking_to_carry_on_cooking_finds_the_dish_she_stopped_at(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    risotto: str,
    step: str,
) -> None:
    # Given a cook who left her risotto half made
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks to carry on, then taps the answer's first chip
    answer = await chat.say(asked)
    again = await chat.tap_first(answer)

    # Then she is told where she stopped, with the action to resume it, and the chip replays it
    assert answer["retrieval"]["type"] == "single", answer["message"]
    assert answer["retrieval"]["recipe"]["name"] == risotto
    assert step in answer["message"]
    resume = [a for a in answer["actions"] if a["type"] == "resume_cooking"]
    assert resume[0]["payload"]["recipeId"] == answer["retrieval"]["recipe"]["userRecipeId"]
    assert again["retrieval"]["recipe"]["name"] == risotto, again["message"]


_PICCATA = "select id::text from recipes where name_en = 'Chicken Piccata' and is_published"


@pytest.mark.parametrize(
    ("language", "asked", "name", "step", "resume"),
    [
        ("en", "continue cooking", "Chicken Piccata", "you stopped at step 2 of 5",
         "Resume cooking"),
        ("es", "seguir cocinando", "Pollo Piccata al Limón", "te quedaste en el paso 2 de 5",
         "Reanudar cocina"),
    ],
)  # fmt: skip
async def test_asking_to_carry_on_a_catalogue_recipe_points_back_to_its_session(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    database_url: str,
    *,
    language: str,
    asked: str,
    name: str,
    step: str,
    resume: str,
) -> None:
    # Given a cook who started a catalogue recipe from its card and stopped at step 2 of 5
    user = cook(language)
    recipe_id = run_sql(database_url, _PICCATA)[0][0]
    run_sql(
        database_url,
        "insert into cooking_sessions (user_id, recipe_id, recipe_type, current_step,"
        " total_steps, recipe_name) values (%s, %s, 'database', 2, 5, %s)",
        (user.user_id, recipe_id, name),
    )
    chat = ChatCook(http, user.user_id)

    # When she asks to carry on, in words
    answer = await chat.say(asked)

    # Then she is told what she was cooking and where she stopped, and pointed to the action
    # that resumes that session (no saved recipe of hers stands in for it)
    assert name in answer["message"], answer["message"]
    assert step in answer["message"]
    assert resume in answer["message"]
    assert not answer.get("recipes"), answer["message"]
    actions = [a for a in answer["actions"] if a["type"] == "resume_cooking"]
    assert [a["label"] for a in actions] == [resume]
    assert actions[0]["payload"]["recipeId"] == recipe_id
    assert actions[0]["payload"]["recipeType"] == "database"
