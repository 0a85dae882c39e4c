"""`irmixy eval`: search quality over the graded query set (queries, metrics, providers, report)."""
