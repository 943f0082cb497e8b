"""The main window's layout: the docks around the table, table-only and presentation modes, previews."""

from __future__ import annotations

from shiboken6 import isValid
from PySide6.QtCore import QByteArray, QMargins, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDockWidget, QHBoxLayout, QLabel, QTabBar, QToolBar,
                               QToolButton, QWidget)

from .main_parts import LAYOUT_VERSION, PANEL_WIDTH, WindowParts
from .table.view import FOCUS_RING
# table.vision and tally.sheet_fit are imported where they are used: neither is on the first paint's way.

# A text panel with focus says so: the table's ring colour around it (its native frame draws no focus). The
# unfocused border is the same width, so the text does not move when the focus comes.
FOCUS_FRAME = ("QTextBrowser { border: 3px solid transparent; } "
               f"QTextBrowser:focus {{ border: 3px solid {FOCUS_RING}; }}")


def showing(widget: QWidget) -> bool:
    """On screen now: shown, and not behind another panel's tab (a tabbed-away dock stays "visible" to Qt
    but has nothing of it painted). A frame its own children cover whole (a scroll area) shows through them."""
    if not widget.isVisible():
        return False
    return not widget.visibleRegion().isEmpty() or any(
        c.isVisible() and not c.visibleRegion().isEmpty() for c in widget.findChildren(QWidget))


def title_icon(dock: QDockWidget, role: str) -> QIcon:
    """The icon of the native title bar's "float" or "close" button: the style's own title-bar icon.

    Qt keeps the native buttons (named ``qt_dockwidget_floatbutton`` and ``…closebutton``) as hidden children of
    a dock with a title bar of its own, their icons set from the style. Taken from there, the QStyle class is not
    needed before the first paint: building it and its eleven enums cost that paint ~16 ms. Without them (another
    Qt), the style is asked, as before."""
    native = dock.findChild(QAbstractButton, f"qt_dockwidget_{role}button")
    if native is not None and not native.icon().isNull():
        return native.icon()
    from PySide6.QtWidgets import QStyle

    pixmaps = {"float": QStyle.StandardPixmap.SP_TitleBarNormalButton, "close": QStyle.StandardPixmap.SP_TitleBarCloseButton}
    return dock.style().standardIcon(pixmaps[role])


class DockTitle(QWidget):
    """A panel's title bar with its full name, while its tab (Qt names a dock's tab after its window title) carries
    the short one. Float and close as the native bar does; a drag or double-click on the name moves or floats the
    panel (a label leaves those mouse events to the dock)."""

    def __init__(self, dock: QDockWidget) -> None:
        super().__init__(dock)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 2, 2)
        row.setSpacing(2)
        self.label = QLabel()
        row.addWidget(self.label, 1)
        self.buttons: list[QToolButton] = []
        for role, tip, slot in (("float", self.tr("Float or dock this panel"),
                                 lambda: dock.setFloating(not dock.isFloating())),
                                ("close", self.tr("Close this panel"), dock.close)):
            button = QToolButton()
            button.setIcon(title_icon(dock, role))
            button.setAutoRaise(True)
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # as the native bar's buttons: the keyboard has View → Panels
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons.append(button)

    def set_name(self, full: str) -> None:
        """The panel's full name on its bar, and in its buttons' names: a screen reader tells six "Close this
        panel" buttons apart by the panel each closes."""
        self.label.setText(full)
        float_button, close_button = self.buttons
        float_button.setAccessibleName(self.tr("Float or dock the %1 panel").replace("%1", full))
        close_button.setAccessibleName(self.tr("Close the %1 panel").replace("%1", full))


