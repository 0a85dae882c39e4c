"""Editing recipe text: find, remove and replace ingredient mentions, whatever their accents.

Matching happens on folded text (so "limón" finds "limones" and "Ajo" finds "ajo"), with an
optional plural ending; edits are applied to the original text through the folded-to-original
character map, so untouched text keeps its accents and case.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared.ai.offline.normalize import FoldedText, fold
from shared.ai.offline.phrases import is_title_case

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "drop_sentences",
    "mentions",
    "merged_name",
    "remove_mentions",
    "replace_mentions",
    "split_sentences",
    "tidy",
]

_ARTICLES = r"the|a|an|some|el|la|los|las|un|una|unos|unas"
# Words that describe the food and go with it: "with the cold beer" loses "cold" too, never
# leaving "with the cold". English says them before the food, Spanish after it.
_STATES = r"cold|warm|hot|melted|softened|chilled|iced"
_ESTADOS = r"fri[oa]s?|tibi[oa]s?|helad[oa]s?|derretid[oa]s?|calientes?|blandit[oa]s?"
_QUALIFIERS = (
    r"minced|chopped|sliced|diced|grated|fresh|finely|picad[oa]s?|rebanad[oa]s?|rallad[oa]s?|"
    r"fresc[oa]s?|" + _STATES + r"|\d+(?:[.,]\d+)?"
)
_PIECES = r"(?:(?:cloves?|dientes?|pieces?|trozos?)\s+(?:of\s+|de\s+)?)?"
# `\b` first: "Agrega cebolla" must not lose the "a" of "Agrega" as if it were an article.
_PRE = r"\b(?:(?:" + _ARTICLES + "|" + _QUALIFIERS + r")\s+)*" + _PIECES
# Before a list joint ("the onion and garlic") the article stays for the next item.
_PRE_KEEP_ARTICLE = r"\b(?:(?:" + _QUALIFIERS + r")\s+)*" + _PIECES
_POST = r"(?:\s+(?:cloves?|picad[oa]s?|minced|chopped|finamente picad[oa]s?|" + _ESTADOS + "))?"
_BEFORE = r"(?:\s*,\s*|\s+(?:and|y|e|or|o)\s+)"
_AFTER = r"(?:\s*,\s*|\s+(?:and|y|e)\s+)"
# Not after an abbreviation: "trocea 5 seg/vel. 5." is one sentence, not "trocea 5 seg/vel."
# and a stray "5." that would read as a step number once its sentence is removed.
# Sentences that only finish the one before them.
# "Set aside." alone sets aside what the sentence before it cooked: it goes with that sentence.
_FOLLOW_UP = re.compile(
    r"^(?:scrape down the sides|baja los restos de las paredes|"
    r"(?:set (?:them |it )?aside|reserva(?:lo|la|los|las)?)\.?$)"
)
_RETURNED_WITH = re.compile(r"^(Return|Regresa|Devuelve)\s+(?:with|con)\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])(?<!\bvel\.)(?<!\baprox\.)(?<!\bapprox\.)\s+")


def _term_pattern(term: str) -> str:
    words = re.findall(r"[a-z0-9]+", fold(term))
    return r"\b" + r"\s+".join(re.escape(word) + r"(?:s|es)?" for word in words) + r"\b"


def _combined(terms: Sequence[str]) -> str | None:
    patterns = sorted({_term_pattern(term) for term in terms if fold(term).strip()}, key=len)
    if not patterns:
        return None
    # Longest first, so "chicken broth" is matched before "chicken".
    return "(?:" + "|".join(reversed(patterns)) + ")"


def mentions(text: str, terms: Sequence[str]) -> bool:
    """Whether a text mentions any of the terms (accents, case and plurals ignored).

    Args:
        text: any text.
        terms: ingredient names.

    Returns:
        True on the first mention.
    """
    pattern = _combined(terms)
    return pattern is not None and re.search(pattern, fold(text)) is not None


def _edit(text: str, pattern: str, replacement: str | None) -> str:
    folded = FoldedText.of(text)
    match = re.search(pattern, folded.text)
    if match is None:
        return text
    start = folded.origins[match.start()]
    end = folded.origins[match.end() - 1] + 1
    new = replacement or ""
    if replacement and text[start : start + 1].isupper():
        new = replacement[:1].upper() + replacement[1:]
    return text[:start] + new + text[end:]


def replace_mentions(
    text: str, terms: Sequence[str], replacement: str, *, others: Sequence[str] = ()
) -> str:
    """Replace every mention of the terms with another ingredient name.

    Each mention is replaced once, in one pass: a replacement that holds a term ("oat milk"
    for "milk") is never matched again. A term inside another ingredient's longer name ("milk"
    in "coconut milk") is that ingredient, not a mention of the term.

    Args:
        text: e.g. "Cut the chicken into pieces."
        terms: the old ingredient's names.
        replacement: the new ingredient's name.
        others: the names of the recipe's other ingredients.

    Returns:
        E.g. "Cut the firm tofu into pieces."
    """
    pattern = _combined(terms)
    if pattern is None:
        return text
    folded = FoldedText.of(text)
    shielding = _combined(others)
    shields = [m.span() for m in re.finditer(shielding, folded.text)] if shielding else []
    spans = [
        match.span()
        for match in re.finditer(pattern, folded.text)
        if not any(
            start <= match.start() and match.end() <= end and end - start > len(match.group())
            for start, end in shields
        )
    ]
    for start, end in reversed(spans):
        text = _replaced(text, folded, start, end, replacement)
    return text


def _replaced(text: str, folded: FoldedText, start: int, end: int, replacement: str) -> str:
    """The text with the folded span `start:end` replaced (capitalised as what it replaces)."""
    first = folded.origins[start]
    last = folded.origins[end - 1] + 1
    new = replacement
    if replacement and text[first : first + 1].isupper():
        new = replacement[:1].upper() + replacement[1:]
    return text[:first] + new + text[last:]


def remove_mentions(text: str, terms: Sequence[str], keep: Sequence[str]) -> str:
    """Remove the terms from a text, sentence by sentence.

    A sentence that mentions a term and none of the `keep` ingredients is about the removed
    ingredient alone ("Add the garlic and cook 1 minute.") and is dropped; otherwise only the
    mention goes, with its list punctuation ("onion, garlic and pepper" -> "onion and pepper").

    Args:
        text: a step instruction, name or description.
        terms: names of the ingredient to remove.
        keep: names of the ingredients that stay in the recipe.

    Returns:
        The text without the terms (possibly empty).
    """
    pattern = _combined(terms)
    if pattern is None:
        return text
    kept: list[str] = []
    dropped = False
    for whole in _SENTENCE_END.split(text.strip()):
        if dropped and _FOLLOW_UP.search(fold(whole)):
            continue  # "Scrape down the sides" of a bowl whose chopping went with the onion
        dropped = False
        said = re.search(pattern, fold(whole)) is not None
        # A name's commas list its foods ("Chicken, Sausage and Shrimp Jambalaya"): no clause
        # of a name is a step of its own to drop.
        named = is_title_case(whole, "en") or is_title_case(whole, "es")
        sentence = _without_its_clauses(whole, pattern, keep) if said and not named else whole
        if not re.search(pattern, fold(sentence)):
            kept.append(sentence)
            continue
        if not mentions(sentence, keep) or _leads_with(sentence, pattern, keep):
            dropped = True
            continue
        edited = _without_last_of_list(sentence, pattern)
        for core in (
            _BEFORE + _PRE + pattern + _POST,
            # The next item has its own article ("con el cacahuate, las hojuelas"): the removed
            # one's goes with it, or "el" was left before "hojuelas".
            _PRE + pattern + _POST + _AFTER + r"(?=(?:el|la|los|las)\s)",
            # A Spanish list has an article per item ("la cebolla y el ajo"): the next item's
            # goes with the joint, and the articles pass makes the one left agree.
            _PRE_KEEP_ARTICLE + pattern + _POST + _AFTER + r"(?:(?:el|la|los|las)\s+)?",
            # "with the cold beer": what goes with the food goes with it.
            r"\s+(?:with|con)\s+" + _PRE + pattern + _POST,
            _PRE + pattern + _POST,
        ):
            for _ in range(20):
                before, edited = edited, _edit(edited, core, None)
                if edited == before:
                    break
        # "Return the shrimp with the lemon" without the shrimp returns nothing: the rest is added.
        edited = _RETURNED_WITH.sub(lambda m: "Add " if m[1] == "Return" else "Agrega ", edited)
        kept.append(tidy(edited))
    return " ".join(part for part in kept if part.strip(" .,;"))


# Where a food is put: what follows it is the place, not another food the sentence is about.
_PLACE = re.compile(r"\s+(?:over|onto|on|into|in|to|across|sobre|en|encima)\b")
# An item of a list: up to three words, none of them a verb's lead-in ("then add the rice").
_ITEM = r"((?:(?!then\b|luego\b|until\b|hasta\b)[a-z0-9'-]+\s+){0,2}[a-z0-9'-]+)"


def _without_last_of_list(sentence: str, pattern: str) -> str:
    """A list's last item removed, the joint moved to the one before it: "Chicken, Sausage
    and Shrimp Jambalaya" without the shrimp is "Chicken and Sausage Jambalaya", not "Chicken,
    Sausage Jambalaya"; "la cebolla, el ajo y los camarones", "la cebolla y el ajo"."""
    core = r",\s*" + _ITEM + r"\s+(and|y|e)\s+" + _PRE + pattern + _POST + r"\b"
    for _ in range(20):
        folded = FoldedText.of(sentence)
        match = re.search(core, folded.text)
        if match is None:
            return sentence
        item = match.group(1)
        joint = match.group(2)
        if joint != "and":
            # "y" is "e" before an "i" sound: "cebolla e hinojo", but "cebolla y hierbas".
            joint = "e" if re.match(r"h?i(?![aeou])", item) else "y"
        start = folded.origins[match.start()]
        item_start, item_end = folded.origins[match.start(1)], folded.origins[match.end(1) - 1] + 1
        end = folded.origins[match.end() - 1] + 1
        sentence = f"{sentence[:start]} {joint} {sentence[item_start:item_end]}{sentence[end:]}"
    return sentence


