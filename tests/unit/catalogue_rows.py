"""A catalogue row as the catalogue statement returns it, for ranking tests."""

from __future__ import annotations

import uuid

from shared.search.lexical import CatalogueRow


def catalogue_row(name: str, **facts: object) -> CatalogueRow:
    """A dinner found by both retrievers, with `facts` over the defaults."""
    return CatalogueRow.model_validate(
        {
            "id": uuid.uuid4(),
            "slug": name,
            "name": name,
            "image_url": None,
            "total_time_minutes": 30,
            "portions": 4,
            "difficulty": "easy",
            "cuisine_slug": None,
            "cuisine": None,
            "meal_types": ["dinner"],
            "description": None,
            "lexical": 0.5,
            "lexical_side": True,
            "vector_side": True,
            "relaxed": False,
            "allergens": [],
            **facts,
        }
    )
