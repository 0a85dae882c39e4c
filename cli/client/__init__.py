"""Terminal clients of the API: HTTP calls, the SSE stream, chat and voice."""
