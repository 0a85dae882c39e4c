"""`TermMatcher`: find known terms in text, whole words only, longest match first.

Every safety check (allergens, diets, food-safety categories) is "which catalogue terms does this
text mention?". The matcher answers it over tokens (see `shared.safety.text`), scanning left to
right and taking, at each position, the *longest* term that matches there; the words it covers
are then consumed. That is what keeps "peanut butter" from also reporting "butter" (dairy),
"coconut milk" from reporting "milk" and "crema de cacahuate" from reporting "crema": the
catalogue's longer, more specific entry wins. Among terms of that length, those written exactly
as the text beat those matching only up to a plural ("vainilla" is vanilla, not "vainillas",
ladyfingers). Several entries with the same words (one alias of two ingredients, or the same
word in English and Spanish) are all reported together.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from shared.safety.text import forms_overlap, token_forms, tokenize

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

__all__ = ["TermMatch", "TermMatcher"]

T = TypeVar("T")


@dataclass(frozen=True, kw_only=True)
class _Term(Generic[T]):
    order: int
    tokens: tuple[str, ...]
    payload: T


@dataclass(frozen=True, kw_only=True)
class TermMatch(Generic[T]):
    """One span of text and every entry whose term covers exactly that span.

    Attributes:
        start: Index of the first matched token.
        end: Index one past the last matched token.
        tokens: The text's tokens in the span (folded, as written: "huevos").
        payloads: The entries of every term that matched the span.
    """

    start: int
    end: int
    tokens: tuple[str, ...]
    payloads: tuple[T, ...]

    @property
    def text(self) -> str:
        """The matched words, folded and space-joined."""
        return " ".join(self.tokens)


class TermMatcher(Generic[T]):
    """An immutable index of terms, each with a payload, matched over tokenised text."""

    __slots__ = ("_by_first_form", "_size")

    def __init__(self, entries: Iterable[tuple[str, T]]) -> None:
        """Index the terms.

        Args:
            entries: `(term, payload)` pairs. Terms are folded and tokenised here; terms with no
                word in them are skipped. The same term may appear with several payloads.
        """
        by_first_form: defaultdict[str, list[_Term[T]]] = defaultdict(list)
        size = 0
        for term, payload in entries:
            tokens = tokenize(term)
            if not tokens:
                continue
            entry = _Term(order=size, tokens=tokens, payload=payload)
            # Indexed under every form of the first word, so a plural in the text finds it.
            for form in token_forms(tokens[0]):
                by_first_form[form].append(entry)
            size += 1
        self._by_first_form: Mapping[str, tuple[_Term[T], ...]] = {
            form: tuple(terms) for form, terms in by_first_form.items()
        }
        self._size = size

    def __len__(self) -> int:
        """How many (term, payload) entries are indexed."""
        return self._size

    def find(
        self,
        tokens: tuple[str, ...],
        *,
        accept: Callable[[T], bool] | None = None,
    ) -> list[TermMatch[T]]:
        """Every longest, non-overlapping match in `tokens`, left to right.

        Args:
            tokens: Text already split by `shared.safety.text.tokenize`.
            accept: Optional filter on payloads; rejected entries are treated as absent (so a
                shorter accepted term at the same position can still match).

        Returns:
            The matches in text order.
        """
        matches: list[TermMatch[T]] = []
        position = 0
        while position < len(tokens):
            found = self._longest_at(tokens, position, accept)
            if found is None:
                position += 1
                continue
            matches.append(found)
            position = found.end
        return matches

    def find_text(
        self, text: str, *, accept: Callable[[T], bool] | None = None
    ) -> list[TermMatch[T]]:
        """`find` over raw text (tokenised here).

        Args:
            text: Any text.
            accept: As in `find`.

        Returns:
            The matches in text order.
        """
        return self.find(tokenize(text), accept=accept)

    def whole(self, text: str) -> tuple[T, ...]:
        """Payloads of the terms that match *all* of `text` (e.g. a free-text allergy).

        Args:
            text: A short name ("fresas", "peanut").

        Returns:
            The payloads of every term spanning the whole text; empty when none does.
        """
        tokens = tokenize(text)
        found = self._longest_at(tokens, 0, None) if tokens else None
        if found is None or found.end != len(tokens):
            return ()
        return found.payloads

    def _longest_at(
        self,
        tokens: tuple[str, ...],
        position: int,
        accept: Callable[[T], bool] | None,
    ) -> TermMatch[T] | None:
        candidates: dict[int, _Term[T]] = {}
        for form in token_forms(tokens[position]):
            for term in self._by_first_form.get(form, ()):
                candidates[term.order] = term
        best_size = 0
        found: list[_Term[T]] = []
        # Longest first (the first accepted full match fixes the size), then in index order so
        # the payloads come out the same on every run.
        for term in sorted(candidates.values(), key=lambda t: (-len(t.tokens), t.order)):
            size = len(term.tokens)
            if size < best_size:
                break
            if position + size > len(tokens):
                continue
            # The first word already matched through the index; compare the rest.
            if not all(forms_overlap(term.tokens[i], tokens[position + i]) for i in range(1, size)):
                continue
            if accept is not None and not accept(term.payload):
                continue
            best_size = size
            found.append(term)
        if not best_size:
            return None
        end = position + best_size
        # Words written exactly as a term beat plural look-alikes: "vainilla" is vanilla, not
        # "vainillas" (ladyfingers).
        exact = [term for term in found if term.tokens == tokens[position:end]]
        payloads = [term.payload for term in exact or found]
        return TermMatch(
            start=position, end=end, tokens=tokens[position:end], payloads=tuple(payloads)
        )
