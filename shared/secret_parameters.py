"""Secrets from SSM Parameter Store, resolved once per container before settings are parsed.

template.yaml passes parameter NAMES (`DATABASE_URL_PARAMETER`, …), never secret values, so a
secret never sits in the function's configuration. At cold start each name is read with
Powertools parameters (decrypted, cached 5 minutes) into the variable the settings read. A
variable already set wins, so local runs and tests keep working without AWS.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from typing import Final

from shared.errors import ConfigError
from shared.observability import logger

__all__ = ["SECRET_PARAMETERS", "load_secret_parameters"]

# Settings variable → (variable naming its SSM parameter, required).
SECRET_PARAMETERS: Final[dict[str, tuple[str, bool]]] = {
    "DATABASE_URL": ("DATABASE_URL_PARAMETER", True),
    "SUPABASE_JWT_SECRET": ("JWT_SECRET_PARAMETER", False),
    "OPENAI_API_KEY": ("OPENAI_API_KEY_PARAMETER", False),
}

Fetch = Callable[[str], str]


def _ssm_fetch(name: str) -> str:
    # Imported here: boto3 comes with the Lambda runtime, not with the layer.
    from aws_lambda_powertools.utilities import parameters

    value = parameters.get_parameter(name, decrypt=True, max_age=300)
    return str(value)


def load_secret_parameters(
    environ: MutableMapping[str, str], *, fetch: Fetch | None = None
) -> None:
    """Fill secret variables from the SSM parameters their `*_PARAMETER` variables name.

    Args:
        environ: The environment to read the names from and write the values to.
        fetch: Reads one SecureString (Powertools parameters by default).

    Raises:
        ConfigError: a required parameter is named but cannot be read.
    """
    reader = fetch or _ssm_fetch
    for target, (source, required) in SECRET_PARAMETERS.items():
        name = environ.get(source)
        if environ.get(target) or not name:
            continue
        try:
            environ[target] = reader(name)
        # Any failure to read (missing, denied, throttled) is reported the same way.
        except Exception as exc:
            if required:
                raise ConfigError(f"Cannot read the {target} parameter.") from exc
            # Optional secrets (the legacy JWT secret, the OpenAI key) may simply not exist.
            logger.warning("optional secret parameter unavailable", extra={"variable": target})
