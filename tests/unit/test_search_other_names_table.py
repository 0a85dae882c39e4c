"""The table of the dishes' other names is about the catalogue's own published recipes."""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache

from cli.database.seed import SeedCatalogue, load_catalogue
from cli.paths import SEED_DIR
from shared.ai.offline.normalize import fold
from shared.search.dish_phrase import JOINERS
from shared.search.name_words import number_forms
from shared.search.other_names import OTHER_NAMES

_WORD = re.compile(r"[^\W_]+")


@cache
def _catalogue() -> SeedCatalogue:
    return load_catalogue(SEED_DIR)


def _said(name: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(fold(name)))


def test_every_slug_is_a_published_recipe() -> None:
    published = {recipe.slug for recipe in _catalogue().recipes if recipe.is_published}
    assert set(OTHER_NAMES) <= published, set(OTHER_NAMES) - published


def test_no_name_is_claimed_by_two_recipes() -> None:
    claimed: dict[tuple[str, ...], set[str]] = defaultdict(set)
    for slug, names in OTHER_NAMES.items():
        for name in names:
            claimed[_said(name)].add(slug)
    assert {name: slugs for name, slugs in claimed.items() if len(slugs) > 1} == {}


def test_no_name_is_another_recipes_own_name() -> None:
    # A recipe's own name (either language, or the one it gives in brackets) is that recipe:
    # listing it as another dish's name would send its cooks to the wrong card.
    own: dict[tuple[str, ...], str] = {}
    for recipe in _catalogue().recipes:
        for name in (recipe.name_en, recipe.name_es):
            for part in re.split(r"[()]", name):
                if said := _said(part):
                    own[said] = recipe.slug
    wrong = {
        name: (slug, own[_said(name)])
        for slug, names in OTHER_NAMES.items()
        for name in names
        if own.get(_said(name), slug) != slug
    }
    assert wrong == {}


def test_names_are_written_once_and_said_in_words() -> None:
    for slug, names in OTHER_NAMES.items():
        assert names, slug
        assert len({_said(name) for name in names}) == len(names), slug
        assert all(_said(name) for name in names), slug


def test_no_name_only_repeats_its_own_recipes_name() -> None:
    # The recipe's own name already finds it: an "other" name made of its words says nothing
    # more ("chicken makhani" of "Butter Chicken (Murgh Makhani)").
    by_slug = {recipe.slug: recipe for recipe in _catalogue().recipes}
    repeated = [
        (slug, name)
        for slug, names in OTHER_NAMES.items()
        for name in names
        for own in (by_slug[slug].name_en, by_slug[slug].name_es)
        if _within(name, own)
    ]
    assert repeated == []


def _within(name: str, own: str) -> bool:
    own_forms = set().union(*(number_forms(word) for word in _said(own)))
    words = [word for word in _said(name) if word not in JOINERS]
    return all(not number_forms(word).isdisjoint(own_forms) for word in words)
