"""Planning a template recipe: which roles, which pantry additions, how long.

Which template (skillet, soup, salad, bake) is `template_kind`'s choice.

Ingredients are sorted into roles (main protein, aromatics, vegetables, starch, garnish ...).
Pantry additions (oil, salt, onion, garlic, the cuisine's seasonings, a broth, a dressing) are
picked from preference chains through `Restrictions.pick`, so each falls back to a safe
alternative ("soy sauce" -> "tamari" -> nothing) and nothing restricted is ever added.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.dessert_plan import make_dessert_plan
from shared.ai.offline.leftovers import is_cooked
from shared.ai.offline.phrases import join_names
from shared.ai.offline.plan import Plan, TemplateKind
from shared.ai.offline.quantities import amount_for, amount_text
from shared.ai.offline.template_kind import CITRUS, Item, is_sweet

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.ai.offline.restrictions import Restrictions
    from shared.schemas.brief import RecipeBrief

__all__ = ["SOUP_BASES", "fallback_vegetables", "make_plan"]

# Vegetables that come in pieces already, kernels, small pods or sprouts: nobody chops peas,
# corn kernels, snow peas or bean sprouts.
_UNCUT = frozenset({"pea", "corn", "snow_pea", "bean_sprout"})

# Raw root pieces in a skillet: covered on their own first (at least _ROOT_START minutes),
# best after _ROOT_MINUTES in the pan, tender after _ROOT_TENDER.
_ROOT_START: Final = 5
_ROOT_TENDER: Final = 12
_ROOT_MINUTES: Final = 14
_NATURAL_MINUTES: dict[TemplateKind, int] = {
    "salad": 15, "skillet": 25, "soup": 35, "bake": 45, "dessert": 30,
}  # fmt: skip
_PROTEIN_RANK = {
    "poultry": 0, "red_meat": 0, "pork": 0, "ground_meat": 0, "seafood": 0,
    "egg": 1, "plant_protein": 2, "legume": 3,
}  # fmt: skip
_SAFETY_ORDER = ("poultry", "ground_meat", "eggs", "pork", "red_meat", "seafood")
# (seasoning chains, garnish chains) per cuisine; "" when the brief names none.
_FLAVOR: dict[str, tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]] = {
    "mexican": ((("cumin",), ("chili_powder", "smoked_paprika")),
                (("lime", "lemon"), ("cilantro", "parsley"))),
    "italian": ((("oregano",),), (("basil", "parsley"), ("parmesan_cheese", "nutritional_yeast"))),
    "asian": ((("soy_sauce", "tamari"), ("ginger",)), (("green_onion",), ("sesame_oil",))),
    "mediterranean": ((("oregano",), ("smoked_paprika",)), (("lemon", "lime"), ("parsley",))),
    "indian": ((("garam_masala",), ("turmeric",), ("ginger",)),
               (("cilantro", "parsley"), ("lime", "lemon"))),
    "french": ((("thyme",),), (("butter",), ("parsley",))),
    "spanish": ((("smoked_paprika",),), (("parsley",), ("lemon",))),
    "american": ((("smoked_paprika",),), (("parsley",),)),
    "latin_american": ((("cumin",),), (("lime", "lemon"), ("cilantro", "parsley"))),
    "": ((("smoked_paprika", "cumin"),), (("parsley", "cilantro"), ("lemon", "lime"))),
}  # fmt: skip
_FALLBACK = ("zucchini", "bell_pepper", "carrot", "broccoli", "spinach", "potato")
# What a soup is cooked in: a broth, or water to make one.
SOUP_BASES = frozenset({"water", "vegetable_stock", "chicken_stock"})
_OWN_SEASONINGS = ("salt", "black_pepper")


def fallback_vegetables(rules: Restrictions, language: str) -> list[Item]:
    """Two everyday vegetables for a brief without usable ingredients.

    Args:
        rules: the restrictions they must pass.
        language: the language of their names.

    Returns:
        Up to two allowed vegetables.
    """
    picked = [info for slug in _FALLBACK if (info := rules.pick((slug,)))]
    return [Item(name=info.name(language), info=info) for info in picked[:2]]


def make_plan(
    brief: RecipeBrief,
    kind: TemplateKind,
    items: list[Item],
    rules: Restrictions,
    *,
    complete: bool = False,
) -> tuple[Plan, list[Item]]:
    """Assign roles, add pantry items and split the time budget.

    Args:
        brief: the brief.
        kind: the template chosen.
        items: the ingredients that survived the restrictions.
        rules: the restrictions (for pantry additions).
        complete: the items are a whole dish's (a version of a catalogue recipe): no
            seasoning or garnish of the template's is added to them.

    Returns:
        The plan and the ingredient lines in recipe order.
    """
    if kind == "dessert":
        return make_dessert_plan(brief, items)
    language = brief.language
    proteins = [item for item in items if item.kind in _PROTEIN_RANK]
    best = min((_PROTEIN_RANK[item.kind] for item in proteins), default=None)
    main = [item for item in proteins if _PROTEIN_RANK[item.kind] == best]
    roles: dict[str, list[Item]] = {
        name: []
        for name in ("aromatics", "vegetables", "leafy", "starch", "seasonings", "finish", "oil")
    }
    roles["liquid"], roles["acid"] = [], []
    eggs = next((i for i in proteins if i.kind == "egg" and i not in main), None)
    roles["vegetables"].extend(item for item in proteins if item not in main and item != eggs)
    for item in items:
        if item not in proteins:
            roles[_role(item, kind, roles)].append(item)
    present = {item.slug for item in items}

    def add(role: str, *chain: str) -> None:
        if present & set(chain):
            return  # the user already brought one of them
        info = rules.pick(chain)
        if info is not None:
            present.add(info.slug)
            roles[role].append(Item(name=info.name(language), info=info))

    sweet = is_sweet(items)
    _add_pantry(
        brief,
        kind,
        roles,
        add,
        sweet=sweet,
        poultry=any(i.kind == "poultry" for i in main),
        complete=complete,
    )
    # The dish's own salt and pepper are the ones it is seasoned with, said once, not a
    # pantry pinch beside them ("season with salt, pepper, oregano and salt").
    own = {item.slug: item for item in roles["seasonings"] if item.slug in _OWN_SEASONINGS}
    roles["seasonings"] = [item for item in roles["seasonings"] if item.slug not in own]
    pantry = {
        slug: Item(name=info.name(language), info=info)
        for slug in _OWN_SEASONINGS
        if not sweet and (info := rules.pick((slug,))) is not None
    }
    salt = own.get("salt") or pantry.get("salt")
    pepper = own.get("black_pepper") or pantry.get("black_pepper")
    extras = [item for item in (salt, pepper) if item is not None]
    liquids = roles["liquid"]
    roots = tuple(i.name for i in roles["vegetables"] if i.kind == "root" and not is_cooked(i.name))
    roots = roots if kind == "skillet" else ()
    minutes = _minutes(kind, brief.max_time_minutes)
    if roots:
        minutes = _with_roots(
            minutes,
            protein=bool(main) and main[0].kind not in ("egg", "legume"),
            others=len(roots) < len(roles["vegetables"]) or any(i.kind == "legume" for i in main),
        )
    starch = roles["starch"][0] if roles["starch"] else None
    acid = roles["acid"]
    roles["coating"] = _coating(kind, main, roles)
    plan = Plan(
        kind=kind,
        language=language,
        thermomix=brief.thermomix,
        protein=join_names([item.name for item in main], language) or None,
        protein_safety=next(
            (c for c in _SAFETY_ORDER if any(i.info and i.info.safety == c for i in main)), None
        ),
        protein_kind=main[0].kind if main else None,
        eggs=eggs.name if eggs else None,
        vegetables=tuple(item.name for item in roles["vegetables"]),
        uncut=tuple(i.name for i in roles["vegetables"] if i.info and i.info.slug in _UNCUT),
        roots=roots,
        leafy=tuple(item.name for item in roles["leafy"]),
        aromatics=tuple(item.name for item in roles["aromatics"]),
        starch=starch.name if starch else None,
        starch_kind=_starch_kind(starch),
        coating=roles["coating"][0].name if roles["coating"] else None,
        seasonings=tuple(item.name for item in roles["seasonings"]),
        finish=tuple(item.name for item in roles["finish"] + roles["starch"][1:]),
        oil=roles["oil"][0].name if roles["oil"] else None,
        liquid=join_names([item.name for item in liquids], language) or None,
        liquid_amount=_liquid_amount(brief, liquids[0]) if len(liquids) == 1 else None,
        acid=acid[0].name if acid and acid[0].slug != "mustard" else None,
        mustard=next((item.name for item in acid if item.slug == "mustard"), None),
        salt=salt.name if salt else None,
        pepper=pepper.name if pepper else None,
        minutes=minutes,
    )
    order = ("aromatics", "vegetables", "leafy", "starch", "liquid", "oil", "seasonings")
    lines = main + roles["coating"] + ([eggs] if eggs else [])
    lines += [item for role in order for item in roles[role]] + extras
    lines += roles["finish"] + acid
    return plan, lines


def _add_pantry(
    brief: RecipeBrief,
    kind: TemplateKind,
    roles: dict[str, list[Item]],
    add: Callable[..., None],
    *,
    sweet: bool,
    poultry: bool,
    complete: bool = False,
) -> None:
    """Oil, aromatics, the cuisine's seasonings and garnishes, a broth, a dressing."""
    if not roles["oil"] and not sweet:
        add("oil", "olive_oil", "vegetable_oil")
    if complete:
        return  # a whole dish's ingredients: its own seasonings are among them
    if kind != "salad" and not roles["aromatics"]:
        add("aromatics", "onion")
        add("aromatics", "garlic")
    seasonings, garnishes = _FLAVOR.get(brief.cuisine or "", _FLAVOR[""])
    if sweet:
        # A fruit bowl: lime and honey, none of the savoury pantry.
        seasonings, garnishes = (), ((("lime", "lemon"),))
        add("seasonings", "honey", "maple_syrup")
    if kind != "salad":
        # A salad's seasoning is its dressing: spices added here would never reach a step.
        for chain in seasonings:
            add("seasonings", *chain)
    for chain in garnishes:
        add("acid" if kind == "salad" and set(chain) & CITRUS else "finish", *chain)
    if kind == "soup" and not roles["liquid"]:
        chain = ("chicken_stock",) if poultry else ()
        add("liquid", *chain, "vegetable_stock", "water")
    if kind == "salad":
        if not roles["acid"]:
            add("acid", "lemon", "lime", "white_wine_vinegar")
        if not sweet:
            add("acid", "mustard")


