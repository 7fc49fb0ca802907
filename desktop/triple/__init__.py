"""Triple Dice in the window: its page and its kind (history words, observation-fed computers).

The session (``desktop.session.controller``) owns the state and its undo rules; nothing here changes it.
"""

from .page import TripleDicePage

__all__ = ["TripleDicePage"]
