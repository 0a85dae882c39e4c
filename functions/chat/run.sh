#!/bin/sh
# ChatStreamFunction's handler (template.yaml): the Lambda Web Adapter's wrapper executes this
# script, waits for the port to answer, then forwards each Function URL request to it and streams
# the response back. uvicorn serves `chat.app:app`, the same Starlette app that Mangum runs for
# the HTTP API route. Outside Lambda the same command serves the app locally.
set -eu

# The function's code (functions/, where this script's package lives) and the layers' /opt/python;
# the adapter starts this process outside the Python runtime's own path setup.
task_root="${LAMBDA_TASK_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
export PYTHONPATH="${task_root}:/opt/python${PYTHONPATH:+:$PYTHONPATH}"

exec python -m uvicorn chat.app:app \
    --host 127.0.0.1 \
    --port "${AWS_LWA_PORT:-8080}" \
    --no-server-header \
    --no-access-log
