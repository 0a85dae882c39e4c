"""Feasts of one cooking tradition, and the cuisine their table is set from.

A cook hosting Diwali asks for the dishes of an Indian table (biryani, samosas, kheer),
one bringing something to "la noche del grito" for the dishes of a Mexican fiesta (pozole,
tamales, esquites), and no recipe says "Diwali" or "el grito": the catalogue tags a feast on
one to three recipes, if any, and the rest of the answer was whatever matched the query's
other words ("hosting", "table", "oficina"). The feast says the cuisine as plainly as
"something Indian" would, so it is read as that soft wish (`shared.search.fit.cuisine_fit`),
never as a filter: an apple pie at Thanksgiving is American, a baklava beside it is still an
answer. Feasts kept by many traditions (Christmas, Easter, Eid, a birthday) say no cuisine and
are not here. These are facts about feasts, not about recipes.

Patterns run over the query's accent-folded, lower-cased words, both languages at once.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["MEXICAN_INDEPENDENCE", "feast_cuisines"]

MEXICAN_INDEPENDENCE: Final = (
    r"1[56] de septiembre|septiembre 1[56]|fiestas? patrias?"
    r"|d?el grito|grito de independencia|mexican independence"
    r"|dia de (?:la )?independencia(?: de mexico)?"
)
"""September 15th and 16th in Mexico, said as a Mexican says them (`shared.search.occasions`)."""

# (pattern over the folded query's words, the cuisine slug its dishes are filed under)
_FEASTS: Final[tuple[tuple[re.Pattern[str], str], ...]] = tuple(
    (re.compile(rf"\b(?:{pattern})\b"), cuisine)
    for pattern, cuisine in (
        (
            rf"{MEXICAN_INDEPENDENCE}|noche mexicana|posadas?|dia de (?:los )?muertos"
            r"|day of the dead|cinco de mayo|guelaguetza|tamalada"
            # A carne asada is the Mexican cookout its sides and salsas are brought to.
            r"|(?:la|una|a|the) carne asada",
            "mexican",
        ),
        (
            # "holi" alone is also a greeting ("holi, ¿qué ceno?").
            r"diwali|deepavali|divali|holi (?:party|festival|celebrations?)|navratri"
            r"|raksha bandhan|pongal|onam",
            "indian",
        ),
        (
            r"thanksgiving|turkey day|dia de gracias|accion de gracias|(?:4th|fourth) of july"
            r"|july (?:4th|fourth)|memorial day|labor day|super ?bowl|tailgat\w*",
            "american",
        ),
        (
            r"(?:lunar|chinese) new year|ano nuevo (?:chino|lunar)|mid.?autumn festival"
            r"|chuseok|seollal|tet holiday",
            "asian",
        ),
        (r"feria de abril|san fermin|sanfermines", "spanish"),
        (r"bastille day|14 juillet|quatorze juillet", "french"),
        (r"ferragosto|(?:feast of the )?seven fishes", "italian"),
    )
)


def feast_cuisines(words: Sequence[str]) -> frozenset[str]:
    """The cuisines of the feasts a query names (catalogue cuisine slugs); empty for none.

    Args:
        words: The query's words, accent-folded and lower-cased (`intent.fold_words`).

    Returns:
        The cuisine slug of each feast named.
    """
    said = " ".join(words)
    return frozenset(cuisine for pattern, cuisine in _FEASTS if pattern.search(said))
