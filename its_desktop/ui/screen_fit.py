"""Windows and dialogs that fit the screen they open on, from a 1280x720 laptop to 4K.

A size written in the code is what a window would like; the screen's available area (without the task
bar or dock) is what it gets. Qt's own restoreGeometry only rescues a window that is off-screen, not one
saved on a bigger screen that now hangs over the bottom edge.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# What a window manager adds around a window's client area: a title bar and borders (logical px). Kept
# free so that the frame too is inside the available area, not only the client area.
FRAME = QSize(16, 40)
# Below this much room the first window opens maximized: a laptop's screen is the table's, every pixel.
ROOMY = QSize(1600, 1000)
# On a roomy screen the first window takes this share of it (centred), never less than it would like.
SHARE = 0.8


def available(widget: QWidget | None = None) -> QRect:
    """The available area of the screen ``widget`` is on (the primary screen before it has one)."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def room(widget: QWidget | None = None) -> QSize:
    """The largest client size whose frame still fits the available area."""
    area = available(widget)
    return QSize(max(1, area.width() - FRAME.width()), max(1, area.height() - FRAME.height()))


def size_first_window(window: QWidget, preferred: QSize) -> None:
    """A main window opened for the first time (no saved geometry): maximized on a screen with less room
    than ``ROOMY``, else ``SHARE`` of the screen (at least ``preferred``), centred."""
    area, space = available(window), room(window)
    if area.width() < ROOMY.width() or area.height() < ROOMY.height():
        # The un-maximized size, for when the user restores it: the preferred size, inside the screen.
        window.resize(preferred.boundedTo(space))
        _centre(window, area)
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
        return
    wanted = QSize(int(area.width() * SHARE), int(area.height() * SHARE)).expandedTo(preferred)
    window.resize(wanted.boundedTo(space))
    _centre(window, area)


def bring_inside(window: QWidget) -> bool:
    """A geometry restored from another screen (or resolution) brought inside this one's available area:
    shrunk to the room there is, then moved in. True when it had to change."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return False  # the window manager fits a maximized window itself
    area, space = available(window), room(window)
    geo = window.geometry()
    if area.contains(geo):
        return False
    size = geo.size().boundedTo(space)
    x = min(max(geo.x(), area.left()), area.left() + space.width() - size.width())
    y = min(max(geo.y(), area.top()), area.top() + space.height() - size.height())
    fitted = QRect(x, y, size.width(), size.height())
    window.setGeometry(fitted)
    return True


def fit_size(widget: QWidget, preferred: QSize) -> None:
    """A dialog or secondary window at ``preferred`` size where the screen has the room, smaller where not."""
    parent = widget.parentWidget()
    widget.resize(preferred.boundedTo(room(parent if parent is not None else widget)))


def _centre(window: QWidget, area: QRect) -> None:
    frame = window.size() + FRAME
    window.move(area.left() + max(0, (area.width() - frame.width()) // 2),
                area.top() + max(0, (area.height() - frame.height()) // 2))