def merged_name(called: str, renamed: str, terms: Sequence[str], kept: Sequence[str]) -> str:
    """A dish's name once a food joins another it holds already (shrimp swapped for chicken
    in a jambalaya with chicken): the name that said both says the one left, once.

    Args:
        called: The name before the swap.
        renamed: The name with the old food's mentions renamed as the one it joins.
        terms: The old food's names.
        kept: The names of the food it joins.

    Returns:
        "Chicken and Sausage Jambalaya", not "Chicken, Sausage and Chicken Thigh Jambalaya";
        `renamed` when the name did not say the food it joins.
    """
    if renamed == called or not mentions(called, kept):
        return renamed
    return remove_mentions(called, terms, kept) or renamed


def split_sentences(text: str) -> list[str]:
    """The sentences of a text (split after ".", "!" or "?").

    Args:
        text: any text.

    Returns:
        The sentences, in order.
    """
    return [part for part in _SENTENCE_END.split(text.strip()) if part]


def _leads_with(sentence: str, pattern: str, keep: Sequence[str]) -> bool:
    """Whether the removed ingredient is what the sentence is about ("Beat the eggs with salt").

    The object of a recipe sentence comes right after its verb; when the removed ingredient is
    there and no kept ingredient shares the opening, the sentence goes with it.
    """
    opening = " ".join(fold(sentence).split()[:4])
    if (found := re.search(pattern, opening)) is None:
        return False
    if not mentions(" ".join(sentence.split()[:6]), keep):
        return True
    # "Scatter the shrimp over the rice, cover and cook 5-7 minutes more": the rice is only
    # where the food goes, and the sentence went on as "Scatter over the rice, … until they
    # are pink" without it. A kept food said after it ("with the lemon zest") keeps it.
    return bool(_PLACE.match(opening[found.end() :])) and not mentions(
        " ".join(sentence.split()[6:]), keep
    )


