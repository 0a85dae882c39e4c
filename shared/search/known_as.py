"""A dish asked for by another culture's or region's name is the catalogue's dish of that name.

"menemen turco para desayunar", "chipa, the little Paraguayan cheese breads", "gambas pil pil
in the little clay dish": the cook names a dish the catalogue has (the shakshuka, the pão de
queijo, the gambas al ajillo) by a name it never uses (`shared.search.other_names`). Read as
typed, the name is words no recipe has: the lexical side finds nothing, the model finds what
the other words say, and the dish check calls the name a dish the catalogue lacks.

Before the search reads the request, each such name in it (inside any sentence, either
language, accents, case and number folded) is replaced by the catalogue's own name of that
recipe in the language the query is written in, as a misspelt name is searched as the name it
misspells (`shared.search.misspelt`): every later reading (the name tiers, the dish check, the
dish the query names and its likeness) then meets the catalogue's name, in the cook's frame
("un gyro de pollo con salsa de yogur": "un Souvlaki de Pollo con Tzatziki con salsa de
yogur"). Only a whole name is read, word after word: "pil pil" alone is the Basque cod, not
the prawns; "chips" are no "chipa". The names are read from the catalogue (published recipes,
as the caller reads them) in one round trip, for such queries only.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from psycopg import sql

from shared.db.compiled import CompiledQuery
from shared.search.name_words import number_forms
from shared.search.other_names import OTHER_NAMES

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.db import Read
    from shared.schemas.response import Language

__all__ = ["Naming", "other_named", "own_names", "said_as_own"]

_TOKEN: Final = re.compile(r"[^\W_]+")

_OWN_NAMES_SQL: Final = CompiledQuery(
    sql.SQL("""
select slug, name_en, name_es from public.recipes
where is_published and slug = any(%(slugs)s::text[])
""")
)


@dataclass(frozen=True, kw_only=True)
class Naming:
    """Where a query names a recipe by another name: the characters `start`:`end`."""

    slug: str
    start: int
    end: int


@functools.cache
def _by_first_word() -> dict[str, tuple[tuple[str, tuple[frozenset[str], ...]], ...]]:
    """Each other name as the forms of its words, filed under every form of its first word."""
    filed: dict[str, list[tuple[str, tuple[frozenset[str], ...]]]] = {}
    for slug, names in OTHER_NAMES.items():
        for name in names:
            words = tuple(number_forms(word) for word in _TOKEN.findall(name))
            for form in words[0]:
                filed.setdefault(form, []).append((slug, words))
    return {form: tuple(entries) for form, entries in filed.items()}


def other_named(text: str) -> tuple[Naming, ...]:
    """The recipes a text names by another name, where it names them.

    Args:
        text: The query as the cook wrote it.

    Returns:
        One naming per name said, the longest where names overlap ("gambas al pil pil"
        before a shorter name inside it), in the order of the text.
    """
    tokens = list(_TOKEN.finditer(text))
    forms = [number_forms(token.group()) for token in tokens]
    filed = _by_first_word()
    found: list[tuple[int, int, str]] = []  # (first word, past the last, slug)
    for first, own in enumerate(forms):
        entries = {entry for form in own for entry in filed.get(form, ())}
        for slug, words in entries:
            last = first + len(words)
            if last <= len(tokens) and all(
                not said.isdisjoint(word)
                for said, word in zip(forms[first:last], words, strict=True)
            ):
                found.append((first, last, slug))
    taken: set[int] = set()
    kept: list[tuple[int, int, str]] = []
    for first, last, slug in sorted(found, key=lambda hit: (hit[0] - hit[1], hit[0])):
        if taken.isdisjoint(range(first, last)):
            taken.update(range(first, last))
            kept.append((first, last, slug))
    return tuple(
        Naming(slug=slug, start=tokens[first].start(), end=tokens[last - 1].end())
        for first, last, slug in sorted(kept)
    )


async def own_names(read: Read, slugs: Sequence[str], language: Language) -> dict[str, str]:
    """The catalogue's own names of published recipes, in one language.

    Args:
        read: Reads as the caller (published recipes only).
        slugs: The recipes.
        language: The language of the names.

    Returns:
        slug -> its name before any other name it gives in brackets ("Garlic Shrimp" of
        "Garlic Shrimp (Gambas al Ajillo)"); a recipe not published is left out.
    """
    rows = await read(_OWN_NAMES_SQL, {"slugs": list(dict.fromkeys(slugs))})
    column = f"name_{language}"
    return {str(row["slug"]): str(row[column]).split("(")[0].strip() for row in rows}


def said_as_own(text: str, namings: Sequence[Naming], own: Mapping[str, str]) -> str:
    """The text with each name said otherwise replaced by the catalogue's own name.

    Args:
        text: The query as the cook wrote it.
        namings: Where it names recipes otherwise (`other_named`).
        own: The catalogue's names (`own_names`); a naming without one is left as typed.
    """
    said: list[str] = []
    at = 0
    for naming in namings:
        if naming.slug in own:
            said += [text[at : naming.start], own[naming.slug]]
            at = naming.end
    return "".join([*said, text[at:]])
