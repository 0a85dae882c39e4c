"""The privacy toggles (migration 0024) as the context builder and the replay tool read them,
on the real database as the caller: off means no soft profile and no diets in the prompt, no
cooking session from an earlier visit and no replay of saved recipes; allergens and diets
still gate what is served.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import psycopg
import pytest

from shared.context import build_user_context, render_context_for_prompt
from shared.tools import ToolContext, ToolExecutor, build_registry
from tests.integration.test_context_builder import add_chat, add_cooking, add_profile
from tests.integration.test_tools_retrieve import save

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)


def set_toggles(database_url: str, user: Principal, *, personal: bool, memory: bool) -> None:
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            "update user_profiles set personalization_enabled = %s, cross_session_memory = %s"
            " where user_id = %s",
            (personal, memory, user.user_id),
        )


class _UnusedGateway:
    async def chat(self, **kwargs: Any) -> Any:
        raise AssertionError("replay never calls a model")


async def test_a_new_profile_has_both_toggles_on(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a profile written before the toggles existed (no value given for them)
    user = make_user()
    add_profile(database_url, user)

    # When the context is built
    ctx = await build_user_context(database, user, session_id=None)

    # Then personalization and memory are on, and the prompt carries the whole profile
    assert (ctx.personalization_enabled, ctx.cross_session_memory) == (True, True)
    block = render_context_for_prompt(ctx)
    assert '"gluten_free"' in block
    assert "Cooking skill: beginner." in block


async def test_personalization_off_leaves_only_the_safety_constraints(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given Ana's full profile, a conversation, and personalization turned off
    user = make_user()
    add_profile(database_url, user)
    session_id = add_chat(database_url, user, 4)
    set_toggles(database_url, user, personal=False, memory=True)

    # When the context is built
    ctx = await build_user_context(database, user, session_id=session_id)

    # Then allergens and diets stay (they gate searches and recipes) and the rest is gone
    assert ctx.dietary_restrictions == ("peanut", "shellfish")
    assert ctx.custom_allergies == ("kiwi",)
    assert ctx.diet_types == ("gluten_free",)
    assert ctx.ingredient_dislikes == ()
    assert ctx.cuisine_preferences == ()
    assert ctx.kitchen_equipment == ()
    assert (ctx.skill_level, ctx.household_size) == (None, None)
    assert not ctx.has_thermomix
    # And the prompt names the allergies as hard limits but no diet, skill or equipment
    block = render_context_for_prompt(ctx)
    assert '"peanut"' in block
    assert '"kiwi"' in block
    for absent in ("gluten_free", "Diets", "skill", "Household", "Thermomix", "cilantro"):
        assert absent not in block
    # And this conversation is still its own context (a follow-up needs it)
    assert len(ctx.conversation_history) == 4
    # And language and units are settings, not personalization
    assert (ctx.language, ctx.measurement_system) == ("es", "imperial")


async def test_memory_off_drops_the_cooking_session_from_an_earlier_visit(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a risotto left at step 3 an hour ago, and cross-session memory turned off
    user = make_user()
    add_profile(database_url, user)
    add_cooking(database_url, user, idle_hours=1)
    set_toggles(database_url, user, personal=True, memory=False)

    # When the context is built
    ctx = await build_user_context(database, user, session_id=None)

    # Then nothing is offered to resume, and the prompt does not mention it
    assert ctx.resumable_session is None
    assert "Cooking in progress" not in render_context_for_prompt(ctx)
    # And personalization is untouched by the other toggle
    assert ctx.cuisine_preferences == ("mexican",)


async def test_memory_off_refuses_replay_of_saved_recipes_in_both_languages(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a recipe saved last week and cross-session memory off
    user = make_user()
    add_profile(database_url, user)
    save(database_url, user, "Chicken Stir Fry", datetime(2026, 3, 12, tzinfo=UTC), ["chicken"])
    set_toggles(database_url, user, personal=True, memory=False)
    ctx = await build_user_context(database, user, session_id=None)
    executor = ToolExecutor(build_registry())
    outcomes = {}

    # When the replay tool is asked for it, in English and in Spanish
    for language in ("en", "es"):
        tool_context = ToolContext(
            principal=user,
            language=language,
            user_context=ctx,
            db=database,
            gateway=_UnusedGateway(),
            now=NOW,
        )
        outcomes[language] = await executor.execute(
            "retrieve_custom_recipe", '{"query": "chicken", "timeframe": "last week"}', tool_context
        )

    # Then it finds nothing and says why, in the caller's language
    for outcome in outcomes.values():
        assert (outcome.ok, outcome.error_code, outcome.output) == (False, "memory_off", None)
        assert outcome.message is not None
    assert "Memory across conversations is off" in (outcomes["en"].message or "")
    assert "La memoria entre conversaciones está desactivada" in (outcomes["es"].message or "")


def test_only_the_owner_can_change_their_toggles(database_url: str, make_user: UserFactory) -> None:
    # Given Ana's and Luis's profiles
    ana, luis = make_user(), make_user()
    add_profile(database_url, ana)
    add_profile(database_url, luis)
    claims = f'{{"sub": "{ana.user_id}", "role": "authenticated"}}'

    # When Ana, as `authenticated`, turns off her toggles and then tries Luis's
    with psycopg.connect(database_url) as conn:
        conn.execute("set local role authenticated")
        conn.execute("select set_config('request.jwt.claims', %s, true)", (claims,))
        own = conn.execute(
            "update user_profiles set personalization_enabled = false,"
            " cross_session_memory = false where user_id = %s",
            (ana.user_id,),
        ).rowcount
        other = conn.execute(
            "update user_profiles set personalization_enabled = false where user_id = %s",
            (luis.user_id,),
        ).rowcount
        conn.commit()

    # Then only her own row changed
    assert (own, other) == (1, 0)
    with psycopg.connect(database_url) as conn:
        rows = conn.execute(
            "select user_id, personalization_enabled, cross_session_memory from user_profiles"
            " where user_id = any(%s)",
            ([ana.user_id, luis.user_id],),
        ).fetchall()
    assert {r[0]: (r[1], r[2]) for r in rows} == {
        ana.user_id: (False, False),
        luis.user_id: (True, True),
    }
