"""The steps of the recipe templates; skillet and soup live here, the others next door.

With a Thermomix, chopping, sautéing and simmering happen in the bowl (meat and delicate pieces
on reverse at low speed, so they are stirred, not shredded); pan, oven and knife work stays
conventional and carries no settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.ai.offline.phrases import StepDraft, Tm, in_minutes
from shared.ai.offline.step_parts import (
    STARTED_FIRST,
    chop_aromatics,
    cook_eggs,
    prep,
    serve,
    starch,
    stir,
    sweat_aromatics,
    tm_step,
)
from shared.ai.offline.steps_cold import bake_steps, salad_steps
from shared.ai.offline.steps_dessert import dessert_steps

if TYPE_CHECKING:
    from shared.ai.offline.plan import Plan

__all__ = ["build_steps"]

_BLEND = Tm(seconds=60, temp=None, speed="8")


def build_steps(plan: Plan) -> list[StepDraft]:
    """The steps of a plan's template.

    Args:
        plan: the decided recipe.

    Returns:
        Steps in order, Thermomix settings on the steps done in the bowl.
    """
    if plan.kind == "soup":
        return _soup(plan)
    if plan.kind == "salad":
        return salad_steps(plan)
    if plan.kind == "bake":
        return bake_steps(plan)
    if plan.kind == "dessert":
        return dessert_steps(plan)
    return _skillet(plan)


def _skillet(plan: Plan) -> list[StepDraft]:
    first = plan.starch_kind in STARTED_FIRST
    steps = [*(starch(plan, first=True) if first else ()), prep(plan), *chop_aromatics(plan)]
    steps.append(sweat_aromatics(plan, "a large skillet", "una sartén grande"))
    if plan.roots:
        steps.append(_start_roots(plan))
    if plan.protein and plan.protein_kind not in ("egg", "legume"):
        steps.append(_cook_protein(plan))
    legume = plan.protein if plan.protein_kind == "legume" else None
    later = tuple(name for name in plan.vegetables if name not in plan.roots)
    vegetables = plan.names(later, legume)
    seasoning = plan.names(plan.seasoning_names())
    if vegetables or seasoning or plan.liquid:
        minutes = plan.minutes.get("vegetables", 6)
        add_en = (
            f"Add the {vegetables}, season with {seasoning}"
            if vegetables
            else (f"Season with {seasoning}")
        )
        add_es = (
            f"Agrega {vegetables}, sazona con {seasoning}"
            if vegetables
            else (f"Sazona con {seasoning}")
        )
        if not seasoning:
            add_en, add_es = f"Add the {vegetables}", f"Agrega {vegetables}"
        if plan.liquid:
            # What the pan's contents cook in is poured in with them, never chopped.
            pour_en, pour_es = f"pour in the {plan.liquid}", f"vierte {plan.liquid}"
            add_en = f"{add_en}, {pour_en}" if vegetables or seasoning else pour_en.capitalize()
            add_es = f"{add_es}, {pour_es}" if vegetables or seasoning else pour_es.capitalize()
        if plan.thermomix:
            steps.append(
                tm_step(
                    plan, stir(minutes), f"{add_en} and cook {{tm}}.", f"{add_es} y cocina {{tm}}."
                )
            )
        elif vegetables:
            steps.append(
                StepDraft(
                    text=plan.t(
                        f"{add_en} and cook for {in_minutes(minutes, 'en')}, until tender-crisp.",
                        f"{add_es} y cocina {in_minutes(minutes, 'es')}, hasta que estén tiernos.",
                    ),
                    minutes=minutes,
                )
            )
        else:
            # Nothing left to soften (no vegetables asked for, or all removed): the seasoning
            # goes on what is in the pan, and nothing is said to turn tender.
            steps.append(
                StepDraft(
                    text=plan.t(
                        f"{add_en} and cook for 1 more minute, stirring.",
                        f"{add_es} y cocina 1 minuto más, moviendo.",
                    ),
                    minutes=1,
                )
            )
    steps.extend(cook_eggs(plan, in_skillet=True))
    if not first:
        steps.extend(starch(plan))
    steps.append(serve(plan))
    return steps


def _start_roots(plan: Plan) -> StepDraft:
    """Raw potato or carrot pieces, covered first: they cook on while the rest goes in."""
    minutes = plan.minutes.get("roots", 8)
    roots = plan.names(plan.roots)
    if plan.thermomix:
        return tm_step(
            plan,
            stir(minutes),
            f"Add the {roots} and cook {{tm}}.",
            f"Agrega {roots} y cocina {{tm}}.",
        )
    return StepDraft(
        text=plan.t(
            f"Add the {roots}, cover and cook for {in_minutes(minutes, 'en')}, stirring now "
            "and then, until the pieces start to soften.",
            f"Agrega {roots}, tapa y cocina {in_minutes(minutes, 'es')}, moviendo de vez en "
            "cuando, hasta que los trozos empiecen a suavizarse.",
        ),
        minutes=minutes,
    )


def _cook_protein(plan: Plan) -> StepDraft:
    minutes = plan.minutes.get("protein", 8)
    safety = plan.safety()
    tail = f" {safety}" if safety else ""
    if plan.thermomix:
        return tm_step(
            plan,
            stir(minutes),
            f"Add the {plan.protein} and cook {{tm}}.{tail}",
            f"Agrega {plan.protein} y cocina {{tm}}.{tail}",
            safety_note=safety,
        )
    return StepDraft(
        text=plan.t(
            f"Add the {plan.protein}, season it and cook for "
            f"{in_minutes(minutes, 'en')}, stirring now "
            f"and then, until browned.{tail}",
            f"Agrega {plan.protein}, sazona y cocina "
            f"{in_minutes(minutes, 'es')}, moviendo de vez en "
            f"cuando, hasta que se dore.{tail}",
        ),
        minutes=minutes,
        safety_note=safety,
    )


def _soup(plan: Plan) -> list[StepDraft]:
    first = plan.starch_kind in STARTED_FIRST and not plan.starch_in_pot
    steps = [*(starch(plan, first=True) if first else ()), prep(plan), *chop_aromatics(plan)]
    steps.append(sweat_aromatics(plan, "a large pot", "una olla grande"))
    minutes = plan.minutes.get("simmer", 20)
    safety = plan.safety()
    tail = f" {safety}" if safety else ""
    what = plan.names(plan.protein, plan.vegetables, plan.starch if plan.starch_in_pot else None)
    seasoning = plan.names(plan.seasoning_names())
    liquid = plan.liquid or plan.t("water", "agua")
    if plan.liquid_amount:
        liquid = plan.t(f"{plan.liquid_amount} of {liquid}", f"{plan.liquid_amount} de {liquid}")
    add_en = f"Add the {what}" + (f", season with {seasoning}" if seasoning else "")
    add_es = f"Agrega {what}" + (f", sazona con {seasoning}" if seasoning else "")
    add_en += f", pour in {liquid}"
    add_es += f", vierte {liquid}"
    if plan.thermomix:
        # Reverse at speed 1 keeps pieces whole while the blades stir the pot.
        steps.append(
            tm_step(
                plan,
                Tm(seconds=minutes * 60, temp="100", speed="1", reverse=True),
                f"{add_en} and cook {{tm}}.{tail}",
                f"{add_es} y cocina {{tm}}.{tail}",
                safety_note=safety,
            )
        )
    else:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"{add_en} and bring to a boil. Simmer for {in_minutes(minutes, 'en')}, until "
                    f"everything is tender.{tail}",
                    f"{add_es} y lleva a hervor. Cocina a fuego bajo "
                    f"{in_minutes(minutes, 'es')}, hasta "
                    f"que todo esté suave.{tail}",
                ),
                minutes=minutes,
                safety_note=safety,
            )
        )
    if plan.protein is None:
        # A vegetable soup is better smooth; pieces of meat or beans are left whole.
        if plan.thermomix:
            steps.append(
                tm_step(
                    plan,
                    _BLEND,
                    "Blend {tm}, increasing the speed gradually.",
                    "Tritura {tm}, aumentando la velocidad poco a poco.",
                )
            )
        else:
            steps.append(
                StepDraft(
                    text=plan.t(
                        "Blend until smooth, carefully: the soup is hot.",
                        "Licúa hasta que quede terso, con cuidado: la sopa está caliente.",
                    )
                )
            )
    if plan.protein is not None:
        steps.extend(cook_eggs(plan, in_skillet=False))
    if not plan.starch_in_pot and not first:
        steps.extend(starch(plan))
    steps.append(serve(plan))
    return steps
