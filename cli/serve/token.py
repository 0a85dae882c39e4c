"""``irmixy token``: print an access token for calling the API locally or against Supabase."""

from __future__ import annotations

# Runtime import, not type-checking only: typer evaluates the command's annotations.
import uuid  # noqa: TC003
from typing import TYPE_CHECKING, Annotated

import typer

from shared.auth.dev_tokens import DEMO_USER_ID, LOCAL_JWT_SECRET, issue_dev_token
from shared.errors import ConfigError

if TYPE_CHECKING:
    from collections.abc import Callable

    from supabase import Client

__all__ = ["SignInError", "sign_in_with_supabase", "token_command"]

# Exit status of every failure, the same as a typer usage error.
_EXIT_FAILURE = 2


class SignInError(Exception):
    """Signing in to Supabase failed; the message is safe to print."""


def sign_in_with_supabase(
    *,
    url: str,
    anon_key: str,
    email: str,
    password: str,
    client_factory: Callable[[str, str], Client] | None = None,
) -> str:
    """Sign in with email and password and return the session's access token.

    Args:
        url: The Supabase project URL.
        anon_key: The project's anon (publishable) key.
        email: The user's email.
        password: The user's password.
        client_factory: Makes the client; ``supabase.create_client`` when omitted.

    Returns:
        The access token of the new session.

    Raises:
        SignInError: The client could not be made, the credentials were refused, or the
            response had no session (e.g. the email is not confirmed).
    """
    # Imported here: supabase is a CLI-only dependency, not part of the Lambda layer.
    from supabase import SupabaseException, create_client
    from supabase_auth.errors import AuthError as SupabaseAuthError

    factory = client_factory if client_factory is not None else create_client
    try:
        client = factory(url, anon_key)
        response = client.auth.sign_in_with_password({"email": email, "password": password})
    except SupabaseException as exc:
        raise SignInError(f"Supabase client error: {exc}") from None
    except SupabaseAuthError as exc:
        raise SignInError(f"Supabase sign-in failed: {exc.message}") from None
    if response.session is None:
        raise SignInError("Supabase sign-in returned no session (is the email confirmed?).")
    return response.session.access_token


def token_command(
    *,
    user_id: Annotated[
        uuid.UUID | None,
        typer.Option(help=f"The token's user id.  [default: {DEMO_USER_ID}]", show_default=False),
    ] = None,
    admin: Annotated[bool, typer.Option("--admin", help="Mark the user as an admin.")] = False,
    expires_in: Annotated[
        int, typer.Option(min=1, metavar="SECONDS", help="Lifetime of the token.")
    ] = 3600,
    secret: Annotated[
        str | None,
        typer.Option(
            envvar="SUPABASE_JWT_SECRET",
            show_default=False,
            help="HS256 secret to sign with.  [default: the local development secret]",
        ),
    ] = None,
    check_user: Annotated[
        bool,
        typer.Option(
            help="With --user-id: create the user in the embedded database, or (DATABASE_URL) "
            "say when it does not exist."
        ),
    ] = True,
    supabase: Annotated[
        bool,
        typer.Option(
            "--supabase", help="Sign in to the Supabase project instead of signing locally."
        ),
    ] = False,
    email: Annotated[str | None, typer.Option(help="Email to sign in with (--supabase).")] = None,
    password: Annotated[
        str | None,
        typer.Option(help="Password to sign in with (--supabase); prompted when omitted."),
    ] = None,
    supabase_url: Annotated[
        str | None, typer.Option(envvar="SUPABASE_URL", help="Supabase project URL.")
    ] = None,
    anon_key: Annotated[
        str | None,
        typer.Option(envvar="SUPABASE_ANON_KEY", show_default=False, help="Supabase anon key."),
    ] = None,
) -> None:
    """Print an access token, and nothing else, on stdout: TOKEN=$(irmixy token).

    Signs a Supabase-shaped HS256 token locally, or with --supabase signs in to the project.
    \f
    The text after the form feed is for readers of the code; typer leaves it out of --help.

    Raises:
        typer.Exit: With status 2 after a one-line message on stderr when anything fails.
    """
    try:
        if supabase:
            token = _supabase_token(
                user_id=user_id,
                admin=admin,
                email=email,
                password=password,
                supabase_url=supabase_url,
                anon_key=anon_key,
            )
        else:
            token = issue_dev_token(
                user_id=user_id if user_id is not None else DEMO_USER_ID,
                secret=secret or LOCAL_JWT_SECRET,
                admin=admin,
                expires_in=expires_in,
            )
            if user_id is not None and check_user:
                _check_account(user_id, admin=admin)
    except (SignInError, ConfigError, ValueError) as exc:
        typer.echo(f"irmixy token: {_message(exc)}", err=True)
        raise typer.Exit(code=_EXIT_FAILURE) from None
    typer.echo(token)


def _check_account(user_id: uuid.UUID, *, admin: bool) -> None:
    """Give a locally minted id its account, or say on stderr that the database lacks it.

    The embedded database is ours: the account is created. Under DATABASE_URL (a Supabase
    project) accounts belong to Supabase Auth, so a missing one is only reported; the token is
    still printed (it is the way to see the 401 `user_not_found` answer).
    """
    import psycopg

    from cli.database.location import is_embedded, resolve_database_url
    from cli.serve.demo_users import ensure_local_user, user_exists

    database_url = resolve_database_url()
    try:
        if is_embedded():
            if ensure_local_user(database_url, user_id, admin=admin):
                typer.echo(f"irmixy token: created the local user {user_id}.", err=True)
        elif not user_exists(database_url, user_id):
            typer.echo(
                f"irmixy token: user {user_id} does not exist in DATABASE_URL's auth.users; "
                "requests with this token get 401 user_not_found.",
                err=True,
            )
    except psycopg.errors.UndefinedTable:
        problem = "the database is not migrated (no auth.users): run `irmixy db migrate` first"
    except psycopg.OperationalError as exc:
        problem = f"cannot check the user, the database is unreachable ({_message(exc)})"
    else:
        return
    typer.echo(f"irmixy token: {problem}; or pass --no-check-user.", err=True)
    raise typer.Exit(code=_EXIT_FAILURE)


def _supabase_token(
    *,
    user_id: uuid.UUID | None,
    admin: bool,
    email: str | None,
    password: str | None,
    supabase_url: str | None,
    anon_key: str | None,
) -> str:
    if user_id is not None or admin:
        # The real user and their admin flag come from Supabase, not from flags.
        raise SignInError("--user-id and --admin cannot be combined with --supabase.")
    if not supabase_url or not anon_key:
        raise SignInError("--supabase needs SUPABASE_URL and SUPABASE_ANON_KEY.")
    if not email:
        raise SignInError("--supabase needs --email.")
    if password is None:
        # Prompted on stderr so stdout carries only the token.
        password = typer.prompt("Password", hide_input=True, err=True)
    return sign_in_with_supabase(
        url=supabase_url, anon_key=anon_key, email=email, password=password
    )


def _message(exc: Exception) -> str:
    text = exc.message if isinstance(exc, ConfigError) else str(exc)
    return " ".join(text.split())
