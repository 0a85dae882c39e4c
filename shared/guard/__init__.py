"""Cheap checks on a chat message before any model spend: off-topic and prompt injection."""

from shared.guard.topic import TopicVerdict, classify_message, has_food_signal

__all__ = ["TopicVerdict", "classify_message", "has_food_signal"]
