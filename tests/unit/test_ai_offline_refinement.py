"""Offline refinements a cook taps or types: each changes the recipe as asked, or not at all."""

from __future__ import annotations

import pytest

from shared.ai.offline import build_template_recipe
from shared.ai.offline.articles import with_articles
from shared.ai.offline.modification import parse_modification
from shared.ai.offline.scrub import remove_mentions
from shared.schemas.brief import RecipeBrief
from shared.schemas.recipe import GeneratedIngredient, GeneratedRecipe, GeneratedStep

BASES = {
    "en": ["chicken", "zucchini", "tomato"],
    "es": ["pollo", "calabacita", "jitomate"],
}


def base(language: str) -> GeneratedRecipe:
    return build_template_recipe(RecipeBrief(language=language, ingredients=BASES[language]))


def modify(recipe: GeneratedRecipe, modification: str) -> GeneratedRecipe:
    return build_template_recipe(
        RecipeBrief(language=recipe.language, base_recipe=recipe, modification=modification)
    )


@pytest.mark.parametrize(
    ("text", "quicker"),
    [
        ("Más rápida", True),
        ("Hazla más rápida", True),
        ("make it quicker", True),
        ("faster please", True),
        # Said of a dish named in the plural (churros, enchiladas)
        ("hazlos más rápidos", True),
        ("hazlas más rápidas", True),
        ("más picante", False),
    ],
)
def test_quicker_is_a_kind_of_change_not_an_ingredient(text: str, quicker: bool) -> None:
    # When
    request = parse_modification(text)
    # Then
    assert request.quicker is quicker
    assert not any(word in term for term in request.add for word in ("rapid", "quick"))