_CLAUSE_END = re.compile(r"([,;]\s+)")
_LEAD_IN = re.compile(r"(?:" + _ARTICLES + r"|and|y|then|luego)\b")
# A list's joint right before the food (with its article): "sausage and (the) shrimp".
_JOINT_BEFORE = re.compile(r"\b(?:and|or|y|o|e)\s+(?:" + _ARTICLES + r"\s+)?$")


def _without_its_clauses(sentence: str, pattern: str, keep: Sequence[str]) -> str:
    """A sentence without the clauses that are about the removed food alone, when what is
    left goes on with kept foods of its own.

    "Lower the heat, add the garlic for 30 seconds, then pour in the wine" without the garlic
    read "Lower the heat, add for 30 seconds, then pour in the wine"; "Add the garlic for 1
    minute, stir in the paprika …, then pour in the wine" went whole, and the paprika and the
    wine with it. A clause goes when its verb's object is the food ("add the garlic …"); a
    sentence whose other clauses carry no food of their own ("Scatter the shrimp over the rice,
    cover and cook until they are pink") is left to go whole.
    """
    end = len(sentence.rstrip(" .!?"))
    parts = _CLAUSE_END.split(sentence[:end])
    clauses, joints = parts[0::2], parts[1::2]
    about = [
        bool(re.search(pattern, fold(clause)))
        and not mentions(clause, keep)
        and not re.match(pattern, fold(clause))
        and not _LEAD_IN.match(fold(clause))
        and not _listed(fold(clause), pattern)
        and _leads_with(clause, pattern, keep)
        for clause in clauses
    ]
    left = [index for index, gone in enumerate(about) if not gone]
    if len(left) == len(clauses) or not any(mentions(clauses[i], keep) for i in left):
        return sentence
    text = clauses[left[0]]
    for index in left[1:]:
        text += joints[index - 1] + clauses[index]
    return text[:1].upper() + text[1:] + sentence[end:]


