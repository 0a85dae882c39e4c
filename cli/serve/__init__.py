"""The backend served locally: the local API, demo users, tokens and in-process invokes."""
