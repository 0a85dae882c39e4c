"""`apply_modification`: change an existing recipe deterministically ("sin ajo", "make it vegan").

Removals take the ingredient line out and scrub its mentions from the steps and the name;
swaps replace the line and every mention with an alternative the user's restrictions allow
(chicken -> firm tofu, butter -> olive oil); "spicier" adds a chili to the first cooking step.
Thermomix settings and timers of the steps are kept as they were. Internal-temperature checks
go away only when no ingredient that needs one is left.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared.ai.offline.articles import spanish_articles
from shared.ai.offline.editor import RecipeEditor
from shared.ai.offline.modification import ModificationRequest, parse_modification
from shared.ai.offline.naming import TEMPLATE_TAG
from shared.ai.offline.phrases import in_minutes, is_title_case, join_names, title_case
from shared.ai.offline.rendered_language import in_brief_language
from shared.ai.offline.restrictions import Restrictions, allergen_group
from shared.schemas.recipe import GeneratedRecipe

if TYPE_CHECKING:
    from shared.schemas.brief import RecipeBrief

__all__ = ["apply_modification"]

_SWAP_DIETS = {"dairy": "dairy_free", "gluten": "gluten_free"}
_DIET_LABELS = {
    "en": {"vegan": "vegan", "vegetarian": "vegetarian", "pescatarian": "pescatarian",
           "gluten_free": "gluten-free", "dairy_free": "dairy-free"},
    "es": {"vegan": "vegana", "vegetarian": "vegetariana", "pescatarian": "pescetariana",
           "gluten_free": "sin gluten", "dairy_free": "sin lácteos"},
}  # fmt: skip
_NAME_DIETS = ("vegan", "vegetarian")
_DIET_SUFFIX = re.compile(
    r"\s*\((?:vegan|vegetarian|versión vegana|versión vegetariana)\)\s*$", re.I
)


def apply_modification(
    base: GeneratedRecipe, modification: str, *, brief: RecipeBrief
) -> GeneratedRecipe:
    """Apply a modification to a recipe without a model.

    Args:
        base: the recipe to change.
        modification: what to change, in English or Spanish.
        brief: the brief it came with (its allergens, allergies and diets still apply).

    Returns:
        The changed recipe, marked as a template, with the changes listed in its description.
    """
    # The cook reads the change in the language she writes in now (the brief's).
    base = in_brief_language(base, brief)
    request = parse_modification(modification)
    diets = set(request.diets)
    removals: list[str] = []
    for term in request.remove:
        group = allergen_group(term)
        if group in _SWAP_DIETS:
            diets.add(_SWAP_DIETS[group])  # "no dairy": swap for alternatives, not just drop
        else:
            removals.append(term)
    editor = RecipeEditor(base, rules=Restrictions.from_brief(brief, extra_diets=diets))
    en = base.language != "es"
    changes, diet_applied = _structural(editor, request, diets, removals, en=en)
    changes += _adjustments(editor, request, base.portions, en=en)
    editor.drop_needless_safety_checks()
    # A recipe that already fit the diet gains no label ("(Vegan)" would announce a change
    # that was not made), but a label it already carries is kept true: "(Vegetarian)" of a
    # dish that is vegan too becomes "(Vegan)" when asked.
    renamed = diets if diet_applied or _DIET_SUFFIX.search(base.suggested_name) else set()
    return _finish(base, editor, changes, diets, modification, renamed=renamed)


def _structural(
    editor: RecipeEditor,
    request: ModificationRequest,
    diets: set[str],
    removals: list[str],
    *,
    en: bool,
) -> tuple[list[str], bool]:
    """Swaps, diets and removals: what changes which ingredients the recipe has.

    Returns:
        The changes made, and whether the diets swapped or removed anything.
    """
    changes: list[str] = []
    for old, new in request.swaps:
        if editor.swap_term(old, new):
            changes.append(f"{new} instead of {old}" if en else f"{new} en lugar de {old}")
    diet_applied = bool(diets) and editor.apply_diets(diets)
    if diet_applied:
        labels = _DIET_LABELS["en" if en else "es"]
        changes.extend(
            (f"{labels[d]} version" if en else f"versión {labels[d]}") for d in sorted(diets)
        )
        # The cook reads what the diet changed: a line gone from her list is said, not guessed.
        changes.extend(_diet_swap_said(old, new, en=en) for old, new in editor.diet_swaps)
    for term in removals:
        group = allergen_group(term)
        removed = editor.remove_allergen(group) if group else editor.remove_term(term)
        if removed:
            changes.append(f"without {term}" if en else f"sin {term}")
    if request.milder and editor.remove_kind("chili"):
        changes.append("milder" if en else "menos picante")
    return changes, diet_applied


def _diet_swap_said(old: str, new: str | None, *, en: bool) -> str:
    """ "sparkling water instead of beer", "without mayonnaise"."""
    if new is None:
        return f"without {old}" if en else f"sin {old}"
    return f"{new} instead of {old}" if en else f"{new} en lugar de {old}"


def _adjustments(
    editor: RecipeEditor, request: ModificationRequest, portions: int, *, en: bool
) -> list[str]:
    """Spice, salt, additions, reductions and servings: how much of what."""
    changes: list[str] = []
    if request.spicier and editor.add_chili():
        changes.append("spicier" if en else "más picante")
    if request.less_salt:
        editor.less_salt()
        changes.append("less salt" if en else "menos sal")
    changes.extend(
        (f"extra {term}" if en else f"más {term}") for term in request.add if editor.add_term(term)
    )
    changes.extend(
        (f"less {term}" if en else f"menos {term}")
        for term in request.less
        if editor.scale_term(term, 0.5)
    )
    servings = request.servings or (max(1, portions // 2) if request.fewer else None)
    if servings and servings != portions:
        editor.set_servings(servings)
        changes.append(f"for {servings} servings" if en else f"para {servings} porciones")
    if request.thermomix and editor.thermomix():
        changes.append("adapted to the Thermomix" if en else "adaptada a Thermomix")
    if request.quicker and (saved := editor.quicker()):
        duration = in_minutes(saved, "en" if en else "es")
        changes.append(f"{duration} quicker" if en else f"{duration} más rápida")
    return changes


def _finish(
    base: GeneratedRecipe,
    editor: RecipeEditor,
    changes: list[str],
    diets: set[str],
    modification: str,
    *,
    renamed: set[str],
) -> GeneratedRecipe:
    language = base.language
    en = language != "es"
    name = editor.name or ("Custom recipe" if en else "Receta personalizada")
    if is_title_case(base.suggested_name, language):
        # Swapped-in names arrive lower-case ("firm tofu", "tofu firme"): keep a title-case
        # name title-case ("Souvlaki de Tofu Firme con Tzatziki", not "de Tofu firme").
        name = title_case(name, language)
    for diet in _NAME_DIETS:
        label = _DIET_LABELS["en" if en else "es"][diet]
        if diet in renamed and label not in name.lower():
            # One diet in the name: "(Vegetarian)" becomes "(Vegan)", never "(Vegetarian) (Vegan)".
            name = _DIET_SUFFIX.sub("", name).strip()
            name = f"{name} ({label.title()})" if en else f"{name} (versión {label})"
            break
    if changes:
        listed = join_names(changes, language)
        description = (
            f"Template recipe adjusted without AI. Changes: {listed}."
            if en
            else f"Receta de plantilla ajustada sin IA. Cambios: {listed}."
        )
    else:
        quoted = re.sub(r"\s+", " ", modification).strip()[:200]
        description = (
            f"Template recipe: I couldn't apply “{quoted}” automatically, so it is unchanged."
            if en
            else f"Receta de plantilla: no pude aplicar “{quoted}” automáticamente; no cambió."
        )
    tags = [TEMPLATE_TAG, *base.tags, *sorted(diets)]
    changed = base.model_copy(
        update={
            "suggested_name": name[:200],
            "description": description[:1000],
            "portions": editor.portions,
            "total_time": editor.total_time,
            "uses_thermomix": editor.uses_thermomix,
            "prep_time": None if base.prep_time is None else min(base.prep_time, editor.total_time),
            "ingredients": editor.ingredients(),
            "steps": spanish_articles(editor.steps(), editor.ingredients(), language),
            "tags": list(dict.fromkeys(tags))[:20],
            "is_template": True,
        }
    )
    # model_copy does not validate: re-validate so an edit can never produce an invalid recipe.
    return GeneratedRecipe.model_validate(changed.model_dump())
