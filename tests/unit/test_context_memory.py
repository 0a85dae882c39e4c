"""`memory_used`: which personal data shaped an answer, as a closed list of kinds."""

from __future__ import annotations

import uuid
from typing import get_args

import pytest

from shared.context import HistoryMessage, ResumableSession, UserContext
from shared.context.memory import MEMORY_LABELS, MemoryUse, memory_used
from shared.schemas.response import MEMORY_KINDS, IrmixyResponse, MemoryKind

RISOTTO = ResumableSession(
    session_id=uuid.UUID(int=1),
    recipe_id=uuid.UUID(int=2),
    recipe_type="database",
    current_step=3,
    total_steps=6,
    recipe_name="Risotto",
)
EARLIER = (HistoryMessage(role="user", content="pasta ideas"),)

# Luis: vegetarian, Thermomix, a conversation going and a risotto to resume.
LUIS = UserContext(
    language="es",
    diet_types=("vegetarian",),
    kitchen_equipment=("Thermomix TM6",),
    conversation_history=EARLIER,
    resumable_session=RISOTTO,
)
# Sofía: peanut allergy and a favourite cuisine, nothing else.
SOFIA = UserContext(language="es", dietary_restrictions=("peanut",), cuisine_preferences=("thai",))


@pytest.mark.parametrize(
    ("ctx", "use", "expected"),
    [
        # The model saw the whole context block and the conversation.
        (
            LUIS,
            MemoryUse.of(prompted=True),
            ["diet", "profile", "history", "cooking_session"],
        ),
        # A search filters by diet, and ranks by favourite cuisines only.
        (LUIS, MemoryUse.of(tools=["search_recipes"]), ["diet"]),
        (SOFIA, MemoryUse.of(tools=["search_recipes"]), ["allergies", "profile"]),
        # A recipe brief carries the equipment; the change applies to this conversation's recipe.
        (
            LUIS,
            MemoryUse.of(tools=["modify_recipe"], read_history=True),
            ["diet", "profile", "history"],
        ),
        # Replay reads saved recipes and nothing of the profile.
        (SOFIA, MemoryUse.of(tools=["retrieve_custom_recipe"]), ["saved_recipes"]),
        # A resume action comes from the cooking session.
        (LUIS, MemoryUse.of(resumed=True), ["cooking_session"]),
        # Nothing ran with the context (a fixed question, the off-topic redirect).
        (LUIS, MemoryUse.of(), None),
        # No profile at all: nothing personal can have been used.
        (UserContext.defaults("en"), MemoryUse.of(prompted=True, tools=["search_recipes"]), None),
    ],
    ids=[
        "prompted",
        "search-diet",
        "search-allergy-cuisine",
        "modify",
        "replay",
        "resume",
        "nothing-ran",
        "no-profile",
    ],
)
def test_kinds_follow_what_the_answer_used(
    ctx: UserContext, use: MemoryUse, expected: list[MemoryKind] | None
) -> None:
    assert memory_used(ctx, use) == expected


def test_with_personalization_off_the_prompt_uses_no_diet_but_the_gate_still_does() -> None:
    # Given Luis with personalization off (the builder already dropped his equipment)
    off = UserContext(
        language="es",
        diet_types=("vegetarian",),
        dietary_restrictions=("peanut",),
        personalization_enabled=False,
    )

    # Then a plain model answer used his allergies only, a search his diet as well
    assert memory_used(off, MemoryUse.of(prompted=True)) == ["allergies"]
    assert memory_used(off, MemoryUse.of(tools=["search_recipes"])) == ["allergies", "diet"]


def test_the_kinds_are_closed_labelled_in_both_languages_and_validated() -> None:
    assert get_args(MemoryKind) == MEMORY_KINDS
    for language in ("en", "es"):
        assert set(MEMORY_LABELS[language]) == set(MEMORY_KINDS)  # type: ignore[index]
    wire = IrmixyResponse(message="ok", language="en", memory_used=["diet"]).to_wire()
    assert wire["memoryUsed"] == ["diet"]
    assert "memoryUsed" not in IrmixyResponse(message="ok", language="en").to_wire()
    with pytest.raises(ValueError, match=r"memoryUsed|memory_used"):
        IrmixyResponse.model_validate({"message": "ok", "language": "en", "memoryUsed": ["email"]})
