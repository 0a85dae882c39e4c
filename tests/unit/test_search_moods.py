"""`read_moods`: moods, weather and company are read as the catalogue's tags, EN and ES."""

from __future__ import annotations

import pytest

from shared.search.moods import only_mood, read_moods


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        # Weather and warmth, with Mexican diminutives and accents in any form.
        ("it's freezing outside", "en", "soup"),
        ("something warm and cozy", "en", "comfort food"),
        ("tengo antojo de algo calientito", "es", "sopa"),
        ("algo CALIENTITA", "es", "sopa"),
        ("hace un friíto horrible", "es", "guiso"),
        ("hace mucho frío", "es", "invierno"),
        ("está lloviendo", "es", "dia lluvioso"),
        ("algo fresco, hace un calorón", "es", "refrescante"),
        ("something for a hot day", "en", "refreshing"),
        # Light and filling.
        ("just something light tonight", "en", "light"),
        ("algo ligerito, nada pesado", "es", "ligero"),
        ("unas ligeritas", "es", "ligero"),
        ("a hearty meal after a long hike", "en", "hearty"),
        ("algo que llene, traigo mucha hambre", "es", "sustancioso"),
        # Company and occasions.
        ("dinner the kids will eat", "en", "kid-friendly"),
        ("something fancy for the in-laws", "en", "elegant"),
        ("a fancy dinner for my boss", "en", "elegant"),
        ("algo para los niños", "es", "para ninos"),
        ("algo que les guste a los chamacos", "es", "para ninos"),
        ("impress my date", "en", "date night"),
        ("una cena romántica", "es", "elegante"),
        ("cheap meals", "en", "budget-friendly"),
        ("comida barata para fin de quincena", "es", "economico"),
        ("algo baratito", "es", "economico"),
        ("a dish for a picnic", "en", "picnic"),
        ("para llevar de día de campo", "es", "dia de campo"),
        ("botanas para ver el futbol", "es", "dia de partido"),
        # Flavour, and being unwell.
        ("bold, fiery flavours", "en", "spicy"),
        ("se me antoja algo bien picoso", "es", "picante"),
        ("algo picosito", "es", "picante"),
        ("algo para la cruda", "es", "desayuno"),
        ("I'm sick with a cold", "en", "soup"),
        ("estoy enferma", "es", "sopa"),
    ],
)
def test_a_mood_is_read_as_its_tags(text: str, language: str, tag: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert tag in reading.tags
    # The tag words replace the phrase in what is matched and embedded.
    assert tag in reading.text


def test_the_mood_words_are_replaced_not_kept() -> None:
    reading = read_moods("comida barata para fin de quincena", "es")
    assert "quincena" not in reading.text
    assert "barata" not in reading.text
    assert reading.text.startswith("comida economico de despensa")


def test_a_mood_said_twice_gives_its_tags_once() -> None:
    reading = read_moods("algo ligerito para cenar, nada pesado", "es")
    assert reading.text.count("ligero") == 1
    assert reading.tags == ("ligero", "saludable")


def test_tags_put_in_for_one_mood_are_not_read_as_another() -> None:
    # "la cruda" is said as "picante desayuno"; that "picante" is not a second mood.
    reading = read_moods("algo para la cruda", "es")
    assert reading.tags == ("picante", "desayuno")


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("chicken soup", "en"),
        ("a cold drink", "en"),  # cold alone is a drink's temperature, not the weather
        ("sopa fría", "es"),
        ("ceviche de pescado crudo", "es"),  # raw fish, not a hangover
        ("pozole rojo", "es"),
        ("sweet and sour pork", "en"),
    ],
)
def test_a_query_without_a_mood_is_unchanged(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert reading.tags == ()
    assert reading.text == text


def test_tags_are_given_in_the_query_language() -> None:
    assert read_moods("algo picoso", "en").tags == ("spicy",)
    assert read_moods("something spicy", "es").tags == ("picante",)


def test_a_mood_counts_as_one_word_of_the_query() -> None:
    # "beef wellington for a date night": beef, wellington and the mood, whatever its tags.
    reading = read_moods("beef wellington for a date night", "en")
    tag_words = {"elegant", "special", "occasion", "date", "night"}
    assert reading.own_terms(2 + len(tag_words)) == 3
    # Spanish grammar words in a tag ("dia de campo para el lonche") were never counted.
    picnic = read_moods("algo para un dia de campo", "es")
    assert picnic.own_terms(3 + 3) == 4  # dia, campo, lonche are one mood
    assert read_moods("chicken soup", "en").own_terms(2) == 2


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        # Heat said as the weather, a temperature outside or "el calor" in everyday Spanish.
        ("it's like 100 degrees out, want something light", "en", "refreshing"),
        ("so hot outside today", "en", "summer"),
        ("something to beat the heat", "en", "refreshing"),
        ("algo de tomar para el calor", "es", "refrescante"),
        ("con este calorcito se antoja algo", "es", "verano"),
        ("hace 38 grados", "es", "refrescante"),
        # Refusing to turn anything on is not cooking.
        ("too hot, I refuse to turn anything on", "en", "no-cook"),
        # Hungover, in Mexican Spanish too.
        ("so hungover, need something greasy", "en", "spicy"),
        ("estoy bien crudo, qué hago", "es", "picante"),
        # Cooking for many, in words.
        # Too tired to cook or to wash up.
        ("too tired to cook, minimal cleanup", "en", "one-pot"),
        ("tengo flojera de cocinar, algo que no ensucie mucho", "es", "en una olla"),
        ("sin ganas de cocinar", "es", "a la charola"),
        # Everyday home cooking.
        ("everyday home-style dinners", "en", "weeknight"),
        ("comida corrida casera, algo de diario", "es", "comida casera"),
        ("recetas de todos los días", "es", "entre semana"),
        # Lent: fish and seafood.
        ("ideas de comida para cuaresma", "es", "pescado"),
        ("what to cook for Lent", "en", "fish"),
        ("algo para semana santa", "es", "mariscos"),
        # Christmas gatherings.
        ("cena de Nochebuena", "es", "Navidad"),
        ("algo para la posada", "es", "Navidad"),
        ("christmas eve dinner", "en", "Christmas"),
        # Something to go with an afternoon tea or coffee.
        ("algo para acompañar un té por la tarde", "es", "hora del te"),
        ("a little something with my coffee", "en", "coffee break"),
    ],
)
def test_an_everyday_mood_is_read_as_its_tags(text: str, language: str, tag: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert tag in reading.tags
    assert tag in reading.text


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("cocinar a calor medio hasta que espese", "es"),  # the stove's heat
        ("dejar a calor bajo 10 minutos", "es"),
        ("aprovechar el calor del horno", "es"),
        ("bake at 350 degrees", "en"),  # the oven, not the weather
        ("hornear a 180 grados", "es"),
        ("heat the oil in a pan", "en"),
        ("pescado crudo con limón", "es"),  # raw fish, not a hangover
        ("tired of chicken every night", "en"),  # bored, not too tired to cook
        ("estoy cansada de la pasta", "es"),
        ("lazy Sunday brunch", "en"),  # a slow morning, not too tired to cook
        ("pan de diario", "es"),  # the word inside a dish name
        ("my neighbour lent me a wok", "en"),  # the past of "lend"
        ("dinner for 2 people", "en"),  # a couple is not a crowd
        ("cena para cuatro personas", "es"),
        ("a cold drink", "en"),
        ("¿te gusta el pollo?", "es"),  # "te" the pronoun, not tea
        ("tiramisú con café", "es"),  # coffee as an ingredient
        ("I fancy some pad thai tonight", "en"),  # the verb of wanting, not dressing up
        ("fancy a curry?", "en"),
        ("do you fancy having tacos", "en"),
        ("I really fancy gnocchi", "en"),
    ],
)
def test_words_that_mean_something_else_are_not_a_mood(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert reading.tags == ()
    assert not reading.crowd
    assert reading.contrary == ()


def test_heat_names_the_warming_dishes_as_contrary_and_summer_ones_as_safe() -> None:
    hot = read_moods("it's 100 degrees outside", "en")
    assert "soup" in hot.contrary
    assert "comfort food" in hot.contrary
    # Gazpacho is a soup, and a cold summer one.
    assert "summer" in hot.safe
    calor = read_moods("algo para el calor", "es")
    assert "sopa" in calor.contrary
    assert "verano" in calor.safe


def test_cold_weather_names_the_summer_dishes_as_contrary() -> None:
    cold = read_moods("hace mucho frío", "es")
    assert "ensalada" in cold.contrary
    assert "sopa" not in cold.contrary
    assert "reconfortante" in cold.safe


def test_a_mood_without_a_contrary_names_none() -> None:
    reading = read_moods("something light", "en")
    assert reading.contrary == ()
    assert reading.safe == ()


@pytest.mark.parametrize(
    ("text", "language", "left"),
    [
        ("qué hago para la posada? vienen como 20 personas", "es", "que hago para la Navidad?"),
        ("comida para quince invitados", "es", "comida"),
        ("dinner for 12 people", "en", "dinner"),
        ("chilaquiles para 10 personas", "es", "chilaquiles"),
        ("for a dozen guests", "en", ""),
        ("chilli con carne for a crowd", "en", "chilli con carne for a"),
        ("algo para mucha gente", "es", "algo para"),
    ],
)
def test_a_head_count_of_eight_or_more_is_a_crowd_and_adds_no_words(
    text: str, language: str, left: str
) -> None:
    # The count asks for big batches; tag words would outweigh a dish said with it.
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert reading.crowd
    assert reading.text == left


def test_only_a_crowd_reads_as_cooking_for_many() -> None:
    assert read_moods("feeding a crowd", "en").crowd
    assert not read_moods("something for the kids", "en").crowd
    assert not read_moods("cena para 4 personas", "es").crowd


@pytest.mark.parametrize("text", ["antojitos callejeros", "comida callejera", "street food"])
def test_a_query_that_is_all_a_mood_is_read_as_one(text: str) -> None:
    language = "en" if text == "street food" else "es"
    assert only_mood(read_moods(text, language), text)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("cozy soup for a freezing night", "en"),
        ("beef wellington for a date night", "en"),
        ("sopa de lentejas", "es"),
    ],
)
def test_words_beside_a_mood_or_no_mood_are_judged_as_asked(text: str, language: str) -> None:
    assert not only_mood(read_moods(text, language), text)  # type: ignore[arg-type]
