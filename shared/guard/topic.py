"""Rule-based topic and injection checks of a chat message (no model, no I/O, microseconds).

A message is off-topic only when it names a subject far from cooking (code, maths, politics,
sports results, weather, markets, writing assignments, tech support, travel bookings, legal or
medical advice, trivia) *and* carries no food signal at all: no cooking word and no ingredient
of the offline catalogue, in English or Spanish. Any food word wins, so "how much stock for a
risotto", "a snack for the game" or "calcula el arroz para 12" stay cooking questions: a false
positive (refusing a cooking question) costs more than a false negative (one model turn).

A message with neither (no off-topic subject, no food word: "what's the meaning of life?", "how
tall is Everest?") is *unclear*: the rules cannot tell, so the caller may ask the gateway's cheap
`parsing` model (`shared.guard.model_check`). Greetings and one- or two-word replies ("thanks",
"the second one") are conversation, never unclear: they need no model.

Injection phrases ("ignore previous instructions", "muestra tu prompt") are only detected here:
the caller counts them as a metric. They are never a reason to refuse, because the user's text
always reaches the model as a user message under the security rules of the system prompt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from shared.ai.offline.extract import extract_cuisine, extract_diet
from shared.ai.offline.food_words import has_food_signal
from shared.ai.offline.intents import asks_to_resume, is_greeting
from shared.ai.offline.normalize import fold

__all__ = ["TopicVerdict", "classify_message", "has_food_signal"]

Topic = Literal["cooking", "off_topic", "unclear"]
# Replies this short are conversation ("yes please", "the second"), not a subject.
_SHORT_REPLY_WORDS: Final = 2

_WORD: Final = re.compile(r"[a-z0-9]+")

# Subjects far from cooking, folded (no accents), English and Spanish.
_OFF_TOPIC: Final[dict[str, re.Pattern[str]]] = {
    "code": re.compile(
        r"\b(?:python|javascript|typescript|java\b script|sql|html|css|regex|docker|kubernetes"
        r"|compile[rs]?|debug|stack ?trace|null pointer|git(?:hub)?|api endpoint|codigo"
        r"|programa(?:r|cion)?|program(?:ming)?|coding|software|bug in my|script)\b"
    ),
    "math": re.compile(
        r"\b(?:solve|equation|integral|derivative|algebra|calculus|theorem|matrix|prime numbers?"
        r"|ecuacion(?:es)?|derivadas?|integrales?|algebra|teorema|resuelve|matematicas?|math)\b"
    ),
    "politics": re.compile(
        r"\b(?:election|elections|president|presidential|politics|political|senate|congress"
        r"|parliament|vote for|elecciones|presidente|politica|politico|senado|congreso"
        r"|votar por|partido politico)\b"
    ),
    "sports": re.compile(
        r"\b(?:nba|nfl|mlb|world cup|champions league|premier league|super bowl|who won the"
        r"|final score|quien gano|marcador|liga mx|mundial de futbol|el partido de anoche)\b"
    ),
    "weather": re.compile(
        r"\b(?:weather|forecast|will it rain|temperature outside|el clima|pronostico"
        r"|va a llover|llovera)\b"
    ),
    "markets": re.compile(
        r"\b(?:stock market|stock price|stocks? to buy|bitcoin|crypto(?:currency)?|ethereum"
        r"|invest(?:ing|ment)? in|mortgage|bolsa de valores|acciones de|criptomonedas?"
        r"|invertir en|hipoteca)\b"
    ),
    "writing": re.compile(
        r"\b(?:write (?:me )?(?:a |an )?(?:poem|essay|story|cover letter|resume|email|song|speech)"
        r"|escribe(?:me)? (?:un |una )?(?:poema|ensayo|cuento|carta|correo|cancion|discurso)"
        r"|redacta (?:un|una)|my homework|mi tarea|translate this (?:text|paragraph|email)"
        r"|traduce este (?:texto|parrafo|correo))\b"
    ),
    "tech_support": re.compile(
        r"\b(?:wifi|router|printer|laptop|iphone|android|windows update|my computer"
        r"|mi computadora|mi celular|impresora|contrasena de mi|password for my)\b"
    ),
    "travel": re.compile(
        r"\b(?:flight to|flights to|book a hotel|hotel in|plane tickets?|vuelo a|vuelos a"
        r"|reservar (?:un )?hotel|boletos? de avion)\b"
    ),
    "advice": re.compile(
        r"\b(?:lawyer|lawsuit|sue my|divorce|diagnose|symptoms of|dosage of|abogado|demanda"
        r"|divorcio|diagnostica|sintomas de|dosis de|dating advice|consejos de pareja"
        r"|my girlfriend|my boyfriend|mi novia|mi novio)\b"
    ),
    "trivia": re.compile(
        r"\b(?:capital of|who is the (?:ceo|president|king|queen)|world war|population of"
        r"|capital de|quien es el (?:presidente|rey)|segunda guerra mundial|poblacion de"
        r"|tell me a joke|cuentame un chiste|chiste|riddle|adivinanza|horoscope|horoscopo"
        r"|movie|pelicula|netflix|celebrity|famoso)\b"
    ),
}

_INJECTION: Final = re.compile(
    r"\b(?:ignore (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions|rules"
    r"|prompts?)|disregard (?:all |the |your )?(?:previous |prior )?(?:instructions|rules)"
    r"|forget (?:all |your |the )?(?:previous )?(?:instructions|rules)|system prompt"
    r"|developer mode|jailbreak|dan mode|you are now (?:a|an|my)|pretend (?:to be|you are)"
    r"|reveal your (?:prompt|instructions)|act as (?:a|an) (?!chef|cook)"
    r"|ignora (?:todas )?(?:las |tus )?instrucciones(?: anteriores| previas)?"
    r"|olvida (?:todas )?(?:las |tus )?(?:instrucciones|reglas)|prompt del sistema"
    r"|modo desarrollador|muestra(?:me)? tu (?:prompt|instrucciones)|ahora eres (?:un|una)"
    r"|finge (?:ser|que eres))"
)


@dataclass(frozen=True, kw_only=True)
class TopicVerdict:
    """What the rules saw in a message.

    Attributes:
        topic: ``off_topic`` only with an off-topic subject and no food signal; ``unclear``
            with neither a subject nor a food signal (treated as cooking unless a model check
            says otherwise).
        subject: The off-topic subject that matched (e.g. ``code``), for metrics.
        injection: True when the message holds a prompt-injection phrase.
    """

    topic: Topic
    subject: str | None = None
    injection: bool = False

    @property
    def off_topic(self) -> bool:
        """True when the message should get the cooking redirect instead of a model turn."""
        return self.topic == "off_topic"

    @property
    def unclear(self) -> bool:
        """True when the rules cannot tell: worth one cheap model check."""
        return self.topic == "unclear"


def classify_message(text: str) -> TopicVerdict:
    """Classify one user message by rules.

    Args:
        text: The cleaned user message.

    Returns:
        The verdict: off-topic when an off-topic subject matches and no food word does;
        unclear when neither does (and it is more than a greeting or a short reply); cooking
        otherwise.
    """
    folded = fold(text)
    injection = _INJECTION.search(folded) is not None
    subject = next((name for name, rule in _OFF_TOPIC.items() if rule.search(folded)), None)
    # "where was I?" asks for her own cooking, which no food word says.
    if has_food_signal(text) or asks_to_resume(folded):
        return TopicVerdict(topic="cooking", injection=injection)
    if subject is not None:
        return TopicVerdict(topic="off_topic", subject=subject, injection=injection)
    words = _WORD.findall(folded)
    # A cuisine or a diet named ("something healthy, fast and Mexican") is a food request too.
    named = extract_cuisine(folded) or extract_diet(folded)
    if named or len(words) <= _SHORT_REPLY_WORDS or is_greeting(folded):
        return TopicVerdict(topic="cooking", injection=injection)
    return TopicVerdict(topic="unclear", injection=injection)
