"""Which of the four recipe intents a message expresses, scored by bilingual cue phrases.

Intents: `search` (find published recipes), `generate` (make a custom recipe from ingredients),
`modify` (change the current recipe), `retrieve` (find a custom recipe made before). Each cue
adds a weight; strong, specific phrases ("make me a recipe with", "la que hice ayer") outweigh
generic ones ("something", "sin X"), so "find recipes without gluten" is a search and "sin ajo"
alone is a modification.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final, Literal

from shared.ai.offline.extract import extract_cuisine, extract_diet, extract_meal_type
from shared.ai.offline.food_words import has_food_signal
from shared.ai.offline.ingredient_lists import WISH_AFTER_HAVE
from shared.ai.offline.normalize import STOPWORDS, word_set
from shared.search.kitchen_words import COOKS_WITH

if TYPE_CHECKING:
    from shared.ai.offline.normalize import FoldedText

__all__ = [
    "Intent",
    "SmallTalk",
    "asks_for_saved_recipes",
    "asks_to_resume",
    "find_timeframe",
    "is_greeting",
    "names_food_besides_changes",
    "score_intents",
    "small_talk",
]

Intent = Literal["search", "generate", "modify", "retrieve"]
# Conversation that asks nothing: answered in kind, not with what the rules can do.
SmallTalk = Literal["greeting", "thanks", "nod"]

_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|"
    "diciembre"
)
_DAYS = (
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    "lunes|martes|miercoles|jueves|viernes|sabado|domingo"
)
_COUNT = r"(?:a|an|one|two|three|four|a few|a couple of|few|\d{1,2})"
_COUNT_ES = r"(?:un|una|unos|unas|dos|tres|cuatro|un par de|pocos|pocas|algunos|algunas|\d{1,2})"

# Phrases that place a recipe in the past; quoted verbatim as `timeframe`.
_TIMEFRAME = re.compile(
    r"\b(?:the day before yesterday|yesterday|last night|the other day|"
    r"last (?:week|month|year|weekend|time|" + _DAYS + r")|"
    r"this (?:past )?(?:week|month|weekend|morning)|earlier (?:today|this week)|"
    rf"{_COUNT} (?:days?|weeks?|months?) ago|(?:back )?in (?:{_MONTHS})|on (?:{_DAYS})|"
    r"anteayer|antier|ayer|anoche|el otro dia|"
    r"(?:la semana|el mes|el ano|el fin de semana|el fin) pasad[oa]|"
    rf"(?:el )?(?:{_DAYS}) pasado|hace {_COUNT_ES} (?:dias?|semanas?|mes(?:es)?|anos?)|"
    rf"esta semana|este mes|en (?:{_MONTHS})|(?:el|del) (?:{_DAYS})|del fin de semana)\b"
)
_PAST_REFERENCE = re.compile(
    r"\b(?:(?:i|we|you) (?:made|cooked|prepared|saved|had|tried|generated|created|gave me)|"
    r"did (?:i|we) (?:make|cook|prepare|save|have)|"
    r"the one|that (?:\w+ ){0,3}recipe|my (?:saved|previous|last|old) recipes?|"
    r"(?:la|el|lo) que (?:hice|cocine|prepare|guarde|hicimos|me diste|me hiciste)|"
    r"hice|cocine|prepare|guarde|hicimos|cocinamos|esa receta|aquella receta|"
    r"mis? recetas? (?:guardadas?|anteriores?))\b"
)
_RECIPE_WORD = re.compile(r"\b(?:recipes?|recetas?|dish|platillo|plato)\b")
# "that lentil soup I saved", "la sopa que hice": a dish named by what she did with it, all
# the message says (a list to cook with it would be a request: "… with the rice I made").
_DISH_SHE_KEPT = re.compile(
    r"^(?:(?:find|show me|open|get me|busca|buscame|muestrame|abre)\s+)?"
    r"(?:that|the|ese|esa|el|la|los|las|aquel|aquella) (?:\w+ ){1,4}(?:that |which |que )?"
    r"(?:(?:i|we) (?:saved|made|cooked|prepared)|guarde|hice|cocine|prepare|guardamos|hicimos|"
    r"cocinamos)(?: (?:last \w+|yesterday|before|earlier|ayer|antes|el \w+ pasado|la \w+ pasada))?"
    r"\W*$"
)
# "that risotto I was making", "lo que estaba cocinando": a dish of the cook's own, in the past.
_WAS_COOKING = re.compile(
    r"\b(?:that|the|ese|esa|el|la|aquel|aquella) (?:\w+ ){1,3}(?:that |which |que )?"
    r"(?:(?:i|we) (?:was|were) (?:making|cooking|preparing)|"
    r"estaba(?:mos)? (?:haciendo|cocinando|preparando))\b"
)
# "where did I leave off with the risotto?", "¿en qué paso me quedé?", "el risotto que empecé":
# a dish the cook started and stopped, which only her own cooking sessions hold.
_LEFT_OFF = re.compile(
    r"\b(?:left off|leave off|where was i|(?:i|we) (?:started|stopped)|"
    r"me quede|nos quedamos|(?:que|lo que) (?:empece|empezamos|deje a medias)|a medias|"
    # "continue cooking", "seguir cocinando", the "Resume cooking" action's label typed:
    # the dish is the one on the stove, which only her cooking session holds.
    r"(?:continue|keep|resume|back to) cooking|resume (?:my|the) (?:recipe|cooking)|"
    # "sigamos cocinando", "retomemos la receta": said as "let's", as a cook invites herself.
    r"(?:seguir|sigo|sigamos|continuar|continuo|continuemos|retomar|retomemos|reanudar"
    r"|reanudemos|volver a|volvamos a) (?:cocinando|cocinar|cocina)"
    r"|(?:seguir|sigamos|continuar|continuemos|retomar|retomemos|reanudar|reanudemos)"
    r" (?:con )?(?:mi|la) receta"
    # "reanudar", "resume" typed alone: the action's verb is all a cook types of it.
    r"|^(?:resume|reanuda|reanudar|reanudemos|retoma|retomar|retomemos)"
    r"(?: (?:please|por favor))?(?=\W*$))\b"
)
# "show me my saved recipes", "mis recetas guardadas": her saved recipes as a whole, no dish
# remembered; a search cue beside it ("show me") asks to see them, not the catalogue.
_SAVED_RECIPES = re.compile(
    r"\b(?:my (?:saved )?recipes|(?:the )?recipes? (?:i|we) (?:have )?saved|"
    r"saved recipes|what (?:have )?(?:i|we) saved|"
    r"mis recetas(?: guardadas)?|(?:las )?recetas (?:que )?(?:guarde|he guardado)|"
    r"recetas guardadas|que (?:he )?guardado|que guarde)\b"
)
# "my risotto", "mis tacos": a dish of the user's own. People, meals, diets and the kitchen
# are not dishes ("for my kids", "my dinner", "with my leftovers").
_POSSESSIVE_DISH = re.compile(
    r"\b(?:my|mi|mis)\s+(?!(?:kids?|children|family|husband|wife|partner|friends?|guests?|"
    r"son|daughter|mom|dad|mother|father|baby|diet|allergy|allergies|doctor|fridge|pantry|"
    r"in[- ]?laws|parents|grand(?:ma|pa|mother|father|parents)|boss|coworkers?|colleagues?|"
    r"team|neighbou?rs?|roommates?|boyfriend|girlfriend|fiance|date|sister|brother|"
    r"suegr[oa]s?|abuel[oa]s?|padres|papas|jefe|jefa|companer[oa]s?|vecin[oa]s?|novi[oa]|"
    r"herman[oa]s?|ti[oa]s?|prim[oa]s?|"
    r"kitchen|thermomix|leftovers|ingredients|breakfast|lunch|dinner|meal|meals|week|"
    r"weekend|party|hijos?|hijas?|ninos?|familia|esposo|esposa|pareja|amigos?|amigas?|"
    r"invitados?|mama|papa|bebe|dieta|alergias?|doctor|refri|refrigerador|cocina|despensa|"
    r"sobras|ingredientes|desayuno|comida|cena|fiesta|semana)\b)[a-z]+"
)

# "I only have a microwave", "tengo una freidora de aire": an appliance the cook has (after
# "have"/"tengo"), never the foods she has.
_APPLIANCE = (
    r" (?:only |just )?(?:an? |the |my |una? |el |la |mi )?(?:"
    + "|".join(sorted(COOKS_WITH))
    + r")\b"
)

# "I only have 20 minutes", "solo tengo media hora": the time the cook has, never her foods.
_TIME_HAD = (
    r" (?:only |just |about |like |unos |como )?(?:\d{1,3}|half an?|an?|\w+)"
    r"(?: and a half| y media)? ?(?:minutes?|mins?|hours?|hrs?|minutos?|horas?|hora)\b"
)

# Weak cues of a change ("sin cebolla", "more garlic"): with no recipe open, they may instead
# shape a search ("postre sin horno").
_CHANGE_WORDS = re.compile(
    r"\b(?:more|less|extra) \w+|\b(?:mas|menos) (?!de\b)\w+|\bwithout \w+|"
    r"\bno \w+|\bsin \w+|\b(?:remove|take out|leave out|omit|skip|add|agrega|anade)\b"
)
_WEIGHTED_CUES: dict[Intent, tuple[tuple[int, re.Pattern[str]], ...]] = {
    "generate": (
        (
            3,
            re.compile(
                r"\b(?:create|generate|invent|come up with|whip up|build|design)\b|\bmake me\b|"
                r"\bcustom recipe\b|"
                # "make a recipe with X" asks for one made for them, not a catalogue search.
                r"\b(?:make|cook|write) (?:a|an|us a|a new) (?:\w+ )?recipe\b|"
                r"\b(?:haz|prepara|escribe) una (?:\w+ )?receta\b|"
                # "no tengo nada", "I have no oven": what the cook lacks is no list of hers,
                # and "I have an air fryer" says what she cooks with, not what with.
                rf"\bi (?:only |just )?(?:have|got)\b(?! no\b| nothing\b|{_APPLIANCE}|{_TIME_HAD})|"
                r"\bi've got\b|\bi ve got\b|"
                rf"\bwe have\b(?! no\b| nothing\b|{_APPLIANCE}|{_TIME_HAD})|"
                r"\b(?:crea|creame|genera|generame|inventa|inventame|hazme|preparame|cocinarme)\b|"
                rf"(?<!no )\b(?:solo )?tengo\b(?!{_APPLIANCE}|{_TIME_HAD}|{WISH_AFTER_HAVE})|"
                rf"(?<!no )\btenemos\b(?!{_APPLIANCE}|{_TIME_HAD}|{WISH_AFTER_HAVE})|"
                r"\breceta personalizada\b|"
                r"\bcon lo que tengo\b|"
                # "quiero hacer mi propia receta de sopa de lentejas": one of her own to make,
                # not a recipe of hers to find ("my risotto" below).
                r"\b(?:make|create|cook|write|invent) my own\b|"
                r"\b(?:hacer|crear|preparar|cocinar|inventar|armar)(?:me)? mis? propi[ao]s?\b"
            ),
        ),
        (1, re.compile(r"\b(?:make|cook|prepare|haz|prepara|cocina)\b")),
    ),
    "search": (
        (
            3,
            re.compile(
                r"\b(?:find|search|look(?:ing)? for|show me|browse|suggest|recommend)\b|"
                r"\b(?:busca|buscame|buscar|encuentra|encuentrame|muestrame|ensename|"
                r"recomiendame|recomienda|sugiereme|sugiere)\b|"
                r"\bquiero (?:algo|una receta|recetas|comer)\b|\bse me antoja\b|\bantojo\b|"
                r"\b(?:tengo|tenemos) (?:muchas )?ganas de\b|"
                r"\bi (?:want|feel like|am craving|m craving)\b|\bcraving\b|\bi'd like\b|"
                # Seed: "what can I make with chicken, rice and peppers?" is discovery (cards);
                # creating one is the fallback when nothing matches.
                r"\bwhat can i (?:make|cook)\b|\bque (?:puedo|hago) (?:hacer|cocinar|preparar)\b"
            ),
        ),
        (
            2,
            re.compile(
                r"\brecipes? (?:with|for|using|that)\b|\bsomething\b|\banything\b|\bideas?\b|"
                r"\brecetas? (?:de|con|para)\b|\balgo\b|\bwhat should i (?:eat|cook|make)\b|"
                r"\bque (?:como|cocino|ceno|desayuno)\b|\brecipes\b|\brecetas\b|\bquiero\b|"
                r"\bcomida\b|\bfood\b"
            ),
        ),
    ),
    "modify": (
        (
            3,
            re.compile(
                r"\bmake it\b|\bhaz(?:lo|la)\b|\bspicier\b|\bmilder\b|\bless spicy\b|"
                r"\bmore spicy\b|\bmas picante\b|\bmenos picante\b|\binstead of\b|"
                r"\b(?:en lugar|en vez) de\b|\b(?:swap|replace|substitute)\b|"
                r"\b(?:cambia|cambiale|reemplaza|sustituye|quita|quitale|agregale|ponle)\b"
            ),
        ),
        (2, _CHANGE_WORDS),
    ),
}
# A greeting is often two ("hola, buenas tardes"), asks after her ("hi, how are you?") or
# names whom it greets ("hi there", "hola Irmixy"): still no request, and "there" no dish.
_HELLO: Final = (
    r"(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening|day)|hola|holi|buenas|"
    r"buen dia|buenos dias|buenas (?:tardes|noches)|que tal|que onda|como estas|como te va|"
    r"how are you(?: doing)?|how'?s it going|what'?s up)"
)
_GREETED: Final = r"(?:there|irmixy|everyone|all|friend|amig[oa]|chef)"
_GREETING = re.compile(rf"^[\s¡¿!]*{_HELLO}\b(?:[\s!.,¡¿?]*(?:{_HELLO}|{_GREETED})\b)*[\s!.,?]*$")


# Thanks alone ("thanks!", "¡mil gracias!"): answered in kind, not with what the rules can do.
_THANKS = re.compile(
    r"^[\s¡!.,]*(?:thanks?|thank you|thx|ty|gracias|muchas gracias|mil gracias)"
    r"(?: so much| a lot| irmixy)?[\s!.,]*$"
)
# A nod alone ("ok", "sounds good", "¡va, perfecto!"): the cook has what she asked for and
# goes on; she is not asking what the rules can do.
_NOD = (
    r"(?:ok(?:ay)?|k|cool|great|nice|perfect|awesome|sounds good|got it|alright|all right|yes|"
    r"yeah|yep|sure|vale|va|sale|perfecto|genial|si|claro|dale|listo|entendido|de acuerdo|bien|"
    r"muy bien|orale|okey)"
)
_ACKNOWLEDGEMENT = re.compile(rf"^[\s¡!.,]*{_NOD}(?:[\s!.,]+{_NOD})*[\s!.,]*$")
# Replies that are conversation, not a request ("thanks!", "ok", "perfecto").
_CHIT_CHAT = re.compile(
    r"^[\s¡¿!.,]*(?:(?:thanks?|thank you|thx|ok(?:ay)?|cool|great|nice|perfect|awesome|yes|yeah|"
    r"yep|no|nope|bye|goodbye|see you|lol|gracias|muchas gracias|vale|va|sale|perfecto|genial|"
    r"si|claro|adios|hasta luego|nos vemos|jaja+|ja ja|help|ayuda|what can you do|who are you|"
    r"que puedes hacer|quien eres)[\s!.,]*)+$"
)
_WORD = re.compile(r"[^\W\d_]+")
# A message of a few words and no cue ("sopa de pollo", "pozole", "tacos al pastor") names a
# dish or an ingredient: people type what they want to eat, which is a search.
_BARE_REQUEST_MAX_WORDS = 5


def _is_bare_request(folded: str) -> bool:
    words = _WORD.findall(folded)
    return (
        0 < len(words) <= _BARE_REQUEST_MAX_WORDS
        and "?" not in folded
        and not is_greeting(folded)
        and not _is_talk(folded)
    )


def _is_talk(folded: str) -> bool:
    # Conversation, not a request: "thanks!", "ok", "sounds good", "perfecto".
    return _CHIT_CHAT.match(folded) is not None or _ACKNOWLEDGEMENT.match(folded) is not None


def _names_food(folded: str) -> bool:
    # A cooking word, an ingredient, a meal, a cuisine or a diet: the message is about eating.
    return bool(
        has_food_signal(folded)
        or extract_meal_type(folded)
        or extract_cuisine(folded)
        or extract_diet(folded)
    )


_NOT_NAMES = STOPWORDS | word_set("please porfa favor thanks gracias también tambien")


def names_food_besides_changes(folded: str) -> bool:
    """Whether a message names something outside its change phrases ("postre sin horno").

    "sin cebolla" alone is a change to a recipe; "postre sin horno" asks for a dessert, and
    the "sin" only narrows it. Callers use this when no recipe is open to change.

    Args:
        folded: the folded message.

    Returns:
        True when a word other than a stopword or courtesy is left, or food is named, beyond
        what the change phrases mention ("tacos sin cebolla": "tacos").
    """
    rest = _CHANGE_WORDS.sub(" ", folded)
    named = [word for word in _WORD.findall(rest) if word not in _NOT_NAMES]
    return bool(named) or _names_food(rest)


def find_timeframe(text: FoldedText) -> tuple[int, int, str] | None:
    """The first past-time phrase in a message, quoted verbatim ("last week", "ayer").

    Args:
        text: the folded message.

    Returns:
        (folded start, folded end, original phrase), or None.
    """
    match = _TIMEFRAME.search(text.text)
    if match is None:
        return None
    return match.start(), match.end(), text.original_span(match.start(), match.end())


def asks_to_resume(folded: str) -> bool:
    """Whether a folded message asks to carry on cooking ("continue cooking", "me quedé").

    Args:
        folded: The message, folded (`FoldedText.text`).

    Returns:
        True when it asks for the dish left half cooked, which only a cooking session holds.
    """
    return _LEFT_OFF.search(folded) is not None


def asks_for_saved_recipes(folded: str) -> bool:
    """Whether a folded message asks for her saved recipes as a whole ("my saved recipes").

    Args:
        folded: The message, folded (`FoldedText.text`).

    Returns:
        True when it asks to see what she saved, naming no dish of it.
    """
    return _SAVED_RECIPES.search(folded) is not None


def small_talk(folded: str) -> SmallTalk | None:
    """What a message of conversation alone is: a greeting, thanks or a nod; None otherwise.

    Args:
        folded: the folded message.

    Returns:
        The kind of small talk, or None for anything else (a request, a question, "").
    """
    if is_greeting(folded):
        return "greeting"
    if _THANKS.match(folded) is not None:
        return "thanks"
    if _ACKNOWLEDGEMENT.match(folded) is not None:
        return "nod"
    return None


def is_greeting(folded: str) -> bool:
    """Whether a message is only a greeting ("hi!", "¡hola Irmixy!").

    Args:
        folded: the folded message.

    Returns:
        True for a bare greeting.
    """
    return _GREETING.match(folded) is not None


def score_intents(text: FoldedText) -> dict[Intent, int]:
    """Score each intent from the cues in a message.

    Args:
        text: the folded message.

    Returns:
        A score per intent; 0 means no cue at all.
    """
    folded = text.text
    scores: dict[Intent, int] = {"search": 0, "generate": 0, "modify": 0, "retrieve": 0}
    for intent, cues in _WEIGHTED_CUES.items():
        scores[intent] = sum(weight for weight, cue in cues if cue.search(folded))
    timeframe = _TIMEFRAME.search(folded) is not None
    past = _PAST_REFERENCE.search(folded) is not None
    if (timeframe and past) or asks_for_saved_recipes(folded):
        scores["retrieve"] = 6
    elif (
        ((past or timeframe) and _RECIPE_WORD.search(folded))
        or _WAS_COOKING.search(folded) is not None
        or _DISH_SHE_KEPT.match(folded) is not None
        or _LEFT_OFF.search(folded) is not None
    ):
        scores["retrieve"] = 4
    elif not (scores["generate"] or scores["modify"]) and (
        _POSSESSIVE_DISH.search(folded) is not None
        # "los tacos del sábado": a dish and a past day, nothing else asked.
        or (timeframe and not scores["search"] and _is_bare_request(folded))
    ):
        # Outweighs a search cue: "find my risotto" is the user's own risotto.
        scores["retrieve"] = 4
    if not any(scores.values()) and (
        _is_bare_request(folded)
        # A question about food the cues missed is still a search, not "simple mode".
        or (_names_food(folded) and not is_greeting(folded) and not _is_talk(folded))
    ):
        scores["search"] = 1
    return scores
