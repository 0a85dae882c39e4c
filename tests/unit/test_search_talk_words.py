"""Talk around a dish (verbs, people, places, allergies) is no dish name (`talk_words`)."""

from __future__ import annotations

import pytest

from shared.search.talk_words import is_talk_word, talk_words


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # Spanish verbs by their endings: preterite, imperfect, gerund.
        ("compré plátanos machos verdes", "compre"),
        ("me sobró arroz de ayer", "sobro"),
        ("los plátanos ya estaban negros", "estaban"),
        ("tengo frijoles hirviendo", "hirviendo"),
        # An English participle that goes on with the sentence.
        ("i have 3 bananas going brown on the counter", "going"),
        ("leftover rice sitting in the fridge", "sitting"),
        # What a possessive or a pronoun is about.
        ("low carb dinner my husband will actually like", "husband"),
        ("algo que le guste a mi suegra", "suegra"),
        # People, places, allergies.
        ("he's a meat guy", "guy"),
        ("i have 3 bananas going brown on the counter", "counter"),
        ("algo tailandés para cenar, soy alérgica al cacahuate", "alergica"),
        # The preterite's plural and the "-er" imperfect, with or without accents.
        ("me regalaron unos mangos", "regalaron"),
        ("nos trajeron elotes del rancho", "trajeron"),
        ("los vecinos nos dieron calabacitas", "dieron"),
        ("ya se echaron a perder los jitomates", "echaron"),
        ("mis hijos querían algo con pollo", "querian"),
        # Rain coming down, and an adverb of degree.
        ("it's pouring down, something warm please", "pouring"),
        ("i am seriously craving noodles", "seriously"),
        ("really need a good curry", "really"),
        # Where the cook will eat it, and what it is carried in.
        ("something to eat on the sofa tonight", "sofa"),
        ("algo rico para cenar en la cama", "cama"),
        ("a snack to pack in the backpack", "backpack"),
        ("algo para la lonchera de los niños", "lonchera"),
        # How much of a food there is.
        ("tengo un montón de calabacitas", "monton"),
        ("we have heaps of apples", "heaps"),
        ("una docena de huevos que usar", "docena"),
        ("algo con harta verdura", "harta"),
    ],
)
def test_talk_around_the_dish_is_found(text: str, word: str) -> None:
    assert word in talk_words(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("beef stroganoff", "stroganoff"),
        ("birria de res", "birria"),
        ("gorditas de chicharrón", "gorditas"),
        ("gorditas de chicharrón", "chicharron"),
        ("menudo rojo", "menudo"),
        ("eggs benedict", "benedict"),
        # A dish's "-ing" word ends its name; French dishes keep their -é.
        ("sticky toffee pudding", "pudding"),
        ("pork dumplings with chili oil", "dumplings"),
        ("un soufflé de queso", "souffle"),
        ("consomé de barbacoa", "consome"),
        ("puré de camote", "pure"),
        # A guava is no imperfect verb, a potato no dad.
        ("agua de guayaba", "guayaba"),
        ("papas a la francesa", "papas"),
        # Someone's dish after their name is still the dish.
        ("my grandma's birria", "birria"),
        # A shrimp typed without its accent is no verb; a dish's container is its name.
        ("tacos de camaron", "camaron"),
        ("empanadas de camaron y queso", "camaron"),
        ("bento box with teriyaki", "box"),
        ("a tray bake for the office", "tray"),
        ("peanut butter and jelly", "jelly"),
        ("crispy pork belly", "belly"),
        ("philly cheesesteak", "philly"),
        ("curly fries", "curly"),
        ("tacos de canasta", "canasta"),
        ("sándwich de pan de caja", "caja"),
    ],
)
def test_a_dish_name_is_no_talk(text: str, word: str) -> None:
    assert word not in talk_words(text)


def test_the_word_is_read_as_typed_and_where_it_stands() -> None:
    # The stressed ending is what makes "compré" a verb.
    assert is_talk_word("Compré")
    assert not is_talk_word("compre")
    # "going" is a participle before "brown", not at the end of a name.
    assert is_talk_word("going", after="brown")
    assert not is_talk_word("going")
    # What follows a possessive is someone's, whatever the word.
    assert is_talk_word("cuñada", before=["para", "mi"])
    assert not is_talk_word("cuñada", before=["para", "la"])
