"""The dessert template's steps: a cream set in the fridge, a grain simmered in milk, a bake.

With a Thermomix the cream is heated and the grain cooked in the bowl (the grain on reverse at
spoon speed, so it is stirred, not broken); oven and fridge work carries no settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.phrases import StepDraft, Tm, in_minutes, safety_sentence
from shared.ai.offline.step_parts import tm_step

if TYPE_CHECKING:
    from shared.ai.offline.plan import Plan

__all__ = ["dessert_steps"]

_WARM: Final = "90"
_OVEN_C, _OVEN_F = 180, 350
_BATH_C, _BATH_F = 160, 325


def dessert_steps(plan: Plan) -> list[StepDraft]:
    """The steps of a dessert plan, by its form.

    Args:
        plan: the decided recipe (kind "dessert").

    Returns:
        The steps in order.
    """
    if plan.dessert_form == "baked":
        return _baked(plan)
    if plan.dessert_form == "simmered":
        return _simmered(plan)
    return _set(plan)


def _sweetening(plan: Plan) -> str:
    return plan.names(plan.seasoning_names())


def _set(plan: Plan) -> list[StepDraft]:
    steps: list[StepDraft] = []
    liquid = plan.liquid or plan.t("water", "agua")
    sweet = _sweetening(plan)
    with_en, with_es = (f" with the {sweet}", f" con {sweet}") if sweet else ("", "")
    if plan.thickener and not plan.eggs:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"Stir the {plan.thickener} into 3 tablespoons of cold water until "
                    "smooth; set aside.",
                    f"Disuelve {plan.thickener} en 3 cucharadas de agua fría, sin grumos; reserva.",
                )
            )
        )
    heat = plan.minutes.get("heat", 6)
    if plan.thermomix:
        steps.append(
            tm_step(
                plan,
                Tm(seconds=heat * 60, temp=_WARM, speed="2"),
                f"Place the {liquid}{with_en} in the mixing bowl and heat {{tm}}.",
                f"Pon {liquid}{with_es} en el vaso y calienta {{tm}}.",
            )
        )
    else:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"In a saucepan, warm the {liquid}{with_en} over medium-low heat for "
                    f"{in_minutes(heat, 'en')}, stirring, until the sugar dissolves and it "
                    "steams; do not let it boil.",
                    f"En una cacerola, calienta {liquid}{with_es} a fuego medio-bajo "
                    f"{in_minutes(heat, 'es')}, moviendo, hasta que el azúcar se disuelva y "
                    "eche vapor, sin que hierva.",
                ),
                minutes=heat,
            )
        )
    setting = plan.minutes.get("set", 3)
    if plan.eggs:
        safety = safety_sentence("eggs", plan.eggs, plan.language)
        steps.append(
            StepDraft(
                text=plan.t(
                    f"Whisk the {plan.eggs} in a bowl and slowly whisk in the warm mixture. "
                    "Pour it into cups or a mould, set them in a baking dish with hot water "
                    f"halfway up and bake at {_BATH_C}°C ({_BATH_F}°F) for "
                    f"{in_minutes(setting, 'en')}, until just set. {safety}",
                    f"Bate {plan.eggs} en un tazón y agrega poco a poco la mezcla tibia, sin "
                    "dejar de batir. Vierte en tazas o un molde, ponlos en un refractario con "
                    f"agua caliente hasta la mitad y hornea a {_BATH_C}°C ({_BATH_F}°F) "
                    f"{in_minutes(setting, 'es')}, hasta que cuaje. {safety}",
                ),
                minutes=setting,
                safety_note=safety,
            )
        )
    elif plan.thickener:
        what_en, what_es = f"the {plan.thickener} mixture", f"{plan.thickener} disuelta"
        if plan.thermomix:
            steps.append(
                tm_step(
                    plan,
                    Tm(seconds=setting * 60, temp=_WARM, speed="3"),
                    f"Add {what_en} and cook {{tm}}, until it thickens.",
                    f"Agrega {what_es} y cocina {{tm}}, hasta que espese.",
                )
            )
        else:
            steps.append(
                StepDraft(
                    text=plan.t(
                        f"Whisk in {what_en} and cook for {in_minutes(setting, 'en')} more, "
                        "whisking, until it thickens.",
                        f"Incorpora {what_es} batiendo y cocina {in_minutes(setting, 'es')} "
                        "más, sin dejar de batir, hasta que espese.",
                    ),
                    minutes=setting,
                )
            )
    hours = plan.minutes.get("chill", 240) // 60
    hours_en = "1 hour" if hours == 1 else f"{hours} hours"
    hours_es = "1 hora" if hours == 1 else f"{hours} horas"
    poured = (
        plan.t("Let it cool", "Deja enfriar")
        if plan.eggs
        else plan.t(
            "Pour into cups or a mould, let cool", "Vierte en tazas o un molde, deja enfriar"
        )
    )
    steps.append(
        StepDraft(
            text=plan.t(
                f"{poured}, cover and chill for at least {hours_en}, until set.",
                f"{poured}, tapa y refrigera al menos {hours_es}, hasta que cuaje.",
            )
        )
    )
    steps.append(_serve(plan, cold=True))
    return steps


def _simmered(plan: Plan) -> list[StepDraft]:
    grain = plan.starch or ""
    liquid = plan.liquid or plan.t("water", "agua")
    minutes = plan.minutes.get("simmer", 25)
    steps = [
        StepDraft(text=plan.t(f"Rinse the {grain} and drain it.", f"Enjuaga {grain} y escúrrelo."))
    ]
    if plan.thermomix:
        # Reverse at spoon speed stirs the grain without breaking it.
        steps.append(
            tm_step(
                plan,
                Tm(seconds=minutes * 60, temp=_WARM, speed="spoon", reverse=True),
                f"Place the {liquid} and {grain} in the mixing bowl and cook {{tm}}.",
                f"Pon {liquid} y {grain} en el vaso y cocina {{tm}}.",
            )
        )
    else:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"In a saucepan, bring the {liquid} to a gentle boil, add the {grain} and "
                    f"cook over low heat for {in_minutes(minutes, 'en')}, stirring often so it "
                    "does not stick, until soft and creamy.",
                    f"En una cacerola, lleva {liquid} a un hervor suave, agrega {grain} y "
                    f"cocina a fuego bajo {in_minutes(minutes, 'es')}, moviendo seguido para "
                    "que no se pegue, hasta que esté suave y cremoso.",
                ),
                minutes=minutes,
            )
        )
    sweet = _sweetening(plan)
    if sweet:
        more = plan.minutes.get("sweeten", 3)
        steps.append(
            StepDraft(
                text=plan.t(
                    f"Stir in the {sweet} and cook for {in_minutes(more, 'en')} more.",
                    f"Incorpora {sweet} y cocina {in_minutes(more, 'es')} más.",
                ),
                minutes=more,
            )
        )
    steps.append(_serve(plan, cold=False))
    return steps


def _baked(plan: Plan) -> list[StepDraft]:
    dry = plan.names(plan.dry, plan.thickener, plan.seasoning_names())
    wet = plan.names(plan.eggs, plan.liquid)
    minutes = plan.minutes.get("bake", 30)
    steps = [
        StepDraft(
            text=plan.t(
                f"Heat the oven to {_OVEN_C}°C ({_OVEN_F}°F) and grease a baking pan.",
                f"Precalienta el horno a {_OVEN_C}°C ({_OVEN_F}°F) y engrasa un molde.",
            )
        ),
        StepDraft(
            text=plan.t(
                f"In a bowl, mix the {dry}.",
                f"En un tazón, mezcla {dry}.",
            )
        ),
    ]
    fold_en = f", then fold in the {plan.names(plan.finish)}" if plan.finish else ""
    fold_es = (
        f" e incorpora {plan.names(plan.finish)} con movimientos envolventes"
        if (plan.finish)
        else ""
    )
    if wet:
        steps.append(
            StepDraft(
                text=plan.t(
                    f"In another bowl, whisk the {wet}. Pour into the dry ingredients and "
                    f"stir just until combined{fold_en}.",
                    f"En otro tazón, bate {wet}. Vierte sobre los ingredientes secos y mezcla "
                    f"solo hasta integrar{fold_es}.",
                )
            )
        )
    steps.append(
        StepDraft(
            text=plan.t(
                f"Pour into the pan and bake for {in_minutes(minutes, 'en')}, until a toothpick "
                "in the center comes out clean.",
                f"Vierte en el molde y hornea {in_minutes(minutes, 'es')}, hasta que un palillo "
                "en el centro salga limpio.",
            ),
            minutes=minutes,
        )
    )
    cool = plan.minutes.get("cool", 10)
    steps.append(
        StepDraft(
            text=plan.t(
                f"Let it cool for {in_minutes(cool, 'en')} before serving.",
                f"Deja enfriar {in_minutes(cool, 'es')} antes de servir.",
            ),
            minutes=cool,
        )
    )
    return steps


def _serve(plan: Plan, *, cold: bool) -> StepDraft:
    topping = plan.names(plan.finish)
    if not topping:
        return StepDraft(
            text=plan.t(
                "Serve cold." if cold else "Serve warm or cold.",
                "Sirve frío." if cold else "Sirve tibio o frío.",
            )
        )
    return StepDraft(
        text=plan.t(
            f"Serve {'cold' if cold else 'warm or cold'}, topped with the {topping}.",
            f"Sirve {'frío' if cold else 'tibio o frío'}, con {topping} encima.",
        )
    )
