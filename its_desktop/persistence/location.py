"""Where the database is: the URL from ``--db``, ``$ITS_DESKTOP_DB`` or the user data folder.

Apart from the engine so that knowing the place (the welcome screen, the window's title) needs neither
SQLAlchemy nor Alembic.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "ITS_DESKTOP_DB"
APP_NAME = "its-desktop"
DB_FILENAME = "its-desktop.sqlite3"


def default_url(explicit: str | None = None) -> str:
    """The database URL: ``explicit`` if given, else ``$ITS_DESKTOP_DB``, else the SQLite file in
    the user data folder (``platformdirs.user_data_dir("its-desktop")``)."""
    if explicit:
        return normalize_url(explicit)
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return normalize_url(env)
    return f"sqlite:///{default_folder() / DB_FILENAME}"


def default_folder() -> Path:
    """The user data folder the default database lives in (the one folder the app creates for a database)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def normalize_url(url: str) -> str:
    """Accept the spellings people type: ``postgres://`` and ``postgresql://`` mean psycopg 3; a
    bare path means an SQLite file."""
    url = url.strip()
    if "://" not in url:
        return f"sqlite:///{Path(url).expanduser().resolve()}"
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def sqlite_path(url: str) -> Path | None:
    """The file of an SQLite URL; None for a server database."""
    return Path(url[len("sqlite:///"):]) if url.startswith("sqlite:///") else None
