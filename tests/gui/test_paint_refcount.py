"""Painting the table many times must not corrupt Python's reference to None.

PySide6 6.12.0 on Python 3.11 drops a reference to None on every Python call of a void C++ method (a
``paint()`` override loses two), and the table view aborts ("deallocating None") after a few hundred
repaints; Python >= 3.12 is immune (None is immortal there). pyproject pins PySide6 below 6.12. This
test repaints a full table and fails if the count of references to None goes down: it can fail only on
Python 3.11, where the project's scripts and CI run it; on 3.12+ it is skipped with that reason.
"""

import os
import subprocess
import sys

import pytest

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal on Python >= 3.12: its reference count "
                       "never changes, so this guard cannot fail here; it runs on Python 3.11"),
]


# Run in a process of its own: the count of references to None is process-wide, and threads left by
# earlier tests (database probes, overlay servers) free objects holding None while this one repaints.
SCRIPT = r"""
import sys, time
from PySide6.QtWidgets import QApplication
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper
from its_desktop.ui.main_window import MainWindow

app = QApplication([])
window = MainWindow()
window.resize(1200, 800)
window.show()
deadline = time.monotonic() + 60
while not window.ready and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
troopers = [Trooper(f"t{i}", "AB"[i % 2], 2 + i, 3 + i, 25, 10) for i in range(20)]
window.open_document(TableDocument("s16/panic-room", 300, troopers=troopers), None)
viewport = window.view.viewport()
item = window.controller.scene.trooper_items["t0"]
viewport.repaint()
before = sys.getrefcount(None)
for i in range(300):
    item.setPos(5 + i % 30, 5 + i % 20)
    viewport.repaint()
print(sys.getrefcount(None) - before)
"""


def test_repainting_keeps_none_alive(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    change = int(run.stdout.strip().splitlines()[-1])
    assert change >= 0, f"300 repaints lost {-change} references to None"
