"""`ToolRegistry`: the single source of truth for the tools text and voice may call.

Seed 000 §6.4 / Appendix A: chat and voice read their tool definitions from the same
registry, so the two can never drift. The OpenAI schemas are generated from the argument
models (strict mode) once, when a tool is registered.
"""

from __future__ import annotations

import copy
import re
from typing import TYPE_CHECKING, Any, Final, Literal, TypedDict

from shared.errors import ConfigError
from shared.tools.recipe_safety import check_recipe_safety
from shared.tools.recipes import RecipeCheck, generate_custom_recipe_tool, modify_recipe_tool
from shared.tools.retrieve import retrieve_custom_recipe_tool
from shared.tools.schema import JsonSchema, strict_parameters_schema
from shared.tools.search import search_recipes_tool
from shared.tools.substitutes import suggest_substitutes_tool
from shared.tools.tool import Tool, ToolOutput

if TYPE_CHECKING:
    from shared.tools.args import SearchRecipesArgs

__all__ = [
    "OpenAiFunction",
    "OpenAiFunctionTool",
    "Tool",
    "ToolOutput",
    "ToolRegistry",
    "build_registry",
]

# OpenAI's rule for function names.
_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
_MAX_DESCRIPTION: Final = 1024


class OpenAiFunction(TypedDict):
    """The ``function`` member of an OpenAI tool definition."""

    name: str
    description: str
    parameters: JsonSchema
    strict: bool


class OpenAiFunctionTool(TypedDict):
    """An OpenAI tool definition, as chat completions take it."""

    type: Literal["function"]
    function: OpenAiFunction


class ToolRegistry:
    """The registered tools, by name, in registration order."""

    def __init__(self) -> None:
        self._tools: dict[str, Tool[Any, Any]] = {}
        self._schemas: dict[str, JsonSchema] = {}

    def register(self, tool: Tool[Any, Any]) -> None:
        """Add a tool, generating its strict schema now so a bad model fails at start-up.

        Args:
            tool: The tool.

        Raises:
            ConfigError: the name is taken or invalid, the description is empty or too long,
                or the argument model has no strict-mode schema.
        """
        if not _NAME.match(tool.name):
            raise ConfigError(f"invalid tool name {tool.name!r}")
        if tool.name in self._tools:
            raise ConfigError(f"tool {tool.name!r} is already registered")
        if not 0 < len(tool.description) <= _MAX_DESCRIPTION:
            raise ConfigError(f"tool {tool.name!r} needs a description of 1-1024 characters")
        self._schemas[tool.name] = strict_parameters_schema(tool.args_model)
        self._tools[tool.name] = tool

    def get(self, name: str) -> Tool[Any, Any] | None:
        """The tool called `name`, or ``None``."""
        return self._tools.get(name)

    def names(self) -> tuple[str, ...]:
        """Every tool name, in registration order."""
        return tuple(self._tools)

    def voice_tools(self) -> tuple[Tool[Any, Any], ...]:
        """The tools the voice path may call."""
        return tuple(tool for tool in self._tools.values() if tool.allowed_in_voice)

    def openai_tool_specs(self, *, voice: bool = False) -> list[OpenAiFunctionTool]:
        """The OpenAI function definitions, strict mode.

        Args:
            voice: Only the tools allowed in voice (for the Realtime session config).

        Returns:
            Plain dicts ``{"type": "function", "function": {name, description, parameters,
            strict: true}}``; each call returns fresh copies, safe to mutate.
        """
        tools = self.voice_tools() if voice else tuple(self._tools.values())
        return [
            {
                "type": "function",
                "function": {
                    "name": tool.name,
                    "description": tool.description,
                    "parameters": copy.deepcopy(self._schemas[tool.name]),
                    "strict": True,
                },
            }
            for tool in tools
        ]


def build_registry(
    *,
    recipe_check: RecipeCheck = check_recipe_safety,
    search_tool: Tool[SearchRecipesArgs, Any] | None = None,
) -> ToolRegistry:
    """The registry with Irmixy's five tools.

    Args:
        recipe_check: The safety pass for generated and modified recipes (allergen,
            food-safety and Thermomix checks); tests may pass their own.
        search_tool: A replacement `search_recipes`; by default the hybrid search
            (`shared.search`), configured by `SearchSettings` from the environment.

    Returns:
        The registry: ``search_recipes``, ``generate_custom_recipe``, ``modify_recipe``
        (text only: it changes the previous turn's recipe), ``retrieve_custom_recipe`` and
        ``suggest_substitutes``.
    """
    registry = ToolRegistry()
    registry.register(search_tool or search_recipes_tool())
    registry.register(generate_custom_recipe_tool(check=recipe_check))
    registry.register(modify_recipe_tool(check=recipe_check))
    registry.register(retrieve_custom_recipe_tool())
    registry.register(suggest_substitutes_tool())
    return registry
