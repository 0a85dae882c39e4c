"""A version a cook would cook: stand-ins by the role the food plays, in its measure, and
steps that say the new food as they said the old one.

The amounts expected are a cook's: a batter's 150 g of flour is 150 g of starch; agar sets
about three times what gelatin does, so an envelope (7 g) is 2 g of agar and a tablespoon a
teaspoon; an egg that sets a custard is a tablespoon of starch.
"""

from __future__ import annotations

import pytest

from shared.ai.offline.agreement import agreeing
from shared.ai.offline.doneness import without_check_clauses
from shared.ai.offline.ingredients import by_slug
from shared.ai.offline.modify import apply_modification
from shared.ai.offline.normalize import fold
from shared.ai.offline.scrub import remove_mentions
from shared.ai.offline.stand_ins import role_of, stand_in_amount
from shared.schemas.brief import RecipeBrief
from shared.schemas.recipe import GeneratedIngredient, GeneratedRecipe, GeneratedStep


@pytest.mark.parametrize(
    ("old", "new", "amount", "default", "language", "expected"),
    [
        # A weighed line keeps its weight, not the stand-in's seasoning spoon
        ("all_purpose_flour", "cornstarch", (150, "g"), (1, "tsp"), "en", (150, "g")),
        # A setting agent sets as much: agar a third of gelatin's weight
        ("gelatin", "agar", (7, "g"), (1, "tsp"), "en", (2, "g")),
        ("gelatin", "agar", (1, "cda"), (1, "cdta"), "es", (1, "cdta")),
        # An egg that sets a flan is a spoon of starch
        ("egg", "cornstarch", (5, None), (1, "cdta"), "es", (5, "cda")),
        # A protein weighed by the egg: five eggs, 250 g of tofu
        ("egg", "tofu", (5, None), (480, "g"), "en", (250, "g")),
        # Fat for fat, in the same spoons
        ("butter", "olive_oil", (3, "tbsp"), (2, "tbsp"), "en", (3, "tbsp")),
    ],
)
def test_a_stand_in_comes_in_the_old_line_s_measure(
    old: str,
    *,
    new: str,
    amount: tuple[float, str | None],
    default: tuple[float, str],
    language: str,
    expected: tuple[float, str],
) -> None:
    # When / Then
    got = stand_in_amount(
        amount[0],
        amount[1],
        old=by_slug(old),
        new=by_slug(new),
        default=default,
        language=language,
    )
    assert got == expected


def test_each_swapped_food_has_its_role() -> None:
    # Then gelatin sets, an egg binds, flour thickens, butter is fat and meat is protein
    assert role_of(by_slug("gelatin")) == "setting_agent"
    assert role_of(by_slug("egg")) == "binder"
    assert role_of(by_slug("all_purpose_flour")) == "thickener"
    assert role_of(by_slug("butter")) == "fat"
    assert role_of(by_slug("pork")) == "protein"
    assert role_of(by_slug("lime")) is None


