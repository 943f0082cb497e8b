"""A dialog instead of a traceback when the database cannot be reached (wrong password, server down, bad
host or port, unreadable file): the one-line reason from ``persistence.errors``, password masked."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

T = TypeVar("T")


def with_database(parent: QWidget, action: Callable[..., T], *args, url: str | None = None, **kwargs) -> T | None:
    """``action(*args, **kwargs)``; if it fails to reach the database, say why in a dialog and return None."""
    from sqlalchemy.exc import DBAPIError

    from its_desktop.persistence.errors import DatabaseUnavailable, describe

    try:
        return action(*args, **kwargs)
    except DatabaseUnavailable as exc:
        message = str(exc)
    except DBAPIError as exc:
        if not exc.connection_invalidated and not _is_connection_error(exc):
            raise
        message = str(describe(exc, url))
    show_database_error(parent, message)
    return None


def show_database_error(parent: QWidget | None, message: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Database", "Database not reachable"),
                      QCoreApplication.translate("Database", "The database cannot be reached:"), parent=parent)
    box.setObjectName("database-error")
    box.setInformativeText(message)
    box.exec()


def _is_connection_error(exc) -> bool:
    from sqlalchemy.exc import InterfaceError, OperationalError

    return isinstance(exc, (OperationalError, InterfaceError))
