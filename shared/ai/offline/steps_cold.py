"""The salad and bake templates (no stovetop skillet): dressing, steaming, oven roasting."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from shared.ai.offline.ingredients import identify
from shared.ai.offline.phrases import StepDraft, Tm, in_minutes, safety_sentence
from shared.ai.offline.step_parts import CHOP, MIX, cook_eggs, serve, starch, tm_step

if TYPE_CHECKING:
    from shared.ai.offline.plan import Plan

__all__ = ["bake_steps", "salad_steps"]

_OVEN_F, _OVEN_C = 400, 200
_FIRM_CHOP = Tm(seconds=3, temp=None, speed="4")
_COOK_BEFORE_SALAD = frozenset(
    {"eggplant", "potato", "sweet_potato", "butternut_squash", "green_bean"}
)
_TENDER_MINUTES = 12


def salad_steps(plan: Plan) -> list[StepDraft]:
    """A fresh salad: cook what must be cooked, chop, dress and toss.

    Args:
        plan: the decided recipe (kind "salad").

    Returns:
        The steps.
    """
    steps: list[StepDraft] = []
    cooked = _cook_for_salad(plan)
    if cooked is not None:
        steps.append(cooked)
    if plan.eggs is not None:
        steps.append(_boil_eggs(plan, plan.eggs))
    for side in starch(plan):
        # Nothing cooks before it in a salad: no "Meanwhile" on the first step.
        text = side.text
        if not steps:
            text = re.sub(r"^(?:Meanwhile|Mientras tanto), (\w)", lambda m: m[1].upper(), text)
        steps.append(replace(side, text=text))
    raw = tuple(name for name in plan.vegetables if not _needs_cooking(name))
    tender = tuple(name for name in plan.vegetables if _needs_cooking(name))
    if tender:
        # Eggplant, potato or green beans are not eaten raw: cooked and cooled first.
        names = plan.names(tender)
        steps.append(
            StepDraft(
                text=plan.t(
                    f"Cut the {names} into small pieces and cook them in a pan with a little oil "
                    f"for {_TENDER_MINUTES} minutes, until tender; let them cool.",
                    f"Corta {names} en trozos pequeños y cocina en una sartén con un poco de "
                    f"aceite {_TENDER_MINUTES} minutos, hasta que estén suaves; deja enfriar.",
                ),
                minutes=_TENDER_MINUTES,
            )
        )
    firm = plan.names(raw, plan.aromatics)
    leafy = plan.names(plan.leafy)
    if firm and plan.thermomix:
        steps.append(
            tm_step(
                plan,
                _FIRM_CHOP,
                f"Place the {firm} in the mixing bowl and chop {{tm}}; transfer to a salad bowl.",
                f"Pon {firm} en el vaso y trocea {{tm}}; pasa a una ensaladera.",
            )
        )
    elif firm:
        steps.append(StepDraft(text=plan.t(f"Wash and chop the {firm}.", f"Lava y pica {firm}.")))
    if leafy:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"Wash, dry and tear the {leafy} into bite-size pieces.",
                    f"Lava, seca y corta {leafy} en trozos.",
                )
            )
        )
    dressing = plan.names(
        plan.oil, plan.acid, plan.mustard, plan.seasonings, plan.salt, plan.pepper
    )
    if dressing and plan.thermomix:
        steps.append(
            tm_step(
                plan,
                MIX,
                f"For the dressing, place the {dressing} in the clean mixing bowl and mix {{tm}}.",
                f"Para el aderezo, pon {dressing} en el vaso limpio y mezcla {{tm}}.",
            )
        )
    elif dressing:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"For the dressing, whisk the {dressing} in a small bowl.",
                    f"Para el aderezo, bate {dressing} en un tazón pequeño.",
                )
            )
        )
    steps.append(_toss(plan))
    return steps


def _cook_for_salad(plan: Plan) -> StepDraft | None:
    if plan.protein is None or plan.protein_kind in ("legume", "plant_protein", None):
        if plan.protein is not None:
            return StepDraft(
                text=plan.t(
                    f"Rinse and drain the {plan.protein}.", f"Enjuaga y escurre {plan.protein}."
                )
            )
        return None
    minutes = plan.minutes.get("protein", 12)
    safety = plan.safety() or ""
    if plan.thermomix:
        # Steaming in the Varoma: the bowl holds the water, the protein sits above it.
        return tm_step(
            plan,
            Tm(seconds=minutes * 60, temp="varoma", speed="1"),
            f"Put 500 ml of water in the mixing bowl, place the {plan.protein} in the Varoma "
            f"and steam {{tm}}. {safety}",
            f"Pon 500 ml de agua en el vaso, coloca {plan.protein} en el Varoma y cocina al "
            f"vapor {{tm}}. {safety}",
            safety_note=safety or None,
        )
    if plan.protein_kind == "egg":
        text = plan.t(
            f"Boil the {plan.protein} for "
            f"{in_minutes(minutes, 'en')}, cool them in cold water and peel "
            f"them. {safety}",
            f"Cuece {plan.protein} en agua hirviendo "
            f"{in_minutes(minutes, 'es')}, enfría en agua fría y "
            f"pela. {safety}",
        )
    else:
        text = plan.t(
            f"Season the {plan.protein} and cook it in a hot pan with a little oil for "
            f"{in_minutes(minutes, 'en')}, turning once. {safety} Slice it.",
            f"Sazona {plan.protein} y cocina en una sartén caliente con un poco de aceite "
            f"{in_minutes(minutes, 'es')}, volteando una vez. {safety} Rebana.",
        )
    return StepDraft(text=text, minutes=minutes, safety_note=safety or None)


def _boil_eggs(plan: Plan, eggs: str) -> StepDraft:
    minutes = 10
    safety = safety_sentence("eggs", eggs, plan.language)
    return StepDraft(
        text=plan.t(
            f"Boil the {eggs} for "
            f"{in_minutes(minutes, 'en')}, cool them in cold water, peel and quarter "
            f"them. {safety}",
            f"Cuece {eggs} en agua hirviendo "
            f"{in_minutes(minutes, 'es')}, enfría en agua fría, pela y "
            f"corta en cuartos. {safety}",
        ),
        minutes=minutes,
        safety_note=safety,
    )


def _needs_cooking(name: str) -> bool:
    info = identify(name)
    return info is not None and info.slug in _COOK_BEFORE_SALAD


def _toss(plan: Plan) -> StepDraft:
    cooled = tuple(name for name in plan.vegetables if _needs_cooking(name))
    extra = plan.names(plan.protein, plan.eggs, plan.starch, cooled, plan.finish)
    if extra:
        return StepDraft(
            text=plan.t(
                f"Toss the salad with the dressing, top with the {extra} and serve right away.",
                f"Mezcla la ensalada con el aderezo, agrega {extra} y sirve de inmediato.",
            )
        )
    return StepDraft(
        text=plan.t(
            "Toss the salad with the dressing and serve right away.",
            "Mezcla la ensalada con el aderezo y sirve de inmediato.",
        )
    )


def bake_steps(plan: Plan) -> list[StepDraft]:
    """A sheet-pan bake: season, roast, rest.

    Args:
        plan: the decided recipe (kind "bake").

    Returns:
        The steps.
    """
    steps = [
        StepDraft(
            text=plan.t(
                f"Preheat the oven to {_OVEN_F}°F ({_OVEN_C}°C).",
                f"Precalienta el horno a {_OVEN_C}°C ({_OVEN_F}°F).",
            )
        )
    ]
    seasoning = plan.names(plan.oil, plan.liquid, plan.seasoning_names())
    if plan.thermomix and plan.aromatics:
        names = plan.names(plan.aromatics)
        steps.append(
            tm_step(
                plan,
                CHOP,
                f"Place the {names} in the mixing bowl and chop {{tm}}.",
                f"Pon {names} en el vaso y trocea {{tm}}.",
            )
        )
        steps.append(
            tm_step(
                plan,
                MIX,
                f"Add the {seasoning} and mix {{tm}}.",
                f"Agrega {seasoning} y mezcla {{tm}}.",
            )
        )
    else:
        mix = plan.names(plan.oil, plan.liquid, plan.seasoning_names(), plan.aromatics)
        steps.append(
            StepDraft(
                text=plan.t(
                    f"In a large bowl, mix the {mix}.",
                    f"En un tazón grande, mezcla {mix}.",
                )
            )
        )
    vegetables = plan.names(plan.vegetables)
    if vegetables:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"Cut the {vegetables} into 2 cm (¾ in) pieces, toss them in the seasoning "
                    "and spread them on a baking sheet.",
                    f"Corta {vegetables} en trozos de 2 cm (¾ in), mézclalos con el sazonador y "
                    "extiéndelos en una charola para horno.",
                )
            )
        )
    if plan.protein and plan.protein_kind != "egg":
        # Eggs are never coated and laid on the tray: they cook in their own step. What is,
        # is arranged with the rest, a phrase that agrees with any protein's number and gender.
        steps.append(
            StepDraft(
                text=plan.t(
                    f"Coat the {plan.protein} with the rest of the seasoning and arrange "
                    "everything on the baking sheet.",
                    f"Cubre {plan.protein} con el resto del sazonador y acomoda todo en la "
                    "charola.",
                )
            )
        )
    minutes = plan.minutes.get("bake", 30)
    safety = plan.safety()
    tail = f" {safety}" if safety else ""
    steps.append(
        StepDraft(
            text=plan.t(
                "Bake for "
                f"{in_minutes(minutes, 'en')}, turning halfway, until golden and tender.{tail}",
                "Hornea "
                f"{in_minutes(minutes, 'es')}, volteando a la mitad, hasta que todo esté dorado "
                f"y suave.{tail}",
            ),
            minutes=minutes,
            safety_note=safety,
        )
    )
    steps.extend(cook_eggs(plan, in_skillet=False))
    steps.extend(starch(plan))  # the rice or pasta it is served with cooks while it bakes
    steps.append(serve(plan))
    return steps