_ROLE_BY_KIND = {
    "aromatic": "aromatics",
    "grain": "starch",
    "pasta": "starch",
    "dairy": "finish",
    "herb": "finish",
    "nut_seed": "finish",
    "spice": "seasonings",
    "chili": "vegetables",
    "condiment": "seasonings",
    "sweetener": "seasonings",
    "baking": "seasonings",
    "oil_fat": "oil",
    # Scattered over at the end, never chopped ("chop the bean sprouts").
    "sprout": "finish",
}


def _role(item: Item, kind: TemplateKind, roles: dict[str, list[Item]]) -> str:
    category = item.kind
    if category == "leafy":
        return "leafy" if kind == "salad" else "vegetables"
    if category in ("fresh", "fruit"):
        if item.slug in CITRUS:
            return "acid" if kind == "salad" else "finish"
        return "vegetables" if kind == "salad" else "finish"
    if category == "liquid":
        # Poured, never chopped: the soup's base, or what the pan's contents cook in.
        return "finish" if kind == "salad" else "liquid"
    return _ROLE_BY_KIND.get(category, "vegetables")


# A dish's flour or starch beside a cut protein coats it: "season with all-purpose flour" (a
# version of battered fish tacos) says nothing a cook can do.
_COATINGS: Final = frozenset({"all_purpose_flour", "cornstarch", "rice_flour"})


