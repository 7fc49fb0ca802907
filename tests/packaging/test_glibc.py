"""dicebox_packaging/glibc.py reads the newest glibc a bundle needs from its binaries: a wrong
reading would let a bundle that the loader refuses on an older system pass its check."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from dicebox_packaging import glibc

OBJDUMP = """
/x/libdemo.so:     file format elf64-x86-64

DYNAMIC SYMBOL TABLE:
0000000000000000      DF *UND*	0000000000000000 (GLIBC_2.2.5) free
0000000000000000      DF *UND*	0000000000000000 (GLIBC_2.4) __stack_chk_fail
0000000000000000      DF *UND*	0000000000000000 (GLIBC_2.34) __libc_start_main
0000000000000000      DF *UND*	0000000000000000  GLIBC_2.33  stat64
0000000000011111 g    DF .text	0000000000000010  GLIBC_2.36  what_libc_itself_gives
0000000000000000      DF *UND*	0000000000000000 (GLIBCXX_3.4.30) not_glibc
"""


def test_needed_versions_are_the_undefined_symbols_compared_as_numbers() -> None:
    found = glibc.needed_versions(OBJDUMP)
    assert found == {(2, 2, 5), (2, 4), (2, 34), (2, 33)}
    # 2.4 is older than 2.34, whatever the strings say; a library's own definitions do not count.
    assert max(found) == (2, 34)
    assert glibc.parse_version("2.31") < glibc.parse_version("2.34")


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("objdump") is None,
                    reason="reads a Linux ELF with binutils' objdump")
def test_a_bundle_above_the_limit_fails_and_names_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copy(sys.executable, bundle / "_internal" / "python")  # a real dynamic ELF, needing some glibc
    (bundle / "_internal" / "notes.txt").write_text("not an ELF", encoding="utf-8")
    needed = glibc.newest_needed(bundle / "_internal" / "python")
    assert needed is not None and needed >= (2, 2)

    assert glibc.main([str(bundle)]) == 0
    assert f"GLIBC_{glibc.shown(needed)} (_internal/python; 1 binaries" in capsys.readouterr().out
    assert glibc.main([str(bundle), "--max", "2.1"]) == 1
    assert f"needs GLIBC_{glibc.shown(needed)} > 2.1: _internal/python" in capsys.readouterr().out
    assert glibc.main([str(bundle), "--max", glibc.shown(needed)]) == 0
    floor = f"runs only on Linux with glibc {glibc.shown(needed)} or newer (_internal/python needs it;"
    assert glibc.floor_line(bundle).startswith(floor)