@pytest.mark.parametrize(("language", "text"), [("en", "make it quicker"), ("es", "Más rápida")])
def test_quicker_shortens_the_recipe_without_adding_anything(language: str, text: str) -> None:
    # Given
    recipe = base(language)
    # When
    quicker = modify(recipe, text)
    # Then
    assert quicker.total_time < recipe.total_time
    assert [i.name for i in quicker.ingredients] == [i.name for i in recipe.ingredients]
    assert sum(s.timer_seconds or 0 for s in quicker.steps) < sum(
        s.timer_seconds or 0 for s in recipe.steps
    )
    # the step text agrees with its timer
    for step in quicker.steps:
        if step.timer_seconds and step.timer_seconds >= 120:
            assert str(step.timer_seconds // 60) in step.instruction


def test_quicker_stops_at_what_the_rice_needs() -> None:
    # Given: the rice cooks 18 minutes alongside the rest
    recipe = build_template_recipe(
        RecipeBrief(language="es", ingredients=["pollo", "arroz", "pimientos"])
    )
    current = recipe
    # When: asked again and again
    for _ in range(4):
        current = modify(current, "Hazla más rápida")
    # Then: never under the prep plus the rice, and still 18 minutes of rice
    assert current.total_time >= 18 + (recipe.prep_time or 0)
    assert any("18 minutos" in s.instruction for s in current.steps)


@pytest.mark.parametrize(("language", "text"), [("en", "less spicy"), ("es", "menos picante")])
def test_milder_without_chili_changes_nothing_and_says_so(language: str, text: str) -> None:
    # Given: the base has no chili
    recipe = base(language)
    # When
    milder = modify(recipe, text)
    # Then
    assert milder.ingredients == recipe.ingredients
    assert milder.steps == recipe.steps
    assert "unchanged" in (milder.description or "") or "no cambió" in (milder.description or "")


def test_an_unknown_addition_has_no_unit_without_a_quantity() -> None:
    # When
    changed = modify(base("en"), "add kimchi")
    # Then
    line = next(i for i in changed.ingredients if i.name == "kimchi")
    assert line.quantity is None
    assert line.unit is None


def test_a_garnish_goes_in_before_the_dish_is_served() -> None:
    # When
    changed = modify(base("es"), "agrega queso")
    # Then
    last = changed.steps[-1].instruction
    assert last.index("queso") < last.index("sirve")


@pytest.mark.parametrize(
    ("text", "terms", "keep", "expected"),
    [
        (
            "Agrega cebolla y ajo y cocina 2 minutos.",
            ["cebolla"],
            ["ajo"],
            "Agrega ajo y cocina 2 minutos.",
        ),
        (
            "Add the onion and garlic and cook for 2 minutes.",
            ["onion"],
            ["garlic"],
            "Add the garlic and cook for 2 minutes.",
        ),
        (
            "Add the garlic and the onion and cook.",
            ["onion"],
            ["garlic"],
            "Add the garlic and cook.",
        ),
        (
            "Add the onion, garlic and shrimp and cook 2 minutes.",
            ["shrimp"],
            ["onion", "garlic"],
            "Add the onion and garlic and cook 2 minutes.",
        ),
        (
            "Agrega la cebolla, el ajo y los camarones.",
            ["camaron"],
            ["cebolla", "ajo"],
            "Agrega la cebolla y el ajo.",
        ),
        (
            "Agrega el ajo, hinojo y camarones.",
            ["camaron"],
            ["hinojo", "ajo"],
            "Agrega el ajo e hinojo.",
        ),
        (
            "Scatter the shrimp over the rice, cover and cook 5 minutes more until pink.",
            ["shrimp"],
            ["rice"],
            "",
        ),
        # A clause that adds the food alone goes, and the clauses around it stay
        (
            "Lower the heat, add the garlic for 30 seconds, then pour in the wine.",
            ["garlic"],
            ["wine"],
            "Lower the heat, then pour in the wine.",
        ),
        (
            "Add the garlic for 1 minute, stir in the paprika, then pour in the wine.",
            ["garlic"],
            ["paprika", "wine"],
            "Stir in the paprika, then pour in the wine.",
        ),
        (
            "Agrega el ajo 1 minuto, incorpora el pimentón; vierte el vino.",
            ["ajo"],
            ["pimenton", "vino"],
            "Incorpora el pimentón; vierte el vino.",
        ),
    ],
)
def test_removing_a_mention_keeps_the_words_around_it(
    text: str, terms: list[str], keep: list[str], expected: str
) -> None:
    assert remove_mentions(text, terms, keep) == expected


def test_a_thermomix_setting_is_not_a_sentence_end() -> None:
    # Given a Thermomix step whose first sentence ends in "vel. 5."
    text = "Pon cebolla en el vaso y trocea 5 seg/vel. 5. Baja los restos de las paredes."
    # When the onion goes
    edited = remove_mentions(text, ["cebolla"], ["ajo"])
    # Then no "5." is left to read as a step number
    assert not edited.startswith("5")
    assert "vel. 5" not in edited


def test_spicier_in_a_bake_goes_in_before_the_oven() -> None:
    # Given a bake
    recipe = build_template_recipe(
        RecipeBrief(language="en", ingredients=["potato", "spinach"], notes="bake")
    )
    # When
    changed = modify(recipe, "make it spicier")
    # Then the chili is added in a step before the one that bakes
    chili_step = next(s.order for s in changed.steps if "jalape" in s.instruction.lower())
    bake_step = next(s.order for s in changed.steps if "bake" in s.instruction.lower())
    assert chili_step < bake_step


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Corta pollo en trozos pequeños y pica pimientos, cebolla y ajo.",
            "Corta el pollo en trozos pequeños y pica los pimientos, la cebolla y el ajo.",
        ),
        (
            "Agrega pimientos, sazona con sal y pimienta negra y cocina 4 minutos.",
            "Agrega los pimientos, sazona con sal y pimienta negra y cocina 4 minutos.",
        ),
        (
            "Cocina hasta que pollo alcance 74°C (165°F).",
            "Cocina hasta que el pollo alcance 74°C (165°F).",
        ),
        ("Corta el camarones en trozos.", "Corta los camarones en trozos."),
        (
            "Prueba y ajusta la sal, termina con perejil y sirve con arroz.",
            "Prueba y ajusta la sal, termina con el perejil y sirve con el arroz.",
        ),
    ],
)
def test_spanish_steps_carry_agreeing_articles(text: str, expected: str) -> None:
    names = ["pollo", "pimientos", "cebolla", "ajo", "sal", "pimienta negra", "perejil"]
    assert with_articles(text, [*names, "arroz", "camarones"]) == expected


def test_a_spanish_removal_leaves_an_agreeing_article() -> None:
    # When the onion goes from "Agrega la cebolla y el ajo"
    changed = modify(base("es"), "sin cebolla")
    # Then
    text = " ".join(s.instruction for s in changed.steps)
    assert "Agrega el ajo" in text
    assert "la ajo" not in text


@pytest.mark.parametrize(
    ("language", "change", "expected"),
    [("en", "swap chicken for shrimp", "145°F"), ("es", "cambia el pollo por camarones", "63°C")],
)
def test_a_swapped_protein_gets_its_own_safe_temperature(
    language: str, change: str, expected: str
) -> None:
    # When chicken (165°F / 74°C) becomes shrimp (145°F / 63°C)
    changed = modify(base(language), change)
    # Then
    text = " ".join(s.instruction for s in changed.steps)
    assert expected in text
    assert "165°F" not in text


def test_peppers_by_the_plural_are_bell_peppers() -> None:
    # When a recipe is asked with "peppers"
    recipe = build_template_recipe(
        RecipeBrief(language="en", ingredients=["chicken", "rice", "peppers"])
    )
    # Then they are cooked as a vegetable, not sprinkled "to taste"
    line = next(i for i in recipe.ingredients if i.name == "peppers")
    assert line.quantity is not None
    assert line.notes is None


