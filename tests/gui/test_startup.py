"""The app starts as a user starts it: a real process, on the offscreen platform."""

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui


def run(*args):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": os.environ.get("TMPDIR", "/tmp")}
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True,
                          timeout=120, env=env)


def test_exit_after_show_paints_and_exits_0():
    out = run("--exit-after-show")
    assert out.returncode == 0, out.stderr


def test_exit_when_ready_loads_the_library_and_draws_a_table():
    out = run("--exit-when-ready")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_exit_when_ready_with_a_file_waits_for_that_files_table(tmp_path):
    """A first start draws the shipped default table at once; with a file to open, the first table the
    user waits for is the file's, so the app leaves only once the library has loaded and opened it."""
    import shutil
    from pathlib import Path

    table = tmp_path / "round 2.itstable"
    shutil.copy(Path(__file__).resolve().parents[2] / "docs" / "example.itstable", table)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "ITS_DESKTOP_LOG_DIR": str(tmp_path / "log")}
    out = subprocess.run([sys.executable, "-m", "its_desktop", "--exit-when-ready", str(table)],
                         capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    log = (tmp_path / "log" / "its-desktop.log").read_text()
    assert f"opened {table}: True" in log and "ready: " in log
