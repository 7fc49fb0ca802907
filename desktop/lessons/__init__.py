"""Learn to Play: a guided first game per game, read from ``assets/lessons/`` and run over the real window."""

LEARN_KEY = "Shift+F1"
"""Help > Learn to Play > This Game; the first-start offer names it as its keyboard answer."""
