"""The demo cooks' kitchens: custom recipes saved "last week" and a cooking session left open.

So the replay ("that chicken recipe from last week") and resume journeys have something to find
on a fresh local database. Written through the app's own RPCs as the cook
(`save_custom_recipe`, `upsert_cooking_progress`), so RLS and the functions' rules apply as they
do for a real user; only the dates are moved with a service-role update, because the RPCs stamp
`now()` and "last week" must be relative to the day the server starts.

One cook per language (Maya, Sofía), so the Spanish journeys find Spanish recipe names: replay
matches the words the user remembers against the names she saved.

Idempotent: the recipes have fixed client ids (the RPC keeps one row per client id) and the
session is upserted, so preparing twice leaves the same rows with fresh dates.
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from typing import TYPE_CHECKING, Final

from psycopg.types.json import Jsonb

from cli.serve.demo_users import DemoUser, demo_user
from shared.auth import Principal
from shared.schemas import GeneratedRecipe

if TYPE_CHECKING:
    from shared.db import Database
    from shared.schemas import Language

__all__ = [
    "COOKBOOKS",
    "DemoCookbook",
    "DemoKitchen",
    "DemoRecipe",
    "cookbook_of",
    "ensure_demo_kitchens",
    "last_week_at",
    "prepare_cookbook",
]

# Client ids derive from this namespace and the recipe's key: stable across runs and machines.
_CLIENT_IDS: Final = uuid.UUID("5b0c6f52-3d0e-4c1e-9a57-3f0f6c1e2d11")


@dataclass(frozen=True, kw_only=True)
class DemoRecipe:
    """A custom recipe saved on `weekday` of last week (0 = Monday) at `hour` UTC."""

    key: str
    weekday: int
    hour: int
    recipe: GeneratedRecipe
    source: str = "ai_generated"

    @property
    def ingredient_names(self) -> list[str]:
        """Canonical ingredient names, as the app stores them for replay."""
        return [i.canonical_name or i.name for i in self.recipe.ingredients]


@dataclass(frozen=True, kw_only=True)
class DemoCookbook:
    """A demo cook's saved recipes and the one she left at `current_step` (`resume_key`)."""

    cook: DemoUser
    recipes: tuple[DemoRecipe, ...]
    resume_key: str
    current_step: int

    def client_id(self, recipe: DemoRecipe) -> uuid.UUID:
        """The app's id for a recipe (what makes saving it twice keep one row)."""
        return uuid.uuid5(_CLIENT_IDS, f"{self.cook.user_id}:{recipe.key}")

    @property
    def resumed(self) -> DemoRecipe:
        """The recipe of the unfinished cooking session."""
        return next(r for r in self.recipes if r.key == self.resume_key)


@dataclass(frozen=True, kw_only=True)
class DemoKitchen:
    """A cook's rows after preparing: recipe ids and dates by key, the open session."""

    book: DemoCookbook
    recipe_ids: dict[str, uuid.UUID]
    saved_at: dict[str, datetime]
    session_id: uuid.UUID

    def describe(self) -> str:
        """One line for the serve banner: what she saved, when, and where she stopped."""
        saved = ", ".join(
            f"{r.recipe.suggested_name} ({self.saved_at[r.key]:%a %d %b})"
            for r in self.book.recipes
        )
        resumed = self.book.resumed.recipe
        return (
            f"saved last week: {saved}; cooking {resumed.suggested_name}, "
            f"stopped at step {self.book.current_step} of {len(resumed.steps)}"
        )


def _recipe(
    language: Language,
    name: str,
    minutes: int,
    ingredients: list[tuple[str, str]],
    steps: list[str],
) -> GeneratedRecipe:
    # Ingredients are (name in the recipe's language, canonical English name).
    return GeneratedRecipe.model_validate(
        {
            "suggested_name": name,
            "language": language,
            "total_time": minutes,
            "difficulty": "easy",
            "portions": 2,
            "ingredients": [{"name": n, "canonical_name": c} for n, c in ingredients],
            "steps": [{"order": i, "instruction": s} for i, s in enumerate(steps, start=1)],
        }
    )


