"""A question about her open recipe as a whole ("can I freeze it?", "how long will it keep?",
"how many calories?", "¿pica?", "how long does it take?"): answered from the recipe, which
stays open.

Read as a search, "how many calories?" and "is it spicy?" put other dishes' cards in its
place (after them "save it" found nothing to save, and "start cooking" named a card); "can I
freeze it?" and "¿cuánto dura en el refri?" met the offline provider's "simple mode" line. Each
is answered from what the recipe holds, the same whichever provider runs the turn: how long
what is left keeps in the fridge and how to reheat it (USDA: 3 to 4 days, put away within 2
hours, reheated to 165°F/74°C), whether it freezes or which of its lines would not take it,
which of its lines bring heat, how long it takes (its own total and prep time: "¿cuánto tarda?"
met "simple mode", and "¿cuánto dura la receta?" a search that put the recipe away), and, with
no nutrition data to count from, that a calorie figure would be a guess. "¿Para cuántas
personas es?" and "¿qué lleva?" met "simple mode" too: the portions it makes (and that saying
"para 6" scales it) and the foods its lines hold answer them. The recipe's own change chips
lead on.

The recipe is her own open, else the catalogue card she chose in words ("el primero"): asked of
that card, "¿cuántas calorías tiene?" found no recipe and "¿es picante?" showed other spicy
dishes, and after either "hazla más picante" had no recipe left to change. The card's own
recipe answers, and the card stays chosen with its actions.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final, Literal

from chat.card_version import chosen_card
from chat.turn import Draft
from shared.ai.offline.articles import article_for
from shared.ai.offline.catalogue_names import food_named_in
from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import words
from shared.tools.catalogue_recipe import catalogue_recipe
from shared.tools.heat_said import is_hot_food
from shared.tools.named_change import name_change
from shared.tools.offered_changes import change_chips, offered_changes
from shared.tools.phrasing import chip, join_words, recipe_called
from shared.tools.slower_note import duration

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.db import Database
    from shared.schemas import GeneratedRecipe, Language
    from shared.schemas.response import SuggestionChip

__all__ = ["asked_of_recipe", "question_answer", "recipe_question_answer"]

Asked = Literal["freeze", "keep", "calories", "heat", "time", "servings", "ingredients"]

# The questions, on folded words. A change ("make it lower in calories", "hazla menos
# picante") is no question: the change cues below leave it to the modification path.
_ASKED: Final[tuple[tuple[Asked, re.Pattern[str]], ...]] = (
    ("freeze", re.compile(r"\b(?:freeze|freezable|congelar\w*|congela|congelo)\b")),
    ("keep", re.compile(
        r"\bhow long (?:will|does|do|can|would|is|are) (?:it|this|that|they|these|leftovers"
        r"|the leftovers|i keep it)\b.*\b(?:keep|last|fridge|refrigerator|good)\b"
        r"|\bhow (?:do|should|can) i (?:store|keep) (?:it|this|that|the leftovers|leftovers)\b"
        r"|\bcuanto (?:tiempo )?(?:aguanta|aguantan|se conserva|se conservan|se mantiene)\b"
        # "¿cuánto dura?" alone may ask how long it takes to make: the fridge must be said.
        r"|\bcuanto (?:tiempo )?duran?\b.*\b(?:refri\w*|refrigerador|nevera|sobras|guardad[ao]s?)\b"
        r"|\bcomo (?:la |lo )?(?:guardo|conservo|almaceno)\b"
    )),
    ("calories", re.compile(
        r"\b(?:how many|how much|cuantas|cuanta|what are the)\b.*\b(?:calories|kcal|calorias)\b"
        r"|^(?:calories|calorias|kcal)$|\bcalorie count\b"
        r"|\b(?:calories|calorias) (?:does it have|tiene|per (?:serving|portion)|por porcion)\b"
        r"|\bis it (?:high|low) in calories\b|\btiene muchas calorias\b"
    )),
    ("heat", re.compile(
        r"^(?:is (?:it|this|that)|how) (?:very |too |really )?(?:spicy|hot)$"
        r"|^(?:does|will) (?:it|this) (?:have (?:any |a )?(?:heat|kick)|burn)$"
        r"|^(?:y )?(?:(?:es|esta|sale) )?(?:muy )?(?:picante|picosa|picoso)$"
        r"|^(?:pica|pica mucho|le pica|que tan picante(?: es| esta)?|que tanto pica|cuanto pica)$"
    )),
    ("servings", re.compile(
        r"^(?:y )?(?:para|a) cuant[ao]s(?: personas| porciones| comensales)?"
        r"(?: es| son| alcanza| rinde| sale| da)?(?: la receta| esta receta| el platillo)?$"
        r"|^cuant[ao]s (?:porciones|raciones|personas|platos)"
        r" (?:rinde|salen|da|alcanza|son|come\w*)$"
        r"|^(?:cuanto|que tanto) rinde$"
        r"|^how many (?:people |servings |portions )?(?:does|will) (?:it|this|this recipe"
        r"|the recipe) (?:serve|feed)$"
        r"|^how many (?:servings|portions|people) (?:is it|is this|is that)$"
        r"|^(?:what s|whats|what is) the (?:serving size|yield)$"
    )),
    ("ingredients", re.compile(
        r"^(?:y )?(?:que|cuales) (?:ingredientes )?(?:lleva|tiene|necesito|ocupo|uso)"
        r"(?: la receta| esta receta| el platillo| para (?:hacerla|prepararla|esta receta))?$"
        r"|^cuales son (?:los|sus) ingredientes$|^(?:los )?ingredientes$"
        r"|^(?:what s|whats|what is) in (?:it|this|this recipe|the recipe)$"
        r"|^what (?:are|re) (?:the|its) ingredients$|^(?:the )?ingredients$"
        r"|^what ingredients (?:does it have|do i need|are in it|does it use|does it take)$"
        r"|^what do i need(?: for it| for this| for this recipe| to make it)?$"
    )),
)  # fmt: skip
# The whole sentence is the question: with a food in it ("how long do I cook the
# chicken?") a step answers (`step_question`), and "how long?" / "¿cuánto falta?" alone
# are the cooking guide's (`step_request`). "¿Cuánto dura?" with the fridge said is "keep".
# Whole, it is no change: "make" in "how long does it take to make?" changes nothing.
_TIME: Final = re.compile(
    r"^how (?:long|much time) (?:does|will|would|do|is) (?:it|this|that|this recipe"
    r"|the recipe|this dish|the dish|it all)(?: going to)? (?:take|need|to make|to cook)"
    r"(?: to (?:make|cook|prepare))?(?: in total| altogether| from start to finish)?$"
    r"|^how long to (?:make|cook) (?:it|this|this recipe|the recipe)$"
    r"|^(?:what s|whats|what is) the (?:total|cooking|cook) time$"
    r"|^cuanto (?:tiempo )?(?:tarda|se tarda|tardo|lleva|se lleva|toma|dura)"
    r"(?: (?:la receta|esta receta|el platillo|en total|todo|en estar lista?o?"
    r"|(?:en )?(?:hacer|preparar)(?:la|lo|se)?))*$"
    r"|^en cuanto tiempo (?:esta|queda|sale|se hace) (?:lista|listo|la receta)?$"
)  # fmt: skip
_CHANGE_CUE: Final = re.compile(
    r"\b(?:make|hazla|hazlo|haz|less|fewer|lower|reduce|cut|menos|baja|bajale|reduce|quita|"
    r"quitale|light|ligera|ligero|sin|without)\b"
)

# The fridge and the freezer, as the USDA puts them for cooked leftovers. The Spanish copy
# names the dish with its article ("los Tacos de papa", "del Pozole") and no pronoun or verb
# that would have to agree with it: "Sí, Tacos de papa se congela bien" agreed with neither.
_KEEPS: Final[dict[Language, str]] = {
    "en": "Put what's left of your {name} in a closed container in the fridge within 2 hours "
    "of cooking: it keeps 3 to 4 days. Reheat it until steaming hot (165°F/74°C).",
    "es": "Guarda lo que sobre {of_the} en un recipiente tapado en el refri antes de 2 horas "
    "de cocinado: dura de 3 a 4 días. Recaliéntalo hasta que humee (74°C/165°F).",
}
_FREEZES: Final[dict[Language, str]] = {
    "en": "Yes, it freezes well: let your {name} cool, then freeze it in a closed container "
    "for up to 3 months. Thaw it in the fridge and reheat it until steaming hot (165°F/74°C).",
    "es": "Sí, puedes congelar {the_name}: deja enfriar, guarda en un recipiente tapado y "
    "consume antes de 3 meses. Descongela en el refri y recalienta hasta que humee "
    "(74°C/165°F).",
}
_FREEZES_BADLY: Final[dict[Language, str]] = {
    "en": "Better not freeze your {name}: {why}. What's left keeps 3 to 4 days in the fridge, "
    "in a closed container.",
    "es": "Mejor no congelar {the_name}: {why}. Lo que sobre dura de 3 a 4 días en el refri, en un "
    "recipiente tapado.",
}
# What freezing does to a line, by the food: eggs set rubbery, potatoes go grainy, cream and
# yogurt split, raw greens and gelatin weep water as they thaw.
_THAWS_BADLY: Final[dict[str, dict[Language, str]]] = {
    "egg": {"en": "the {food} turns rubbery", "es": "{the} {food} queda correoso"},
    "potato": {"en": "the {food} turns grainy", "es": "{the} {food} se pone arenosa"},
    "split": {"en": "the {food} can split", "es": "{the} {food} se puede cortar"},
    "watery": {"en": "the {food} turns watery", "es": "{the} {food} suelta agua"},
}
_THAW_OF: Final[dict[str, str]] = {
    "egg": "egg",
    "potato": "potato",
    "heavy_cream": "split",
    "yogurt": "split",
    "milk": "split",
    "lettuce": "watery",
    "cucumber": "watery",
    "avocado": "watery",
    "gelatin": "watery",
}
_CALORIES: Final[dict[Language, str]] = {
    "en": "I can't give you the calories of {name}: I have no nutrition data for its "
    "ingredients, and a guess could mislead you. It makes {portions} portions; a nutrition app "
    "can count them from its ingredient list.",
    "es": "No puedo darte las calorías de {name}: no tengo datos de nutrición de sus "
    "ingredientes y un cálculo a ojo podría confundirte. Rinde {portions} porciones; una app "
    "de nutrición puede contarlas con su lista de ingredientes.",
}
_HOT: Final[dict[Language, str]] = {
    "en": 'Yes, it has some heat: the {foods}. Tap "{milder}" and I\'ll take it out.',
    "es": "Sí, tiene algo de picante: {foods}. Toca «{milder}» y se lo quito.",
}
_NOT_HOT: Final[dict[Language, str]] = {
    "en": "No, it isn't spicy: nothing in {name} brings heat.",
    "es": "No, no pica: nada en {name} lleva chile.",
}
_ADD_HEAT: Final[dict[Language, str]] = {
    "en": ' Tap "{spicier}" to add some.',
    "es": " Toca «{spicier}» para darle un toque.",
}
# Its own times, as its card shows them; the prep said only when the recipe gives one short of
# the total.
_TAKES: Final[dict[Language, str]] = {
    "en": "{Name} takes {total} in all.",
    "es": "{Name} lleva {total} en total.",
}
_TAKES_WITH_PREP: Final[dict[Language, str]] = {
    "en": "{Name} takes {total} in all, {prep} of it prep.",
    "es": "{Name} lleva {total} en total, {prep} de preparación.",
}
# How many it makes: a number said after it ("para 6") scales it.
_SERVES: Final[dict[Language, str]] = {
    "en": '{Name} serves {people}. Tell me how many you cook for ("for 6") and I\'ll scale '
    "its amounts.",
    "es": "{Name} es para {people}. Dime para cuántos cocinas («para 6») y ajusto las cantidades.",
}
_PEOPLE: Final[dict[Language, tuple[str, str]]] = {
    "en": ("{n} person", "{n} people"),
    "es": ("{n} persona", "{n} personas"),
}
# Its foods, as its lines name them; the amounts are on the recipe.
_HOLDS: Final[dict[Language, str]] = {
    "en": "{Name} has {count} ingredients: {foods}.",
    "es": "{Name} lleva {count} ingredientes: {foods}.",
}
_MILDER: Final[dict[Language, tuple[str, str]]] = {
    "en": ("Less spicy", "Make it milder"),
    "es": ("Menos picante", "Hazla menos picante"),
}


def asked_of_recipe(message: str) -> Asked | None:
    """What a question asks of the recipe as a whole, or None for any other message.

    Args:
        message: What the cook wrote.

    Returns:
        ``freeze``, ``keep``, ``calories``, ``heat``, ``time``, ``servings`` or
        ``ingredients``; None for a change or anything else.
    """
    said = " ".join(words(message))
    if _TIME.search(said):
        return "time"
    if _CHANGE_CUE.search(said):
        return None
    return next((asked for asked, pattern in _ASKED if pattern.search(said)), None)


def _named(name: str, language: Language) -> str:
    food = food_named_in(name, language)
    return food if language == "en" else f"{article_for(food)} {food}"


def _thaws_badly(recipe: GeneratedRecipe, language: Language) -> list[str]:
    """Why each line that freezing spoils would not take it, one reason per kind.

    The food is named by the table's singular ("the egg", "la papa"), as a mass: the recipe's
    line may be plural ("8 huevos"), and the sentence's verb agrees with one.
    """
    reasons: dict[str, str] = {}
    for item in recipe.ingredients:
        info = identify(item.name)
        kind = _THAW_OF.get(info.slug) if info is not None else None
        if info is None or kind is None or kind in reasons:
            continue
        food = info.name(language)
        the = article_for(food) if language == "es" else ""
        reasons[kind] = _THAWS_BADLY[kind][language].format(food=food, the=the)
    return list(reasons.values())


def _hot_lines(recipe: GeneratedRecipe, language: Language) -> list[str]:
    hot = []
    for item in recipe.ingredients:
        if is_hot_food(item.name):
            hot.append(_named(item.name, language))
    return list(dict.fromkeys(hot))


def _called(name: str, language: Language, *, hers: bool) -> dict[str, str]:
    """The recipe as a sentence names it, "name" within it and "Name" opening it.

    Her own is "tu receta de …" / "your … recipe"; a catalogue card she chose is no recipe of
    hers: "la receta de …" / "the … recipe" ("Tu receta de Pollo al Vino Tinto lleva …" said
    the catalogue's coq au vin was hers).
    """
    owner = {"en": ("the", "your"), "es": ("la", "tu")}[language][hers]
    phrase = f"{owner} {recipe_called(name, language)}"
    return {"name": phrase, "Name": phrase[:1].upper() + phrase[1:]}


def _told(asked: Asked, recipe: GeneratedRecipe, language: Language, *, hers: bool) -> str:
    """The answer's words for a question the recipe's facts answer alone (keep, freeze, time,
    calories)."""
    name = recipe.suggested_name
    called = _called(name, language, hers=hers)
    the = article_for(name)
    # The English copy says "your {name}"; the Spanish one the dish with its article.
    dish = {"name": name, "the_name": f"{the} {name}", "of_the": f"de {the} {name}"}
    if the == "el":
        dish["of_the"] = f"del {name}"
    if asked == "keep":
        return _KEEPS[language].format(**dish)
    if asked == "freeze":
        why = _thaws_badly(recipe, language)
        if why:
            return _FREEZES_BADLY[language].format(why=join_words(why, language), **dish)
        return _FREEZES[language].format(**dish)
    if asked == "time":
        total, prep = duration(recipe.total_time, language), recipe.prep_time
        if prep and prep < recipe.total_time:
            prep_said = duration(prep, language)
            return _TAKES_WITH_PREP[language].format(**called, total=total, prep=prep_said)
        return _TAKES[language].format(**called, total=total)
    return _CALORIES[language].format(**called, portions=recipe.portions)


def _made_of(asked: Asked, recipe: GeneratedRecipe, language: Language, *, hers: bool) -> str:
    """How many it serves, or the foods its lines hold (servings, ingredients)."""
    called = _called(recipe.suggested_name, language, hers=hers)
    if asked == "servings":
        one, many = _PEOPLE[language]
        people = (one if recipe.portions == 1 else many).format(n=recipe.portions)
        return _SERVES[language].format(**called, people=people)
    foods = list(dict.fromkeys(item.name for item in recipe.ingredients))
    return _HOLDS[language].format(**called, count=len(foods), foods=join_words(foods, language))


def _answer(
    asked: Asked, recipe: GeneratedRecipe, language: Language, *, hers: bool
) -> tuple[str, tuple[SuggestionChip, ...]]:
    """The answer's words and the chips that lead on from it (`hers`: her own recipe, not a
    catalogue card)."""
    name = recipe.suggested_name
    kinds = offered_changes(recipe, missed=frozenset(), mild=False)
    chips = change_chips(kinds, name, language)
    if asked in ("servings", "ingredients"):
        return _made_of(asked, recipe, language, hers=hers), chips
    if asked != "heat":
        return _told(asked, recipe, language, hers=hers), chips
    hot = _hot_lines(recipe, language)
    if hot:
        label, change = _MILDER[language]
        milder = chip(label, name_change(change, name))
        others = change_chips([k for k in kinds if k != "spicier"], name, language)
        foods = join_words(hot, language)
        return _HOT[language].format(foods=foods, milder=label), (milder, *others)
    message = _NOT_HOT[language].format(**_called(name, language, hers=hers))
    if "spicier" in kinds:
        spicier = change_chips(("spicier",), name, language)[0]
        message += _ADD_HEAT[language].format(spicier=spicier.label)
    return message, chips


def recipe_question_answer(turn: Turn, provider: str) -> Draft | None:
    """The answer to a question about her open recipe as a whole; None for any other message,
    or with no recipe of hers open.

    Args:
        turn: The turn (the message and the recipe on screen).
        provider: The provider name the trace reports.

    Returns:
        The answer in the turn's language, the recipe kept open with its change chips.
    """
    recipe = turn.previous_recipe
    if recipe is None or (asked := asked_of_recipe(turn.message)) is None:
        return None
    message, chips = _answer(asked, recipe, turn.context.language, hers=True)
    return Draft(message=message, provider=provider, kept_recipe=recipe, suggestions=chips)


async def question_answer(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The answer to a question about the dish on screen as a whole: her open recipe, else the
    catalogue card she chose in words; None for any other message, or with neither.

    Args:
        turn: The turn (the message, her open recipe, the choice before it).
        provider: The provider name the trace reports.
        db: The database (the chosen card's recipe).

    Returns:
        The answer in the turn's language: her recipe kept open, or the card kept chosen, with
        the change chips that make her version of it.
    """
    if turn.previous_recipe is not None:
        return recipe_question_answer(turn, provider)
    if (asked := asked_of_recipe(turn.message)) is None:
        return None
    card = chosen_card(turn.context.conversation_history)
    if card is None:
        return None
    language = turn.context.language
    recipe = await catalogue_recipe(db, card.recipe_id, language)
    if recipe is None:
        return None
    message, chips = _answer(asked, recipe, language, hers=False)
    return Draft(
        message=message,
        provider=provider,
        suggestions=chips,
        read_history=True,
        chosen_id=card.recipe_id,
    )