@pytest.mark.parametrize(
    ("text", "old", "new", "expected"),
    [
        (
            "Espolvorea el agar sobre el agua fría y déjala hidratar 5 minutos.",
            "grenetina",
            "agar",
            "Espolvorea el agar sobre el agua fría y déjalo hidratar 5 minutos.",
        ),
        (
            "Agrega el agar hidratada y la vainilla.",
            "grenetina",
            "agar",
            "Agrega el agar hidratado y la vainilla.",
        ),
        # "agua" takes "el" and is feminine: the cold water is "fría"
        (
            "Bate la harina con el agua mineral frío.",
            "vino blanco",
            "agua mineral",
            "Bate la harina con el agua mineral fría.",
        ),
        # A pronoun after another noun of the old food's gender names that noun: the skewers
        (
            "Ensarta el tofu firme en 8 brochetas (si son de madera, remójalas antes).",
            "pechuga de pollo",
            "tofu firme",
            "Ensarta el tofu firme en 8 brochetas (si son de madera, remójalas antes).",
        ),
        # ... but a place with its article is no such noun: "dórala" is still the food
        (
            "Pon el tofu firme en la sartén caliente y dórala 2 minutos.",
            "pechuga de pollo",
            "tofu firme",
            "Pon el tofu firme en la sartén caliente y dóralo 2 minutos.",
        ),
        # A measure is no such noun: what it measures is
        (
            "Espolvorea el agar sobre 3 cda de agua fría y déjala hidratar.",
            "grenetina",
            "agar",
            "Espolvorea el agar sobre 3 cda de agua fría y déjalo hidratar.",
        ),
        # Same gender and number: nothing to change
        (
            "Agrega la leche de coco tibia.",
            "crema",
            "leche de coco",
            "Agrega la leche de coco tibia.",
        ),
    ],
)
def test_spanish_words_agree_with_the_food_swapped_in(
    text: str, old: str, new: str, expected: str
) -> None:
    # When / Then
    assert agreeing(text, old=old, new=new) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Fry two cutlets at a time for 3 to 4 minutes per side, until deep golden and the "
            "thickest part reaches 165°F (74°C). Drain on a rack.",
            "Fry two cutlets at a time for 3 to 4 minutes per side, until deep golden. Drain "
            "on a rack.",
        ),
        (
            "Cuece alrededor de 1½ horas, hasta que la carne se deshaga (muy por encima de los "
            "63°C seguros).",
            "Cuece alrededor de 1½ horas, hasta que la carne se deshaga.",
        ),
        # Where the check was measured goes with it
        (
            "Asa 10 a 12 minutos, volteando cada 3 minutos, hasta que tengan partes doradas y el "
            "trozo más grueso alcance 74°C (165°F) por dentro.",
            "Asa 10 a 12 minutos, volteando cada 3 minutos, hasta que tengan partes doradas.",
        ),
        (
            "Grill for 10 to 12 minutes, until charred in spots and the thickest piece reaches "
            "165°F (74°C) inside.",
            "Grill for 10 to 12 minutes, until charred in spots.",
        ),
        # An oven's heat is no check
        ("Bake at 400°F (200°C) for 20 minutes.", "Bake at 400°F (200°C) for 20 minutes."),
    ],
)
def test_a_doneness_check_goes_and_the_cooking_stays(text: str, expected: str) -> None:
    # When / Then
    assert without_check_clauses(text) == expected


@pytest.mark.parametrize(
    ("text", "terms", "keep", "expected"),
    [
        (
            "Whisk the flour and salt with the cold beer until smooth.",
            ["beer"],
            ["flour", "salt"],
            "Whisk the flour and salt until smooth.",
        ),
        (
            "Bate la harina y la sal con la cerveza fría hasta que quede tersa.",
            ["cerveza"],
            ["harina", "sal"],
            "Bate la harina y la sal hasta que quede tersa.",
        ),
        # A Spanish list item with its own article: the removed item's article goes with it
        (
            "Sirve de inmediato con el cacahuate, las hojuelas de chile y gajos de limón.",
            ["cacahuate"],
            ["hojuelas de chile", "limón", "sirve"],
            "Sirve de inmediato con las hojuelas de chile y gajos de limón.",
        ),
    ],
)
def test_a_removed_food_takes_its_words_with_it(
    text: str, terms: list[str], keep: list[str], expected: str
) -> None:
    # When / Then
    assert remove_mentions(text, terms, keep) == expected


def _recipe(
    language: str, lines: list[tuple[str, float | None, str | None]], steps: list[str], **kw: object
) -> GeneratedRecipe:
    return GeneratedRecipe.model_validate(
        {
            "suggested_name": "Dish",
            "language": language,
            "total_time": 60,
            "difficulty": "easy",
            "portions": 4,
            "ingredients": [
                GeneratedIngredient(name=name, quantity=quantity, unit=unit)
                for name, quantity, unit in lines
            ],
            "steps": [GeneratedStep(order=i + 1, instruction=s) for i, s in enumerate(steps)],
            **kw,
        }
    )


