"""Spanish articles in template steps: "Corta el pollo y pica la cebolla", not "Corta pollo".

English templates write "the" themselves; Spanish ones need the article to agree with each
ingredient ("el ajo", "la cebolla", "los pimientos"), which the sentence patterns cannot know.
`with_articles` adds it where an ingredient is the object of a verb ("Agrega", "pica", "sirve
con") or the subject of "hasta que", continues it along the list that follows ("la cebolla y el
ajo"), and corrects an article that no longer agrees after a swap ("el camarones" -> "los
camarones"). Seasoning lists ("sazona con sal y pimienta") keep their bare nouns.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas.recipe import GeneratedIngredient, GeneratedStep

__all__ = ["article_for", "spanish_articles", "with_articles"]

# Nouns whose article the ending does not tell ("la sal", "el agua", "la coliflor").
_EXCEPTIONS: Final = {
    "sal": "la", "miel": "la", "col": "la", "leche": "la", "carne": "la", "nuez": "la",
    "coliflor": "la", "agua": "el", "crema": "la", "nueces": "las",
}  # fmt: skip
# Words after which an ingredient is an object: the verbs of the templates, "que" ("hasta que
# el pollo alcance"), and "con" only after "termina" / "sirve" (not "sazona con sal").
_TRIGGERS: Final = re.compile(
    r"(?:\b(?:corta|pica|agrega|agregale|pon|calienta|bate|vierte|cuece|incorpora|reparte|"
    r"cubre|lava|seca|escurre|enjuaga|sazona|coloca|prepara|mezcla|rebana|tuesta|dora|"
    r"pasalos por|que|termina con|sirve con|acompana con)\s+)$"
)
_JOINT: Final = re.compile(r"^(?:\s*,\s*|\s+(?:y|e)\s+)$")
_ARTICLE_BEFORE: Final = re.compile(r"\b(el|la|los|las)\s+$", re.IGNORECASE)


def article_for(name: str) -> str:
    """The definite article of a Spanish ingredient name ("la", "el", "los", "las").

    Args:
        name: the name as the recipe writes it ("pimiento morrón", "espinacas").

    Returns:
        The article that agrees with its first word.
    """
    first = fold(name).split()[0] if name.split() else ""
    if first in _EXCEPTIONS:
        return _EXCEPTIONS[first]
    if first.endswith("as"):
        return "las"
    if first.endswith(("os", "es")):
        return "los"
    if first.endswith("a"):
        return "la"
    return "el"


def _mentions(text: str, names: Sequence[str]) -> list[tuple[int, int, str]]:
    """Where each name occurs as whole words, longest names first, never overlapping."""
    found: list[tuple[int, int, str]] = []
    taken: set[int] = set()
    for name in sorted({n for n in names if n.strip()}, key=len, reverse=True):
        pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)", re.IGNORECASE)
        for match in pattern.finditer(text):
            span = set(range(match.start(), match.end()))
            if span & taken:
                continue
            taken |= span
            found.append((match.start(), match.end(), name))
    return sorted(found)


def with_articles(text: str, names: Sequence[str]) -> str:
    """Add (or make agree) the article of each ingredient an instruction acts on.

    Args:
        text: a Spanish step instruction.
        names: the recipe's ingredient names.

    Returns:
        The instruction with its articles.
    """
    out: list[str] = []
    cursor = 0
    chained_until: int | None = None
    for start, end, name in _mentions(text, names):
        before = text[cursor:start]
        article = article_for(name)
        existing = _ARTICLE_BEFORE.search(before)
        if existing is not None:
            # Keep the case of a sentence-initial article, fix its agreement.
            word = existing.group(1)
            fixed = article.capitalize() if word[:1].isupper() else article
            before = before[: existing.start(1)] + fixed + before[existing.end(1) :]
            chained_until = end
        elif _TRIGGERS.search(fold(text[:start])) or (
            chained_until is not None and _JOINT.match(text[chained_until:start])
        ):
            before += f"{article} "
            chained_until = end
        else:
            chained_until = None
        out.append(before)
        out.append(text[start:end])
        cursor = end
    out.append(text[cursor:])
    return "".join(out)


def spanish_articles(
    steps: list[GeneratedStep], ingredients: Sequence[GeneratedIngredient], language: str
) -> list[GeneratedStep]:
    """The steps of a Spanish recipe with their articles (other languages: unchanged).

    Args:
        steps: the steps.
        ingredients: the recipe's ingredient lines (their names are what gets an article).
        language: the recipe's language.

    Returns:
        The steps, instructions and safety notes edited with `with_articles` when the recipe
        is Spanish.
    """
    if language != "es":
        return steps
    names = [line.name for line in ingredients]
    return [
        step.model_copy(
            update={
                "instruction": with_articles(step.instruction, names)[:2000],
                # The note repeats the step's temperature sentence; both read the same.
                "safety_note": (
                    with_articles(step.safety_note, names)[:400] if step.safety_note else None
                ),
            }
        )
        for step in steps
    ]
