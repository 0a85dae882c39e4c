"""Judging one search's candidates: fits, combination, the decision and the cards.

The pure half of `shared.search.searcher.HybridSearcher.search`: given the catalogue rows and
similarities it fetched, score each candidate (`shared.search.fit`, `shared.search.scoring`),
decide results or fallback, let a mood, a list of foods or one misspelt name answer what the
retrievers do not agree on, and fall back when the query names a dish no recipe is
(`lacks_subject`). No I/O, so tests call it with rows of their own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from shared.schemas.recipe import RecipeCard
from shared.search.courses import is_dessert, main_meals, savoury_request
from shared.search.dish_likeness import like_the_dish
from shared.search.dish_phrase import JOINERS, candidates_food, dish_subject
from shared.search.fill_ins import filled, firsts_before_seconds, made_of_the_list, topped_up
from shared.search.fit import RecipeFacts, metadata_fit, personalization_fit
from shared.search.intent import MEAL_WORDS, fold_words, read_intent
from shared.search.misspelt import lone_misspelling
from shared.search.model import SearchHit, SearchOutcome
from shared.search.mood_feedback import blended
from shared.search.moods import NOT_MAINS, MoodReading
from shared.search.name_part import name_part
from shared.search.recognised import names_most_words
from shared.search.scoring import Candidate, combine, decide
from shared.search.subject import unmatched_subject
from shared.search.weak_agreement import weakly_agreed
from shared.search.whole_name import named_apart

if TYPE_CHECKING:
    import uuid
    from collections.abc import Collection, Mapping

    from shared.schemas.response import Language
    from shared.search.food_list import FoodList
    from shared.search.lexical import CatalogueRow
    from shared.search.model import SearchQuery, SearchUser
    from shared.search.moods import MoodReading
    from shared.search.scoring import Scored, Verdict
    from shared.search.settings import SearchSettings

__all__ = ["holding_named", "in_offer_order", "lacks_subject", "meal_beside_moods", "rank"]

# The semantic margin compares the best recipe with the tenth best.
_MARGIN_RANK = 10
# A mood's answer offers at least this many ideas (`topped_up`).
_MOOD_ANSWER = 3


def _card(row: CatalogueRow, score: float) -> RecipeCard:
    return RecipeCard(
        recipe_id=str(row.id),
        name=row.name,
        image_url=row.image_url,
        total_time=row.total_time_minutes,
        portions=row.portions,
        difficulty=row.difficulty,
        cuisine=row.cuisine,
        description=row.description,
        score=round(score, 4),
        allergens=row.allergens[:20] or None,
    )


def _list_answered(
    verdict: Verdict,
    by_id: Mapping[uuid.UUID, CatalogueRow],
    foods: FoodList,
    settings: SearchSettings,
) -> bool:
    """Whether the included recipes answer the foods asked for (`FoodList.answered`)."""
    held = [by_id[s.recipe_id].list_held for s in verdict.included]
    holding = sum(1 for s in verdict.included if by_id[s.recipe_id].has_named)
    return foods.answered(held, settings.min_results, holding=holding)


def rank(
    query: SearchQuery,
    user: SearchUser,
    rows: list[CatalogueRow],
    similarity: dict[uuid.UUID, float],
    *,
    model: str | None,
    has_lexical: bool,
    covered: bool,
    unmatched: list[str],
    terms: int,
    moods: MoodReading,
    written_in: Language,
    time_budget: int | None,
    foods: FoodList,
    settings: SearchSettings,
    narrow: bool = False,
    chosen: bool = False,
    dish: uuid.UUID | None = None,
    likeness: Mapping[uuid.UUID, float] | None = None,
    mood_likeness: Mapping[uuid.UUID, float] | None = None,
    named: uuid.UUID | None = None,
) -> SearchOutcome:
    """The fits, the combination and the results/fallback decision over the candidates.

    Pure: the rows and similarities the searcher fetched, judged with `settings`. `narrow`:
    the rows are every recipe the hard filters leave, a few (`shared.search.narrow`);
    `chosen`: the request's own filters chose what it asks for (`filters_chose`).
    `dish`, `likeness`: the recipe the query names as a dish and each candidate's likeness to
    it (`shared.search.dish_likeness`): the dish first, the recipes most like it next.
    `named`: the recipe the query names by another name (`shared.search.known_as`), which is
    what was asked: offered first, and never a dish the catalogue lacks.
    """
    intent = read_intent(query, quick_minutes=settings.quick_minutes)
    meal = query.meal_type or intent.meal
    if moods.meal is not None and query.meal_type is None:
        # A meal the words name outside the mood's own phrase comes first ("algo dulce para
        # el desayuno" is a breakfast; "acompañar un té" is a snack, not a side), but not a
        # drink a snack is had with ("nibbles for drinks"); an explicit filter before both.
        said = meal_beside_moods(moods)
        meal = moods.meal if said in (None, "drink") else said
    intent = replace(intent, mood=bool(moods.tags), crowd=moods.crowd, meal=meal)
    intent = replace(intent, time_budget=intent.time_budget or time_budget)
    by_id = {row.id: row for row in rows}
    # A mood's answer ranks semantically by likeness to its tagged recipes too; the query's own
    # cosines still judge whether the catalogue has what is asked (`lacks_subject`).
    semantic = blended(similarity, mood_likeness or {}, weight=settings.mood_feedback_weight)
    candidates = []
    for row in rows:
        facts = RecipeFacts(
            total_time=row.total_time_minutes,
            difficulty=row.difficulty,
            cuisine=row.cuisine_slug,
            meal_types=tuple(row.meal_types),
            mood=row.mood,
            portions=row.portions,
        )
        candidates.append(
            Candidate(
                recipe_id=row.id,
                similarity=semantic.get(row.id),
                lexical=row.lexical,
                metadata=metadata_fit(facts, intent, settings),
                personalization=personalization_fit(facts, user, settings),
            )
        )
    scored = combine(
        candidates,
        settings,
        semantic_range=settings.semantic_range_for(model or ""),
        has_semantic=model is not None,
        has_lexical=has_lexical,
    )
    verdict = decide(scored, settings, ranked=has_lexical or model is not None)
    # One misspelt word that sounds like one recipe's name is that dish, however short the
    # fused list and low its agreement (`shared.search.misspelt`); so is a dish named as
    # another culture or region names it (`shared.search.known_as`), offered before the rest.
    lone = named if named in by_id else lone_misspelling(query.text, rows, terms=terms)
    if lone is not None and (verdict.decision == "fallback" or lone == named):
        alone = tuple(s for s in scored if s.recipe_id == lone)
        others = tuple(s for s in verdict.included if s.recipe_id != lone)
        verdict = replace(
            verdict, decision="results", included=(*alone, *others) if lone == named else alone
        )
    if verdict.decision == "fallback" and (moods.tags or moods.crowd):
        # A mood has no dish to match by name, so the retrievers rarely agree on one
        # recipe as they do on "pozole"; recipes that carry its tags answer it, and a crowd
        # (which has no tags) is answered by the big batches.
        fitting = [
            s
            for s in verdict.included
            if by_id[s.recipe_id].mood
            or (moods.crowd and by_id[s.recipe_id].portions >= settings.crowd_portions)
        ]
        if len(fitting) >= settings.min_results:
            verdict = replace(verdict, decision="results")
    if verdict.decision == "fallback" and _list_answered(verdict, by_id, foods, settings):
        verdict = replace(verdict, decision="results")  # Nor does a list of foods.
    verdict = replace(verdict, included=made_of_the_list(verdict, scored, by_id, foods))
    fused_min = settings.rrf_min_results if settings.combine == "rrf" else settings.min_results
    verdict = weakly_agreed(
        verdict,
        scored,
        narrow=narrow,
        chosen=chosen,
        text=query.text,
        unmatched=unmatched,
        names=[row.name for row in rows],
        written_in=written_in,
        display=query.language,
        fused_min=fused_min,
    )
    reason = "low_confidence" if verdict.decision == "fallback" else None
    if (
        verdict.decision == "results"
        and named not in by_id
        and lacks_subject(
            rows,
            similarity,
            model,
            text=query.text,
            written_in=written_in,
            display=query.language,
            covered=covered or lone is not None,  # the lone misspelling is a recipe's name
            unmatched=unmatched,
            terms=terms,
            settings=settings,
        )
    ):
        verdict = replace(verdict, decision="fallback", high_confidence=False)
        reason = "not_in_catalogue"
    # A time limit, said or filtered, is a wish about the recipe as "quick" is.
    wished = intent.wish or query.max_time is not None
    if verdict.decision == "results" and wished and not narrow:
        verdict = replace(verdict, included=holding_named(verdict.included, by_id))
    verdict = replace(verdict, included=firsts_before_seconds(verdict, scored, by_id, query.limit))
    included = in_offer_order(
        verdict.included, by_id, meals=_first_meals(query, moods, meal), first=named
    )
    included = with_the_mood(included, by_id, moods)
    if verdict.decision == "results" and (moods.tags or moods.crowd):
        # A crowd is fed by big batches only, as it is answered by them above.
        included = topped_up(
            included,
            scored,
            by_id,
            size=min(_MOOD_ANSWER, query.limit),
            min_portions=settings.crowd_portions if moods.crowd else 0,
        )
    if dish is not None and likeness and verdict.decision == "results":
        widen = not narrow and not wished
        included = like_the_dish(
            included, scored, by_id, dish=dish, likeness=likeness, widen=widen, k=settings.rrf_k
        )
    if chosen and verdict.decision == "results":
        included = filled(included, scored, by_id, limit=query.limit)
    if savoury_request(foods.foods, text=query.text, meal=moods.meal or meal):
        # Meat or fish named and nothing sweet: the desserts sharing its other words, or
        # like the dish it names, are no answer ("con pollo y arroz" is not a rice pudding).
        savoury = [s for s in included if not is_dessert(by_id[s.recipe_id].meal_types)]
        included = savoury or included
    hits = tuple(_hit(by_id[s.recipe_id], s, moods) for s in included[: query.limit])
    return SearchOutcome(
        hits=hits,
        decision=verdict.decision,
        mode="hybrid" if model is not None else "lexical",
        fallback_reason=reason,
        top_score=verdict.top_score,
        embedding_cached=None,
        latency_ms=0.0,
        relaxed=any(row.relaxed for row in rows),
        high_confidence=verdict.high_confidence,
    )


def meal_beside_moods(moods: MoodReading) -> str | None:
    """The meal the query's words name beside its moods, if any (a `MEAL_WORDS` slug).

    Read in the rewritten query, where each mood's phrase is its tags: "acompañar" of
    "acompañar un té" is gone with its phrase. The tags put in for a mood are not the cook's
    words either: "comida" of "comida reconfortante" (the rain's, the sad cook's) is no lunch.
    """
    tag_words = {word for tag in moods.tags for word in fold_words(tag)}
    return next(
        (MEAL_WORDS[w] for w in fold_words(moods.text) if w in MEAL_WORDS and w not in tag_words),
        None,
    )


def _first_meals(query: SearchQuery, moods: MoodReading, meal: str | None) -> frozenset[str]:
    """The meals whose recipes are offered first: none when a filter says the meal (the gates
    kept only it); a mood's meal that is no main dish ("something sweet": a dessert); else a
    main dish when the words ask for a dinner or a main (`main_meals`)."""
    if query.meal_type is not None:
        return frozenset()
    if moods.meal is not None:
        return frozenset({meal}) if meal in NOT_MAINS else frozenset()
    return main_meals(query.text, meal)


def in_offer_order(
    included: tuple[Scored, ...],
    by_id: Mapping[uuid.UUID, CatalogueRow],
    *,
    meals: Collection[str],
    first: uuid.UUID | None = None,
) -> list[Scored]:
    """The included recipes in the order they are offered, whatever their scores.

    The recipe `first` before all (the dish named by another name, `shared.search.known_as`);
    then named foods first, recipes against the query's mood last (`CatalogueRow.offer_order`);
    then the recipes filed under one of `meals` before the others: the meal a mood asks for
    that is no main dish ("something sweet" is a dessert), or lunch and dinner for a main
    ("vegan dinner under 30": the pasta before the breakfast miso soup). The other moods'
    tags do not override it: "feeling low, I want to bake something sweet" is the comfort
    desserts, not the comfort mains that carry "comfort food" too. The sort is stable: scores
    order the rest. No meals keep the scores' order.
    """
    return sorted(
        included,
        key=lambda s: (
            s.recipe_id != first,
            *by_id[s.recipe_id].offer_order,
            bool(meals) and not any(m in meals for m in by_id[s.recipe_id].meal_types),
        ),
    )


def holding_named(
    included: tuple[Scored, ...], by_id: Mapping[uuid.UUID, CatalogueRow]
) -> tuple[Scored, ...]:
    """The included recipes that have a food the query names, when any does; else all.

    A food the cook names is what she asked for, and a soft wish beside it ("something quick
    with mushrooms", "algo barato con lentejas") only orders the recipes that have it: the
    wish's own words ("quick" in tags and descriptions) and the metadata fit would otherwise
    let quick recipes without the food fill the answer after the few that have it.
    """
    holding = tuple(s for s in included if by_id[s.recipe_id].has_named)
    return holding or included


def with_the_mood(
    included: list[Scored], by_id: Mapping[uuid.UUID, CatalogueRow], moods: MoodReading
) -> list[Scored]:
    """The included recipes without those against the query's mood (a raita on a cold day),
    unless nothing else answers it."""
    if not moods.tags:
        return included
    return [s for s in included if not by_id[s.recipe_id].contrary] or included


def lacks_subject(
    rows: list[CatalogueRow],
    similarity: Mapping[uuid.UUID, float],
    model: str | None,
    *,
    text: str,
    written_in: Language,
    display: Language,
    covered: bool,
    unmatched: list[str],
    terms: int,
    settings: SearchSettings,
) -> bool:
    """Whether the query names something no recipe has (`subject`, `coverage`)."""
    if not rows:
        return False
    subject = unmatched_subject(unmatched, terms, min_share=settings.subject_min_share)
    said = fold_words(text)
    name = name_part(said)
    if subject and len(name) < len(said):
        # A likeness or a purpose ("como en Guadalajara", "for Christmas") qualifies the dish
        # named before it: the name is judged alone, as a bare name is.
        text = " ".join(name)
        subject = tuple(word for word in subject if set(fold_words(word)) <= set(name))
    if subject:
        names = [row.name for row in rows]
        food = candidates_food(names, display)
        subject = dish_subject(text, subject, food=food, language=written_in)
        asked = [word for word in fold_words(text) if word not in JOINERS]
        misspelt = named_apart(subject, asked, rows, text=text, food=food, language=written_in)
        subject = tuple(word for word in subject if word not in misspelt)
    if not subject and covered:
        return False
    margin = settings.answer_margins.get(model or "")
    closest = sorted(similarity.values(), reverse=True)
    if margin is not None and len(closest) >= _MARGIN_RANK:
        # The model sees one recipe clearly apart from the rest: a dish it recognises, if
        # that recipe is named by most of what was asked, not a neighbour (`recognised`).
        if closest[0] - closest[_MARGIN_RANK - 1] < margin:
            return True
        if display != written_in:
            # The rows carry no name in the language the query is written in.
            return False
        best = max(similarity, key=similarity.__getitem__)
        return not any(
            row.id == best and names_most_words(text, (row.name, row.other_name or ""))
            for row in rows
        )
    return True


def _hit(row: CatalogueRow, scored: Scored, moods: MoodReading) -> SearchHit:
    return SearchHit(
        recipe_id=row.id,
        slug=row.slug,
        score=scored.score,
        semantic=scored.semantic,
        lexical=scored.lexical,
        metadata=scored.metadata,
        personalization=scored.personalization,
        card=_card(row, scored.score),
        mood=(row.mood and not row.contrary) if moods.tags else None,
    )
