"""`retrieve_custom_recipe`: find one of the caller's saved recipes again (replay).

Seed 000 §6.6 "simple first": indexed SQL over `user_recipes` (trigram name similarity,
ingredient overlap, date window), no embeddings. Only the caller's own rows are ever read:
the transaction runs as the caller (RLS) and the predicate names the caller's id as well
(§6.0.1, §6.3.5). At most 50 candidates are scored (§6.7.4).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import TYPE_CHECKING, Final, Literal

from pydantic import BaseModel, ConfigDict

from shared.ai.offline.ingredients import identify
from shared.ai.offline.intents import asks_for_saved_recipes, asks_to_resume
from shared.ai.offline.normalize import FoldedText
from shared.ai.offline.queries import retrieve_query
from shared.errors import ForbiddenError
from shared.tools.args import RetrieveCustomRecipeArgs
from shared.tools.errors import error_message
from shared.tools.replay_output import ReplayResult, shape_retrieval
from shared.tools.replay_scoring import (
    MAX_CANDIDATES,
    MAX_OPTIONS,
    Candidate,
    ReplayMultiple,
    ReplayNotFound,
    ReplaySignals,
    ReplaySingle,
    ScoredCandidate,
    decide,
    normalise_terms,
    score_candidate,
    search_window,
)
from shared.tools.substitutes import ingredient_swaps
from shared.tools.timeframe import parse_timeframe
from shared.tools.tool import Tool

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas.response import Substitution
    from shared.tools.context import ToolContext

__all__ = ["ReplayResult", "retrieve_custom_recipe", "retrieve_custom_recipe_tool"]

# The catalogue resolves at most this many names per call.
_MAX_RESOLVED_WORDS: Final = 50
# The remembered dish a miss offers to search for, kept short enough for a chip.
_REMEMBERED_MAX: Final = 60

_CANDIDATES_SQL: Final = """
with own as (
  select ur.id, ur.name, ur.source, ur.created_at, ur.ingredient_names,
         case when %(name_text)s::text = '' then 0::real
              else extensions.word_similarity(
                public.normalize_text(%(name_text)s::text), public.normalize_text(ur.name))
         end as name_similarity,
         (select count(*) from unnest(ur.ingredient_names) n
          where public.normalize_text(n) ~ any (%(ingredient_patterns)s::text[])) as overlap
  from public.user_recipes ur
  where ur.user_id = %(user_id)s
    and (%(recipe_id)s::uuid is null or ur.id = %(recipe_id)s::uuid)
    and (%(window_start)s::timestamptz is null or ur.created_at >= %(window_start)s::timestamptz)
    and (%(window_end)s::timestamptz is null or ur.created_at < %(window_end)s::timestamptz)
)
select id, name, source, created_at, ingredient_names, name_similarity
from own
order by name_similarity + overlap desc, created_at desc, id
limit %(limit)s
"""


class _CandidateRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    id: uuid.UUID
    name: str
    source: Literal["ai_generated", "ai_modified", "user_created"]
    created_at: datetime
    ingredient_names: list[str | None]
    name_similarity: float


def _pattern(term: str) -> str:
    # Terms are letters, digits and spaces only (normalise_terms), so nothing here is regex
    # syntax from the input. Short terms must match whole words: "egg" is not "eggplant".
    return rf"\m{term}" if len(term) >= 4 else rf"\m{term}\M"


def _other_spellings(word: str) -> tuple[str, ...]:
    """The ingredient a word names, in both languages ("pollo" → "chicken", "pollo")."""
    info = identify(word)
    if info is None:
        return ()
    return tuple(t for t in normalise_terms([info.en, info.es], drop_stopwords=False) if t != word)


def _said_alternatives(said: Sequence[str], canonical: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """Each canonical ingredient term with the words the cook said for it, in both languages.

    "chicken" resolves to "whole chicken", which a saved "chicken breast" does not contain;
    the word as said ("chicken", "pollo") does.
    """
    alternatives: dict[str, tuple[str, ...]] = {}
    for word, name in zip(said, canonical, strict=True):
        for term in normalise_terms([name], drop_stopwords=False)[:1]:
            spellings = (*normalise_terms([word], drop_stopwords=False), *_other_spellings(word))
            known = alternatives.get(term, ())
            alternatives[term] = tuple(s for s in dict.fromkeys((*known, *spellings)) if s != term)
    return alternatives


async def _fetch(
    ctx: ToolContext, args: RetrieveCustomRecipeArgs, signals: ReplaySignals
) -> list[Candidate]:
    principal = ctx.require_principal()
    start, end = search_window(signals.date_range) if signals.date_range else (None, None)
    params: dict[str, object] = {
        "user_id": principal.user_id,
        "name_text": " ".join(signals.name_terms),
        "ingredient_patterns": [_pattern(t) for t in signals.ingredient_spellings()],
        "recipe_id": args.recipe_id,
        "window_start": start,
        "window_end": end,
        "limit": MAX_CANDIDATES,
    }
    async with ctx.db.user(principal) as conn:
        cursor = await conn.execute(_CANDIDATES_SQL, params)
        rows = [_CandidateRow.model_validate(raw) for raw in await cursor.fetchall()]
    return [
        Candidate(
            user_recipe_id=row.id,
            name=row.name,
            source=row.source,
            created_at=row.created_at,
            ingredient_names=tuple(n for n in row.ingredient_names if n),
            name_similarity=min(max(row.name_similarity, 0.0), 1.0),
        )
        for row in rows
    ]


async def retrieve_custom_recipe(args: RetrieveCustomRecipeArgs, ctx: ToolContext) -> ReplayResult:
    """Find the saved recipe the caller means.

    Args:
        args: What the user remembered (name words, timeframe, ingredients) or a known id.
        ctx: The caller, clock and ingredient normaliser.

    Returns:
        single / multiple / not_found; a known id is `single` when it is the caller's.

    Raises:
        AuthError: the call is anonymous.
        ForbiddenError: ``memory_off``: the caller turned cross-session memory off (seed 003
            Part 7); nothing is read.
        ToolArgumentsError: the timeframe is invalid or reaches back more than 365 days.
    """
    ctx.require_principal()
    if not ctx.user_context.cross_session_memory:
        raise ForbiddenError(error_message("memory_off", ctx.language), code="memory_off")
    date_range = parse_timeframe(args.timeframe, now=ctx.now, language=ctx.language)
    # The time phrase says when, not what: "recipe from last week" names no dish.
    when = set(normalise_terms([args.timeframe or ""], drop_stopwords=True))
    name_terms = tuple(
        t for t in normalise_terms([args.query], drop_stopwords=True) if t not in when
    )
    session = ctx.user_context.resumable_session
    resume_only = _asks_only_to_resume(args.query, ctx.message)
    remembered_nothing = args.recipe_id is None and not args.ingredients and date_range is None
    named_nothing = remembered_nothing and (not name_terms or resume_only)
    if remembered_nothing and not resume_only and _asks_for_saved(args.query, ctx.message):
        # "show me my saved recipes": no dish remembered, so she asks to see what she saved,
        # the newest first, and not for a dish none of them is.
        return await _newest_saved(ctx, args)
    if named_nothing and session is None and resume_only:
        # "continue cooking" with nothing on the stove: no saved recipe is missing either.
        return ReplayResult(decision=ReplayNotFound(), now=ctx.now, nothing_cooking=True)
    if named_nothing and session is not None:
        # "continue cooking", "where did I leave off?": nothing remembered but the dish she
        # stopped cooking, so that is the one she means.
        if session.recipe_type == "database":
            # A catalogue recipe is no saved one: she is pointed back to it, nothing is read.
            return ReplayResult(decision=ReplayNotFound(), now=ctx.now, cooking=session)
        args = args.model_copy(update={"recipe_id": session.recipe_id})
    canonical = await ctx.normalize(args.ingredients) if args.ingredients else ()
    ingredient_terms = normalise_terms(canonical, drop_stopwords=False)
    alternatives = _said_alternatives(args.ingredients or (), canonical)
    if not ingredient_terms:
        # With no ingredients named, the query words may be ingredients ("the chicken one",
        # "la de pollo"). Saved recipes keep canonical English names, so a word also matches as
        # the catalogue resolves it ("pollo" → "chicken breast").
        ingredient_terms = name_terms
        words = name_terms[:_MAX_RESOLVED_WORDS]
        resolved = await ctx.normalize(list(words)) if words else ()
        for word, name in zip(words, resolved, strict=True):
            spelled = normalise_terms([name], drop_stopwords=False)
            if spelled and spelled[0] != word:
                alternatives[word] = spelled
    # A saved name is in the language it was saved in; the cook may ask in the other one.
    translated = {t: spelled for t in name_terms if (spelled := _other_spellings(t))}
    for term, spelled in translated.items():
        if term in ingredient_terms:
            alternatives[term] = tuple(dict.fromkeys((*alternatives.get(term, ()), *spelled)))
    signals = ReplaySignals(
        name_terms=name_terms,
        ingredient_terms=ingredient_terms,
        date_range=date_range,
        ingredient_alternatives=alternatives,
        name_alternatives=translated,
    )
    candidates = await _fetch(ctx, args, signals)
    decision = _decision(candidates, signals, known_id=args.recipe_id is not None, now=ctx.now)
    swaps: tuple[Substitution, ...] = ()
    if isinstance(decision, ReplaySingle):
        # A saved recipe is shown again: what it holds that the cook now avoids gets swaps.
        swaps = await ingredient_swaps(decision.match.candidate.ingredient_names, ctx)
    remembered = " ".join(args.query.split())[:_REMEMBERED_MAX] if name_terms else ""
    return ReplayResult(
        decision=decision,
        now=ctx.now,
        substitutions=swaps,
        remembered=remembered,
        in_progress=_in_progress(decision, ctx),
    )


def _decision(
    candidates: Sequence[Candidate], signals: ReplaySignals, *, known_id: bool, now: datetime
) -> ReplaySingle | ReplayMultiple | ReplayNotFound:
    """single / multiple / not_found: a known id is its one row, else the scores decide."""
    if known_id:
        if not candidates:
            return ReplayNotFound()
        return ReplaySingle(match=ScoredCandidate(candidate=candidates[0], score=1.0))
    return decide(
        [
            ScoredCandidate(candidate=c, score=score_candidate(c, signals, now=now))
            for c in candidates
        ]
    )


def _asks_for_saved(query: str, message: str | None) -> bool:
    """Whether the cook (or the model's query) asks for her saved recipes as a whole.

    A model may pass "saved recipes" on as the query: words that name no dish of hers.
    """
    said = (query, message or "")
    if not any(asks_for_saved_recipes(FoldedText.of(text).text) for text in said):
        return False
    return _names_no_dish(query)


def _names_no_dish(query: str) -> bool:
    """Whether a query's words, without the ones that ask for her recipes, name nothing."""
    named = retrieve_query(FoldedText.of(query), timeframe=None, limit=len(query))
    return not normalise_terms([named], drop_stopwords=True)


async def _newest_saved(ctx: ToolContext, args: RetrieveCustomRecipeArgs) -> ReplayResult:
    """Her newest saved recipes: one is `single`, more are the options she picks from."""
    signals = ReplaySignals(name_terms=(), ingredient_terms=(), date_range=None)
    newest = (await _fetch(ctx, args, signals))[:MAX_OPTIONS]
    # Each is one she asked to see, so each is certain; none saved is a miss.
    options = tuple(ScoredCandidate(candidate=c, score=1.0) for c in newest)
    decision: ReplaySingle | ReplayMultiple | ReplayNotFound
    if len(options) == 1:
        decision = ReplaySingle(match=options[0])
    elif options:
        decision = ReplayMultiple(options=options)
    else:
        decision = ReplayNotFound()
    return ReplayResult(
        decision=decision,
        now=ctx.now,
        in_progress=_in_progress(decision, ctx),
        nothing_saved=not options,
    )


def _asks_only_to_resume(query: str, message: str | None) -> bool:
    """Whether the cook asked to carry on cooking and named no dish ("continue cooking").

    A model may pass her words on as the query; the offline provider leaves them out of it, so
    the turn's own message (chat) is read as well.
    """
    said = (query, message or "")
    if not any(asks_to_resume(FoldedText.of(text).text) for text in said):
        return False
    return _names_no_dish(query)


def _in_progress(
    decision: ReplaySingle | ReplayMultiple | ReplayNotFound, ctx: ToolContext
) -> tuple[int, int] | None:
    """The step the cook stopped at, when the one recipe found is the one she is cooking."""
    session = ctx.user_context.resumable_session
    if session is None or session.recipe_type != "custom":
        return None
    if not isinstance(decision, ReplaySingle):
        return None
    if decision.match.candidate.user_recipe_id != session.recipe_id:
        return None
    return session.current_step, session.total_steps


def retrieve_custom_recipe_tool() -> Tool[RetrieveCustomRecipeArgs, ReplayResult]:
    """Build the `retrieve_custom_recipe` tool.

    Returns:
        The tool, allowed in voice (seed 000 §6.4).
    """
    return Tool(
        name="retrieve_custom_recipe",
        description=(
            "Find a custom recipe the user saved before ('that chicken recipe from last week', "
            "'la receta de ayer', 'my risotto', 'los tacos del sábado', 'what did I save last "
            "week?'). Searches only the user's own saved recipes. Put remembered dish words in "
            "query (empty when only a time is given) and the time, in the user's words, in "
            "timeframe."
        ),
        args_model=RetrieveCustomRecipeArgs,
        allowed_in_voice=True,
        execute=retrieve_custom_recipe,
        shape=shape_retrieval,
        timeout_s=5.0,
    )
