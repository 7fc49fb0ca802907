"""Computer players. They see the game only through ``observe`` (never the full state), so they
can never use information a human in the same seat would not have."""
