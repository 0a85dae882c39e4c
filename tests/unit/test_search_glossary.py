"""Putting Spanish queries into English for an English-only embedding model (pure part)."""

from __future__ import annotations

from shared.search.glossary import Glossary, build_glossary
from shared.search.settings import SearchSettings

GLOSSARY = build_glossary(
    [
        (0, "pollo", "chicken"),
        (0, "frijol negro", "black bean"),
        (0, "caldo de pollo", "chicken stock"),
        (0, "leche de coco", "coconut milk"),
        (0, "Vegetariano", "Vegetarian"),
        (0, "jitomate", "tomato"),
        (1, "tomate", "tomato"),
        (1, "chile", "chili powder"),
        (0, "Chile", "chile pepper"),
        (0, "Rápido", "Quick"),
    ]
)


def test_known_words_become_english_and_unknown_ones_stay() -> None:
    assert GLOSSARY.to_english("pozole de pollo") == "pozole chicken"


def test_the_longest_phrase_wins() -> None:
    # "caldo de pollo" is one ingredient, not "caldo" + "chicken".
    assert GLOSSARY.to_english("caldo de pollo casero") == "chicken stock casero"
    assert GLOSSARY.to_english("pollo con leche de coco") == "chicken with coconut milk"


def test_accents_case_plurals_and_gender_are_tolerated() -> None:
    assert GLOSSARY.to_english("Frijoles Negros rápidos") == "black bean quick"
    assert GLOSSARY.to_english("lasaña vegetariana") == "lasana vegetarian"
    assert GLOSSARY.to_english("jitomates") == "tomato"


def test_function_words_that_matter_are_translated_and_articles_dropped() -> None:
    assert GLOSSARY.to_english("tacos sin pollo y con jitomate") == (
        "tacos without chicken and with tomato"
    )
    assert GLOSSARY.to_english("el pollo de la abuela") == "chicken abuela"


def test_meal_words_come_from_the_intent_vocabulary() -> None:
    assert GLOSSARY.to_english("postre para la cena") == "dessert for dinner"


def test_a_canonical_name_wins_over_an_alias() -> None:
    # "chile" is an alias of chili powder and the name of a tag: the canonical name wins,
    # whatever the order the pairs came in.
    assert GLOSSARY.to_english("chile") == "chile pepper"
    reordered = build_glossary([(0, "Chile", "chile pepper"), (1, "chile", "chili powder")])
    assert reordered.to_english("chile") == "chile pepper"


def test_nothing_left_keeps_the_text() -> None:
    assert GLOSSARY.to_english("de la") == "de la"
    assert Glossary().to_english("sopa de pollo") == "sopa pollo"


def test_english_only_models_are_a_setting() -> None:
    settings = SearchSettings()
    assert settings.english_only("local-all-MiniLM-L6-v2-3072")
    # The hash model matches words, and recipe passages describe in English.
    assert settings.english_only("offline-hash-3072")
    assert not settings.english_only("e5-multilingual-e5-small-q4-3072")
    assert not SearchSettings(english_only_models=frozenset()).english_only(
        "local-all-MiniLM-L6-v2-3072"
    )
