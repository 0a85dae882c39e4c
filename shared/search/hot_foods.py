"""What makes a dish hot: the catalogue's hot chiles and the sauces and spices made of them.

"Nothing spicy" and "nada picante" leave out the recipes tagged spicy (`shared.search.negation`),
but most hot dishes carry no such tag: Enchiladas Suizas are hot with serrano, Pozole Rojo with
guajillo, Penne all'Arrabbiata with chili flakes. Their ingredients say so, so for a cook who
asks for nothing spicy they are a second choice: shown after every dish without them, and only
when too few of those fit. Not left out: a cook calls a korma or a dal with two dried chiles
mild, and a chicken soup with a serrano to serve is as mild as the cook makes it.

Only what a cook calls hot: not the mild chiles (poblano, ancho, pasilla, mulato), not paprika,
and not "chili powder", which is mostly a mild blend (butter chicken is the mild curry a cook
asks for).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from psycopg import sql

from shared.db.compiled import CompiledQuery
from shared.ingredients.catalogue import catalogue_by_slug

if TYPE_CHECKING:
    import uuid
    from collections.abc import Sequence

    from shared.db import Read
    from shared.search.lexical import CatalogueRow
    from shared.search.negation import Avoided

__all__ = ["HOT_SLUGS", "hot_food_names", "hot_second"]

HOT_SLUGS: Final = (
    "jalapeno_pepper", "pickled_jalapeno", "serrano_pepper", "habanero_pepper", "thai_chili",
    "arbol_chile", "piquin_chile", "cayenne_pepper", "chipotle_chile", "chipotle_in_adobo",
    "morita_chile", "guajillo_chile", "cascabel_chile", "guero_chile", "red_pepper_flake",
    "chili_oil", "hot_sauce", "sriracha", "gochujang", "gochugaru", "harissa", "salsa_macha",
    "chili_bean_paste", "aji_amarillo_paste", "cajun_seasoning",
)  # fmt: skip

# The candidates holding a hot food, as the caller reads them (published recipes only).
_HOT_AMONG: Final = CompiledQuery(
    sql.SQL("""
select distinct ri.recipe_id as id
from public.recipe_ingredients ri
join public.ingredients i on i.id = ri.ingredient_id
where ri.recipe_id = any(%(ids)s::uuid[]) and i.slug = any(%(hot)s::text[])
""")
)


@functools.cache
def hot_food_names() -> tuple[str, ...]:
    """The English and Spanish names of the foods that make a dish hot, once each.

    Returns:
        The catalogue's names of `HOT_SLUGS`, in order (a slug it lacks is skipped).
    """
    catalogue = catalogue_by_slug()
    names = (
        name
        for slug in HOT_SLUGS
        if (row := catalogue.get(slug)) is not None
        for name in (row.name_en, row.name_es)
    )
    return tuple(dict.fromkeys(names))


async def hot_second(
    read: Read, rows: Sequence[CatalogueRow], *, avoided: Avoided
) -> list[CatalogueRow]:
    """The candidates, those hot with chiles a second choice when nothing spicy is asked.

    Args:
        read: Reads as the caller.
        rows: The candidates.
        avoided: What the query leaves out (`Avoided.hot`: nothing spicy).

    Returns:
        The candidates in the same order; without "nothing spicy" (or candidates) as given,
        with no read.
    """
    if not avoided.hot or not rows:
        return list(rows)
    found = await read(_HOT_AMONG, {"ids": [row.id for row in rows], "hot": list(HOT_SLUGS)})
    hot: set[uuid.UUID] = {found_row["id"] for found_row in found}
    return [
        row.model_copy(update={"second_choice": True}) if row.id in hot else row for row in rows
    ]
