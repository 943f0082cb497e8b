"""The panels' title bars show the style's own float and close icons, taken from the docks' native buttons (so the
first paint builds no QStyle), and from the style itself when a dock has no such button."""

from PySide6.QtWidgets import QAbstractButton, QDockWidget, QStyle

from its_desktop.ui.main_docks import DockTitle, title_icon

STANDARD = {"float": QStyle.StandardPixmap.SP_TitleBarNormalButton, "close": QStyle.StandardPixmap.SP_TitleBarCloseButton}


def same_icon(a, b) -> bool:
    return all(a.pixmap(px).toImage() == b.pixmap(px).toImage() for px in (10, 16, 32))


def test_every_panel_title_shows_the_styles_float_and_close_icons(window):
    titled = [dock for dock in window.docks.values() if isinstance(dock.titleBarWidget(), DockTitle)]
    assert {d.objectName() for d in titled} >= {"legend", "referee", "roster", "notes", "tally", "check"}
    for dock in titled:
        bar = dock.titleBarWidget()
        for button, role in zip(bar.buttons, ("float", "close"), strict=True):
            assert not button.icon().isNull()
            assert same_icon(button.icon(), dock.style().standardIcon(STANDARD[role])), (dock.objectName(), role)


def test_a_dock_without_the_native_buttons_asks_the_style(window):
    dock = QDockWidget("spare", window)
    for role in ("float", "close"):
        dock.findChild(QAbstractButton, f"qt_dockwidget_{role}button").setObjectName("")  # as if Qt named it no more
        assert same_icon(title_icon(dock, role), dock.style().standardIcon(STANDARD[role]))
