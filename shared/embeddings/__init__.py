"""Recipe embeddings: the bilingual content formula and its content hash."""

from shared.embeddings.content import RecipeContent, content_hash, embedding_text

__all__ = ["RecipeContent", "content_hash", "embedding_text"]
