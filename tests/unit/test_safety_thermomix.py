"""Thermomix dials: valid and invalid values per setting, payload normalisation, recipe checks."""

from __future__ import annotations

import pytest

from shared.safety.thermomix import (
    check_recipe_thermomix,
    check_step_thermomix,
    normalize_step_payload,
    normalize_thermomix,
)
from shared.schemas import GeneratedRecipe, GeneratedStep


@pytest.mark.parametrize(
    ("raw", "seconds"),
    [
        (1, 1),
        (7200, 7200),
        (90, 90),
        (90.0, 90),
        (89.6, 90),
        ("90", 90),
        ("90 s", 90),
        ("90 seg", 90),
        ("2 min", 120),
        ("2 minutos", 120),
        ("1:30", 90),
        ("1 min 30 s", 90),
        ("1 minuto y 30 segundos", 90),
        ("1.5 min", 90),
        ("2 horas", 7200),
    ],
)
def test_valid_times(raw: object, seconds: int) -> None:
    # Given a time as written, when normalised
    settings, issues = normalize_thermomix(time=raw)

    # Then it is seconds, and any change is reported as normalised
    assert settings.time_seconds == seconds
    assert all(issue.kind == "normalized" for issue in issues)


@pytest.mark.parametrize(
    "raw",
    [0, -5, 7201, "3 horas", True, "a while", "", [90], float("nan"), float("inf"), "90 km"],
)
def test_invalid_times_are_dropped(raw: object) -> None:
    # Given an impossible time, when normalised
    settings, issues = normalize_thermomix(time=raw, step=3)

    # Then it is dropped and reported for the step
    assert settings.time_seconds is None
    assert [(i.field, i.kind, i.step) for i in issues] == [("time", "dropped", 3)]


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        (37, "37"),
        (120, "120"),
        (100, "100"),
        (98.6, "99"),
        ("100", "100"),
        ("100°C", "100"),
        ("100 ºC", "100"),
        ("100 °C", "100"),
        ("100 grados", "100"),
        ("212°F", "100"),
        ("Varoma", "varoma"),
        ("VAROMA", "varoma"),
        ("temperatura varoma", "varoma"),
        ("temp 90", "90"),
    ],
)
def test_valid_temperatures(raw: object, value: str) -> None:
    # Given a temperature as written, when normalised
    settings, _ = normalize_thermomix(temperature=raw)

    # Then it is the dial's string form, which the schema accepts
    assert settings.temperature == value
    # What comes out always passes the schema.
    GeneratedStep(order=1, instruction="x", thermomix_temp=value)


@pytest.mark.parametrize(
    "raw", [36, 121, 160, "130°C", "hot", True, "", {"c": 100}, float("nan"), "400°F"]
)
def test_invalid_temperatures_are_dropped(raw: object) -> None:
    # Given an impossible temperature, when normalised
    settings, issues = normalize_thermomix(temperature=raw)

    # Then it is dropped and reported
    assert settings.temperature is None
    assert [(i.field, i.kind) for i in issues] == [("temperature", "dropped")]


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("spoon", "spoon"),
        ("Cuchara", "spoon"),
        ("velocidad cuchara", "spoon"),
        ("stir", "spoon"),
        ("soft stir", "spoon"),
        (0.5, "0.5"),
        ("0.5", "0.5"),
        (4, "4"),
        ("4", "4"),
        ("4.0", "4"),
        ("velocidad 4", "4"),
        ("Speed 4", "4"),
        ("vel. 4", "4"),
        ("3,5", "3.5"),
        (3.5, "3.5"),
        ("10", "10"),
    ],
)
def test_valid_speeds(raw: object, value: str) -> None:
    # Given a speed as written, when normalised
    settings, _ = normalize_thermomix(speed=raw)

    # Then it is the dial's string form, which the schema accepts
    assert settings.speed == value
    GeneratedStep(order=1, instruction="x", thermomix_speed=value)


@pytest.mark.parametrize(
    "raw", [0, 0.25, 3.7, 10.5, "10.5", 11, "turbo", "Turbo", "5-10", "fast", True, "", None]
)
def test_invalid_speeds_are_dropped(raw: object) -> None:
    # Given an impossible speed, when normalised
    settings, issues = normalize_thermomix(speed=raw)

    # Then it is dropped and reported (nothing for no value)
    assert settings.speed is None
    expected = [] if raw is None else [("speed", "dropped")]
    assert [(i.field, i.kind) for i in issues] == expected


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        (True, True),
        (False, False),
        (1, True),
        (0, False),
        ("reverse", True),
        ("inversa", True),
        ("giro a la izquierda", True),
        ("Giro inverso", True),
        ("counterclockwise", True),
        ("sí", True),
        ("yes", True),
        ("no", False),
        ("normal", False),
        ("false", False),
    ],
)
def test_valid_reverse(raw: object, value: bool) -> None:
    # Given a reverse flag as written, when normalised
    settings, _ = normalize_thermomix(reverse=raw)

    # Then it is a boolean
    assert settings.reverse is value


