"""Render the installers' icon files from assets/icons/dicebox.svg: ``python packaging/icons.py OUTPUT_DIR``.

The command; the code is dicebox_packaging/icons.py (see dicebox_packaging/__init__.py for why).
It runs in a process of its own because Qt wants a QGuiApplication, which neither the spec nor
build.py should own.
"""

import sys

from dicebox_packaging.icons import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
