# The README's two commands: `make run` and `make test`. Both bootstrap .venv from the package
# registries alone, so they work on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test lint typecheck unit integration e2e layer clean

# uv resolves and installs the dependencies in seconds where pip takes minutes; pip itself is
# the fallback when uv cannot be installed or fails, so the bootstrap never depends on it.
$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check uv \
	  && $(BIN)/uv pip install --python $(BIN)/python --quiet -e '.[dev]' \
	  || $(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/irmixy serve

test: $(STAMP) lint typecheck
	$(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# functions/ holds one package per Lambda; mypy takes it once a function exists.
typecheck: $(STAMP)
	$(BIN)/mypy shared cli $(if $(wildcard functions/*/*.py),functions)

unit: $(STAMP)
	$(BIN)/pytest tests/unit

integration: $(STAMP)
	$(BIN)/pytest tests/integration

e2e: $(STAMP)
	$(BIN)/pytest tests/e2e

# The shared layer exactly as `sam build` builds it (shared/Makefile: binary wheels for the
# template's runtime, CPython 3.14 on arm64, whatever Python runs this), into .layer/; fails when
# a dependency has no wheel for that runtime, or when the layer ships what the runtime provides.
LAYER := $(abspath .layer)
layer: $(STAMP)
	rm -rf $(LAYER) && mkdir -p $(LAYER)
	PATH="$(abspath $(BIN)):$$PATH" $(MAKE) --no-print-directory -C shared build-SharedLayer ARTIFACTS_DIR=$(LAYER)
	@! ls $(LAYER)/python | grep -E '^(boto3|botocore|aws_xray_sdk)$$' \
	  || (echo "the layer ships what the Lambda runtime provides" >&2; exit 1)
	@echo "shared layer: $$(du -sh $(LAYER) | cut -f1) in $(LAYER)"

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .layer
