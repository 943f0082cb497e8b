"""The window takes input while the mission library loads (in a fresh process, as a user's start is:
the library's modules are not imported yet and no cache exists)."""

import json
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui

# Posts a key press to the table every few milliseconds from the moment the window is shown, and notes for
# each one delivered whether the library was still loading: a posted event is only delivered by a turning
# event loop, so one delivered while loading is input the window handled then.
PROBE = """
import json, sys
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from its_desktop.ui.main_window import MainWindow
w = MainWindow()
w.show()
seen = []
class Counter(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_F24:
            loader = getattr(w, "loader", None)
            seen.append({"ready": w.ready, "loading": loader is not None and not loader.done.is_set()})
            if w.ready:  # one key handled by the ready window is enough: stop (no timing window to miss)
                QTimer.singleShot(0, app.quit)
            return True
        return False
counter = Counter()
w.view.installEventFilter(counter)
def poke():
    QCoreApplication.postEvent(w.view, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F24, Qt.KeyboardModifier.NoModifier))
timer = QTimer(); timer.setInterval(5); timer.timeout.connect(poke); timer.start()
QTimer.singleShot(60000, app.quit)
app.exec()
w.wait_for_library()  # as app.py does after the event loop: no worker is left running as Python shuts down
print(json.dumps({"ready": w.ready, "seen": seen}))
"""


def test_the_window_handles_input_while_the_library_loads(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["ready"], "the library never finished loading"
    while_loading = [s for s in got["seen"] if s["loading"] and not s["ready"]]
    assert while_loading, f"no input was handled while the library loaded ({len(got['seen'])} handled in all)"
    assert any(s["ready"] for s in got["seen"])  # and after it, by the same window
