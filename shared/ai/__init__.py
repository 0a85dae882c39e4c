"""The AI gateway: every model call in the backend goes through `AiGateway`.

`build_gateway(AiSettings())` picks OpenAI (with `OPENAI_API_KEY`) or the offline provider.
The OpenAI SDK is imported only when the OpenAI provider is built.
"""

from shared.ai.factory import build_gateway
from shared.ai.gateway import EMBEDDING_BATCH_SIZE, AiGateway
from shared.ai.settings import AiSettings
from shared.ai.types import (
    ChatMessage,
    ChatResult,
    ChatUsageType,
    RealtimeSecret,
    StreamEnd,
    StreamItem,
    TextDelta,
    ToolCall,
    ToolCallDelta,
    ToolChoice,
    ToolSpec,
    Usage,
    UsageType,
)
from shared.ai.usage import UsageCounts, UsageMeter

__all__ = [
    "EMBEDDING_BATCH_SIZE",
    "AiGateway",
    "AiSettings",
    "ChatMessage",
    "ChatResult",
    "ChatUsageType",
    "RealtimeSecret",
    "StreamEnd",
    "StreamItem",
    "TextDelta",
    "ToolCall",
    "ToolCallDelta",
    "ToolChoice",
    "ToolSpec",
    "Usage",
    "UsageCounts",
    "UsageMeter",
    "UsageType",
    "build_gateway",
]