@pytest.mark.parametrize(
    ("language", "change", "lines", "steps", "agar", "boil"),
    [
        (
            "en",
            "make it vegan",
            [("heavy cream", 500, "ml"), ("sugar", 80, "g"), ("gelatin", 7, "g")],
            [
                "Sprinkle the gelatin over 3 tbsp of cold water and let it bloom.",
                "Heat the cream and sugar, add the bloomed gelatin and stir until dissolved.",
                "Pour into glasses and refrigerate until set.",
            ],
            "agar",
            "boil",
        ),
        (
            "es",
            "hazla vegana",
            [("crema", 500, "ml"), ("azúcar", 80, "g"), ("grenetina", 7, "g")],
            [
                "Espolvorea la grenetina sobre 3 cda de agua fría y déjala hidratar.",
                "Calienta la crema y el azúcar, agrega la grenetina hidratada y mezcla.",
                "Vierte en vasitos y refrigera hasta que cuaje.",
            ],
            "agar",
            "hierva",
        ),
    ],
)
def test_a_set_dessert_made_vegan_is_set_with_agar_that_boils(
    language: str,
    *,
    change: str,
    lines: list[tuple[str, float | None, str | None]],
    steps: list[str],
    agar: str,
    boil: str,
) -> None:
    # Given a panna cotta set with an envelope of gelatin
    base = _recipe(language, lines, steps, tags=["dessert"])

    # When it is made vegan
    made = apply_modification(base, change, brief=RecipeBrief(language=language))

    # Then agar sets it, a third of the gelatin's weight, boiled where it goes in
    setting = [line for line in made.ingredients if line.name == agar]
    assert [(line.quantity, line.unit) for line in setting] == [(2, "g")]
    assert not [line for line in made.ingredients if "starch" in line.name or "fécula" in line.name]
    assert boil in made.steps[1].instruction
    if language == "es":
        assert "el agar hidratado" in made.steps[1].instruction
        assert "déjalo" in made.steps[0].instruction


@pytest.mark.parametrize(
    ("language", "change", "meat", "steps", "tofu", "said_meat"),
    [
        (
            "es",
            "hazla vegana",
            ("paleta de cerdo", 1200, "g"),
            [
                "Pon la carne en una olla grande con el agua y la cebolla.",
                "Deshebra con dos tenedores los trozos de carne más grandes.",
            ],
            "tofu",
            "carne",
        ),
        (
            "en",
            "make it vegan",
            ("pork shoulder", 1200, "g"),
            [
                "Put the meat in a large pot with the water and the onion.",
                "Pull any large chunks of meat apart with two forks.",
            ],
            "tofu",
            "meat",
        ),
    ],
)
def test_a_dish_of_one_meat_says_its_stand_in_where_it_said_the_meat(
    language: str,
    *,
    change: str,
    meat: tuple[str, float, str],
    steps: list[str],
    tofu: str,
    said_meat: str,
) -> None:
    # Given a stew whose steps call its one meat "the meat"
    onion = ("cebolla" if language == "es" else "onion", 1, None)
    water = ("agua" if language == "es" else "water", 4, "l")
    base = _recipe(language, [meat, onion, water], steps)

    # When it is made vegan
    made = apply_modification(base, change, brief=RecipeBrief(language=language))

    # Then every step puts the stand-in where the meat was, and the water stays
    for step in made.steps:
        assert tofu in step.instruction.casefold(), step.instruction
        assert said_meat not in step.instruction.casefold(), step.instruction
    assert any(line.quantity == 4 for line in made.ingredients)
    if language == "es":
        assert made.steps[0].instruction.startswith("Pon el tofu")


