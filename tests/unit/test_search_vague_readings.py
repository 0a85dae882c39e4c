"""Vague requests read as moods: what each reading reads, and the same words meaning something
else that it leaves alone."""

from __future__ import annotations

import pytest

from shared.search.intent import read_intent
from shared.search.model import SearchQuery
from shared.search.moods import read_moods
from shared.search.subject import is_everyday


@pytest.mark.parametrize(
    ("text", "language", "tag", "meal"),
    [
        # Wanting something sweet is wanting a dessert.
        ("something sweet after dinner", "en", "dessert", "dessert"),
        ("I have a sweet tooth", "en", "dessert", "dessert"),
        ("se me antoja algo dulce", "es", "postre", "dessert"),
        ("algo dulcecito para la tarde", "es", "postre", "dessert"),
        # Feeling low, or a bad day: comfort food.
        ("feeling a bit down today", "en", "comfort food", None),
        ("had a rough day at work", "en", "comfort food", None),
        ("ando bien bajoneado", "es", "comida reconfortante", None),
        ("estoy triste, algo que me apapache", "es", "comida reconfortante", None),
        ("tuve un mal día", "es", "comida reconfortante", None),
        # Guests dropping in, or any minute now: something to put out.
        ("unexpected guests, help", "en", "appetizer", "snack"),
        ("people coming over in 20 minutes", "en", "party snack", "snack"),
        ("me caen visitas", "es", "botana", "snack"),
        ("llegan visitas en un rato", "es", "botana", "snack"),
        # Company invited over: entertaining, and a meal, not dips.
        ("friends are coming over tonight", "en", "entertaining", None),
        ("having people over on saturday", "en", "dinner party", None),
        ("vienen mis suegros", "es", "para invitados", None),
        ("tenemos invitados a cenar", "es", "cena con invitados", None),
        # A small budget, in Spain's and Latin America's word for it.
        ("piso de estudiantes, poco presupuesto", "es", "economico", None),
        ("cena con presupuesto ajustado", "es", "economico", None),
        ("algo sin presupuesto", "es", "de despensa", None),
        # Something to pick at with drinks.
        ("nibbles for drinks", "en", "party snack", "snack"),
        ("algo para picar con las chelas", "es", "botana", "snack"),
        # An upset stomach is being unwell: something brothy.
        ("something gentle on the tummy", "en", "soup", None),
        ("I have an upset stomach", "en", "soup", None),
        ("me duele la panza, algo ligero", "es", "sopa", None),
        ("ando con el estómago revuelto", "es", "sopa", None),
        # Celebrating, or a centrepiece.
        ("something to celebrate a promotion", "en", "celebration", None),
        ("a proper centrepiece for sunday lunch", "en", "special occasion", None),
        ("algo para festejar", "es", "celebracion", None),
        ("vamos a celebrar su graduación", "es", "ocasion especial", None),
        # "Tea" said of a meal is the evening meal (UK, Australia).
        ("what's for tea tonight, something with mince", "en", None, "dinner"),
        ("easy kids' tea with chicken", "en", None, "dinner"),
        ("midweek tea for the family", "en", None, "dinner"),
        # Sharp flavours.
        ("something tangy and fresh", "en", "tangy", None),
        ("a zesty lemony chicken", "en", "citrus", None),
        ("algo acidito para la comida", "es", "acido", None),
        # After training: protein.
        ("what should i eat after the gym", "en", "post-workout", None),
        ("a post-workout lunch", "en", "high protein", None),
        ("algo para después del gimnasio", "es", "alto en proteina", None),
        # Watching a match: game-day food.
        ("watching the footy with the boys", "en", "game day", None),
        ("snacks for watching the match", "en", "party snack", None),
        ("algo para ver el partido", "es", "dia de partido", None),
        # The morning is breakfast.
        ("something fun to cook on a saturday morning", "en", "brunch", "breakfast"),
        ("algo rico para el domingo en la mañana", "es", "desayuno", "breakfast"),
        # Eating well in everyday words.
        ("algo sano para la cena", "es", "saludable", None),
        ("una comida nutritiva para los niños", "es", "saludable", None),
        ("a wholesome dinner", "en", "healthy", None),
        # Cooking for the days ahead, or the office.
        ("lunches for work", "en", "make-ahead", None),
        ("algo para toda la semana", "es", "comida para la semana", None),
        ("comida para llevar en el tupper", "es", "se conserva bien", None),
        # Something to have with a tea is a snack.
        ("algo para acompañar un té por la tarde", "es", "hora del te", "snack"),
        ("something to have with my cuppa", "en", "tea time", "snack"),
        # Food from a stall.
        ("street food for dinner", "en", "street food", None),
        ("food truck style lunch", "en", "street food", None),
        ("se me antoja algo de la calle", "es", "antojito", None),
        ("unas garnachas", "es", "comida callejera", None),
    ],
)
def test_a_vague_request_is_read_as_tags_and_a_meal(
    text: str, language: str, tag: str | None, meal: str | None
) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert tag is None or tag in reading.tags
    assert reading.meal == meal


