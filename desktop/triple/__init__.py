"""Triple Dice in the window: its page, and how the window plays it (History words, help page).

The session (``desktop.session.controller``) owns the state and its undo rules; nothing here changes it.
Importing the package loads nothing else: the page (``page.py``) loads when a Triple Dice game starts.
"""
