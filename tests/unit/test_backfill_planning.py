"""Backfill planning without a database: staleness, batches, mode choice, request and report."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from backfill.request import BackfillRequest
from pydantic import ValidationError

from shared.embeddings import RecipeContent, content_hash
from shared.embeddings.dispatch import choose_mode
from shared.embeddings.fan_out import BackfillMessage
from shared.embeddings.options import BackfillOptions
from shared.embeddings.planning import classify, plan_batches
from shared.embeddings.report import BackfillReport, coverage_ratio
from shared.embeddings.source import RecipeEmbeddingState
from shared.errors import ConfigError

MODEL = "text-embedding-3-large"


def state(name: str, *, stored_hash: str | None = None, stored_model: str | None = None) -> Any:
    return RecipeEmbeddingState(
        recipe_id=uuid.uuid5(uuid.NAMESPACE_URL, name),
        name_en=name,
        name_es=f"{name} (es)",
        description_en=None,
        first_instruction_en="Boil water.",
        ingredients=(("rice", "arroz"),),
        tags_en=("quick",),
        stored_hash=stored_hash,
        stored_model=stored_model,
    )


def current(name: str, *, model: str = MODEL) -> Any:
    digest = content_hash(state(name).content())
    return state(name, stored_hash=digest, stored_model=model)


def test_only_missing_changed_or_other_model_recipes_are_pending() -> None:
    # Given one current, one missing, one changed and one other-model recipe
    states = [
        current("current"),
        state("missing"),
        state("changed", stored_hash="0" * 64, stored_model=MODEL),
        current("old model", model="text-embedding-3-small"),
    ]

    # When
    current_ids, pending = classify(states, embedding_model=MODEL, force_regenerate=False)

    # Then
    assert current_ids == {str(states[0].recipe_id)}
    assert [p.content.name_en for p in pending] == ["missing", "changed", "old model"]
    assert all(p.content_hash == content_hash(p.content) for p in pending)


def test_forcing_makes_every_recipe_pending_but_remembers_which_were_current() -> None:
    # Given
    states = [current("a"), state("b")]

    # When
    current_ids, pending = classify(states, embedding_model=MODEL, force_regenerate=True)

    # Then
    assert len(pending) == 2
    assert current_ids == {str(states[0].recipe_id)}


def test_the_state_row_maps_onto_the_content_formula() -> None:
    # Given
    row = state("Tortilla Soup")

    # When
    content = row.content()

    # Then
    assert content == RecipeContent(
        recipe_id=str(row.recipe_id),
        name_en="Tortilla Soup",
        name_es="Tortilla Soup (es)",
        first_instruction_en="Boil water.",
        ingredients=(("rice", "arroz"),),
        tags_en=("quick",),
    )


@pytest.mark.parametrize(
    ("count", "size", "expected"),
    [(0, 200, []), (5, 2, [2, 2, 1]), (200, 200, [200]), (201, 200, [200, 1])],
)
def test_batches_are_consecutive_and_at_most_the_batch_size(
    count: int, size: int, expected: list[int]
) -> None:
    # When
    batches = plan_batches(list(range(count)), size)

    # Then
    assert [len(b) for b in batches] == expected
    assert [item for batch in batches for item in batch] == list(range(count))


@pytest.mark.parametrize(
    ("pending", "requested", "queue", "expected"),
    [
        (10, None, True, "inline"),
        (601, None, True, "fan_out"),
        (601, None, False, "inline"),
        (10, True, True, "fan_out"),
        (10_000, False, True, "inline"),
    ],
)
def test_fan_out_is_explicit_or_above_the_threshold_with_a_queue(
    pending: int, requested: bool | None, queue: bool, expected: str
) -> None:
    # When
    mode = choose_mode(pending=pending, requested=requested, queue_configured=queue, threshold=600)

    # Then
    assert mode == expected


def test_requesting_fan_out_without_a_queue_is_a_configuration_error() -> None:
    with pytest.raises(ConfigError):
        choose_mode(pending=1, requested=True, queue_configured=False, threshold=600)


@pytest.mark.parametrize("size", [0, 201])
def test_options_refuse_batch_sizes_outside_1_to_200(size: int) -> None:
    with pytest.raises(ValueError, match="batch_size"):
        BackfillOptions(batch_size=size)


def test_the_request_has_defaults_and_maps_to_options() -> None:
    # When
    request = BackfillRequest.model_validate_json(b'{"dryRun": true, "fanOut": false}')

    # Then
    assert request.options() == BackfillOptions(batch_size=200, dry_run=True)
    assert request.fan_out is False


@pytest.mark.parametrize(
    "body",
    [
        b'{"batchSize": 500}',
        b'{"batchSize": 0}',
        b'{"batchSize": "50"}',
        b'{"dryRun": "yes"}',
        b'{"batch_size": 10}',
        b'{"limit": 10}',
    ],
)
def test_the_request_is_strict(body: bytes) -> None:
    with pytest.raises(ValidationError):
        BackfillRequest.model_validate_json(body)


def test_a_message_round_trips_in_camel_case() -> None:
    # Given
    ids = (uuid.uuid4(), uuid.uuid4())
    message = BackfillMessage(run_id="r1", batch=2, batches=3, recipe_ids=ids)

    # When
    body = message.to_body()

    # Then
    assert '"recipeIds"' in body
    assert '"runId"' in body
    assert BackfillMessage.model_validate_json(body) == message


def test_the_report_is_camel_case_json_ready() -> None:
    # Given
    report = BackfillReport(
        mode="inline",
        dry_run=False,
        force_regenerate=False,
        embedding_model=MODEL,
        batch_size=200,
        published=4,
        pending=2,
        embedded=1,
        skipped=2,
        failed=1,
        failed_recipe_ids=("x",),
        batches=2,
        failed_batches=(2,),
        enqueued_batches=0,
        pruned=0,
        pending_recipe_ids=(),
        duration_ms=12,
        covered=3,
        coverage=coverage_ratio(3, 4),
    )

    # When
    wire = report.to_wire()

    # Then
    assert wire["failedRecipeIds"] == ["x"]
    assert wire["failedBatches"] == [2]
    assert wire["coverage"] == 0.75
    assert wire["pendingRecipeIds"] == []
    assert "pending_recipe_ids" not in report.log_fields()
    assert not report.succeeded


def test_coverage_of_an_empty_catalogue_is_complete() -> None:
    assert coverage_ratio(0, 0) == 1.0
    assert coverage_ratio(1, 3) == 0.3333