# Words of each reading that mean something else, and the tags that reading would add.
_NOT_READ: tuple[tuple[str, str, frozenset[str]], ...] = (
    # Foods sweet by name, and flavours said with another.
    ("sweet potato curry", "en", frozenset({"dessert"})),
    ("sweet and sour pork", "en", frozenset({"dessert"})),
    ("sweet corn fritters", "en", frozenset({"dessert"})),
    ("pan dulce", "es", frozenset({"postre"})),
    ("dulce de leche", "es", frozenset({"postre"})),
    ("algo agridulce", "es", frozenset({"postre"})),
    ("chile dulce relleno", "es", frozenset({"postre"})),
    # "down", "low" and "day" alone say no feeling.
    ("low carb dinner", "en", frozenset({"comfort food"})),
    ("slow down cooked beef", "en", frozenset({"comfort food"})),
    ("un día de campo", "es", frozenset({"comida reconfortante"})),
    ("blue cheese dressing", "en", frozenset({"comfort food"})),
    # Company said without anyone coming.
    ("family dinner ideas", "en", frozenset({"appetizer"})),
    ("comida para mis amigos", "es", frozenset({"botana"})),
    # "with" a food, and minced meat, are no drinks and no picking.
    ("chicken braised with wine", "en", frozenset({"appetizer"})),
    ("carne picada", "es", frozenset({"botana"})),
    # A stomach that is meat, and a belly of pork, are no upset stomach.
    ("pork belly tacos", "en", frozenset({"soup"})),
    ("panza de res en salsa", "es", frozenset({"sopa"})),
    # The drink, and its own occasions.
    ("iced tea with peach", "en", frozenset()),
    ("green tea ice cream", "en", frozenset()),
    ("green tea smoothie", "en", frozenset()),
    # Sour as a food, or in a dish's name.
    ("tacos with sour cream", "en", frozenset({"tangy", "sour"})),
    ("sweet and sour chicken", "en", frozenset({"tangy", "sour"})),
    ("sourdough toast", "en", frozenset({"tangy", "sour"})),
    # Tomorrow, and the Australian morning snack, are no breakfast.
    ("pozole para mañana", "es", frozenset({"desayuno"})),
    ("scones for morning tea", "en", frozenset({"breakfast"})),
    ("I had eggs this morning, something for dinner", "en", frozenset({"breakfast"})),
    ("dinner ideas for the week", "en", frozenset({"make-ahead"})),
    # A street in a place's name, and the street said of no food.
    ("calle ocho cuban sandwich", "en", frozenset({"street food"})),
)


@pytest.mark.parametrize(
    ("text", "meal"),
    [
        ("algo calientito para merendar", "snack"),
        ("qué hago para almorzar", "lunch"),
        ("algo para la merienda", "snack"),
        ("qué preparo para almorzar mañana", "lunch"),
    ],
)
def test_a_meal_said_as_its_verb_is_that_meal(text: str, meal: str) -> None:
    query = SearchQuery(text=text, language="es")
    assert read_intent(query, quick_minutes=30).meal == meal


