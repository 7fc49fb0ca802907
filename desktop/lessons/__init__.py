"""Learn to Play: a guided first game per game, read from ``assets/lessons/`` and run over the real window."""
