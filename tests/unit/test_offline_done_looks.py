"""The signs a swapped-out food was done by, taken from the sentence that cooks its stand-in."""

from __future__ import annotations

import pytest

from shared.ai.offline.doneness import without_check_clauses, without_done_looks


@pytest.mark.parametrize(
    ("step", "said"),
    [
        ("Scatter the shrimp over the rice, cover and cook 5 minutes more until they are pink, "
         "opaque and reach 145°F (63°C).",
         "Scatter the shrimp over the rice, cover and cook 5 minutes more until heated "
         "through."),
        ("Distribuye los camarones sobre el arroz, tapa y cocina 5 minutos más, hasta que estén "
         "rosados, opacos y alcancen 63°C (145°F).",
         "Distribuye los camarones sobre el arroz, tapa y cocina 5 minutos más, hasta que todo "
         "esté bien caliente."),
        # The browning is the stand-in's too; the meat's pink and temperature are not
        ("Add the chicken and stir-fry for 5 to 6 minutes, until browned with no pink inside and "
         "165°F (74°C).",
         "Add the chicken and stir-fry for 5 to 6 minutes, until browned."),
        ("Saltea el pollo de 5 a 6 minutos, hasta que esté dorado, sin partes rosadas y a 74°C "
         "(165°F).",
         "Saltea el pollo de 5 a 6 minutos, hasta que esté dorado."),
        # What else the step waits for stays, and so does how long it takes
        ("Cover and cook 3 to 4 minutes until the clams open and the fish is opaque, flakes easily "
         "and reaches 145°F (63°C).",
         "Cover and cook 3 to 4 minutes until the clams open."),
        ("Fry the shrimp until pink and opaque, about 3 minutes.",
         "Fry the shrimp until heated through, about 3 minutes."),
    ],
)  # fmt: skip
def test_the_old_foods_look_of_done_goes(step: str, said: str) -> None:
    assert without_done_looks(without_check_clauses(step)) == said


@pytest.mark.parametrize(
    "step",
    [
        "Cook the onion until soft and golden, about 5 minutes.",
        "Heat the oil until it reaches 180°C and shimmers.",
        "Cocina hasta que la salsa espese.",
    ],
)
def test_a_wait_for_anything_else_stays(step: str) -> None:
    assert without_done_looks(step) == step


@pytest.mark.parametrize(
    ("step", "said"),
    [
        ("Stir-fry the shrimp for 3 minutes, until pink and opaque. Set aside.",
         "Stir-fry the shrimp for 3 minutes, until cooked through. Set aside."),
        ("Saltea los camarones 3 minutos, hasta que estén rosados y opacos.",
         "Saltea los camarones 3 minutos, hasta que todo esté bien cocido."),
        # Beside the oil heated for it, the food's temperature is the food's
        ("Calienta el aceite y saltea los camarones 2 minutos, hasta que estén rosados, opacos y "
         "a 63°C (145°F). Pásalos a un plato.",
         "Calienta el aceite y saltea los camarones 2 minutos, hasta que todo esté bien cocido. "
         "Pásalos a un plato."),
        ("Heat the oil and stir-fry the shrimp for 2 minutes, until pink, opaque and 145°F "
         "(63°C). Transfer to a plate.",
         "Heat the oil and stir-fry the shrimp for 2 minutes, until cooked through. Transfer to "
         "a plate."),
    ],
)  # fmt: skip
def test_a_raw_stand_in_is_waited_for_until_cooked_through(step: str, said: str) -> None:
    # Chicken in the shrimp's place is cooked, not only heated, through
    assert without_done_looks(step, raw=True) == said
