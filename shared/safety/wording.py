"""Small bilingual wording helpers shared by the safety messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.safety.text import fold

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas import Language

__all__ = ["clip", "join_names"]

_AND = {"en": "and", "es": "y"}
_MORE = {"en": "{count} more", "es": "{count} más"}


def _conjunction(language: Language, following: str) -> str:
    # Spanish writes "e" instead of "y" before an /i/ sound ("cacahuates e higos"), but not
    # before a diphthong ("y hierbas").
    folded = fold(following)
    if (
        language == "es"
        and folded.startswith(("i", "hi"))
        and not folded.startswith(("ia", "ie", "io", "iu", "hia", "hie", "hio", "hiu"))
    ):
        return "e"
    return _AND[language]


def join_names(names: Sequence[str], language: Language, *, limit: int = 4) -> str:
    """Join names as a sentence would: "a", "a and b", "a, b and c" (Spanish "y"/"e").

    Args:
        names: The names, already in display form and order.
        language: "en" or "es".
        limit: At most this many names are spelled out; the rest become "N more".

    Returns:
        The joined text; empty for no names.
    """
    shown = list(names[:limit])
    rest = len(names) - len(shown)
    if rest > 0:
        shown.append(_MORE[language].format(count=rest))
    if len(shown) <= 1:
        return "".join(shown)
    return f"{', '.join(shown[:-1])} {_conjunction(language, shown[-1])} {shown[-1]}"


def clip(text: str, limit: int) -> str:
    """Cut `text` to at most `limit` characters at a word boundary, marking the cut with "…".

    Args:
        text: The text.
        limit: The maximum length (a schema's `max_length`).

    Returns:
        `text` unchanged when it fits, else a shortened copy ending in "…".
    """
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;.") + "…"
