"""A small bilingual ingredient table: names, kind, allergens and food-safety category.

The offline provider uses it to recognise ingredients in free text (either language, any
plural), to pick recipe templates, to keep allergens out, and to swap animal products. It is a
deliberately small, hand-checked subset of the seed catalogue's vocabulary (allergen slugs and
food-safety categories are the catalogue's), not a replacement for it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from shared.ai.offline.normalize import fold, stem, words

__all__ = [
    "ALLERGEN_WORDS",
    "ANIMAL_KINDS",
    "INGREDIENTS",
    "MEAT_KINDS",
    "Ingredient",
    "by_slug",
    "find_all",
    "identify",
    "key",
]

# Kinds that come from animals (honey and broths are flagged per row instead).
ANIMAL_KINDS = frozenset({"poultry", "ground_meat", "red_meat", "pork", "seafood", "egg", "dairy"})
MEAT_KINDS = frozenset({"poultry", "ground_meat", "red_meat", "pork"})


@dataclass(frozen=True, kw_only=True, slots=True)
class Ingredient:
    """One ingredient the offline provider knows."""

    slug: str
    en: str
    es: str
    kind: str
    allergens: frozenset[str]
    # USDA category when it must reach a safe internal temperature.
    safety: str | None
    animal: bool
    aliases: tuple[str, ...]

    def name(self, language: str) -> str:
        """The display name in a language.

        Args:
            language: "en" or "es".

        Returns:
            The name, e.g. "chicken" / "pollo".
        """
        return self.es if language == "es" else self.en


# slug | en | es | kind | allergens | safety | aliases  (an "*" after the kind: animal product;
# a line starting with "+" continues the aliases of the line above)
_TABLE = """
chicken|chicken|pollo|poultry|-|poultry|chicken breast,chicken thigh,pechuga,pechuga de pollo
+muslo de pollo,chicken tenders
turkey|turkey|pavo|poultry|-|poultry|turkey breast,pechuga de pavo
ground_beef|ground beef|carne molida|ground_meat|-|ground_meat|minced beef,ground meat
+hamburger meat,carne picada,molida de res
beef|beef|carne de res|red_meat|-|red_meat|steak,sirloin,flank steak,bistec,res,filete de res
+arrachera,carne asada
lamb|lamb|cordero|red_meat|-|red_meat|lamb chop
pork|pork|cerdo|pork|-|pork|pork chop,pork loin,puerco,lomo de cerdo,chuleta de cerdo,carnitas
bacon|bacon|tocino|pork|-|pork|-
chorizo|chorizo|chorizo|pork|-|ground_meat|-
ham|ham|jamón|pork|-|-|-
salmon|salmon|salmón|seafood|fish|seafood|salmon fillet,filete de salmon
white_fish|white fish|pescado blanco|seafood|fish|seafood|fish,pescado,tilapia,cod,bacalao
+merluza,hake,snapper,huachinango,fish fillet,filete de pescado
tuna|tuna|atún|seafood|fish|-|canned tuna,atun en lata
shrimp|shrimp|camarón|seafood|shellfish|seafood|prawn,prawns,camarones,gambas
egg|egg|huevo|egg|egg|eggs|-
cheese|cheese|queso|dairy|dairy|-|cheddar,mozzarella,queso fresco,queso oaxaca,panela,manchego
+feta,goat cheese
parmesan|parmesan|queso parmesano|dairy|dairy|-|parmesano,parmigiano
milk|milk|leche|dairy|dairy|-|whole milk,leche entera
cream|heavy cream|crema|dairy|dairy|-|cream,media crema,nata,sour cream,crema acida
butter|butter|mantequilla|dairy|dairy|-|-
yogurt|plain yogurt|yogur natural|dairy|dairy|-|yogurt,yoghurt,yogur,greek yogurt
tofu|firm tofu|tofu firme|plant_protein|soy|-|tofu
chickpeas|chickpeas|garbanzos|legume|-|-|chickpea,garbanzo
black_beans|black beans|frijoles negros|legume|-|-|beans,frijoles,frijol,frijol negro,alubias
lentils|lentils|lentejas|legume|-|-|lentil,lenteja
onion|onion|cebolla|aromatic|-|-|white onion,red onion,cebolla blanca,cebolla morada
garlic|garlic|ajo|aromatic|-|-|garlic clove,diente de ajo
green_onion|green onion|cebollín|aromatic|-|-|scallion,spring onion,cebollita,cebolla de cambray
tomato|tomato|jitomate|tomato|-|-|tomate,cherry tomato,roma tomato
bell_pepper|bell pepper|pimiento morrón|vegetable|-|-|red pepper,green pepper,pimiento,morron
+chile morron
zucchini|zucchini|calabacita|vegetable|-|-|courgette,calabacin
broccoli|broccoli|brócoli|vegetable|-|-|brocoli
carrot|carrot|zanahoria|root|-|-|-
potato|potato|papa|root|-|-|patata
sweet_potato|sweet potato|camote|root|-|-|batata,boniato
squash|butternut squash|calabaza|root|-|-|squash,pumpkin
cauliflower|cauliflower|coliflor|vegetable|-|-|-
mushroom|mushrooms|champiñones|vegetable|-|-|mushroom,champinon,hongo,seta
corn|corn|elote|vegetable|-|-|maiz,sweet corn,granos de elote
eggplant|eggplant|berenjena|vegetable|-|-|aubergine
green_beans|green beans|ejotes|vegetable|-|-|ejote,judias verdes
peas|peas|chícharos|vegetable|-|-|pea,guisantes,chicharo
cabbage|cabbage|col|vegetable|-|-|repollo
celery|celery|apio|vegetable|celery|-|-
spinach|spinach|espinacas|leafy|-|-|baby spinach,espinaca
lettuce|lettuce|lechuga|leafy|-|-|romaine,lechuga romana
cucumber|cucumber|pepino|fresh|-|-|-
avocado|avocado|aguacate|fresh|-|-|palta
rice|rice|arroz|grain|-|-|white rice,brown rice,arroz blanco
quinoa|quinoa|quinoa|grain|-|-|quinua
rice_noodles|rice noodles|fideos de arroz|pasta|-|-|rice pasta,pasta de arroz
pasta|pasta|pasta|pasta|gluten|-|spaghetti,espagueti,penne,macaroni,fideos,noodles,tallarines
corn_tortilla|corn tortillas|tortillas de maíz|grain|-|-|tortilla,tortillas
flour_tortilla|flour tortillas|tortillas de harina|grain|gluten|-|-
bread|bread|pan|grain|gluten|-|bread slices,baguette,bolillo
bread_crumbs|bread crumbs|pan molido|grain|gluten|-|breadcrumbs,panko
cornstarch|cornstarch|fécula de maíz|baking|-|-|maicena,corn starch
flour|all-purpose flour|harina de trigo|baking|gluten|-|flour,harina,wheat flour
oats|oats|avena|grain|gluten|-|rolled oats
lime|lime|limón|fruit|-|-|lime juice,jugo de limon
lemon|lemon|limón amarillo|fruit|-|-|lemon juice
apple|apple|manzana|fruit|-|-|-
mango|mango|mango|fruit|-|-|-
pineapple|pineapple|piña|fruit|-|-|-
banana|banana|plátano|fruit|-|-|bananas,platano,guineo
strawberries|strawberries|fresas|fruit|-|-|strawberry,fresa
cilantro|cilantro|cilantro|herb|-|-|coriander
parsley|parsley|perejil|herb|-|-|-
basil|basil|albahaca|herb|-|-|-
oregano|dried oregano|orégano seco|spice|-|-|oregano
thyme|thyme|tomillo|herb|-|-|-
cumin|ground cumin|comino molido|spice|-|-|cumin,comino
smoked_paprika|smoked paprika|pimentón ahumado|spice|-|-|paprika,pimenton
chili_powder|chili powder|chile en polvo|chili|-|-|chile powder
ginger|fresh ginger|jengibre fresco|spice|-|-|ginger,jengibre
turmeric|ground turmeric|cúrcuma molida|spice|-|-|turmeric,curcuma
garam_masala|garam masala|garam masala|spice|-|-|-
black_pepper|black pepper|pimienta negra|spice|-|-|pepper,pimienta
salt|salt|sal|spice|-|-|sea salt,sal de mar
jalapeno|jalapeño|chile jalapeño|chili|-|-|jalapeno,chile jalapeno
serrano|serrano chile|chile serrano|chili|-|-|serrano,chile,chili,chilli
chipotle|chipotle in adobo|chile chipotle|chili|-|-|chipotle
chili_flakes|red pepper flakes|hojuelas de chile|chili|-|-|chili flakes,chile quebrado
hot_sauce|hot sauce|salsa picante|chili|-|-|salsa valentina
olive_oil|olive oil|aceite de oliva|oil_fat|-|-|oil,aceite,extra virgin olive oil
vegetable_oil|vegetable oil|aceite vegetal|oil_fat|-|-|canola oil,aceite de canola
sesame_oil|sesame oil|aceite de ajonjolí|oil_fat|sesame|-|aceite de sesamo
soy_sauce|soy sauce|salsa de soya|condiment|soy,gluten|-|salsa de soja,shoyu
tamari|tamari|tamari|condiment|soy|-|-
fish_sauce|fish sauce|salsa de pescado|condiment*|fish|-|-
vinegar|white wine vinegar|vinagre de vino blanco|condiment|sulfite|-|vinegar,vinagre
mustard|Dijon mustard|mostaza Dijon|condiment|mustard|-|mustard,mostaza
mayonnaise|mayonnaise|mayonesa|condiment*|egg|-|mayo
honey|honey|miel|sweetener*|-|-|miel de abeja
maple_syrup|maple syrup|jarabe de maple|sweetener|-|-|-
sugar|sugar|azúcar|sweetener|-|-|-
vegetable_broth|vegetable broth|caldo de verduras|liquid|celery|-|vegetable stock
+caldo de vegetales
chicken_broth|chicken broth|caldo de pollo|liquid*|celery|-|chicken stock,consome de pollo,broth
+caldo
water|water|agua|liquid|-|-|-
white_wine|white wine|vino blanco|liquid|sulfite|-|wine,vino
coconut_milk|coconut milk|leche de coco|liquid|tree_nut|-|coconut cream
oat_milk|oat milk|bebida de avena|liquid|gluten|-|-
rice_milk|rice milk|bebida de arroz|liquid|-|-|-
nutritional_yeast|nutritional yeast|levadura nutricional|spice|-|-|-
peanuts|peanuts|cacahuates|nut_seed|peanut|-|peanut,cacahuate,mani,peanut butter
+crema de cacahuate
almonds|almonds|almendras|nut_seed|tree_nut|-|almond,almendra
walnuts|walnuts|nueces|nut_seed|tree_nut|-|walnut,nuez
cashews|cashews|nueces de la india|nut_seed|tree_nut|-|cashew,anacardos
sesame_seeds|sesame seeds|ajonjolí|nut_seed|sesame|-|sesame,sesamo,semillas de sesamo,tahini
"""

# Words a profile's free-text allergy may use for each allergen group (folded).
ALLERGEN_WORDS: dict[str, tuple[str, ...]] = {
    "dairy": ("dairy", "lactose", "milk", "lacteos", "lactosa", "leche"),
    "egg": ("egg", "huevo"),
    "peanut": ("peanut", "cacahuate", "mani"),
    "tree_nut": ("tree nut", "nuts", "frutos secos", "nueces"),
    "soy": ("soy", "soya", "soja"),
    "gluten": ("gluten", "wheat", "trigo", "celiac", "celiaco"),
    "fish": ("fish", "pescado"),
    "shellfish": ("shellfish", "seafood", "mariscos", "crustaceans", "crustaceos"),
    "sesame": ("sesame", "ajonjoli", "sesamo"),
    "mustard": ("mustard", "mostaza"),
    "celery": ("celery", "apio"),
    "sulfite": ("sulfite", "sulfito"),
}


def _parse(table: str) -> tuple[Ingredient, ...]:
    lines: list[str] = []
    for line in table.strip().splitlines():
        if line.startswith("+"):
            lines[-1] += "," + line[1:]
        else:
            lines.append(line)
    rows = []
    for line in lines:
        slug, en, es, kind, allergens, safety, aliases = line.split("|")
        animal = kind.endswith("*") or kind in ANIMAL_KINDS
        rows.append(
            Ingredient(
                slug=slug,
                en=en,
                es=es,
                kind=kind.rstrip("*"),
                allergens=frozenset() if allergens == "-" else frozenset(allergens.split(",")),
                safety=None if safety == "-" else safety,
                animal=animal,
                aliases=() if aliases == "-" else tuple(aliases.split(",")),
            )
        )
    return tuple(rows)


INGREDIENTS = _parse(_TABLE)
_PEPPERS = frozenset({"peppers", "sweet peppers", "green peppers", "red peppers"})
_BY_SLUG = {row.slug: row for row in INGREDIENTS}


def by_slug(slug: str) -> Ingredient:
    """The ingredient with this slug.

    Args:
        slug: a slug from the table.

    Returns:
        The ingredient.

    Raises:
        KeyError: an unknown slug (a programming error).
    """
    return _BY_SLUG[slug]


def key(text: str) -> tuple[str, ...]:
    """The matching key of a name: its stemmed, folded words.

    Args:
        text: an ingredient name or any text.

    Returns:
        The stems, in order ("Pechugas de pollo" -> ("pechuga", "de", "pollo")).
    """
    return tuple(stem(word) for word in words(text))


@functools.cache
def _index() -> tuple[tuple[tuple[str, ...], Ingredient], ...]:
    entries = [(key(name), row) for row in INGREDIENTS for name in (row.en, row.es, *row.aliases)]
    # Longest names first, so "caldo de pollo" wins over "pollo" and "sesame oil" over "oil".
    return tuple(sorted(entries, key=lambda entry: -len(entry[0])))


def identify(text: str) -> Ingredient | None:
    """The known ingredient a free-text name refers to, if any.

    Args:
        text: e.g. "2 boneless chicken breasts" or "Pechugas de pollo".

    Returns:
        The best (longest) match, or None.
    """
    if fold(text).strip() in _PEPPERS:
        # "chicken, rice and peppers": nobody brings ground black pepper by the plural.
        return _BY_SLUG["bell_pepper"]
    found = find_all(text)
    return found[0][1] if found else None


def find_all(text: str) -> list[tuple[int, Ingredient]]:
    """Every known ingredient mentioned in a text, without overlaps, in order of position.

    Args:
        text: any text.

    Returns:
        (word position, ingredient) pairs; longer names win over names inside them.
    """
    tokens = key(text)
    taken = [False] * len(tokens)
    found: list[tuple[int, Ingredient]] = []
    for name_key, row in _index():
        size = len(name_key)
        for start in range(len(tokens) - size + 1):
            if tokens[start : start + size] == name_key and not any(taken[start : start + size]):
                taken[start : start + size] = [True] * size
                found.append((start, row))
    return sorted(found, key=lambda pair: pair[0])
