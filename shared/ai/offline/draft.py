"""`RecipeDraft`: a recipe whose ingredient lines, steps and name change together.

It holds the lines and steps of a recipe being modified and offers the edit primitives that
keep them consistent: whatever happens to a line (removed, swapped, added) happens to its
mentions in the steps and in the name, and internal-temperature checks go once nothing needs
them. `RecipeEditor` builds the modification operations on top.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared.ai.offline.agreement import agreeing
from shared.ai.offline.catalogue_kinds import known_ingredient
from shared.ai.offline.counted_names import CUT_KINDS, recounted_name
from shared.ai.offline.doneness import (
    INTERNAL_TEMP,
    without_bare_temperatures,
    without_check_clauses,
    without_done_looks,
    without_looks_of,
)
from shared.ai.offline.ingredients import MEAT_KINDS, identify
from shared.ai.offline.normalize import STOPWORDS, words
from shared.ai.offline.normalize import fold as fold_text
from shared.ai.offline.phrases import safety_sentence
from shared.ai.offline.quantities import amount_for, comes_whole, metric_amount, scaled_measure
from shared.ai.offline.recipe_parts import to_ingredient
from shared.ai.offline.scrub import (
    drop_sentences,
    mentions,
    merged_name,
    remove_mentions,
    replace_mentions,
    split_sentences,
)
from shared.ai.offline.stand_ins import named_stand_in, set_with, stand_in_amount
from shared.ai.offline.stated_amounts import unit_word

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.ai.offline.ingredients import Ingredient
    from shared.ai.offline.restrictions import Restrictions
    from shared.schemas.recipe import GeneratedIngredient, GeneratedRecipe, GeneratedStep

__all__ = ["PARALLEL_STEP", "RecipeDraft"]

_COOKING = re.compile(
    r"\b(?:cook|saute|fry|simmer|heat|stir|bake|roast|cocina|sofrie|frie|hierve|calienta|"
    r"saltea|hornea|guisa)\b"
)
# A step done alongside the rest: "Meanwhile, …", or the side started first "while you make
# the rest". What is added to the dish goes into the dish's own cooking, never into the rice.
PARALLEL_STEP = re.compile(
    r"^\s*(?:meanwhile|mientras tanto)\b|\bwhile you make the rest\b|\bmientras preparas lo demas\b"
)
# What a recipe of one meat also calls it.
_MEAT_WORDS = ("meat", "carne")
# The units a stand-in is weighed or measured in by the templates.
_WEIGHED = frozenset({"g", "ml"})
# Shorter words of a name ("de") are no name of a cut.
_SHORT_WORD = 3
_OVEN = re.compile(r"\b(?:bake|roast|hornea|rostiza)\b")
_SERVES = re.compile(r"\b(?:serve|serves|serving|sirve|sirvelo|sirvela|sirvanse)\b")


class RecipeDraft:
    """A recipe being modified: its lines, steps, name and portions, edited together."""

    def __init__(self, base: GeneratedRecipe, *, rules: Restrictions) -> None:
        self._base = base
        self._rules = rules
        self._language = base.language
        self._lines = list(base.ingredients)
        self._steps = list(base.steps)
        self.name = base.suggested_name
        self.portions = base.portions
        self.total_time = base.total_time
        self.uses_thermomix = base.uses_thermomix
        # What a diet took out of the recipe, and what stands in for each (None: left out).
        self.diet_swaps: list[tuple[str, str | None]] = []

    def ingredients(self) -> list[GeneratedIngredient]:
        """The ingredient lines now (at least one)."""
        return self._lines or [self._line(identify("salt"))]

    def steps(self) -> list[GeneratedStep]:
        """The steps now, renumbered from 1 (at least one)."""
        steps = [s.model_copy(update={"order": i + 1}) for i, s in enumerate(self._steps)]
        if steps:
            return steps
        text = "Combine everything and serve." if self._language != "es" else "Mezcla y sirve."
        return [self._base.steps[0].model_copy(update={"order": 1, "instruction": text})]

    def _terms(self, line: GeneratedIngredient, info: Ingredient | None) -> list[str]:
        terms = [line.name]
        if info is not None:
            terms.append(info.name(self._language))
            terms.extend(alias for alias in info.aliases if len(alias) > 3)
        if info is not None and info.kind in MEAT_KINDS and self._only_meat(line):
            # A dish of one meat calls it "the meat" too ("Pon la carne … en la olla"): swapped,
            # the pozole's steps still put meat in the pot.
            terms.extend(_MEAT_WORDS)
        return terms

    def _only_meat(self, line: GeneratedIngredient) -> bool:
        """Whether a line is the recipe's one meat (then "the meat" is that line)."""
        return not any(
            other is not line and (info := identify(other.name)) and info.kind in MEAT_KINDS
            for other in self._lines
        )

    def _kept_terms(self) -> list[str]:
        return [term for line in self._lines for term in self._terms(line, identify(line.name))]

    def _line(self, info: Ingredient | None, name: str | None = None) -> GeneratedIngredient:
        amount = amount_for(
            info,
            servings=self.portions,
            system=self._base.measurement_system,
            language=self._language,
        )
        return to_ingredient(
            name or (info.name(self._language) if info else "?"), amount, self._language
        )

    def _edit_text(self, edit: Callable[[str], str]) -> None:
        # A step's safety note is its check said again: it is edited as its step is, or the
        # shrimp left out of a skillet were still to reach 165°F beneath it.
        steps = []
        for step in self._steps:
            text = edit(step.instruction).strip()
            if text:
                note = edit(step.safety_note).strip() or None if step.safety_note else None
                steps.append(step.model_copy(update={"instruction": text, "safety_note": note}))
        self._steps = steps
        self.name = edit(self.name).strip()

    def _remove_index(self, index: int) -> None:
        line = self._lines.pop(index)
        terms = self._terms(line, identify(line.name))
        keep = self._kept_terms()
        self._edit_text(lambda text: remove_mentions(text, terms, keep))

    def _swap_index(self, index: int, new: Ingredient) -> None:
        line = self._lines[index]
        # A food only the catalogue knows (beer) is still swapped by what it is.
        old = known_ingredient(line.name)
        terms = self._terms(line, old)
        if old is not None and old.safety and old.safety != new.safety:
            # "Cook until the tofu reaches 165°F" would be nonsense, and shrimp is safe at
            # 145°F, not the chicken's 165°F: the old check goes, the new one's takes its place.
            self._swap_safety(terms, new.name(self._language), new.safety)
        elif old is not None and old.safety and old != new:
            # Fish in the shrimp's place is done at the shrimp's temperature, but is never pink.
            self._edit_text(lambda text: without_looks_of(text, terms))
        existing = next(
            (i for i, other in enumerate(self._lines) if identify(other.name) == new), None
        )
        if existing is None:
            swapped = self._line(new)
            if old is not None:
                # What stands in for a food takes its place in the dish, in its measure: a
                # can of condensed milk is 400 ml of coconut milk, five eggs 250 g of tofu,
                # 150 g of flour 150 g of starch (a serving's share made 500 ml of cream 1.5 l
                # of coconut milk; a template's spoon made the batter's flour "1 tsp").
                quantity, unit = stand_in_amount(
                    line.quantity,
                    line.unit,
                    old=old,
                    new=new,
                    default=(swapped.quantity, swapped.unit),
                    language=self._language,
                )
                swapped = swapped.model_copy(update={"quantity": quantity, "unit": unit})
            self._lines[index] = swapped
            name = self._lines[index].name
            others = self._other_names(index)
            self._rename(terms, name, others)
            if old is not None and old.kind == "egg" and new.kind == "plant_protein":
                # Tofu is crumbled, not beaten: "Beat the firm tofu", "Pour the beaten tofu".
                self._edit_text(lambda text: _crumbled(text, name))
            elif old is not None and old.kind == "egg":
                # A milk in an egg wash's place is poured, not beaten: "the beaten oat milk".
                self._edit_text(lambda text: _unbeaten(text, name))
            if (method := set_with(new, self._language)) is not None:
                self._said_where_last(name, method)
        else:
            # The alternative is already in the recipe: "tofu and tofu" helps nobody.
            self._merge_into(index, existing, terms)

    def _said_where_last(self, name: str, sentence: str) -> None:
        """A sentence added to the last step naming a food: where it goes into the dish."""
        at = next(
            (
                i
                for i in reversed(range(len(self._steps)))
                if mentions(self._steps[i].instruction, [name])
            ),
            None,
        )
        if at is None:
            return
        step = self._steps[at]
        text = f"{step.instruction.strip()} {sentence}"[:2000]
        self._steps[at] = step.model_copy(update={"instruction": text})

    def _merge_into(self, index: int, existing: int, terms: list[str]) -> None:
        """A line whose stand-in the recipe holds already: that line holds both amounts, and
        the steps say the stand-in where they said the old food. Scrubbed out instead, "Mix the
        evaporated milk, condensed milk and 250 ml of cream" lost its words."""
        line, target = self._lines[index], self._lines[existing]
        egg = (old := identify(line.name)) is not None and old.kind == "egg"
        quantity = target.quantity
        if quantity is not None and line.quantity is not None:
            if line.unit == target.unit:
                quantity += line.quantity
            elif target.unit in _WEIGHED and (
                held := metric_amount(line.quantity, line.unit, egg=egg)
            ):
                quantity += held
        self._lines[existing] = target.model_copy(update={"quantity": quantity})
        self._lines.pop(index)
        joined = identify(target.name)
        if egg or (old is not None and old.safety and joined is not None and joined.safety):
            # Eggs are cracked and scrambled on their own: said of the tofu already in the
            # dish, "crack in the firm tofu and scramble" no cook can do. A raw food is cooked
            # by its own steps: the jambalaya's shrimp, scattered over the rice for the last
            # 5-7 minutes, said of its chicken thighs left them raw. The food joined cooks as
            # the recipe cooks it; the old one's own steps go.
            self._edit_text(lambda text: remove_mentions(text, terms, self._kept_terms()))
            return
        called, kept = self.name, self._terms(target, identify(target.name))
        self._rename(terms, target.name, [o.name for o in self._lines if o.name != target.name])
        self.name = merged_name(called, self.name, terms, kept)

    def _swap_index_named(self, index: int, name: str, *, same_food: bool = False) -> None:
        """Swap a line for an ingredient these rules do not know, by its name alone.

        The line keeps its amount (the cook chose a like-for-like swap, e.g. from the
        substitutions panel); a doneness check of the old ingredient goes, since nothing says
        the new one needs it, unless the new name is the same food (`same_food`: a cut of
        it). The server's safety pass still checks the result.
        """
        line = self._lines[index]
        old = identify(line.name)
        terms = self._terms(line, old)
        if same_food and old is not None:
            # A recipe names its cut by the cut alone ("Halve the breasts"): the thighs in
            # its place are named there too, or the steps still handle breasts.
            terms.extend(_cut_words(line.name, old, self._language))
        if old is not None and old.safety and not same_food:
            self._swap_safety(terms, name, None)
        self._lines[index] = named_stand_in(line, name, same_food=same_food)
        self._rename(terms, name, self._other_names(index))

    def _rename(self, terms: list[str], name: str, others: list[str]) -> None:
        """A swapped line's new name wherever the old one was said: the name, the steps and
        their safety notes (a check kept for thighs named the breast it was written for).

        A dessert's own name (a catalogue's, a model's) is the dish's, its defining foods
        part of it: a vegan tres leches is still "Pastel de Tres Leches", never "Pastel de
        Tres Bebida de avena". A template's is made of its foods and follows them."""
        called = self.name
        self._edit_text(lambda text: replace_mentions(text, terms, name, others=others))
        if self._language == "es":
            # "la grenetina hidratada" is "el agar hidratado", not "el agar hidratada".
            self._edit_text(lambda text: agreeing(text, old=terms[0], new=name))
        if "dessert" in self._base.tags and not self._base.is_template:
            self.name = called

    def _other_names(self, index: int) -> list[str]:
        """The names of the lines but one ("coconut milk" is no mention of the milk line's)."""
        return [line.name for i, line in enumerate(self._lines) if i != index]

    def _swap_safety(self, terms: list[str], name: str, safety: str | None) -> None:
        for index, step in enumerate(self._steps):
            instruction = step.instruction
            if mentions(instruction, terms):
                # The old food's aside and the look it was done by go; the cooking the
                # sentence says stays.
                instruction = " ".join(
                    _without_old_signs(sentence, raw=bool(safety))
                    if mentions(sentence, terms)
                    else sentence
                    for sentence in split_sentences(without_check_clauses(instruction))
                )
            sentences = split_sentences(instruction)
            kept = [
                sentence
                for sentence in sentences
                if not (INTERNAL_TEMP.search(fold_text(sentence)) and mentions(sentence, terms))
            ]
            if len(kept) == len(sentences):
                if instruction != step.instruction:
                    self._steps[index] = step.model_copy(update={"instruction": instruction})
                continue
            note = step.safety_note
            if safety:
                check = safety_sentence(safety, name, self._language)
                kept.append(check)
                note = check if note else None
            else:
                note = None
            self._steps[index] = step.model_copy(
                update={"instruction": " ".join(kept), "safety_note": note}
            )

    def _matching(
        self, predicate: Callable[[GeneratedIngredient, Ingredient | None], bool]
    ) -> list[int]:
        return [i for i, line in enumerate(self._lines) if predicate(line, identify(line.name))]

    def drop_needless_safety_checks(self) -> None:
        """Remove internal-temperature checks once nothing left needs one (e.g. made vegan)."""
        if any((info := identify(line.name)) and info.safety for line in self._lines):
            return
        self._steps = [step.model_copy(update={"safety_note": None}) for step in self._steps]
        self._edit_text(lambda text: drop_sentences(without_check_clauses(text), INTERNAL_TEMP))

    def _scale(self, index: int, factor: float) -> None:
        line = self._lines[index]
        info = identify(line.name)
        whole = comes_whole(line.unit, line.name) or (info is not None and info.kind == "egg")
        # A tablespoon for 6 is a third of one for 2: "1 tsp", not "¼ tbsp".
        quantity, unit = scaled_measure(
            line.quantity, factor, line.unit, whole=whole, language=self._language
        )
        name = line.name
        if quantity is not None and unit is not None:
            # "1 diente", "2 dientes", "1 sprig": the unit follows the new amount.
            unit = unit_word(unit, quantity)
        elif quantity is not None and (info is None or info.kind not in CUT_KINDS):
            # A count names its food in the number it says: 2 eggs halved are "1 egg".
            singulars = (info.name(self._language), *info.aliases) if info else ()
            name = recounted_name(name, quantity, self._language, singulars=singulars)
        self._lines[index] = line.model_copy(
            update={"quantity": quantity, "unit": unit, "name": name}
        )

    def _add_sentence(self, en: str, es: str, *, last: bool = False) -> None:
        sentence = es if self._language == "es" else en
        cooking = [
            i
            for i, s in enumerate(self._steps)
            if _COOKING.search(text := fold_text(s.instruction)) and not PARALLEL_STEP.search(text)
        ]
        if not self._steps:
            return
        index = len(self._steps) - 1 if last or not cooking else cooking[0]
        if not last and index > 0 and _OVEN.search(fold_text(self._steps[index].instruction)):
            index -= 1  # into the tray before it goes in the oven, not after it has baked
        step = self._steps[index]
        text = step.instruction.strip()
        # Nothing goes in after the dish is served: then the addition opens the step.
        served = _SERVES.search(fold_text(text))
        text = f"{sentence} {text}" if served else f"{text} {sentence}"
        self._steps[index] = step.model_copy(update={"instruction": text[:2000]})


