"""What gets embedded for a recipe, and the hash that says when to embed it again.

Seed 000 §5.2 (one bilingual, ingredient-aware text per recipe, so "sopa de pollo" and
"chicken soup" land near the same vector and "what can I make with chicken and rice" matches
on ingredients) and §5.5 (the SHA-256 content hash over every field of that text, so a rerun
skips unchanged recipes and re-embeds exactly the changed ones).
"""

from __future__ import annotations

import hashlib

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["DESCRIPTION_CHARS", "RecipeContent", "content_hash", "embedding_text"]

# Seed 000 §5.2: the description, or the first 200 characters of the instructions.
DESCRIPTION_CHARS = 200


class RecipeContent(BaseModel):
    """The fields of a recipe that its embedding depends on (one DB row, aggregated)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    recipe_id: str
    name_en: str
    name_es: str
    description_en: str | None = None
    first_instruction_en: str | None = None
    # (EN, ES) canonical ingredient names, in recipe order.
    ingredients: tuple[tuple[str, str], ...] = Field(default_factory=tuple)
    tags_en: tuple[str, ...] = Field(default_factory=tuple)

    @property
    def summary_en(self) -> str:
        """The description, falling back to the start of the instructions, capped."""
        text = (self.description_en or self.first_instruction_en or "").strip()
        return text[:DESCRIPTION_CHARS]


def embedding_text(recipe: RecipeContent) -> str:
    """The text sent to the embedding model (seed 000 §5.2 formula)."""
    ingredients = ", ".join(f"{en} / {es}" for en, es in recipe.ingredients)
    tags = ", ".join(recipe.tags_en)
    return (
        f"# {recipe.name_en} / {recipe.name_es}\n\n"
        f"{recipe.summary_en}\n\n"
        f"Ingredients: {ingredients}\n\n"
        f"Tags: {tags}"
    )


def content_hash(recipe: RecipeContent) -> str:
    """SHA-256 over name_en | name_es | summary | sorted ingredients | sorted tags (§5.5).

    Ingredients contribute both names, so renaming either language re-embeds; order does not
    matter, so reordering a recipe's ingredients does not.
    """
    ingredients = ",".join(sorted(f"{en}/{es}" for en, es in recipe.ingredients))
    tags = ",".join(sorted(recipe.tags_en))
    material = "|".join((recipe.name_en, recipe.name_es, recipe.summary_en, ingredients, tags))
    return hashlib.sha256(material.encode("utf-8")).hexdigest()
