"""How the terminal clients print an answer: recipe cards, a custom recipe, retrieval, chips.

Shared by `irmixy chat` and its `--voice-tools` mode, so both show the same structured payload.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rich.console import Console
from rich.table import Table

from shared.context.memory import MEMORY_LABELS
from shared.schemas import RetrievalMultiple, RetrievalSingle
from shared.tools.phrasing import format_day

if TYPE_CHECKING:
    from shared.schemas import GeneratedIngredient, IrmixyResponse, Language
    from shared.schemas.response import SubstitutionReason

__all__ = [
    "console",
    "ingredient_line",
    "memory_line",
    "read_line",
    "render_response",
    "retrieval_lines",
]

_FRACTIONS = {0.25: "¼", 0.5: "½", 0.75: "¾"}
_MEMORY_INTRO = {"en": "Personalised with", "es": "Personalizado con"}
# The client's own words around a recipe, in the answer's language: a Spanish recipe printed
# "serves 4" and "(5s, speed 5, reverse)" under Spanish steps.
_WORDS: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "recipes": "Recipes", "recipe": "recipe", "time": "time", "difficulty": "difficulty",
        "cuisine": "cuisine", "serves": "serves {n}", "speed": "speed {n}",
        "reverse": "reverse", "ready": "recipe ready: {name}", "spoon": "spoon",
        "easy": "easy", "medium": "medium", "hard": "hard",
    },
    "es": {
        "recipes": "Recetas", "recipe": "receta", "time": "tiempo", "difficulty": "dificultad",
        "cuisine": "cocina", "serves": "para {n}", "speed": "vel. {n}",
        "reverse": "giro inverso", "ready": "receta lista: {name}", "spoon": "cuchara",
        "easy": "fácil", "medium": "media", "hard": "difícil",
    },
}  # fmt: skip


def said(language: Language, word: str, **values: object) -> str:
    """One of the client's own words in the answer's language ("serves 4" / "para 4")."""
    return _WORDS[language][word].format(**values)


# Why a swap is offered, as the cook reads it beside the food (the wire sends the reason's code).
_SWAP_REASONS: Final[dict[Language, dict[SubstitutionReason, str]]] = {
    "en": {
        "allergy": "for your allergies",
        "diet": "for your diet",
        "dislike": "since you'd rather not",
        "missing": "if you don't have it",
    },
    "es": {
        "allergy": "por tus alergias",
        "diet": "por tu dieta",
        "dislike": "porque no te gusta",
        "missing": "si no lo tienes",
    },
}
console = Console()


def read_line(prompt: str) -> str | None:
    """One line typed by the user, stripped; None on an empty line, EOF or Ctrl-C (quit)."""
    try:
        line = console.input(prompt).strip()
    except (EOFError, KeyboardInterrupt):
        console.print()
        return None
    return line or None


def _amount(quantity: float) -> str:
    whole, part = divmod(round(quantity * 4) / 4, 1)
    fraction = _FRACTIONS.get(part, "")
    if not fraction:
        return f"{quantity:g}"
    return f"{int(whole)}{fraction}" if whole else fraction


def ingredient_line(item: GeneratedIngredient, language: str) -> str:
    """An ingredient as a cook reads it: "2 dientes de ajo", "1½ cups rice", "salt, to taste".

    Args:
        item: the ingredient line.
        language: the recipe's language (Spanish joins a unit to its ingredient with "de").

    Returns:
        The line's text.
    """
    amount = " ".join(
        part for part in (_amount(item.quantity) if item.quantity else None, item.unit) if part
    )
    joint = " de" if language == "es" and item.unit else ""
    text = f"{amount}{joint} {item.name}" if amount else item.name
    return f"{text}, {item.notes}" if item.notes else text


def memory_line(response: IrmixyResponse) -> str | None:
    """What shaped the answer, as the cook reads it ("Personalizado con: tus alergias, tu
    dieta"), in the answer's language; None when no personal data was used."""
    if not response.memory_used:
        return None
    labels = MEMORY_LABELS[response.language]
    used = ", ".join(labels[kind] for kind in response.memory_used)
    return f"{_MEMORY_INTRO[response.language]}: {used}"


def render_response(response: IrmixyResponse) -> list[str]:
    """Print the structured parts of an answer; returns the messages the numbered chips send."""
    language = response.language
    if response.recipes:
        table = Table(
            *(said(language, word) for word in ("recipe", "time", "difficulty", "cuisine")),
            title=said(language, "recipes"),
        )
        for card in response.recipes:
            level = said(language, card.difficulty)
            table.add_row(card.name, f"{card.total_time} min", level, card.cuisine or "")
        console.print(table)
    _render_custom_recipe(response)
    _render_retrieval(response)
    _render_notes(response)
    choices = [chip.message for chip in response.suggestions or []]
    for number, chip in enumerate(response.suggestions or [], start=1):
        console.print(f"  [bold][{number}][/] {chip.label}")
    for action in response.actions or []:
        console.print(f"  [dim]action: {action.label} ({action.type})[/]", highlight=False)
    if (memory := memory_line(response)) is not None:
        console.print(f"  [dim]{memory}[/]", highlight=False, soft_wrap=True)
    return choices


def _temperature(dial: str | None) -> str | None:
    """The Thermomix temperature as the dial reads: "120°C", "Varoma" (a bare "120" read as
    no unit at all)."""
    return f"{dial}°C" if dial and dial.isdigit() else dial


def _speed(dial: str | None, language: Language) -> str | None:
    """The Thermomix speed in the recipe's language: "speed 5", "vel. cuchara" (the spoon
    speed's own word, not "vel. spoon")."""
    if not dial:
        return None
    spoon = dial.casefold() in {"spoon", "cuchara"}
    return said(language, "speed", n=said(language, "spoon") if spoon else dial)


def _render_custom_recipe(response: IrmixyResponse) -> None:
    recipe = response.custom_recipe
    if recipe is None:
        return
    language = recipe.language
    serves = said(language, "serves", n=recipe.portions)
    console.print(f"[bold]{recipe.suggested_name}[/] · {recipe.total_time} min · {serves}")
    for item in recipe.ingredients:
        console.print(f"  • {ingredient_line(item, recipe.language)}")
    for step in recipe.steps:
        dials = ", ".join(
            str(x)
            for x in (
                f"{step.thermomix_time}s" if step.thermomix_time else None,
                _temperature(step.thermomix_temp),
                _speed(step.thermomix_speed, language),
                said(language, "reverse") if step.thermomix_reverse else None,
            )
            if x
        )
        suffix = f" [cyan]({dials})[/]" if dials else ""
        console.print(f"  {step.order}. {step.instruction}{suffix}", soft_wrap=True)
        # A note the step already says in its own words is not printed twice.
        if step.safety_note and step.safety_note not in step.instruction:
            console.print(f"     [yellow]{step.safety_note}[/]", soft_wrap=True)


def _render_notes(response: IrmixyResponse) -> None:
    # Safety flags first, then the swaps for what the cook avoids.
    flags = response.safety_flags
    if flags is not None:
        for note in (
            flags.allergen_warning,
            flags.dietary_conflict,
            *(flags.food_safety_notes or []),
        ):
            if note:
                console.print(f"[yellow]⚠ {note}[/]", soft_wrap=True)
    for swap in response.substitutions or []:
        options = "; ".join(
            f"{option.name} ({option.note})" if option.note else option.name
            for option in swap.alternatives
        )
        reason = _SWAP_REASONS[response.language][swap.reason]
        console.print(
            f"  [green]⇄ {swap.ingredient}[/] [dim]({reason})[/]: {options}", soft_wrap=True
        )


_SAVED = {
    "en": {"one": "your recipe: {name} (saved {day})", "each": "  • {name} (saved {day})"},
    "es": {
        "one": "tu receta: {name} (guardada el {day})",
        "each": "  • {name} (guardada el {day})",
    },
}


def retrieval_lines(response: IrmixyResponse) -> list[str]:
    """The saved recipes an answer found, one line each, in the answer's language.

    A list of her saved recipes is what she has, not a guess: "Black Bean Tacos (saved Sat 21
    Nov, 100% sure)" under "Which one?" told her nothing (and in English to a Spanish answer).

    Args:
        response: the answer.

    Returns:
        "your recipe: …" for the one found, a line per recipe for several, else nothing.
    """
    retrieval = response.retrieval
    copy = _SAVED[response.language]
    if isinstance(retrieval, RetrievalSingle):
        found = retrieval.recipe
        day = format_day(found.created_at, response.language)
        return [copy["one"].format(name=found.name, day=day)]
    if isinstance(retrieval, RetrievalMultiple):
        return [
            copy["each"].format(
                name=option.name, day=format_day(option.created_at, response.language)
            )
            for option in retrieval.recipes
        ]
    return []


def _render_retrieval(response: IrmixyResponse) -> None:
    for line in retrieval_lines(response):
        console.print(line, soft_wrap=True, highlight=False, markup=False)
