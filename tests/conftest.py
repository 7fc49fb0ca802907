"""Shared test set-up, kept minimal.

The repo root goes on ``sys.path`` so the suite also runs from a plain checkout whose Python has
the dependencies but no ``pip install -e .`` of dicebox (CI installs it; a developer's venv may not).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
