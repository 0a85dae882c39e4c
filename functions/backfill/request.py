"""The backfill request: the HTTP body and the direct-invoke payload are the same object."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from shared.embeddings.options import DEFAULT_BATCH_SIZE, MAX_BATCH_SIZE, BackfillOptions

__all__ = ["MAX_BODY_BYTES", "BackfillRequest"]

#: The body is four small fields; anything bigger is not a backfill request.
MAX_BODY_BYTES = 4 * 1024


class BackfillRequest(BaseModel):
    """`{batchSize, dryRun, forceRegenerate, fanOut}`, camelCase only, nothing else.

    Strict: `"batchSize": "50"` or `"dryRun": "yes"` are refused rather than guessed at, since
    a wrong guess here re-embeds (and pays for) the whole catalogue.
    """

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=False, extra="forbid", frozen=True, strict=True
    )

    batch_size: int = Field(default=DEFAULT_BATCH_SIZE, ge=1, le=MAX_BATCH_SIZE)
    dry_run: bool = False
    force_regenerate: bool = False
    # None: fan out automatically above BACKFILL_FAN_OUT_THRESHOLD pending recipes.
    fan_out: bool | None = None

    def options(self) -> BackfillOptions:
        """The run options the request asks for."""
        return BackfillOptions(
            batch_size=self.batch_size,
            dry_run=self.dry_run,
            force_regenerate=self.force_regenerate,
        )