def test_removing_what_the_bowl_chops_takes_the_scrape_down_with_it() -> None:
    # Given a Thermomix recipe that chops onion and garlic, then scrapes down the bowl
    recipe = build_template_recipe(
        RecipeBrief(language="es", ingredients=["calabacita", "frijoles"], thermomix=True)
    )
    # When both go
    for change in ("sin ajo", "sin cebolla"):
        recipe = modify(recipe, change)
    # Then no step is left that only scrapes down an empty bowl
    assert not any(s.instruction.startswith("Baja los restos") for s in recipe.steps)
    assert [s.order for s in recipe.steps] == list(range(1, len(recipe.steps) + 1))


def test_counted_items_scale_to_halves_a_cook_can_cut() -> None:
    # Given a recipe made spicier once (one jalapeño, no unit)
    recipe = modify(base("en"), "make it spicier")
    # When it is made spicier twice more (half as much again each time)
    changed = modify(modify(recipe, "make it spicier"), "make it spicier")
    # Then every unitless amount is whole or a half, never "2.25 jalapeño"
    counted = [line.quantity for line in changed.ingredients if line.unit is None and line.quantity]
    assert counted
    assert all((quantity * 2).is_integer() for quantity in counted)


@pytest.mark.parametrize(
    ("language", "egg", "clove", "change"),
    [("en", "eggs", "cloves", "for 2 people"), ("es", "huevos", "dientes", "para 2 personas")],
)
def test_eggs_and_cloves_scale_to_whole_ones(
    language: str, egg: str, clove: str, change: str
) -> None:
    # Given a recipe for 4 with 3 eggs and 3 cloves of garlic
    brief = RecipeBrief(
        language=language, ingredients=[egg, "ajo" if language == "es" else "garlic"]
    )
    recipe = build_template_recipe(brief)
    lines = [
        line.model_copy(update={"quantity": 3.0})
        if line.name == egg or line.unit == clove
        else line
        for line in recipe.ingredients
    ]
    recipe = recipe.model_copy(update={"ingredients": lines, "portions": 4})

    # When it is made for 2
    changed = modify(recipe, change)

    # Then there are 2 eggs and 2 cloves, not "1½ eggs"
    eggs = [line for line in changed.ingredients if egg[:4] in line.name]
    cloves = [
        line
        for line in changed.ingredients
        if line.unit in ("clove", "cloves", "diente", "dientes")
    ]
    assert eggs, changed.ingredients
    assert cloves, changed.ingredients
    assert [line.quantity for line in eggs + cloves] == [2.0, 2.0]


def test_a_spanish_safety_note_reads_like_its_step() -> None:
    # Given a Spanish chicken recipe
    recipe = base("es")
    # When its temperature note is read on its own
    notes = [step.safety_note for step in recipe.steps if step.safety_note]
    # Then it names the chicken with its article, as the step does
    assert notes
    assert all("que el pollo alcance" in note for note in notes if "alcance" in note)
    assert not any("que pollo" in note for note in notes)


@pytest.mark.parametrize(
    ("language", "text", "cut"),
    [
        ("en", "replace the chicken with chicken thighs", "chicken thighs"),
        ("es", "cambia el pollo por muslos de pollo", "muslos de pollo"),
    ],
)
def test_a_cut_of_the_same_food_takes_its_line_and_keeps_its_doneness_check(
    language: str, text: str, cut: str
) -> None:
    # Given a chicken recipe whose steps check the chicken's doneness
    recipe = base(language)
    assert any("74" in step.instruction for step in recipe.steps)

    # When the chicken is swapped for a cut of it
    changed = modify(recipe, text)

    # Then the line is that cut, as many lines as before, and the check is still there
    names = [i.name for i in changed.ingredients]
    assert cut in names, names
    assert len(names) == len(recipe.ingredients)
    assert any("74" in step.instruction for step in changed.steps)


@pytest.mark.parametrize(
    ("language", "text", "cut"),
    [
        ("en", "replace the chicken with chicken thighs", "chicken thighs"),
        ("es", "cambia el pollo por muslos de pollo", "muslos de pollo"),
    ],
)
def test_a_cut_swapped_in_is_named_in_the_safety_notes_too(
    language: str, text: str, cut: str
) -> None:
    # Given a chicken recipe whose steps carry a doneness note naming the chicken
    recipe = base(language)
    assert any(step.safety_note for step in recipe.steps)

    # When the chicken is swapped for a cut of it
    changed = modify(recipe, text)

    # Then each note names the cut, as its step does
    notes = [step.safety_note for step in changed.steps if step.safety_note]
    assert notes
    assert all(cut in note for note in notes), notes


