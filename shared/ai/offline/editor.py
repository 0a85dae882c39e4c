"""`RecipeEditor`: the operations behind offline modifications ("sin ajo", "make it vegan").

Removals, swaps, diets, additions and quantity changes, each built on the consistent edits of
`RecipeDraft` (a line and its mentions always change together).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from shared.ai.offline.catalogue_kinds import known_ingredient
from shared.ai.offline.draft import PARALLEL_STEP, RecipeDraft
from shared.ai.offline.ingredients import identify, key
from shared.ai.offline.normalize import contains_sequence
from shared.ai.offline.normalize import fold as fold_text
from shared.ai.offline.phrases import Tm, tm_label
from shared.ai.offline.restrictions import Restrictions
from shared.ai.offline.retime import retime
from shared.ai.offline.scrub import mentions, remove_mentions
from shared.ai.offline.spicier import chili_sentences, whole_chilies, with_the_aromatics
from shared.ai.offline.stand_ins import COATING, EGG_WASH
from shared.ai.offline.step_amounts import scaled_amounts

if TYPE_CHECKING:
    from collections.abc import Iterable

    from shared.ai.offline.ingredients import Ingredient

__all__ = ["RecipeEditor"]

_CHILIES = ("jalapeno_pepper", "serrano_pepper", "red_pepper_flake", "chili_powder", "hot_sauce")
_GARNISH_KINDS = frozenset({"herb", "dairy", "nut_seed", "fresh", "fruit"})
# Steps whose time is set by the ingredient, not by the size of the pieces: boiling rice or
# pasta, baking (a Dutch oven is a pot on the stove), resting (not "the rest"). Cut smaller,
# they are no quicker.
_FIXED_TIME = re.compile(
    r"\b(?:rice|pasta|noodles?|quinoa|spaghetti|arroz|fideos?|quinua|bake|(?<!dutch )oven|"
    r"hornea|horno|(?<!the )rest|reposar|reposa|marinate|marina)\b"
)
_STOVETOP = re.compile(
    r"\b(?:cook|saute|simmer|fry|brown|cocina|sofrie|saltea|hierve|guisa|dora)\b"
)
_BROWNING = re.compile(r"\b(?:saute|fry|brown|browned|soft|sofrie|saltea|dora|se dore|suavicen)\b")
_CUTS = re.compile(r"(?:cut|chop|dice|slice|mince|corta|pica|trocea|rebana)\b")
_QUICKER_RATIO = 2 / 3
_SHORTEST_MINUTES = 3


class RecipeEditor(RecipeDraft):
    """The modification operations, on a `RecipeDraft`."""

    def apply_diets(self, diets: Iterable[str]) -> bool:
        """Swap (or, without a safe alternative, remove) what the diets exclude.

        Args:
            diets: diet slugs such as "vegan" or "gluten_free".

        Returns:
            Whether any line was swapped or removed (False: the recipe already fit).
        """
        diet_rules = Restrictions.for_diets(diets)
        order = sorted(range(len(self._lines)), key=lambda i: -len(self._lines[i].name))
        changed = False
        dessert = "dessert" in self._base.tags
        for line in [self._lines[i] for i in order]:
            # A line the offline table does not know is read from the catalogue, as a version
            # drafted of the dish is (`versions.fit_item`): a gluten-free fish taco kept its beer.
            info = known_ingredient(line.name)
            if info is None or diet_rules.allows_addition(info):
                continue
            changed = True
            index = self._lines.index(line)
            # A dessert's eggs set it and its cream is no protein: a dessert's stand-ins. Eggs
            # a cutlet is dipped in hold its crumbs on: a plant milk does that, not tofu.
            new = (
                self._rules.pick(EGG_WASH)
                if info.kind == "egg" and not dessert and self._dipped_in(self._terms(line, info))
                else self._rules.alternative(info, dessert=dessert)
            )
            if new is None:
                self._remove_index(index)
                self.diet_swaps.append((line.name, None))
            else:
                self._swap_index(index, new)
                self.diet_swaps.append((line.name, new.name(self._language)))
        return changed

    def _dipped_in(self, terms: list[str]) -> bool:
        """Whether a step dips or coats something in a line ("dip in the beaten egg")."""
        return any(
            COATING.search(fold_text(step.instruction)) and mentions(step.instruction, terms)
            for step in self._steps
        )

    def remove_term(self, term: str) -> bool:
        """Remove every line that is (or contains) the term, and scrub its mentions.

        Args:
            term: an ingredient as the user named it ("garlic", "ajo").

        Returns:
            Whether an ingredient line was removed.
        """
        info = identify(term)
        term_key = key(term)
        matches = self._matching(
            lambda line, found: (
                (info is not None and found == info) or contains_sequence(key(line.name), term_key)
            )
        )
        for index in reversed(matches):
            self._remove_index(index)
        if info is None and not matches:
            return False  # not an ingredient this recipe knows: leave the text alone
        terms = [term] + ([info.name(self._language)] if info else [])
        keep = self._kept_terms()
        self._edit_text(lambda text: remove_mentions(text, terms, keep))
        return bool(matches)

    def remove_allergen(self, allergen: str) -> bool:
        """Remove every line carrying an allergen group ("no nuts").

        Args:
            allergen: an allergen slug.

        Returns:
            Whether a line was removed.
        """
        matches = self._matching(lambda _, info: info is not None and allergen in info.allergens)
        for index in reversed(matches):
            self._remove_index(index)
        return bool(matches)

    def remove_kind(self, kind: str) -> bool:
        """Remove every line of a kind ("chili" for "less spicy").

        Args:
            kind: an ingredient kind from the table.

        Returns:
            Whether a line was removed.
        """
        matches = self._matching(lambda _, info: info is not None and info.kind == kind)
        for index in reversed(matches):
            self._remove_index(index)
        return bool(matches)

    def swap_term(self, old: str, new: str) -> bool:
        """Replace an ingredient by another the user named ("tofu instead of chicken").

        Args:
            old: the ingredient to replace.
            new: the one to use instead.

        Returns:
            Whether the swap happened (the new one must be allowed and the old one present).
        """
        new_info = identify(new)
        old_info = identify(old)
        # "coconut oil" must not become the olive oil these rules know: a name they only
        # partly recognise is used as written.
        named = new_info is not None and key(new) in _name_keys(new_info)
        if named and new_info is not None and not self._rules.allows_addition(new_info):
            return False
        matches = self._matching(
            lambda line, info: (
                (old_info is not None and info == old_info)
                or contains_sequence(key(line.name), key(old))
            )
        )
        for index in reversed(matches):
            if new_info is not None and identify(self._lines[index].name) == new_info:
                # Another cut or form of the same food ("chicken thighs" for the chicken): the
                # line is named as she said it and keeps its doneness check. Swapped for the
                # food itself, the line was taken for a second one of it and dropped.
                self._swap_index_named(index, new.strip(), same_food=True)
            elif named and new_info is not None:
                self._swap_index(index, new_info)
            else:
                self._swap_index_named(index, new.strip())
        return bool(matches)

    def add_chili(self) -> bool:
        """Make it spicier: more of the chili it has, or a chili added to the first cooking step.

        Returns:
            Whether anything changed (False when every chili is restricted).
        """
        if self.scale_kind("chili", 1.5):
            return True
        chili = self._rules.pick(_CHILIES)
        if chili is None:
            return False
        line = whole_chilies(self._line(chili), chili, self._language)
        self._lines.append(line)
        en, es = chili_sentences(line)
        placed = with_the_aromatics(
            [s.instruction for s in self._steps], es if self._language == "es" else en
        )
        if placed is None:
            self._add_sentence(en, es)
        else:
            step = self._steps[placed[0]]
            self._steps[placed[0]] = step.model_copy(update={"instruction": placed[1][:2000]})
        return True

    def add_term(self, term: str) -> bool:
        """Add an ingredient ("add cheese"), or more of it when the recipe has it already.

        Args:
            term: the ingredient as the user named it.

        Returns:
            Whether anything changed (False when the ingredient is restricted).
        """
        info = identify(term)
        if self.scale_term(term, 1.5):
            return True
        if info is None:
            if self._rules.is_unsafe_text(term):
                return False
            # An ingredient the table does not know has no sensible amount: to taste, no unit.
            to_taste = "al gusto" if self._language == "es" else "to taste"
            self._lines.append(
                self._line(None, name=term).model_copy(
                    update={"quantity": None, "unit": None, "notes": to_taste}
                )
            )
            name = term
        else:
            if not self._rules.allows_addition(info):
                return False
            line = self._line(info)
            self._lines.append(line)
            name = line.name
        garnish = info is not None and info.kind in _GARNISH_KINDS
        self._add_sentence(
            f"Top with the {name}." if garnish else f"Stir in the {name}.",
            f"Reparte {name} por encima." if garnish else f"Incorpora {name}.",
            last=garnish,
        )
        return True

    def scale_term(self, term: str, factor: float) -> bool:
        """Scale the quantity of the lines that are the term.

        Args:
            term: the ingredient as the user named it.
            factor: e.g. 1.5 for "more", 0.5 for "less".

        Returns:
            Whether any line matched.
        """
        info = identify(term)
        matches = self._matching(
            lambda line, found: (
                (info is not None and found == info) or contains_sequence(key(line.name), key(term))
            )
        )
        for index in matches:
            self._scale(index, factor)
        return bool(matches)

    def scale_kind(self, kind: str, factor: float) -> bool:
        """Scale the quantity of the lines of a kind.

        Args:
            kind: an ingredient kind from the table.
            factor: the multiplier.

        Returns:
            Whether any line matched.
        """
        matches = self._matching(lambda _, info: info is not None and info.kind == kind)
        for index in matches:
            self._scale(index, factor)
        return bool(matches)

    def less_salt(self) -> None:
        """Reduce salt to a pinch."""
        pinch = "a small pinch" if self._language != "es" else "una pizca"
        for index in self._matching(lambda _, info: info is not None and info.slug == "salt"):
            self._lines[index] = self._lines[index].model_copy(
                update={"quantity": None, "unit": None, "notes": pinch}
            )

    def quicker(self) -> int:
        """Shorten the steps that cook faster in smaller pieces, and say to cut them small.

        Boiling rice or pasta and baking keep their time; no step drops under three minutes,
        and internal-temperature checks stay, so a shorter time is never an unsafe one.

        Returns:
            The minutes taken off the total time (0 when nothing could be shortened).
        """
        saved = 0
        before = list(self._steps)
        for index, step in enumerate(self._steps):
            minutes = (step.timer_seconds or 0) // 60
            # Meat with an internal-temperature check keeps a little more time.
            shortest = _SHORTEST_MINUTES + (2 if "°" in step.instruction else 0)
            if minutes <= shortest or _FIXED_TIME.search(fold_text(step.instruction)):
                continue
            shorter = max(shortest, round(minutes * _QUICKER_RATIO))
            text = retime(step.instruction, minutes, shorter)
            update: dict[str, object] = {"timer_seconds": shorter * 60, "instruction": text}
            if step.thermomix_time:
                update["thermomix_time"] = max(1, step.thermomix_time * shorter // minutes)
            self._steps[index] = step.model_copy(update=update)
            if not PARALLEL_STEP.search(fold_text(step.instruction)):
                saved += minutes - shorter
        # The longest step done alongside ("Meanwhile, cook the rice 18 minutes") still bounds
        # the total: shortening the others cannot bring the dish in under it.
        alongside = max(
            (
                (s.timer_seconds or 0) // 60
                for s in self._steps
                if PARALLEL_STEP.search(fold_text(s.instruction))
            ),
            default=0,
        )
        floor = max(1, alongside + (self._base.prep_time or 0))
        saved = min(saved, self.total_time - floor)
        if saved <= 0:
            self._steps = before  # nothing gained: leave every step as it was
            return 0
        self.total_time -= saved
        tip_en = "Cut everything into small, even pieces so it cooks faster."
        tip_es = "Corta todo en trozos pequeños y parejos para que se cocine más rápido."
        if not any(tip_en in s.instruction or tip_es in s.instruction for s in self._steps):
            # Cutting comes before the cooking: after "cook the bacon …; remove." it read as
            # cutting what was just set aside. Said after the step that cuts, if one of the
            # first two does ("First, cook the rice …" then "Cut the sausage …"), else first.
            tip = tip_es if self._language == "es" else tip_en
            at = next(
                (i for i, s in enumerate(self._steps[:2]) if _CUTS.match(fold_text(s.instruction))),
                None,
            )
            step = self._steps[at or 0]
            said = step.instruction.strip()
            text = f"{said} {tip}" if at is not None else f"{tip} {said}"
            self._steps[at or 0] = step.model_copy(update={"instruction": text[:2000]})
        return saved

    def thermomix(self) -> bool:
        """Move the stovetop steps into the Thermomix bowl: their time, 100-120°C, reverse.

        Pieces are stirred on reverse at spoon speed, so they cook without being shredded;
        oven steps and rice or pasta in plenty of water stay as they are.

        Returns:
            Whether any step was adapted.
        """
        adapted = False
        for index, step in enumerate(self._steps):
            text = fold_text(step.instruction)
            minutes = (step.timer_seconds or 0) // 60
            if step.thermomix_speed or not minutes or not _STOVETOP.search(text):
                continue
            if _FIXED_TIME.search(text):
                continue
            temp = "120" if _BROWNING.search(text) else "100"
            tm = Tm(seconds=minutes * 60, temp=temp, speed="spoon", reverse=True)
            label = tm_label(tm, self._language)
            where = "En Thermomix" if self._language == "es" else "In the Thermomix"
            self._steps[index] = step.model_copy(
                update={
                    "instruction": f"{step.instruction.strip()} {where}: {label}."[:2000],
                    "thermomix_time": tm.seconds,
                    "thermomix_temp": temp,
                    "thermomix_speed": "spoon",
                    "thermomix_reverse": True,
                }
            )
            adapted = True
        self.uses_thermomix = self.uses_thermomix or adapted
        return adapted

    def set_servings(self, servings: int) -> None:
        """Scale every quantity to a new number of servings.

        Args:
            servings: the new number of portions.
        """
        factor = servings / self.portions
        for index in range(len(self._lines)):
            self._scale(index, factor)
        self.portions = servings
        # A step that pours "1 l of chicken broth" or heats "15 g butter" says what it now is.
        self._edit_text(functools.partial(scaled_amounts, factor=factor))


def _name_keys(info: Ingredient) -> frozenset[tuple[str, ...]]:
    return frozenset(key(name) for name in (info.en, info.es, *info.aliases))
