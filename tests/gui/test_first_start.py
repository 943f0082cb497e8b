"""The first start ever (no validated-library cache): the window is usable with every scenario's name in its
pickers before the library is validated; the rest is validated afterwards and cached; a scenario picked
before then opens at once; a broken map file is still reported with its file and field.

Each test is a real ``--exit-when-ready`` process (a fresh interpreter: nothing validated, no cache), as a
user's first start is. The probe's slot on the ready signal runs before the loader is told to go on (that
call is queued), so what it sees is the window as it is when it becomes usable.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from its_desktop.domain.mission import index

pytestmark = pytest.mark.gui

PROBE = """
import json, sys
from pathlib import Path
from its_desktop.domain.mission import catalog, index
if len(sys.argv) > 2 and sys.argv[2] != "--list":  # a copy of the library: both readers of maps/ look there
    root = Path(sys.argv[2])
    catalog.maps_root = index.maps_root = lambda: root
if "--no-shipped" in sys.argv:  # a package whose shipped library is not current (domain/mission/shipped.py)
    from its_desktop.domain.mission import shipped
    shipped.read = lambda key: None
import its_desktop.ui.main_window as mw
seen = {}
def at_ready(w):
    seen["validated"] = sorted(str(p.relative_to(catalog.maps_root())) for p in catalog._scenarios)
    seen["loaded"] = catalog.loaded()
    seen["modules"] = sorted(m for m in ("pydantic", "shapely", "numpy") if m in sys.modules)
    seen["done"] = w.loader.done.is_set()
    seasons = {}
    for i in range(w.season_box.count() if "--list" in sys.argv else 0):  # each season's scenarios, as listed
        w.season_box.setCurrentIndex(i)
        seasons[w.season_box.itemData(i)] = {"name": w.season_box.itemText(i), "scenarios": [
            [w.scenario_box.itemData(j), w.scenario_box.itemText(j)] for j in range(w.scenario_box.count())]}
    seen["seasons"] = seasons
    pick = sys.argv[1]
    try:
        w.select_mission(pick, 0)  # the pickers on that scenario (any size), then the table opened: a user's pick
        w.new_table()
    except Exception as exc:
        seen["errors"].append(f"{type(exc).__name__}: {exc}")
    seen["table"] = w.controller.doc.mission
    seen["done_after_pick"] = w.loader.done.is_set()
# The crash dialog (modal) is where an uncaught error reaches the user: its text is noted instead of waited on.
from its_desktop.ui import crash_dialog
crash_dialog.CrashDialog.exec = lambda self: seen["errors"].append(self.detailedText())
seen["errors"] = []
init = mw.MainWindow.__init__
def probe(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.ready_changed.connect(lambda: at_ready(self))
mw.MainWindow.__init__ = probe
from its_desktop import cli
code = cli.main(["--exit-when-ready", "--lang", "fr"])
seen["after_exit"] = {"loaded": catalog.loaded(), "validated": len(catalog._scenarios)}
print(json.dumps(seen), flush=True)
sys.exit(code)
"""


def first_start(tmp_path: Path, pick: str, root: Path | None = None, shipped: bool = True) -> tuple[dict, Path]:
    """What the probe saw (``root``: a library copy to start on; without one the pickers are listed too;
    ``shipped=False``: as if the package's shipped library were not current)."""
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache"),
           "ITS_DESKTOP_LOG_DIR": str(home / "log")}
    args = [sys.executable, "-c", PROBE, pick, str(root) if root else "--list"] + ([] if shipped else ["--no-shipped"])
    out = subprocess.run(args, capture_output=True, text=True, timeout=180, env=env)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1]), home


def caches(home: Path) -> list[Path]:
    return list((home / "cache").rglob("mission-library.pickle"))


