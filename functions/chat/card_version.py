"""A change asked of a catalogue card: a custom version of that card, changed.

"make it spicier" / "más picante" with catalogue cards on screen used to answer that there was
no recipe to change. Catalogue recipes are shared and stay as they are; the cook gets a custom
version of the card she means: that card's own recipe, with the change applied.
The card she means is the one her message names, or the only one on screen; with several,
she is asked which, one chip per card ("Make it spicier — Chilaquiles Verdes").
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from chat.compose import fixed_message
from chat.modification import is_modification
from chat.tool_run import EMPTY_REPLY, run_tool
from chat.turn import Draft
from shared.ai.offline.normalize import STOPWORDS, stem, words
from shared.context import ShownCard, last_answer
from shared.safety import ALLERGEN_MAP_CACHE, detect_allergens
from shared.safety.wording import clip
from shared.tools.catalogue_recipe import catalogue_recipe
from shared.tools.change_said import changes_said
from shared.tools.dish_version import catalogue_version
from shared.tools.named_change import name_change, split_named_change
from shared.tools.offered_changes import recipe_change_chips
from shared.tools.outside_note import version_change
from shared.tools.phrasing import chip
from shared.tools.slower_note import is_quicker_version

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.context import UserContext
    from shared.context.user_context import HistoryMessage
    from shared.db import Database
    from shared.schemas import GeneratedRecipe, Language
    from shared.tools import ToolContext
    from shared.tools.named_change import NamedChange

__all__ = [
    "card_meant",
    "change_card",
    "change_shown",
    "chosen_card",
    "latest_cards",
    "list_on_screen",
    "offered_version",
    "on_screen",
    "shown_before",
    "which_asked",
    "which_card",
]

_MAX_CHOICES: Final = 3
_ORDINALS: Final = (
    re.compile(r"\b(?:first|1st|primera?o?)\b"),
    re.compile(r"\b(?:second|2nd|segund[ao])\b"),
    re.compile(r"\b(?:third|3rd|tercer[ao]?)\b"),
)
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "made": "Catalogue recipes stay as they are, so I made you a custom version of {name}.",
        "offered": "Here is your custom version of {name}.",
        "which": "Which one do you mean? Tap it and I'll make you a custom version with that"
        " change.",
    },
    "es": {
        "made": "Las recetas del catálogo no se cambian, así que te preparé una versión"
        " personalizada de {name}.",
        "offered": "Aquí tienes tu versión personalizada de {name}.",
        "which": "¿Cuál de ellas? Tócala y te preparo una versión personalizada con ese cambio.",
    },
}


def on_screen(history: Sequence[HistoryMessage]) -> tuple[ShownCard, ...]:
    """The catalogue cards the last answer showed, in order (none when it showed none).

    An answer that names every one of them ("which have dairy?" answered card by card) is
    about those cards and leaves them where they were: "the second one" after it is still the
    second card.
    """
    about: list[str] = []
    for item in reversed(history):
        if item.role != "assistant":
            continue
        if item.shown_cards:
            cards = item.shown_cards
            return cards if all(c.name in text for text in about for c in cards) else ()
        if item.chosen_id is not None:
            return ()
        if not which_asked(item):
            # "Which one do you mean?" names the cards in its chips: they stay where they were.
            about.append(item.content)
    return ()


def which_asked(item: HistoryMessage) -> tuple[NamedChange, ...]:
    """The chips of an answer that asked which card a change meant, in the cards' order.

    That answer offers one change for several cards, one chip each ("Make it spicier —
    Pozole", "Make it spicier — Chilaquiles Verdes"); () for any other answer.
    """
    named = [split_named_change(message) for _, message in item.chips]
    chips = tuple(change for change in named if change is not None)
    if len(chips) < 2 or len(chips) != len(named):
        return ()
    if len({change.change for change in chips}) != 1:
        return ()
    return chips if len({change.recipe_name for change in chips}) == len(chips) else ()


def _pending_change(history: Sequence[HistoryMessage], message: str) -> str:
    """The change asked with the one still waiting for its card: "for 6 people" typed after
    "Which one do you mean?" of "make it spicier" is both, so neither is lost."""
    last = last_answer(history)
    asked = which_asked(last) if last is not None else ()
    if not asked or words(asked[0].change) == words(message):
        return message
    return f"{asked[0].change}, {message}"


def latest_cards(history: Sequence[HistoryMessage]) -> tuple[ShownCard, ...]:
    """The cards the latest answer that showed any showed, however many answers came after."""
    return next((item.shown_cards for item in reversed(history) if item.shown_cards), ())


def list_on_screen(history: Sequence[HistoryMessage]) -> tuple[ShownCard, ...]:
    """The latest list of catalogue cards on screen, read past the answers about one of them.

    "¿La primera tiene lácteos?" is answered with that card chosen, for its actions; the list
    stays above it, and "2" after that answer is its second card, not an empty list.
    """
    latest = next((i for i in reversed(range(len(history))) if history[i].shown_cards), None)
    if latest is None:
        return ()
    listed = {card.recipe_id for card in history[latest].shown_cards}
    after = [item for item in history[latest + 1 :] if item.chosen_id not in listed]
    return on_screen([*history[: latest + 1], *after])


def shown_before(history: Sequence[HistoryMessage]) -> tuple[ShownCard, ...]:
    """Every catalogue card the conversation showed, the latest answer's first."""
    return tuple(
        card for item in reversed(history) if item.role == "assistant" for card in item.shown_cards
    )


def chosen_card(history: Sequence[HistoryMessage]) -> ShownCard | None:
    """The card the last answer offered to start, chosen in words ("la segunda"); else None.

    The card's name is the one an earlier answer showed it under.
    """
    last = last_answer(history)
    if last is None or last.chosen_id is None:
        return None
    return next((c for c in shown_before(history) if c.recipe_id == last.chosen_id), None)


def _key_words(text: str) -> set[str]:
    return {stem(word) for word in words(text) if word not in STOPWORDS and len(word) > 2}


def card_meant(message: str, cards: Sequence[ShownCard]) -> ShownCard | None:
    """The card a change request means: named, counted ("the second one"), or the only one.

    Args:
        message: The cook's message.
        cards: The cards on screen, in order.

    Returns:
        The card, or None when several are on screen and the message tells none apart.
    """
    said = _key_words(message)
    named = [card for card in cards if said & _key_words(card.name)]
    if len(named) == 1:
        return named[0]
    folded = " ".join(words(message))
    for position, ordinal in enumerate(_ORDINALS[: len(cards)]):
        if ordinal.search(folded):
            return cards[position]
    return cards[0] if len(cards) == 1 else None


def which_card(change: str, cards: Sequence[ShownCard], language: Language, provider: str) -> Draft:
    """Ask which card to change: one chip per card, each carrying the change and the card."""
    chips = tuple(
        chip(clip(card.name, 80), name_change(change, card.name)) for card in cards[:_MAX_CHOICES]
    )
    message = _COPY[language]["which"]
    return Draft(message=message, provider=provider, suggestions=chips, read_history=True)


async def change_card(
    deps: ChatDeps,
    turn: Turn,
    ctx: ToolContext,
    emit: Emit,
    *,
    card: ShownCard,
    change: str,
    provider: str,
    offered: bool = False,
) -> Draft:
    """A custom version of a catalogue card, with the change applied.

    Args:
        deps: The dependencies.
        turn: The turn.
        ctx: The caller's tool context.
        emit: Sends an SSE event.
        card: The card the cook means.
        change: The change, in her words ("make it spicier").
        provider: The provider name the trace reports.
        offered: Whether the change is one the answer offered (its version chip): then the
            recipe is said as hers, without why the card itself stays as it is.

    Returns:
        The draft: the changed recipe, said as a custom version of the card; the plain
        answer of a failed tool when the card cannot be read or made.
    """
    language = turn.context.language
    # The version is the card's own recipe changed (`catalogue_recipe`), by the one tool that
    # changes a recipe: a model and the offline editor get the same recipe and instruction.
    base = await catalogue_recipe(deps.db, card.recipe_id, language)
    if base is None:
        return Draft(message=EMPTY_REPLY[language], provider=provider, read_history=True)
    raw = json.dumps({"modification": change[:300]}, ensure_ascii=False)
    step = await run_tool(deps, "modify_recipe", raw, replace(ctx, previous_recipe=base), emit)
    said = fixed_message([step], language) or ""
    made = step.outcome.output.custom_recipe if step.outcome.output is not None else None
    if made is not None and _same_recipe(made, base):
        # Nothing to change ("without garlic" of a carbonara that has none): the card she
        # picked stays hers to open and start, with the changes it would take, and no
        # "custom version" of it is said made.
        return Draft(
            message=said,
            provider=provider,
            read_history=True,
            chosen_id=card.recipe_id,
            suggestions=recipe_change_chips(base, language, name=card.name),
        )
    opening = _COPY[language]["offered" if offered else "made"].format(name=card.name)
    # The opening names the version made: what changed follows it in the same sentence
    # ("… una versión personalizada de Tacos de Pescado Estilo Baja: camarón en lugar de
    # pescado."), not in a second one that names the recipe again.
    listed = changes_said(said, made.suggested_name, language) if made is not None else None
    message = f"{opening.removesuffix('.')}: {listed}" if listed else f"{opening} {said}".strip()
    return Draft(message=message, steps=(step,), provider=provider, read_history=True)


def _same_recipe(made: GeneratedRecipe, base: GeneratedRecipe) -> bool:
    """Whether a version says what the card says: the same lines and the same steps."""

    def lines(recipe: GeneratedRecipe) -> list[tuple[str, float | None, str | None]]:
        return [(i.name, i.quantity, i.unit) for i in recipe.ingredients]

    return lines(made) == lines(base) and [s.instruction for s in made.steps] == [
        s.instruction for s in base.steps
    ]


_WITHOUT: Final[dict[Language, str]] = {"en": "without", "es": "sin"}


async def _without_hers(
    db: Database, lines: Sequence[str], context: UserContext, language: Language
) -> str:
    """ ", without peanuts": the cook's allergens the catalogue dish holds, to leave out too.

    A diet's chip names the diet alone ("vegan version of Shrimp Pad Thai"), but the dish is
    the catalogue's, made for no one: a vegan Pad Thai keeps its peanuts, and for a cook
    allergic to them the safety pass blocked the version she was offered.
    """
    if not (context.dietary_restrictions or context.custom_allergies):
        return ""
    finding = detect_allergens(
        lines,
        allergen_map=await ALLERGEN_MAP_CACHE.read(db),
        user_allergens=context.dietary_restrictions,
        custom_allergies=context.custom_allergies,
        language=language,
    )
    names = [group.name(language) for group in finding.groups]
    names.extend(allergy for allergy in finding.custom if allergy not in names)
    return "".join(f", {_WITHOUT[language]} {name}" for name in names)


async def offered_version(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, *, dish: str, provider: str
) -> Draft | None:
    """The version a chip offered of a catalogue dish ("vegan version of Chicken Piccata").

    It is that dish's own recipe with the change applied, made as any change of a card is
    (`change_card`): drafted again from the dish's foods, a vegetarian's piccata came back a
    skillet. None when the dish is not written as a version of a published recipe.

    Args:
        deps: The dependencies.
        turn: The turn.
        ctx: The caller's tool context.
        emit: Sends an SSE event.
        dish: The dish the chip carries.
        provider: The provider name the trace reports.

    Returns:
        The version made, or None for the caller to make the dish another way.
    """
    change = version_change(dish)
    if change is None or is_quicker_version(dish):
        # The quicker version a slow dish offers is still drafted of its foods: the editor's
        # quicker recipe shortens the times, and left a pozole its 4 l of water.
        return None
    language = turn.context.language
    version = await catalogue_version(deps.db, f"dish: {dish}", language)
    if version is None:
        return None
    change += await _without_hers(deps.db, version.ingredients, turn.context, language)
    card = ShownCard(recipe_id=version.recipe_id, name=version.name)
    return await change_card(
        deps, turn, ctx, emit, card=card, change=change, provider=provider, offered=True
    )


async def change_shown(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """A change asked with catalogue cards (or one picked) on screen and no custom recipe open.

    Args:
        deps: The dependencies.
        turn: The turn.
        ctx: The caller's tool context.
        emit: Sends an SSE event.
        provider: The provider name the trace reports.

    Returns:
        The custom version of the card meant, the question which one, or None.
    """
    history = turn.context.conversation_history
    # A card picked ("la segunda", "start cooking") is the one dish on screen: "hazla más
    # picante" after it means that card, as its own change chips do.
    chosen = chosen_card(history)
    shown = (chosen,) if chosen is not None else on_screen(history)
    if turn.previous_recipe is not None or not shown or not is_modification(turn.message):
        return None
    change = _pending_change(history, turn.message)
    card = card_meant(turn.message, shown)
    if card is None:
        return which_card(change, shown, turn.context.language, provider)
    return await change_card(deps, turn, ctx, emit, card=card, change=change, provider=provider)
