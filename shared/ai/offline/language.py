"""English or Spanish? A word-list vote, for the offline provider's replies and extraction."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final, Literal

from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import word_set, words

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["Language", "conversation_language", "detect_language", "written_language"]

Language = Literal["en", "es"]

_SPANISH = word_set(
    """
    el la los las un una unos unas y con de del para por que quiero quisiera tengo tienes
    algo receta recetas busca buscame encuentra muestrame dame hazme haz hazlo hazla crea
    creame prepara preparame cocina cocinar comer comida cena desayuno almuerzo postre sin
    mas menos hola gracias buenos buenas dias tardes noches pollo res cerdo pescado huevo
    huevos arroz frijoles ajo cebolla jitomate tomate queso minutos minuto rapido rapida
    facil picante vegano vegana vegetariano vegetariana ayer semana pasada pasado hice
    cocine prepare esa ese esta este como puedo puedes me gustaria antoja se tambien favor
    porfa ahora hoy saludable sopa ensalada opciones guarde guardaste mi mis tus cual sabado
    domingo cocinemos cocinarla otra vez nuevo nueva sugiere sugiereme personalizada estilo
    seguir sigue sigamos continuar continua continuemos retomar reanudar reanuda quede paso
    donde guardadas guardados muestra ensename soy estoy alergico alergica empezar empieza
    empecemos empezamos comenzar comienza comencemos siguiente repite repitelo atras anterior
    cuanto falta regresa
    bien rico rica ricos ricas cenar vienen viene hace calor frio ver hambre antojo quedar
    invitados
    en es muy pero hay sus
    """
)
_ENGLISH = word_set(
    """
    the a an and with of for to i im me my want would like have got some something recipe
    recipes find show search make create cook cooking give please without more less minutes
    minute quick fast easy spicy chicken beef pork fish egg eggs rice beans garlic onion
    cheese hi hello hey thanks thank you what can dinner lunch breakfast dessert yesterday
    last week made one that this it its is are from under healthy soup salad options
    quicker faster spicier milder saved save cooked dish dishes which saturday sunday let
    lets again new suggest style continue resume keep going where left step allergic
    good morning afternoon evening there how next repeat previous
    low high
    """
)
# A gerund ("cocinando", "siguiendo") is a Spanish verb: English writes none of these endings.
_SPANISH_GERUND: Final = re.compile(r"^[a-z]{3,}(?:ando|iendo)$")
# Marks only Spanish writes; any of them is strong evidence.
_SPANISH_MARKS = frozenset("ñ¿¡áéíóú")
# The fewest words of the smaller language that make a sentence mixed rather than one word
# borrowed ("quiero pozole for dinner tonight" is English).
_MIXED_LEAST: Final = 2


def detect_language(text: str, *, default: Language = "en") -> Language:
    """Guess whether a message is English or Spanish.

    A message that mixes both ("I want something con pollo y arroz") is no vote for either:
    the default answers it, as it answers a tie. A word or two of the other language in a
    sentence ("quiero pozole for dinner tonight") still leaves the sentence its language.

    Args:
        text: the user's message.
        default: the answer when the vote is tied or mixed (e.g. "ok", an ingredient list).

    Returns:
        "en" or "es".
    """
    tokens = words(text)
    spanish = sum(1 for token in tokens if token in _SPANISH or _SPANISH_GERUND.match(token))
    english = sum(1 for token in tokens if token in _ENGLISH)
    spanish += 2 * sum(1 for char in text.lower() if char in _SPANISH_MARKS)
    if _mixed(spanish, english):
        return default
    if spanish > english:
        return "es"
    if english > spanish:
        return "en"
    return default


def _mixed(spanish: int, english: int) -> bool:
    """Whether both languages have a say: the smaller vote is two or more, and half the larger."""
    fewer, more = sorted((spanish, english))
    return fewer >= _MIXED_LEAST and 2 * fewer >= more


_TOKEN: Final = re.compile(r"[^\W_]+")
_OPENERS: Final = frozenset("¿¡")
# The letters Spanish writes: a word with another mark is a foreign name ("crème brûlée").
_SPANISH_LETTERS: Final = frozenset("abcdefghijklmnopqrstuvwxyz0123456789ñáéíóúü")
# Words that name a dish rather than frame a sentence ("chicken soup", "sopa de pollo").
_DISH_WORDS = word_set("soup soups salad salads sopa sopas ensalada ensaladas")


def written_language(text: str, *, default: Language) -> Language:
    """The language a cook wrote her sentence in, which is the language the answer is in.

    A food or a dish is named in whichever language it is known by ("fish tacos", "pad thai",
    "chicken curry"), so its name is no choice of language: only the words around the names
    vote ("fish tacos estilo Ensenada" is Spanish, "quiero un chicken curry" too). A message
    that is only names ("pad thai", "chicken rice", "baja fish tacos") says nothing, and the
    default answers: the cook's own language.

    Args:
        text: The cook's message (a chip's frame, without the recipe name it carries).
        default: The cook's language (her profile's, or the app's hint).

    Returns:
        "en" or "es".
    """
    # The words as written, accents kept: an accent mark is Spanish's strongest vote
    # ("¿Algún guiso rico?"), so the frame must not be folded before `detect_language` reads it.
    kept = [
        token
        for token in _TOKEN.findall(text)
        if not _names_food(token) and _SPANISH_LETTERS.issuperset(token.casefold())
    ]
    # The opening marks frame a Spanish sentence, never a name.
    openers = "".join(char for char in text if char in _OPENERS)
    return detect_language(" ".join([*kept, openers]), default=default)


def conversation_language(said: Iterable[str], *, default: Language) -> Language:
    """The language of the cook's latest message that chooses one.

    A message that reads the same in both languages ("ok", "pad thai", "2") goes on in the
    language she was writing in, not her profile's: after three Spanish messages an "ok" is
    answered in Spanish. Only a conversation of such messages falls back to the default.

    Args:
        said: The cook's messages, newest first (chips as their frames); read only as far as
            the first that chooses.
        default: The cook's language (her profile's, or the app's hint).

    Returns:
        "en" or "es".
    """
    for text in said:
        as_english = written_language(text, default="en")
        if as_english == written_language(text, default="es"):
            return as_english
    return default


def _names_food(token: str) -> bool:
    """Whether a word of a message is (part of) a food's or dish's name."""
    folded = words(token)
    return all(word in _DISH_WORDS or identify(word) is not None for word in folded)
