"""Whether the cook's words leave heat out, as they stand after each message."""

from __future__ import annotations

import pytest

from shared.tools.heat_said import heat_left_out


@pytest.mark.parametrize(
    "said",
    [
        ("create a chicken and rice recipe, nothing spicy",),
        ("crea una receta con frijoles y arroz sin chile",),
        ("tacos de pollo que no piquen",),
        ("no jalapeños please",),
        ("sin chipotle",),
        ("make it less spicy",),
        ("nada picante", "Hazla para 2 personas — Salteado de pollo"),
    ],
)
def test_heat_said_away_holds(said: tuple[str, ...]) -> None:
    assert heat_left_out(said)


@pytest.mark.parametrize(
    "said",
    [
        ("create a recipe with chicken and rice",),
        ("sin cebolla ni pimiento",),
        ("without bell pepper",),
        ("nothing spicy", "Make it spicier — Chicken and Rice Skillet"),
        ("sin chile", "hazla más picante"),
    ],
)
def test_no_heat_said_away_or_taken_back(said: tuple[str, ...]) -> None:
    assert not heat_left_out(said)
