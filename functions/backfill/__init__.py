"""The embedding backfill Lambdas: `backfill.app.handler` (HTTP and direct invoke) and
`backfill.worker.handler` (the SQS fan-out worker)."""

__all__: list[str] = []
