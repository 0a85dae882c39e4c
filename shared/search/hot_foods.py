"""What makes a dish hot: the catalogue's hot chiles and the sauces and spices made of them.

"Nothing spicy" and "nada picante" leave out the recipes tagged spicy (`shared.search.negation`),
but most hot dishes carry no such tag: Enchiladas Suizas are hot with serrano, Pozole Rojo with
guajillo, Penne all'Arrabbiata with chili flakes. Their ingredients say so, so a cook who asks
for nothing spicy is kept from these as from a food she left out.

Only what a cook calls hot: not the mild chiles (poblano, ancho, pasilla, mulato), not paprika,
and not "chili powder", which is mostly a mild blend (butter chicken is the mild curry a cook
asks for). Names are the catalogue's own, in English and Spanish, matched as the gates match
a food left out (`shared.search.gates.any_food_pattern`).
"""

from __future__ import annotations

import functools
from typing import Final

from shared.ingredients.catalogue import catalogue_by_slug

__all__ = ["HOT_SLUGS", "hot_food_names"]

HOT_SLUGS: Final = (
    "jalapeno_pepper", "pickled_jalapeno", "serrano_pepper", "habanero_pepper", "thai_chili",
    "arbol_chile", "piquin_chile", "cayenne_pepper", "chipotle_chile", "chipotle_in_adobo",
    "morita_chile", "guajillo_chile", "cascabel_chile", "guero_chile", "red_pepper_flake",
    "chili_oil", "hot_sauce", "sriracha", "gochujang", "gochugaru", "harissa", "salsa_macha",
    "chili_bean_paste", "aji_amarillo_paste", "cajun_seasoning",
)  # fmt: skip


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
