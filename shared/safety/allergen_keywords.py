"""Built-in bilingual allergen words: a floor under the catalogue, never a replacement for it.

Generated recipes name foods the catalogue may not list ("brioche", "tortilla chips"); these
common words keep the hard allergen gate from missing the obvious. They are merged into the
`AllergenMap` next to the catalogue's terms (the catalogue still decides what a longer name
means: its "coconut milk" has no dairy). Entries with no allergen are shields for look-alikes
("nuez moscada" is nutmeg, "butter lettuce" is a lettuce). Loading failures still make the map
unverified: the floor only improves the warning text while failing closed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["FALLBACK_ALLERGEN_GROUPS", "FALLBACK_ALLERGEN_TERMS", "AllergenKeywords"]

# Display names (EN, ES) of the seed's allergen groups, for when the catalogue is unreadable.
FALLBACK_ALLERGEN_GROUPS: Final[dict[str, tuple[str, str]]] = {
    "dairy": ("Dairy", "Lácteos"),
    "egg": ("Eggs", "Huevo"),
    "peanut": ("Peanuts", "Cacahuates"),
    "tree_nut": ("Tree nuts", "Nueces de árbol"),
    "soy": ("Soy", "Soya"),
    "gluten": ("Gluten", "Gluten"),
    "fish": ("Fish", "Pescado"),
    "shellfish": ("Shellfish", "Mariscos"),
    "sesame": ("Sesame", "Ajonjolí"),
    "mustard": ("Mustard", "Mostaza"),
    "celery": ("Celery", "Apio"),
    "sulfite": ("Sulfites", "Sulfitos"),
}


@dataclass(frozen=True, kw_only=True)
class AllergenKeywords:
    """Words that signal an allergen group (or, with no group, that shield a look-alike)."""

    allergens: frozenset[str]
    en: tuple[str, ...] = ()
    es: tuple[str, ...] = ()


def _words(allergens: str, en: str, es: str) -> AllergenKeywords:
    # Compact table rows: "|"-separated slugs and terms.
    return AllergenKeywords(
        allergens=frozenset(slug for slug in allergens.split("|") if slug),
        en=tuple(term for term in en.split("|") if term),
        es=tuple(term for term in es.split("|") if term),
    )


FALLBACK_ALLERGEN_TERMS: Final[tuple[AllergenKeywords, ...]] = (
    _words(
        "peanut",
        "peanut|groundnut|peanut butter|peanut oil",
        "cacahuate|cacahuete|mani|crema de cacahuate|aceite de cacahuate",
    ),
    _words(
        "tree_nut",
        "nut|almond|walnut|pecan|cashew|pistachio|hazelnut|macadamia|pine nut|"
        "brazil nut|praline|marzipan",
        "nuez|nueces|almendra|nuez de la india|pistache|pistacho|avellana|pinon|mazapan|"
        "macadamia|nuez pecana",
    ),
    _words(
        "dairy",
        "milk|cheese|butter|buttermilk|cream|yogurt|yoghurt|ghee|whey|casein|"
        "parmesan|mozzarella|cheddar|ricotta|ice cream",
        "leche|queso|mantequilla|crema|yogur|nata|requeson|jocoque|helado|cajeta|dulce de leche",
    ),
    _words(
        "egg",
        "egg|egg yolk|egg white|mayonnaise|mayo|meringue|aioli",
        "huevo|yema|clara de huevo|mayonesa|merengue|alioli",
    ),
    _words(
        "gluten",
        "wheat|flour|bread|bun|brioche|pasta|noodles|spaghetti|couscous|barley|"
        "rye|seitan|breadcrumbs|panko|crackers|pastry|pie crust|croissant|semolina|bulgur",
        "trigo|harina|pan|pasta|fideos|espagueti|cuscus|cebada|centeno|pan molido|galletas|"
        "bolillo|telera|hojaldre|semola",
    ),
    _words(
        "gluten",
        "pancake|waffle|crepe|cookie|biscuit|muffin|cake|pizza|dumpling|flour tortilla",
        "hot cakes|hotcakes|panqueque|crepa|galleta|pastel|pizza|empanada|"
        "tortilla de harina|pan dulce|pan de muerto|concha",
    ),
    _words("soy", "soy|soya|tofu|edamame|miso|tempeh", "soya|soja|tofu|edamame|miso"),
    _words("soy|gluten", "soy sauce", "salsa de soya|salsa de soja"),
    _words(
        "fish",
        "fish|salmon|tuna|cod|tilapia|anchovy|sardine|trout|halibut|fish sauce|tiger s milk|"
        "tigers milk",
        "pescado|salmon|atun|bacalao|anchoa|sardina|trucha|salsa de pescado|leche de tigre",
    ),
    _words(
        "shellfish",
        "shellfish|shrimp|prawn|crab|lobster|clam|mussel|oyster|scallop|squid|octopus|crawfish",
        "mariscos|camaron|gamba|langostino|cangrejo|jaiba|langosta|almeja|mejillon|ostion|"
        "ostra|calamar|pulpo|callo de hacha",
    ),
    _words("sesame", "sesame|tahini", "ajonjoli|sesamo|tahini|tahina"),
    _words("mustard", "mustard", "mostaza"),
    _words("celery", "celery|celeriac", "apio"),
    _words("sulfite", "sulfite|sulphite", "sulfito"),
    # Shields: longer names with an allergen word inside that are not that allergen.
    _words(
        "",
        "nutmeg|coconut milk|coconut cream|cocoa butter|cacao butter|butter lettuce|"
        "butternut squash|cream of tartar|rice flour|corn flour|cornmeal|coconut flour|"
        "rice noodles|oyster mushroom|gluten free flour|gluten free pasta|"
        "gluten free bread|rice cake",
        "nuez moscada|leche de coco|crema de coco|manteca de cacao|harina de arroz|"
        "harina de maiz|fideos de arroz|hongo ostra|harina sin gluten|pasta sin gluten|"
        "pan sin gluten|cremor tartaro",
    ),
    _words("tree_nut", "almond milk|almond flour|cashew milk", "leche de almendra"),
)
