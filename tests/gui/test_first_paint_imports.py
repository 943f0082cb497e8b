"""The first table is drawn before modules it does not need are imported (issue 28: first table drawn).

Each module below cost the first paint of every start a few milliseconds (logging.handlers pulls in socket,
pickle and queue): they are imported where a full log file, a crash report or a remembered game needs them.
"""

import json
import os
import subprocess
import sys

# The app as ``python -m its_desktop`` starts it, printing at the first table drawn (the window's table_drawn
# signal) which of MODULES the process has imported and whether the presentation header exists yet. Not pickle:
# the loading thread, which runs beside the paint by design, reads the library cache with it and may get there
# first (it did once the tally's rules left that thread); logging.handlers, which pulled it in, is checked.
PROBE_DRAWN = """
import json, sys
MODULES = ("logging.handlers", "socket", "platform", "datetime", "hashlib", "html", "importlib.resources",
           "its_desktop.ui.crash_dialog")
import its_desktop.ui.main_window as mw
init = mw.MainWindow.__init__
def probe(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.table_drawn.connect(lambda: print(json.dumps({
        "modules": sorted(m for m in MODULES if m in sys.modules),
        "header made": self._score_header is not None}), flush=True))
    self.ready_changed.connect(lambda: print(json.dumps({"header shown": self.score_header.isVisible()}),
                                             flush=True))
mw.MainWindow.__init__ = probe
from its_desktop import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def test_the_first_table_is_drawn_before_the_log_rotation_and_report_modules(tmp_path):
    """A first start ever and a later one: neither imports them before its first table is on screen, and the
    presentation header (hidden outside presentation mode) is made after that paint, hidden."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", PROBE_DRAWN, "--exit-when-ready"], capture_output=True,
                             text=True, timeout=120, env=env)
        assert out.returncode == 0, out.stderr
        lines = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        assert lines == [{"modules": [], "header made": False}, {"header shown": False}], out.stdout
