"""The session: the controller that owns a game's state, the games it can play, its journal, its recorder and its
computer seats."""
