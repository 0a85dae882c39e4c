"""template.yaml stays deployable: handlers import, routes match the apps, the layer is complete."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from starlette.routing import Route

from cli.local_api import FUNCTION_ROUTES

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


@pytest.mark.parametrize("name", sorted(functions()))
def test_every_handler_imports_as_lambda_would(name: str) -> None:
    # functions/ is the CodeUri, so "chat.app.handler" is module chat.app, attribute handler
    module_name, _, attribute = functions()[name]["Handler"].rpartition(".")

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


def test_cfn_lint_is_clean() -> None:
    cfn_lint = shutil.which("cfn-lint", path=str(Path(sys.executable).parent))
    assert cfn_lint is not None, "cfn-lint is a dev dependency"

    result = subprocess.run(  # noqa: S603 - fixed arguments
        [cfn_lint, str(ROOT / "template.yaml")], capture_output=True, text=True, check=False
    )

    assert result.returncode == 0, result.stdout + result.stderr