def _listed(clause: str, pattern: str) -> bool:
    """Whether the food is an item of a list in the clause, not its verb's object: in a
    name's "Sausage and Shrimp Jambalaya" the shrimp joins the sausage, and the clause is
    no more about it than "Chicken, Sausage and Shrimp Jambalaya" was (the name went to
    "Chicken")."""
    found = re.search(pattern, clause)
    return found is not None and _JOINT_BEFORE.search(clause[: found.start()]) is not None


def drop_sentences(text: str, pattern: re.Pattern[str]) -> str:
    """Drop the sentences whose folded text matches a pattern.

    Args:
        text: any text.
        pattern: matched against each folded sentence.

    Returns:
        The remaining sentences.
    """
    parts = [s for s in _SENTENCE_END.split(text.strip()) if not pattern.search(fold(s))]
    return " ".join(parts)


def tidy(text: str) -> str:
    """Clean the punctuation an edit leaves behind ("onion , and ." -> "onion.").

    Args:
        text: an edited sentence.

    Returns:
        The cleaned sentence.
    """
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+([,.;:!?)])", r"\1", text)
    text = re.sub(r",\s*([.;:!?])", r"\1", text)
    text = re.sub(r"\(\s*\)", "", text)
    text = re.sub(r"\b(and|y|with|con)\s*([.,;])", r"\2", text)
    return text.strip(" ,;")
