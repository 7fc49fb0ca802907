"""Kiosk mode: a locked, fullscreen, touch-sized Dicebox, its configuration, staff PIN and daily board."""
