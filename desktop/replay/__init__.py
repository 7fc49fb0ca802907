"""The replay viewer: any game watched again move by move, with each decision's review."""
