"""Refresh or check the locked dependency sets in requirements/ (``--help``).

The command; the code is dicebox_packaging/lock.py (see dicebox_packaging/__init__.py for why).
"""

import sys

from dicebox_packaging.lock import main

if __name__ == "__main__":
    sys.exit(main())
