"""The kiosk's look: touch-sized targets and the style sheet of its screens, in one place."""

from __future__ import annotations

TOUCH = 56
"""Touch target for buttons, in px."""
TOUCH_MIN = 48
"""No target smaller than this anywhere in kiosk mode."""
TILE_WIDTH = 262
"""A game tile's minimum outer width (its style's min-width plus padding and border)."""

KIOSK_STYLE = f"""
#StartScreen {{ background: qradialgradient(cx:0.5, cy:0.35, radius:1.0, fx:0.5, fy:0.35,
                stop:0 #2b8a60, stop:1 #123f2c); }}
#StartTitle {{ color: #fbf8f0; font-size: 44px; font-weight: 800; }}
#StartSubtitle {{ color: #cfe8da; font-size: 20px; }}
#GameTile {{ background: #fbf8f0; color: #1d2530; border: 3px solid #c99a2e; border-radius: 18px;
             font-size: 24px; font-weight: 700; padding: 18px; min-height: 72px; min-width: {TILE_WIDTH - 42}px; }}
#GameTile:pressed {{ background: #f2c14e; }}
#CountButton {{ background: #e9f5ee; color: #1d2530; border: 2px solid #86a294; border-radius: 12px;
               font-size: 20px; min-height: {TOUCH}px; min-width: {TOUCH + 40}px; padding: 0 16px; }}
#CountButton:checked {{ background: #f2c14e; border-color: #c99a2e; font-weight: 700; }}
#CountButton:disabled {{ color: #9aa3ad; }}
#Overlay {{ background: rgba(10, 30, 20, 200); }}
#OverlayText {{ color: #ffffff; font-size: 30px; font-weight: 700; }}
#OverlayCount {{ color: #f2c14e; font-size: 72px; font-weight: 800; }}
#BigButton {{ font-size: 22px; font-weight: 700; min-height: {TOUCH}px; padding: 6px 28px; border-radius: 12px;
             background: #f2c14e; color: #2a2108; border: 2px solid #c99a2e; }}
#HeaderButton {{ font-size: 16px; font-weight: 600; min-height: 48px; padding: 0 18px; border-radius: 10px;
                background: #ffffff; color: #1d2530; border: 2px solid #c99a2e; }}
#KeypadButton {{ font-size: 26px; min-height: 64px; min-width: 64px; border-radius: 10px; }}
#StaffLine {{ color: #ffe2a8; font-size: 14px; }}
"""
