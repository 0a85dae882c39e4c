"""Food eaten with the hands, the mood `shared.search.mood_table` reads after its others.

"something we can eat with our hands", "que se pueda comer con la mano", "no forks needed",
"sin cubiertos": a cook bringing food to the office, a party or a stand-up gathering asks for
what is picked up and eaten without a plate and cutlery. No recipe says so, so the words matched
nothing ("mano", "hands") and the answer was whatever the rest of the sentence found (a moussaka
for the office). The catalogue says it in its tags and meal types: the snacks, the party food and
party snacks, street food and the appetizers (empanadas, samosas, spanakopita, tostones).

Only eating is read so: "get my hands in some dough" and "amasar con las manos" are kneading,
"a hand mixer" a tool, "mano de metate" a grinding stone. "finger food" is read by the game-day
mood already, and "para picar" by the drinks one; both ask for the same snacks.
"""

from __future__ import annotations

from typing import Final

from shared.search.mood_model import Mood

__all__ = ["HAND_MOODS"]

# Eating with the hands, said of the food or of the people: "eat with our hands", "eaten by
# hand", "comer con la mano", "comerse con las manos", plus what it goes without.
_EAT_EN: Final = r"(?:eat|eats|eaten|eating|ate|held|hold|holding)"
_OWNER_EN: Final = r"(?:(?:your|our|my|their|his|her|the|one'?s|one) )?"
_EAT_ES: Final = (
    r"(?:comer(?:se|lo|la|los|las)?|come|comen|coma|coman|comamos|comemos"
    r"|agarrar(?:se|lo|la|los|las)?|tomar(?:se|lo|la|los|las)?)"
)

HAND_MOODS: Final[tuple[Mood, ...]] = (
    Mood(
        pattern=rf"\b({_EAT_EN} (?:with|by|in) {_OWNER_EN}(?:hands?|fingers)"
        r"|(?:to|you can|we can|they can|can be) eat (?:it |them )?(?:with|by) "
        rf"{_OWNER_EN}(?:hands?|fingers)"
        r"|hand.?held|handhelds|no (?:forks?|cutlery|utensils|plates?) (?:needed|required)"
        r"|without (?:a )?(?:forks?|cutlery|utensils|plates?)"
        rf"|{_EAT_ES} con (?:la|las|una|sus|tus|mis|nuestras) manos?"
        r"|sin (?:cubiertos|tenedor(?:es)?|plato(?:s)?)"
        r"|bocaditos|pasabocas)\b",
        tags={
            "en": ("party food", "party snack", "street food", "appetizer", "snack"),
            "es": ("para fiestas", "botana", "comida callejera", "antojito"),
        },
        meal="snack",
    ),
)