def test_the_first_start_ever_reads_the_library_shipped_with_the_package(tmp_path):
    """Nothing validated or resolved before usable (no pydantic, Shapely or NumPy): the library and the default
    table come from the copies made when the package was built, and the library becomes the user's cache."""
    got, home = first_start(tmp_path, "s8/annihilation-mid")
    assert got["modules"] == [] and got["loaded"]
    assert got["errors"] == [] and got["table"] == "s8/annihilation-mid"
    indexed = json.loads((index.maps_root() / index.INDEX_FILE).read_text(encoding="utf-8"))
    listed = sorted(item[0] for s in got["seasons"].values() for item in s["scenarios"])
    assert listed == sorted(m["id"] for m in indexed["missions"])  # every scenario in the pickers
    assert caches(home)


def test_the_first_start_is_usable_before_the_library_is_validated(tmp_path):
    """Without a current shipped library (a package built from other files or code)."""
    got, home = first_start(tmp_path, "s8/annihilation-mid", shipped=False)
    # Usable with only the table's own scenario validated, the rest not started.
    assert got["validated"] == ["s16/supremacy.toml"] and not got["loaded"] and not got["done"]
    # Yet every season and every scenario is in the pickers, in French as the index holds them.
    shipped = json.loads((index.maps_root() / index.INDEX_FILE).read_text(encoding="utf-8"))
    assert {sid: s["name"] for sid, s in got["seasons"].items()} == {
        s["id"]: s["name"]["fr"] for s in shipped["seasons"]}
    listed = [item for s in got["seasons"].values() for item in s["scenarios"]]
    assert sorted(map(tuple, listed)) == sorted((m["id"], m["name"]["fr"]) for m in shipped["missions"])
    # A scenario not validated yet opens at once (validated on demand, not waited for).
    assert got["errors"] == [] and got["table"] == "s8/annihilation-mid" and not got["done_after_pick"]
    # The rest was validated after "usable", and cached for the next start before the process left.
    assert got["after_exit"] == {"loaded": True, "validated": len(shipped["missions"])}
    assert caches(home)


@pytest.fixture
def broken_library(tmp_path) -> tuple[Path, Path]:
    """A copy of the library with one scenario (not the table's) that does not validate."""
    root = tmp_path / "maps"
    shutil.copytree(index.maps_root(), root, ignore=shutil.ignore_patterns("__pycache__"))
    path = root / "s10" / "acquisition.toml"
    text = path.read_text(encoding="utf-8")
    assert "\nsection = " in text
    path.write_text(text.replace("\nsection = ", "\nsection = 7\nx_section = ", 1), encoding="utf-8")
    return root, path


def reported(got: dict, home: Path, path: Path) -> None:
    """As it always was: picking the file raises its one-line error (the crash dialog shows it), naming the
    file and the field; the library is not cached; the window stays on the table it had."""
    assert got["errors"], "the broken file was never reported"
    for error in got["errors"]:
        # in French, as the probe's window speaks: the field named, the pack's colon, no English "or"
        assert error.startswith(f"MissionErrors: {path} : section : doit être 'its', 'direct_action', ")
        assert "'format' ou 'league'" in error and f"\n{path} : x_section : champ inconnu" in error
    assert got["table"] == "s16/supremacy"
    assert not caches(home)
    log = (home / "log" / "its-desktop.log").read_text(encoding="utf-8")
    assert f"the mission library is not cached: {path} : section : " in log


def test_a_broken_map_file_is_reported_as_before(tmp_path, broken_library):
    """An edited file no longer matches the index: the pickers are read from the files as they are shown."""
    root, path = broken_library
    got, home = first_start(tmp_path, "s10/acquisition", root)
    reported(got, home, path)


def test_a_broken_file_the_index_vouches_for_is_reported_later(tmp_path, broken_library):
    """An index made for these very files yet one does not validate (say, another pydantic): the window is
    usable from the index, and the file fails when the rest is validated, and when it is picked."""
    root, path = broken_library
    data = json.loads((root / index.INDEX_FILE).read_text(encoding="utf-8"))
    data["digest"] = index.digest(root)
    (root / index.INDEX_FILE).write_text(json.dumps(data), encoding="utf-8")
    got, home = first_start(tmp_path, "s10/acquisition", root)
    assert got["validated"] == ["s16/supremacy.toml"]
    reported(got, home, path)
