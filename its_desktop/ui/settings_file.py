"""The settings file passes the same check as every other file the app reads or writes, before Qt opens it.

``QSettings`` reads its file when the first one is made and writes it back later through a rename: a
FIFO in its place hung the start for good, and a link to a device made the save replace the device
(``/dev/zero``, as root). :func:`guard` runs once at start-up, before any ``QSettings``: when the file
the app would use is anything but a regular file (or nothing yet), directly or through a link, it says
so in one line and points ``QSettings`` at a fresh private folder for this session instead: the app
starts with its defaults, and nothing is read from or written to that target.

The file can also be swapped for a link or a FIFO while the app runs. :func:`checked` re-checks it before
each read or write of ``ui/settings.py`` (one ``stat``): a ``QSettings()`` is only made, and a window's
store only written, while its file is still a regular file (or absent); else the same line is said and
this session's settings move to a private folder, as at start-up.
"""

from __future__ import annotations

import logging
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from its_desktop.domain.files import NotRegularFile, check_target

log = logging.getLogger(__name__)


def settings_paths() -> list[Path]:
    """The files ``QSettings()`` would open, computed without opening them: the app's, and the organization's
    that Qt reads as a fallback (none for the Windows registry or a macOS property list: Qt's own API)."""
    native = QSettings.defaultFormat() == QSettings.Format.NativeFormat
    if native and sys.platform in ("win32", "darwin"):
        return []
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    org = QCoreApplication.organizationName() or "Unknown Organization"
    app = QCoreApplication.applicationName() or "Unknown Application"
    return [Path(folder) / org / f"{app}.conf", Path(folder) / f"{org}.conf"]


def guard(paths: list[Path] | None = None) -> str | None:
    """Check the settings files; when one is not a regular file, use a private folder this session and return
    the one line that says why (also logged and printed on stderr). None when the files are fine."""
    for path in settings_paths() if paths is None else paths:
        try:
            check_target(path)
        except NotRegularFile as exc:
            return _elsewhere(exc)
    return None


_moved = False  # this session's settings are in a private folder of ours: nothing more to check


def checked(store: QSettings | None = None) -> QSettings | None:
    """``store`` (else a fresh ``QSettings()``) when its file is still a regular file or absent. When it is not,
    the one line is said, later stores use a private folder, and: a fresh store comes from there; a given
    store is refused (None) so that Qt never writes through it."""
    if store is None and _moved:
        return QSettings()
    paths = settings_paths() if store is None else [Path(store.fileName())]
    for path in paths:
        try:
            check_target(path)
        except NotRegularFile as exc:
            if not _moved:
                _elsewhere(exc)
            return QSettings() if store is None else None
    return store if store is not None else QSettings()


def _elsewhere(exc: NotRegularFile) -> str:
    global _moved
    _moved = True
    line = QCoreApplication.translate("Settings", "%1 Settings are neither read nor saved this session.") \
        .replace("%1", str(exc))
    folder = tempfile.mkdtemp(prefix="its-desktop-settings-")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)
    log.warning("%s (using %s)", line, folder)
    print(f"its-desktop: {line}", file=sys.stderr)
    return line


__all__ = ["checked", "guard", "settings_paths"]
