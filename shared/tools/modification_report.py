"""What a modification really changed, read from the recipes themselves, not from the model.

A refined recipe comes back from a model or from the offline templates; either may leave a
request undone. Comparing the base recipe with the result, request by request ("quicker",
"sin cebolla", "for 2 people"), tells the cook exactly what changed and what could not be done,
so the answer never claims a change the recipe does not show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.ai.offline.articles import article_for
from shared.ai.offline.ingredients import identify, key
from shared.ai.offline.modification import ModificationRequest, parse_modification
from shared.ai.offline.normalize import FoldedText, fold
from shared.ai.offline.restrictions import ALLERGEN_WORDS, Restrictions

if TYPE_CHECKING:
    from shared.schemas.recipe import GeneratedIngredient, GeneratedRecipe
    from shared.schemas.response import Language

__all__ = ["ModificationReport", "as_written", "report_modification"]

_DIETS: Final[dict[Language, dict[str, str]]] = {
    "en": {"vegan": "vegan", "vegetarian": "vegetarian", "pescatarian": "pescatarian",
           "gluten_free": "gluten-free", "dairy_free": "dairy-free"},
    "es": {"vegan": "vegana", "vegetarian": "vegetariana", "pescatarian": "pescetariana",
           "gluten_free": "sin gluten", "dairy_free": "sin lácteos"},
}  # fmt: skip
# (done, missed) per kind of change; {x} an ingredient, {n} a number, {old} the old number.
_COPY: Final[dict[Language, dict[str, tuple[str, str]]]] = {
    "en": {
        "quicker": (
            "quicker ({n} minutes instead of {old})",
            "make it quicker (what is left already takes the time it needs)",
        ),
        "milder": ("milder", "make it milder (it has nothing spicy to take out)"),
        "milder_left": ("milder", "make it milder"),
        "spicier": ("spicier", "make it spicier"),
        "remove": ("without {x}", "take out {x} (the recipe has none)"),
        "remove_left": ("without {x}", "take out {x}"),
        "add": ("with {x}", "add {x}"),
        "more": ("more {x}", "add more {x}"),
        "less": ("less {x}", "use less {x}"),
        "less_salt": ("less salt", "use less salt"),
        "swap": ("{x}", "use {x}"),
        "swap_lacks": ("{x}", "use {x} (the recipe has no {old})"),
        "diet": ("now {x}", "make it {x}"),
        "servings": ("for {n} servings", "make it for {n} servings"),
        "fewer": ("for {n} servings instead of {old}", "make fewer servings"),
        "thermomix": ("adapted to the Thermomix", "adapt it to the Thermomix"),
    },
    "es": {
        "quicker": (
            "más rápida ({n} minutos en vez de {old})",
            "hacerla más rápida (lo que queda ya lleva el tiempo que necesita)",
        ),
        "milder": ("menos picante", "hacerla menos picante (no lleva nada picante que quitar)"),
        "milder_left": ("menos picante", "hacerla menos picante"),
        "spicier": ("más picante", "hacerla más picante"),
        # The food with its article, and the pronoun agreeing with it: "quitar los
        # champiñones (la receta no los lleva)", never "quitar champinones (… no lo lleva)".
        "remove": ("sin {x}", "quitar {the} {x} (la receta no {it} lleva)"),
        "remove_left": ("sin {x}", "quitar {x}"),
        "add": ("con {x}", "agregar {x}"),
        "more": ("con más {x}", "poner más {x}"),
        "less": ("con menos {x}", "poner menos {x}"),
        "less_salt": ("con menos sal", "poner menos sal"),
        "swap": ("{x}", "usar {x}"),
        "swap_lacks": ("{x}", "usar {x} (la receta no lleva {old})"),
        "diet": ("ahora {x}", "hacerla {x}"),
        "servings": ("para {n} porciones", "hacerla para {n} porciones"),
        "fewer": ("para {n} porciones en vez de {old}", "hacer menos porciones"),
        "thermomix": ("adaptada a Thermomix", "adaptarla a Thermomix"),
    },
}


@dataclass(frozen=True, kw_only=True)
class ModificationReport:
    """What a modification did to a recipe, in the cook's language.

    Attributes:
        done: The requested changes the recipe shows ("without onion").
        missed: The requested changes it does not show, as things not done ("add kimchi").
        missed_kinds: The kinds of change not done ("quicker", "spicier"), to leave their chips out.
        already: Diets asked for that the recipe already met ("vegan"): nothing to change.
        changed: Whether the recipe differs from the base at all.
    """

    done: tuple[str, ...] = ()
    missed: tuple[str, ...] = ()
    already: tuple[str, ...] = ()
    missed_kinds: frozenset[str] = frozenset()
    changed: bool = False


def _group(term: str) -> str | None:
    """The allergen group a word names ("dairy", "nueces"), if it names one."""
    term_key = key(term)
    return next(
        (slug for slug, names in ALLERGEN_WORDS.items() if any(key(n) == term_key for n in names)),
        None,
    )


def _amounts(recipe: GeneratedRecipe, term: str) -> list[float]:
    """The quantities of the lines that are `term` (1 for a line without one).

    A group ("dairy", "nuts") counts every line carrying it: cheese and butter are dairy.
    """
    info = identify(term)
    group = _group(term) if info is None else None
    folded = fold(term)
    return [
        line.quantity or 1.0
        for line in recipe.ingredients
        if (info is not None and identify(line.name) == info)
        or folded in fold(line.name)
        or (group is not None and (found := identify(line.name)) and group in found.allergens)
    ]


def _shown(recipe: GeneratedRecipe, term: str) -> str | None:
    """The name of the recipe's line for `term`, as written ("champiñones", not "champinones")."""
    # Only to restore accents the folded request lost; otherwise the cook's own word stays.
    folded = fold(term)
    return next((line.name for line in recipe.ingredients if fold(line.name) == folded), None)


