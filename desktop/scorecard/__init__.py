"""The page every scorecard game is played on, its table model and view, and how the session plays such games."""
