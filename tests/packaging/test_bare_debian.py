"""packaging/check-bare-debian.sh reads the README's commands, this machine's apt archive and its
pip configuration through dicebox_packaging/bare_debian.py: what it reads must be what a newcomer
types and how the machine really reaches the registries."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from dicebox_packaging import bare_debian

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "check-bare-debian.sh"


def test_the_commands_are_the_readmes_own_code_blocks() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    play, test = bare_debian.readme_commands(readme)
    assert (play, test) == ("./packaging/play-from-source.sh", "./tests/run.sh")
    assert f"```\n{play}\n```" in readme and f"```\n{test}\n```" in readme
    # play-from-source.sh hands its arguments to the app, so the check's --smoke-test reaches it.
    assert 'exec .venv/bin/dicebox "$@"' in (ROOT / "packaging" / "play-from-source.sh").read_text(encoding="utf-8")


def test_a_readme_whose_section_lost_its_command_is_refused() -> None:
    readme = "## Set up and play\n\nRun it.\n\n## Run the tests\n\n```\n./tests/run.sh\n```\n"
    with pytest.raises(LookupError, match="Set up and play"):
        bare_debian.readme_commands(readme)
    two = "## Set up and play\n\n```\nsudo apt install x\n./play\n```\n## Run the tests\n\n```\n./t\n```\n"
    with pytest.raises(LookupError, match="one command"):
        bare_debian.readme_commands(two)


DEB822 = """Types: deb
# http://snapshot.debian.org/archive/debian/20250520T000000Z
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
"""


def test_the_archive_is_the_one_apt_uses_for_the_suite(tmp_path: Path) -> None:
    listing = tmp_path / "sources.list.d"
    listing.mkdir()
    (listing / "debian.sources").write_text(DEB822, encoding="utf-8")
    (listing / "other.list.disabled").write_text("deb http://wrong.example/debian bookworm main\n", encoding="utf-8")
    assert bare_debian.archive_uri("bookworm", [tmp_path / "sources.list", listing]) == "http://deb.debian.org/debian"
    assert bare_debian.archive_uri("bookworm-security", [listing]) == "http://deb.debian.org/debian-security"
    (tmp_path / "sources.list").write_text("# old style\ndeb [arch=amd64] http://mirror.example/debian bookworm main\n",
                                           encoding="utf-8")
    assert bare_debian.archive_uri("bookworm", [tmp_path / "sources.list", listing]) == "http://mirror.example/debian"
    with pytest.raises(LookupError):
        bare_debian.archive_uri("trixie", [listing])


def test_a_disabled_or_source_only_stanza_is_not_the_archive() -> None:
    text = ("Types: deb-src\nURIs: http://src.example\nSuites: bookworm\n\n"
            "Types: deb\nEnabled: no\nURIs: http://off.example\nSuites: bookworm\n")
    assert bare_debian.archive_entries(text, deb822=True) == []


def test_pip_settings_that_name_this_machines_disk_are_found(tmp_path: Path) -> None:
    index = tmp_path / "pypi"
    (index / "simple").mkdir(parents=True)
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    cert = tmp_path / "ca.crt"
    cert.write_text("x", encoding="utf-8")
    config = f"[global]\nfind-links = {wheels}\nextra-index-url = file://{index}/simple https://pypi.example/simple\n"
    values = bare_debian.pip_values([config], {"PIP_CERT": str(cert), "PIP_FIND_LINKS": str(tmp_path / "gone")})
    # A local index links its files as ../../files/x.whl: its parent is what must be visible.
    assert bare_debian.local_paths(values) == [("dir", str(wheels)), ("dir", str(index)), ("file", str(cert))]


def test_the_script_is_valid_bash_and_never_removes_through_a_mount() -> None:
    library = SCRIPT.with_name("chroot.sh")  # the chroot itself, shared with the other Debian checks
    for script in (SCRIPT, library):
        subprocess.run(["bash", "-n", str(script)], check=True)
    assert 'source "$REPO/packaging/chroot.sh"' in SCRIPT.read_text(encoding="utf-8")
    text = library.read_text(encoding="utf-8")
    assert "rm -rf --one-file-system" in text
    assert text.index("if ! unmount_all; then") < text.index('rm -rf --one-file-system "$ROOT"')
    assert "trap cleanup EXIT" in text
    # The fix for a bare machine's gap belongs in the one system package list, never in the scripts.
    for words in (SCRIPT.read_text(encoding="utf-8"), text):
        assert "fonts-" not in words and "locales" not in words


def test_ci_runs_the_play_command_on_debian_13_and_a_wrong_argument_is_refused() -> None:
    # The README's play command on the newest Python a newcomer meets (Debian 13's 3.13), the
    # suite not run twice; an argument the check does not know stops it before any chroot.
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "bash packaging/check-bare-debian.sh --suite=trixie --play-only" in ci
    proc = subprocess.run(["bash", str(SCRIPT), "--suit=trixie"], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 2 and "usage: bash packaging/check-bare-debian.sh" in proc.stderr


def test_ci_tries_the_linux_artifacts_on_debian_12_and_13() -> None:
    # One build for every release and for the suite's packaging tests, made first; the glibc floor
    # limited, each release's steps reported as a stage.
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    build = ci.index("bash packaging/check-linux-portable.sh --build-only 2>&1 | tee -a")
    assert build < ci.index('bash packaging/check-bare-debian.sh --current-orca --prebuilt-dist="$DIST"')
    assert build < ci.index('bash packaging/check-linux-portable.sh "$DIST" 2>&1 | tee -a')
    script = (ROOT / "packaging" / "check-linux-portable.sh").read_text(encoding="utf-8")
    assert 'SUITES="bookworm trixie"' in script and "dicebox_packaging.glibc" in script and '--max "$FLOOR"' in script
    assert subprocess.run(["bash", "-n", str(ROOT / "packaging" / "check-linux-portable.sh")]).returncode == 0
