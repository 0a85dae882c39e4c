"""Food eaten with the hands is read as the catalogue's snacks, party and street food."""

from __future__ import annotations

import pytest

from shared.search.moods import read_moods


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        ("bring something people can eat with their hands to the potluck", "en", "party snack"),
        ("appetizers that can be eaten by hand, standing up", "en", "appetizer"),
        ("a handheld lunch for the road trip", "en", "street food"),
        ("no forks needed, it's a backyard thing", "en", "party food"),
        ("algo para comerse con las manos en la posada", "es", "botana"),
        ("que los invitados puedan comer con la mano", "es", "para fiestas"),
        ("bocaditos para el bautizo", "es", "antojito"),
        ("algo para comer sin cubiertos en el parque", "es", "comida callejera"),
    ],
)
def test_eating_with_the_hands_asks_for_snacks(text: str, language: str, tag: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert tag in reading.tags
    # Picked up and eaten standing: the snack meal, whatever the mains share of its words.
    assert reading.meal == "snack"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # Hands in the dough are kneading, not eating.
        ("a weekend project where I get my hands in some dough", "en"),
        ("un pan que se amase con las manos", "es"),
        # A tool, and a grinding stone.
        ("cake I can beat with a hand mixer", "en"),
        ("salsa molida con la mano del molcajete", "es"),
    ],
)
def test_hands_at_work_are_no_such_mood(text: str, language: str) -> None:
    assert read_moods(text, language).tags == ()  # type: ignore[arg-type]
