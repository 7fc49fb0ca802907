"""The Records window: history, high scores and statistics, read from the records store."""
