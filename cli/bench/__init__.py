"""`irmixy bench`: latency of search, chat and imports, over the seed and synthetic corpora."""