class DockLayout(WindowParts):
    default_state: QByteArray
    preview_actions: dict[str, QAction]
    _hidden_docks: list[QDockWidget]
    _before_presentation: Qt.WindowState

    def add_dock(self, name: str, title: str, area: Qt.DockWidgetArea) -> QDockWidget:
        """A dock of this window, listed in View → Panels and kept in the saved layout under ``name``."""
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        self.addDockWidget(area, dock)
        self.docks[name] = dock
        return dock

    def name_docks(self, titles: dict[str, tuple[str, str]]) -> None:
        """Each panel's short, whole name on its tab (six full names need about 730 px in French or Spanish, the
        column has about 400), its full name in the tab's tooltip, its title bar and View → Panels."""
        for name, (full, short) in titles.items():
            dock = self.docks[name]
            dock.setWindowTitle(short)  # the tab's text (QMainWindow takes it from the title)
            dock.setAccessibleName(full)
            dock.toggleViewAction().setText(full)  # after the title: Qt sets the action's text from it
            bar = dock.titleBarWidget()
            if not isinstance(bar, DockTitle):
                bar = DockTitle(dock)
                dock.setTitleBarWidget(bar)
                # a tab shown, hidden or raised: Qt remade the bar's tabs (tooltips = the short title) and the
                # column may need more width for a new tab
                # a slot of the window (disconnected when it is destroyed) and a timer with the window as its
                # context: a closed window's docks change visibility as they are torn down, and a lambda then
                # reached the deleted window (a crash box at exit)
                dock.visibilityChanged.connect(self._dock_visibility_changed)
            bar.set_name(full)
        self._full_titles = {short: full for full, short in titles.values()}

    def _default_docks(self) -> None:
        docks = self.docks
        for name in ("referee", "roster", "notes", "tally", "check"):
            self.tabifyDockWidget(docks["legend"], docks[name])
        docks["tally"].hide()  # until a game is recorded
        docks["check"].hide()  # until a table is checked (Scenery → Check this table)
        docks["legend"].raise_()
        self.resizeDocks([docks["legend"]], [PANEL_WIDTH], Qt.Orientation.Horizontal)

    def game_recorded(self, player_a: str = "", player_b: str = "", faction_a: str | None = None,
                      faction_b: str | None = None) -> None:
        """A recorded game is open: the Tally dock appears, and the score header knows the players."""
        self.docks["tally"].show()
        self.docks["tally"].raise_()
        self.resizeDocks([self.docks["tally"]], [self._tally_width()], Qt.Orientation.Horizontal)
        if player_a or player_b:
            self.player_names = (player_a, player_b)
            self.score_header.set_players(player_a, player_b, faction_a or "", faction_b or "")
            if self.controller is not None:
                self.controller.scene.set_player_names(*self.player_names)
        self.refresh_title()  # the title names the game now open

    def game_set_aside(self) -> None:
        """No recorded game on the table any more: no tally, no players' names on the table's edges."""
        self.docks["tally"].hide()
        self.player_names = ("", "")
        self.score_header.set_players("", "")
        if self.controller is not None:
            self.controller.scene.set_player_names()
        self.refresh_title()

    def _tally_width(self) -> int:
        """The Tally dock as wide as its sheet, within the room the table leaves: the table fits the view's
        height, so the width beyond its proportions is free for the sheet (not the table's own room)."""
        from .tally.sheet_fit import natural_width

        tally = self.tally
        grid = natural_width(tally.grid)  # the names on one line, whatever the dock's width is now
        layout = tally.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        sheet = max(grid, tally.extra.sizeHint().width()) + margins.left() + margins.right() + 24  # + scroll bar
        scene = self.view.scene()
        if scene is None or scene.sceneRect().height() <= 0:
            return PANEL_WIDTH
        rect = scene.sceneRect()
        table = int(self.view.viewport().height() * rect.width() / rect.height())
        room = self.width() - table - 8
        return max(PANEL_WIDTH, min(sheet, room))

    def panes(self) -> list[QWidget]:
        """The table and the panels showing (a panel behind another's tab is not one: focus never goes there)."""
        shown = [d.widget() for d in self.docks.values() if d.isVisible() and d.widget() is not None]
        return [self.view, *(w for w in shown if w is not None and showing(w))]

    def next_pane(self, step: int = 1) -> QWidget | None:
        """F6 / Shift+F6: focus to the next (previous) pane's first control, the way out of any table."""
        panes = self.panes()
        focus = QApplication.focusWidget()
        at = next((i for i, p in enumerate(panes) if focus is not None and (p is focus or p.isAncestorOf(focus))), -1)
        for k in range(1, len(panes) + 1):
            pane = panes[(at + step * k) % len(panes)]
            target = pane if pane is self.view else next(
                (w for w in [pane, *pane.findChildren(QWidget)] if w.focusPolicy() & Qt.FocusPolicy.TabFocus
                 and showing(w) and w.isEnabled()), None)
            if target is not None:
                target.setFocus(Qt.FocusReason.TabFocusReason)
                return target
        return None

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt override
        """Tab and Shift+Tab pass over what is not on screen (a panel behind another's tab): the focus
        lands only where it shows."""
        start = QApplication.focusWidget()
        for _ in range(400):
            if not super().focusNextPrevChild(next):
                return False
            focus = QApplication.focusWidget()
            if focus is None or focus is start or showing(focus):
                return True
        return True

    def set_preview(self, mode: str) -> None:
        """See the table as a greyscale printer or a colour-blind player would (View → Preview as)."""
        from .table.vision import set_mode

        set_mode(self.view, mode)
        self.preview_actions[mode].setChecked(True)

    def set_table_only(self, on: bool) -> None:
        """Hide (or bring back) every panel and toolbar: the table alone in the window."""
        if on:
            self._hidden_docks = [d for d in self.findChildren(QDockWidget) if d.isVisible()]
            for d in self._hidden_docks:
                d.hide()
        else:
            for d in getattr(self, "_hidden_docks", []):
                d.show()
            self._hidden_docks = []
        for bar in self.findChildren(QToolBar):
            bar.setVisible(not on)
        self.statusBar().setVisible(not on)
        self.view.fit()

    def set_presentation(self, on: bool) -> None:
        """Full screen, the table alone under a score header: for streams and big screens."""
        if self.table_only_action.isChecked() != on:
            self.table_only_action.setChecked(on)
        self.menuBar().setVisible(not on)
        self.score_header.setVisible(on)
        self._update_header()
        if on:
            if not self.isFullScreen():  # what F11 comes back to: maximized stays maximized
                self._before_presentation = self.windowState() & ~Qt.WindowState.WindowFullScreen
            self.showFullScreen()
        elif getattr(self, "_before_presentation", Qt.WindowState.WindowNoState) & Qt.WindowState.WindowMaximized:
            self.showMaximized()
        else:
            self.showNormal()
        self.view.fit()

    def reset_layout(self) -> None:
        self.restoreState(self.default_state, LAYOUT_VERSION)
        self._default_docks()

    def _update_header(self) -> None:
        ctl = self.controller
        if ctl is None:
            return
        # A recorded game that is over (its end recorded, or every round scored: as the game bar reads it)
        # shows its result, not "Round 3, turn of A" where the table was left.
        sheet = self.tally_if_made()
        over, tp = False, None
        if sheet is not None and sheet.recorded is not None and sheet.record is not None:
            ended = not sheet.in_progress and sheet.record.end_reason is not None
            over = ended or sheet.rounds.value() >= ctl.mission.season.rounds
            tp = sheet.last_tp if over and sheet.last_tp is not None else None
        self.score_header.set_state(ctl.mission.scenario.name.get(), ctl.doc.points, ctl.doc.round, ctl.doc.turn,
                                    over, tp)

    def whole_dock_tabs(self, only_new_tabs: bool = False) -> None:
        """Tabbed panels keep their whole titles (scroll arrows only when the table leaves the column too little
        room), in every language, each tab's tooltip the panel's full name. ``only_new_tabs``: widen only a bar
        whose tabs changed in number (a column the user narrowed stays so when a tab is merely raised)."""
        full = getattr(self, "_full_titles", {})
        for bar in self.findChildren(QTabBar):
            if bar.parent() is self:  # the dock tab bars QMainWindow makes, not tabs inside the panels
                bar.setElideMode(Qt.TextElideMode.ElideNone)
                bar.setUsesScrollButtons(True)
                for i in range(bar.count()):
                    bar.setTabToolTip(i, full.get(bar.tabText(i), bar.tabText(i)))
                if not only_new_tabs or bar.property("its_tabs") != bar.count():
                    self._widen_for_tabs(bar)
                bar.setProperty("its_tabs", bar.count())

    def _dock_visibility_changed(self, _shown: bool) -> None:
        if isValid(self):
            QTimer.singleShot(0, self, self._tabs_changed)

    def _tabs_changed(self) -> None:
        if isValid(self) and getattr(self, "ready", False):
            self.whole_dock_tabs(only_new_tabs=True)

    def _widen_for_tabs(self, bar: QTabBar) -> None:
        """The column as wide as its tabs' whole titles where the table leaves the room (its width beyond its
        proportions is free, as for the Tally): at 1366x768 "Scenario notes" was cut behind scroll arrows."""
        need = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        titles = {bar.tabText(i) for i in range(bar.count())}
        dock = next((d for d in self.docks.values() if d.isVisible() and not d.isFloating()
                     and d.windowTitle() in titles), None)
        scene = self.view.scene()
        if dock is None or need <= bar.width() or scene is None or scene.sceneRect().height() <= 0:
            return
        rect = scene.sceneRect()
        table = int(self.view.viewport().height() * rect.width() / rect.height())
        room = self.width() - table - 8
        wanted = min(dock.width() + need - bar.width(), room)
        if wanted > dock.width():
            self.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)
