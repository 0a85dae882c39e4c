"""USDA checks of a generated recipe's steps: state a safe internal temperature, or add one.

1. Which food-safety categories the recipe involves comes from its *ingredient lines* (name and
   enrichment's canonical name) through `FoodSafetyRules` (catalogue `safety_category`, then
   built-in words). A grinding word on a red-meat or pork line ("ground pork", "res molida")
   makes it `ground_meat`; "molida" alone is not meat ("pimienta molida" is pepper).
2. For each category, strictest minimum first, the internal temperatures stated in the steps
   (see `shared.safety.temperatures`) that are about it (see `food_mentions.attribute`) decide:
   - one below the minimum is rewritten in place ("140°F" → "165°F", "60 °C" → "74 °C") and
     its step gets the rule's note;
   - otherwise one at or above the minimum, or a doneness cue, satisfies the rule; eggs are
     also satisfied by any internal temperature at or above theirs (the dish cooks its eggs);
   - otherwise the rule's note goes on the step that cooks that food (the last step that names
     it and cooks), else the last cooking step, else the last step.
Step notes are in the recipe's language; the returned notes (for `SafetyFlags`) in `language`.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.safety.food_mentions import (
    MEAT_FAMILY,
    attribute,
    categories_in,
    has_doneness_cue,
    is_cooking,
)
from shared.safety.temperatures import find_temperatures, format_degrees, rewrite_temperatures
from shared.safety.wording import clip

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from shared.safety.food_safety_rules import FoodSafetyRule, FoodSafetyRules
    from shared.safety.temperatures import TemperatureMention, TemperatureUnit
    from shared.schemas import GeneratedRecipe, GeneratedStep, Language

__all__ = [
    "FoodSafetyResult",
    "TemperatureCorrection",
    "check_food_safety",
    "detect_safety_categories",
]

_CORRECTED: Final[Mapping[str, str]] = {
    "en": "Step {step}: the internal temperature was raised to the safe minimum, {f}°F ({c}°C).",
    "es": "Paso {step}: se subió la temperatura interna al mínimo seguro, {c} °C ({f} °F).",
}
_MAX_NOTE = 400
_MAX_INSTRUCTION = 2000


@dataclass(frozen=True, kw_only=True)
class TemperatureCorrection:
    """A stated temperature that was below the USDA minimum, and what it became."""

    step: int
    category: str
    unit: TemperatureUnit
    before: float
    after: float


@dataclass(frozen=True, kw_only=True)
class FoodSafetyResult:
    """The corrected recipe, the notes for `SafetyFlags.food_safety_notes`, and why."""

    recipe: GeneratedRecipe
    notes: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    corrections: tuple[TemperatureCorrection, ...] = ()


def detect_safety_categories(
    lines: Iterable[str], *, rules: FoodSafetyRules, language: Language | None = None
) -> tuple[str, ...]:
    """The food-safety categories that ingredient lines involve, strictest minimum first.

    Args:
        lines: Ingredient names (and canonical names), one line each.
        rules: From `load_food_safety_rules` (or `FoodSafetyRules.defaults()`).
        language: The lines' language (for false friends such as the Spanish "tuna").

    Returns:
        Categories that have a rule, sorted by minimum °F descending, then name.
    """
    found: set[str] = set()
    for line in lines:
        found.update(*categories_in(line, rules, language, prose=False))
    ruled = [category for category in found if rules.rule(category) is not None]
    return tuple(sorted(ruled, key=lambda c: (-rules.rules[c].min_f, c)))


def _minimum(rule: FoodSafetyRule, unit: TemperatureUnit) -> float:
    return rule.min_c if unit == "C" else rule.min_f


def _target_step(
    category: str, texts: Sequence[str], steps: Sequence[GeneratedStep], named: Sequence[set[str]]
) -> int:
    def names(i: int) -> bool:
        # Steps say "brown the beef" for ground beef.
        return category in named[i] or (category == "ground_meat" and bool(named[i] & MEAT_FAMILY))

    cooking = [i for i, step in enumerate(steps) if is_cooking(texts[i], step)]
    naming = [i for i in range(len(steps)) if names(i)]
    both = [i for i in naming if i in cooking]
    for candidates in (both, cooking, naming):
        if candidates:
            return candidates[-1]
    return len(steps) - 1


@dataclass(frozen=True, kw_only=True)
class _Work:
    """The state of one check: its lists fill up (and texts are rewritten) category by category."""

    texts: list[str]
    step_notes: defaultdict[int, list[str]]
    notes: list[str]
    corrections: list[TemperatureCorrection]


def _check_category(
    category: str,
    work: _Work,
    *,
    recipe: GeneratedRecipe,
    rules: FoodSafetyRules,
    involved: Sequence[str],
    flag_language: Language,
) -> None:
    rule = rules.rules[category]
    below: defaultdict[int, list[TemperatureMention]] = defaultdict(list)
    satisfied = False
    for i, text in enumerate(work.texts):
        for mention in find_temperatures(text):
            if not mention.internal:
                continue
            safe = mention.value >= _minimum(rule, mention.unit) - 1e-6
            if category == "eggs" and safe:
                satisfied = True
                continue
            about = attribute(
                text, mention, rules=rules, language=recipe.language, involved=involved
            )
            if category not in about:
                continue
            if safe:
                satisfied = True
            else:
                below[i].append(mention)
    for i, wrong in below.items():
        work.texts[i] = rewrite_temperatures(
            work.texts[i], [(m, _minimum(rule, m.unit)) for m in wrong]
        )
        step = recipe.steps[i].order
        work.corrections.extend(
            TemperatureCorrection(
                step=step,
                category=category,
                unit=m.unit,
                before=m.value,
                after=_minimum(rule, m.unit),
            )
            for m in wrong
        )
        work.step_notes[i].append(rule.note(recipe.language))
        work.notes.append(
            _CORRECTED[flag_language].format(
                step=step, f=format_degrees(rule.min_f), c=format_degrees(rule.min_c)
            )
        )
    if below or not (satisfied or has_doneness_cue(category, work.texts)):
        if not below:
            named = [
                set().union(*categories_in(text, rules, recipe.language, prose=True))
                for text in work.texts
            ]
            target = _target_step(category, work.texts, recipe.steps, named)
            work.step_notes[target].append(rule.note(recipe.language))
        work.notes.append(rule.note(flag_language))


def check_food_safety(
    recipe: GeneratedRecipe, *, rules: FoodSafetyRules, language: Language | None = None
) -> FoodSafetyResult:
    """Make sure every involved food has a safe internal temperature (or cue) in the steps.

    Args:
        recipe: The generated recipe (unchanged: a corrected copy is returned).
        rules: From `load_food_safety_rules` (or `FoodSafetyRules.defaults()`).
        language: Language of the returned notes; defaults to the recipe's.

    Returns:
        The corrected recipe (numbers rewritten, `safety_note` added where needed), the notes
        for `SafetyFlags.food_safety_notes`, the categories involved, and the corrections.
    """
    lines = [t for item in recipe.ingredients for t in (item.name, item.canonical_name) if t]
    categories = detect_safety_categories(lines, rules=rules, language=recipe.language)
    if not categories:
        return FoodSafetyResult(recipe=recipe)
    work = _Work(
        texts=[step.instruction for step in recipe.steps],
        step_notes=defaultdict(list),
        notes=[],
        corrections=[],
    )
    for category in categories:
        _check_category(
            category,
            work,
            recipe=recipe,
            rules=rules,
            involved=categories,
            flag_language=language or recipe.language,
        )
    steps = [
        _annotated(step, work.texts[i], work.step_notes.get(i, []))
        for i, step in enumerate(recipe.steps)
    ]
    return FoodSafetyResult(
        recipe=recipe.model_copy(update={"steps": steps}),
        notes=tuple(dict.fromkeys(work.notes)),
        categories=categories,
        corrections=tuple(work.corrections),
    )


def _annotated(step: GeneratedStep, text: str, notes: Sequence[str]) -> GeneratedStep:
    if text == step.instruction and not notes:
        return step
    note = step.safety_note or ""
    for extra in dict.fromkeys(notes):
        if extra in note:
            continue
        if not note:
            note = clip(extra, _MAX_NOTE)
        elif len(note) + 1 + len(extra) <= _MAX_NOTE:
            note = f"{note} {extra}"
        # A note that does not fit whole is left out here; it is still in the returned notes.
    update: dict[str, object] = {"instruction": clip(text, _MAX_INSTRUCTION)}
    if note:
        update["safety_note"] = note
    return step.model_copy(update=update)
