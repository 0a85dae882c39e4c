"""Allergen detection: word boundaries, plurals, accents, multi-word terms, EN/ES, fail closed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.safety.allergens import (
    AllergenMap,
    SafetyUnavailableError,
    allergen_warning,
    detect_allergens,
)
from shared.safety.catalogue import (
    AliasRow,
    AllergenGroupRow,
    CatalogueSnapshot,
    IngredientRow,
)

if TYPE_CHECKING:
    from shared.schemas import Language


def _ingredient(
    slug: str,
    name_en: str,
    name_es: str,
    *,
    allergens: tuple[str, ...] = (),
    en: tuple[str, ...] = (),
    es: tuple[str, ...] = (),
    category: str = "other",
) -> IngredientRow:
    aliases = [AliasRow(alias=a, language="en") for a in en]
    aliases += [AliasRow(alias=a, language="es") for a in es]
    return IngredientRow(
        slug=slug,
        name_en=name_en,
        name_es=name_es,
        category=category,
        allergens=allergens,
        aliases=tuple(aliases),
    )


GROUPS = (
    AllergenGroupRow(slug="dairy", name_en="Dairy", name_es="Lácteos"),
    AllergenGroupRow(slug="egg", name_en="Eggs", name_es="Huevo"),
    AllergenGroupRow(slug="peanut", name_en="Peanuts", name_es="Cacahuates"),
    AllergenGroupRow(slug="tree_nut", name_en="Tree nuts", name_es="Nueces de árbol"),
    AllergenGroupRow(slug="gluten", name_en="Gluten", name_es="Gluten"),
    AllergenGroupRow(slug="fish", name_en="Fish", name_es="Pescado"),
    AllergenGroupRow(slug="shellfish", name_en="Shellfish", name_es="Mariscos"),
)
INGREDIENTS = (
    _ingredient("egg", "egg", "huevo", allergens=("egg",), en=("eggs",), es=("huevos",)),
    _ingredient("eggplant", "eggplant", "berenjena", en=("eggplants",)),
    _ingredient("nutmeg", "nutmeg", "nuez moscada", en=("ground nutmeg",)),
    _ingredient("walnut", "walnut", "nuez", allergens=("tree_nut",), es=("nueces",)),
    _ingredient("butter", "butter", "mantequilla", allergens=("dairy",)),
    _ingredient("butternut_squash", "butternut squash", "calabaza butternut"),
    _ingredient("peanut", "peanut", "cacahuate", allergens=("peanut",), es=("maní",)),
    _ingredient(
        "peanut_butter",
        "peanut butter",
        "crema de cacahuate",
        allergens=("peanut",),
        es=("mantequilla de cacahuate",),
    ),
    _ingredient("ham", "ham", "jamón"),
    _ingredient("graham_cracker", "graham cracker", "galleta graham", allergens=("gluten",)),
    _ingredient("bread", "bread", "pan", allergens=("gluten",), es=("bolillo",)),
    _ingredient("panela", "panela cheese", "queso panela", allergens=("dairy",), es=("panela",)),
    _ingredient("milk", "milk", "leche", allergens=("dairy",)),
    _ingredient("coconut_milk", "coconut milk", "leche de coco"),
    _ingredient("shrimp", "shrimp", "camarón", allergens=("shellfish",), es=("camarones",)),
    _ingredient("tuna", "tuna", "atún", allergens=("fish",), en=("tuna steak",)),
    _ingredient("strawberry", "strawberry", "fresa", en=("strawberries",), es=("fresas",)),
    _ingredient("vanilla", "vanilla extract", "extracto de vainilla", es=("vainilla",)),
    _ingredient(
        "ladyfinger", "ladyfinger", "soleta", allergens=("egg", "gluten"), es=("vainillas",)
    ),
    _ingredient("mahi_mahi", "mahi-mahi", "dorado", allergens=("fish",)),
)
ALLERGEN_MAP = AllergenMap.from_snapshot(
    CatalogueSnapshot(allergens=GROUPS, ingredients=INGREDIENTS)
)


def _found(text: str, language: Language | None, allergens: list[str]) -> tuple[str, ...]:
    return detect_allergens(
        [text], allergen_map=ALLERGEN_MAP, user_allergens=allergens, language=language
    ).allergens


@pytest.mark.parametrize(
    ("text", "language", "allergens", "expected"),
    [
        # Plurals, both ways, in English and Spanish
        ("2 eggs, beaten", "en", ["egg"], ("egg",)),
        ("1 egg", "en", ["egg"], ("egg",)),
        ("3 huevos batidos", "es", ["egg"], ("egg",)),
        ("cacahuates tostados", "es", ["peanut"], ("peanut",)),
        ("nueces picadas", "es", ["tree_nut"], ("tree_nut",)),
        ("Camarones al ajillo", "es", ["shellfish"], ("shellfish",)),
        ("JUMBO SHRIMP", "en", ["shellfish"], ("shellfish",)),
        # Accents folded either way
        ("Maní tostado", "es", ["peanut"], ("peanut",)),
        ("mani tostado", "es", ["peanut"], ("peanut",)),
        ("ATUN EN LATA", "es", ["fish"], ("fish",)),
        # Whole words only: never inside a longer word
        ("1 eggplant, diced", "en", ["egg"], ()),
        ("berenjena asada", "es", ["egg"], ()),
        ("a pinch of nutmeg", "en", ["tree_nut"], ()),
        ("roasted butternut squash", "en", ["dairy"], ()),
        ("queso panela", "es", ["gluten"], ()),
        ("queso panela", "es", ["dairy"], ("dairy",)),
        # The longest catalogue term wins: peanut butter is not butter, coconut milk not milk
        ("2 tbsp peanut butter", "en", ["peanut", "dairy"], ("peanut",)),
        ("crema de cacahuate", "es", ["peanut", "dairy"], ("peanut",)),
        ("mantequilla de cacahuate", "es", ["peanut", "dairy"], ("peanut",)),
        ("nuez moscada rallada", "es", ["tree_nut"], ()),
        ("1 can coconut milk", "en", ["dairy"], ()),
        ("leche de coco", "es", ["dairy"], ()),
        ("2 tbsp butter", "en", ["dairy"], ("dairy",)),
        ("mantequilla derretida", "es", ["dairy"], ("dairy",)),
        # Spanish bread: a word of its own, and not the English cookware
        ("2 bolillos y pan dulce", "es", ["gluten"], ("gluten",)),
        ("Heat oil in a pan", "en", ["gluten"], ()),
        ("Tostadas de pan", "es", ["gluten"], ("gluten",)),
        ("graham crackers", "en", ["gluten"], ("gluten",)),
        # English tuna (fish) is not the Spanish prickly pear
        ("tuna steak", "en", ["fish"], ("fish",)),
        ("tunas frescas", "es", ["fish"], ()),
        # Negated mentions do not count
        ("peanut-free granola", "en", ["peanut"], ()),
        ("without eggs", "en", ["egg"], ()),
        ("pastel sin huevo", "es", ["egg"], ()),
        ("libre de lácteos", "es", ["dairy"], ()),
        ("no peanuts, just butter", "en", ["peanut", "dairy"], ("dairy",)),
        # Group names count too
        ("Contains tree nuts", "en", ["tree_nut"], ("tree_nut",)),
        ("Mariscos frescos", "es", ["shellfish"], ("shellfish",)),
        # A word written exactly as one term beats a plural look-alike of another
        ("1 cdita de vainilla", "es", ["egg"], ()),
        ("200 g de vainillas", "es", ["egg"], ("egg",)),
        # Someone else's allergen is detected but is not a conflict
        ("2 eggs", "en", ["peanut"], ()),
    ],
)
def test_detects_the_users_allergens(
    text: str, language: Language, allergens: list[str], expected: tuple[str, ...]
) -> None:
    # Given the small catalogue / When scanning one text / Then exactly these conflicts
    assert _found(text, language, allergens) == expected


def test_detected_lists_every_group_present_for_recipe_cards() -> None:
    # Given eggs, milk and peanut butter, when a peanut-allergic user's recipe is scanned
    finding = detect_allergens(
        ["2 eggs", "1 cup milk", "peanut butter"],
        allergen_map=ALLERGEN_MAP,
        user_allergens=["peanut"],
    )

    # Then every group is detected, and only the user's is a conflict
    assert finding.detected == ("dairy", "egg", "peanut")
    assert finding.allergens == ("peanut",)
    assert [group.name("es") for group in finding.groups] == ["cacahuates"]


@pytest.mark.parametrize(
    ("texts", "custom", "expected"),
    [
        # Expanded through the catalogue, across languages
        (["Strawberries and cream"], ["fresas"], ("fresas",)),
        (["fresas con crema"], ["Strawberry"], ("Strawberry",)),
        # A group name as free text expands to the group
        (["shrimp tacos"], ["mariscos"], ("mariscos",)),
        # Word boundaries and plurals, for words the catalogue does not know
        (["2 mangos, diced"], ["Mango"], ("Mango",)),
        (["mango-habanero salsa"], ["mango"], ("mango",)),
        (["graham crackers", "hamburger buns"], ["ham"], ()),
        (["diced ham"], ["ham"], ("ham",)),
        (["jamón serrano"], ["jamon"], ("jamon",)),
        # Free text is not shielded by longer names: conservative
        (["coconut milk"], ["milk"], ("milk",)),
        (["without mango"], ["mango"], ()),
        (["rice"], ["   "], ()),
        # Cocoa is chocolate to a cook, in either language
        (["2 tbsp unsweetened cocoa powder"], ["chocolate"], ("chocolate",)),
        (["cacao en polvo"], ["Chocolate"], ("Chocolate",)),
        (["chispas de chocolate"], ["cacao"], ("cacao",)),
    ],
)
def test_custom_allergies_match_the_same_way(
    texts: list[str], custom: list[str], expected: tuple[str, ...]
) -> None:
    # Given free-text allergies, when the texts are scanned
    finding = detect_allergens(
        texts, allergen_map=ALLERGEN_MAP, user_allergens=[], custom_allergies=custom
    )

    # Then exactly these allergies are found
    assert finding.custom == expected
    assert finding.has_conflict is bool(expected)


def test_a_slug_the_catalogue_does_not_know_is_matched_by_its_words() -> None:
    # Given a profile allergen slug missing from the catalogue
    finding = detect_allergens(
        ["lupin flour pasta"], allergen_map=ALLERGEN_MAP, user_allergens=["lupin"]
    )

    # Then it is still found, and named by its own words
    assert finding.allergens == ("lupin",)
    assert allergen_warning(finding, "en") == "Contains lupin, which you're allergic to."


def test_tagged_allergens_from_enrichment_count() -> None:
    # Given text that names nothing but an enrichment tag, when scanned
    finding = detect_allergens(
        ["house sauce"],
        allergen_map=ALLERGEN_MAP,
        user_allergens=["peanut"],
        tagged_allergens=["peanut"],
    )

    # Then the tag alone is a conflict
    assert finding.allergens == ("peanut",)


@pytest.mark.parametrize(
    ("texts", "allergens", "custom", "language", "warning"),
    [
        (["peanuts"], ["peanut"], [], "en", "Contains peanuts, which you're allergic to."),
        (["cacahuates"], ["peanut"], [], "es", "Contiene cacahuates, a los que eres alérgico."),
        (
            ["eggs", "peanuts"],
            ["peanut", "egg"],
            [],
            "en",
            "Contains eggs and peanuts, which you're allergic to.",
        ),
        (
            ["huevos", "cacahuates"],
            ["peanut", "egg"],
            [],
            "es",
            "Contiene huevo y cacahuates, a los que eres alérgico.",
        ),
        (["mango salsa"], [], ["mango"], "en", "Contains mango, which you're allergic to."),
        (["salsa de mango"], [], ["mango"], "es", "Contiene mango, a lo que eres alérgico."),
        (["rice"], ["peanut"], ["mango"], "en", None),
    ],
)
def test_bilingual_warning(
    texts: list[str],
    allergens: list[str],
    custom: list[str],
    language: Language,
    warning: str | None,
) -> None:
    # Given a finding, when worded in the response language
    finding = detect_allergens(
        texts, allergen_map=ALLERGEN_MAP, user_allergens=allergens, custom_allergies=custom
    )

    # Then the sentence reads naturally (or there is none)
    assert allergen_warning(finding, language) == warning


@pytest.mark.parametrize(
    "allergen_map",
    [
        AllergenMap.unavailable(),
        AllergenMap.from_snapshot(CatalogueSnapshot()),
        AllergenMap.from_snapshot(CatalogueSnapshot(allergens=GROUPS)),
        AllergenMap.from_snapshot(CatalogueSnapshot(ingredients=INGREDIENTS)),
    ],
    ids=["unavailable", "empty", "no-ingredients", "no-groups"],
)
def test_an_unverified_map_never_says_no_allergens(allergen_map: AllergenMap) -> None:
    # Given a map that could not be loaded or loaded empty
    # When checking a text with nothing the user is allergic to
    finding = detect_allergens(["plain rice"], allergen_map=allergen_map, user_allergens=["egg"])

    # Then the finding is unverified, not safe, and the warning says so in both languages
    assert finding.verified is False
    assert finding.is_safe is False
    assert "couldn't check" in (allergen_warning(finding, "en") or "")
    assert "No pudimos revisar" in (allergen_warning(finding, "es") or "")
    with pytest.raises(SafetyUnavailableError) as caught:
        finding.require_verified()
    assert caught.value.status == 503
    assert caught.value.code == "safety_unavailable"


def test_an_unavailable_map_still_names_what_the_built_in_words_see() -> None:
    # Given no catalogue at all
    finding = detect_allergens(
        ["2 tbsp peanut butter", "1 cup coconut milk"],
        allergen_map=AllergenMap.unavailable(),
        user_allergens=["peanut", "dairy"],
    )

    # Then the built-in floor still finds the peanut (and shields coconut milk), unverified
    assert finding.allergens == ("peanut",)
    assert allergen_warning(finding, "en") == (
        "Contains peanuts, which you're allergic to. We couldn't check this recipe for "
        "allergens right now. Please review every ingredient carefully before cooking."
    )


def test_a_verified_finding_passes_require_verified() -> None:
    # Given a verified finding with no conflict
    finding = detect_allergens(["rice"], allergen_map=ALLERGEN_MAP, user_allergens=["egg"])

    # Then it passes the gate and has no warning
    assert finding.require_verified() is finding
    assert finding.is_safe is True
    assert allergen_warning(finding, "en") is None


def test_the_map_lists_every_term_of_a_group_in_both_languages() -> None:
    # Given the map, when asked for the peanut terms
    terms = ALLERGEN_MAP.terms_for("peanut")

    # Then names, aliases and group names are there in EN and ES, but not plain butter
    assert {"peanut", "cacahuate", "mani", "peanut butter", "crema de cacahuate"} <= terms
    assert {"peanuts", "cacahuates"} <= terms  # the group's own names
    assert "butter" not in terms
    assert ALLERGEN_MAP.terms_for("unknown") == frozenset()


@pytest.mark.parametrize(
    ("texts", "prose", "expected"),
    [
        ([], ["Fríe los filetes hasta que estén dorados."], ()),
        ([], ["Pica fino el cilantro."], ()),
        (["200 g de dorado"], ["Asa el pescado."], ("fish",)),
        ([], ["Sirve con dorado a la parrilla y atún."], ("fish",)),
    ],
)
def test_cooking_words_in_running_text_are_not_foods(
    texts: list[str], prose: list[str], expected: tuple[str, ...]
) -> None:
    # Given steps where "dorado" means golden brown, and an ingredient line where it is a fish
    finding = detect_allergens(
        texts, prose=prose, allergen_map=ALLERGEN_MAP, user_allergens=["fish"], language="es"
    )

    # Then only the food meaning counts (other fish words in prose still do)
    assert finding.allergens == expected
