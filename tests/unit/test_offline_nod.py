"""A nod alone ("ok", "¡va, perfecto!") is told apart from a request and from thanks."""

from __future__ import annotations

import pytest

from shared.ai.offline.intents import small_talk
from shared.ai.offline.normalize import FoldedText


@pytest.mark.parametrize(
    "message", ["ok", "OK!", "okay, great", "sounds good!", "¡Va, perfecto!", "sí, claro", "dale"]
)
def test_a_nod_alone_is_a_nod(message: str) -> None:
    assert small_talk(FoldedText.of(message).text) == "nod"


@pytest.mark.parametrize(
    "message",
    ["ok, make it spicier", "sí, hazla sin ajo", "great, now something with fish", "thanks!",
     "what can you do?", "no", ""],
)  # fmt: skip
def test_a_nod_with_a_request_or_anything_else_is_not(message: str) -> None:
    assert small_talk(FoldedText.of(message).text) != "nod"


@pytest.mark.parametrize(
    ("message", "talk"),
    [("hola, buenas tardes", "greeting"), ("¡mil gracias!", "thanks"), ("ok", "nod"),
     ("make it spicier", None), ("", None)],
)  # fmt: skip
def test_small_talk_is_read_as_its_kind(message: str, talk: str | None) -> None:
    assert small_talk(FoldedText.of(message).text) == talk