def _coating(kind: TemplateKind, main: list[Item], roles: dict[str, list[Item]]) -> list[Item]:
    """The flour a skillet's cut protein is tossed in, taken from the seasonings (or none)."""
    if kind != "skillet" or not main or main[0].kind in ("egg", "legume"):
        return []
    flour = next((item for item in roles["seasonings"] if item.slug in _COATINGS), None)
    if flour is None:
        return []
    roles["seasonings"].remove(flour)
    return [flour]


def _liquid_amount(brief: RecipeBrief, liquid: Item | None) -> str | None:
    if liquid is None:
        return None
    amount = amount_for(
        liquid.info,
        servings=brief.servings or 4,
        system=brief.measurement_system,
        language=brief.language,
    )
    if not amount.quantity:
        return None
    return amount_text(amount.quantity, amount.unit) if amount.unit else f"{amount.quantity:g}"


def _starch_kind(item: Item | None) -> str | None:
    if item is None or item.info is None:
        return None
    if is_cooked(item.name):
        return "cooked"  # leftover rice or pasta: warmed through, never cooked again
    if item.slug in ("long_grain_rice", "quinoa"):
        return "rice"
    if item.slug == "oat":
        return "oats"
    if item.slug in ("corn_tortilla", "flour_tortilla"):
        return "tortilla"
    return "pasta" if item.kind == "pasta" else None


def _with_roots(minutes: dict[str, int], *, protein: bool, others: bool) -> dict[str, int]:
    """A skillet's minutes with raw roots started first, long enough to be tender at the end.

    Raw potato or carrot pieces need 12-15 minutes in a pan: they start covered, then cook on
    beside what follows them. A time limit shortens their start down to tender and no further;
    past that the total says how long the dish really takes.
    """
    after = (minutes["protein"] if protein else 0) + (minutes["vegetables"] if others else 1)
    before = minutes["prep"] + minutes["aromatics"]
    roots = max(_ROOT_START, _ROOT_MINUTES - after)
    if before + roots + after > minutes["total"]:
        over = before + roots + after - minutes["total"]
        roots = max(_ROOT_START, _ROOT_TENDER - after, roots - over)
    return minutes | {"roots": roots, "total": max(minutes["total"], before + roots + after)}


def _minutes(kind: TemplateKind, limit: int | None) -> dict[str, int]:
    natural = _NATURAL_MINUTES[kind]
    total = min(natural, limit) if limit else natural
    prep = max(2, min(10, total // 4))
    budget = max(3, total - prep)
    minutes = {"total": total, "prep": prep}
    if kind == "skillet":
        minutes |= {
            "aromatics": max(1, budget * 15 // 100),
            "protein": max(2, budget * 40 // 100),
            "vegetables": max(2, budget * 25 // 100),
            "eggs": max(2, budget * 20 // 100),
            "starch": min(18, budget),
        }
    elif kind == "soup":
        aromatics = max(1, budget // 8)
        minutes |= {"aromatics": aromatics, "simmer": max(5, budget - aromatics - 2)}
    elif kind == "salad":
        minutes |= {"protein": min(12, max(3, budget - 3))}
    else:
        minutes |= {"aromatics": 1, "bake": max(10, budget - 5)}
    return minutes