@pytest.mark.parametrize(
    ("language", "line", "step", "text", "cut"),
    [
        ("en", "chicken breast", "Halve the breasts and pound them thin.",
         "use chicken thighs instead of chicken breast", "chicken thighs"),
        ("es", "pechuga de pollo", "Abre las pechugas a la mitad y aplánalas.",
         "usa muslos de pollo en lugar de pechuga de pollo", "muslos de pollo"),
    ],
)  # fmt: skip
def test_a_cut_swapped_in_takes_the_name_a_step_gives_the_cut_alone(
    language: str, line: str, step: str, text: str, cut: str
) -> None:
    # Given a recipe whose step names its cut by the cut alone ("the breasts")
    recipe = base(language)
    lines = [recipe.ingredients[0].model_copy(update={"name": line}), *recipe.ingredients[1:]]
    steps = [recipe.steps[0].model_copy(update={"instruction": step}), *recipe.steps[1:]]
    written = recipe.model_copy(update={"ingredients": lines, "steps": steps})

    # When another cut of the food takes its place
    changed = modify(written, text)

    # Then that step handles the new cut
    assert cut in changed.steps[0].instruction, changed.steps[0].instruction
    assert line.split()[-1 if language == "en" else 0] not in changed.steps[0].instruction


@pytest.mark.parametrize(
    ("language", "eggs", "condensed", "can", "tofu", "coconut"),
    [
        ("en", "eggs", "sweetened condensed milk", "can", "firm tofu", "coconut milk"),
        ("es", "huevos", "leche condensada", "lata", "tofu firme", "leche de coco"),
    ],
)
def test_a_stand_in_measured_otherwise_holds_as_much_as_the_line_it_replaces(
    language: str, *, eggs: str, condensed: str, can: str, tofu: str, coconut: str
) -> None:
    # Given a recipe of five eggs and a can of condensed milk (as the catalogue's flan has)
    recipe = base(language)
    lines = [
        GeneratedIngredient(name=eggs, quantity=5),
        GeneratedIngredient(name=condensed, quantity=1, unit=can),
        *recipe.ingredients[1:],
    ]
    written = recipe.model_copy(update={"ingredients": lines})

    # When it is made vegan
    changed = modify(written, "make it vegan" if language == "en" else "hazla vegana")

    # Then the tofu weighs what five eggs do, and the coconut milk fills the can
    amounts = {i.name: (i.quantity, i.unit) for i in changed.ingredients}
    assert amounts[tofu] == (250, "g"), amounts
    assert amounts[coconut] == (400, "ml"), amounts


def _tres_leches(language: str) -> GeneratedRecipe:
    """A cake as the catalogue writes it (no template): its name holds its defining milks."""
    en = language == "en"
    can = "can" if en else "lata"
    lines = [
        GeneratedIngredient(name="all-purpose flour" if en else "harina de trigo", quantity=150,
                            unit="g"),
        GeneratedIngredient(name="evaporated milk" if en else "leche evaporada", quantity=1,
                            unit=can),
        GeneratedIngredient(name="sweetened condensed milk" if en else "leche condensada",
                            quantity=1, unit=can),
        GeneratedIngredient(name="heavy cream" if en else "crema para batir", quantity=550,
                            unit="ml"),
    ]  # fmt: skip
    step = (
        "Mix the evaporated milk, condensed milk and 250 ml of cream and pour it over the cake."
        if en
        else "Mezcla la leche evaporada, la leche condensada y 250 ml de crema y viértela sobre"
        " el pastel."
    )
    return GeneratedRecipe(
        suggested_name="Tres Leches Cake" if en else "Pastel de Tres Leches",
        language=language,
        total_time=60,
        difficulty="medium",
        portions=8,
        ingredients=lines,
        steps=[GeneratedStep(order=1, instruction=step)],
        tags=["dessert"],
    )


@pytest.mark.parametrize(
    ("language", "change", "name", "coconut", "dangling"),
    [
        ("en", "make it vegan", "Tres Leches Cake", "coconut milk", " of "),
        ("es", "hazla vegana", "Pastel de Tres Leches", "leche de coco", " de "),
    ],
)
def test_a_vegan_cake_keeps_its_name_and_its_milks_become_one_stand_in_said_in_full(
    language: str, *, change: str, name: str, coconut: str, dangling: str
) -> None:
    # Given a tres leches cake whose milks and cream all have plant stand-ins
    cake = _tres_leches(language)

    # When it is made vegan
    changed = modify(cake, change)

    # Then it is still the tres leches by name, the cream's stand-in being the condensed
    # milk's too holds both (a can, 400 ml, and 550 ml), and the step names what it pours
    assert changed.suggested_name.startswith(name), changed.suggested_name
    amounts = {i.name: (i.quantity, i.unit) for i in changed.ingredients}
    assert amounts[coconut] == (950, "ml"), amounts
    step = changed.steps[0].instruction
    assert f"250 ml{dangling}{coconut}" in step, step
