"""Where diet flags come from: catalogue categories and allergens, and built-in food words.

The catalogue's categories and allergen links are the primary source. These words cover what a
category cannot say (honey and gelatin are animal products; lard and chicken stock carry meat),
keep the check working when the catalogue is unavailable, and *shield* look-alikes with empty
flags ("coconut milk", "almond flour", "green beans"), which win by being longer (see
`shared.safety.matcher`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal, cast

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = [
    "ALLERGEN_FLAGS",
    "CATEGORY_FLAGS",
    "FALLBACK_FOODS",
    "INHERITED_FLAGS",
    "INHERITING_CATEGORIES",
    "KETO_FRIENDLY",
    "DietFlag",
    "KeywordFood",
]

DietFlag = Literal[
    "meat", "poultry", "seafood", "dairy", "egg", "honey", "gelatin", "gluten", "starch",
    "sugar", "legume",
]  # fmt: skip


# A catalogue ingredient's flags from its category and from its allergen groups.
CATEGORY_FLAGS: Final[Mapping[str, DietFlag]] = {
    "red_meat": "meat",
    "pork": "meat",
    "poultry": "poultry",
    "seafood": "seafood",
    "dairy": "dairy",
    "egg": "egg",
    "grain": "starch",
    "sweetener": "sugar",
    "legume": "legume",
}
ALLERGEN_FLAGS: Final[Mapping[str, DietFlag]] = {
    "dairy": "dairy",
    "egg": "egg",
    "fish": "seafood",
    "shellfish": "seafood",
    "gluten": "gluten",
}
# Categories whose names may reveal an animal ingredient ("chicken stock", "pork lard"); produce
# and plant proteins are excluded on purpose ("oyster mushroom", "soy chorizo").
INHERITING_CATEGORIES: Final = frozenset(
    {"other", "condiment", "oil_fat", "sweetener", "baking", "beverage"}
)
INHERITED_FLAGS: Final[frozenset[DietFlag]] = frozenset({"meat", "poultry", "seafood", "gelatin"})


@dataclass(frozen=True, kw_only=True)
class KeywordFood:
    """A food named by fixed words: display names, diet flags (empty: a shield), EN/ES terms."""

    name_en: str
    name_es: str
    flags: frozenset[DietFlag]
    en: tuple[str, ...] = ()
    es: tuple[str, ...] = ()


def _food(name_en: str, name_es: str, flags: str, en: str, es: str) -> KeywordFood:
    # Compact table rows: flags and terms as "|"-separated strings.
    return KeywordFood(
        name_en=name_en,
        name_es=name_es,
        flags=frozenset(cast("DietFlag", flag) for flag in flags.split("|") if flag),
        en=tuple(term for term in en.split("|") if term),
        es=tuple(term for term in es.split("|") if term),
    )


FALLBACK_FOODS: Final[tuple[KeywordFood, ...]] = (
    # --- meat, poultry, seafood
    _food(
        "beef",
        "res",
        "meat",
        "beef|steak|veal|ground beef|ground meat|meat|meatballs|hamburger|burger",
        "res|carne|carne de res|bistec|ternera|carne molida|albondigas|arrachera|cecina|"
        "hamburguesa",
    ),
    _food("lamb", "cordero", "meat", "lamb|mutton|goat|venison", "cordero|chivo|cabrito|borrego"),
    _food(
        "pork",
        "cerdo",
        "meat",
        "pork|bacon|ham|prosciutto|pancetta|chorizo|sausage|salami|pepperoni|lard",
        "cerdo|puerco|tocino|jamon|chorizo|salchicha|longaniza|chicharron|carnitas|"
        "manteca de cerdo",
    ),
    _food(
        "chicken",
        "pollo",
        "poultry",
        "chicken|hen|chicken broth|chicken stock",
        "pollo|gallina|caldo de pollo|consome de pollo",
    ),
    _food("turkey", "pavo", "poultry", "turkey|duck", "pavo|guajolote|pato"),
    _food(
        "fish",
        "pescado",
        "seafood",
        "fish|salmon|tuna|cod|tilapia|anchovy|sardine|trout|fish sauce",
        "pescado|salmon|atun|bacalao|anchoa|sardina|trucha|salsa de pescado|leche de tigre",
    ),
    _food(
        "seafood",
        "mariscos",
        "seafood",
        "seafood|shrimp|prawn|crab|lobster|clam|mussel|oyster|scallop|squid|octopus",
        "mariscos|camaron|gamba|langostino|cangrejo|jaiba|langosta|almeja|mejillon|ostion|"
        "ostra|calamar|pulpo",
    ),
    _food("gelatin", "grenetina", "gelatin", "gelatin|gelatine", "grenetina|gelatina"),
    # --- dairy, eggs, honey
    _food(
        "milk",
        "leche",
        "dairy",
        "milk|buttermilk|evaporated milk|condensed milk",
        "leche|leche evaporada|leche condensada",
    ),
    _food(
        "cheese",
        "queso",
        "dairy",
        "cheese|parmesan|mozzarella|cheddar|ricotta",
        "queso|requeson|parmesano",
    ),
    _food("butter", "mantequilla", "dairy", "butter|ghee", "mantequilla"),
    _food("cream", "crema", "dairy", "cream|sour cream|heavy cream", "crema|nata|crema acida"),
    _food("yogurt", "yogur", "dairy", "yogurt|yoghurt", "yogur|yogurt|jocoque"),
    _food(
        "egg",
        "huevo",
        "egg",
        "egg|egg yolk|egg white|mayonnaise|mayo",
        "huevo|yema|clara de huevo|mayonesa",
    ),
    _food("honey", "miel", "honey|sugar", "honey", "miel|miel de abeja"),
    # --- gluten and carbohydrates
    _food(
        "wheat flour",
        "harina de trigo",
        "gluten|starch",
        "flour|wheat|wheat flour",
        "harina|trigo|harina de trigo",
    ),
    _food(
        "bread",
        "pan",
        "gluten|starch",
        "bread|breadcrumbs|bread crumbs|croutons|bun|hamburger bun|burger bun|hot dog bun",
        "pan|pan molido|bolillo|telera|pan para hamburguesa|pan de hamburguesa",
    ),
    _food(
        "pasta",
        "pasta",
        "gluten|starch",
        "pasta|spaghetti|noodles|couscous",
        "pasta|espagueti|fideos|cuscus",
    ),
    _food("barley", "cebada", "gluten|starch", "barley|rye|seitan", "cebada|centeno"),
    _food("soy sauce", "salsa de soya", "gluten", "soy sauce", "salsa de soya|salsa de soja"),
    _food("rice", "arroz", "starch", "rice", "arroz"),
    _food("potato", "papa", "starch", "potato|sweet potato", "papa|patata|camote"),
    _food(
        "corn", "maíz", "starch", "corn|tortilla|oats|quinoa", "maiz|elote|tortilla|avena|quinoa"
    ),
    _food(
        "sugar",
        "azúcar",
        "sugar",
        "sugar|brown sugar|syrup|maple syrup|agave",
        "azucar|piloncillo|jarabe|mascabado|miel de agave|miel de maple",
    ),
    _food(
        "beans",
        "frijoles",
        "legume",
        "beans|black beans|lentils|chickpeas",
        "frijol|lentejas|garbanzos|habas|alubias",
    ),
    # --- shields: longer names that contain a flagged word but are not that food
    _food(
        "coconut milk",
        "leche de coco",
        "",
        "coconut milk|coconut cream|almond milk|oat milk|soy milk|rice milk|cashew milk|"
        "plant milk|plant based milk",
        "leche de coco|crema de coco|leche de almendra|leche de avena|leche de soya|"
        "leche de arroz|leche vegetal",
    ),
    _food(
        "nut butter",
        "crema de cacahuate",
        "",
        "peanut butter|almond butter|cashew butter|cocoa butter|cacao butter|apple butter|"
        "cream of tartar",
        "crema de cacahuate|crema de mani|mantequilla de cacahuate|mantequilla de mani|"
        "crema de almendra|manteca de cacao|cremor tartaro",
    ),
    _food(
        "plant-based",
        "vegetal",
        "",
        "vegan cheese|vegan butter|vegan mayo|vegan mayonnaise|flax egg|chia egg|"
        "plant based meat|soy meat|vegan chorizo|soy chorizo",
        "queso vegano|mantequilla vegana|mayonesa vegana|huevo de linaza|carne de soya|"
        "carne vegetal|chorizo vegano|chorizo de soya|manteca vegetal",
    ),
    _food(
        "almond flour",
        "harina de almendra",
        "",
        "almond flour|coconut flour|tamari",
        "harina de almendra|harina de coco",
    ),
    _food(
        "rice flour",
        "harina de arroz",
        "starch",
        "gluten free flour|rice flour|corn flour|cornmeal|gluten free bread|"
        "gluten free pasta|rice noodles|corn tortilla",
        "harina sin gluten|harina de arroz|harina de maiz|pan sin gluten|pasta sin gluten|"
        "fideos de arroz|tortilla de maiz",
    ),
    _food("green beans", "ejotes", "", "green beans|string beans|green peas", "ejotes"),
    _food("oyster mushroom", "setas", "", "oyster mushroom", "setas|hongo ostra"),
)

# Sweeteners that do not count as sugar for keto and low-carb (folded).
KETO_FRIENDLY: Final[frozenset[str]] = frozenset(
    {
        "stevia", "estevia", "erythritol", "eritritol", "monk fruit", "fruto del monje",
        "allulose", "alulosa", "sucralose", "sucralosa", "sugar free", "sin azucar",
    }
)  # fmt: skip
