"""The voice orchestrator: Realtime sessions, voice tool calls and server-side minute accounting.

`voice.app.handler` answers `POST /irmixy-voice-orchestrator` (start_session, execute_tool,
end_session); `voice.sweep.handler` is the scheduled job that closes abandoned sessions.
"""

__all__: list[str] = []
