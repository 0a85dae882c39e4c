"""Food that needs no chewing, the moods `shared.search.mood_table` reads before the children's.

"just had a tooth out", "my braces were tightened", "grandpa has no teeth", "me sacaron una
muela, no puedo masticar", "algo blandito": the cook asks for food that is soft, and no recipe
says "teeth" or "chew". Matched as free text the words found naans ("soft" flatbread), cookies
and tostones. The catalogue says what is soft in its own words: its soups (hot and cold), and
what its tags and descriptions call creamy or silky (a dal, a risotto, a flan, a panna cotta);
what it calls crispy, crunchy or chewy goes after them.

A baby or a toddler eats the same soft food, mild, and what the catalogue keeps for children.
Only a child said as a baby or by an age under three is read so: "new baby on one arm" is the
cook's hands full, "baby spinach" and "baby back ribs" are foods. "soft" alone is left alone
("soft tacos", "soft cheese", "soft drink"), as is "suave", which in Spanish is mostly mild.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.search.mood_model import ADJ, Mood

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.schemas.response import Language

__all__ = ["SOFT_MOODS"]

# The catalogue's words for what is soft: soups, and creamy or silky dishes.
_SOFT: Final[Mapping[Language, tuple[str, ...]]] = {
    "en": ("soup", "creamy", "silky"),
    "es": ("sopa", "cremoso", "sedoso"),
}
# What has to be chewed: crisp, crunchy or chewy things, and fried ones.
_CHEWED: Final[Mapping[Language, tuple[str, ...]]] = {
    "en": ("crispy", "crunchy", "chewy", "fried"),
    "es": ("crujiente", "frito", "capeado"),
}
# A soup or a creamy dish is soft even with a crisp garnish (tortilla strips, croutons).
_SOFT_SAFE: Final[Mapping[Language, tuple[str, ...]]] = {
    "en": ("soup", "creamy"),
    "es": ("sopa", "cremoso"),
}
# Soup is a main dish: a dessert asked for soft ("a soft dessert for grandma") is no soup.
_SOUP: Final[Mapping[Language, tuple[str, ...]]] = {"en": ("soup",), "es": ("sopa",)}

# Teeth out, sore or missing, braces and dentures; in Spanish "frenos" and "brackets".
_TEETH_EN: Final = (
    r"(?:tooth|teeth|molars?|wisdom (?:tooth|teeth))"
    r" (?:pulled|out|extracted|removed|taken out|fixed|hurt|hurts|aching|sore)"
    r"|(?:pulled|extracted|lost|missing|no|without|has no|have no) (?:\w+ ){0,3}(?:tooth|teeth)"
    r"|tooth extraction|toothache|dental (?:surgery|work|implants?)|(?:after|at|from) the dentist"
    r"|dentures|braces|sore (?:jaw|gums|mouth)"
)
_TEETH_ES: Final = (
    r"(?:sacaron|quitaron|extrajeron|operaron|arrancaron|sacan|quitan)"
    r" (?:una |la |las |unas |dos |el |los )?(?:muelas?|dientes?|cordales?)"
    r"|muelas? del juicio|extraccion dental|dentista|dentadura|brackets|frenos|frenillos"
    r"|(?:sin|no (?:tiene|tengo|tienen)) (?:\w+ ){0,2}(?:dientes|muelas)"
    r"|(?:me|le|nos|les) (?:duele|duelen) (?:la |las |los |el )?"
    r"(?:muelas?|dientes?|encias?|mandibula|boca|quijada)"
)

SOFT_MOODS: Final[tuple[Mood, ...]] = (
    # Food that needs no chewing, said of the food or of the mouth eating it.
    Mood(
        pattern=rf"\b((?:can'?t|cannot|can not|unable to|hard to|hurts? to|painful to"
        r"|don'?t (?:have|need|want) to|no need to|without|barely|not) chew(?:ing)?"
        r"|no chewing|(?:soft|mushy) (?:foods?|diet|meals?|dinners?|lunch)"
        r"|something soft|soft (?:enough )?to (?:eat|chew)"
        rf"|{_TEETH_EN}|{_TEETH_ES}|mastic\w*|blandit{ADJ}|comidas? blandas?"
        r"|(?:algo|dieta|cena|comida) (?:blanda|blandita|de papilla))\b",
        tags=_SOFT,
        contrary=_CHEWED,
        safe=_SOFT_SAFE,
        dishes=_SOUP,
    ),
    # A baby or a toddler: soft, mild, for children. Said with "for"/"para" or an age.
    Mood(
        pattern=r"\b((?:for|feed|feeding|with) (?:my|our|the|a|her|his|your) (?:baby|infant)"
        r"(?! (?:spinach|carrots?|potato(?:es)?|corn|back|bok choy|kale|arugula|rocket|shrimp"
        r"|octopus|squid|greens|tomato(?:es)?|leaves|shower))"
        r"|baby.?led weaning|weaning|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine"
        r"|ten|eleven|twelve|eighteen) months? old|(?:1|one|2|two)[ -]years?[ -]olds?"
        r"|(?:para|a|de) (?:mi|el|la|nuestro|nuestra|tu|su|mis) (?:bebe|bebes|bebito|bebita"
        r"|bebecito|bebecita)"
        # An age said with its unit: "hijo de un amigo" is no baby.
        r"|(?:bebe|bebito|bebita|nene|nena|hij[oa]|niet[oa]|sobrin[oa]|chiquit[oa]) de"
        r" (?:(?:un|1|dos|2) anos?(?: y medio)?|(?:\d{1,2}|\w+) meses)"
        r"|papillas?)\b",
        tags={
            "en": ("kid-friendly", "mild", *_SOFT["en"]),
            "es": ("para ninos", "poco picante", *_SOFT["es"]),
        },
        contrary={"en": ("spicy", *_CHEWED["en"]), "es": ("picante", *_CHEWED["es"])},
        safe=_SOFT_SAFE,
        dishes=_SOUP,
    ),
)
