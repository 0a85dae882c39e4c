"""`HybridSearcher`: semantic + lexical + metadata + personalization over the catalogue.

Seed 000 §4.2 / §6.5. One search is a fixed number of queries, whatever the catalogue size:

1. the query embedding (`QueryEmbedder`: memory, then one cache read, then the model and one
   cache write);
2. as `service_role`: the nearest gated recipes with the query's model (`shared.search.vector`,
   HNSW with an iterative scan), plus whether that model has embeddings at all (steps 1 and 2
   are `shared.search.semantic_side`);
3. as the caller (or `anon`): the lexical candidates and every candidate's card
   (`shared.search.lexical`), gates applied again;
4. as `service_role`, only when lexical candidates fell outside the vector side: their exact
   cosine, by primary key; when the query names one candidate as a dish, in the same read,
   every candidate's cosine to that dish (`shared.search.dish_likeness`).

Round trips (`shared.db`): step 2 is one (two when a diet is required), step 3 one per read
(the catalogue, and the dish-name check when it reads it), each in a transaction of its own
with no COMMIT to wait for, step 4 one. The reads after the catalogue's (the dish-name check,
a dish outside the gates or slower, step 4, a mood's likeness) depend on the candidates, not
on each other: they go at once, each on a pooled connection, and the search waits for the
slowest of them rather than for their sum.

A query with a word no recipe has that misspells a candidate's name word is searched again, as
the words it misspells (`shared.search.misspelt.misspelt_readings`) as soon as its vector side
and catalogue are read: two round trips more (three with a diet), for those queries only.

The user's data never enters a `service_role` transaction beyond the gate values. Then the
pure part (`shared.search.ranking`): metadata and personalization fits, the combination and
the results/fallback decision.

Degradation (seed 000 §6.10): no embedding (provider error, timeout) or no recipe embedded
with the query's model answers lexically, with `fallback_reason` saying why.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from shared.search.accompaniment import without_accompanied
from shared.search.carried_words import carrying_words
from shared.search.courses import asked_course, without_drinks
from shared.search.coverage import dish_covered, row_names
from shared.search.diminutives import add_base_words, matched_view
from shared.search.dish_likeness import close_ones
from shared.search.food_list import expand_leftovers, read_food_list
from shared.search.gates import gate_params
from shared.search.hot_foods import hot_second
from shared.search.known_as import other_named, own_names, said_as_own
from shared.search.lexical import fetch_catalogue, query_words
from shared.search.meatless import seafood_after
from shared.search.misspelt import credit_misspellings, misspelt_readings, respell
from shared.search.mood_feedback import mood_likeness
from shared.search.moods import only_mood, read_moods
from shared.search.narrow import filters_chose, is_narrow
from shared.search.negation import split_negation
from shared.search.occasions import expand_occasions
from shared.search.outside_diet import dish_name_words
from shared.search.ranking import rank
from shared.search.regional_words import catalogue_words, names_regional_dish
from shared.search.searched_text import search_text, text_language
from shared.search.semantic_side import semantic_side
from shared.search.settings import SearchSettings
from shared.search.slower_dish import outside_or_slower, told_elsewhere
from shared.search.time_words import read_time
from shared.search.tool_words import tag_compounds
from shared.search.vocabulary import KnownWords

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from shared.search.embedder import QueryEmbedder
    from shared.search.model import SearchOutcome, SearchQuery, SearchUser

__all__ = ["HybridSearcher"]

logger = logging.getLogger(__name__)


class HybridSearcher:
    """Hybrid recipe search over one database."""

    def __init__(
        self,
        *,
        db: Database,
        embedder: QueryEmbedder | None,
        settings: SearchSettings | None = None,
        vocabulary: KnownWords | None = None,
    ) -> None:
        """Create a searcher.

        Args:
            db: The database (catalogue as the caller, embeddings as `service_role`).
            embedder: Embeds queries (with its caches); None searches lexically only (a
                gateway that cannot embed).
            settings: Weights and thresholds; `SearchSettings()` from the environment.
            vocabulary: The words `db`'s catalogue knows, kept across searches (one per
                database, `shared.search.vocabulary`); a new one by default.
        """
        self._db = db
        self._vocabulary = vocabulary if vocabulary is not None else KnownWords()
        self._embedder = embedder
        self._settings = settings if settings is not None else SearchSettings()

    @property
    def settings(self) -> SearchSettings:
        """The weights and thresholds in use."""
        return self._settings

    async def search(
        self,
        query: SearchQuery,
        user: SearchUser,
        *,
        principal: Principal | None,
        lexical_only: bool = False,
    ) -> SearchOutcome:
        """Find published recipes for a query, gated by the user's allergens and diets.

        A query with a misspelt word ("chiken tikka masalla") is searched again as the words
        the candidates' names say it meant (`shared.search.misspelt.misspelt_readings`): the
        model embeds words as typed, and its neighbours of a typo are not the dish's.

        Args:
            query: The request (text, filters, language, limit).
            user: The caller's hard gates and soft preferences.
            principal: The caller; None reads the catalogue as `anon`.
            lexical_only: Skip the embedding (an eval's baseline); the outcome is then
                ``lexical`` without a degradation reason.

        Returns:
            The hits, the results/fallback decision, the mode and why it degraded, if it did.
        """
        started = time.perf_counter()
        # A dish named as another culture or region names it ("menemen", "chipa") is searched
        # as the catalogue names it (`shared.search.known_as`).
        named: tuple[str, ...] = ()
        if namings := other_named(query.text):
            read = self._db.reads_as(principal)
            own = await own_names(read, [n.slug for n in namings], text_language(query))
            query = replace(query, text=said_as_own(query.text, namings, own))
            named = tuple(n.slug for n in namings if n.slug in own)
        outcome = await self._search(
            query, user, principal=principal, lexical_only=lexical_only, reread=True, named=named
        )
        return replace(outcome, latency_ms=(time.perf_counter() - started) * 1000)

    async def _search(
        self,
        query: SearchQuery,
        user: SearchUser,
        *,
        principal: Principal | None,
        lexical_only: bool = False,
        reread: bool = False,
        named: tuple[str, ...] = (),
    ) -> SearchOutcome:
        """One search of `search`; with `reread`, a hybrid one with misspelt words is left as
        soon as they are read and searched again as the words they misspell. `named`: the
        slugs of the recipes the cook named by another name (`shared.search.known_as`)."""
        started, asked = time.perf_counter(), query
        written_in = text_language(query)
        timed = read_time(query.text)  # a limit said in words gates as the filter would
        # A dish asked for beside another ("tostones to go with fish") is searched alone.
        said = without_accompanied(
            timed.text if query.max_time is None or timed.budget else query.text
        )
        query = replace(query, text=tag_compounds(said), max_time=query.max_time or timed.limit)
        negation = split_negation(search_text(query, written_in), written_in)
        said = expand_leftovers(expand_occasions(negation.text, written_in), written_in)
        moods = read_moods(said, written_in)
        diminutives = add_base_words(moods.text, written_in)
        text = diminutives.text
        foods = read_food_list(negation.text, written_in, asked=query.text)
        gates = gate_params(query, user, avoided=negation.avoided)
        embedder = None if lexical_only else self._embedder
        semantic = await semantic_side(
            self._db, embedder, text=text, gates=gates, language=written_in, settings=self._settings
        )
        similarity = dict(semantic.similarity)

        read = self._db.reads_as(principal)
        rows = await fetch_catalogue(
            read,
            text=text,
            language=written_in,
            gates=gates,
            vector_ids=list(similarity),
            settings=self._settings,
            display=query.language,
            excluded=negation.excluded,
            moods=moods,
            foods=foods,
            vocabulary=self._vocabulary,
        )
        # The added base words are helpers: judge the query's own words.
        unmatched, terms = matched_view(
            rows[0].unmatched if rows else [],
            moods.own_terms(rows[0].query_terms) if rows else 0,
            diminutives.added,
        )
        # Leftover talk ("de ayer", "sobró") says what the food is, never which dish.
        unmatched = [word for word in unmatched if word not in foods.talk]
        # A name word misspelt past the phonetic lookup still counts as found in it.
        rows = credit_misspellings(rows, unmatched, settings=self._settings)
        readings = misspelt_readings(text, rows, helpers=diminutives.added)
        if readings and reread and semantic.model is not None:
            # The rest of this reading would be thrown away: no read more for it.
            meant = replace(asked, text=respell(asked.text, readings))
            return await self._search(meant, user, principal=principal, named=named)
        names = [row.name for row in rows]
        # A kind of dish said with another region's word ("tarta de manzana") is the
        # catalogue's dish when a candidate of the catalogue's kind holds the rest ("Pay de
        # Manzana"); else ("tarta de queso": no pie or cake of cheese) it is read as typed.
        regional = catalogue_words(query.text)
        both = [pair for row in rows for pair in row_names(row, query.language, written_in)]
        named_regional = bool(regional) and names_regional_dish(query.text, names=both)
        if regional and not named_regional:
            # Unread as typed, when no recipe has the word ("crepes" is in a name).
            unknown = rows[0].unmatched if rows else []
            unmatched = [*unmatched, *(w for w in regional.values() if w in unknown)]
        # The first recipe named by another name that the gates leave is what was asked.
        said_otherwise = next(
            (row.id for slug in named for row in rows if row.slug == slug and not row.excluded),
            None,
        )
        # Leftover talk with a food ("sobró arroz blanco de ayer") asks what to make of it.
        # A mood said in its own phrase ("antojitos callejeros") names no dish either.
        known = (
            not rows
            or bool(foods.leftovers)
            or named_regional
            or only_mood(moods, query.text)
            or said_otherwise is not None
        )
        # A dish the catalogue has only outside the diet or allergies ("vegan pad thai").
        dish = dish_name_words(
            negation.text,
            query.text,
            unmatched=unmatched,
            max_words=self._settings.subject_max_words,
        )
        # What the query asks not to get is not offered (its name or tags carry the word).
        rows = [row for row in rows if not row.excluded]
        # A course is eaten at the table: no drink answers it unless drinks were asked.
        rows = without_drinks(rows, asked_course(query.text, query.meal_type))
        # Fish for "sin carne", a dish hot with chiles for "nada picante": after the rest.
        rows = await hot_second(
            read, seafood_after(rows, negation.avoided, foods.foods), avoided=negation.avoided
        )
        # The reads left depend on the candidates, none on another: they are waited for at
        # once, so a search waits for the slowest of them rather than for their sum.
        covered, (outside, slower), (named_dish, likeness), moody, carried = await asyncio.gather(
            asyncio.sleep(0, result=True)  # covered, as said above: nothing to read
            if known
            else dish_covered(
                read,
                text=text,
                names=names,
                unmatched=unmatched,
                language=written_in,
                display=query.language,
                max_words=self._settings.subject_max_words,
                helpers=tuple(diminutives.added),
                asked=query.text,
                vocabulary=self._vocabulary,
                other_names=[name for name, said_in in both if said_in != written_in],
            ),
            # Or one it has only slower than the time given ("quick pozole").
            outside_or_slower(
                read,
                query,
                said=negation.text,
                words=dish,
                gates=gates,
                avoided=negation.avoided,
                settings=self._settings,
            ),
            # A dish the words name alone: the recipes most like it follow it. Not a list of
            # foods: it asks what to make of them, not for one dish.
            close_ones(
                self._db,
                query.text,
                rows,
                similarity,
                vector=semantic.query,
                model=semantic.model,
                dish=not foods.is_list,
                named=said_otherwise,
            ),
            mood_likeness(self._db, rows, model=semantic.model, mood=bool(moods.tags)),
            # Words no recipe has that the query reads the same without are no missing dish.
            carrying_words(
                embedder,
                text=text,
                vector=semantic.vector,
                model=semantic.model,
                unmatched=unmatched,
                terms=terms,
                settings=self._settings,
                helpers=diminutives.added,
            ),
        )

        # Without a vector side the eligible count is unknown.
        eligible = len(semantic.similarity) if semantic.model is not None else None
        ranked = rank(
            query,
            user,
            rows,
            similarity,
            model=semantic.model,
            has_lexical=bool(query_words(text)),
            covered=covered,
            # Foods the catalogue has, listed, ask what to make of them: the words around them
            # ("student budget", "basically") say who cooks, not which dish is missing.
            unmatched=[] if foods.at_hand else carried,
            terms=terms,
            moods=moods,
            written_in=written_in,
            time_budget=timed.budget,
            foods=foods,
            settings=self._settings,
            narrow=is_narrow(eligible, rows, dish=dish, settings=self._settings),
            chosen=filters_chose(query, gates),
            dish=named_dish,
            likeness=likeness,
            mood_likeness=moody,
            named=said_otherwise,
        )
        ranked = told_elsewhere(ranked, outside, slower)
        latency_ms = (time.perf_counter() - started) * 1000
        # A degradation explains a fallback better than the low scores it caused; a dish
        # outside the gates is found without the embedding, and says more than either.
        reason = (
            ranked.fallback_reason
            if outside or slower
            else semantic.reason or ranked.fallback_reason
        )
        outcome = replace(
            ranked, fallback_reason=reason, embedding_cached=semantic.cached, latency_ms=latency_ms
        )
        # Counts and codes only: query text never reaches the logs.
        logger.info(
            "recipe search",
            extra={
                "search_mode": outcome.mode,
                "decision": outcome.decision,
                "fallback_reason": outcome.fallback_reason,
                "candidates": len(rows),
                "hits": len(outcome.hits),
                "embedding_cached": outcome.embedding_cached,
                "latency_ms": round(latency_ms, 1),
            },
        )
        return outcome
