"""Spanish words that agree with a food swapped into a step: "el agar hidratado, déjalo".

A swap renames the food (`scrub.replace_mentions`) and the articles pass makes its article
agree (`articles.with_articles`); the words after it still agreed with the old food: "Agrega
la grenetina hidratada … déjala hidratar" became "el agar hidratada … déjala". The participle
or adjective right after the new name, and a pronoun fixed to a verb later in the sentence in
the old food's gender and number, are said in the new one's.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.articles import article_for
from shared.ai.offline.scrub import split_sentences

__all__ = ["agreeing"]

# article -> (adjective ending, pronoun)
_FORMS: Final = {"el": ("o", "lo"), "la": ("a", "la"), "los": ("os", "los"), "las": ("as", "las")}
# Stems of the words after a food that agree with it: participles ("hidratada", "picados",
# "cocida", "derretida") and a few adjectives of temperature.
_AGREEING: Final = r"(?:\w+(?:ad|id)|frí|fri|tibi|calient)"
# A verb with its pronoun fixed on, stressed as an imperative is: "déjala", "cúbrelos".
_CLITIC_VERB: Final = re.compile(r"\b(\w*[áéíóú]\w*?)(la|lo|las|los)\b")


def _adjective(word: str, ending: str) -> str:
    """ "hidratada" with the ending of "o": "hidratado"; "caliente" (no gender) as it is."""
    if word.endswith("ente") or word.endswith("entes"):
        return word if ending in ("o", "a") else word.rstrip("s") + "s"
    stem = re.sub(r"(?:os|as|o|a)$", "", word)
    return stem + ending


# Feminine nouns said with "el" before their stressed "a": "el agua fría".
_STRESSED_A: Final = frozenset({"agua", "aguas"})


def _form(name: str) -> str:
    """The article a name's words agree in ("la" for "agua mineral", said "el agua")."""
    article = article_for(name)
    first = name.split(maxsplit=1)[0].casefold() if name.split() else ""
    return ("las" if first.endswith("s") else "la") if first in _STRESSED_A else article


def _clitic(match: re.Match[str], was: str, now: str) -> str:
    """ "déjala" said of the new food: its gender, the number the step counted ("aplánalas",
    the two breasts halved, is "aplánalos" of the tofu's pieces)."""
    said = match.group(2)
    if said.rstrip("s") != was.rstrip("s"):
        return match.group(0)
    return match.group(1) + now.rstrip("s") + ("s" if said.endswith("s") else "")


# Things counted after the food ("en 8 brochetas"): a pronoun after them in their gender names
# them, not the food ("remójalas", the skewers, became "remójalos" once tofu took the chicken
# breast's place). A measure ("3 cda de agua", "2 tazas de caldo") counts what it measures, and
# a noun with its article ("en la sartén") is left to the food: "dórala" there is the breast.
_COUNTED: Final = re.compile(r"\b\d+\s+(\w+)\b(?!\s+de\b)")
_GENDER_OF_ENDING: Final = {"o": "lo", "a": "la"}


def _up_to_other_noun(text: str, pronoun: str) -> int:
    """Where the first counted noun in the pronoun's gender, in either number, starts (the
    text's end if none)."""
    for match in _COUNTED.finditer(text):
        ending = match.group(1).casefold().rstrip("s")[-1:]
        if _GENDER_OF_ENDING.get(ending) == pronoun.rstrip("s"):
            return match.start()
    return len(text)


def agreeing(text: str, *, old: str, new: str) -> str:
    """A Spanish step in which `new` took the place of `old`, its words agreeing with `new`.

    Args:
        text: The step, the swap already made.
        old: The old food's name ("grenetina").
        new: The new food's name ("agar").

    Returns:
        The step, unchanged when both names take the same article.
    """
    was, now = _form(old), _form(new)
    if was == now or not new.strip():
        return text
    ending, pronoun = _FORMS[now]
    old_pronoun = _FORMS[was][1]
    after_name = re.compile(
        r"(?<!\w)(" + re.escape(new) + r")(\s+)(" + _AGREEING + r"(?:os|as|o|a|e|es))\b",
        re.IGNORECASE,
    )

    def renamed(rest: str) -> tuple[str, bool]:
        """The pronouns of `rest` said of the new food, up to another noun they may name;
        and whether the food is still what a pronoun after `rest` names."""
        cut = _up_to_other_noun(rest, old_pronoun)
        said = _CLITIC_VERB.sub(lambda m: _clitic(m, old_pronoun, pronoun), rest[:cut])
        return said + rest[cut:], cut == len(rest)

    sentences = []
    named = False
    for sentence in split_sentences(text):
        if new.casefold() not in sentence.casefold():
            # A pronoun in the sentences after the food's is still the food ("Sazona …,
            # enharínalas").
            kept, named = renamed(sentence) if named else (sentence, False)
            sentences.append(kept)
            continue
        said = after_name.sub(
            lambda m: f"{m.group(1)}{m.group(2)}{_adjective(m.group(3), ending)}", sentence
        )
        at = said.casefold().index(new.casefold()) + len(new)
        rest, named = renamed(said[at:])
        sentences.append(said[:at] + rest)
    return " ".join(sentences)
