"""Words of the cook's life around a request: who she is, what she cooks on, the feast, the
small meal as her region names it, and the money she has (accent-folded).

"a nurse on nights with one saucepan and a tenner", "taxista, solo tengo una hornilla",
"something for Hanukkah", "un refrigerio para el recreo": no recipe's text says "nurse",
"saucepan", "tenner", "Hanukkah" or "refrigerio", and no dish is named for any of them. Read
as words the catalogue lacks, they made a request it answers look like a dish it does not have
(`shared.search.subject`), and the cook was offered to create one instead of the recipes that
fit. Only words no recipe holds are here: a word the catalogue holds is read by the search
itself, and a word a dish is named for ("rosca de reyes", "pan de muerto", "pot pie", "onion
rings") is never here, so a dish the catalogue lacks is still told as one.
"""

from __future__ import annotations

from typing import Final

__all__ = ["LIFE_WORDS"]

LIFE_WORDS: Final[frozenset[str]] = frozenset(
    {
        # who the cook is: studies, work, shifts, sport (one cook or several)
        "student", "students", "uni", "undergrad", "driver", "drivers", "trucker", "truckers",
        "lorry", "nurse", "nurses", "doctor", "doctors", "builder", "builders", "worker",
        "workers", "shift", "shifts", "commuter", "retiree", "pensioner", "newlyweds",
        "athlete", "athletes", "runner", "cyclist", "hiker", "soldier", "firefighter", "carer",
        "caregiver", "gamer", "gamers",
        "estudiante", "estudiantes", "universitario", "universitaria", "chofer", "camionero",
        "trailero", "taxista", "enfermera", "enfermero", "enfermeras", "maestra", "maestro",
        "obrero", "obreros", "albanil", "albaniles", "oficinista", "jubilado", "jubilada",
        "deportista", "turno",
        # the company as a group ("a gang of teenagers", "la palomilla")
        "gang", "crew", "squad", "team", "pandilla", "palomilla", "banda",
        # what she cooks on and where, beside the appliances (`shared.search.kitchen_words`)
        "saucepan", "saucepans", "wok", "woks", "gas", "burner", "burners", "hotplate",
        "campfire", "bonfire", "cab", "van", "caravan", "campervan", "dorm", "hostel", "bedsit",
        "cazo", "cacerola", "cacerolas", "hornilla", "hornillo", "anafre", "fogata",
        # the money ("about a fiver", "con cien pesos")
        "fiver", "tenner", "quid", "bucks", "dollar", "dollars", "euro", "euros", "cents",
        "payday", "paycheck", "peso", "pesos", "dolares", "centavos", "quincena", "aguinaldo",
        # feasts no recipe is tagged for; those that say a cuisine are `shared.search.feasts`
        "halloween", "hanukkah", "chanukah", "januca", "ramadan", "iftar", "eid", "passover",
        "pesaj", "purim", "easter", "pascua", "kwanzaa", "juneteenth", "hogmanay", "carnival",
        "carnaval", "superbowl", "oscars", "graduation", "graduacion", "christening", "baptism",
        "bautizo", "quinceanera", "valentine", "valentines",
        # a small meal or a packed one, as a region names it
        "colacion", "refrigerio", "tentempie", "piscolabis", "itacate", "bastimento", "recreo",
        "elevenses", "smoko", "tiffin",
    }
)  # fmt: skip
