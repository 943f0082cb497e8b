"""ReportLab's platypus imported without compiling a regular expression no page of ours uses.

``reportlab.platypus.paragraph`` compiles ``uri_pat`` (a URL with any letter from U+00A1 to U+FFFF, case
folded) when it is imported: 75 ms of CPU, about a sixth of ``print sheet``. ReportLab reads it only to split
long URLs when hyphenating (``hyphenationLang``/``uriWasteReduce``, both off here). Imported through this module,
that one pattern is compiled the first time it is used instead; every other pattern, and ``re.compile``
after the import, are untouched. Each printing module that imports ``reportlab.platypus`` imports this
module first (``tests/printing/test_platypus_import.py`` checks that, and that the pattern still matches as
ReportLab's own).
"""

from __future__ import annotations

import re
import sys
import threading
from typing import Any

PARAGRAPH = "reportlab.platypus.paragraph"
# How ReportLab's URL pattern starts (a scheme then "://"); only a pattern compiled by the paragraph module
# itself, case-insensitive, with this start is deferred.
URI_START = "(^(?:[a-z0-9\\.\\-\\+]*)://)"


class CompiledOnFirstUse:
    """Stands for ``re.compile(pattern, flags)`` and compiles it the first time any of its attributes is read."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._args = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None
        self._lock = threading.Lock()

    def __getattr__(self, name: str) -> Any:
        if self._compiled is None:
            with self._lock:
                if self._compiled is None:
                    self._compiled = re.compile(*self._args)
        return getattr(self._compiled, name)


def _load() -> None:
    if PARAGRAPH in sys.modules:
        return
    real = re.compile

    def compile(pattern: Any, flags: Any = 0) -> Any:
        caller = sys._getframe(1).f_globals.get("__name__")
        if caller == PARAGRAPH and isinstance(pattern, str) and pattern.startswith(URI_START) and flags & re.I:
            return CompiledOnFirstUse(pattern, flags)
        return real(pattern, flags)

    re.compile = compile  # for the length of one import
    try:
        import reportlab.platypus.paragraph  # noqa: F401
    finally:
        re.compile = real


_load()
