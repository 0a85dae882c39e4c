"""The answer to "Which ingredients do you have?" read as the ingredients it names."""

from __future__ import annotations

import pytest
from chat.own_ingredients import dish_question, ingredients_question, ingredients_reply

from shared.context.user_context import HistoryMessage


def _asked(question: str) -> tuple[HistoryMessage, ...]:
    return (
        HistoryMessage(role="user", content="Create a custom recipe with my ingredients"),
        HistoryMessage(role="assistant", content=question),
    )


@pytest.mark.parametrize(
    ("question", "message", "ingredients", "dish"),
    [
        (ingredients_question("en"), "chicken, rice and peppers", ("chicken", "rice", "peppers"),
         None),
        (ingredients_question("es"), "pollo y arroz", ("pollo", "arroz"), None),
        (dish_question("beef stroganoff", "en"), "beef and mushrooms", ("beef", "mushrooms"),
         "beef stroganoff"),
        (dish_question("strogonoff de res", "es"), "res, champiñones y crema",
         ("res", "champiñones", "crema"), "strogonoff de res"),
    ],
)  # fmt: skip
def test_the_answer_names_the_ingredients_and_the_dish_asked_for(
    question: str, message: str, ingredients: tuple[str, ...], dish: str | None
) -> None:
    reply = ingredients_reply(_asked(question), message, "es" if "¿" in question else "en")
    assert reply is not None
    assert len(reply.ingredients) == len(ingredients)
    assert all(any(said.rstrip("s") in name for name in reply.ingredients) for said in ingredients)
    assert reply.dish == dish


@pytest.mark.parametrize(
    "message",
    [
        # Asked for something else than a recipe with what it lists
        "What can I cook with chicken, rice and tomatoes?",
        "find quick dinner recipes",
        "my risotto from last week",
        # Names no ingredient
        "I'm not sure",
    ],
)
def test_other_messages_are_not_an_answer(message: str) -> None:
    assert ingredients_reply(_asked(ingredients_question("en")), message, "en") is None


def test_no_question_asked_no_answer() -> None:
    assert ingredients_reply((), "chicken, rice and peppers", "en") is None