def as_written(modification: str, term: str) -> str:
    """A food of the request as the cook wrote it, accents and all ("champiñones", "camarón"):
    the request is read folded, and a food the recipe lacks has no line to take its name from."""
    text = FoldedText.of(modification)
    found = re.search(rf"\b{re.escape(term)}\b", text.text)
    return text.original_span(found.start(), found.end()) if found else term


# The pronoun that stands for a food said with this article.
_PRONOUN: Final = {"el": "lo", "la": "la", "los": "los", "las": "las"}


def _salt(recipe: GeneratedRecipe) -> list[tuple[object, ...]]:
    salt = identify("salt")
    return [
        (line.quantity, line.unit, line.notes)
        for line in recipe.ingredients
        if identify(line.name) == salt
    ]


def _chili(recipe: GeneratedRecipe) -> float:
    return sum(
        line.quantity or 1.0
        for line in recipe.ingredients
        if (info := identify(line.name)) is not None and info.kind == "chili"
    )


def _fits(lines: list[GeneratedIngredient], diet: str) -> bool:
    rules = Restrictions.for_diets([diet])
    return all(
        (info := identify(line.name)) is None or rules.allows_addition(info) for line in lines
    )


def _body(recipe: GeneratedRecipe) -> tuple[object, ...]:
    # What the cook reads; enrichment fields (canonical names, images) are not a change.
    return (
        [(line.name, line.quantity, line.unit, line.notes) for line in recipe.ingredients],
        [(step.instruction, step.timer_seconds) for step in recipe.steps],
        recipe.portions,
        recipe.total_time,
    )


