"""Step pieces shared by the templates: prep, aromatics, starch sides, serving, dial settings."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared.ai.offline.normalize import fold
from shared.ai.offline.phrases import (
    SAFE_TEMPERATURES,
    StepDraft,
    Tm,
    in_minutes,
    join_names,
    safety_sentence,
    tm_label,
)

if TYPE_CHECKING:
    from shared.ai.offline.plan import Plan

__all__ = [
    "CHOP",
    "MIX",
    "STARTED_FIRST",
    "beaten_es",
    "chop_aromatics",
    "cook_eggs",
    "prep",
    "serve",
    "starch",
    "stir",
    "sweat_aromatics",
    "tm_step",
]

CHOP = Tm(seconds=5, temp=None, speed="5")
# Forms of a food that come ready to cook: nobody chops frozen peas, canned corn or ground meat.
_READY_FORM = re.compile(
    r"\b(?:frozen|canned|tinned|ground|minced|congelad[oa]s?|enlatad[oa]s?|de lata|"
    r"molid[oa]s?)\b"
)
MIX = Tm(seconds=10, temp=None, speed="3")
# Leftover rice or pasta only needs warming through.
_REHEAT_MINUTES = 3


def stir(minutes: int, temp: str = "100") -> Tm:
    """Gentle cooking: reverse at spoon speed, so pieces are stirred, not shredded.

    Args:
        minutes: how long.
        temp: the bowl temperature in °C.

    Returns:
        The dial settings.
    """
    return Tm(seconds=minutes * 60, temp=temp, speed="spoon", reverse=True)


def tm_step(plan: Plan, tm: Tm, en: str, es: str, *, safety_note: str | None = None) -> StepDraft:
    """A Thermomix step; "{tm}" in the text becomes the dial label ("3 min/120°C/speed 1").

    Args:
        plan: the recipe plan (for its language).
        tm: the dial settings.
        en: the English text.
        es: the Spanish text.
        safety_note: a food-safety note to attach.

    Returns:
        The step, timed by its settings.
    """
    label = tm_label(tm, plan.language)
    text = plan.t(en, es).replace("{tm}", label)
    return StepDraft(text=text, minutes=tm.seconds // 60 or None, tm=tm, safety_note=safety_note)


def chop_aromatics(plan: Plan) -> list[StepDraft]:
    """With a Thermomix, chop onion and garlic in the bowl first.

    Args:
        plan: the recipe plan.

    Returns:
        The chopping step, or nothing without a Thermomix or aromatics.
    """
    if not (plan.thermomix and plan.aromatics):
        return []
    names = plan.names(plan.aromatics)
    return [
        tm_step(
            plan,
            CHOP,
            f"Place the {names} in the mixing bowl and chop {{tm}}. Scrape down the sides.",
            f"Pon {names} en el vaso y trocea {{tm}}. Baja los restos de las paredes.",
        )
    ]


def sweat_aromatics(plan: Plan, vessel_en: str, vessel_es: str) -> StepDraft:
    """Heat the oil and soften the aromatics, in a pan or in the bowl.

    Args:
        plan: the recipe plan.
        vessel_en: the pan, in English ("a large skillet").
        vessel_es: the pan, in Spanish.

    Returns:
        The step.
    """
    minutes = plan.minutes.get("aromatics", 3)
    oil_en = f"the {plan.oil}" if plan.oil else "a splash of water"
    oil_es = plan.oil or "un chorrito de agua"
    if plan.thermomix:
        return tm_step(
            plan,
            Tm(seconds=minutes * 60, temp="120", speed="1"),
            f"Add {oil_en} and sauté {{tm}}.",
            f"Agrega {oil_es} y sofríe {{tm}}.",
        )
    if plan.aromatics:
        names = plan.names(plan.aromatics)
        return StepDraft(
            text=plan.t(
                f"Heat {oil_en} in {vessel_en} over medium heat. Add the {names} and cook for "
                f"{in_minutes(minutes, 'en')}, until soft.",
                f"Calienta {oil_es} en {vessel_es} a fuego medio. Agrega {names} y cocina "
                f"{in_minutes(minutes, 'es')}, hasta que se suavicen.",
            ),
            minutes=minutes,
        )
    return StepDraft(
        text=plan.t(
            f"Heat {oil_en} in {vessel_en} over medium-high heat.",
            f"Calienta {oil_es} en {vessel_es} a fuego medio-alto.",
        )
    )


def prep(plan: Plan, extra: tuple[str, ...] = ()) -> StepDraft:
    """Knife work: cut the protein, chop what the Thermomix does not, beat the eggs.

    Args:
        plan: the recipe plan.
        extra: more names to chop.

    Returns:
        The step.
    """
    cut = plan.protein if plan.protein_kind not in (None, "egg", "legume") else None
    # Ground meat comes in crumbs: it is broken up in the pan, never cut into pieces.
    ground = plan.protein_kind == "ground_meat"
    chop = plan.names(
        tuple(
            name
            for name in plan.vegetables
            if name not in plan.uncut and not _READY_FORM.search(fold(name))
        ),
        extra,
        () if plan.thermomix else plan.aromatics,
    )
    parts_en, parts_es = [], []
    if cut and not ground:
        parts_en.append(f"Cut the {cut} into bite-size pieces")
        parts_es.append(f"Corta {cut} en trozos pequeños")
    if cut and plan.coating and ground:
        parts_en.append(f"Toss the {cut} with the {plan.coating}.")
        parts_es.append(f"Mezcla {cut} con {plan.coating}.")
    elif cut and plan.coating:
        # The pieces are coated before anything else is chopped: "the pieces" are the meat's.
        parts_en[0] += f" and toss them in the {plan.coating}."
        parts_es[0] += f" y pásalos por {plan.coating}."
    if chop:
        parts_en.append(f"chop the {chop}")
        parts_es.append(f"pica {chop}")
    # Beating the eggs is its own sentence, so a modification that drops them drops it whole.
    eggs = plan.egg_name if plan.kind != "salad" else None
    egg_en = f"Beat the {eggs} with a pinch of salt." if eggs else ""
    egg_es = f"Bate {eggs} con una pizca de sal." if eggs else ""
    if not parts_en:
        text = plan.t(egg_en, egg_es) or plan.t(
            "Get all the ingredients ready.", "Ten listos todos los ingredientes."
        )
        return StepDraft(text=text)
    if cut and plan.coating:
        en = " ".join([parts_en[0], *(p[:1].upper() + p[1:] for p in parts_en[1:])]).rstrip(".")
        es = " ".join([parts_es[0], *(p[:1].upper() + p[1:] for p in parts_es[1:])]).rstrip(".")
    else:
        en = join_names(parts_en, "en")
        es = join_names(parts_es, "es")
    return StepDraft(
        text=plan.t(f"{en[0].upper()}{en[1:]}. {egg_en}", f"{es[0].upper()}{es[1:]}. {egg_es}")
    )


# Sides that take longer than the dish: started first, said as cooking while the rest is made.
STARTED_FIRST = frozenset({"rice", "pasta"})
_FIRST: dict[str, tuple[str, str]] = {
    "rice": (
        "First, cook the {s} in salted water for {m}, until tender, while you make the rest.",
        "Primero, cuece {s} en agua con sal {m}, hasta que esté suave, mientras preparas lo demás.",
    ),
    "pasta": (
        "First, cook the {s} in plenty of salted boiling water until al dente, while you make "
        "the rest; drain.",
        "Primero, cuece {s} en abundante agua hirviendo con sal hasta que esté al dente, "
        "mientras preparas lo demás; escurre.",
    ),
}


def starch(plan: Plan, *, first: bool = False) -> list[StepDraft]:
    """Cook the side (rice, pasta, tortillas) while the rest cooks.

    Args:
        plan: the recipe plan.
        first: the step comes before the dish's own (rice or pasta, which take longer than
            the rest: said last, "Meanwhile, cook the rice 18 minutes" came after the eggs
            were done, and the dish waited on it).

    Returns:
        The side's step, or nothing without a starch.
    """
    if plan.starch is None:
        return []
    if plan.starch_kind == "cooked":
        return _reheat(plan, plan.starch)
    texts = {
        "rice": (
            "Meanwhile, cook the {s} in salted water for {m}, until tender.",
            "Mientras tanto, cuece {s} en agua con sal {m}, hasta que esté suave.",
        ),
        "pasta": (
            "Meanwhile, cook the {s} in plenty of salted boiling water until al dente; drain.",
            "Mientras tanto, cuece {s} en abundante agua hirviendo con sal hasta que esté "
            "al dente; escurre.",
        ),
        "oats": (
            "Meanwhile, simmer the {s} in water for 5 minutes, until creamy.",
            "Mientras tanto, cuece {s} en agua 5 minutos, hasta que esté cremosa.",
        ),
        "tortilla": (
            "Warm the {s} in a dry pan for 30 seconds per side.",
            "Calienta {s} en un comal o sartén seco 30 segundos por lado.",
        ),
    }
    en, es = texts.get(
        plan.starch_kind or "",
        ("Prepare the {s} to serve alongside.", "Prepara {s} para acompañar."),
    )
    if first and plan.starch_kind in _FIRST:
        en, es = _FIRST[plan.starch_kind]
    minutes = plan.minutes.get("starch", 18)
    duration = in_minutes(minutes, plan.language)
    text = plan.t(en, es).replace("{s}", plan.starch).replace("{m}", duration)
    return [StepDraft(text=text, minutes=minutes if plan.starch_kind == "rice" else None)]


def _reheat(plan: Plan, name: str) -> list[StepDraft]:
    """Warm a starch the cook already cooked: stirred in, steaming hot, never boiled again."""
    if plan.kind == "salad":
        return []  # tossed in with the rest, as it is
    fahrenheit, celsius, _ = SAFE_TEMPERATURES["leftovers"]
    minutes = _REHEAT_MINUTES
    return [
        StepDraft(
            text=plan.t(
                f"Stir in the {name} and heat for {in_minutes(minutes, 'en')}, until steaming "
                f"hot throughout ({fahrenheit}°F/{celsius}°C).",
                f"Incorpora {name} y calienta {in_minutes(minutes, 'es')}, moviendo, hasta que "
                f"esté bien caliente ({celsius}°C/{fahrenheit}°F).",
            ),
            minutes=minutes,
        )
    ]


def serve(plan: Plan) -> StepDraft:
    """Season to taste, garnish and serve.

    Args:
        plan: the recipe plan.

    Returns:
        The final step.
    """
    finish = plan.names(plan.finish)
    # Leftover rice was stirred into the dish: it is not a side any more.
    side = plan.starch if plan.starch_kind != "cooked" and not plan.starch_in_pot else None
    en = "Taste and adjust the salt"
    es = "Prueba y ajusta la sal"
    if finish:
        en += f", finish with the {finish}"
        es += f", termina con {finish}"
    if side:
        en += f" and serve with the {side}."
        es += f" y sirve con {side}."
    else:
        en += " and serve hot." if plan.kind != "salad" else " and serve right away."
        es += " y sirve caliente." if plan.kind != "salad" else " y sirve de inmediato."
    return StepDraft(text=plan.t(en, es))


def beaten_es(name: str) -> str:
    """Spanish "batido", agreeing with the name: "huevo batido", "huevos batidos", "claras batidas".

    Names come bare (the article is added later, `with_articles`), so the noun's own ending
    says its number and gender; the noun is the first word ("huevo de codorniz").
    """
    noun = (name.split(maxsplit=1) or [name])[0].lower()
    plural = "s" if noun.endswith("s") else ""
    gender = "a" if noun.removesuffix("s").endswith("a") else "o"
    return f"batid{gender}{plural}"


def cook_eggs(plan: Plan, *, in_skillet: bool) -> list[StepDraft]:
    """Cook the beaten eggs: in the dish's skillet, or in a small pan of their own.

    Args:
        plan: the recipe plan.
        in_skillet: whether the eggs go into the dish's skillet.

    Returns:
        The egg step with its safety check, or nothing without eggs.
    """
    eggs = plan.egg_name
    if eggs is None:
        return []
    minutes = plan.minutes.get("eggs", 4)
    safety = safety_sentence("eggs", eggs, plan.language)
    if plan.thermomix and in_skillet:
        return [
            tm_step(
                plan,
                stir(minutes, "90"),
                f"Add the beaten {eggs} and cook {{tm}}. {safety}",
                f"Agrega {eggs} {beaten_es(eggs)} y cocina {{tm}}. {safety}",
                safety_note=safety,
            )
        ]
    where_en = "" if in_skillet else " into a small non-stick pan"
    where_es = "" if in_skillet else " en una sartén pequeña antiadherente"
    return [
        StepDraft(
            text=plan.t(
                f"Pour the beaten {eggs}{where_en} and stir gently for "
                f"{in_minutes(minutes, 'en')}. {safety}",
                f"Vierte {eggs} {beaten_es(eggs)}{where_es} y mueve suavemente "
                f"{in_minutes(minutes, 'es')}. {safety}",
            ),
            minutes=minutes,
            safety_note=safety,
        )
    ]
