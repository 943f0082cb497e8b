"""The app starts as a user starts it: a real process, on the offscreen platform."""

import json
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


# The app as ``python -m its_desktop`` starts it, printing at the moment it leaves its event loop (with
# --exit-when-ready: usable) which database libraries it has imported.
PROBE_USABLE = """
import json, sys
MODULES = ("sqlalchemy", "alembic", "psycopg")
from PySide6.QtWidgets import QApplication
import its_desktop.ui.main_window as mw
init = mw.MainWindow.__init__
def probe(self, *args, **kwargs):
    init(self, *args, **kwargs)
    QApplication.instance().aboutToQuit.connect(lambda: print(json.dumps(
        sorted(m for m in MODULES if m in sys.modules)), flush=True))
mw.MainWindow.__init__ = probe
from its_desktop import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def test_a_start_is_usable_without_the_database_libraries(tmp_path):
    """Nothing on the way to a usable window opens the database: the remembered game's check keys it by
    the address alone (SQLAlchemy and Alembic cost a start about 0.6 s of CPU, and they load when a game
    is opened or the tournament window is)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    out = subprocess.run([sys.executable, "-c", PROBE_USABLE, "--exit-when-ready"], capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout


# The same, printing at the moment the window says it is usable (its ready signal) which geometry libraries
# the process has imported (the table's evaluator is prepared on its own thread from that moment), and whether the
# tally's rules (imported when a sheet is first shown or a game recorded) or the TOML parser (only a stale index
# parses map files) are.
PROBE_GEOMETRY = PROBE_USABLE.replace('("sqlalchemy", "alembic", "psycopg")',
                                      '("shapely", "numpy", "its_desktop.domain.tally", "tomllib")').replace(
    "QApplication.instance().aboutToQuit.connect", "self.ready_changed.connect")


def test_a_later_start_is_usable_before_the_geometry_libraries_load(tmp_path):
    """A later start draws and lays out its table from the resolved-table cache and prepares the evaluator on a
    thread once the window is usable: neither Shapely nor NumPy (a third of such a start's CPU) is imported before.
    The first start ever reads it from the copy shipped with the package (domain/mission/shipped.py). Nor the
    tally's rules or the TOML parser (about 70 ms): the Tally sheet that needs them is built when first shown."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    seen = []
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", PROBE_GEOMETRY, "--exit-when-ready"], capture_output=True,
                             text=True, timeout=120, env=env)
        assert out.returncode == 0, out.stderr
        seen.append(json.loads(out.stdout.strip().splitlines()[-1]))
    assert seen == [[], []], seen