def _without_old_signs(sentence: str, *, raw: bool) -> str:
    """A sentence of a swapped food without the temperature aside and the look it was done by
    (`raw`: the stand-in has a safe temperature of its own); a sentence that is its check
    alone stays whole, for the new food's check to replace."""
    if INTERNAL_TEMP.search(fold_text(sentence)):
        return sentence
    return without_done_looks(without_bare_temperatures(sentence), raw=raw)


def _cut_words(name: str, food: Ingredient, language: str) -> list[str]:
    """The words a line's name adds to its food's: "breast" of "chicken breast", "pechuga"
    of "pechuga de pollo"; none for a line named as the food itself."""
    general = set(words(food.name(language))) | STOPWORDS
    return [word for word in words(name) if word not in general and len(word) > _SHORT_WORD]


# The egg steps' words, said of tofu in their place (`step_parts.prep` and `cook_eggs`).
_EGG_WORDS = (
    (r"Beat the ({name}) with a pinch of salt\.", r"Crumble the \1."),
    (r"(Pour|Add) the beaten ({name})", r"Add the crumbled \2"),
    (r"Bate ((?:el |la |los |las )?{name}) con una pizca de sal\.", r"Desmorona \1."),
    (r"(?:Vierte|Agrega) ((?:el |la |los |las )?{name}) batid[oa]s?", r"Agrega \1 desmoronado"),
)


def _crumbled(text: str, name: str) -> str:
    for pattern, replacement in _EGG_WORDS:
        text = re.sub(pattern.format(name=re.escape(name)), replacement, text)
    return text


def _unbeaten(text: str, name: str) -> str:
    """ "dip in the beaten oat milk" without "beaten" (the egg's word), in either language."""
    said = re.escape(name)
    text = re.sub(rf"\b(?:beaten|whisked)\s+(?={said})", "", text, flags=re.IGNORECASE)
    return re.sub(rf"(?<={said})\s+batid[oa]s?\b", "", text, flags=re.IGNORECASE)
