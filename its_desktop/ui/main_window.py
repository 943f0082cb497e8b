"""The main window: pick a scenario and game size, and play it out on the drawn table."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QDockWidget, QFileDialog, QFrame, QLabel, QMainWindow, QMessageBox, QScrollArea, QSpinBox, QToolBar,
    QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from .table.view import TableView

if TYPE_CHECKING:
    from its_desktop.domain.itstable import TableDocument

    from .table.controller import TableController


def _catalog():
    # The mission library (pydantic, Shapely, NumPy) loads after the window is on screen.
    from its_desktop.domain.mission import catalog

    return catalog

MAX_RECENT = 8
LAYOUT_VERSION = 2
PANEL_WIDTH = 330  # the right-hand column of panels at its default width (px)
FILE_FILTER = "ITS table (*.itstable);;JSON (*.json)"


class MainWindow(QMainWindow):
    ready_changed = Signal()   # the mission library is loaded and the table is live
    table_drawn = Signal()     # the first table is on screen (from the cache, or live)

    def __init__(self, db_url: str | None = None) -> None:
        super().__init__()
        self.db_url = db_url
        self.settings = QSettings()
        self.controller: TableController | None = None
        self.path: Path | None = None
        self.view = TableView()
        from .table.score_header import ScoreHeader

        self.score_header = ScoreHeader()
        centre = QWidget()
        column = QVBoxLayout(centre)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.score_header)
        column.addWidget(self.view, 1)
        self.setCentralWidget(centre)
        # The table is the window's centre; the panels share one right-hand column as tabs.
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.docks = {
            "legend": self._dock(self.tr("Legend and key"), right, "legend"),
            "referee": self._dock(self.tr("Referee: why"), right, "referee"),
            "roster": self._dock(self.tr("Roster"), right, "roster"),
            "notes": self._dock(self.tr("Scenario notes"), right, "notes"),
            "tally": self._dock(self.tr("Tally"), right, "tally"),
        }
        self._default_docks()
        self.status = QLabel()
        self.statusBar().addPermanentWidget(self.status)
        self._toolbar()
        self.recent_menu = None
        self.resize(1280, 820)
        if geometry := self.settings.value("main/geometry"):
            self.restoreGeometry(geometry)
        self.default_state = self.saveState(LAYOUT_VERSION)
        if state := self.settings.value("main/state"):
            self.restoreState(state, LAYOUT_VERSION)  # a layout saved by an older version is ignored
        self.statusBar().showMessage(self.tr("Loading the mission library…"))
        self.ready = False
        self.drawn = False
        # Panels, menus and the mission library come after the first paint: start-up shows a
        # window as fast as a bare one, the last table follows from a small cache, and the live
        # table replaces it once the library has loaded.
        QTimer.singleShot(0, self._start)

    def _start(self) -> None:
        from .table import first_table

        mission, points = first_table.DEFAULT  # a first start: drawn from the copy shipped in resources/
        data = first_table.read(str(self.settings.value("table/mission", mission)),
                                int(self.settings.value("table/points", points)))
        if data is None:
            self._load_library()
            return
        self.view.setScene(first_table.PreviewScene(data, self))
        self.view.fit()
        self._announce_drawn()
        QTimer.singleShot(0, self._load_library)

    def _announce_drawn(self) -> None:
        if not self.drawn:
            self.view.viewport().repaint()
            self.drawn = True
            self.table_drawn.emit()

    def _load_library(self) -> None:
        """Build the panels and menus, fill the pickers and open the last scenario (after the first paint)."""
        from .panels import LegendPanel, NotesPanel, RefereePanel
        from .roster_panel import RosterPanel
        from .table_actions import TableActions

        self.referee = RefereePanel()
        self.notes = NotesPanel()
        self.roster = RosterPanel()
        from .tally.panel import TallyPanel

        self.legend = LegendPanel()
        self.tally = TallyPanel()
        for name, widget in (("roster", self.roster), ("referee", self.referee), ("notes", self.notes),
                             ("legend", self.legend)):
            self.docks[name].setWidget(widget)
        # The tally's sheet is wide: it scrolls inside the panel column rather than widen it and
        # take the table's room.
        tally_scroll = QScrollArea()
        tally_scroll.setWidgetResizable(True)
        tally_scroll.setFrameShape(QFrame.Shape.NoFrame)
        tally_scroll.setWidget(self.tally)
        self.docks["tally"].setWidget(tally_scroll)
        self.actions_ = TableActions(self)
        self.view.trooper_dropped.connect(
            lambda tid, x, y: self.controller is not None and self.controller.move_trooper(tid, x, y))
        self._menus()
        from .tally.actions import TallyActions

        self.tally_actions = TallyActions(self, self.db_url)
        from .stream_menu import StreamMenu

        self.stream_menu = StreamMenu(self, self.db_url)
        self.tally.scored.connect(lambda score: self.score_header.set_score(score.op("A"), score.op("B")))
        self._fill_seasons()
        last = self.settings.value("table/mission", "s16/supremacy")
        self._select_mission(str(last), int(self.settings.value("table/points", 300)))
        self.new_table()
        self.statusBar().clearMessage()
        self._whole_dock_tabs()
        self.ready = True
        self._announce_drawn()
        self.ready_changed.emit()

    # -- layout -------------------------------------------------------------------------------
    def _dock(self, title: str, area, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        self.addDockWidget(area, dock)
        return dock

    def _default_docks(self) -> None:
        docks = self.docks
        for name in ("referee", "roster", "notes", "tally"):
            self.tabifyDockWidget(docks["legend"], docks[name])
        docks["tally"].hide()  # until a game is recorded
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

    def _tally_width(self) -> int:
        """The Tally dock as wide as its sheet, within the room the table leaves: the table fits the view's
        height, so the width beyond its proportions is free for the sheet (not the table's own room)."""
        tally = self.tally
        grid = tally.grid.horizontalHeader().length() + 2 * tally.grid.frameWidth()
        margins = tally.layout().contentsMargins()
        sheet = max(grid, tally.extra.sizeHint().width()) + margins.left() + margins.right() + 24  # + scroll bar
        scene = self.view.scene()
        if scene is None or scene.sceneRect().height() <= 0:
            return PANEL_WIDTH
        rect = scene.sceneRect()
        table = int(self.view.viewport().height() * rect.width() / rect.height())
        room = self.width() - table - 8
        return max(PANEL_WIDTH, min(sheet, room))

    def _view_menu(self, view) -> None:
        view.addSeparator()
        panels = view.addMenu(self.tr("&Panels"))

        def fill_panels() -> None:  # docks added later (the game header) are listed too
            panels.clear()
            for dock in self.docks.values():
                panels.addAction(dock.toggleViewAction())

        panels.aboutToShow.connect(fill_panels)
        fill_panels()
        self.table_only_action = QAction(self.tr("&Table only"), self)
        self.table_only_action.setCheckable(True)
        self.table_only_action.setShortcut(QKeySequence("Ctrl+Shift+Tab"))
        self.table_only_action.toggled.connect(self.set_table_only)
        self.presentation_action = QAction(self.tr("&Presentation mode (table and score)"), self)
        self.presentation_action.setCheckable(True)
        self.presentation_action.setShortcut(QKeySequence("F11"))
        self.presentation_action.toggled.connect(self.set_presentation)
        preview = view.addMenu(self.tr("Pre&view as"))
        group = QActionGroup(self)
        names = {"normal": self.tr("&Normal colours"), "grey": self.tr("&Greyscale print"),
                 "protan": self.tr("&Protanopia"), "deutan": self.tr("&Deuteranopia"), "tritan": self.tr("&Tritanopia")}
        self.preview_actions = {}
        for mode, text in names.items():
            act = preview.addAction(text)
            act.setCheckable(True)
            act.setChecked(mode == "normal")
            group.addAction(act)
            act.triggered.connect(lambda _c=False, m=mode: self.set_preview(m))
            self.preview_actions[mode] = act
        reset = QAction(self.tr("&Reset layout"), self)
        reset.triggered.connect(self.reset_layout)
        for act in (self.table_only_action, self.presentation_action, reset):
            self.addAction(act)  # shortcuts work while the menu bar is hidden
            view.addAction(act)

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
            self.showFullScreen()
        else:
            self.showNormal()
        self.view.fit()

    def reset_layout(self) -> None:
        self.restoreState(self.default_state, LAYOUT_VERSION)
        self._default_docks()

    def _update_header(self) -> None:
        ctl = self.controller
        if ctl is not None:
            self.score_header.set_state(ctl.mission.scenario.name.get(), ctl.doc.points, ctl.doc.round, ctl.doc.turn)

    def _toolbar(self) -> None:
        bar = QToolBar(self.tr("Scenario"))
        bar.setObjectName("scenario")
        self.addToolBar(bar)
        self.season_box, self.scenario_box, self.points_box = QComboBox(), QComboBox(), QComboBox()
        self.scenario_box.setMinimumContentsLength(18)
        self.season_box.setMinimumContentsLength(13)
        self.points_box.setMinimumContentsLength(10)
        for label, box in ((self.tr("Season"), self.season_box), (self.tr("Scenario"), self.scenario_box),
                           (self.tr("Points"), self.points_box)):
            bar.addWidget(QLabel(f" {label} "))
            bar.addWidget(box)
        self.round_box = QSpinBox()
        self.round_box.setRange(1, 3)
        self.turn_box = QComboBox()
        self.turn_box.addItems(["A", "B"])
        bar.addWidget(QLabel(self.tr(" Round ")))
        bar.addWidget(self.round_box)
        bar.addWidget(QLabel(self.tr(" Turn ")))
        bar.addWidget(self.turn_box)
        self.viewer_box = QComboBox()
        for text, key in ((self.tr("Referee"), "referee"), (self.tr("Player A"), "A"), (self.tr("Player B"), "B")):
            self.viewer_box.addItem(text, key)
        bar.addWidget(QLabel(self.tr(" View ")))
        bar.addWidget(self.viewer_box)
        self.season_box.currentIndexChanged.connect(self._fill_scenarios)
        self.scenario_box.currentIndexChanged.connect(self._fill_points)
        self.points_box.activated.connect(lambda _i: self.new_table())
        self.scenario_box.activated.connect(lambda _i: self.new_table())
        self.round_box.valueChanged.connect(self._round_changed)
        self.turn_box.currentIndexChanged.connect(self._round_changed)
        self.viewer_box.currentIndexChanged.connect(self._viewer_changed)

    def _menus(self) -> None:
        a = self.actions_
        file = self.menuBar().addMenu(self.tr("&File"))
        file.addAction(a.new)
        file.addAction(a.open)
        self.recent_menu = file.addMenu(self.tr("Open &recent"))
        file.addAction(a.save)
        file.addAction(a.save_as)
        file.addSeparator()
        file.addAction(a.export_png)
        file.addAction(a.export_svg)
        file.addAction(a.print_pdf)
        file.addSeparator()
        file.addAction(a.quit)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addAction(a.undo)
        edit.addAction(a.redo)
        edit.addSeparator()
        edit.addAction(a.add_a)
        edit.addAction(a.add_b)
        edit.addAction(a.edit)
        edit.addAction(a.delete)
        view = self.menuBar().addMenu(self.tr("&View"))
        for act in (a.zoom_in, a.zoom_out, a.fit, a.seat_b, a.grid, a.snap, a.cm, a.tape, a.zoc):
            view.addAction(act)
        self._view_menu(view)
        self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.game_menu.addAction(a.next_turn)
        self.place_menu = self.game_menu.addMenu(self.tr("&Place"))
        self.tournament_menu = self.menuBar().addMenu(self.tr("&Tournament"))
        self.tournament_action = self.tournament_menu.addAction(self.tr("&Manage events…"))
        self.tournament_action.setShortcut("Ctrl+Shift+T")
        self.tournament_action.triggered.connect(lambda _c=False: self.open_tournament())
        self._language_menu()
        self._help_menu()
        self._refresh_recent()

    def _language_menu(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup

        from . import i18n

        settings_menu = self.menuBar().addMenu(self.tr("&Settings"))
        menu = settings_menu.addMenu(self.tr("&Language"))
        group = QActionGroup(menu)
        self.language_actions = {}
        for lang in i18n.LANGUAGES:
            act = QAction(i18n.NATIVE_NAMES[lang], menu, checkable=True)  # each in its own language
            act.setChecked(lang == i18n.current_language())
            act.triggered.connect(lambda _c=False, lang=lang: self.set_language(lang))
            group.addAction(act)
            menu.addAction(act)
            self.language_actions[lang] = act

    def _whole_dock_tabs(self) -> None:
        """Tabbed panels keep their whole titles (scroll arrows when the column is narrow), in every language."""
        from PySide6.QtWidgets import QTabBar

        for bar in self.findChildren(QTabBar):
            if bar.parent() is self:  # the dock tab bars QMainWindow makes, not tabs inside the panels
                bar.setElideMode(Qt.TextElideMode.ElideNone)
                bar.setUsesScrollButtons(True)

    def set_language(self, lang: str) -> None:
        """Switch the whole app now and remember the choice for the next start."""
        from . import i18n

        self.settings.setValue(i18n.SETTING, lang)
        i18n.switch_language(lang)
        for code, act in getattr(self, "language_actions", {}).items():
            act.setChecked(code == lang)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange and getattr(self, "ready", False):
            self._retranslate_data()
        super().changeEvent(event)

    def _retranslate_data(self) -> None:
        """Texts made from data, which the generic re-translation cannot map back (see ui/i18n.py)."""
        catalog = _catalog()
        for i in range(self.season_box.count()):
            self.season_box.setItemText(i, catalog.season(self.season_box.itemData(i)).name.get())
        for i in range(self.scenario_box.count()):
            self.scenario_box.setItemText(i, catalog.scenario(self.scenario_box.itemData(i)).name.get())
        for i in range(self.points_box.count()):
            self.points_box.setItemText(i, self.tr("%1 points").replace("%1", str(self.points_box.itemData(i))))
        self._whole_dock_tabs()
        if self.controller is not None:
            doc = self.controller.doc
            self.controller.relabel(catalog.mission(doc.mission, doc.points))  # names resolve in the new language
            self.notes.show_mission(self.controller.mission)
            self.tally.retranslate()
            self._fill_place_menu()
            self.actions_._units()
            self._document_changed()  # the roster's kinds and states, and the title

    def _help_menu(self) -> None:
        self.help_menu = self.menuBar().addMenu(self.tr("&Help"))
        welcome = self.help_menu.addAction(self.tr("&Welcome…"))
        welcome.triggered.connect(lambda _c=False: self.show_welcome())
        self.about_action = self.help_menu.addAction(self.tr("&About ITS Table Assistant"))
        self.about_action.triggered.connect(lambda _c=False: self.show_about())

    def show_welcome(self):
        from .welcome import maybe_welcome

        return maybe_welcome(self, force=True)

    def show_about(self):
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.open()
        return dialog

    def open_tournament(self):
        """The tournament window (imported on first use: start-up does not pay for it)."""
        from .tournament.window import open_tournament_window

        return open_tournament_window(self, self.db_url)

    # -- scenario picking ---------------------------------------------------------------------
    def _fill_seasons(self) -> None:
        self.season_box.blockSignals(True)
        catalog = _catalog()
        for sid in catalog.season_ids():
            self.season_box.addItem(catalog.season(sid).name.get(), sid)
        self.season_box.blockSignals(False)

    def _fill_scenarios(self) -> None:
        catalog = _catalog()
        season = self.season_box.currentData()
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        for entry in catalog.entries():
            if entry.season == season:
                self.scenario_box.addItem(catalog.scenario(entry.id).name.get(), entry.id)
        self.scenario_box.blockSignals(False)
        self._fill_points()

    def _fill_points(self) -> None:
        season = self.season_box.currentData()
        mission_id = self.scenario_box.currentData()
        current = self.points_box.currentData()
        self.points_box.blockSignals(True)
        self.points_box.clear()
        if season:
            sizes = _catalog().sizes(mission_id) if mission_id else _catalog().season(season).points
            for p in sizes:
                self.points_box.addItem(self.tr("%1 points").replace("%1", str(p)), p)
            index = self.points_box.findData(current)
            self.points_box.setCurrentIndex(index if index >= 0 else self.points_box.count() // 2)
        self.points_box.blockSignals(False)

    def _select_mission(self, mission_id: str, points: int) -> None:
        season = mission_id.split("/")[0]
        for box, value in ((self.season_box, season),):
            i = box.findData(value)
            if i >= 0:
                box.setCurrentIndex(i)
        self._fill_scenarios()
        i = self.scenario_box.findData(mission_id)
        if i >= 0:
            self.scenario_box.setCurrentIndex(i)
        self._fill_points()
        i = self.points_box.findData(points)
        if i >= 0:
            self.points_box.setCurrentIndex(i)

    # -- documents ----------------------------------------------------------------------------
    def new_table(self) -> None:
        if not self._maybe_keep_changes():
            return
        mission_id, points = self.scenario_box.currentData(), self.points_box.currentData()
        if not mission_id or not points:
            self.statusBar().showMessage(self.tr("This season's scenarios are not in the library yet."), 6000)
            return
        from its_desktop.domain.itstable import TableDocument

        self._open_document(TableDocument(mission_id, points), None)

    def _open_document(self, doc: TableDocument, path: Path | None) -> None:
        from .table.controller import TableController

        mission = _catalog().mission(doc.mission, doc.points)
        old = self.controller
        self.controller = TableController(doc, mission, self)
        self.controller.evaluated.connect(self.referee.show_result)
        self.controller.changed.connect(self._document_changed)
        self.controller.undo.cleanChanged.connect(lambda _c: self._title())
        preview = self.view.scene()
        self.view.setScene(self.controller.scene)
        if preview is not None and preview is not getattr(old, "scene", None):
            preview.deleteLater()  # the start-up preview, replaced by the live table
        if getattr(self, "player_names", None):
            self.controller.scene.set_player_names(*self.player_names)
        self.controller.scene.selectionChanged.connect(self._scene_selection)
        self.controller.scene.zone_clicked.connect(self._scene_selection)
        self.controller.set_viewer(self.viewer_box.currentData() or "referee")
        self.actions_.bind(self.controller)
        if old is not None:
            old.undo.cleanChanged.disconnect()
            old.deleteLater()
        self.path = path
        self.notes.show_mission(mission)
        if self.tally.mission is None or self.tally.mission.scenario.id != mission.scenario.id \
                or self.tally.mission.points != mission.points:
            self.tally.set_game(mission)
        if hasattr(self, "tally_actions"):
            self.tally_actions.document_opened(self.controller)
        self._select_mission(doc.mission, doc.points)
        for box, value in ((self.round_box, doc.round),):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.turn_box.blockSignals(True)
        self.turn_box.setCurrentText(doc.turn)
        self.turn_box.blockSignals(False)
        self.settings.setValue("table/mission", doc.mission)
        self.settings.setValue("table/points", doc.points)
        self._fill_place_menu()
        self._document_changed()
        from .table import first_table

        first_table.write(mission)
        self.view.fit()
        self._title()
        if self.controller.last is not None:
            self.referee.show_result(self.controller.last)

    def open_path(self, path: Path) -> bool:
        from its_desktop.domain import itstable
        from its_desktop.domain.errors import InputError

        try:
            doc = itstable.load(path)
        except InputError as exc:  # any malformed file: one line naming the file and the field
            QMessageBox.warning(self, self.tr("Cannot open"), str(exc.in_file(path)))
            return False
        self._open_document(doc, path)
        self._remember(path)
        return True

    def open_file(self) -> None:
        if not self._maybe_keep_changes():
            return
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open table"), self._last_dir(), FILE_FILTER)
        if name:
            self.open_path(Path(name))

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save table"), self._last_dir(), FILE_FILTER)
        if not name:
            return False
        path = Path(name)
        if path.suffix == "":
            path = path.with_suffix(".itstable")
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        from its_desktop.domain import itstable

        assert self.controller is not None
        try:
            itstable.save(self.controller.doc, path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save"), f"{path}: {exc}")
            return False
        self.path = path
        self.controller.undo.setClean()
        self._remember(path)
        self._title()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 4000)
        return True

    def _maybe_keep_changes(self) -> bool:
        """True when it is fine to replace the current table (saved, or the user chose)."""
        if self.controller is None or self.controller.undo.isClean():
            return True
        session = getattr(getattr(self, "tally_actions", None), "session", None)
        if session is not None and not session.finished and not session.table_blocked:
            return True  # a recorded game holds its table as of the last edit: nothing to lose
        answer = QMessageBox.question(
            self, self.tr("Unsaved table"), self.tr("Save the changes to this table first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _remember(self, path: Path) -> None:
        recent = [p for p in self.settings.value("files/recent", [], list) or [] if p != str(path)]
        self.settings.setValue("files/recent", [str(path), *recent][:MAX_RECENT])
        self.settings.setValue("files/dir", str(path.parent))
        self._refresh_recent()

    def _last_dir(self) -> str:
        return str(self.settings.value("files/dir", str(Path.home())))

    def _refresh_recent(self) -> None:
        if self.recent_menu is None:
            return
        self.recent_menu.clear()
        for p in self.settings.value("files/recent", [], list) or []:
            act = self.recent_menu.addAction(p)
            act.triggered.connect(lambda _c=False, p=p: self._maybe_keep_changes() and self.open_path(Path(p)))
        self.recent_menu.setEnabled(not self.recent_menu.isEmpty())

    def _title(self) -> None:
        from shiboken6 import isValid

        # Signals of a controller being torn down (window closing) arrive after its undo stack died.
        if self.controller is None or not isValid(self.controller) or not isValid(self.controller.undo):
            return
        doc = self.controller.doc
        name = self.path.name if self.path else self.tr("untitled")
        dirty = "" if self.controller.undo.isClean() else " *"
        mission = self.controller.mission.scenario.name.get()
        self.setWindowTitle(f"{name}{dirty} — {mission}, {doc.points} — {self.tr('ITS Table Assistant')}")

    # -- reactions ----------------------------------------------------------------------------
    def _document_changed(self) -> None:
        from its_desktop.domain import privacy

        ctl = self.controller
        if ctl is None:
            return
        visible = {v["id"]: v for v in privacy.visible_troopers(ctl.doc.troopers, ctl.viewer, ctl.mission.scenario)}
        self.roster.show_troopers(ctl.doc.troopers, visible)
        # The toolbar shows the table's round and turn whatever changed them (End of round, undo).
        for box, setter in ((self.round_box, lambda: self.round_box.setValue(ctl.doc.round)),
                            (self.turn_box, lambda: self.turn_box.setCurrentText(ctl.doc.turn))):
            box.blockSignals(True)
            setter()
            box.blockSignals(False)
        from .table.items import NULL_STATES

        troopers = ctl.doc.troopers
        signature = (id(ctl), frozenset(t.player for t in troopers), any(t.kind == "marker" for t in troopers),
                     any(t.state in NULL_STATES for t in troopers))
        if signature != getattr(self, "_legend_for", None):
            self._legend_for = signature
            self.legend.show_scene(ctl.scene, ctl.mission, troopers)
        self._title()
        self._update_header()

    def _round_changed(self) -> None:
        if self.controller is not None:
            self.controller.change_round(self.round_box.value(), self.turn_box.currentText())

    def _viewer_changed(self) -> None:
        if self.controller is not None:
            viewer = self.viewer_box.currentData()
            self.controller.set_viewer(viewer)
            self.tally.set_viewer(viewer)
            self.view.set_seat("B" if viewer == "B" else "A")
            self.actions_.seat_b.setChecked(viewer == "B")
            self._document_changed()

    def _scene_selection(self, *_args) -> None:
        ctl = self.controller
        if ctl is None:
            return
        from .table.items import MarkerItem, TrooperItem

        selected = ctl.scene.selectedItems()
        focus = None
        for item in selected:
            if isinstance(item, MarkerItem):
                focus = ("marker", item.marker.id)
        if ctl.scene.picked_zone is not None:
            focus = ("zone", ctl.scene.picked_zone.zone.id)
        self.referee.set_focus(focus)
        self.roster.select_ids([i.trooper_id for i in selected if isinstance(i, TrooperItem)])

    def _fill_place_menu(self) -> None:
        self.place_menu.clear()
        ctl = self.controller
        if ctl is None:
            return
        for spec in ctl.mission.placements:
            for player in ("A", "B"):
                act = self.place_menu.addAction(self.tr("%1 for player %2").replace("%1", spec.name.get())
                                                .replace("%2", player))
                act.triggered.connect(lambda _c=False, s=spec.id, p=player: self.actions_.start_placing(s, p))
        self.place_menu.setEnabled(not self.place_menu.isEmpty())

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self._maybe_keep_changes():
            event.ignore()
            return
        self.settings.setValue("main/geometry", self.saveGeometry())
        self.settings.setValue("main/state", self.saveState(LAYOUT_VERSION))
        super().closeEvent(event)