_EN = (
    DemoRecipe(
        key="lemon-chicken",
        weekday=1,
        hour=19,
        recipe=_recipe(
            "en",
            "Lemon Chicken with Rice",
            35,
            [
                ("chicken breast", "chicken breast"),
                ("long-grain rice", "long-grain rice"),
                ("lemon", "lemon"),
                ("garlic", "garlic"),
                ("olive oil", "olive oil"),
            ],
            [
                "Rinse the rice and cook it in salted water for 15 minutes.",
                "Slice the chicken and season it with salt, lemon zest and garlic.",
                "Brown the chicken in olive oil, 6 minutes a side, until it reaches 74 °C.",
                "Squeeze the lemon over the chicken and serve it on the rice.",
            ],
        ),
    ),
    DemoRecipe(
        key="mushroom-risotto",
        weekday=3,
        hour=20,
        recipe=_recipe(
            "en",
            "Mushroom Risotto",
            40,
            [
                ("arborio rice", "arborio rice"),
                ("mushrooms", "mushroom"),
                ("onion", "onion"),
                ("vegetable broth", "vegetable broth"),
                ("parmesan", "parmesan cheese"),
            ],
            [
                "Chop the onion and slice the mushrooms.",
                "Soften the onion in a wide pan, then brown the mushrooms.",
                "Toast the rice for 2 minutes.",
                "Add the hot broth a ladle at a time, stirring, for 18 minutes.",
                "Stir in the parmesan and rest for 2 minutes.",
                "Serve at once.",
            ],
        ),
    ),
    DemoRecipe(
        key="black-bean-tacos",
        weekday=5,
        hour=13,
        recipe=_recipe(
            "en",
            "Black Bean Tacos",
            20,
            [
                ("black beans", "black beans"),
                ("corn tortillas", "corn tortilla"),
                ("avocado", "avocado"),
                ("lime", "lime"),
                ("cilantro", "cilantro"),
            ],
            [
                "Warm the beans with a pinch of salt and mash them lightly.",
                "Heat the tortillas on a dry pan.",
                "Fill with beans, sliced avocado, cilantro and a squeeze of lime.",
            ],
        ),
    ),
)
_ES = (
    DemoRecipe(
        key="pollo-al-limon",
        weekday=1,
        hour=19,
        recipe=_recipe(
            "es",
            "Pollo al limón con arroz",
            35,
            [
                ("pechuga de pollo", "chicken breast"),
                ("arroz", "long-grain rice"),
                ("limón amarillo", "lemon"),
                ("ajo", "garlic"),
                ("aceite de oliva", "olive oil"),
            ],
            [
                "Enjuaga el arroz y cuécelo en agua con sal 15 minutos.",
                "Corta el pollo y sazónalo con sal, ralladura de limón y ajo.",
                "Dora el pollo en aceite, 6 minutos por lado, hasta que llegue a 74 °C.",
                "Exprime el limón sobre el pollo y sírvelo sobre el arroz.",
            ],
        ),
    ),
    DemoRecipe(
        key="risotto-champinones",
        weekday=3,
        hour=20,
        recipe=_recipe(
            "es",
            "Risotto de champiñones",
            40,
            [
                ("arroz arborio", "arborio rice"),
                ("champiñones", "mushroom"),
                ("cebolla", "onion"),
                ("caldo de verduras", "vegetable broth"),
                ("queso parmesano", "parmesan cheese"),
            ],
            [
                "Pica la cebolla y rebana los champiñones.",
                "Acitrona la cebolla en una olla ancha y dora los champiñones.",
                "Tuesta el arroz 2 minutos.",
                "Agrega el caldo caliente de a poco, sin dejar de mover, 18 minutos.",
                "Incorpora el parmesano y deja reposar 2 minutos.",
                "Sirve de inmediato.",
            ],
        ),
    ),
    DemoRecipe(
        key="tacos-frijol",
        weekday=5,
        hour=13,
        recipe=_recipe(
            "es",
            "Tacos de frijol negro",
            20,
            [
                ("frijoles negros", "black beans"),
                ("tortillas de maíz", "corn tortilla"),
                ("aguacate", "avocado"),
                ("limón", "lime"),
                ("cilantro", "cilantro"),
            ],
            [
                "Calienta los frijoles con una pizca de sal y machácalos un poco.",
                "Calienta las tortillas en un comal.",
                "Rellena con frijoles, aguacate, cilantro y un chorrito de limón.",
            ],
        ),
    ),
)
COOKBOOKS: Final = (
    DemoCookbook(
        cook=demo_user("Maya"), recipes=_EN, resume_key="mushroom-risotto", current_step=3
    ),
    DemoCookbook(
        cook=demo_user("Sofía"), recipes=_ES, resume_key="risotto-champinones", current_step=3
    ),
)


