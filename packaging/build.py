"""Build this OS's Dicebox artifacts into dist/ and prove the frozen app runs (``--help``).

The command; the code is dicebox_packaging/build.py (see dicebox_packaging/__init__.py for why).
"""

import sys

from dicebox_packaging.build import main

if __name__ == "__main__":
    sys.exit(main())
