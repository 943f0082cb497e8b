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
