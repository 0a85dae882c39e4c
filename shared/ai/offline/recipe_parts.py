"""From template drafts to the wire schema: ingredient lines and numbered steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.ai.offline.counted_names import CUT_KINDS, counted_name
from shared.schemas.recipe import GeneratedIngredient, GeneratedStep

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.ai.offline.phrases import StepDraft
    from shared.ai.offline.quantities import Amount

__all__ = ["TO_TASTE", "to_ingredient", "to_steps"]

TO_TASTE = {"en": "to taste", "es": "al gusto"}
_MAX_NAME = 120
_MAX_INSTRUCTION = 2000


def to_ingredient(
    name: str, amount: Amount, language: str, *, kind: str | None = None
) -> GeneratedIngredient:
    """One ingredient line.

    Args:
        name: the ingredient as the recipe names it.
        amount: how much.
        language: "en" or "es" (for "to taste").
        kind: the food's kind, when known (a count of a meat is of its cuts: no plural).

    Returns:
        The line; a count of more than one names its food in the plural ("1½ jalapeños").
    """
    if amount.unit is None and amount.quantity is not None and kind not in CUT_KINDS:
        name = counted_name(name, amount.quantity, "es" if language == "es" else "en")
    return GeneratedIngredient(
        name=name[:_MAX_NAME],
        quantity=amount.quantity,
        unit=amount.unit,
        notes=TO_TASTE["es" if language == "es" else "en"] if amount.to_taste else None,
    )


def to_steps(drafts: Sequence[StepDraft], *, thermomix: bool) -> list[GeneratedStep]:
    """Numbered steps, with Thermomix settings only for a Thermomix owner.

    Args:
        drafts: the steps in order.
        thermomix: whether to include the dial settings.

    Returns:
        The steps, numbered from 1.
    """
    steps: list[GeneratedStep] = []
    for draft in drafts:
        text = " ".join(draft.text.split())[:_MAX_INSTRUCTION]
        if not text:
            continue
        tm = draft.tm if thermomix else None
        steps.append(
            GeneratedStep(
                order=len(steps) + 1,
                instruction=text,
                thermomix_time=tm.seconds if tm else None,
                thermomix_temp=tm.temp if tm else None,
                thermomix_speed=tm.speed if tm else None,
                thermomix_reverse=tm.reverse if tm else None,
                timer_seconds=draft.minutes * 60 if draft.minutes else None,
                safety_note=draft.safety_note,
            )
        )
    return steps
