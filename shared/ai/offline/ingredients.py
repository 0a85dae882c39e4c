"""The offline provider's ingredients: to recognise them in free text (either language, any
plural), pick templates, keep allergens out and swap animal products.

Each row is a catalogue ingredient (`shared/ingredients/catalogue.json`, which the seed loads):
the slug is the catalogue's, and allergens and USDA category are read from it, never written
here. Only what the catalogue does not carry stays here: the template kind, the animal flag the
kind does not imply, and the words of a recipe line ("plain yogurt") and of a cook ("chicken
breast" is chicken to a template), which are not the catalogue's singular lookup names.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from shared.ai.offline.normalize import fold, stem, words
from shared.ingredients.catalogue import catalogue_by_slug

__all__ = [
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


@functools.cache
def _facts(slug: str) -> tuple[frozenset[str], str | None]:
    # Read on first use, not at import: the guard imports the words at cold start and never
    # needs the facts.
    row = catalogue_by_slug()[slug]
    return frozenset(row.allergens), row.safety_category


@dataclass(frozen=True, kw_only=True, slots=True)
class Ingredient:
    """One ingredient the offline provider knows."""

    slug: str
    en: str
    es: str
    kind: str
    animal: bool
    aliases: tuple[str, ...]

    @property
    def allergens(self) -> frozenset[str]:
        """The allergen groups of the catalogue row (e.g. {"soy", "gluten"} for soy sauce)."""
        return _facts(self.slug)[0]

    @property
    def safety(self) -> str | None:
        """The catalogue's USDA category when it must reach a safe internal temperature."""
        return _facts(self.slug)[1]

    def name(self, language: str) -> str:
        """The display name in a language.

        Args:
            language: "en" or "es".

        Returns:
            The name, e.g. "chicken" / "pollo".
        """
        return self.es if language == "es" else self.en


