"""Thermomix settings of a step: normalise what a model wrote, drop what the device cannot do.

Enforced (these are the dials of the TM5/TM6 and the limits of `GeneratedStep`):

- time: 1 to 7200 s. Accepts 90, 90.0, "90", "90 s", "2 min", "1:30", "1 min 30 s", "2 minutos".
- temperature: 37 to 120 °C, or "varoma". Accepts 100, "100", "100°C", "100 ºC", "212°F"
  (converted), "Varoma", "temperatura varoma"; normalised to the string form ("100").
- speed: "spoon", or 0.5 to 10 in half steps. Accepts "cuchara", "stir", "soft stir",
  "velocidad 4", "speed 4", "4.0", "3,5", 4, 3.5; normalised to "4" / "3.5" / "spoon".
  Turbo is a pulse function, not a speed, and ranges ("5-10") are not one setting: both dropped.
- reverse: a boolean. Accepts "reverse", "inversa", "giro a la izquierda", "counterclockwise",
  "yes"/"sí", 1 → True; "no", "normal", 0 → False.

Anything else is dropped from the step (set to None), never raised, with a `ThermomixIssue`.

Advisory only (reported, nothing changed): a speed above 6 with the temperature above 60 °C or
Varoma. The TM5 manual says never to use Turbo or abruptly increase the speed when processing hot
food (above 60 °C); it does not say the device refuses such a setting, so neither do we.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal, TypeVar

from shared.safety.thermomix_dials import (
    InvalidDialError,
    parse_reverse,
    parse_speed,
    parse_temperature,
    parse_time,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from shared.schemas import GeneratedRecipe, GeneratedStep

__all__ = [
    "ThermomixField",
    "ThermomixIssue",
    "ThermomixSettings",
    "check_recipe_thermomix",
    "check_step_thermomix",
    "normalize_step_payload",
    "normalize_thermomix",
]

ThermomixField = Literal["time", "temperature", "speed", "reverse"]
IssueKind = Literal["normalized", "dropped", "advisory"]
V = TypeVar("V")

_HOT_C: Final = 60
_MAX_HOT_SPEED: Final = 6.0
_DESCRIBE_LIMIT = 60


@dataclass(frozen=True, kw_only=True)
class ThermomixSettings:
    """Normalised Thermomix settings of one step (None: not set)."""

    time_seconds: int | None = None
    temperature: str | None = None
    speed: str | None = None
    reverse: bool | None = None


@dataclass(frozen=True, kw_only=True)
class ThermomixIssue:
    """One value that was normalised, dropped, or is worth a warning.

    Attributes:
        field: Which setting.
        kind: "normalized" (rewritten to the canonical form), "dropped" (removed from the step)
            or "advisory" (kept, but worth telling the cook).
        original: The value as received, shortened for logs.
        value: What it became (None when dropped).
        message: An English explanation for logs.
        step: The step's `order`, when known.
    """

    field: ThermomixField
    kind: IssueKind
    original: str
    value: str | None
    message: str
    step: int | None = None


def _describe(value: object) -> str:
    text = repr(value)
    return text if len(text) <= _DESCRIBE_LIMIT else text[: _DESCRIBE_LIMIT - 1] + "…"


def _apply(
    name: ThermomixField,
    value: object,
    parser: Callable[[object], V],
    issues: list[ThermomixIssue],
    step: int | None,
) -> V | None:
    if value is None:
        return None
    try:
        result = parser(value)
    except InvalidDialError as exc:
        issues.append(
            ThermomixIssue(
                field=name,
                kind="dropped",
                original=_describe(value),
                value=None,
                message=str(exc),
                step=step,
            )
        )
        return None
    if result != value or type(result) is not type(value):
        issues.append(
            ThermomixIssue(
                field=name,
                kind="normalized",
                original=_describe(value),
                value=str(result),
                message=f"{name} rewritten in its canonical form",
                step=step,
            )
        )
    return result


def normalize_thermomix(
    *,
    time: object = None,
    temperature: object = None,
    speed: object = None,
    reverse: object = None,
    step: int | None = None,
) -> tuple[ThermomixSettings, tuple[ThermomixIssue, ...]]:
    """Normalise raw Thermomix values (as a model wrote them); never raises.

    Args:
        time: Seconds, or a duration string.
        temperature: °C, a °C/°F string, or "varoma".
        speed: A number, a speed string, or a spoon word.
        reverse: A boolean, 0/1, or a reverse word.
        step: The step's `order`, copied into the issues.

    Returns:
        The settings (invalid values become None) and one issue per value that was rewritten,
        dropped, or deserves an advisory.
    """
    issues: list[ThermomixIssue] = []
    settings = ThermomixSettings(
        time_seconds=_apply("time", time, parse_time, issues, step),
        temperature=_apply("temperature", temperature, parse_temperature, issues, step),
        speed=_apply("speed", speed, parse_speed, issues, step),
        reverse=_apply("reverse", reverse, parse_reverse, issues, step),
    )
    issues.extend(_advisories(settings, step))
    return settings, tuple(issues)


def _advisories(settings: ThermomixSettings, step: int | None) -> list[ThermomixIssue]:
    temperature, speed = settings.temperature, settings.speed
    if temperature is None or speed is None or speed == "spoon":
        return []
    hot = temperature == "varoma" or int(temperature) > _HOT_C
    if not hot or float(speed) <= _MAX_HOT_SPEED:
        return []
    return [
        ThermomixIssue(
            field="speed",
            kind="advisory",
            original=speed,
            value=speed,
            message="speed above 6 with food above 60 °C: raise the speed gradually",
            step=step,
        )
    ]


# The step fields, by setting, in snake_case and in the app's camelCase.
_STEP_FIELDS: Final[dict[ThermomixField, tuple[str, str]]] = {
    "time": ("thermomix_time", "thermomixTime"),
    "temperature": ("thermomix_temp", "thermomixTemp"),
    "speed": ("thermomix_speed", "thermomixSpeed"),
    "reverse": ("thermomix_reverse", "thermomixReverse"),
}


def normalize_step_payload(
    payload: Mapping[str, object],
) -> tuple[dict[str, object], tuple[ThermomixIssue, ...]]:
    """Normalise the Thermomix fields of a raw step (model JSON) *before* validating it.

    `GeneratedStep` refuses "100°C" or "velocidad 4"; running this first turns them into "100"
    and "4", and drops what cannot be fixed, so one bad dial does not fail the whole recipe.

    Args:
        payload: A step object with snake_case or camelCase keys.

    Returns:
        A copy with the Thermomix fields normalised (invalid ones set to None, under the key the
        payload used), and the issues.
    """
    order = payload.get("order")
    step = order if isinstance(order, int) and not isinstance(order, bool) else None
    keys = {
        name: next((key for key in pair if key in payload), pair[0])
        for name, pair in _STEP_FIELDS.items()
    }
    settings, issues = normalize_thermomix(
        time=payload.get(keys["time"]),
        temperature=payload.get(keys["temperature"]),
        speed=payload.get(keys["speed"]),
        reverse=payload.get(keys["reverse"]),
        step=step,
    )
    result = dict(payload)
    values: dict[ThermomixField, object] = {
        "time": settings.time_seconds,
        "temperature": settings.temperature,
        "speed": settings.speed,
        "reverse": settings.reverse,
    }
    for name, key in keys.items():
        if key in payload:
            result[key] = values[name]
    return result, issues


def check_step_thermomix(step: GeneratedStep) -> tuple[GeneratedStep, tuple[ThermomixIssue, ...]]:
    """Re-check a step's dials and add the hot-and-fast advisory.

    The schema already refuses most bad values; a step built without validation
    (`model_construct`, old stored JSON) can still hold anything, so nothing is assumed.

    Args:
        step: A step.

    Returns:
        The step (a corrected copy when a value was dropped or rewritten) and the issues.
    """
    settings, issues = normalize_thermomix(
        time=step.thermomix_time,
        temperature=step.thermomix_temp,
        speed=step.thermomix_speed,
        reverse=step.thermomix_reverse,
        step=step.order,
    )
    update = {
        "thermomix_time": settings.time_seconds,
        "thermomix_temp": settings.temperature,
        "thermomix_speed": settings.speed,
        "thermomix_reverse": settings.reverse,
    }
    if all(getattr(step, key) == value for key, value in update.items()):
        return step, issues
    return step.model_copy(update=update), issues


def check_recipe_thermomix(
    recipe: GeneratedRecipe,
) -> tuple[GeneratedRecipe, tuple[ThermomixIssue, ...]]:
    """`check_step_thermomix` over every step.

    Args:
        recipe: A generated recipe.

    Returns:
        The recipe (a corrected copy when any step changed) and every step's issues.
    """
    steps: list[GeneratedStep] = []
    issues: list[ThermomixIssue] = []
    for step in recipe.steps:
        checked, step_issues = check_step_thermomix(step)
        steps.append(checked)
        issues.extend(step_issues)
    if all(new is old for new, old in zip(steps, recipe.steps, strict=True)):
        return recipe, tuple(issues)
    return recipe.model_copy(update={"steps": steps}), tuple(issues)
