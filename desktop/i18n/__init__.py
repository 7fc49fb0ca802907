"""The window's language: the one translation function, names of games and categories, and every
message built from a code and its parameters."""