# catalogue slug | kind | en | es | aliases  (an "*" after the kind: an animal product; a line
# starting with "+" continues the aliases of the line above)
_TABLE = """
whole_chicken|poultry|chicken|pollo|chicken breast,chicken thigh,pechuga,pechuga de pollo
+muslo de pollo,chicken tenders
whole_turkey|poultry|turkey|pavo|turkey breast,pechuga de pavo
ground_beef|ground_meat|ground beef|carne molida|minced beef,ground meat
+hamburger meat,carne picada,molida de res
beef|red_meat|beef|carne de res|steak,sirloin,flank steak,bistec,res,filete de res
+arrachera,carne asada
lamb|red_meat|lamb|cordero|lamb chop
pork|pork|pork|cerdo|pork chop,pork loin,puerco,lomo de cerdo,chuleta de cerdo,carnitas
bacon|pork|bacon|tocino|-
chorizo|pork|chorizo|chorizo|-
ham|pork|ham|jamón|-
serrano_ham|pork|serrano ham|jamón serrano|jamon serrano,spanish ham,iberico ham,jamón ibérico
prosciutto|pork|prosciutto|prosciutto|parma ham,jamón de parma,prosciutto crudo
pancetta|pork|pancetta|panceta|italian bacon,panceta italiana
pork_sausage|pork|pork sausage|salchicha de cerdo|sausage,salchicha fresca de cerdo
smoked_sausage|pork|smoked sausage|salchicha ahumada|kielbasa,longaniza ahumada
andouille_sausage|pork|andouille sausage|salchicha andouille|andouille
veal|red_meat|veal|ternera|veal cutlet,escalopa de ternera,carne de ternera
veal_shank|red_meat|veal shank|chambarete de ternera|osso buco,ossobuco,osobuco
salmon|seafood|salmon|salmón|salmon fillet,filete de salmon
white_fish|seafood|white fish|pescado blanco|fish,pescado,tilapia,cod,bacalao
+merluza,hake,snapper,huachinango,fish fillet,filete de pescado
canned_tuna|seafood|tuna|atún|canned tuna,atun en lata
shrimp|seafood|shrimp|camarón|prawn,prawns,camarones,gambas
anchovy|seafood|anchovy|anchoa|anchovies,anchoas,anchovy fillets
egg|egg|egg|huevo|-
cheese|dairy|cheese|queso|cheddar,mozzarella,queso fresco,queso oaxaca,panela,manchego
+feta,goat cheese
parmesan_cheese|dairy|parmesan|queso parmesano|parmesano,parmigiano
milk|dairy|milk|leche|whole milk,leche entera
heavy_cream|dairy|heavy cream|crema|cream,media crema,nata,sour cream,crema acida
butter|dairy|butter|mantequilla|-
cream_cheese|dairy|cream cheese|queso crema|queso philadelphia
condensed_milk|dairy|condensed milk|leche condensada|sweetened condensed milk
evaporated_milk|dairy|evaporated milk|leche evaporada|-
yogurt|dairy|plain yogurt|yogur natural|yogurt,yoghurt,yogur,greek yogurt
tofu|plant_protein|firm tofu|tofu firme|tofu
chickpea|legume|chickpeas|garbanzos|chickpea,garbanzo
black_bean|legume|black beans|frijoles negros|beans,frijoles,frijol,frijol negro,alubias
lentil|legume|lentils|lentejas|lentil,lenteja
bean_sprout|sprout|bean sprouts|germen de soya|bean sprout,brotes de soya,germinado de soya
onion|aromatic|onion|cebolla|white onion,red onion,cebolla blanca,cebolla morada
garlic|aromatic|garlic|ajo|garlic clove,diente de ajo
green_onion|aromatic|green onion|cebollín|scallion,spring onion,cebollita,cebolla de cambray
tomato|tomato|tomato|jitomate|tomate,cherry tomato,roma tomato
bell_pepper|vegetable|bell pepper|pimiento morrón|red pepper,green pepper,pimiento,morron
+chile morron
zucchini|vegetable|zucchini|calabacita|courgette,calabacin
broccoli|vegetable|broccoli|brócoli|brocoli
carrot|root|carrot|zanahoria|-
potato|root|potato|papa|patata
sweet_potato|root|sweet potato|camote|batata,boniato
plantain|root|plantain|plátano macho|plantains,plátanos machos,plátano verde,plátano maduro
+plátano para freír,green plantain,ripe plantain,cooking banana
butternut_squash|root|butternut squash|calabaza|squash,pumpkin
cauliflower|vegetable|cauliflower|coliflor|-
mushroom|vegetable|mushrooms|champiñones|mushroom,champinon,hongo,seta
corn|vegetable|corn|elote|maiz,sweet corn,granos de elote
eggplant|vegetable|eggplant|berenjena|aubergine
green_bean|vegetable|green beans|ejotes|ejote,judias verdes
pea|vegetable|peas|chícharos|pea,guisantes,chicharo
cabbage|vegetable|cabbage|col|repollo
celery|vegetable|celery|apio|-
spinach|leafy|spinach|espinacas|baby spinach,espinaca
lettuce|leafy|lettuce|lechuga|romaine,lechuga romana
cucumber|fresh|cucumber|pepino|-
avocado|fresh|avocado|aguacate|palta
long_grain_rice|grain|rice|arroz|white rice,brown rice,arroz blanco
quinoa|grain|quinoa|quinoa|quinua
rice_noodle|pasta|rice noodles|fideos de arroz|rice pasta,pasta de arroz
pasta|pasta|pasta|pasta|spaghetti,espagueti,penne,macaroni,fideos,noodles,tallarines
corn_tortilla|grain|corn tortillas|tortillas de maíz|tortilla,tortillas
flour_tortilla|grain|flour tortillas|tortillas de harina|-
bread|grain|bread|pan|bread slices,baguette,bolillo
breadcrumb|grain|bread crumbs|pan molido|breadcrumbs,panko
cornstarch|baking|cornstarch|fécula de maíz|maicena,corn starch
gelatin|baking*|gelatin|grenetina|gelatine,unflavored gelatin,gelatina sin sabor,colapez
agar|baking|agar|agar|agar agar,agar-agar,agar powder,agar en polvo
all_purpose_flour|baking|all-purpose flour|harina de trigo|flour,harina,wheat flour
oat|grain|oats|avena|rolled oats
lime|fruit|lime|limón|lime juice,jugo de limon
lemon|fruit|lemon|limón amarillo|lemon juice
apple|fruit|apple|manzana|-
mango|fruit|mango|mango|-
pineapple|fruit|pineapple|piña|-
banana|fruit|banana|plátano|bananas,platano,guineo
strawberry|fruit|strawberries|fresas|strawberry,fresa
cilantro|herb|cilantro|cilantro|coriander
parsley|herb|parsley|perejil|-
basil|herb|basil|albahaca|-
oregano|spice|dried oregano|orégano seco|oregano
thyme|herb|thyme|tomillo|-
cumin|spice|ground cumin|comino molido|cumin,comino
smoked_paprika|spice|smoked paprika|pimentón ahumado|paprika,pimenton
chili_powder|chili|chili powder|chile en polvo|chile powder
ginger|spice|fresh ginger|jengibre fresco|ginger,jengibre
turmeric|spice|ground turmeric|cúrcuma molida|turmeric,curcuma
garam_masala|spice|garam masala|garam masala|-
black_pepper|spice|black pepper|pimienta negra|pepper,pimienta
salt|spice|salt|sal|sea salt,sal de mar
jalapeno_pepper|chili|jalapeño|chile jalapeño|jalapeno,chile jalapeno
serrano_pepper|chili|serrano chile|chile serrano|serrano,chile,chili,chilli
chipotle_in_adobo|chili|chipotle in adobo|chile chipotle|chipotle
red_pepper_flake|chili|red pepper flakes|hojuelas de chile|chili flakes,chile quebrado
hot_sauce|chili|hot sauce|salsa picante|salsa valentina
olive_oil|oil_fat|olive oil|aceite de oliva|oil,aceite,extra virgin olive oil
vegetable_oil|oil_fat|vegetable oil|aceite vegetal|canola oil,aceite de canola
sesame_oil|oil_fat|sesame oil|aceite de ajonjolí|aceite de sesamo
soy_sauce|condiment|soy sauce|salsa de soya|salsa de soja,shoyu
tamari|condiment|tamari|tamari|-
fish_sauce|condiment*|fish sauce|salsa de pescado|-
white_wine_vinegar|condiment|white wine vinegar|vinagre de vino blanco|vinegar,vinagre
mustard|condiment|Dijon mustard|mostaza Dijon|mustard,mostaza
mayonnaise|condiment*|mayonnaise|mayonesa|mayo
lard|oil_fat*|lard|manteca de cerdo|pork lard,manteca de puerco
honey|sweetener*|honey|miel|miel de abeja
maple_syrup|sweetener|maple syrup|jarabe de maple|-
sugar|sweetener|sugar|azúcar|-
brown_sugar|sweetener|brown sugar|azúcar morena|azúcar mascabado,azúcar moreno
piloncillo|sweetener|piloncillo|piloncillo|-
powdered_sugar|sweetener|powdered sugar|azúcar glas|icing sugar,confectioners sugar
vegetable_stock|liquid|vegetable broth|caldo de verduras|vegetable stock,caldo de vegetales
chicken_stock|liquid*|chicken broth|caldo de pollo|chicken stock,consome de pollo,broth,caldo
water|liquid|water|agua|-
sparkling_water|liquid|sparkling water|agua mineral|soda water,club soda,agua con gas
white_wine|liquid|white wine|vino blanco|wine,vino
coconut_milk|liquid|coconut milk|leche de coco|coconut cream
oat_milk|liquid|oat milk|bebida de avena|-
rice_milk|liquid|rice milk|bebida de arroz|-
nutritional_yeast|spice|nutritional yeast|levadura nutricional|-
peanut|nut_seed|peanuts|cacahuates|peanut,cacahuate,mani,peanut butter,crema de cacahuate
almond|nut_seed|almonds|almendras|almond,almendra
walnut|nut_seed|walnuts|nueces|walnut,nuez
cashew|nut_seed|cashews|nueces de la india|cashew,anacardos
sesame_seed|nut_seed|sesame seeds|ajonjolí|sesame,sesamo,semillas de sesamo,tahini
"""


