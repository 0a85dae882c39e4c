"""The moods `shared.search.moods` reads: the everyday words for each, and the catalogue's tags.

Patterns run over the accent-folded, lower-cased query, whole words; Spanish adjectives come
with their genders, plurals and Mexican diminutives. A pattern must not fire on the same word
used for something else: "cold" is a drink's temperature unless it is the weather, "calor" in
"a calor medio" is the stove, "crudo" is raw unless someone is hungover, "tired of chicken"
is boredom, not fatigue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.search.mood_company import COMPANY_MOODS
from shared.search.mood_hands import HAND_MOODS
from shared.search.mood_model import ADJ, Mood
from shared.search.mood_soft import SOFT_MOODS

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.schemas.response import Language

__all__ = ["MOODS", "Mood"]


# "calor" is the weather unless it is the stove's ("a calor medio", "calor bajo").
_HEAT: Final = (
    r"calor(?:on|cito)?"
    r"(?! (?:medio|alto|bajo|moderado|suave|fuerte|lento|residual|del (?:horno|comal|sarten)))"
)

# "Comfort food" is "comida reconfortante" in the catalogue's Spanish. "reconfortante" alone is
# also its word for "warming" (a masala chai) and a word of many descriptions (a tagine, a miso
# soup), so a sad or sick cook's "algo que me apapache" read as it led with a tea and the
# tagine, where "comfort food" finds the comfort dishes. The cold-weather mood asks for both
# and keeps the one word.
_COMFORT_ES: Final = "comida reconfortante"

# The kinds of main dish the weather moods name, which a named dessert or breakfast overrides.
_SOUP_STEW: Final[Mapping[Language, tuple[str, ...]]] = {
    "en": ("soup", "stew"),
    "es": ("sopa", "guiso"),
}

MOODS: Final[tuple[Mood, ...]] = (
    # "Cozy" is how a meal feels, not the weather: a cozy Sunday dinner is a roast or a bake
    # as much as a soup. Comfort food, and the soups only when cold or rain is said with it.
    Mood(
        pattern=r"\b(cozy|cosy|cozier|cosier)\b",
        tags={"en": ("comfort food",), "es": (_COMFORT_ES,)},
    ),
    # Cold weather and wanting warmth: soups, stews, comfort food. "cold" alone is left
    # alone ("a cold drink", "sopa fria"), only cold weather counts.
    Mood(
        pattern=r"\b(warm|warming|warmer|freezing|chilly|snowy|snowing"
        r"|cold (?:day|night|evening|weather|outside|winter)|(?:it'?s|so|very) cold"
        r"|calient(?:e|es|it[oa]s?)|calentit[oa]s?|friit[oa]|friecit[oa]"
        r"|hace (?:un |mucho |much[oa] )?frio|(?:este|con el|del|un) frio|dia frio|noche fria"
        r"|friazo|(?:esta|estamos) helando|frio de perros|bitterly cold|freezing cold"
        r"|invernal)\b",
        tags={
            "en": ("comfort food", "soup", "stew", "winter", "warming"),
            "es": ("reconfortante", "sopa", "guiso", "invierno"),
        },
        # A dish never cooked, or one meant to cool, is no warmth either (a raita, a guacamole).
        contrary={
            "en": ("summer", "cold soup", "salad", "no-cook", "cooling"),
            "es": ("verano", "sopa fria", "ensalada", "sin coccion", "refrescante"),
        },
        safe={
            "en": ("comfort food", "stew", "winter", "warming"),
            "es": ("reconfortante", "guiso"),
        },
        dishes=_SOUP_STEW,
    ),
    Mood(
        pattern=r"\b(rainy|raining|rain|lluvia|lluvioso|lloviendo|llueve|lluviosa)\b",
        tags={
            "en": ("rainy day", "comfort food", "soup"),
            "es": ("dia lluvioso", _COMFORT_ES, "sopa"),
        },
        dishes=_SOUP_STEW,
    ),
    # Being ill, or an upset stomach: something brothy and gentle.
    Mood(
        pattern=r"\b(sick|flu|under the weather|(?:have|has|had|got|with|catching|fighting) a cold"
        r"|(?:upset|dodgy|sore|sensitive) (?:stomach|tummy)|(?:stomach|tummy) (?:ache|bug)"
        r"|gentle on the (?:stomach|tummy)|easy to digest"
        r"|enferm[oa]s?|gripa|gripe|resfriad[oa]|resfrio|catarro|empachad[oa]s?"
        r"|(?:me duele|dolor de|mal de(?:l)?) (?:la )?(?:panza|estomago|pancita|barriga)"
        r"|estomago (?:revuelto|delicado)|suave para (?:el|la) (?:estomago|panza|pancita))\b",
        # Gentle too: the light and healthy soups (a caldo, a miso, a lentil soup) before the
        # rich comfort ones, and the cheesy and fried dishes after the rest.
        tags={
            "en": ("soup", "comfort food", "light", "healthy"),
            "es": ("sopa", _COMFORT_ES, "ligero", "saludable"),
        },
        contrary={"en": ("cheesy", "fried"), "es": ("con queso", "frito")},
    ),
    # Feeling low, or having had a bad day: comfort food. "down" and "low" alone are too common
    # ("low carb", "slow down"), so only with a feeling; "blue" only as a feeling, not a colour.
    Mood(
        pattern=r"\b(sad|sadness|(?:feeling|feel|i'?m|so|a bit|kinda|kind of) (?:down|low|blue|crap"
        r"|rubbish|miserable|glum|gloomy|homesick)|down in the dumps|miserable|heartbroken"
        r"|broken heart|(?:bad|rough|awful|terrible|crap|horrible|stressful|long) day"
        r"|cheer (?:me|us|her|him|myself) up|cheering up|pick.?me.?up|(?:need|want) a hug|bummed"
        rf"|trist{ADJ}|triste(?:s|cit[oa]s?)?|tristeza|bajonead{ADJ}|bajon|depre|deprimid{ADJ}"
        rf"|aguitad{ADJ}|achicopalad{ADJ}|desanimad{ADJ}|apapach\w*"
        r"|(?:mal|pesimo|feo) dia|dia (?:pesado|dificil|horrible|fatal|de perros)"
        r"|corazon roto|estresad[oa]s?)\b",
        tags={"en": ("comfort food",), "es": (_COMFORT_ES,)},
    ),
    # The morning after: a spicy breakfast (chilaquiles, huevos rancheros). Not "soup": a
    # dish word in so many names would outweigh "spicy" and bring the mild soups first.
    Mood(
        pattern=r"\b(hangover|hungover|(?:la|una|con|mi) cruda|resaca|guayabo|enguayabad[oa]s?"
        r"|(?:estoy|ando|amaneci|andamos|estamos) (?:bien |muy )?crud[oa]s?)\b",
        tags={"en": ("spicy", "breakfast"), "es": ("picante", "desayuno")},
    ),
    # A weekend morning is breakfast time ("on a saturday morning", "el domingo en la
    # mañana"). Not "this morning" or "in the morning", said as often of what was eaten or
    # when to cook ("I had eggs this morning"); bare "mañana" is tomorrow, and "morning tea"
    # a snack.
    Mood(
        pattern=r"\b((?:saturday|sunday|weekend|lazy) morning(?! tea)|for (?:the|a) morning"
        r"|(?:sabado|domingo|fin de semana) (?:en|por) la manana|manana del (?:sabado|domingo))\b",
        tags={"en": ("breakfast", "brunch"), "es": ("desayuno", "brunch")},
        meal="breakfast",
    ),
    # Light against filling.
    Mood(
        pattern=rf"\b(light|lighter|not (?:too |so |very )?heavy|nothing heavy|liger{ADJ}"
        rf"|livian{ADJ}|nada pesad[oa]|no (?:tan |muy )?pesad[oa]|low.?cal(?:orie)?s?"
        r"|(?:baj[oa]s?|pobres?) en calorias|pocas calorias|(?:on|watching my|cutting) calories"
        r"|on a diet|a dieta|(?:estoy|ando) (?:a|en) dieta|para (?:bajar|perder) de peso"
        r"|(?:lose|losing) weight"
        # Feeling heavy after eating too much asks for something light.
        r"|(?:feeling|feel|felt|i'?m|i am) (?:so |very |really |a bit |kinda |too )?"
        r"(?:heavy|bloated|stuffed)|(?:ate|eaten|eating) too much|overate|overindulg\w*"
        r"|(?:me siento|me sentia|ando|estoy|quede) (?:muy |bien |super |tan |medio )?"
        r"(?:pesad[oa]s?|inflad[oa]s?|llen[oa]s?)"
        # Having eaten a lot already today ("ya comí bastante", "I had a huge lunch"); "had a
        # lot of courgettes" is what is in the kitchen: only eating a lot, or a big meal.
        r"|(?:comi|comimos|almorce|desayune) (?:demasiado|de mas|bastante|mucho|un monton)"
        r"|(?:ate|eaten|eating) (?:a lot|so much|loads)(?! of)"
        r"|(?:ate|eaten|had) (?:a )?(?:big|huge|heavy) (?:lunch|breakfast|brunch|meal))\b",
        tags={"en": ("light", "healthy"), "es": ("ligero", "saludable")},
    ),
    # Eating more vegetables is a wish for the vegetable-rich, healthy dishes, not for those
    # that name a vegetable ("vegetable samosas"): said of one's eating, never of a dish.
    Mood(
        pattern=r"\b((?:eat|eating|get|getting|need|add|adding|sneak in) more"
        r" (?:veg|veggies|vegetables|greens|plants)|(?:veg|veggie|vegetable).?packed"
        r"|(?:packed|loaded) with (?:veg|veggies|vegetables)"
        r"|(?:comer|meter|agregar|consumir|necesito) mas (?:verduras?|vegetales|veggies)"
        r"|(?:cargad|llen)[oa]s? de verduras)\b",
        tags={"en": ("vegetables", "healthy"), "es": ("verduras", "saludable")},
    ),
    # After training: the recipes tagged for it, and protein ("gym" is said for the training).
    Mood(
        pattern=r"\b((?:after|before) (?:the |a |my )?(?:gym|workout|training|lifting|crossfit)"
        r"|post.?(?:workout|gym|training)|pre.?workout|gym"
        r"|(?:despues|antes) del? (?:gym|gimnasio|entrenamiento|entreno|ejercicio|entrenar)"
        r"|post.?entreno|gimnasio)\b",
        tags={
            "en": ("post-workout", "high protein"),
            "es": ("despues de entrenar", "alto en proteina"),
        },
    ),
    # Eating well said in everyday words: "algo sano" (the catalogue says "saludable", which
    # stems apart), "nutritivo", "wholesome".
    Mood(
        pattern=r"\b(san[oa]s?|sanit[oa]s?|nutritiv[oa]s?|nutritious|wholesome|clean eating"
        r"|comer (?:mejor|bien|sano))\b",
        tags={"en": ("healthy",), "es": ("saludable",)},
    ),
    Mood(
        pattern=r"\b(hearty|filling|fill me up|starving|famished|(?:very |really |so )?hungry"
        r"|after (?:a |my )?(?:long )?(?:hike|hiking|run|ride)"
        rf"|sustancios{ADJ}|que (?:me |nos )?(?:si )?llene|llenador(?:a|es|as)?|contundente"
        r"|(?:mucha|tengo|traigo|con) hambre|(?:muero|muriendo|muerto) de hambre"
        rf"|hambrient{ADJ}|(?:un )?hambre (?:atroz|barbaro|terrible))\b",
        tags={"en": ("hearty", "stew"), "es": ("sustancioso", "guiso")},
    ),
    # Blood sugar to watch: the recipes tagged low-carb and healthy fit ("sin azúcar" is
    # read as leaving sugar out, `shared.search.negation`).
    Mood(
        pattern=r"\b(diabetic|diabetics|diabetes|diabetic.friendly|blood sugar"
        r"|diabetic[oa]s?|(?:el|la|mi|de|con|tiene|tengo) azucar alta)\b",
        tags={"en": ("low-carb", "healthy"), "es": ("bajo en carbohidratos", "saludable")},
    ),
    # Nothing on the heat: the no-cook recipes ("sin horno" alone is a tag already, and the
    # oven is gated by `shared.search.tool_words`).
    Mood(
        pattern=r"\b(no.cook(?:ing)?|without cooking|(?:no|without (?:a|the)?) ?stove"
        # Turning the stove on is only said of not wanting to ("too hot to turn the stove
        # on", "without turning on the hob"), as "sin prender la estufa" is.
        r"|(?:without )?(?:turn|turning|switch|switching) (?:on )?(?:the (?:stove|hob|burners?)"
        r"|anything)(?: on)?"
        r"|sin (?:estufa|cocinar|coccion|fuego|lumbre"
        r"|(?:prender|encender|usar) (?:la )?(?:estufa|lumbre|hornilla)))\b",
        tags={"en": ("no-cook", "fresh"), "es": ("sin coccion", "sin cocinar")},
    ),
    # Soft food, and a baby's: before the children's mood, which would take "toddler".
    *SOFT_MOODS,
    # Cooking with children is an activity, not a meal for them: something sweet to bake or
    # roll together (cookies, brigadeiros, crêpes), as the dessert meal, so the soups of a
    # rainy day said with it give way. Only with a cooking word and "with": "dinner the kids
    # will eat" is the next mood's. Before it, which would take the children's words.
    Mood(
        pattern=r"\b((?:cook|cooking|bake|baking|make|making) (?:something |it |together )?"
        r"with (?:my|the|our) (?:kids?|children|little ones|toddlers?|grandkids"
        r"|(?:\d+|two|three|four|five|six|seven|eight|nine|ten).year.olds?)"
        r"|(?:cocinar|hornear|hacer|preparar) (?:algo )?(?:junto )?con (?:mis|los|las|nuestros)"
        r" (?:hij[oa]s|ninos|ninas|peques|chamacos|chiquitos|niet[oa]s|sobrin[oa]s))\b",
        tags={"en": ("kid-friendly", "baking"), "es": ("para ninos", "reposteria")},
        meal="dessert",
    ),
    # Who it is for.
    Mood(
        pattern=r"\b(kids?|children|child|toddlers?|picky eaters?|little ones|family.friendly"
        r"|ninos|ninas|ninitos|chamacos|chamaquitos|chiquitos|peques|escuincles|nenes"
        r"|chavitos|hij[oa]s|crios|chiquillos|pibes)\b",
        tags={"en": ("kid-friendly",), "es": ("para ninos",)},
    ),
    *COMPANY_MOODS,
    Mood(
        pattern=r"\b(cheap|cheaply|budget|inexpensive|affordable|frugal|broke|low.cost"
        rf"|end of the month|barat{ADJ}|economic{ADJ}|quincena|fin de mes|sin gastar"
        r"|poco dinero|ahorrar|skint|(?:poca|sin|nada de) (?:lana|plata|feria)"
        r"|sin un peso|(?:estoy|ando) (?:pobre|quebrad[oa])"
        # "budget" in Spanish, Spain's and Latin America's alike.
        r"|(?:poco|bajo|sin|escaso|cort[oa]s? de) presupuesto"
        r"|presupuesto (?:ajustado|bajo|limitado|apretado|corto|justo))\b",
        tags={"en": ("budget-friendly", "budget", "pantry"), "es": ("economico", "de despensa")},
    ),
    # Too tired to cook, or to wash up: one pot, one pan, a sheet pan.
    Mood(
        pattern=r"\b(lazy(?! (?:sunday|saturday|weekend|morning|afternoon|day|brunch))"
        r"|(?:too|so|really|very|i'?m) tired(?! of)|no energy"
        r"|(?:don'?t|do not) (?:feel like|want to) cook(?:ing)?"
        r"|(?:minimal|easy|little|less|no) (?:clean.?up|dishes to wash)"
        r"|(?:tengo |me da |que )?flojera(?: de cocinar)?"
        r"|(?:sin|no tengo|pocas|cero) ganas de cocinar|que no ensucie(?: mucho| tanto)?"
        r"|(?:sin|pocos|no) (?:ensuciar|trastes)"
        r"|(?:estoy|ando|llego|muy|bien) cansad[oa]s?(?! de)|exhausted|knackered|shattered"
        r"|wiped out|agotad[oa]s?|muert[oa] de cansancio)\b",
        tags={
            "en": ("one-pot", "one-pan", "sheet-pan", "quick"),
            "es": ("en una olla", "en una sola sarten", "a la charola", "rapido"),
        },
    ),
    # Everyday home cooking against a project or a feast.
    Mood(
        pattern=r"\b(everyday|every day|day.to.day|home.?style|home.?cooked"
        r"|comida corrida(?: casera)?"
        r"|(?:algo|comida|comidas|cena|cenas|platillos?|recetas?) (?:de|para|del)"
        r" (?:diario|todos los dias|cada dia|dia a dia)|a diario"
        r"|(?:comida|cocina|sazon) casera)\b",
        tags={
            "en": ("weeknight", "family meal", "home-style"),
            "es": ("entre semana", "comida familiar", "comida casera"),
        },
    ),
    # Lent: fish and seafood, and the dishes the catalogue tags for it ("lent" alone is
    # also the past of "lend", so English needs the season's context).
    Mood(
        pattern=r"\b(cuaresma|cuaresmal(?:es)?|vigilia|semana santa|viernes santo|lenten"
        r"|(?:for|during|in) lent|lent (?:recipes?|dinners?|meals?|fridays?|dishes|ideas)"
        r"|good friday|holy week)\b",
        tags={"en": ("Lent", "fish", "seafood"), "es": ("Cuaresma", "pescado", "mariscos")},
    ),
    # Flavour and temperature moods.
    Mood(
        pattern=r"\b(spicy|fiery|hot and spicy|picantes?|picos(?:it)?[oa]s?|enchilos[oa]"
        r"|enchilad[oa]|que pique|bien picante)\b",
        tags={"en": ("spicy",), "es": ("picante",)},
    ),
    # Sharp flavours: the catalogue's own tags for them. ("sour" before cream or dough is a
    # food; "sweet and sour" is a dish's name and is matched as one.)
    Mood(
        pattern=r"\b(tangy|zesty|zingy|lemony|citrusy"
        r"|(?<!and )(?<!-)sour(?! (?:cream|dough|cherr(?:y|ies)|mix|orange))"
        rf"|acid{ADJ}|agri{ADJ}|citric{ADJ})\b",
        tags={"en": ("tangy", "sour", "citrus"), "es": ("acido", "citrico")},
    ),
    Mood(
        pattern=r"\b(refreshing|cooling|cool down|cool me down|hot (?:day|days|weather|summer"
        r"|afternoon|out|outside)|heat ?wave|scorching|sweltering|(?:it'?s|so|very) hot"
        r"|(?:in|beat) (?:this|the) heat"
        # "too hot" is the weather when it is too hot to do something, or outside; alone it
        # may be a chilli's heat ("not too hot for the kids").
        r"|too hot(?= (?:to|out|outside|today|in here)\b)"
        # A day's temperature is said as hot weather by then (`shared.search.weather`).
        r"|caloron|calorcito"
        r"|refrescantes?|fresquit[oa]s?|bochorno"
        r"|(?:hace|que|mucho|tanto|este|con el|del|para el|por el|el|un)"
        r" (?:un |mucho |demasiado |tanto )?"
        rf"{_HEAT})\b",
        tags={"en": ("refreshing", "summer", "fresh"), "es": ("refrescante", "verano", "fresco")},
        contrary={
            "en": ("soup", "stew", "winter", "comfort food", "warming"),
            "es": ("sopa", "guiso", "invierno", "reconfortante"),
        },
        safe={"en": ("summer", "refreshing", "cold soup"), "es": ("verano", "refrescante")},
    ),
    # Wanting something sweet: a dessert. Not the foods that are sweet by name ("sweet
    # potato", "sweet and sour", "dulce de leche", "pan dulce", "chile dulce", "agridulce").
    # Search filler ("something", "algo", "antojo") is gone before moods are read, so the
    # sweet word is read on its own.
    Mood(
        pattern=r"(?<!pan )(?<!papa )(?<!maiz )(?<!chile )(?<!camote )(?<!pimiento )(?<!elote )"
        r"\b(sweet tooth|sugary|sweets|sweet(?:ie|y)?|dulces?|dulc(?:e?c|es)?it[oa]s?"
        rf"|golos{ADJ}|golosinas?)\b"
        r"(?! (?:potato|potatoes|corn|chil[il]i?e?s?|peppers?|onions?|soy|rolls?|bread|buns?"
        r"|pickles?|tea|wine|paprika|and (?:sour|savou?ry|spicy|salty)|de leche|de (?:guayaba"
        r"|membrillo|camote|calabaza|papaya)|y (?:salado|picante|agrio)|(?:salado|picante)))",
        tags={"en": ("dessert", "sweet"), "es": ("postre", "dulce")},
        contrary={"en": ("soup", "stew", "salad"), "es": ("sopa", "guiso", "ensalada")},
        safe={"en": ("dessert", "sweet"), "es": ("postre", "dulce")},
        meal="dessert",
    ),
    # Something to go with a tea or a coffee in the afternoon ("te" alone is also a pronoun).
    Mood(
        pattern=r"\b((?:para )?acompanar (?:un|el|mi) (?:te|cafe|cafecito)|hora del (?:te|cafe)"
        r"|tea ?time|afternoon tea|coffee break|with (?:my|a|the) (?:tea|coffee|cuppa))\b",
        tags={
            "en": ("tea time", "coffee break", "baking"),
            "es": ("hora del te", "para el cafe", "reposteria"),
        },
        # Something to have with a tea is a snack, not a side ("acompañar" in the phrase).
        meal="snack",
    ),
    # Food from a street stall: the catalogue's street-food dishes and antojitos.
    Mood(
        pattern=r"\b((?:comida|algo|cosas|antojos?|antojitos?) (?:de (?:la )?calle|callejer[oa]s?)"
        r"|de la calle|de puestos?|callejer[oa]s?|garnach(?:a|as|itas)|fritangas?"
        r"|street (?:food|snacks?|stalls?|vendors?)|food trucks?)\b",
        tags={"en": ("street food",), "es": ("antojito", "comida callejera")},
    ),
    # Cooking once for the days ahead, or for the office: what keeps. "meal prep" and
    # "make-ahead" are the catalogue's own tags, matched as words, so they are not here, nor
    # "for the week", said as often of planning the week's dinners.
    Mood(
        pattern=r"\b((?:for|during) the whole week|for (?:work|the office)"
        r"|(?:lunch(?:es)?|comida|comidas) (?:for|para) (?:work|el trabajo|la oficina)"
        r"|para toda la semana|para (?:el trabajo|la oficina)|tupper|tuper"
        r"|batch cook\w*)\b",
        tags={
            "en": ("meal prep", "make-ahead", "keeps well"),
            "es": ("comida para la semana", "para preparar con anticipacion", "se conserva bien"),
        },
    ),
    # Taking food along, and gatherings.
    Mood(
        pattern=r"\b(picnics?|road trip|lunch ?box|packed lunch|dias? de campo|lonche|lonchera)\b",
        tags={"en": ("picnic", "lunchbox"), "es": ("dia de campo", "para el lonche")},
    ),
    # Watching a match. "game day" is the catalogue's own tag, matched as words: read as this
    # mood its snack tags outweighed the mains a game-day crowd is fed (chili, pulled pork).
    Mood(
        pattern=r"\b(finger foods?|game night|footy"
        r"|watch(?:ing)? (?:the )?(?:big )?(?:game|match|footy|football|soccer|rugby|cricket"
        r"|fight|final)|botanas?|botanitas?|botanear|futbol|futbolito|el fut"
        r"|ver (?:el|la) (?:partido|pelea|final))\b",
        tags={
            "en": ("party food", "party snack", "game day"),
            "es": ("para fiestas", "botana", "dia de partido"),
        },
    ),
    *HAND_MOODS,
)
