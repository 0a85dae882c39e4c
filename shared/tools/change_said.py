"""What a change to a recipe did, said in the cook's language: done and not done, never more.

The sentences come from the `ModificationReport` (the recipes before and after compared), not
from what was asked. An answer that already names the recipe it made ("I made you a custom
version of Baja Fish Tacos") takes only what changed from them (`changes_said`), so the cook
does not read the recipe made twice over.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from shared.tools.phrasing import join_words, recipe_called

if TYPE_CHECKING:
    from shared.schemas.response import Language
    from shared.tools.modification_report import ModificationReport

__all__ = ["changes_said", "modified_message"]

# `{name}` is the recipe as `recipe_called` says it ("Fish Tacos recipe", "receta de Tacos de
# Pescado"), so the sentences hold for a plural or feminine name alike.
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "modified": "Done! I updated your {name}.",
        "changed": "Done! I changed your {name}: {done}.",
        "partly": "I changed your {name}: {done}. I couldn't {missed}.",
        "changed_but": "I updated your {name}, but I couldn't {missed}.",
        "missed": "I couldn't {missed}, so your {name} is unchanged.",
        "already": "Your {name} is already {already}, so I left it as it is.",
        "also_already": " It was already {already}.",
        "not_understood": "I couldn't tell what to change in your {name}, so it is unchanged. "
        "Try “less spicy”, “without onion” or “for 2 people”.",
    },
    "es": {
        "modified": "¡Listo! Actualicé tu {name}.",
        "changed": "¡Listo! Cambié tu {name}: {done}.",
        "partly": "Cambié tu {name}: {done}. No pude {missed}.",
        "changed_but": "Actualicé tu {name}, pero no pude {missed}.",
        "missed": "No pude {missed}, así que tu {name} quedó igual.",
        "already": "Tu {name} ya es {already}, así que la dejé igual.",
        "also_already": " Ya era {already}.",
        "not_understood": "No entendí qué cambiar en tu {name}, así que quedó igual. "
        "Prueba con “menos picante”, “sin cebolla” o “para 2 personas”.",
    },
}
# The sentences that name the recipe and then list what changed in it.
_LISTING: Final = ("changed", "partly")


def modified_message(report: ModificationReport | None, name: str, language: Language) -> str:
    """What a modification did, never more: done and not done, from the recipes compared."""
    copy = _COPY[language]
    if report is not None and report.already:
        return _already_message(report, name, language)
    name = recipe_called(name, language)
    if report is None or (not report.done and not report.missed):
        if report is None or report.changed:
            return copy["modified"].format(name=name)
        return copy["not_understood"].format(name=name)
    done, missed = join_words(report.done, language), join_words(report.missed, language)
    if report.done and report.missed:
        return copy["partly"].format(name=name, done=done, missed=missed)
    if report.done:
        return copy["changed"].format(name=name, done=done)
    key = "changed_but" if report.changed else "missed"
    return copy[key].format(name=name, missed=missed)


def _already_message(report: ModificationReport, name: str, language: Language) -> str:
    """A diet the recipe already met: said as such, beside whatever else did change."""
    copy = _COPY[language]
    already = join_words(report.already, language)
    if not report.done and not report.missed and not report.changed:
        return copy["already"].format(name=recipe_called(name, language), already=already)
    rest = modified_message(replace(report, already=()), name, language)
    return rest + copy["also_already"].format(already=already)


def changes_said(message: str, name: str, language: Language) -> str | None:
    """What a modification's message lists as changed, without the words naming the recipe.

    Args:
        message: The modification's message ("¡Listo! Cambié tu receta de X: más picante.").
        name: The changed recipe's name.
        language: The message's language.

    Returns:
        The rest of the message after its lead ("más picante. No pude…"); None when the
        message names no change (nothing done, or not understood).
    """
    for key in _LISTING:
        lead = _COPY[language][key].split("{done}", 1)[0].format(name=recipe_called(name, language))
        if message.startswith(lead):
            return message[len(lead) :]
    return None