def cookbook_of(language: Language) -> DemoCookbook:
    """The demo cook who speaks `language`."""
    return next(b for b in COOKBOOKS if b.cook.language == language)


def last_week_at(now: datetime, weekday: int, hour: int) -> datetime:
    """`weekday` (0 = Monday) of the calendar week before `now`'s, at `hour` UTC.

    "Last week" in the replay tool is the previous Monday-to-Monday week, so a recipe dated
    here is found by "last week" whichever day the server starts on.
    """
    today = now.astimezone(UTC).date()
    monday = today - timedelta(days=today.weekday() + 7)
    return datetime.combine(monday + timedelta(days=weekday), time(hour), tzinfo=UTC)


def _principal(cook: DemoUser) -> Principal:
    # The claims a verified token of the cook's carries; the RPCs read auth.uid() from them.
    return Principal.from_claims(
        {
            "sub": str(cook.user_id),
            "role": "authenticated",
            "aud": "authenticated",
            "app_metadata": {"provider": "email"},
        }
    )


async def _save(db: Database, book: DemoCookbook, demo: DemoRecipe) -> uuid.UUID:
    async with db.user(_principal(book.cook)) as conn:
        cursor = await conn.execute(
            "select public.save_custom_recipe(%s, %s, %s, %s, %s, %s) as id",
            (
                book.client_id(demo),
                demo.recipe.suggested_name,
                Jsonb(demo.recipe.to_wire()),
                demo.source,
                demo.recipe.language,
                demo.ingredient_names,
            ),
        )
        row = await cursor.fetchone()
    if row is None:
        raise RuntimeError("save_custom_recipe returned no id")
    return uuid.UUID(str(row["id"]))


async def prepare_cookbook(db: Database, book: DemoCookbook, *, now: datetime) -> DemoKitchen:
    """Save the cook's recipes dated last week (relative to `now`) and open her session.

    The cook's account and profile must exist (`ensure_demo_users`).

    Args:
        db: The database (local only: it writes as the demo cook).
        book: The cook and her recipes.
        now: The instant "last week" is relative to.

    Returns:
        The recipe ids, their dates and the open cooking session's id.
    """
    cook = _principal(book.cook)
    recipe_ids = {demo.key: await _save(db, book, demo) for demo in book.recipes}
    saved_at = {d.key: last_week_at(now, d.weekday, d.hour) for d in book.recipes}
    resumed_id = recipe_ids[book.resume_key]
    async with db.service() as conn:
        for key, recipe_id in recipe_ids.items():
            await conn.execute(
                "update public.user_recipes set created_at = %s where id = %s and user_id = %s",
                (saved_at[key], recipe_id, cook.user_id),
            )
        # A session finished or abandoned since the last start would stay beside a new one;
        # drop it so the cook always has exactly one session for the recipe, left open.
        await conn.execute(
            "delete from public.cooking_sessions"
            " where user_id = %s and recipe_id = %s and status <> 'active'",
            (cook.user_id, resumed_id),
        )
    resumed = book.resumed.recipe
    async with db.user(cook) as conn:
        cursor = await conn.execute(
            "select id from public.upsert_cooking_progress(%s, 'custom', %s, %s, %s)",
            (resumed_id, book.current_step, len(resumed.steps), resumed.suggested_name),
        )
        row = await cursor.fetchone()
    if row is None:
        raise RuntimeError("upsert_cooking_progress returned no session")
    return DemoKitchen(
        book=book, recipe_ids=recipe_ids, saved_at=saved_at, session_id=uuid.UUID(str(row["id"]))
    )


def ensure_demo_kitchens(database_url: str, *, now: datetime | None = None) -> list[DemoKitchen]:
    """Every demo cook's kitchen, over a short-lived pool (for `irmixy serve`)."""
    from shared.db import DatabaseSettings, create_database

    async def run() -> list[DemoKitchen]:
        db = await create_database(DatabaseSettings(DATABASE_URL=database_url))
        try:
            at = now or datetime.now(UTC)
            return [await prepare_cookbook(db, book, now=at) for book in COOKBOOKS]
        finally:
            await db.close()

    return asyncio.run(run())
