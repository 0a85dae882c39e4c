"""`python -m cli.fake_openai [--port N]`: the fake OpenAI API on 127.0.0.1, for local runs."""

from __future__ import annotations

import argparse

from cli.fake_openai.server import serve


def main() -> None:
    """Parse `--port`/`--host` and serve until interrupted."""
    parser = argparse.ArgumentParser(prog="python -m cli.fake_openai", description=__doc__)
    parser.add_argument("--port", type=int, default=8799, help="TCP port (default 8799)")
    parser.add_argument("--host", default="127.0.0.1", help="interface (default 127.0.0.1)")
    arguments = parser.parse_args()
    serve(arguments.port, host=arguments.host)


if __name__ == "__main__":
    main()
