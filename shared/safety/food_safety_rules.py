"""USDA food-safety rules and the words that tell which rule a food falls under.

Rules come from `food_safety_rules` (category → minimum internal °C/°F, rest minutes, EN/ES note);
categories the table lacks fall back to the built-in USDA values, so the check never silently
skips poultry because a row is missing. A food's category comes from the catalogue's
`ingredients.safety_category` (through every name and alias), falling back to built-in bilingual
words; names of cooked or shelf-stable products ("chicken stock", "canned tuna", "oyster sauce")
are shields with no category.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from shared.safety.cache import TtlCache
from shared.safety.catalogue import SafetyRuleRow, fetch_catalogue_snapshot
from shared.safety.matcher import TermMatcher
from shared.safety.text import fold

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.db import Conn
    from shared.safety.catalogue import CatalogueSnapshot
    from shared.schemas import Language

__all__ = [
    "DEFAULT_FOOD_SAFETY_RULES",
    "FOOD_SAFETY_RULES_CACHE",
    "FoodSafetyRule",
    "FoodSafetyRules",
    "SafetyTerm",
    "load_food_safety_rules",
]


@dataclass(frozen=True, kw_only=True)
class FoodSafetyRule:
    """The USDA minimum for one category, with its bilingual advice."""

    category: str
    min_c: float
    min_f: float
    rest_minutes: int
    note_en: str
    note_es: str

    @classmethod
    def from_row(cls, row: SafetyRuleRow) -> FoodSafetyRule:
        """Convert a validated `food_safety_rules` row."""
        return cls(
            category=row.category,
            min_c=row.min_internal_temp_c,
            min_f=row.min_internal_temp_f,
            rest_minutes=row.rest_time_minutes,
            note_en=row.note_en,
            note_es=row.note_es,
        )

    def note(self, language: Language) -> str:
        """The advice in `language`."""
        return self.note_en if language == "en" else self.note_es


def _rule(
    category: str, minimum: tuple[float, float], rest: int, en: str, es: str
) -> FoodSafetyRule:
    # Compact table rows: the minimum as (°C, °F).
    return FoodSafetyRule(
        category=category,
        min_c=minimum[0],
        min_f=minimum[1],
        rest_minutes=rest,
        note_en=en,
        note_es=es,
    )


DEFAULT_FOOD_SAFETY_RULES: Final[Mapping[str, FoodSafetyRule]] = MappingProxyType(
    {
        rule.category: rule
        for rule in (
            _rule("poultry", (74, 165), 0,
                  "Cook poultry to 165°F (74°C), measured in the thickest part.",
                  "Cocina las aves a 74°C (165°F), medidos en la parte más gruesa."),
            _rule("ground_meat", (71, 160), 0,
                  "Cook ground meat to 160°F (71°C); color is not a reliable sign of doneness.",
                  "Cocina la carne molida a 71°C (160°F); el color no indica que esté cocida."),
            _rule("red_meat", (63, 145), 3,
                  "Cook beef, veal and lamb cuts to 145°F (63°C) and rest 3 minutes.",
                  "Cocina los cortes de res, ternera y cordero a 63°C (145°F) y deja reposar "
                  "3 minutos."),
            _rule("pork", (63, 145), 3,
                  "Cook pork to 145°F (63°C) and rest 3 minutes.",
                  "Cocina el cerdo a 63°C (145°F) y deja reposar 3 minutos."),
            _rule("seafood", (63, 145), 0,
                  "Cook fish to 145°F (63°C) or until opaque and it flakes easily with a fork.",
                  "Cocina el pescado a 63°C (145°F) o hasta que esté opaco y se separe "
                  "fácilmente."),
            _rule("eggs", (71, 160), 0,
                  "Cook eggs until yolk and white are firm; egg dishes to 160°F (71°C).",
                  "Cocina los huevos hasta que la yema y la clara estén firmes; los platillos "
                  "con huevo, a 71°C (160°F)."),
        )
    }
)  # fmt: skip

# Built-in words per category (EN | ES); None marks a shield (cooked or shelf-stable product).
_FALLBACK_WORDS: Final[tuple[tuple[str | None, str], ...]] = (
    ("poultry", "chicken|turkey|duck|hen|pollo|pavo|pato|gallina|guajolote"),
    ("ground_meat", "ground beef|ground pork|ground meat|minced meat|mince|hamburger|burger|"
                    "meatballs|meatloaf|sausage|fresh sausage|carne molida|molida de res|"
                    "carne picada|albondigas|"
                    "hamburguesa|chorizo|longaniza"),
    ("red_meat", "beef|steak|veal|lamb|goat|res|carne de res|bistec|ternera|cordero|chivo|"
                 "arrachera|carne"),
    ("pork", "pork|pork chop|pork loin|cerdo|puerco|chuleta de cerdo|lomo de cerdo"),
    ("seafood", "fish|salmon|tuna|cod|tilapia|shrimp|prawn|crab|lobster|scallop|clam|mussel|"
                "oyster|squid|pescado|salmon|atun|bacalao|camaron|gamba|langostino|cangrejo|"
                "jaiba|langosta|almeja|mejillon|ostion|calamar|pulpo"),
    ("eggs", "egg|huevo"),
    (None, "chicken stock|chicken broth|beef stock|beef broth|bone broth|bouillon|"
           "chicken bouillon|caldo de pollo|caldo de res|consome|fish sauce|salsa de pescado|"
           "oyster sauce|salsa de ostion|canned tuna|atun en lata|smoked salmon|"
           "salmon ahumado|mayonnaise|mayonesa|egg noodles|oyster mushroom|carne de soya|"
           "carne vegetal|soy chorizo|vegan chorizo|chorizo de soya|chorizo vegano"),
)  # fmt: skip


@dataclass(frozen=True, kw_only=True)
class SafetyTerm:
    """What one food word means for food safety: its category, or None for a shield."""

    term: str
    category: str | None


@dataclass(frozen=True, kw_only=True)
class FoodSafetyRules:
    """Rules by category, and the words that place a food in a category."""

    rules: Mapping[str, FoodSafetyRule]
    matcher: TermMatcher[SafetyTerm] = field(repr=False)
    verified: bool

    @classmethod
    def defaults(cls) -> FoodSafetyRules:
        """Built-in USDA rules and words only (when the catalogue cannot be read)."""
        return cls(
            rules=DEFAULT_FOOD_SAFETY_RULES,
            matcher=TermMatcher(_fallback_entries()),
            verified=False,
        )

    @classmethod
    def from_snapshot(cls, snapshot: CatalogueSnapshot) -> FoodSafetyRules:
        """Rules and catalogue words from a snapshot, completed by the built-in ones.

        Args:
            snapshot: From `fetch_catalogue_snapshot`.

        Returns:
            The rules; unverified when the table had no rule or the catalogue no ingredient.
        """
        rules = dict(DEFAULT_FOOD_SAFETY_RULES)
        rules.update({row.category: FoodSafetyRule.from_row(row) for row in snapshot.rules})
        entries: list[tuple[str, SafetyTerm]] = []
        for ingredient in snapshot.ingredients:
            names = (ingredient.name_en, ingredient.name_es, *(a.alias for a in ingredient.aliases))
            for name in dict.fromkeys(fold(text) for text in names):
                entries.append((name, SafetyTerm(term=name, category=ingredient.safety_category)))
        entries.extend(_fallback_entries())
        return cls(
            rules=MappingProxyType(rules),
            matcher=TermMatcher(entries),
            verified=bool(snapshot.rules) and bool(snapshot.ingredients),
        )

    def rule(self, category: str) -> FoodSafetyRule | None:
        """The rule for `category`, if there is one."""
        return self.rules.get(category)


def _fallback_entries() -> list[tuple[str, SafetyTerm]]:
    return [
        (folded, SafetyTerm(term=folded, category=category))
        for category, words in _FALLBACK_WORDS
        for folded in (fold(word) for word in words.split("|"))
    ]


async def load_food_safety_rules(conn: Conn) -> FoodSafetyRules:
    """Load rules and food words in one query; never raises for database trouble.

    Args:
        conn: A connection from any `Database` scope.

    Returns:
        The loaded rules, or `FoodSafetyRules.defaults()` when the catalogue cannot be read.
    """
    snapshot = await fetch_catalogue_snapshot(conn)
    if snapshot is None:
        return FoodSafetyRules.defaults()
    return FoodSafetyRules.from_snapshot(snapshot)


FOOD_SAFETY_RULES_CACHE: TtlCache[FoodSafetyRules] = TtlCache(
    load_food_safety_rules, usable=lambda rules: rules.verified
)
