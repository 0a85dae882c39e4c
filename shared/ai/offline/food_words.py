"""Words that say a message is about food, in English and Spanish: cooking words and the
names and aliases of the offline catalogue's ingredients.

The off-topic guard refuses nothing that carries one (`shared.guard.topic`), and the offline
tool choice searches a message that carries one even when no request phrase is in it
("what's a good high protein breakfast?").
"""

from __future__ import annotations

import functools
import re
from typing import Final

from shared.ai.offline.ingredients import INGREDIENTS
from shared.ai.offline.normalize import fold

__all__ = ["has_food_signal"]

_COOKING_WORDS: Final = """
cook cooking cooked cooks recipe recipes bake baking baked roast roasted grill grilled grilling
fry fried frying boil boiled simmer saute sauteed steam steamed marinate marinade braise
broil poach poached toast toasted knead dough batter whisk chop chopped dice diced mince slice
dinner dinners lunch lunches breakfast brunch snack snacks dessert desserts meal meals food
foods dish dishes eat eating eaten hungry kitchen oven stove microwave airfryer skillet pan pot
wok thermomix blender ingredient ingredients spice spices seasoning sauce sauces soup soups
stew salad salads pasta pizza taco tacos burrito sandwich cake cakes cookie cookies bread
pie pancake pancakes risotto paella curry chili lasagna casserole smoothie cocktail mocktail
vegan vegetarian gluten keto paleo allergy allergies allergic calories protein nutrition
nutritious diet leftovers leftover substitute substitution menu appetizer appetizers potluck
picnic barbecue bbq flavor flavour spicy savory sweet tasty delicious crispy juicy tender
serving servings portion portions cups tablespoon teaspoon grams ounces fridge freezer
cocinar cocina cocino cocinas cocinamos receta recetas hornear horneado asar asado freir frito
hervir hervido guisar guiso guisado cena cenar comida comidas almuerzo almorzar desayuno
desayunar merienda postre postres plato platos platillo platillos comer hambre horno estufa
sarten olla licuadora ingrediente ingredientes especia especias condimento salsa salsas sopa
caldo ensalada ensaladas pastel pasteles galleta galletas pan tortilla tortillas antojo antojitos
vegano vegana vegetariano vegetariana alergia alergias alergico alergica calorias proteina
dieta sobras sustituir sustituto reemplazar menu botana botanas entrada picante sabroso rico
rica crujiente porcion porciones taza tazas cucharada cucharadita gramos refrigerador nevera
congelador preparar prepararlo hacerle mole pozole enchiladas quesadilla tamales
popcorn nachos chips fries palomitas papitas
"""
_COOKING: Final = frozenset(_COOKING_WORDS.split())
_WORD: Final = re.compile(r"[a-z0-9]+")


# Ingredients of the offline catalogue (names and aliases, EN and ES): any of them is food.
@functools.cache
def _ingredient_pattern() -> re.Pattern[str]:
    # Built on first use, not at import: the alternation of every name and alias takes a few
    # milliseconds to compile, which a cold start need not pay before its first message.
    phrases = {
        fold(name)
        for row in INGREDIENTS
        for name in (row.en, row.es, *row.aliases)
        if len(name) >= 3
    }
    alternation = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(r"\b(?:" + alternation + r")s?\b")


def has_food_signal(text: str) -> bool:
    """True when `text` (any case, accents) holds a cooking word or a catalogue ingredient."""
    folded = fold(text)
    if any(word in _COOKING for word in _WORD.findall(folded)):
        return True
    return _ingredient_pattern().search(folded) is not None