@pytest.mark.parametrize("raw", ["maybe", 2, 0.5, ["reverse"]])
def test_invalid_reverse_is_dropped(raw: object) -> None:
    # Given an unreadable reverse flag, when normalised
    settings, issues = normalize_thermomix(reverse=raw)

    # Then it is dropped and reported
    assert settings.reverse is None
    assert [(i.field, i.kind) for i in issues] == [("reverse", "dropped")]


def test_canonical_values_report_nothing() -> None:
    # Given values already in canonical form, when normalised
    _, issues = normalize_thermomix(time=60, temperature="100", speed="1", reverse=True)

    # Then there is nothing to report
    assert issues == ()


@pytest.mark.parametrize(
    ("temperature", "speed", "advised"),
    [("100", "7", True), ("varoma", "10", True), ("60", "8", False), ("100", "6", False),
     (None, "10", False), ("100", "spoon", False)],
)  # fmt: skip
def test_fast_speed_on_hot_food_is_advised_not_changed(
    temperature: str | None, speed: str, advised: bool
) -> None:
    # Given a temperature and a speed, when normalised
    settings, issues = normalize_thermomix(temperature=temperature, speed=speed)

    # Then the speed is kept, with an advisory only when hot and fast
    assert settings.speed == speed
    assert any(issue.kind == "advisory" for issue in issues) is advised


def test_a_raw_step_payload_is_normalised_before_validation() -> None:
    # Given a model's step in camelCase with dial values the schema would refuse
    payload = {
        "order": 2,
        "instruction": "Sofríe la cebolla.",
        "thermomixTime": "3 min",
        "thermomixTemp": "120 ºC",
        "thermomixSpeed": "velocidad cuchara",
        "thermomixReverse": "giro a la izquierda",
    }

    # When normalised
    fixed, issues = normalize_step_payload(payload)

    # Then it validates, keeps its keys and text, and every rewrite is reported for step 2
    step = GeneratedStep.model_validate(fixed)
    assert (step.thermomix_time, step.thermomix_temp, step.thermomix_speed) == (180, "120", "spoon")
    assert step.thermomix_reverse is True
    assert fixed["instruction"] == "Sofríe la cebolla."
    assert {(i.field, i.kind, i.step) for i in issues} == {
        ("time", "normalized", 2),
        ("temperature", "normalized", 2),
        ("speed", "normalized", 2),
        ("reverse", "normalized", 2),
    }


def test_an_invalid_payload_value_becomes_none_and_never_raises() -> None:
    # Given a raw step with turbo and a zero time, when normalised
    fixed, issues = normalize_step_payload(
        {"order": 1, "instruction": "Blend.", "thermomix_speed": "turbo", "thermomix_time": 0}
    )

    # Then it validates with both dropped, and both are reported
    step = GeneratedStep.model_validate(fixed)
    assert (step.thermomix_speed, step.thermomix_time) == (None, None)
    assert len(issues) == 2


def test_an_unvalidated_impossible_speed_is_dropped_from_the_recipe() -> None:
    # Given a recipe holding a step built without validation (e.g. from stored JSON through
    # model_construct) with speed "10.5"
    blend = GeneratedStep.model_construct(
        order=2, instruction="Blend.", thermomix_time=60, thermomix_speed="10.5"
    )
    recipe = GeneratedRecipe(
        suggested_name="Soup",
        language="en",
        total_time=20,
        difficulty="easy",
        portions=2,
        ingredients=[{"name": "carrots"}],
        steps=[
            GeneratedStep(order=1, instruction="Chop.", thermomix_time=5, thermomix_speed="5"),
            blend,
        ],
    )

    # When checked
    fixed, issues = check_recipe_thermomix(recipe)

    # Then only the impossible value is gone, and the first step is the same object
    assert fixed.steps[1].thermomix_speed is None
    assert fixed.steps[1].thermomix_time == 60
    assert fixed.steps[0] is recipe.steps[0]
    assert [(i.step, i.field, i.kind) for i in issues] == [(2, "speed", "dropped")]


def test_a_valid_step_is_returned_unchanged() -> None:
    # Given a valid step
    step = GeneratedStep(order=1, instruction="Stir.", thermomix_time=30, thermomix_speed="spoon")

    # When checked
    checked, issues = check_step_thermomix(step)

    # Then the same object comes back with no issue
    assert checked is step
    assert issues == ()
