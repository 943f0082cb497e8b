"""PySide6's per-import source scan, switched off for a faster start.

Once PySide6 is imported it hooks ``__import__``, and for every module imported after it, it reads that
module's whole source (``inspect.getsource``) to find out whether the module mentions "PySide6" — so that a
module may opt into Qt for Python's ``from __feature__ import snake_case, true_property``. The window's start
imports about 300 modules after PySide6 (SQLAlchemy, pydantic, ours): the scan cost 57–81 ms of CPU a start,
about a third of a bare Qt window, for a switch this app never uses.

The scan's only output is a per-module flag: 0 ("uses PySide, no feature") or -1 ("ignore this module"). With
no module selecting a feature, both mean the same thing — the selection stays 0 everywhere — so every module
is answered -1 without reading it. A module that does ``from __feature__ import …`` still sets its own flag
through PySide's import hook, which this does not touch; none of ours does (``tests/gui/test_feature_scan.py``).
"""

from __future__ import annotations

import sys
from types import ModuleType


def _never(module: ModuleType) -> bool:
    return False


def skip() -> bool:
    """Answer PySide6's scan without reading sources; False (and nothing changed) when PySide6 is not imported
    yet or its internals are not the ones this was written against."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _never  # type: ignore[attr-defined]
    return True
