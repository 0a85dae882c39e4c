"""The guard's model check of unclear messages: fail-open, deterministic offline, and measured
on the rule cases and on a held-out set (printed as confusion matrices with `pytest -s`)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

import pytest

from shared.ai import AiSettings, build_gateway
from shared.errors import ProviderError
from shared.guard import classify_message
from shared.guard.model_check import TopicCheck, model_says_off_topic, offline_topic_check
from tests.unit.guard_fresh_cases import FRESH_COOKING, FRESH_OFF_TOPIC
from tests.unit.test_guard_topic import COOKING_EN, COOKING_ES, OFF_TOPIC_EN, OFF_TOPIC_ES


@dataclass
class _Result:
    content: str | None


class _ScriptedGateway:
    """Answers the check with a fixed reply, after a delay, or with a provider failure."""

    def __init__(self, reply: str | Exception, *, delay_s: float = 0.0) -> None:
        self.reply, self.delay_s = reply, delay_s
        self.calls: list[dict[str, Any]] = []

    async def chat(self, **kwargs: Any) -> _Result:
        self.calls.append(kwargs)
        await asyncio.sleep(self.delay_s)
        if isinstance(self.reply, Exception):
            raise self.reply
        return _Result(content=self.reply)


async def test_the_check_asks_the_parsing_model_with_a_strict_schema() -> None:
    gateway = _ScriptedGateway('{"topic": "off_topic"}')

    assert await model_says_off_topic("how tall is mount everest", gateway=gateway)

    [call] = gateway.calls
    assert call["usage_type"] == "parsing"
    assert call["response_format"] is TopicCheck
    assert call["messages"][-1].content == "how tall is mount everest"


@pytest.mark.parametrize(
    ("gateway", "timeout_s"),
    [
        (_ScriptedGateway('{"topic": "off_topic"}', delay_s=0.5), 0.05),  # too slow
        (_ScriptedGateway(ProviderError(code="provider_unavailable")), 1.0),
        (_ScriptedGateway("off topic, obviously"), 1.0),  # not the schema
        (_ScriptedGateway('{"topic": "weather"}'), 1.0),
    ],
    ids=["timeout", "provider_error", "not_json", "unknown_label"],
)
async def test_the_check_fails_open(gateway: _ScriptedGateway, timeout_s: float) -> None:
    assert not await model_says_off_topic(
        "how tall is everest", gateway=gateway, timeout_s=timeout_s
    )


async def test_the_offline_provider_answers_the_check_through_the_gateway() -> None:
    # Given the real gateway on the offline provider
    gateway = build_gateway(AiSettings(AI_PROVIDER="offline"))

    # When it is asked twice about a trivia question and once about a cooking one
    first = await model_says_off_topic("¿Quién pintó la Mona Lisa?", gateway=gateway)
    again = await model_says_off_topic("¿Quién pintó la Mona Lisa?", gateway=gateway)
    cooking = await model_says_off_topic("quiero algo calientito", gateway=gateway)

    # Then it answers, the same each time, and the call is metered as parsing
    assert (first, again, cooking) == (True, True, False)
    assert gateway.meter.snapshot()["parsing"].calls == 3


def _off_topic(message: str, *, with_check: bool) -> bool:
    verdict = classify_message(message)
    if verdict.off_topic:
        return True
    return with_check and verdict.unclear and offline_topic_check(message).topic == "off_topic"


def _matrix(cooking: list[str], off_topic: list[str], *, with_check: bool) -> tuple[int, int]:
    refused = sum(_off_topic(m, with_check=with_check) for m in cooking)
    caught = sum(_off_topic(m, with_check=with_check) for m in off_topic)
    guard = "rules + offline check" if with_check else "rules only"
    print(  # the report `pytest -s` shows
        f"{guard:>22}: cooking {len(cooking) - refused} passed / {refused} refused; "
        f"off-topic {caught} caught / {len(off_topic) - caught} passed"
    )
    return refused, caught


def test_the_rule_cases_keep_passing_with_the_check() -> None:
    cooking, off_topic = COOKING_EN + COOKING_ES, OFF_TOPIC_EN + OFF_TOPIC_ES
    for with_check in (False, True):
        refused, caught = _matrix(cooking, off_topic, with_check=with_check)
        assert refused == 0
        assert caught == len(off_topic)


def test_on_the_held_out_set_the_check_catches_more_and_refuses_no_cooking() -> None:
    rules_refused, rules_caught = _matrix(FRESH_COOKING, FRESH_OFF_TOPIC, with_check=False)
    refused, caught = _matrix(FRESH_COOKING, FRESH_OFF_TOPIC, with_check=True)

    assert rules_refused == refused == 0  # false positives stay at zero
    assert caught > rules_caught


def test_the_held_out_set_is_the_size_asked_for_and_distinct() -> None:
    assert len(FRESH_COOKING) >= 30
    assert len(FRESH_OFF_TOPIC) >= 30
    known = set(COOKING_EN + COOKING_ES + OFF_TOPIC_EN + OFF_TOPIC_ES)
    assert not known & set(FRESH_COOKING + FRESH_OFF_TOPIC)
    assert json.dumps(FRESH_COOKING, ensure_ascii=False).count("¿") >= 10  # Spanish questions too
