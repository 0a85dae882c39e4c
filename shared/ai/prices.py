"""What a model call costs, for the `ModelCostUsd` metric (an estimate, not a bill).

USD per million tokens from OpenAI's public price list for the models this backend routes to
by default; a model missing here (another deployment's choice, the offline provider) is not
costed rather than guessed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from shared.ai.types import Usage

__all__ = ["MODEL_PRICES", "ModelPrice", "estimated_cost_usd"]


@dataclass(frozen=True, kw_only=True, slots=True)
class ModelPrice:
    """USD per one million input and output tokens."""

    input_per_million: float
    output_per_million: float = 0.0


MODEL_PRICES: Final[dict[str, ModelPrice]] = {
    "gpt-4.1-mini": ModelPrice(input_per_million=0.40, output_per_million=1.60),
    "gpt-4.1-nano": ModelPrice(input_per_million=0.10, output_per_million=0.40),
    "gpt-5-mini": ModelPrice(input_per_million=0.25, output_per_million=2.00),
    "text-embedding-3-large": ModelPrice(input_per_million=0.13),
}


def estimated_cost_usd(model: str, usage: Usage) -> float | None:
    """The call's cost in USD, or None for a model without a known price."""
    price = MODEL_PRICES.get(model)
    if price is None:
        return None
    return (
        usage.input_tokens * price.input_per_million
        + usage.output_tokens * price.output_per_million
    ) / 1_000_000
