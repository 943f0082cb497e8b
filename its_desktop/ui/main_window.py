"""The main window: pick a scenario and game size, and play it out on the drawn table."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from . import gui_gc, settings as prefs, wheel_guard
from .main_docks import FOCUS_FRAME, DockLayout
from .main_documents import DocumentHandling
from .main_menus import MenuBuilder
from .main_parts import LAYOUT_VERSION, mission_library
from .table.score_header import ScoreHeader
from .table.view import TableView

if TYPE_CHECKING:
    from its_desktop.persistence.games import GameSummary

    from .check_panel import CheckPanel
    from .resume_reader import Read, ResumeReader
    from .tally.panel import TallyPanel

FIRST_SIZE = (1280, 820)  # what the window would like (px): the table and the column of panels


class MainWindow(DocumentHandling, MenuBuilder, DockLayout):
    """The table in the centre, the panels in docks around it; the parts are in main_docks,
    main_menus and main_documents. It is the host that the table's actions (TableHost), the
    recorded games (TallyHost) and the welcome screen (WelcomeHost) work through."""

    ready_changed = Signal()   # the mission library is loaded and the table is live
    table_drawn = Signal()     # the first table is on screen (from the cache, or live)

    def __init__(self, db_url: str | None = None) -> None:
        super().__init__()
        from .accessible import install

        install()  # combo boxes named by their labels for screen readers (before any is queried)
        gui_gc.install()  # this window starts worker threads: their allocations must not free Qt objects
        self.db_url = db_url
        self.settings = QSettings()
        self.controller = None
        self.path = None
        self.player_names = ("", "")
        self._legend_for: tuple[object, ...] | None = None
        self._tally: TallyPanel | None = None
        self._check: CheckPanel | None = None
        self.view = TableView()
        self.view.setAccessibleName(self.tr("The table"))
        self._score_header: ScoreHeader | None = None
        centre = QWidget()
        self._column = column = QVBoxLayout(centre)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        self.setCentralWidget(centre)
        # The table is the window's centre; the panels share one right-hand column as tabs.
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.docks = {}
        titles = self.dock_titles()
        for name, (title, _short) in titles.items():
            self.add_dock(name, title, right)
        self.name_docks(titles)
        self._default_docks()
        self.status = QLabel()
        self.statusBar().addPermanentWidget(self.status)
        self._toolbar()
        self.recent_menu = None
        self._fit_screen()
        self.default_state = self.saveState(LAYOUT_VERSION)
        if not (state := prefs.MAIN_STATE.get(self.settings)).isEmpty():
            self.restoreState(state, LAYOUT_VERSION)  # a layout saved by an older version is ignored
        self.statusBar().showMessage(self.tr("Loading the mission library…"))
        from . import reopening

        # The game being recorded when the app closed comes back: from the first paint a card over the table's
        # place names it, rather than show a table without its troopers (ui/reopening.py); its database is read
        # on a thread meanwhile (ui/resume_reader.py), and the window takes input all along.
        self.reopening = reopening.begin(self, self.settings, db_url)
        self.resume_reader: ResumeReader | None = None
        self.ready = False
        self.drawn = False
        # Set once the window is usable: the table's evaluator (Shapely, NumPy) is prepared on a thread after it.
        self.usable_event = threading.Event()
        # Panels, menus and the mission library come after the first paint: start-up shows a
        # window as fast as a bare one, the last table follows from a small cache, and the live
        # table replaces it once the library has loaded.
        QTimer.singleShot(0, self._start)

    def dock_titles(self) -> dict[str, tuple[str, str]]:
        """Each panel's full name and the short one on its tab (whole in a 400 px column in en, fr and es)."""
        return {"legend": (self.tr("Legend and key"), self.tr("Legend", "dock tab")),
                "referee": (self.tr("Referee: why"), self.tr("Referee", "dock tab")),
                "roster": (self.tr("Roster"), self.tr("Roster", "dock tab")),
                "notes": (self.tr("Scenario notes"), self.tr("Notes", "dock tab")),
                "tally": (self.tr("Tally"), self.tr("Tally", "dock tab")),
                "check": (self.tr("Table check"), self.tr("Check", "dock tab"))}

    def _fit_screen(self) -> None:
        """The first window sized from the screen's room; a saved one restored, brought inside this screen."""
        from PySide6.QtCore import QSize

        from . import screen_fit

        if (geometry := prefs.MAIN_GEOMETRY.get(self.settings)).isEmpty() or not self.restoreGeometry(geometry):
            screen_fit.size_first_window(self, QSize(*FIRST_SIZE))
        else:
            screen_fit.bring_inside(self)

    def _start(self) -> None:
        from .table import first_table

        # A first start (nothing stored): the settings' defaults are the table shipped in resources/.
        data = first_table.read(prefs.TABLE_MISSION.get(self.settings), prefs.TABLE_POINTS.get(self.settings))
        preview = None
        if data is not None:
            try:
                preview = first_table.PreviewScene(data, self)
            except (KeyError, TypeError, ValueError, IndexError):
                preview = None  # a damaged cache only costs the early picture: the live table follows
        if preview is not None:
            self.view.setScene(preview)
            self.view.fit()
            self._announce_drawn()
        self.score_header  # made now, after the first paint (hidden until presentation mode)
        # A wheel scrolls the panels; it never changes an unfocused box. Installed after the first paint (see
        # wheel_guard.install: before it, the guard's first sight of a private Qt object cost that paint ~0.15 s).
        wheel_guard.install(self)
        self._load_library()
        if self.reopening is not None:  # the remembered game's database opened and read beside the library
            from . import reopening
            from .resume_reader import ResumeReader

            number = reopening.remembered_game(self.settings, self.db_url)
            if number is not None:
                self.resume_reader = ResumeReader(self, self.db_url, int(number))
                self.resume_reader.start()

    def wait_for_library(self) -> bool:
        """At exit: the rest of the library validated and cached for the next start (a first start ever
        closed within a second of being usable waits for it after its window is gone)."""
        self.usable_event.set()
        job = getattr(self.controller, "job", None)
        if job is not None:  # a daemon thread must not be importing when the interpreter shuts down
            job.wait(60)
        loader = getattr(self, "loader", None)
        return loader is None or loader.wait()

    def _announce_drawn(self) -> None:
        if not self.drawn:
            self.view.viewport().repaint()
            self.drawn = True
            self.table_drawn.emit()

    def _load_library(self) -> None:
        """Read the mission library on a thread of its own (the window keeps taking input), then build."""
        from .library_loader import LibraryLoader

        self.loader = LibraryLoader(self, self._build, prefs.TABLE_MISSION.get(self.settings),
                                    prefs.TABLE_POINTS.get(self.settings))
        self.loader.start()

    def _build(self) -> None:
        """Build the panels and menus, fill the pickers and open the last scenario (after the first paint)."""
        with wheel_guard.paused(self):
            self._build_parts()
        self._built()

    def _build_parts(self) -> None:
        # Imported here, not at the top: start-up draws the window (and the cached table) first.
        from .legend_panel import LegendPanel
        from .panels import NotesPanel, RefereePanel
        from .roster_panel import RosterPanel
        from .stream_menu import StreamMenu
        from .table.actions import TableActions
        from .table.scenery_editor import SceneryEditor
        from .table.sight import LiveSight
        from .tally.actions import TallyActions

        self.referee = RefereePanel()
        self.notes = NotesPanel()
        self.roster = RosterPanel()
        self.legend = LegendPanel()
        for name, widget in (("roster", self.roster), ("referee", self.referee), ("notes", self.notes),
                             ("legend", self.legend)):
            self.docks[name].setWidget(widget)
        # The Table check panel, hidden until a table is checked, is made when its dock first shows or something
        # needs it (as the Tally sheet): built with the others it cost every start ~18 ms.
        self.docks["check"].visibilityChanged.connect(lambda shown: shown and self.check_panel)
        # The referee's text follows a drag only while its panel is on screen; it catches up when it shows.
        self.docks["referee"].visibilityChanged.connect(self.referee.shown)
        for reader in (self.referee, self.notes, self.legend):  # text panels: focus scrolls them, and shows
            reader.setStyleSheet(FOCUS_FRAME)
        # The tally's sheet is wide: it scrolls inside the panel column rather than widen it and
        # take the table's room.
        tally_scroll = QScrollArea()
        tally_scroll.setWidgetResizable(True)
        tally_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Not a Tab stop of its own (it drew no focus): Tab goes to its fields, and it scrolls to them.
        tally_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.docks["tally"].setWidget(tally_scroll)
        # The sheet itself is made when its dock first shows (View → Panels, its tab, a recorded game), before
        # that paint, or when something first needs it: hidden until a game is recorded, it cost every start
        # about 60 ms (its widgets and the scenario's scoring model).
        # Not while a game comes back (ui/reopening.py): a sheet made then has no game in it and read "No game is
        # recorded on this table" behind "Reopening your game…"; the reopened game makes it, with its values.
        self.docks["tally"].visibilityChanged.connect(lambda shown: shown and self.reopening is None and self.tally)
        self.actions_ = TableActions(self)
        self.scenery_editor = SceneryEditor(self, self.view, lambda: self.actions_.snap.isChecked())
        self.scenery_editor.refused.connect(lambda why: self.statusBar().showMessage(why, 6000))
        self.sight = LiveSight(self, self.view)
        self.sight.toggle.toggled.connect(lambda _on: self._refresh_legend())
        roster, actions = self.roster, self.actions_
        roster.add_requested.connect(actions.add_trooper)
        roster.edit_requested.connect(actions.edit_trooper)
        roster.delete_requested.connect(actions.delete_troopers)
        roster.import_requested.connect(actions.import_roster)
        roster.selection_changed.connect(actions.select_troopers)
        self.view.trooper_dropped.connect(self._trooper_dropped)
        self._menus()
        self.tally_actions = TallyActions(self, self.db_url)
        self.stream_menu = StreamMenu(self, self.db_url)
        from its_desktop.domain.mission import index

        # The loader's list; if it failed, made here (from the index, else by validating every file, whose
        # errors then reach the user as they always have).
        self.library = self.loader.library or index.library()
        self._fill_seasons()
        self.select_mission(prefs.TABLE_MISSION.get(self.settings), prefs.TABLE_POINTS.get(self.settings))
        self.new_table()
        if self.docks["tally"].isVisible() and self.reopening is None:  # a layout saved with the Tally in front
            self.tally  # noqa: B018 - made by reading it
        if self.docks["check"].isVisible():  # a layout saved with the Table check shown
            self.check_panel  # noqa: B018 - made by reading it

    def _built(self) -> None:
        """The window is usable: say so (with the wheel guard back on, before any input can be handled)."""
        self.statusBar().clearMessage()
        self.whole_dock_tabs()
        self.ready = True
        self._announce_drawn()
        # The rest of the library is validated (and cached) on the loader's thread once the window is usable;
        # queued, so that it starts after the ready signal's slots, whatever they open.
        QTimer.singleShot(0, self.loader.go_on)
        # Usable once the event loop turns again: the table's evaluator is prepared from then on, on its own thread
        # (queued as the rest of the library, after the ready signal's slots).
        QTimer.singleShot(0, self.usable_event.set)
        self.ready_changed.emit()
        # The game being recorded when the app closed comes back where it was left, unless a file was opened or
        # the user chose another table meanwhile: named at once, reopened as soon as its database has been read.
        if self.resume_reader is not None and self.tally_actions.announce_resume() is not None:
            self.tally_actions.resume_pending = True
            self.tally_actions.resume_ended = self._end_reopening
            self.resume_reader.when_read(self._resume)
        else:
            self._end_reopening()

    def _resume(self, read: Read) -> None:
        try:
            if self.path is None and self.tally_actions.resume_pending:
                if read.games is not None:
                    self.tally_actions.adopt_games(read.games)  # opened on the thread: the game is recorded through it
                self.tally_actions.resume_last(read.failure)
        finally:
            self.tally_actions.resume_pending = False
            self._end_reopening()

    def _end_reopening(self) -> None:
        from . import reopening

        if self.reopening is not None:
            reopening.end(self, self.reopening)
            self.reopening = None
            # The table was disabled under the card, so it could not hold the keyboard (Qt gave it to the first
            # picker): it takes it now, as at any start (Space, the arrows and F6 work at once, without a Tab).
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.tally_actions.session is None:  # no game open (the last one finished): no tally of nothing
            self.docks["tally"].hide()

    @property
    def score_header(self) -> ScoreHeader:
        """Presentation mode's header over the table (hidden otherwise): made after the first paint, or when
        first needed (its rich-text labels cost that paint ~10 ms)."""
        if self._score_header is None:
            self._score_header = ScoreHeader()
            self._column.insertWidget(0, self._score_header)
        return self._score_header

    @property
    def tally(self) -> TallyPanel:
        """The Tally sheet, showing the open table's scenario: made the first time it is shown or needed."""
        if self._tally is None:
            self._tally = self._make_tally()
        return self._tally

    @property
    def check_panel(self) -> CheckPanel:
        """The Table check panel (findings, overlays, heat map): made the first time it is shown or needed."""
        if self._check is None:
            from .check_panel import CheckPanel

            panel = self._check = CheckPanel()
            panel.check_requested.connect(self.check_table)
            panel.heat.heat_requested.connect(self.heat_map)
            panel.overlay_changed.connect(self._refresh_legend)
            if self.controller is not None:
                self.controller.changed.connect(panel.stale)
            self.docks["check"].setWidget(panel)
            panel.show()  # put in a dock already on screen (its dock being shown), a widget waits an event to show
        return self._check

    def check_panel_if_made(self) -> CheckPanel | None:
        """The Table check panel if anything has made it yet (nothing checked, no overlay, no heat map: None)."""
        return self._check

    def tally_if_made(self) -> TallyPanel | None:
        """The Tally sheet if anything has made it yet (what a game shows), else None (no game shown)."""
        return self._tally

    def _make_tally(self) -> TallyPanel:
        from .tally.panel import TallyPanel

        sheet = TallyPanel()
        sheet.rounds.valueChanged.connect(lambda _n: self.show_provisional())
        sheet.end_reason.currentIndexChanged.connect(lambda _i: self.show_provisional())  # the game ended: a result
        sheet.scored.connect(lambda score: self.score_header.set_score(score.op("A"), score.op("B")))
        sheet.scored.connect(lambda _score: self._update_header())  # a game's end (and result) in the header
        if self.controller is not None:
            sheet.set_game(self.controller.mission)
        sheet.set_viewer(self.viewer_box.currentData() or "referee")
        # Filled before it is put on screen: widgets added to a shown one would appear only an event later.
        scroll = self.docks["tally"].widget()
        assert isinstance(scroll, QScrollArea)  # made with the other panels
        scroll.setWidget(sheet)
        sheet.show()  # put in a scroll area already on screen (its dock being shown), a widget stays hidden
        if hasattr(self, "tally_actions"):
            self.tally_actions.sheet_made(sheet)
        return sheet

    # -- what the table's actions, the recorded games and the welcome screen ask of the window --
    def viewer(self) -> str:
        """Who looks at the table: "referee", "A" or "B" (the toolbar's View)."""
        return str(self.viewer_box.currentData() or "referee")

    @property
    def undo_action(self) -> QAction:
        return self.actions_.undo

    def completed_rounds(self) -> int:
        """The rounds the tally has scored (ended), 0 before the panels are made."""
        return self._tally.rounds.value() if self._tally is not None else 0  # no sheet made: no round scored

    def recorded_game(self) -> int | None:
        """The recorded game this table is stored into, None when none is open."""
        session = getattr(getattr(self, "tally_actions", None), "session", None)
        return session.game_id if session is not None else None

    def uses_cm(self) -> bool:
        return self.actions_.cm.isChecked()

    def set_cm(self, on: bool) -> None:
        """Distances in cm (True) or inches: the user's choice, stored, and the rulers redrawn."""
        self.set_units("cm" if on else "in")

    def units_choice(self) -> str:
        """The units the user chose ("in", "cm"), or "" for each pack's own (the units rule: domain.lengths)."""
        return prefs.UNITS.get(self.settings)

    def set_units(self, choice: str) -> None:
        """Store the user's choice of units ("" for each pack's own) and redraw what shows lengths."""
        prefs.UNITS.set(choice, self.settings)
        self.actions_.refresh_units()
        if self.controller is not None:  # a name holding a length ("within 4 in of…") reads in the new units
            self.controller.relabel(self.controller.mission)
            self.referee.set_zones(self.controller.mission.zones)

    def chosen_mission(self) -> tuple[str | None, int | None]:
        """The scenario and size the toolbar's pickers show."""
        return self.scenario_box.currentData(), self.points_box.currentData()

    def recorded_games(self) -> list[GameSummary]:
        """The games recorded in this window's database (opens it on first use)."""
        return self.tally_actions.games.list_games()

    # -- reactions ----------------------------------------------------------------------------
    def _trooper_dropped(self, tid: str, x: float, y: float) -> None:
        if self.controller is not None:
            self.controller.move_trooper(tid, x, y)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        # A window already closed (its menus' actions being deleted) has nothing to show in the new language.
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "ready", False) and self.isVisible():
            self._retranslate_data()
        super().changeEvent(event)

    def _retranslate_data(self) -> None:
        """Texts made from data, which the generic re-translation cannot map back (see ui/i18n.py)."""
        catalog = mission_library()
        for i in range(self.season_box.count()):
            self.season_box.setItemText(i, self.library.season_name(self.season_box.itemData(i)))
        for i in range(self.scenario_box.count()):
            self.scenario_box.setItemText(i, self.library.scenario_name(self.scenario_box.itemData(i)))
        for i in range(self.points_box.count()):
            self.points_box.setItemText(i, self.tr("%1 points").replace("%1", str(self.points_box.itemData(i))))
        self.name_docks(self.dock_titles())
        self.whole_dock_tabs()
        if self.controller is not None:
            doc = self.controller.doc
            self.controller.relabel(catalog.mission(doc.mission, doc.points))  # names resolve in the new language
            self.referee.set_zones(self.controller.mission.zones)
            self.notes.show_mission(self.controller.mission)
            if self._tally is not None:  # a sheet made later is made in the new language
                self._tally.retranslate()
            self.scenery_editor.retranslate()
            self.sight.retranslate()
            self._fill_place_menu()
            self.actions_.refresh_units()
            self._document_changed()  # the roster's kinds and states, and the title

    def _document_changed(self) -> None:
        from its_desktop.domain import privacy

        ctl = self.controller
        if ctl is None:
            return
        visible = {v["id"]: v for v in privacy.visible_troopers(ctl.doc.troopers, ctl.viewer, ctl.mission.scenario)}
        self.roster.show_troopers(ctl.doc.troopers, visible, ctl.mission)
        # The toolbar shows the table's round and turn whatever changed them (End of round, undo).
        for box, setter in ((self.round_box, lambda: self.round_box.setValue(ctl.doc.round)),
                            (self.turn_box, lambda: self.turn_box.setCurrentText(ctl.doc.turn))):
            box.blockSignals(True)
            setter()
            box.blockSignals(False)
        self._refresh_legend()
        self.refresh_title()
        self._update_header()
        self.show_provisional()

    def show_provisional(self) -> None:
        """Domination on the table is "so far" until the tally has scored the table's round (the pack
        scores Zones of Operations at the end of the round)."""
        from its_desktop.domain.provisional import domination_provisional

        if self.controller is not None:
            sheet = self._tally
            finished = sheet is not None and not sheet.in_progress  # a game ended early is a result too
            provisional = domination_provisional(self.controller.doc.round, self.completed_rounds(), finished)
            self.controller.scene.set_provisional(provisional)
            self.referee.set_provisional(provisional)

    def _refresh_legend(self) -> None:
        """The legend lists what the table shows: redone only when that changes (a drag changes nothing)."""
        from its_desktop.domain.i18n import language

        from .table.items import NULL_STATES

        ctl = self.controller
        if ctl is None:
            return
        troopers = ctl.doc.troopers
        signature = (id(ctl), frozenset(t.player for t in troopers), any(t.kind == "marker" for t in troopers),
                     any(t.state in NULL_STATES for t in troopers), frozenset(p.height for p in ctl.doc.scenery),
                     any(p.roof for p in ctl.doc.scenery), self._checked(),
                     self.sight.toggle.isChecked(), self._heat_shown(), language())  # a switch: its words again
        if signature != self._legend_for:
            self._legend_for = signature
            self.legend.show_scene(ctl.scene, ctl.mission, troopers, ctl.doc.scenery,
                                   self._checked(), self.sight.toggle.isChecked(), self._heat_shown())

    def _checked(self) -> bool:
        """The table check's findings are drawn over the table."""
        return self._check is not None and self._check.item is not None

    def _heat_shown(self) -> str | None:
        """What the heat map on the table measures (its target's words), None when none is shown."""
        if self._check is None:
            return None
        heat = self._check.heat
        return heat.target_name(heat.heat.target) if heat.item is not None and heat.heat is not None else None

    def check_table(self) -> None:
        """Check this table's lines of fire (off the GUI thread): the Table check panel shows the progress,
        then the findings, drawn over the table."""
        from its_desktop.domain.terrain.metrics import layout_of

        ctl = self.controller
        if ctl is None:
            return
        self.docks["check"].show()
        self.docks["check"].raise_()
        unit = "cm" if self.uses_cm() else ctl.mission.season.unit
        self.check_panel.run(layout_of(ctl.mission, ctl.doc.scenery), ctl.scene, unit)

    def heat_map(self) -> None:
        """How much of the chosen target each grid square sees, off the GUI thread, shaded over the table."""
        from its_desktop.domain.terrain.metrics import layout_of
        from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES

        ctl = self.controller
        if ctl is None:
            return
        self.docks["check"].show()
        self.docks["check"].raise_()
        panel = self.check_panel
        hc = next(h for h in HEIGHT_CLASSES if h.id == panel.height_class())
        panel.heat.run(layout_of(ctl.mission, ctl.doc.scenery), ctl.scene, hc, panel.height_class_name())

    def _round_changed(self) -> None:
        if self.controller is not None:
            self.controller.change_round(self.round_box.value(), self.turn_box.currentText())

    def _viewer_changed(self) -> None:
        if self.controller is not None:
            viewer = self.viewer_box.currentData()
            self.controller.set_viewer(viewer)
            if self._tally is not None:  # a sheet made later takes the viewer then
                self._tally.set_viewer(viewer)
            self.view.set_seat("B" if viewer == "B" else "A")
            self.actions_.seat_b.setChecked(viewer == "B")
            self._document_changed()

    def _scene_selection(self, *_args: object) -> None:
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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        from its_desktop.ui.tally.input_cell import commit_typing

        commit_typing()  # a number typed in the tally and not yet committed is kept, not lost with the window
        if not self._maybe_keep_changes():
            event.ignore()
            return
        if hasattr(self, "tally_actions"):
            self.tally_actions.remember_played()  # the game clock goes on from here at the next start
            self.tally_actions.flush_notes()  # the end notes' other languages, stored before the window goes
            self.tally_actions.stop_watching()
        prefs.MAIN_GEOMETRY.set(self.saveGeometry(), self.settings)
        prefs.MAIN_STATE.set(self.saveState(LAYOUT_VERSION), self.settings)
        players = getattr(self, "players_pages", None)
        if players is not None:  # the players' pages stop with the window that started them
            players.stop()
        super().closeEvent(event)
