"""Triple Dice in the window: the page, its controller (undo rules) and the computer seats.

The main window embeds ``TripleDicePage``; nothing outside this package touches its state.
"""

from .controller import TripleController
from .page import TripleDicePage

__all__ = ["TripleController", "TripleDicePage"]
