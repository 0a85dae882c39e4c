"""`irmixy chat --voice-tools`: the voice function's `execute_tool` path from the terminal.

Opens a voice session (`start_session`, as the app does before connecting to the Realtime API),
then sends each typed line as the tool call the Realtime model would make: free text searches
recipes (`search_recipes` with that query), `/tool NAME {json}` runs any voice-allowed tool,
`/tools` lists them. Each result shows what the assistant would say and the same structured
payload the text chat renders (cards, custom recipe, retrieval chips). The session is always
ended on the way out (empty line, EOF, Ctrl-C, an error), so its minutes are charged once.
"""

from __future__ import annotations

import json
from typing import Any, Final

import httpx
from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from cli.client.api import ApiClientError, error_line, unreachable
from cli.client.render import console, read_line, render_response
from shared.schemas import IrmixyResponse

__all__ = [
    "VOICE_ROUTE",
    "EndedVoiceSession",
    "StartedVoiceSession",
    "ToolCall",
    "VoiceClient",
    "VoiceToolReply",
    "parse_tool_line",
    "voice_loop",
]

VOICE_ROUTE: Final = "/irmixy-voice-orchestrator"
_SEARCH_TOOL: Final = "search_recipes"


class _Wire(BaseModel):
    # The voice route's camelCase JSON; fields the terminal does not show are ignored.
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore")


class _RealtimeTool(_Wire):
    name: str


class StartedVoiceSession(_Wire):
    """The `start_session` answer, the parts the terminal shows."""

    session_id: str
    model: str
    language: str
    remaining_minutes: float
    max_session_seconds: int
    tools: list[_RealtimeTool] = Field(default_factory=list)


class VoiceToolReply(_Wire):
    """The `execute_tool` answer: what to say, and the text chat's structured response."""

    tool_name: str
    ok: bool
    spoken: str
    error: str | None = None
    response: IrmixyResponse


class EndedVoiceSession(_Wire):
    """The `end_session` answer, the figures the terminal prints."""

    session_id: str
    duration_seconds: float | None = None
    minutes_charged: float
    remaining_minutes: float


class ToolCall(BaseModel):
    """One tool call typed by the user."""

    model_config = ConfigDict(frozen=True)

    name: str
    args: dict[str, Any]


def parse_tool_line(line: str) -> ToolCall:
    """A typed line as a tool call: `/tool NAME {json}`, or free text as a recipe search.

    Raises:
        ValueError: a `/tool` line without a name, or whose arguments are not a JSON object.
    """
    if not line.startswith("/tool"):
        return ToolCall(name=_SEARCH_TOOL, args={"query": line})
    _, _, rest = line.partition(" ")
    name, _, raw = rest.strip().partition(" ")
    if not name:
        raise ValueError("usage: /tool NAME {json arguments}")
    try:
        args = json.loads(raw) if raw.strip() else {}
    except json.JSONDecodeError as exc:
        raise ValueError(f"the arguments are not JSON ({exc.msg})") from None
    if not isinstance(args, dict):
        raise ValueError("the arguments must be a JSON object")
    return ToolCall(name=name, args=args)


class VoiceClient:
    """The three actions of the voice route for one caller."""

    def __init__(self, client: httpx.Client, *, url: str, token: str) -> None:
        self._client = client
        self._url = url
        self._endpoint = url.rstrip("/") + VOICE_ROUTE
        self._headers = {"authorization": f"Bearer {token}"}

    def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        try:
            reply = self._client.post(self._endpoint, json=body, headers=self._headers)
        except httpx.TransportError as exc:
            raise unreachable(self._url, exc) from exc
        if reply.status_code != httpx.codes.OK:
            raise error_line(reply)
        payload: dict[str, Any] = reply.json()
        return payload

    def start(self) -> StartedVoiceSession:
        """Open a session; a session left open by an earlier run is ended first (once).

        Raises:
            ApiClientError: 401 (token), 429 (quota), 502 (provider), unreachable.
        """
        try:
            return StartedVoiceSession.model_validate(self._post({"action": "start_session"}))
        except ApiClientError as exc:
            stale = self._open_session_id(exc)
            if stale is None:
                raise
        console.print(f"[dim]ending the voice session {stale} left open earlier[/]")
        self.end(stale)
        return StartedVoiceSession.model_validate(self._post({"action": "start_session"}))

    def _open_session_id(self, exc: ApiClientError) -> str | None:
        if exc.code != "voice_session_active" or exc.body is None:
            return None
        active = exc.body.get("activeSessionId")
        return active if isinstance(active, str) else None

    def execute(self, session_id: str, call: ToolCall) -> VoiceToolReply:
        """Run one tool in the session, as the app relays a Realtime function call."""
        body = {
            "action": "execute_tool",
            "sessionId": session_id,
            "toolName": call.name,
            "toolArgs": call.args,
        }
        return VoiceToolReply.model_validate(self._post(body))

    def end(self, session_id: str) -> EndedVoiceSession:
        """Close the session and read what it cost."""
        return EndedVoiceSession.model_validate(
            self._post({"action": "end_session", "sessionId": session_id})
        )


def _show_started(started: StartedVoiceSession) -> None:
    tools = ", ".join(t.name for t in started.tools)
    console.print(
        f"[bold]voice session[/] {started.session_id} · {started.language} · "
        f"{started.remaining_minutes:g} min left · up to {started.max_session_seconds} s",
        highlight=False,
        soft_wrap=True,
    )
    console.print(
        f"[dim]tools: {tools}. Type to search recipes, or /tool NAME {{json}}.[/]", soft_wrap=True
    )


def _show_reply(reply: VoiceToolReply) -> None:
    mark = "" if reply.ok else f" [red]({reply.error or 'failed'})[/]"
    console.print(f"[bold]{reply.tool_name}[/]{mark} says: {reply.spoken}", soft_wrap=True)
    render_response(reply.response)


def _show_ended(ended: EndedVoiceSession) -> None:
    seconds = f"{ended.duration_seconds:.1f} s, " if ended.duration_seconds is not None else ""
    console.print(
        f"[dim]voice session ended: {seconds}{ended.minutes_charged:g} min charged, "
        f"{ended.remaining_minutes:g} min left[/]",
        highlight=False,
        soft_wrap=True,
    )


def voice_loop(client: httpx.Client, *, url: str, token: str, message: str | None) -> None:
    """Start a session, run the typed tool calls (or `message` only), end the session.

    Raises:
        ApiClientError: the session could not be started or ended, or (with `message`) the
            call failed. Interactively a failed call is printed and the loop goes on.
    """
    voice = VoiceClient(client, url=url, token=token)
    started = voice.start()
    _show_started(started)
    try:
        if message is not None:
            _run_line(voice, started, message)
            return
        while (line := read_line("[bold]voice>[/] ")) is not None:
            try:
                _run_line(voice, started, line)
            except ApiClientError as exc:
                console.print(f"[red]{exc}[/]", highlight=False)
    finally:
        _show_ended(voice.end(started.session_id))


def _run_line(voice: VoiceClient, started: StartedVoiceSession, line: str) -> None:
    """One typed line, the same with `-m` as at the prompt: `/tools`, or a tool call."""
    if line.strip() == "/tools":
        console.print(", ".join(t.name for t in started.tools))
        return
    _show_reply(voice.execute(started.session_id, _call(line)))


def _call(line: str) -> ToolCall:
    try:
        return parse_tool_line(line)
    except ValueError as exc:
        raise ApiClientError(str(exc)) from None
