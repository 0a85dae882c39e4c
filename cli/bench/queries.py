"""The fixed queries the search benchmark times: 60, half English, half Spanish.

A mix of what the search tool receives: dish names, ingredients, vague wishes, misspellings,
and queries with hard filters (time, cuisine, diet, meal type). Fixed, so figures from different
days and machines compare; none of them is a judgement (that is the eval's query set).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["BENCH_QUERIES", "BenchQuery"]


@dataclass(frozen=True, kw_only=True)
class BenchQuery:
    """One timed query."""

    text: str
    language: Literal["en", "es"]
    max_time: int | None = None
    cuisine: str | None = None
    diet: str | None = None
    meal_type: str | None = None


def _query(language: Literal["en", "es"]) -> Callable[..., BenchQuery]:
    def make(
        text: str,
        *,
        max_time: int | None = None,
        cuisine: str | None = None,
        diet: str | None = None,
        meal_type: str | None = None,
    ) -> BenchQuery:
        return BenchQuery(
            text=text,
            language=language,
            max_time=max_time,
            cuisine=cuisine,
            diet=diet,
            meal_type=meal_type,
        )

    return make


_en = _query("en")
_es = _query("es")


BENCH_QUERIES: tuple[BenchQuery, ...] = (
    _en("chicken tacos"),
    _en("something quick with chicken", max_time=30),
    _en("vegetarian pasta", diet="vegetarian"),
    _en("comfort food for a rainy day"),
    _en("what can I make with rice and beans"),
    _en("spicy shrimp"),
    _en("healthy breakfast", meal_type="breakfast"),
    _en("chocolate dessert", meal_type="dessert"),
    _en("mexican soup", cuisine="mexican"),
    _en("easy weeknight dinner", max_time=45),
    _en("lentil curry"),
    _en("salmon with vegetables"),
    _en("gluten free cake", diet="gluten_free"),
    _en("guacamole"),
    _en("pad thai"),
    _en("chiken enchiladas"),
    _en("something light tonight"),
    _en("beef stew"),
    _en("vegan protein bowl", diet="vegan"),
    _en("italian risotto", cuisine="italian"),
    _en("grilled fish"),
    _en("tomato soup and grilled cheese"),
    _en("eggplant"),
    _en("keto dinner", diet="keto"),
    _en("snack for kids", meal_type="snack"),
    _en("quick lunch under 20 minutes", max_time=20),
    _en("indian chickpeas", cuisine="indian"),
    _en("mushroom"),
    _en("paella"),
    _en("something sweet with bananas"),
    _es("tacos de pollo"),
    _es("algo rápido con pollo", max_time=30),
    _es("pasta vegetariana", diet="vegetarian"),
    _es("comida reconfortante para un día de lluvia"),
    _es("qué puedo hacer con arroz y frijoles"),
    _es("camarones picantes"),
    _es("desayuno saludable", meal_type="breakfast"),
    _es("postre de chocolate", meal_type="dessert"),
    _es("sopa mexicana", cuisine="mexican"),
    _es("cena fácil entre semana", max_time=45),
    _es("curry de lentejas"),
    _es("salmón con verduras"),
    _es("pastel sin gluten", diet="gluten_free"),
    _es("guacamole"),
    _es("enchiladas verdes"),
    _es("chilaquiles rojos"),
    _es("algo ligero para la cena"),
    _es("estofado de res"),
    _es("tazón vegano con proteína", diet="vegan"),
    _es("risotto italiano", cuisine="italian"),
    _es("pescado a la parrilla"),
    _es("sopa de tortilla"),
    _es("berenjena"),
    _es("cena keto", diet="keto"),
    _es("botana para niños", meal_type="snack"),
    _es("comida rápida en 20 minutos", max_time=20),
    _es("garbanzos al estilo indio", cuisine="indian"),
    _es("champiñones"),
    _es("pozole"),
    _es("algo dulce con plátano"),
)
