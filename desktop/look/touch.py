"""The kiosk's sizes: touch targets for fingers, in one place (its style sheet is in ``theme``)."""

from __future__ import annotations

TOUCH = 56
"""Touch target for buttons, in px."""
TOUCH_MIN = 48
"""No target smaller than this anywhere in kiosk mode."""
TILE_WIDTH = 262
"""A game tile's minimum outer width (its style's min-width plus padding and border)."""
TRIPLE_SIDE_PANEL_BELOW = 1000
"""Below this width the Triple Dice score panel gives its room to touch-sized dice."""
