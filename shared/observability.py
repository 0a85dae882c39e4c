"""Powertools Logger, Tracer and Metrics: the only module-level state the functions share.

Logs are structured JSON with the correlation id; they never carry raw user text by default
(log lengths, codes and ids instead). Tracing is off outside Lambda so local runs and tests do
not need the X-Ray daemon.
"""

from __future__ import annotations

import os

from aws_lambda_powertools import Logger, Metrics, Tracer

__all__ = ["SERVICE", "logger", "metrics", "tracer"]

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "irmixy")

logger = Logger(service=SERVICE)
tracer = Tracer(service=SERVICE, disabled="AWS_LAMBDA_FUNCTION_NAME" not in os.environ)
metrics = Metrics(
    service=SERVICE, namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Irmixy")
)