class _Checker:
    """Sorts each requested change into done or missed."""

    def __init__(
        self, base: GeneratedRecipe, result: GeneratedRecipe, language: Language, said: str
    ):
        self.base, self.result, self.copy = base, result, _COPY[language]
        self.said = said
        self.done: list[str] = []
        self.missed: list[str] = []
        self.missed_kinds: set[str] = set()
        self.already: list[str] = []

    def sort(
        self, kind: str, ok: bool, *, missed_kind: str | None = None, **values: object
    ) -> None:
        done, missed = self.copy[missed_kind if not ok and missed_kind else kind]
        if ok:
            self.done.append(done.format(**values))
        else:
            self.missed.append(missed.format(**values))
            self.missed_kinds.add(kind)

    def items(self, request: ModificationRequest, language: Language) -> None:
        base, result = self.base, self.result
        for old, new in request.swaps:
            # A food the recipe never had is not swapped by the new one it already has: "limón
            # en vez de lima" over lemon and no lime changes nothing, and says so.
            had = bool(_amounts(base, old))
            ok = had and bool(_amounts(result, new)) and not _amounts(result, old)
            if (cut := identify(new)) is not None and cut == identify(old):
                # A cut of the same food ("chicken thighs" for the chicken) is that food too:
                # done when a line is named as she said it.
                ok = any(fold(new) in fold(line.name) for line in result.ingredients)
            word = "en lugar de" if language == "es" else "instead of"
            said_new, said_old = as_written(self.said, new), as_written(self.said, old)
            self.sort(
                "swap",
                ok,
                missed_kind=None if had else "swap_lacks",
                x=f"{said_new} {word} {said_old}",
                old=said_old,
            )
        for diet in sorted(request.diets):
            label = _DIETS[language].get(diet, diet)
            if _fits(base.ingredients, diet):
                self.already.append(label)  # "make it vegan" on a vegan dish changes nothing
                continue
            self.sort("diet", _fits(result.ingredients, diet), x=label)
        for term in request.remove:
            had = bool(_amounts(base, term))
            food = _shown(base, term) or as_written(self.said, term)
            the = article_for(food)
            self.sort(
                "remove",
                had and not _amounts(result, term),
                missed_kind=None if not had else "remove_left",
                x=food,
                the=the,
                it=_PRONOUN.get(the, "lo"),
            )
        for term in request.add:
            before, after = sum(_amounts(base, term)), sum(_amounts(result, term))
            kind = "more" if before else "add"
            shown = _shown(result, term) or _shown(base, term) or as_written(self.said, term)
            self.sort(kind, after > before, x=shown)
        for term in request.less:
            before, after = sum(_amounts(base, term)), sum(_amounts(result, term))
            less = 0 < after < before or (before > 0 and after == 0)
            self.sort("less", less, x=as_written(self.said, term))

    def amounts(self, request: ModificationRequest) -> None:
        base, result = self.base, self.result
        if request.milder:
            had = _chili(base) > 0
            self.sort(
                "milder", _chili(result) < _chili(base), missed_kind="milder_left" if had else None
            )
        if request.spicier:
            self.sort("spicier", _chili(result) > _chili(base))
        if request.less_salt:
            self.sort("less_salt", _salt(result) != _salt(base))
        if request.servings and base.portions == request.servings:
            # "for 6" of a dish for 6 changes nothing: said as such, not "I changed it".
            self.already.append(self.copy["servings"][0].format(n=request.servings))
        elif request.servings:
            self.sort("servings", result.portions == request.servings, n=request.servings)
        elif request.fewer:
            self.sort(
                "fewer", result.portions < base.portions, n=result.portions, old=base.portions
            )
        if request.quicker:
            self.sort(
                "quicker",
                result.total_time < base.total_time,
                n=result.total_time,
                old=base.total_time,
            )
        if request.thermomix:
            adapted = result.uses_thermomix and any(s.thermomix_speed for s in result.steps)
            self.sort("thermomix", adapted)


def report_modification(
    base: GeneratedRecipe, result: GeneratedRecipe, modification: str, language: Language
) -> ModificationReport:
    """Compare a recipe before and after a modification, request by request.

    Args:
        base: The recipe the cook asked to change.
        result: The recipe that came back (after the safety pass).
        modification: The cook's words.
        language: The answer's language.

    Returns:
        What was done and what was not (both empty when the words were not understood).
    """
    request = parse_modification(modification)
    checker = _Checker(base, result, language, modification)
    checker.items(request, language)
    checker.amounts(request)
    return ModificationReport(
        done=tuple(checker.done),
        missed=tuple(checker.missed),
        missed_kinds=frozenset(checker.missed_kinds),
        already=tuple(checker.already),
        changed=_body(base) != _body(result),
    )
