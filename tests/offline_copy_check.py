"""A checker for the offline provider's template recipes: the defects a cook spots at once.

`copy_defects` reads one recipe; `template_briefs` spans what the provider can be asked for
(every known ingredient alone and with a protein, each template, both languages, with and
without a Thermomix, sweet dishes). Tests run the checker over all of them.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.articles import with_articles
from shared.ai.offline.ingredients import INGREDIENTS
from shared.ai.offline.ingredients import identify as _identify
from shared.ai.offline.normalize import fold as _fold
from shared.schemas.brief import RecipeBrief

if TYPE_CHECKING:
    from collections.abc import Iterator

    from shared.schemas.recipe import GeneratedRecipe

__all__ = ["copy_defects", "template_briefs"]

# The sweep reads the same few hundred names and sentences thousands of times.
identify = functools.lru_cache(maxsize=4096)(_identify)
fold = functools.lru_cache(maxsize=65536)(_fold)

_PLURAL_UNITS: Final = frozenset({"cloves", "dientes", "cups", "tazas"})
_SINGULAR_UNITS: Final = frozenset({"clove", "diente", "cup", "taza"})
# Sweet ingredients that a savory base (garlic, onion, paprika) ruins.
_SWEET_KINDS: Final = frozenset({"fruit", "sweetener"})
_SWEET_COMPANIONS: Final = frozenset({"oat", "yogurt", "milk", "almond", "walnut", "honey"})
_SAVORY_BASE: Final = frozenset({"garlic", "onion", "smoked_paprika", "cumin", "black_pepper"})
_CITRUS: Final = frozenset({"lime", "lemon"})
# Eaten raw, these are a defect: they must meet heat in some step.
_MUST_COOK: Final = frozenset(
    {"eggplant", "potato", "sweet_potato", "butternut_squash", "green_bean", "long_grain_rice",
     "quinoa", "pasta", "rice_noodle", "oat"}
)  # fmt: skip
_MUST_COOK_KINDS: Final = frozenset({"poultry", "red_meat", "pork", "ground_meat", "seafood"})
_HEAT: Final = re.compile(
    r"\b(?:cook|boil|roast|bake|steam|saute|fry|simmer|toast|warm|cocina|cuece|hierve|asa|"
    r"hornea|saltea|sofrie|frie|dora|tuesta|calienta|varoma|vapor)\w*"
)
# Serving the dish, not "prepare the bread to serve alongside".
_SERVE: Final = re.compile(r"(?:^|[,.]|\band|\by)\s*(?:serve|sirve)\b")
_NUMBERED: Final = re.compile(r"^\s*\d+\s*[.)]")


_ONE_MINUTES: Final = re.compile(r"(?<![\d.,])\b1 (?:minutes|minutos)\b")
# A Spanish participle agrees with its noun's article: "el huevo batido", "los huevos batidos".
_DISAGREES: Final = re.compile(
    r"\b(?:el|la|un|una) \w+ (?:batid|desmoronad)[oa]s\b"
    r"|\b(?:los|las) \w+ (?:batid|desmoronad)[oa]\b"
)


def _mentioned(recipe: GeneratedRecipe, name: str) -> list[int]:
    """The orders of the steps that mention an ingredient line (by name or a known alias)."""
    info = identify(name)
    terms = {fold(name)} | ({fold(info.en), fold(info.es)} if info else set())
    hits = []
    for step in recipe.steps:
        text = fold(step.instruction)
        if any(re.search(r"\b" + re.escape(term), text) for term in terms if term):
            hits.append(step.order)
    return hits


def _quantity_defects(recipe: GeneratedRecipe) -> list[str]:
    defects = []
    for line in recipe.ingredients:
        if line.unit and line.quantity is None:
            defects.append(f"unit without a quantity: {line.unit} {line.name}")
        if line.quantity is not None and line.unit in _PLURAL_UNITS and line.quantity <= 1:
            defects.append(f"plural unit for one: {line.quantity:g} {line.unit} {line.name}")
        if line.quantity is not None and line.unit in _SINGULAR_UNITS and line.quantity > 1:
            defects.append(f"singular unit for many: {line.quantity:g} {line.unit} {line.name}")
    return defects


def _step_defects(recipe: GeneratedRecipe) -> list[str]:
    defects = []
    steps = recipe.steps
    if [s.order for s in steps] != list(range(1, len(steps) + 1)):
        defects.append("steps not numbered 1..n")
    names = [line.name for line in recipe.ingredients]
    for step in steps:
        if _ONE_MINUTES.search(step.instruction):
            defects.append(f"step {step.order} says one minutes: {step.instruction[:60]}")
        if recipe.language == "es" and (bad := _DISAGREES.search(step.instruction)):
            defects.append(f"step {step.order} disagrees in number: {bad.group()}")
        if _NUMBERED.match(step.instruction):
            defects.append(f"step {step.order} starts with a number: {step.instruction[:40]}")
        if recipe.language == "es" and with_articles(step.instruction, names) != step.instruction:
            defects.append(f"step {step.order} lacks an article: {step.instruction[:80]}")
    served = [s.order for s in steps if _SERVE.search(fold(s.instruction))]
    if served and served[0] != len(steps):
        defects.append(f"a step comes after serving (step {served[0]} of {len(steps)})")
    if served:
        last = re.split(r"(?<=[.!?])\s+", steps[-1].instruction.strip())
        if not _SERVE.search(fold(last[-1])):
            defects.append(f"something is added after serving: {last[-1][:60]}")
    for line in recipe.ingredients:
        if not _mentioned(recipe, line.name):
            defects.append(f"never used in a step: {line.name}")
    return defects


def _pairing_defects(recipe: GeneratedRecipe, asked: list[str]) -> list[str]:
    defects = []
    infos = [identify(name) for name in asked]
    main = [i for i in infos if i is not None and i.kind not in ("spice", "herb", "oil_fat")]
    sweet = [i for i in main if i.kind == "fruit" and i.slug not in _CITRUS]
    if sweet and all(
        i.kind in _SWEET_KINDS or i.slug in _SWEET_COMPANIONS for i in main if i.slug not in _CITRUS
    ):
        present = {info.slug for line in recipe.ingredients if (info := identify(line.name))}
        added = sorted((present & _SAVORY_BASE) - {i.slug for i in main})
        if added:
            defects.append(f"a sweet dish ({sweet[0].en}) gets {', '.join(added)}")
    for line in recipe.ingredients:
        info = identify(line.name)
        if info is None or not (info.slug in _MUST_COOK or info.kind in _MUST_COOK_KINDS):
            continue
        orders = _mentioned(recipe, line.name)
        # Heated in the step that handles it or a later one ("Bake for 30 minutes").
        heated = bool(orders) and any(
            _HEAT.search(fold(step.instruction)) or step.thermomix_temp
            for step in recipe.steps[orders[0] - 1 :]
        )
        if not heated:
            defects.append(f"served raw: {line.name}")
    return defects


def copy_defects(recipe: GeneratedRecipe, asked: list[str]) -> list[str]:
    """What a cook would notice at once in a template recipe.

    Args:
        recipe: the recipe the offline provider made.
        asked: the ingredients it was asked for.

    Returns:
        One line per defect (empty when the recipe reads right).
    """
    return _quantity_defects(recipe) + _step_defects(recipe) + _pairing_defects(recipe, asked)


_PROTEINS: Final = ("whole_chicken", "shrimp", "egg", "tofu", "black_bean", "ground_beef")
_SWEET_SETS: Final = (
    ("banana", "oat"), ("banana",), ("apple", "mango"), ("pineapple",), ("mango", "yogurt"),
    ("banana", "honey", "almond"),
)  # fmt: skip
_NOTES: Final = (None, "soup", "salad", "bake")


def template_briefs() -> Iterator[tuple[RecipeBrief, list[str]]]:
    """Briefs spanning what the offline provider can be asked to make, with the asked names.

    Every known ingredient alone and every sweet set in each template, language and Thermomix
    setting; every ingredient beside each protein in the template the provider picks itself.

    Yields:
        (brief, the ingredient names asked for).
    """
    by_slug = {i.slug: i for i in INGREDIENTS}
    singles = [(i.slug,) for i in INGREDIENTS] + list(_SWEET_SETS)
    pairs = [(p, i.slug) for p in _PROTEINS for i in INGREDIENTS if i.slug != p]
    for language in ("en", "es"):
        for slugs in singles:
            names = [by_slug[slug].name(language) for slug in slugs]
            for notes in _NOTES:
                for thermomix in (False, True):
                    brief = RecipeBrief(
                        language=language, ingredients=names, notes=notes, thermomix=thermomix
                    )
                    yield brief, names
        for slugs in pairs:
            names = [by_slug[slug].name(language) for slug in slugs]
            yield RecipeBrief(language=language, ingredients=names), names
        # A tight time limit squeezes every step ("quicker than the 15-minute cards").
        for slugs in singles:
            names = [by_slug[slug].name(language) for slug in slugs]
            for limit in (10, 15):
                brief = RecipeBrief(language=language, ingredients=names, max_time_minutes=limit)
                yield brief, names
