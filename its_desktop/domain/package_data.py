"""Where the data packages' files are (``its_desktop.maps``, ``its_desktop.resources``), found without
``importlib.resources``.

Both are plain folders with an ``__init__.py`` wherever the program runs (an install, the editable checkout,
the PyInstaller bundle), so the folder a package was imported from is its files' folder.
``importlib.resources`` finds the same folder, but importing it (tempfile, shutil, zip support) is 13 ms of
every command; it stays the answer for a package without a file of its own (never the case today).
"""

from __future__ import annotations

import importlib
from pathlib import Path


def folder(package: str) -> Path:
    """The folder holding ``package``'s files."""
    where = getattr(importlib.import_module(package), "__file__", None)
    if where:
        return Path(where).parent
    from importlib import resources  # pragma: no cover - a package imported from no file (a zip, a namespace)

    return Path(str(resources.files(package)))  # pragma: no cover


__all__ = ["folder"]
