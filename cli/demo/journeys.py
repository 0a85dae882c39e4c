"""The seed's journeys for `irmixy demo`: who says what, and what each answer must show.

Seed 000 §10 (discover, fallback, create, refine, replay, resume, allergen block), in the order a
new user meets them. Each journey names the kind of demo user it needs (`Role`) rather than a
person, so the Spanish run plays them with the Spanish-speaking users. The expectations are
pure functions of the turn (its events and final response) that name what they check, so the
demo prints a ✔ or ✘ per expectation and fails when any is unmet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from cli.serve.demo_users import demo_user
from shared.schemas import RetrievalSingle

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from cli.demo.data import DemoCookbook
    from cli.serve.demo_users import DemoUser
    from shared.schemas import IrmixyResponse, Language

__all__ = [
    "JOURNEYS",
    "Check",
    "Journey",
    "Role",
    "Turn",
    "cast",
    "chicken_recipe",
]

#: everyday: any user; cook: has last week's recipes and a session open; allergic: peanuts.
Role = Literal["everyday", "cook", "allergic"]
Check = tuple[str, bool]

_CAST: Final[dict[Language, dict[Role, str]]] = {
    "en": {"everyday": "Ana", "cook": "Maya", "allergic": "Ana"},
    "es": {"everyday": "Luis", "cook": "Sofía", "allergic": "Sofía"},
}
_PEANUT_WORDS: Final = ("peanut", "cacahuate", "cacahuete", "maní")
_GARLIC_WORDS: Final = ("garlic", "ajo")
_QUICK_MINUTES: Final = 30


@dataclass(frozen=True, kw_only=True)
class Turn:
    """One message's answer: the typed events in order and the final response (if any)."""

    events: Sequence[Any] = ()
    response: IrmixyResponse | None = None
    session_id: str | None = None
    error: str | None = None

    @property
    def kinds(self) -> list[str]:
        """The event types, in order."""
        return [str(getattr(e, "type", "?")) for e in self.events]


@dataclass(frozen=True, kw_only=True)
class Journey:
    """A journey: a role, the message in each language, and what the answer must show.

    Attributes:
        key: Short name (`discover`, …).
        title: What it demonstrates.
        role: Which demo user plays it.
        say: The message, by language.
        continues: The journey whose chat session this one continues (refine after create).
        expect: The named checks on the answer (`cookbook` is the cook's demo data).
    """

    key: str
    title: str
    role: Role
    say: dict[Language, str]
    expect: Callable[[Turn, DemoCookbook], list[Check]]
    continues: str | None = None


def cast(role: Role, language: Language, *, everyday: DemoUser | None = None) -> DemoUser:
    """The demo user who plays `role` in `language` (`everyday` overrides that role)."""
    if role == "everyday" and everyday is not None:
        return everyday
    return demo_user(_CAST[language][role])


def _tools(response: IrmixyResponse) -> list[str]:
    return list(response.trace.tools_called) if response.trace else []


def _answered(turn: Turn) -> list[Check]:
    return [("answered (done event)", turn.response is not None and turn.error is None)]


def _discover(turn: Turn, _: DemoCookbook) -> list[Check]:
    response = turn.response
    if response is None:
        return _answered(turn)
    cards = response.recipes or []
    return [
        ("searched the catalogue", "search_recipes" in _tools(response)),
        ("recipe cards shown", bool(cards)),
        (f"every card ≤ {_QUICK_MINUTES} min", all(c.total_time <= _QUICK_MINUTES for c in cards)),
    ]


def _fallback(turn: Turn, _: DemoCookbook) -> list[Check]:
    response = turn.response
    if response is None:
        return _answered(turn)
    return [
        ("no cards", not response.recipes),
        ("'let's create one' chips", len(response.suggestions or []) >= 1),
        ("no recipe invented", response.custom_recipe is None),
    ]


def _create(turn: Turn, _: DemoCookbook) -> list[Check]:
    response = turn.response
    if response is None:
        return _answered(turn)
    kinds = turn.kinds
    partial_first = "recipe_partial" in kinds and kinds.index("recipe_partial") < kinds.index(
        "done"
    )
    return [
        ("custom recipe", response.custom_recipe is not None),
        ("recipe shown before the answer completed", partial_first),
        (
            "in the user's language",
            response.custom_recipe is not None
            and response.custom_recipe.language == response.language,
        ),
    ]


def _ingredient_words(response: IrmixyResponse) -> str:
    recipe = response.custom_recipe
    if recipe is None:
        return ""
    return " ".join(f"{i.name} {i.canonical_name or ''}".casefold() for i in recipe.ingredients)