def _parse(table: str) -> tuple[Ingredient, ...]:
    lines: list[str] = []
    for line in table.strip().splitlines():
        if line.startswith("+"):
            lines[-1] += "," + line[1:]
        else:
            lines.append(line)
    rows = []
    for line in lines:
        slug, kind, en, es, aliases = line.split("|")
        animal = kind.endswith("*") or kind in ANIMAL_KINDS
        rows.append(
            Ingredient(
                slug=slug,
                en=en,
                es=es,
                kind=kind.rstrip("*"),
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


@functools.cache
def _by_first_word() -> dict[str, tuple[int, ...]]:
    """The positions in `_index()` of the names starting with each word (its stem)."""
    positions: dict[str, list[int]] = {}
    for at, (name_key, _) in enumerate(_index()):
        positions.setdefault(name_key[0], []).append(at)
    return {word: tuple(ats) for word, ats in positions.items()}


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


@functools.cache
def _name_stems() -> frozenset[str]:
    """Every stem of every known ingredient's names."""
    return frozenset(stem for name_key, _ in _index() for stem in name_key)


def _known_form(word: str) -> str:
    """A word's stem, or that of the food its Spanish diminutive is said from ("lentejitas")."""
    # Imported here: the search package reads the cook's language with this module.
    from shared.search.diminutives import food_base

    base = food_base(word, lambda said: stem(said) in _name_stems())
    return stem(base or word)


# Words of asking that stem to a food's name: "créame una lasaña" ("create me a lasagna") stems
# to "cream", and the lasagna was made as a skillet with cream.
_ASKING_WORDS = frozenset({"creame"})


def find_all(text: str) -> list[tuple[int, Ingredient]]:
    """Every known ingredient mentioned in a text, without overlaps, in order of position.

    Args:
        text: any text.

    Returns:
        (word position, ingredient) pairs; longer names win over names inside them.
    """
    tokens = tuple(word if word in _ASKING_WORDS else _known_form(word) for word in words(text))
    taken = [False] * len(tokens)
    found: list[tuple[int, Ingredient]] = []
    index = _index()
    # Only names starting with one of the text's words can match; they are tried in the index's
    # order (longest first), as all names would be, so the same names win.
    by_first = _by_first_word()
    tried = sorted({at for token in set(tokens) for at in by_first.get(token, ())})
    for name_key, row in (index[at] for at in tried):
        size = len(name_key)
        for start in range(len(tokens) - size + 1):
            if tokens[start : start + size] == name_key and not any(taken[start : start + size]):
                taken[start : start + size] = [True] * size
                found.append((start, row))
    return sorted(found, key=lambda pair: pair[0])
