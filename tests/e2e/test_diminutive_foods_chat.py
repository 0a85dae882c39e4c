"""A food said as a Mexican diminutive ("tengo lentejitas y arroz") is cooked as the food it is.

The recipe a cook's list makes knew "lentejas" but not "lentejitas": the lentils were chopped
like an unknown vegetable and fried four minutes instead of simmered in broth. Through HTTP into
the chat app on the offline provider, for two Spanish cooks (one with a Thermomix).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _read(recipe: dict[str, Any], said: str, base: str) -> tuple[list[str], list[str]]:
    lines = [line["name"].replace(said, base) for line in recipe["ingredients"]]
    steps = [step["instruction"].replace(said, base) for step in recipe["steps"]]
    return lines, steps


@pytest.mark.parametrize(
    ("cook", "said", "base"),
    [("sofia", "lentejitas", "lentejas"), ("luis", "frijolitos", "frijoles")],
)
async def test_a_diminutive_food_is_cooked_as_its_base(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook: str, said: str, base: str
) -> None:
    # Given the recipe a cook's list makes when she names the food plainly
    plain = await ChatCook(http, demo_cooks[cook]).say(f"tengo {base} y arroz")

    # When another list names it as a diminutive
    small = await ChatCook(http, demo_cooks[cook]).say(f"tengo {said} y arroz")

    # Then the recipe is the same one, the food called as she called it
    assert plain["customRecipe"]
    assert small["customRecipe"]
    assert _read(small["customRecipe"], said, base) == _read(plain["customRecipe"], base, base)
