"""PySide6 no longer reads the source of every module the window imports (``ui/feature_scan.py``)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

PACKAGE = Path(__file__).resolve().parents[2] / "its_desktop"

PROBE = """
import inspect, sys
import PySide6.QtCore
from its_desktop.ui import feature_scan
read = []
real = inspect.getsource
inspect.getsource = lambda obj: read.append(getattr(obj, "__name__", obj)) or real(obj)
before = len(read)
import json.tool  # a module PySide6 has not seen yet
scanned_without = len(read) > before
assert feature_scan.skip()
before = len(read)
import its_desktop.domain.mission.scenario
print(scanned_without, len(read) > before)
"""


def test_modules_imported_after_the_switch_are_not_read():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    without, with_switch = run.stdout.split()
    assert without == "True", "PySide6 reads an imported module's source (else this switch is not needed)"
    assert with_switch == "False", "after the switch, no module's source is read on import"


def test_no_module_of_ours_selects_a_qt_for_python_feature():
    """The switch answers "ignore this module" for every module, which is only the same as PySide's own answer
    while nothing selects a feature (snake_case, true_property)."""
    users = [p.relative_to(PACKAGE) for p in PACKAGE.rglob("*.py") if "__feature__" in p.read_text(encoding="utf-8")
             and p.name != "feature_scan.py"]
    assert users == []
