"""The moods of company and occasions `shared.search.mood_table` reads, in its order: dressing
up, celebrating, the evening "tea", Christmas, a crowd, guests dropping in or invited over, and
something to pick at with drinks.

Their words are those of `shared.search.mood_table`'s other moods: accent-folded, whole words,
Spanish adjectives with their genders, plurals and diminutives (`ADJ`).
"""

from __future__ import annotations

from typing import Final

from shared.search.mood_model import ADJ, Mood

__all__ = ["COMPANY_MOODS"]

# Head counts from which a meal is cooking for a crowd (the catalogue's big batches are 8
# portions): 8 and up in digits, and the number words a cook would type.
_MANY: Final = (
    r"(?:[89]|[1-9]\d{1,2}|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
    r"|a dozen|dozens of|ocho|nueve|diez|once|doce|quince|veinte|veinti\w+|treinta|cuarenta"
    r"|cincuenta|una docena de)"
)
_PEOPLE: Final = (
    r"(?:people|persons|guests|adults|guys|friends|kids|folks|personas|invitados|comensales"
    r"|adultos|amig[oa]s|ninos|chavos|cuates)"
)
COMPANY_MOODS: Final[tuple[Mood, ...]] = (
    Mood(
        # "Fancy" is also the British verb for wanting something ("I fancy some pad thai",
        # "fancy a curry?"): that is no wish to dress up, and it would put the elegant dishes
        # before the dish she named.
        pattern=r"\b((?<!\bi )(?<!\bwe )(?<!\byou )(?<!\breally )fancy"
        r"(?! (?:some|a|an|having|making|eating|cooking|trying|getting)\b)"
        r"|impress|impressive|date night|(?:my|a|on a|first) date|romantic"
        r"|romance|anniversary|elegant|special occasion|dinner party|valentines?"
        rf"|romantic{ADJ}|elegantes?|sorprender|impresionar|apantallar|lucirme|aniversario"
        # "Quedar bien" with guests is to impress them, as "lucirse" is.
        r"|quedar bien|quede bien|quedemos bien|lucirnos|lucirse"
        r"|(?:una|mi|primera) cita|ocasion especial|san valentin)\b",
        tags={
            "en": ("elegant", "special occasion", "date night"),
            "es": ("elegante", "ocasion especial"),
        },
    ),
    # Celebrating, or a dish to set in the middle of the table for one.
    Mood(
        pattern=r"\b(celebrat(?:e|es|ing|ion|ions)|centre.?pieces?|center.?pieces?"
        r"|show.?stoppers?|showstopping|feast|big occasion|graduation|promotion|got engaged"
        r"|celebr(?:ar|amos|ando|acion|aciones)|festej(?:ar|amos|ando|o)|banquete|graduacion"
        r"|me ascendieron|nos comprometimos|platillo estrella)\b",
        tags={
            "en": ("celebration", "special occasion", "festive", "weekend feast"),
            "es": ("celebracion", "ocasion especial", "festivo", "comida de fin de semana"),
        },
    ),
    # "Tea" is the evening meal in British and Australian homes ("tonight's tea", "kids' tea"),
    # not the drink, when it is said of a meal. "easy tea" and "quick tea" may be a drink to
    # brew and are left alone, as are the drink's own words ("tea time", "tea cakes"). Only
    # "tea" is the phrase: whose meal it is ("kids'") is still read by its own mood.
    Mood(
        pattern=r"(?:(?<=tonight's )|(?<=tonights )|(?<=today's )|(?<=todays )|(?<=kids' )"
        r"|(?<=kids )|(?<=family )|(?<=midweek )|(?<=weeknight ))\btea"
        r"(?! (?:time|party|cakes?|sandwich(?:es)?|bread|towel|cups?|leaves|bags?|pot|break))\b"
        r"|\btea(?= tonight\b)",
        tags={"en": (), "es": ()},
        meal="dinner",
    ),
    # Christmas gatherings, read as a mood so the recipes tagged for it fit ("algo para la
    # posada" is answered by the tamales), not only matched as a word.
    Mood(
        pattern=r"\b(nochebuena|noche buena|posadas?|christmas eve|christmas dinner)\b",
        tags={"en": ("Christmas",), "es": ("Navidad",)},
    ),
    # Cooking for many, said in words or as a head count of eight and more: big batches only
    # (`Mood.crowd`). No tag words, which would outweigh a dish said with it ("chilli con
    # carne for a crowd", "chilaquiles para 10 personas").
    Mood(
        pattern=r"\b(crowd|big (?:group|family|party|gathering)|large (?:group|family|party)"
        r"|get.together|mucha gente|un monton de gente|muchos invitados|muchas personas"
        r"|reunion familiar|que rinda(?:n)?|rendidor(?:a|es|as)?|goes a long way|stretches far"
        r"|(?:for|feeds?|feeding|serves?|de|para|vienen|somos|seremos|como)"
        rf" (?:about |around |like |unas |unos |como |mas de |over )?{_MANY} {_PEOPLE}"
        rf"|{_MANY} {_PEOPLE} (?:are )?(?:coming|over|round)"
        # "We are twelve" needs no word for people: how many sit at the table, unless what
        # follows is a unit ("we're 10 minutes away").
        r"|(?:somos|seremos|vamos a ser|we'?re|we are|we'?ll be|we will be|there(?:'ll| will)? be"
        r"|there are) (?:about |around |like |unas |unos |como |mas de |over )?"
        rf"{_MANY}(?: of us)?(?! (?:minutos|minutes|mins?|horas|hours|grados|degrees|anos|years)\b)"
        rf"|{_MANY} of us)\b",
        tags={"en": (), "es": ()},
        crowd=True,
        # Feeding many without naming a course is feeding them a meal, not a flan of eight
        # portions; a course the words name comes first ("postre para 10 personas").
        meal="dinner",
    ),
    # Guests dropping in unannounced, or any minute now: something to put out (dips, tapas,
    # starters), as the snack meal. In Mexico visits "fall on you" ("me caen visitas").
    Mood(
        pattern=r"\b((?:unexpected|last.minute|surprise) (?:guests|visitors|company)"
        r"|(?:guests?|company|people|friends|visitors|in.?laws|family)"
        r" (?:are |is )?(?:dropping (?:by|in)|stopping by|popping (?:over|round|by)"
        r"|(?:coming|arriving)(?: over| round)? in (?:\d+|a few|ten|twenty|thirty|half an hour"
        r"|an hour))"
        r"|(?:me |nos )?(?:caen|cayeron|caeran|cae) (?:de )?(?:la )?(?:visitas?|invitados"
        r"|amig[oa]s|mis suegros|los suegros|las comadres)"
        r"|visitas? (?:inesperadas?|sorpresa)|(?:llega|llegan|vienen|viene) (?:la |unas )?visitas?"
        r" (?:en|al) (?:un )?(?:rato|ratito|media hora|\d+ minutos))\b",
        tags={
            "en": ("appetizer", "starter", "party snack", "tapas"),
            "es": ("botana", "tapas", "entrada"),
        },
        meal="snack",
    ),
    # Company coming for a meal: what the catalogue keeps for entertaining, with no meal of
    # its own (guests invited over are usually fed a dinner, not dips). After the crowd mood,
    # which takes "vienen 20 personas".
    Mood(
        pattern=r"\b((?:guests?|company|people|friends|visitors|in.?laws|family)"
        r" (?:are |is )?(?:coming|arriving|coming (?:over|round))"
        r"|having (?:people|friends|guests|company|the girls|the guys) (?:over|round)"
        r"|(?:people|friends|guests|the girls|the guys|mates) (?:over|round)"
        r"|(?:me |nos )?(?:llegan|llegaron|llegaran|vienen|vinieron|vendran)"
        r" (?:de )?(?:visitas?|invitados|amig[oa]s|mis suegros|los suegros|las comadres)"
        r"|(?:tengo|tenemos|hay) (?:visitas?|invitados)"
        # Cooking for them, or having them to please: "para mis invitados", "con los invitados".
        r"|(?:para|con) (?:mis|nuestros|los|unos|tus) (?:invitados|invitadas|visitas))\b",
        tags={
            "en": ("entertaining", "dinner party", "party food"),
            "es": ("para invitados", "cena con invitados", "para fiestas"),
        },
    ),
    # Something to pick at with drinks, before a meal or between rounds.
    Mood(
        pattern=r"\b(nibbles|munchies|canapes|hors d.?oeuvres|(?:for|with|over) (?:drinks|cocktails"
        r"|a drink|a few drinks|some drinks)|happy hour"
        r"|aperitivos?|picoteo|(?:algo|cosas|cosita|cositas) (?:para|de) picar|para picar"
        r"|(?:para|con) (?:las|unas|unos) (?:chelas|cheves|cervezas|copas|copitas|tragos|drinks)"
        r"|pasapalos|tapeo)\b",
        tags={
            "en": ("appetizer", "party snack", "tapas", "dip"),
            "es": ("botana", "tapas", "dip"),
        },
        meal="snack",
    ),
)
