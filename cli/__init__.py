"""The `irmixy` command: local tooling, never deployed."""
