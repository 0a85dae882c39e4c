"""template.yaml stays deployable: handlers import, routes match the apps, the layers are complete,
the streaming chat is wired to the Lambda Web Adapter, every function has its alarms.
"""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from starlette.applications import Starlette
from starlette.routing import Route

from cli.serve.local_api import FUNCTION_ROUTES

ROOT = Path(__file__).resolve().parents[2]


class _CfnLoader(yaml.SafeLoader):
    """YAML with CloudFormation's short-form tags (!Ref, !Sub, !GetAtt …) read as plain data."""


def _tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Any:
    if isinstance(node, yaml.ScalarNode):
        return {suffix: loader.construct_scalar(node)}
    if isinstance(node, yaml.SequenceNode):
        return {suffix: loader.construct_sequence(node)}
    return {suffix: loader.construct_mapping(node)}  # type: ignore[arg-type]


_CfnLoader.add_multi_constructor("!", _tag)


def template() -> dict[str, Any]:
    text = (ROOT / "template.yaml").read_text()
    loaded: dict[str, Any] = yaml.load(text, Loader=_CfnLoader)  # noqa: S506 - a SafeLoader
    return loaded


def functions() -> dict[str, dict[str, Any]]:
    return {
        name: resource["Properties"]
        for name, resource in template()["Resources"].items()
        if resource["Type"] == "AWS::Serverless::Function"
    }


def adapter_functions() -> dict[str, dict[str, Any]]:
    """Functions run by the Lambda Web Adapter: their handler is a startup script."""
    return {
        name: properties
        for name, properties in functions().items()
        if "AWS_LAMBDA_EXEC_WRAPPER" in properties.get("Environment", {}).get("Variables", {})
    }


def python_functions() -> dict[str, dict[str, Any]]:
    return {n: p for n, p in functions().items() if n not in adapter_functions()}


def code_root() -> Path:
    return ROOT / template()["Globals"]["Function"]["CodeUri"]


def alarmed(metric: str) -> set[str]:
    """The functions with a CloudWatch alarm on `metric` (AWS/Lambda)."""
    return {
        dimension["Value"]["Ref"]
        for resource in template()["Resources"].values()
        if resource["Type"] == "AWS::CloudWatch::Alarm"
        and resource["Properties"]["Namespace"] == "AWS/Lambda"
        and resource["Properties"]["MetricName"] == metric
        for dimension in resource["Properties"]["Dimensions"]
        if dimension["Name"] == "FunctionName"
    }


@pytest.mark.parametrize("name", sorted(python_functions()))
def test_every_handler_imports_as_lambda_would(name: str) -> None:
    # functions/ is the CodeUri, so "chat.app.handler" is module chat.app, attribute handler
    module_name, _, attribute = python_functions()[name]["Handler"].rpartition(".")

    module = importlib.import_module(module_name)

    assert callable(getattr(module, attribute))


def test_every_http_route_is_served_by_its_function_app() -> None:
    routes = {
        event["Properties"]["Path"]: properties["Handler"]
        for properties in functions().values()
        for event in properties.get("Events", {}).values()
        if event["Type"] == "HttpApi"
    }

    assert set(routes) == set(FUNCTION_ROUTES)
    for path, handler in routes.items():
        module = importlib.import_module(handler.rpartition(".")[0])
        app_paths = {r.path for r in module.app.routes if isinstance(r, Route)}
        assert path in app_paths, (path, handler)


def test_code_and_layer_uris_never_point_at_the_repository_root() -> None:
    globals_uri = template()["Globals"]["Function"]["CodeUri"]
    layer_uri = template()["Resources"]["SharedLayer"]["Properties"]["ContentUri"]

    assert globals_uri == "functions/"
    assert layer_uri == "shared/"
    assert (ROOT / layer_uri / "Makefile").exists()


def test_the_layer_ships_exactly_the_projects_runtime_dependencies() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    lines = (ROOT / "shared" / "requirements.txt").read_text().splitlines()
    requirements = [line for line in lines if line and not line.startswith("#")]

    assert requirements == pyproject["project"]["dependencies"]


def test_the_layer_leaves_out_what_the_lambda_runtime_provides() -> None:
    # boto3/botocore come with every Lambda Python runtime; the X-Ray SDK (the tracer extra)
    # would bring botocore back into the layer and import it at every cold start.
    requirements = (ROOT / "shared" / "requirements.txt").read_text().splitlines()
    names = {line.split("[")[0].split(">")[0].split("=")[0] for line in requirements if line}

    assert not names & {"boto3", "botocore", "aws-xray-sdk"}
    assert not any("[tracer]" in line or "[all]" in line for line in requirements)
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert any(r.startswith("boto3") for r in pyproject["project"]["optional-dependencies"]["cli"])


def test_cfn_lint_is_clean() -> None:
    cfn_lint = shutil.which("cfn-lint", path=str(Path(sys.executable).parent))
    assert cfn_lint is not None, "cfn-lint is a dev dependency"

    result = subprocess.run(  # noqa: S603 - fixed arguments
        [cfn_lint, str(ROOT / "template.yaml")], capture_output=True, text=True, check=False
    )

    assert result.returncode == 0, result.stdout + result.stderr


