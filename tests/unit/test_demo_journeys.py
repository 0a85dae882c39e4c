"""The demo's expectations, its cast, and the voice client's line parsing: pure logic."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

import pytest

from cli.client.voice import ToolCall, parse_tool_line
from cli.demo.data import COOKBOOKS, cookbook_of
from cli.demo.journeys import JOURNEYS, Turn, cast, chicken_recipe
from cli.serve.demo_users import DEMO_USERS, demo_user
from shared.schemas import (
    DoneEvent,
    GeneratedRecipe,
    IrmixyResponse,
    RecipePartialEvent,
    SafetyFlags,
    SessionEvent,
)
from shared.schemas.response import RetrievalMultiple, RetrievalSingle

if TYPE_CHECKING:
    from shared.schemas import Language

BY_KEY = {journey.key: journey for journey in JOURNEYS}
BOOK = cookbook_of("en")


def recipe(*ingredients: str, description: str | None = None) -> GeneratedRecipe:
    return GeneratedRecipe.model_validate(
        {
            "suggested_name": "Skillet",
            "description": description,
            "language": "en",
            "total_time": 20,
            "difficulty": "easy",
            "portions": 2,
            "ingredients": [{"name": n} for n in ingredients],
            "steps": [{"order": 1, "instruction": "Cook."}],
        }
    )


def turn(response: IrmixyResponse, *, partial: bool = False) -> Turn:
    events = [SessionEvent(session_id="s")]
    if partial and response.custom_recipe is not None:
        events.append(RecipePartialEvent(recipe=response.custom_recipe))
    return Turn(events=[*events, DoneEvent(response=response)], response=response, session_id="s")


def failed(key: str, answer: Turn) -> list[str]:
    return [label for label, ok in BY_KEY[key].expect(answer, BOOK) if not ok]


def test_the_journeys_are_the_seeds_in_order_and_phrased_in_both_languages() -> None:
    assert [j.key for j in JOURNEYS] == [
        "discover",
        "fallback",
        "create",
        "refine",
        "replay",
        "resume",
        "allergen",
    ]
    assert all(set(j.say) == {"en", "es"} for j in JOURNEYS)
    assert BY_KEY["refine"].continues == "create"


@pytest.mark.parametrize("language", ["en", "es"])
def test_each_role_is_played_by_a_user_who_fits_it(language: Language) -> None:
    allergic = cast("allergic", language)
    cook = cast("cook", language)
    everyday = cast("everyday", language)

    assert "peanut" in allergic.allergies
    assert cook == cookbook_of(language).cook
    assert {allergic.language, cook.language, everyday.language} == {language}


def test_an_everyday_override_changes_only_that_role() -> None:
    luis = demo_user("luis")

    assert cast("everyday", "en", everyday=luis) == luis
    assert cast("allergic", "en", everyday=luis) != luis


def test_demo_users_are_found_by_first_name_whatever_the_case_and_accents() -> None:
    assert demo_user("SOFIA") == demo_user("Sofía")
    assert demo_user("maya").email.startswith("maya@")
    with pytest.raises(KeyError):
        demo_user("")
    with pytest.raises(KeyError):
        demo_user("nobody")
    assert len({u.user_id for u in DEMO_USERS}) == len(DEMO_USERS)


def test_an_allergen_in_the_recipe_fails_the_block_even_when_a_warning_is_shown() -> None:
    answer = IrmixyResponse(
        message="Here it is",
        language="en",
        custom_recipe=recipe("chicken", "peanuts"),
        safety_flags=SafetyFlags(allergen_warning="Contains peanuts"),
    )

    assert failed("allergen", turn(answer)) == ["no peanut ingredient"]


def test_a_recipe_left_without_the_allergen_passes_when_it_says_so() -> None:
    said = IrmixyResponse(
        message="Here it is",
        language="en",
        custom_recipe=recipe("chicken", description="Because of your allergies: no peanuts."),
    )
    silent = IrmixyResponse(message="Here it is", language="en", custom_recipe=recipe("chicken"))

    assert failed("allergen", turn(said)) == []
    assert failed("allergen", turn(silent)) == ["the allergy is surfaced"]


def test_replay_must_find_the_one_chicken_recipe_of_last_week() -> None:
    saved = datetime(2026, 11, 10, 19, tzinfo=UTC)
    found = {
        "user_recipe_id": "r1",
        "name": chicken_recipe(BOOK),
        "created_at": saved,
        "source": "ai_generated",
    }
    single = IrmixyResponse(
        message="Found it",
        language="en",
        retrieval=RetrievalSingle.model_validate({"recipe": found}),
        trace={"tools_called": ["retrieve_custom_recipe"], "latency_ms": 1, "provider": "x"},
    )
    candidates = [
        {"user_recipe_id": f"r{i}", "name": found["name"], "created_at": saved, "confidence": 0.5}
        for i in range(2)
    ]
    several = single.model_copy(
        update={"retrieval": RetrievalMultiple.model_validate({"recipes": candidates})}
    )

    assert failed("replay", turn(single)) == []
    assert failed("replay", turn(several)) == ["one match", f"it is {chicken_recipe(BOOK)}"]


def test_a_created_recipe_must_stream_before_the_answer_completes() -> None:
    answer = IrmixyResponse(message="Here", language="en", custom_recipe=recipe("rice"))

    assert failed("create", turn(answer, partial=True)) == []
    assert failed("create", turn(answer)) == ["recipe shown before the answer completed"]


def test_a_turn_without_an_answer_fails_every_journey() -> None:
    broken = Turn(error="500 internal_error: boom")

    assert all(failed(j.key, broken) == ["answered (done event)"] for j in JOURNEYS)


def test_each_cook_has_exactly_one_chicken_recipe_and_resumes_another() -> None:
    for book in COOKBOOKS:
        chicken = [r for r in book.recipes if any("chicken" in n for n in r.ingredient_names)]
        assert len(chicken) == 1
        assert book.resumed not in chicken
        assert 1 < book.current_step < len(book.resumed.recipe.steps)


@pytest.mark.parametrize(
    ("line", "call"),
    [
        ("tacos al pastor", ToolCall(name="search_recipes", args={"query": "tacos al pastor"})),
        (
            '/tool retrieve_custom_recipe {"query": "pollo", "timeframe": "ayer"}',
            ToolCall(name="retrieve_custom_recipe", args={"query": "pollo", "timeframe": "ayer"}),
        ),
        ("/tool search_recipes", ToolCall(name="search_recipes", args={})),
    ],
)
def test_typed_lines_become_tool_calls(line: str, call: ToolCall) -> None:
    assert parse_tool_line(line) == call


@pytest.mark.parametrize(
    ("line", "reason"),
    [("/tool", "usage"), ("/tool x {nope", "not JSON"), ("/tool x [1]", "JSON object")],
)
def test_malformed_tool_lines_say_what_is_wrong(line: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        parse_tool_line(line)
