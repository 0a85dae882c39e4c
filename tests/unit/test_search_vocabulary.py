"""`KnownWords`: a process's answers to "which words does the catalogue know", per version."""

from __future__ import annotations

import uuid

from shared.search.vocabulary import KnownWords, KnownWordsHint, SoundsHint


def test_nothing_is_sent_before_anything_was_learnt() -> None:
    # Given a new cache
    vocabulary = KnownWords()

    # Then it has no answer to send
    assert vocabulary.hint("en", ["chicken"]) == KnownWordsHint()


def test_what_a_statement_found_is_sent_for_the_same_words_in_their_order() -> None:
    # Given a statement that looked up three words in English and Spanish
    vocabulary = KnownWords()
    vocabulary.learn(
        version=7,
        language="en",
        words=["tacos", "grandma", "chicken"],
        known=["tacos", "chicken"],
        other_known=["tacos"],
    )

    # When a later query uses two of them, in another order
    hint = vocabulary.hint("en", ["chicken", "tacos"])

    # Then both languages' answers are sent with the version they hold for
    assert hint == KnownWordsHint(version=7, known=("chicken", "tacos"), other_known=("tacos",))


def test_an_answer_learnt_for_one_language_serves_the_other_languages_query() -> None:
    # Given an English query's words, looked up in English and in Spanish
    vocabulary = KnownWords()
    vocabulary.learn(
        version=3, language="en", words=["pollo", "soup"], known=["soup"], other_known=["pollo"]
    )

    # When a Spanish query uses the same words
    hint = vocabulary.hint("es", ["pollo", "soup"])

    # Then its own language is the Spanish answer and the other the English one
    assert hint == KnownWordsHint(version=3, known=("pollo",), other_known=("soup",))


def test_a_word_never_looked_up_sends_nothing() -> None:
    # Given one word known
    vocabulary = KnownWords()
    vocabulary.learn(version=1, language="en", words=["rice"], known=["rice"], other_known=[])

    # When a query adds a word never looked up
    hint = vocabulary.hint("en", ["rice", "beans"])

    # Then the statement must look every word up itself
    assert hint == KnownWordsHint()


def test_a_new_version_forgets_what_was_learnt_before_it() -> None:
    # Given "rice" learnt at version 1, then "beans" at version 2
    vocabulary = KnownWords()
    vocabulary.learn(version=1, language="en", words=["rice"], known=["rice"], other_known=[])
    vocabulary.learn(version=2, language="en", words=["beans"], known=["beans"], other_known=[])

    # Then only version 2's answers are sent
    assert vocabulary.hint("en", ["rice"]) == KnownWordsHint()
    assert vocabulary.hint("en", ["beans"]) == KnownWordsHint(version=2, known=("beans",))


def test_past_its_bound_it_starts_over() -> None:
    # Given a cache of four answers holding two words (each answered in both languages)
    vocabulary = KnownWords(max_words=4)
    vocabulary.learn(version=1, language="en", words=["a1", "b1"], known=[], other_known=[])

    # When a third word is learnt
    vocabulary.learn(version=1, language="en", words=["c1"], known=["c1"], other_known=[])

    # Then the older answers are gone and the new one kept
    assert vocabulary.hint("en", ["a1"]) == KnownWordsHint()
    assert vocabulary.hint("en", ["c1"]) == KnownWordsHint(version=1, known=("c1",))


def test_one_languages_answer_is_sent_for_a_dish_names_words() -> None:
    # Given a query's words looked up in both languages
    vocabulary = KnownWords()
    vocabulary.learn(
        version=4,
        language="es",
        words=["sopa", "pollo", "de"],
        known=["sopa", "pollo"],
        other_known=["de"],
    )

    # When the dish check asks for some of them in Spanish, and for one never looked up
    # Then only Spanish's answer is sent, and nothing for the unseen word
    assert vocabulary.known_in("es", ["pollo", "de"]) == KnownWordsHint(version=4, known=("pollo",))
    assert vocabulary.known_in("es", ["pollo", "caldo"]) == KnownWordsHint()


_CHICKEN_SOUP, _CHICKEN_RICE, _PAELLA = (uuid.UUID(int=n) for n in (1, 2, 3))


def test_no_sounds_like_matches_are_sent_before_any_were_learnt() -> None:
    # Given a cache that learnt which words are known but no sounds-like matches
    vocabulary = KnownWords()
    vocabulary.learn(version=2, language="en", words=["chiken"], known=[], other_known=[])

    # Then it sends no matches for the word
    assert vocabulary.sounds_hint("en", ["chiken"]) == SoundsHint()


def test_the_names_a_word_sounds_like_are_sent_with_their_version() -> None:
    # Given a statement that looked up two misspelt words, one sounding like two names
    vocabulary = KnownWords()
    vocabulary.learn_sounds(
        version=5,
        language="en",
        words=["chiken", "zanzibar"],
        recipe_ids=[_CHICKEN_SOUP, _CHICKEN_RICE],
        match_words=["chiken", "chiken"],
    )

    # When a later query has both words and one never looked up
    hint = vocabulary.sounds_hint("en", ["zanzibar", "chiken", "paeya"])

    # Then the two looked up are sent (one matching no name), each match with its word, and
    # the third is left to the statement
    assert hint == SoundsHint(
        version=5,
        words=("zanzibar", "chiken"),
        recipe_ids=(_CHICKEN_SOUP, _CHICKEN_RICE),
        match_words=("chiken", "chiken"),
    )


def test_sounds_like_matches_are_kept_per_language() -> None:
    # Given a word looked up by sound for a Spanish query
    vocabulary = KnownWords()
    vocabulary.learn_sounds(
        version=1, language="es", words=["paeya"], recipe_ids=[_PAELLA], match_words=["paeya"]
    )

    # Then an English query's same word is looked up again (stop words differ)
    assert vocabulary.sounds_hint("en", ["paeya"]) == SoundsHint()
    assert vocabulary.sounds_hint("es", ["paeya"]).recipe_ids == (_PAELLA,)


def test_a_new_version_forgets_the_sounds_like_matches_of_the_old_one() -> None:
    # Given matches learnt as of version 1
    vocabulary = KnownWords()
    vocabulary.learn_sounds(
        version=1, language="es", words=["paeya"], recipe_ids=[_PAELLA], match_words=["paeya"]
    )

    # When a statement reads version 2 (a write to the catalogue)
    vocabulary.learn(version=2, language="es", words=["arroz"], known=["arroz"], other_known=[])

    # Then the old matches are no longer sent
    assert vocabulary.sounds_hint("es", ["paeya"]) == SoundsHint()


def test_past_its_bound_the_sounds_like_matches_start_over() -> None:
    # Given a cache keeping at most two matches, holding two
    vocabulary = KnownWords(max_sound_matches=2)
    vocabulary.learn_sounds(
        version=1,
        language="en",
        words=["chiken"],
        recipe_ids=[_CHICKEN_SOUP, _CHICKEN_RICE],
        match_words=["chiken", "chiken"],
    )

    # When a third is learnt
    vocabulary.learn_sounds(
        version=1, language="en", words=["paeya"], recipe_ids=[_PAELLA], match_words=["paeya"]
    )

    # Then the older matches are gone and the new one kept
    assert vocabulary.sounds_hint("en", ["chiken"]) == SoundsHint()
    assert vocabulary.sounds_hint("en", ["paeya"]).recipe_ids == (_PAELLA,)