def test_the_streaming_chat_runs_behind_the_web_adapter_on_a_streaming_function_url() -> None:
    properties = template()["Resources"]["ChatStreamFunction"]["Properties"]
    variables = properties["Environment"]["Variables"]
    url = properties["FunctionUrlConfig"]

    assert set(adapter_functions()) == {"ChatStreamFunction"}
    assert variables["AWS_LAMBDA_EXEC_WRAPPER"] == "/opt/bootstrap"
    assert variables["AWS_LWA_INVOKE_MODE"] == "response_stream"
    assert url["InvokeMode"] == "RESPONSE_STREAM"
    # The app authenticates every request itself, as it does behind the HTTP API.
    assert url["AuthType"] == "NONE"
    assert (
        url["Cors"]["AllowHeaders"]
        == template()["Resources"]["HttpApi"]["Properties"]["CorsConfiguration"]["AllowHeaders"]
    )
    adapter_layers = [
        layer["Sub"] for layer in properties["Layers"] if isinstance(layer, dict) and "Sub" in layer
    ]
    assert adapter_layers == [
        "arn:aws:lambda:${AWS::Region}:753240598075:layer:LambdaAdapterLayerArm64:"
        "${WebAdapterLayerVersion}"
    ]
    assert template()["Globals"]["Function"]["Architectures"] == ["arm64"]
    assert template()["Outputs"]["ChatStreamUrl"]["Value"] == {
        "GetAtt": "ChatStreamFunctionUrl.FunctionUrl"
    }


def test_the_startup_script_is_executable_and_serves_the_chat_app_on_the_adapters_port() -> None:
    properties = adapter_functions()["ChatStreamFunction"]
    script = code_root() / properties["Handler"]
    text = script.read_text()

    # The adapter's /opt/bootstrap executes "$LAMBDA_TASK_ROOT/$_HANDLER" directly.
    assert text.startswith("#!/bin/sh\n")
    assert os.access(script, os.X_OK)
    assert "\r" not in text
    assert '--port "${AWS_LWA_PORT:-8080}"' in text
    target = re.search(r"uvicorn\s+([\w.]+):(\w+)", text)
    assert target is not None
    app = getattr(importlib.import_module(target.group(1)), target.group(2))
    assert isinstance(app, Starlette)
    app_paths = {r.path for r in app.routes if isinstance(r, Route)}
    chat_route = next(
        event["Properties"]["Path"]
        for event in functions()["ChatFunction"]["Events"].values()
        if event["Type"] == "HttpApi"
    )
    assert chat_route in app_paths
    readiness = properties["Environment"]["Variables"]["AWS_LWA_READINESS_CHECK_PATH"]
    assert readiness in app_paths


def test_the_web_server_layer_ships_the_uvicorn_the_cli_runs() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    cli = pyproject["project"]["optional-dependencies"]["cli"]
    cli_uvicorn = [requirement for requirement in cli if requirement.startswith("uvicorn")]
    layer = template()["Resources"]["WebServerLayer"]["Properties"]["ContentUri"]
    lines = (ROOT / layer / "requirements.txt").read_text().splitlines()

    assert [line for line in lines if line and not line.startswith("#")] == cli_uvicorn


def test_every_function_alarms_on_throttles_and_on_failures() -> None:
    dead_letter = template()["Resources"]["BackfillDeadLetterAlarm"]["Properties"]

    assert alarmed("Throttles") == set(functions())
    # The worker reports failed batches instead of failing; they surface in the dead-letter queue.
    assert alarmed("Errors") == set(functions()) - {"BackfillWorkerFunction"}
    assert dead_letter["Dimensions"][0]["Value"] == {"GetAtt": "BackfillDeadLetterQueue.QueueName"}


def test_every_layer_and_the_layer_build_target_the_functions_runtime() -> None:
    runtime = template()["Globals"]["Function"]["Runtime"]
    layers = [
        resource
        for resource in template()["Resources"].values()
        if resource["Type"] == "AWS::Serverless::LayerVersion"
    ]
    makefile = (ROOT / "shared" / "Makefile").read_text()
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    minimum = pyproject["project"]["requires-python"].removeprefix(">=")

    assert all(layer["Properties"]["CompatibleRuntimes"] == [runtime] for layer in layers)
    assert all(layer["Properties"]["CompatibleArchitectures"] == ["arm64"] for layer in layers)
    assert f"--python-version {runtime.removeprefix('python')} " in makefile
    assert "manylinux2014_aarch64" in makefile
    version = tuple(int(part) for part in runtime.removeprefix("python").split("."))
    assert version >= tuple(int(part) for part in minimum.split("."))


def test_the_http_api_serves_its_default_stage_at_the_root() -> None:
    # A named stage would prefix every rawPath with /<stage>, which no app route matches.
    stage = template()["Resources"]["HttpApi"]["Properties"]["StageName"]

    assert stage == "$default"
    assert template()["Outputs"]["ApiUrl"]["Value"]["Sub"].endswith(".amazonaws.com")
