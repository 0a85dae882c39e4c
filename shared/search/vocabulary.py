"""`KnownWords`: which query words the catalogue knows, kept per process for one version.

Every search asks which of its words some published recipe contains, in the query's language
and in the other (`public.recipe_known_words`, one GIN probe per word and language: ~9 ms at
10,000 recipes). The answer changes only when the catalogue does, and cooks use the same
few thousand words, so the catalogue statement (`shared.search.lexical_sql`) returns what it
looked up with the catalogue's version (`public.catalogue_version`, migration 0038, bumped in
the same transaction as any write to a catalogue table), and the next search that uses only
words seen before sends the answer with that version instead. The statement uses it only when
the version it reads, in the snapshot it reads the recipes in, is the same; otherwise it looks
the words up as before. So a stale answer is never used, whatever the process missed, and no
search waits for an extra round trip to check.

The names a word no recipe contains sounds like (`public.match_recipe_sound_ids`, a typo:
"chiken", "paeya") are kept the same way, per (language, word) and version: at 10,000 recipes
the phonetic lookup of a misspelt common word rechecks ~1,500 names (~140 ms for "chiken"),
and its matches depend only on the word and the catalogue. The statement uses the ids sent
only while the version is still the catalogue's, and looks up the words it was not sent.

One instance per database: a version says nothing about another database's catalogue. A
process serves one request at a time and nothing here awaits, so no lock is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

if TYPE_CHECKING:
    import uuid
    from collections.abc import Sequence

__all__ = ["KnownWords", "KnownWordsHint", "SoundsHint"]

Language = Literal["en", "es"]
# Words remembered per version before starting over: far more than cooks' vocabulary, a
# bound against a flood of made-up words.
_MAX_WORDS: Final = 20_000
# Sounds-like matches (recipe, word) remembered per version before starting over: a misspelt
# common word sounds like ~1,500 names at 10,000 recipes; a bound on the process's memory.
_MAX_SOUND_MATCHES: Final = 100_000


@dataclass(frozen=True, kw_only=True)
class KnownWordsHint:
    """What a search can send: the known words of both languages, valid for `version` only.

    `version` is None when some word was never looked up (or nothing is known yet): the
    statement then looks every word up itself.
    """

    version: int | None = None
    known: tuple[str, ...] = ()
    other_known: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class SoundsHint:
    """The names some query words sound like, valid for `version` only.

    `words` are the words whose matches are sent (none may be among them): the statement looks
    up only the others. `recipe_ids[i]` sounds like `match_words[i]`.
    """

    version: int | None = None
    words: tuple[str, ...] = ()
    recipe_ids: tuple[uuid.UUID, ...] = ()
    match_words: tuple[str, ...] = ()


class KnownWords:
    """Per (language, word): whether some published recipe contains it, for one version."""

    def __init__(
        self, *, max_words: int = _MAX_WORDS, max_sound_matches: int = _MAX_SOUND_MATCHES
    ) -> None:
        """Create an empty cache.

        Args:
            max_words: How many (language, word) answers to keep before starting over.
            max_sound_matches: How many sounds-like matches to keep before starting over.
        """
        self._max_words = max_words
        self._max_sound_matches = max_sound_matches
        self._version: int | None = None
        self._known: dict[tuple[Language, str], bool] = {}
        self._sounds: dict[tuple[Language, str], tuple[uuid.UUID, ...]] = {}
        self._sound_matches = 0

    def hint(self, language: Language, words: Sequence[str]) -> KnownWordsHint:
        """The known words among `words` (in their order), if every one was looked up.

        Args:
            language: The query's language; the other one is answered too.
            words: The query's distinct words.

        Returns:
            The answer with the version it holds for, or an empty hint.
        """
        if self._version is None or not words:
            return KnownWordsHint()
        other = _other(language)
        known: list[str] = []
        other_known: list[str] = []
        for word in words:
            mine, theirs = self._known.get((language, word)), self._known.get((other, word))
            if mine is None or theirs is None:
                return KnownWordsHint()
            if mine:
                known.append(word)
            if theirs:
                other_known.append(word)
        return KnownWordsHint(
            version=self._version, known=tuple(known), other_known=tuple(other_known)
        )

    def known_in(self, language: Language, words: Sequence[str]) -> KnownWordsHint:
        """`hint` for one language: the known words among `words`, if each was looked up in
        `language` (the other language's answer is left empty).

        Args:
            language: The language the words are matched in.
            words: The words.

        Returns:
            The answer with the version it holds for, or an empty hint.
        """
        if self._version is None or not words:
            return KnownWordsHint()
        answers = [self._known.get((language, word)) for word in words]
        if any(answer is None for answer in answers):
            return KnownWordsHint()
        known = tuple(word for word, answer in zip(words, answers, strict=True) if answer)
        return KnownWordsHint(version=self._version, known=known)

    def learn(
        self,
        *,
        version: int,
        language: Language,
        words: Sequence[str],
        known: Sequence[str],
        other_known: Sequence[str],
    ) -> None:
        """Remember what one statement found: `known` of `words` in `language`, `other_known`
        in the other, as of `version`. A new version forgets everything learnt before it.

        Args:
            version: The catalogue version the statement read.
            language: The query's language.
            words: Every word the statement looked up.
            known: Those some recipe of `language` contains.
            other_known: Those some recipe of the other language contains.
        """
        if version != self._version:
            self._start(version)
        elif len(self._known) + 2 * len(words) > self._max_words:
            self._known = {}
        mine, theirs = set(known), set(other_known)
        other = _other(language)
        for word in words:
            self._known[language, word] = word in mine
            self._known[other, word] = word in theirs

    def sounds_hint(self, language: Language, words: Sequence[str]) -> SoundsHint:
        """The names the looked-up ones among `words` sound like, with their version.

        Args:
            language: The query's language (the lookup skips its stop words).
            words: The words the statement would look up by sound.

        Returns:
            The matches of every word looked up before (maybe none), or an empty hint.
        """
        if self._version is None:
            return SoundsHint()
        sent: list[str] = []
        recipe_ids: list[uuid.UUID] = []
        match_words: list[str] = []
        for word in words:
            matches = self._sounds.get((language, word))
            if matches is None:
                continue
            sent.append(word)
            recipe_ids.extend(matches)
            match_words.extend([word] * len(matches))
        if not sent:
            return SoundsHint()
        return SoundsHint(
            version=self._version,
            words=tuple(sent),
            recipe_ids=tuple(recipe_ids),
            match_words=tuple(match_words),
        )

    def learn_sounds(
        self,
        *,
        version: int,
        language: Language,
        words: Sequence[str],
        recipe_ids: Sequence[uuid.UUID],
        match_words: Sequence[str],
    ) -> None:
        """Remember the names each of `words` sounds like (`recipe_ids[i]` sounds like
        `match_words[i]`; a word without any matched none), as of `version`.

        Args:
            version: The catalogue version the statement read.
            language: The query's language.
            words: Every word the statement looked up by sound.
            recipe_ids: The recipes whose name sounds like one of them.
            match_words: The word each of `recipe_ids` sounds like.
        """
        if not words:
            return
        if version != self._version:
            self._start(version)
        if self._sound_matches + len(recipe_ids) > self._max_sound_matches:
            self._sounds = {}
            self._sound_matches = 0
        found: dict[str, list[uuid.UUID]] = {word: [] for word in words}
        for recipe_id, word in zip(recipe_ids, match_words, strict=True):
            found.setdefault(word, []).append(recipe_id)
        for word in words:
            self._sounds[language, word] = tuple(found[word])
        self._sound_matches += len(recipe_ids)

    def _start(self, version: int) -> None:
        """Forget everything learnt for another version."""
        self._known = {}
        self._sounds = {}
        self._sound_matches = 0
        self._version = version


def _other(language: Language) -> Language:
    return "es" if language == "en" else "en"
