"""The part a catalogue dish's line plays when the offline table does not know it, read from the
catalogue's categories, so a version of the dish seasons with its spices instead of chopping them.
"""

from __future__ import annotations

import pytest

from shared.ai.offline.ingredients import identify
from shared.ai.offline.template_kind import Item


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("bay leaf", "spice"),
        ("hoja de laurel", "spice"),
        ("hominy", "grain"),
        ("radishes", "vegetable"),
        ("rábano", "vegetable"),
        ("mexican oregano", "spice"),
        ("sparkling water", "liquid"),
        ("dashi", "liquid"),
        # read by one word as produce by the table, whole by the catalogue
        ("guajillo chile", "spice"),
        ("chile guajillo", "spice"),
        ("maíz pozolero", "grain"),
        # what the table knows, it keeps
        ("chicken breast", "poultry"),
        ("cherry tomatoes", "tomato"),
        ("serrano chile", "chili"),
        ("espinacas", "leafy"),
        # nothing anyone files: a vegetable, as before
        ("moon dust", "vegetable"),
    ],
)
def test_a_line_plays_the_part_its_catalogue_category_says(line: str, kind: str) -> None:
    # Given a dish's line, as the offline table identifies it (or not)
    item = Item(name=line, info=identify(line))

    # When / Then
    assert item.kind == kind