def _refine(turn: Turn, _: DemoCookbook) -> list[Check]:
    response = turn.response
    if response is None:
        return _answered(turn)
    words = _ingredient_words(response).split()
    return [
        ("modified the recipe", "modify_recipe" in _tools(response)),
        ("custom recipe", response.custom_recipe is not None),
        ("no garlic", not any(w in words for w in _GARLIC_WORDS)),
    ]


def chicken_recipe(book: DemoCookbook) -> str:
    """The name of the cook's chicken recipe from last week (what replay must find)."""
    return next(
        r.recipe.suggested_name
        for r in book.recipes
        if any("chicken" in n for n in r.ingredient_names)
    )


def _replay(turn: Turn, book: DemoCookbook) -> list[Check]:
    response = turn.response
    if response is None:
        return _answered(turn)
    retrieval = response.retrieval
    found = retrieval.recipe.name if isinstance(retrieval, RetrievalSingle) else None
    return [
        ("looked in the user's saved recipes", "retrieve_custom_recipe" in _tools(response)),
        ("one match", isinstance(retrieval, RetrievalSingle)),
        (f"it is {chicken_recipe(book)}", found == chicken_recipe(book)),
    ]


def _resume(turn: Turn, book: DemoCookbook) -> list[Check]:
    response = turn.response
    if response is None:
        return _answered(turn)
    resumes = [a for a in response.actions or [] if a.type == "resume_cooking"]
    payload = resumes[0].payload if resumes else None
    step = getattr(payload, "current_step", None)
    name = getattr(payload, "recipe_name", None)
    return [
        ("resume_cooking action", bool(resumes)),
        (f"at step {book.current_step}", step == book.current_step),
        (f"of {book.resumed.recipe.suggested_name}", name == book.resumed.recipe.suggested_name),
    ]


def _allergen(turn: Turn, _: DemoCookbook) -> list[Check]:
    response = turn.response
    if response is None:
        return _answered(turn)
    ingredients = _ingredient_words(response)
    cards = response.recipes or []
    flags = response.safety_flags
    recipe = response.custom_recipe
    explained = " ".join(
        x.casefold() for x in (recipe.description if recipe else None, response.message) if x
    )
    surfaced = bool(flags and flags.allergen_warning) or any(w in explained for w in _PEANUT_WORDS)
    return [
        ("no peanut ingredient", not any(w in ingredients for w in _PEANUT_WORDS)),
        (
            "no card with peanuts",
            not any("peanut" in (c.allergens or []) for c in cards),
        ),
        ("the allergy is surfaced", surfaced),
    ]


JOURNEYS: Final = (
    Journey(
        key="discover",
        title="Discover: quick, healthy Mexican",
        role="everyday",
        say={
            "en": "Something healthy, fast, and Mexican",
            "es": "Algo saludable, rápido y mexicano",
        },
        expect=_discover,
    ),
    Journey(
        key="fallback",
        title="Fallback: nothing matches, so offer to create one",
        role="everyday",
        say={
            "en": "find recipes for xylophone quasar zeppelin",
            "es": "busca recetas de xilófono cuásar zepelín",
        },
        expect=_fallback,
    ),
    Journey(
        key="create",
        title="Create: a custom recipe from what is in the kitchen",
        role="everyday",
        say={
            "en": "Make me a recipe with chickpeas, rice and bell peppers",
            "es": "Hazme una receta con garbanzos, arroz y pimiento",
        },
        expect=_create,
    ),
    Journey(
        key="refine",
        title="Refine: change that recipe",
        role="everyday",
        say={"en": "make it spicier, no garlic", "es": "más picante, sin ajo"},
        expect=_refine,
        continues="create",
    ),
    Journey(
        key="replay",
        title="Replay: the recipe saved last week",
        role="cook",
        say={
            "en": "that chicken recipe from last week",
            "es": "esa receta de pollo de la semana pasada",
        },
        expect=_replay,
    ),
    Journey(
        key="resume",
        title="Resume: the dish left half cooked",
        role="cook",
        say={"en": "hello", "es": "hola"},
        expect=_resume,
    ),
    Journey(
        key="allergen",
        title="Allergen block: a peanut dish for a peanut-allergic user",
        role="allergic",
        say={
            "en": "Make me a recipe with chicken and peanuts",
            "es": "Hazme una receta con pollo y cacahuates",
        },
        expect=_allergen,
    ),
)
