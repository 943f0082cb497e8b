"""The one-folder bundle, built once per test session for every test that needs it (the bundle's own
tests and the release files'): PyInstaller takes a minute or more, so it is built at most once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def bundle(tmp_path_factory) -> Path:
    """The bundle's ``its-desktop`` executable (its folder is the one-folder bundle)."""
    tmp = tmp_path_factory.mktemp("bundle")
    out = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                          "--distpath", str(tmp / "dist"), "--workpath", str(tmp / "build"),
                          str(ROOT / "packaging" / "its-desktop.spec")],
                         capture_output=True, text=True, timeout=1800, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-3000:]
    exe = tmp / "dist" / "its-desktop" / "its-desktop"
    assert exe.is_file() and os.access(exe, os.X_OK)
    return exe
