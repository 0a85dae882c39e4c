"""The HTTP edge every function app shares: JSON bodies, auth, CORS, one error mapper."""

from shared.http.app import create_app, lambda_handler
from shared.http.auth import authenticate
from shared.http.body import read_json_body
from shared.http.errors import error_response

__all__ = ["authenticate", "create_app", "error_response", "lambda_handler", "read_json_body"]
