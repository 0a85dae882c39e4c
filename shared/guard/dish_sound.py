"""Whether a message the topic rules refuse names a catalogue dish by a word no rule knows.

The rules read food by known words (`shared.ai.offline.food_words`), so a dish spelt the way
it sounds is no food to them: "ratatooey like in the movie" names the film, "movie" is a
trivia subject, and the cook got the cooking redirect though the search reads "ratatooey" as
the Ratatouille. Here a refused message's words are read as the search reads a word no recipe
contains (`public.match_recipe_sound_ids`, then the phonetic likeness of `shared.search.
dish_fields`, or a misspelling by spelling as in `shared.search.name_words`): a word that reads
as a word of a published recipe's name is food, and the message is a cooking request.

A name's cuisine words do not count: "France" sounds like "francesa" of "Crepas Francesas",
yet "capital of France" asks for no crêpe. One read-only statement, and only for a message the
rules would refuse: a cooking message never pays it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.extract import extract_cuisine
from shared.ai.offline.normalize import fold
from shared.search.dish_fields import SOUND_MIN_SIMILARITY
from shared.search.name_words import misspelling_closeness
from shared.search.subject import is_everyday

if TYPE_CHECKING:
    from shared.db import Database
    from shared.schemas import Language

__all__ = ["names_a_catalogue_dish"]

_TOKEN: Final = re.compile(r"[^\W_]+")
# As the phonetic lookup: shorter words are grammar more often than a dish.
_MIN_LETTERS: Final = 4
# A refused message is a sentence, not an essay: its first words are enough to find a dish.
_MAX_WORDS: Final = 12
# The names compared per word, as the search compares them (`shared.search.dish_fields`).
_NAMES_PER_WORD: Final = 20

# Per word: the words of the names it is in or sounds like, and how alike they sound.
_SQL: Final = """
select u.word, n.name_word,
       max(extensions.similarity(public.phonetic_key(u.word), public.phonetic_key(n.name_word)))
         as likeness
from unnest(%(words)s::text[]) as u (word)
cross join lateral (
  select m.recipe_id from public.match_recipe_sound_ids(%(language)s, array[u.word]) m
  limit %(names)s) s
join public.recipes r on r.id = s.recipe_id
cross join lateral regexp_split_to_table(
  public.normalize_text(r.name_en || ' ' || r.name_es), '[^[:alnum:]]+') as n (name_word)
where length(n.name_word) >= 3
group by u.word, n.name_word
"""


def _candidate_words(text: str) -> list[str]:
    """The words that may name a dish: long enough, not everyday language, once each."""
    found = dict.fromkeys(
        word
        for word in _TOKEN.findall(fold(text))
        if len(word) >= _MIN_LETTERS and not word.isdigit() and not is_everyday(word)
    )
    return list(found)[:_MAX_WORDS]


def _reads_as(word: str, name_word: str, likeness: float) -> bool:
    """Whether a word reads as this word of a dish's name (a cuisine word names no dish)."""
    if extract_cuisine(name_word) is not None:
        return False
    return likeness >= SOUND_MIN_SIMILARITY or misspelling_closeness(word, name_word) > 0


async def names_a_catalogue_dish(db: Database, text: str, *, language: Language) -> bool:
    """Whether a word of `text` reads as a word of a published recipe's name.

    Args:
        db: The database (read as `anon`: published recipes only).
        text: The cook's message.
        language: The language it is written in (which words are grammar).

    Returns:
        True when some word no recipe contains sounds or is spelt like a name's word.
    """
    words = _candidate_words(text)
    if not words:
        return False
    async with db.anon(pipelined=True) as conn:
        cursor = await conn.execute(
            _SQL, {"words": words, "language": language, "names": _NAMES_PER_WORD}
        )
        rows = await cursor.fetchall()
    return any(
        _reads_as(str(row["word"]), str(row["name_word"]), float(row["likeness"])) for row in rows
    )
