"""`ToolContext`: everything a tool may use for one call, passed in rather than looked up.

The gateway is typed by a small protocol instead of the AI package's class, so the tool layer
does not depend on it: the real `AiGateway` satisfies `ChatGateway`, and tests pass a scripted
fake. The principal always comes from the verified token, never from tool arguments (seed 000
§6.0.2).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from shared.errors import AuthError
from shared.tools.errors import error_message

if TYPE_CHECKING:
    from datetime import datetime

    from pydantic import BaseModel

    from shared.auth.principal import Principal
    from shared.context.user_context import ShownCard, UserContext
    from shared.db import Database
    from shared.schemas.recipe import GeneratedRecipe
    from shared.schemas.response import Language

__all__ = [
    "ChatGateway",
    "ChatResultLike",
    "IngredientNormalizer",
    "Mode",
    "PromptMessage",
    "RecipeUsageType",
    "ToolContext",
    "lowercase_ingredients",
]

Mode = Literal["text", "voice"]
RecipeUsageType = Literal["recipe_generation", "recipe_modification"]
# Free-text ingredient names in, canonical names out (same order, same length).
IngredientNormalizer = Callable[[Sequence[str]], Awaitable[tuple[str, ...]]]


class ChatResultLike(Protocol):
    """What the tools read from a gateway answer: the assistant's text (JSON for recipes)."""

    @property
    def content(self) -> str | None:
        """The assistant message text, if any."""
        ...


@dataclass(frozen=True, kw_only=True)
class PromptMessage:
    """A system or user turn, with the attributes the gateway reads from its `ChatMessage`."""

    role: Literal["system", "user"]
    content: str
    tool_calls: tuple[()] = ()
    tool_call_id: None = None


class ChatGateway(Protocol):
    """The slice of the AI gateway the tools call (`AiGateway.chat`).

    Messages, tools and tool choice are typed loosely on purpose: the gateway's own types
    (`ChatMessage`, `ToolSpec`, `ToolChoice`) then satisfy this protocol structurally without
    this package importing them. The tools send `PromptMessage`s.
    """

    async def chat(
        self,
        *,
        usage_type: RecipeUsageType,
        messages: Sequence[Any],
        tools: Sequence[Any] | None = None,
        tool_choice: Any = None,
        response_format: type[BaseModel] | None = None,
    ) -> ChatResultLike:
        """Run one chat completion routed by usage type."""
        ...


async def lowercase_ingredients(names: Sequence[str]) -> tuple[str, ...]:
    """The stand-in normaliser: trimmed, lower-cased names.

    Args:
        names: Ingredient names as the user or model wrote them.

    Returns:
        The names lower-cased, in the same order.
    """
    return tuple(name.strip().lower() for name in names)


@dataclass(frozen=True, kw_only=True)
class ToolContext:
    """The inputs of one tool call besides its arguments.

    Attributes:
        principal: The verified caller; tools refuse to run without one.
        language: The language to answer in.
        user_context: The caller's profile, history and cooking state.
        db: The database (tools open caller-scoped transactions on it).
        gateway: The AI gateway, for tools that call a model.
        now: The current instant, in the caller's timezone when known ("today" follows it).
        mode: Text chat or voice; voice refuses tools not allowed in voice.
        previous_recipe: The custom recipe of the previous turn (what `modify_recipe` changes).
        chosen_card: The catalogue card she chose to cook, with no recipe of hers open: the
            dish a question about "it" means ("what can I use instead of capers?").
        normalize: Maps ingredient names to canonical names (the `shared.ingredients`
            resolver once it lands); defaults to lower-casing.
        message: The cook's message of this turn, when the tools run for one (chat).
    """

    principal: Principal | None
    language: Language
    user_context: UserContext
    db: Database
    gateway: ChatGateway
    now: datetime
    mode: Mode = "text"
    previous_recipe: GeneratedRecipe | None = None
    chosen_card: ShownCard | None = None
    normalize: IngredientNormalizer = lowercase_ingredients
    message: str | None = None

    def require_principal(self) -> Principal:
        """The caller, for tools that touch user data.

        Returns:
            The verified principal.

        Raises:
            AuthError: the call is anonymous (seed 000 §6.7.8).
        """
        if self.principal is None:
            raise AuthError(error_message("unauthorized", self.language))
        return self.principal
