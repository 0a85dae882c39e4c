"""The answer to the replay chip "Cook it again": the recipe ready to start, not the question
that offered the chip ("Found it! ... Want to make it again?") asked a second time.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from shared.schemas.response import RetrievalSingle

if TYPE_CHECKING:
    from shared.schemas import Language
    from shared.tools import ToolOutput

__all__ = ["ready_to_cook"]

_READY: Final[dict[Language, str]] = {
    "en": "Let's cook {name}! Tap Start cooking when you're ready.",
    "es": "¡A cocinar {name}! Toca Empezar a cocinar cuando estés listo.",
}


def ready_to_cook(output: ToolOutput, language: Language) -> ToolOutput:
    """A single saved recipe found again, said as ready to cook, without the chip just tapped.

    Args:
        output: The `retrieve_custom_recipe` output for the name the chip carried.
        language: The answer's language.

    Returns:
        The output with the ready line and only the chips that lead elsewhere; unchanged when
        the name did not find exactly one recipe (the choice or the miss is the answer then).
    """
    retrieval = output.retrieval
    if not isinstance(retrieval, RetrievalSingle):
        return output
    again = retrieval.suggestions[0].message if retrieval.suggestions else None
    chips = tuple(c for c in output.suggestions if c.message != again)
    ready = _READY[language].format(name=retrieval.recipe.name)
    kept = retrieval.model_copy(update={"suggestions": list(chips)})
    return replace(output, spoken=ready, suggestions=chips, retrieval=kept)
