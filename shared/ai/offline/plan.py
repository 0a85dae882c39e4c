"""`Plan`: a template recipe decided but not yet written, shared by the step builders.

Every name in a plan is already in the recipe's language and every ingredient in it already
passed the restrictions, so step builders only write sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from shared.ai.offline.phrases import join_names, safety_sentence

__all__ = ["DessertForm", "Plan", "TemplateKind"]

TemplateKind = Literal["skillet", "soup", "salad", "bake", "dessert"]
# How a dessert is made: baked (flour), a grain simmered in milk, or a cream set in the fridge.
DessertForm = Literal["baked", "simmered", "set"]


@dataclass(frozen=True, kw_only=True, slots=True)
class Plan:
    """What goes into a template recipe and how long each phase may take."""

    kind: TemplateKind
    language: str
    thermomix: bool
    protein: str | None = None
    # "poultry", "seafood", "eggs", ... when the protein has a safe internal temperature.
    protein_safety: str | None = None
    protein_kind: str | None = None
    # Eggs that are not the main protein (chicken and eggs): cooked in their own step.
    eggs: str | None = None
    vegetables: tuple[str, ...] = ()
    # The vegetables no knife touches (peas are added as they are, fresh or frozen).
    uncut: tuple[str, ...] = ()
    # The raw roots among the vegetables (potato, carrot, squash): in a skillet they need far
    # longer than the rest, so they go in first, covered.
    roots: tuple[str, ...] = ()
    leafy: tuple[str, ...] = ()
    aromatics: tuple[str, ...] = ()
    starch: str | None = None
    starch_kind: str | None = None
    # The flour the cut protein is tossed in before it goes in the pan.
    coating: str | None = None
    seasonings: tuple[str, ...] = ()
    finish: tuple[str, ...] = ()
    oil: str | None = None
    liquid: str | None = None
    liquid_amount: str | None = None
    acid: str | None = None
    mustard: str | None = None
    salt: str | None = None
    pepper: str | None = None
    # A dessert's method, what sets its cream (cornstarch, gelatin) and its flour.
    dessert_form: DessertForm | None = None
    thickener: str | None = None
    dry: tuple[str, ...] = ()
    # Minutes per phase, already fitted into the time limit.
    minutes: dict[str, int] = field(default_factory=dict)

    def t(self, en: str, es: str) -> str:
        """The sentence in the plan's language.

        Args:
            en: the English sentence.
            es: the Spanish sentence.

        Returns:
            One of them.
        """
        return es if self.language == "es" else en

    @property
    def starch_in_pot(self) -> bool:
        """A soup's starch with no cooking of its own (hominy, beans from a can): it simmers
        in the pot with the rest, not beside it."""
        return self.kind == "soup" and self.starch is not None and self.starch_kind is None

    def names(self, *groups: tuple[str, ...] | str | None) -> str:
        """A natural list of the given names and groups, skipping empty ones."""
        flat: list[str] = []
        for group in groups:
            if group is None:
                continue
            flat.extend([group] if isinstance(group, str) else group)
        return join_names(flat, self.language)

    def safety(self) -> str | None:
        """The food-safety sentence for the protein, if it needs one."""
        if self.protein_safety is None or self.protein is None:
            return None
        return safety_sentence(self.protein_safety, self.protein, self.language)

    @property
    def egg_name(self) -> str | None:
        """The eggs of the dish, main protein or not."""
        return self.protein if self.protein_kind == "egg" else self.eggs

    def seasoning_names(self) -> tuple[str, ...]:
        """Salt, pepper and the seasonings, as separate names (join them with `names`)."""
        return tuple(name for name in (self.salt, self.pepper, *self.seasonings) if name)