@pytest.mark.parametrize(
    ("language", "change", "lines", "steps", "scrambled"),
    [
        (
            "en",
            "make it vegan",
            [("shrimp", 300, "g"), ("eggs", 2, None), ("rice noodles", 250, "g")],
            [
                "Stir-fry the shrimp for 2 minutes, until pink and opaque (145°F / 63°C).",
                "Push everything aside, crack in the eggs and scramble until set.",
                "Add the rice noodles and toss.",
            ],
            ("scramble", "crack", "145", "63"),
        ),
        (
            "es",
            "hazla vegana",
            [("camarón", 300, "g"), ("huevos", 2, None), ("fideos de arroz", 250, "g")],
            [
                "Saltea el camarón 2 minutos, hasta que esté rosado (63°C / 145°F).",
                "Empuja todo a un lado, rompe los huevos y revuélvelos hasta que cuajen.",
                "Agrega los fideos de arroz y mezcla.",
            ],
            ("revuelve", "rompe", "145", "63"),
        ),
    ],
)
def test_eggs_whose_stand_in_the_dish_has_already_go_with_their_scrambling(
    language: str,
    *,
    change: str,
    lines: list[tuple[str, float | None, str | None]],
    steps: list[str],
    scrambled: tuple[str, ...],
) -> None:
    # Given a stir-fry of shrimp with scrambled eggs
    base = _recipe(language, lines, steps)

    # When it is made vegan: tofu stands in for the shrimp, and the eggs' stand-in is tofu too
    made = apply_modification(base, change, brief=RecipeBrief(language=language))

    # Then one tofu line holds both amounts (2 eggs are 100 g), nothing is cracked or
    # scrambled, and the shrimp's safe temperature is not said of the tofu
    tofu = [line for line in made.ingredients if "tofu" in line.name]
    assert [line.quantity for line in tofu] == [400], made.ingredients
    said = fold(" ".join(step.instruction for step in made.steps))
    assert not [word for word in scrambled if word in said], said
    assert "tofu" in made.steps[0].instruction


def test_a_pronoun_keeps_the_number_the_step_counted() -> None:
    # Given two breasts halved and flattened ("aplánalas"), tofu in their place
    text = "Abre el tofu firme a la mitad y aplánalas. Sazona y enharínalas."

    # When the words agree with the tofu
    said = agreeing(text, old="pechugas de pollo", new="tofu firme")

    # Then the pieces are masculine and still plural
    assert said == "Abre el tofu firme a la mitad y aplánalos. Sazona y enharínalos."


@pytest.mark.parametrize(
    ("language", "change", "lines", "step", "wash"),
    [
        (
            "en",
            "make it vegan",
            [("chicken breast", 600, "g"), ("flour", 60, "g"), ("eggs", 2, None)],
            "Dredge each cutlet in flour, dip in the beaten egg and press into the crumbs.",
            "dip in the oat milk and press",
        ),
        (
            "es",
            "hazla vegana",
            [("pechuga de pollo", 600, "g"), ("harina", 60, "g"), ("huevos", 2, None)],
            "Pasa cada milanesa por harina, luego por el huevo batido y luego por el pan.",
            "luego por la bebida de avena y luego",
        ),
    ],
)
def test_an_egg_wash_made_vegan_is_a_plant_milk_the_crumbs_hold_to(
    language: str,
    *,
    change: str,
    lines: list[tuple[str, float | None, str | None]],
    step: str,
    wash: str,
) -> None:
    # Given breaded cutlets dipped in two beaten eggs
    base = _recipe(language, lines, [step])

    # When they are made vegan
    made = apply_modification(base, change, brief=RecipeBrief(language=language))

    # Then a plant milk (as much as the eggs held: 100 ml) is the wash, poured not beaten
    milk = [line for line in made.ingredients if line.unit == "ml"]
    assert [line.quantity for line in milk] == [100], made.ingredients
    assert wash in made.steps[0].instruction, made.steps[0].instruction
