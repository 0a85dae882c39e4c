"""`ToolExecutor`: the one path by which text and voice run a tool (seed 000 Appendix B.3).

Order of checks: the tool exists, the caller is authenticated, the mode allows the tool, the
arguments are valid; only then does the tool run, under its timeout. Refusals raise (the
caller got something wrong; nothing ran); failures while running become a `ToolOutcome` with
fixed bilingual copy (the run went wrong; the conversation goes on).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.errors import IrmixyError
from shared.observability import MetricName, count
from shared.tools.errors import error_message, tool_validation_error
from shared.tools.validation import parse_tool_args

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.tools.context import ToolContext
    from shared.tools.registry import ToolRegistry
    from shared.tools.tool import ToolOutput

__all__ = ["ToolExecutor", "ToolOutcome"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class ToolOutcome:
    """The result of running a tool.

    Attributes:
        tool_name: The tool that ran.
        ok: Whether it produced an output.
        output: The shaped output when `ok`.
        error_code: A stable code when not `ok` (``tool_timeout``, ``provider_error``, ...).
        message: User-safe copy in the caller's language when not `ok`.
        latency_ms: Validation, execution and shaping time.
    """

    tool_name: str
    ok: bool
    output: ToolOutput | None = None
    error_code: str | None = None
    message: str | None = None
    latency_ms: int = 0

    def for_model(self) -> str:
        """The tool message for the model's follow-up pass.

        Returns:
            The output's summary JSON, or ``{"ok": false, "error", "message"}``.
        """
        if self.output is not None:
            return self.output.for_model()
        payload = {"ok": False, "error": self.error_code, "message": self.message}
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


def _elapsed_ms(started: float) -> int:
    return max(0, round((time.perf_counter() - started) * 1000))


class ToolExecutor:
    """Validates and runs registered tools."""

    def __init__(self, registry: ToolRegistry) -> None:
        self._registry = registry

    async def execute(
        self, name: str, raw_args: str | Mapping[str, object], ctx: ToolContext
    ) -> ToolOutcome:
        """Run one tool call.

        Args:
            name: The tool the model called.
            raw_args: Its arguments: JSON text (chat) or a mapping (voice relay).
            ctx: The caller and dependencies.

        Returns:
            The outcome; a failure while running is ``ok=False`` with a user-safe message.

        Raises:
            ToolValidationError: ``unknown_tool``; ``tool_not_available_in_voice`` in voice
                mode; ``malformed_arguments`` / ``invalid_tool_arguments`` / ... for bad
                arguments (see `parse_tool_args`). Nothing has run.
            AuthError: the caller is anonymous (seed 000 §6.7.8).
        """
        started = time.perf_counter()
        tool = self._registry.get(name)
        if tool is None:
            raise tool_validation_error("unknown_tool", ctx.language)
        ctx.require_principal()
        if ctx.mode == "voice" and not tool.allowed_in_voice:
            raise tool_validation_error("tool_not_available_in_voice", ctx.language)
        args = parse_tool_args(tool.args_model, raw_args, language=ctx.language, now=ctx.now)

        try:
            async with asyncio.timeout(tool.timeout_s):
                result = await tool.execute(args, ctx)
            output = tool.shape(result, ctx.language)
        except TimeoutError:
            return self._failure(tool.name, "tool_timeout", TimeoutError, ctx, started)
        except IrmixyError as exc:
            return self._failure(tool.name, exc.code, type(exc), ctx, started)
        except Exception as exc:  # any other failure: logged by type, answered politely
            return self._failure(tool.name, "tool_failed", type(exc), ctx, started)

        latency_ms = _elapsed_ms(started)
        count(MetricName.TOOL_CALLS)
        logger.info("tool executed", extra={"tool": tool.name, "latency_ms": latency_ms})
        return ToolOutcome(tool_name=tool.name, ok=True, output=output, latency_ms=latency_ms)

    @staticmethod
    def _failure(
        tool_name: str,
        code: str,
        error_type: type[BaseException],
        ctx: ToolContext,
        started: float,
    ) -> ToolOutcome:
        latency_ms = _elapsed_ms(started)
        count(MetricName.TOOL_CALLS)
        count(MetricName.TOOL_FAILURES)
        # The exception type only: messages may quote the user's words or query values.
        logger.warning(
            "tool failed",
            extra={
                "tool": tool_name,
                "error_code": code,
                "error_type": error_type.__name__,
                "latency_ms": latency_ms,
            },
        )
        return ToolOutcome(
            tool_name=tool_name,
            ok=False,
            error_code=code,
            message=error_message(code, ctx.language),
            latency_ms=latency_ms,
        )
