"""A shortened step says its new time where it said the old one."""

from __future__ import annotations

import pytest

from shared.ai.offline.retime import retime


@pytest.mark.parametrize(
    ("step", "old", "new", "said"),
    [
        ("Cook the bacon until crisp, about 6 minutes.", 6, 4,
         "Cook the bacon until crisp, about 4 minutes."),
        # A range the timer falls in is shortened alike
        ("Cover and simmer gently for 60-75 minutes, until tender.", 70, 47,
         "Cover and simmer gently for 40-50 minutes, until tender."),
        ("Hierve de 8 a 10 minutos hasta que espese.", 9, 6,
         "Hierve de 5 a 7 minutos hasta que espese."),
        # The timer of both sides is said a side
        ("Brown the chicken, about 5 minutes per side.", 10, 7,
         "Brown the chicken, about 4 minutes per side."),
        ("Dora el pollo unos 5 minutos por lado.", 10, 7, "Dora el pollo unos 4 minutos por lado."),
        # A time the timer does not count stays
        ("Rest for 5 minutes.", 12, 8, "Rest for 5 minutes."),
        ("Simmer for 20-25 minutes.", 40, 27, "Simmer for 20-25 minutes."),
    ],
)  # fmt: skip
def test_the_new_time_is_said_where_the_old_one_was(
    step: str, old: int, new: int, said: str
) -> None:
    assert retime(step, old, new) == said
