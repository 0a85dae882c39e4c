"""The database the CLI runs on: embedded server, migrations, seed, embeddings, prompts."""