@pytest.mark.parametrize(
    "text",
    ["quiero merengue de limón", "un presupuesto para la fiesta", "algo con almendras"],
)
def test_words_beside_the_meal_verbs_and_budget_say_neither(text: str) -> None:
    query = SearchQuery(text=text, language="es")
    assert read_intent(query, quick_minutes=30).meal is None
    assert "economico" not in read_moods(text, "es").tags


@pytest.mark.parametrize(("text", "language", "tags"), _NOT_READ)
def test_words_that_mean_something_else_are_not_read_as_these(
    text: str, language: str, tags: frozenset[str]
) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert reading.meal is None
    assert not tags & set(reading.tags)


@pytest.mark.parametrize(
    ("text", "language", "gone", "kept"),
    [
        ("something sweet and warm", "en", "soup", "comfort food"),
        ("antojo de algo dulce y calientito", "es", "sopa", "reconfortante"),
    ],
)
def test_a_warm_dessert_is_no_soup(text: str, language: str, gone: str, kept: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert gone not in reading.tags
    assert gone not in reading.text.split()
    assert kept in reading.tags
    # Soups now go against the request: they are offered after the desserts.
    assert gone in reading.contrary
    assert gone not in reading.safe


@pytest.mark.parametrize(
    ("text", "language"),
    [("it's freezing, something warm", "en"), ("hace frío, algo calientito", "es")],
)
def test_warmth_alone_still_asks_for_soup(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert {"soup", "sopa"} & set(reading.tags)
    assert reading.meal is None


@pytest.mark.parametrize(
    "word",
    ["company", "visitors", "visitas", "suegros", "amigas", "friday", "Sunday", "sábado",
     "domingo", "viene", "tocaron", "mins", "hrs", "tops", "boys", "bro", "wey"],
)  # fmt: skip
def test_company_days_and_time_units_are_everyday_words(word: str) -> None:
    assert is_everyday(word)


@pytest.mark.parametrize("word", ["tamales", "sopa", "chicken", "pozole"])
def test_dish_words_are_not_everyday_words(word: str) -> None:
    assert not is_everyday(word)


@pytest.mark.parametrize(
    ("text", "tag"),
    [
        ("ando crudísimo, qué desayuno", "picante"),
        ("estoy cansadísima, algo sin trastes", "en una olla"),
        ("algo baratísimo", "economico"),
    ],
)
def test_a_spanish_superlative_says_its_mood(text: str, tag: str) -> None:
    assert tag in read_moods(text, "es").tags


def test_a_superlative_that_says_no_mood_leaves_the_query_alone() -> None:
    reading = read_moods("pozole riquísimo", "es")
    assert reading.tags == ()
    assert reading.text == "pozole riquísimo"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("vienen como quince personas, algo que rinda", "es"),
        ("un guisado rendidor", "es"),
        ("a stew that goes a long way", "en"),
        ("twelve people coming on sunday", "en"),
        ("game day, feeding like 10 guys", "en"),
        ("comida para 12 amigos", "es"),
    ],
)
def test_food_that_stretches_is_cooking_for_many(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert reading.crowd
    assert reading.meal == "dinner"


@pytest.mark.parametrize(
    ("text", "language"), [("se rinde el pollo", "es"), ("a long way home", "en")]
)
def test_words_near_them_are_no_crowd(text: str, language: str) -> None:
    assert not read_moods(text, language).crowd  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        ("qué friazo, algo para cenar", "es", "sopa"),
        ("ando hambrienta", "es", "sustancioso"),
        ("estoy enguayabado", "es", "picante"),
        ("ando sin lana, algo para comer", "es", "economico"),
        ("skint until payday, dinner ideas", "en", "budget"),
        ("algo que coman los críos", "es", "para ninos"),
        ("knackered, something easy for dinner", "en", "one-pot"),
        ("llego agotada del trabajo", "es", "en una olla"),
    ],
)
def test_everyday_words_of_other_regions_say_the_same_moods(
    text: str, language: str, tag: str
) -> None:
    assert tag in read_moods(text, language).tags  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language"),
    [("carne molida con papas", "es"), ("queso fundido", "es"), ("una cena sin pasta", "es")],
)
def test_food_words_near_them_say_no_mood(text: str, language: str) -> None:
    assert read_moods(text, language).tags == ()  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "comfort"),
    [
        # Feeling low, being ill or a rainy day ask for comfort food, as in English: the
        # catalogue's Spanish for it, not "reconfortante" alone, also its word for "warming".
        ("ando triste, algo reconfortante", "es", "comida reconfortante"),
        ("estoy enferma de gripa", "es", "comida reconfortante"),
        ("está lloviendo", "es", "comida reconfortante"),
        ("feeling down", "en", "comfort food"),
        ("I have the flu", "en", "comfort food"),
    ],
)
def test_comfort_is_read_as_the_comfort_food_tag(text: str, language: str, comfort: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert comfort in reading.tags
    assert "reconfortante" not in reading.tags


def test_cold_weather_asks_for_warming_and_comfort_alike() -> None:
    # "reconfortante" is both "comfort food" and "warming": the cold asks for both.
    assert "reconfortante" in read_moods("hace mucho frío", "es").tags


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        # Too hot to cook, or to turn the stove on: something fresh, with no cooking.
        ("way too hot to turn the stove on today", "en", "refreshing"),
        ("way too hot to turn the stove on today", "en", "no-cook"),
        ("it's too hot outside", "en", "summer"),
        ("hace demasiado calor", "es", "refrescante"),
        ("algo sin prender la estufa", "es", "sin coccion"),
        ("algo sin encender la lumbre", "es", "sin coccion"),
        # Feeling heavy after eating too much: something light.
        ("feeling very heavy after the holidays", "en", "light"),
        ("I ate too much yesterday", "en", "light"),
        ("me siento muy pesada", "es", "ligero"),
        ("comí demasiado en la fiesta", "es", "ligero"),
        # "que sí llene": filling, said with emphasis.
        ("que sí llene", "es", "sustancioso"),
    ],
)
def test_an_everyday_phrase_reads_its_mood(text: str, language: str, tag: str) -> None:
    assert tag in read_moods(text, language).tags  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "tags"),
    [
        # A chilli's heat, and flavour, are no weather nor fullness.
        ("not too hot for the kids", "en", frozenset({"refreshing", "summer"})),
        ("a curry that's too hot", "en", frozenset({"refreshing", "summer"})),
        ("so full of flavour", "en", frozenset({"light"})),
        ("a heavy cream sauce", "en", frozenset({"light"})),
        # Planning the week's dinners is not cooking ahead; "toppers" are toppings.
        ("cenas para la semana", "es", frozenset({"se conserva bien"})),
        ("pizza toppers", "en", frozenset({"make-ahead"})),
    ],
)
def test_the_same_words_said_otherwise_read_no_mood(
    text: str, language: str, tags: frozenset[str]
) -> None:
    assert not tags & set(read_moods(text, language).tags)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        # Eating more vegetables asks for the vegetable-rich, healthy dishes.
        ("I need to eat more vegetables", "en", "vegetables"),
        ("a veggie-packed dinner", "en", "healthy"),
        ("quiero comer más verduras", "es", "verduras"),
        ("algo cargado de verduras", "es", "saludable"),
    ],
)
def test_eating_more_vegetables_is_read_as_their_tags(text: str, language: str, tag: str) -> None:
    assert tag in read_moods(text, language).tags  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # A dish that names a vegetable, or vegetables as an ingredient, say no wish.
        ("vegetable samosas", "en"),
        ("soup with more vegetables than noodles", "en"),
        ("sopa de verduras", "es"),
    ],
)
def test_a_vegetable_dish_is_no_wish_to_eat_more_of_them(text: str, language: str) -> None:
    assert read_moods(text, language).tags == ()  # type: ignore[arg-type]
