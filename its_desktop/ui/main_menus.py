"""The main window's menus and toolbar: what each offers, and the scenario pickers they fill."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QToolBar

from . import i18n, settings as prefs
from .main_parts import WindowParts

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMenu

    from .about_dialog import AboutDialog
    from .tournament.window import TournamentWindow
    from .welcome import WelcomeDialog


class MenuBuilder(WindowParts):
    """The menus, the toolbar and the scenario pickers (dialogs they open are imported on first use:
    start-up does not pay for them)."""

    language_actions: dict[str, QAction]
    preview_actions: dict[str, QAction]
    tournament_menu: QMenu
    tournament_action: QAction
    help_menu: QMenu
    about_action: QAction
    shortcuts_action: QAction

    def _toolbar(self) -> None:
        bar = QToolBar(self.tr("Scenario"))
        bar.setObjectName("scenario")
        self.addToolBar(bar)
        self.season_box, self.scenario_box, self.points_box = QComboBox(), QComboBox(), QComboBox()
        self.scenario_box.setMinimumContentsLength(18)
        self.season_box.setMinimumContentsLength(13)
        self.points_box.setMinimumContentsLength(10)
        self.round_box = QSpinBox()
        self.round_box.setMinimum(1)  # the maximum is the season's, set with each table
        self.turn_box = QComboBox()
        self.turn_box.addItems(["A", "B"])
        self.viewer_box = QComboBox()
        for text, key in ((self.tr("Referee"), "referee"), (self.tr("Player A"), "A"), (self.tr("Player B"), "B")):
            self.viewer_box.addItem(text, key)
        # Each label carries an access key (Alt+letter) to its picker, and names it for screen readers (a combo
        # box is otherwise announced by its current value); the letters avoid the menus' own.
        for label, box in ((self.tr("Seaso&n"), self.season_box), (self.tr("S&cenario"), self.scenario_box),
                           (self.tr("P&oints"), self.points_box), (self.tr("&Round"), self.round_box),
                           (self.tr("T&urn"), self.turn_box), (self.tr("Vie&w"), self.viewer_box)):
            caption = QLabel(label)
            caption.setBuddy(box)
            caption.setContentsMargins(6, 0, 4, 0)
            box.setAccessibleName(caption.text().replace("&", ""))
            bar.addWidget(caption)
            bar.addWidget(box)
        from .combo_guard import guard

        # These replace the table (and set a recorded game aside) or change its turn: a stray arrow key or
        # letter opens the list instead of choosing (ui/combo_guard.py).
        for box in (self.season_box, self.scenario_box, self.points_box, self.turn_box):
            guard(box)
        self.season_box.currentIndexChanged.connect(self._fill_scenarios)
        self.scenario_box.currentIndexChanged.connect(self._fill_points)
        # Whichever picker the user changes, the table (and all that shows it) follows: a season's change
        # picks that season's first scenario, and it is drawn.
        for box in (self.season_box, self.scenario_box, self.points_box):
            box.activated.connect(lambda _i: self._picked())
        self.round_box.valueChanged.connect(self._round_changed)
        self.turn_box.currentIndexChanged.connect(self._round_changed)
        self.viewer_box.currentIndexChanged.connect(self._viewer_changed)

    def _menus(self) -> None:
        # The menus' own Qt classes here: they are built once the library has loaded, after the first paint.
        from PySide6.QtGui import QKeySequence

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
        self.scenery_menu = self.menuBar().addMenu(self.tr("Scener&y"))
        self.scenery_editor.fill(self.scenery_menu)
        self.sight.fill(self.scenery_menu)
        self.check_action = self.scenery_menu.addAction(self.tr("&Check this table"))
        self.check_action.setShortcut(QKeySequence("Ctrl+K"))
        self.check_action.setStatusTip(self.tr("Lines of fire for both sides: sniper, paratrooper, edge lanes, "
                                               "objectives"))
        self.check_action.triggered.connect(self.check_table)
        self.heat_action = self.scenery_menu.addAction(self.tr("&Heat map"))
        self.heat_action.setShortcut(QKeySequence("Ctrl+Shift+K"))
        self.heat_action.setStatusTip(self.tr("How much of a deployment zone or of the objectives each grid "
                                              "square of the table sees (Table check panel)"))
        self.heat_action.triggered.connect(self.heat_map)
        self.scenery_menu.addSeparator()
        self.send_layout_action = self.scenery_menu.addAction(self.tr("&Send the table to the event…"))
        self.send_layout_action.setObjectName("send-layout-action")
        self.send_layout_action.setStatusTip(self.tr("Store this table's scenery as a named layout of the event and "
                                                     "put it on table numbers"))
        self.send_layout_action.triggered.connect(lambda _c=False: self.send_to_event())
        self.tournament_menu = self.menuBar().addMenu(self.tr("&Tournament"))
        self.tournament_action = self.tournament_menu.addAction(self.tr("&Manage events…"))
        self.tournament_action.setShortcut("Ctrl+Shift+T")
        self.tournament_action.triggered.connect(lambda _c=False: self.open_tournament())
        self.players_pages_action = self.tournament_menu.addAction(self.tr("&Players' pages…"))
        self.players_pages_action.setObjectName("players-pages-action")
        self.players_pages_action.triggered.connect(lambda _c=False: self.open_players_pages())
        self._language_menu()
        self._help_menu()
        self._refresh_recent()

    def _view_menu(self, view: QMenu) -> None:
        from PySide6.QtGui import QActionGroup, QKeySequence

        view.addSeparator()
        panels = view.addMenu(self.tr("Pa&nels"))

        def fill_panels() -> None:  # docks added later (the game header) are listed too
            panels.clear()
            for dock in self.docks.values():
                panels.addAction(dock.toggleViewAction())

        panels.aboutToShow.connect(fill_panels)
        fill_panels()
        self.table_only_action = QAction(self.tr("&Table only"), self)
        self.table_only_action.setCheckable(True)
        # No shortcut: Ctrl+Shift+Tab (the keys that move focus back) hid every panel by accident. F11's
        # presentation mode is the keyboard's way to the table alone, and F11 brings the panels back.
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

    def _language_menu(self) -> None:
        from PySide6.QtGui import QActionGroup

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

    def _help_menu(self) -> None:
        from PySide6.QtGui import QKeySequence

        self.help_menu = self.menuBar().addMenu(self.tr("&Help"))
        welcome = self.help_menu.addAction(self.tr("&Welcome…"))
        welcome.triggered.connect(lambda _c=False: self.show_welcome())
        self.shortcuts_action = self.help_menu.addAction(self.tr("&Keyboard shortcuts…"))
        self.shortcuts_action.setShortcut(QKeySequence("F1"))
        self.shortcuts_action.triggered.connect(lambda _c=False: self.show_shortcuts())
        for key, step in (("F6", 1), ("Shift+F6", -1)):
            act = QAction(self.tr("Next pane") if step > 0 else self.tr("Previous pane"), self)
            act.setShortcut(QKeySequence(key))
            act.triggered.connect(lambda _c=False, s=step: self.next_pane(s))
            self.addAction(act)
        self.log_action = self.help_menu.addAction(self.tr("Show the &log…"))
        self.log_action.triggered.connect(lambda _c=False: self.show_log())
        self.about_action = self.help_menu.addAction(self.tr("&About ITS Table Assistant"))
        self.about_action.triggered.connect(lambda _c=False: self.show_about())

    def set_language(self, lang: str) -> None:
        """Switch the whole app now and remember the choice for the next start."""
        prefs.LANGUAGE.set(lang, self.settings)
        if (tally_actions := getattr(self, "tally_actions", None)) is not None:
            tally_actions.flush_notes()  # end notes still being worded in the other languages: ready for it
        i18n.switch_language(lang)
        for code, act in getattr(self, "language_actions", {}).items():
            act.setChecked(code == lang)

    def show_welcome(self) -> WelcomeDialog | None:
        from .welcome import maybe_welcome

        return maybe_welcome(self, force=True)

    def show_shortcuts(self) -> QDialog:
        from .shortcuts_dialog import ShortcutsDialog

        dialog = ShortcutsDialog(self)
        dialog.open()
        return dialog

    def show_log(self) -> QDialog:
        """The app's log (games, events, rounds, databases, the overlay), newest lines last."""
        from .log_viewer import LogDialog

        dialog = LogDialog(self)
        dialog.open()
        return dialog

    def show_about(self) -> AboutDialog:
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.open()
        return dialog

    def open_tournament(self) -> TournamentWindow | None:
        """The tournament window (imported on first use: start-up does not pay for it)."""
        from .tournament.window import open_tournament_window

        return open_tournament_window(self, self.db_url)

    def send_to_event(self) -> QDialog | None:
        """Scenery → Send the table to the event…: the open table's scenery as a layout of the open (or last)
        event, on the tables typed (imported on first use)."""
        from .send_layout import send_table

        return send_table(self)

    def open_players_pages(self) -> None:
        """Tournament → Players' pages: start or stop an event's phone pages (the server outlives the dialog)."""
        from .players_pages import PlayersPagesDialog, PlayersPagesHolder

        holder = getattr(self, "players_pages", None)
        if holder is None:
            holder = self.players_pages = PlayersPagesHolder()
        from .tournament.window import tournament_window_of

        open_event = tournament_window_of(self)
        PlayersPagesDialog(self, self.db_url, holder, open_event.event_id if open_event is not None else None).exec()

    # The pickers show the library's names and sizes as maps/index.json holds them: on a first start ever they
    # are filled before the scenarios are validated (the table's own excepted), see library_loader.
    def _fill_seasons(self) -> None:
        self.season_box.blockSignals(True)
        for sid in self.library.season_ids():
            self.season_box.addItem(self.library.season_name(sid), sid)
        self.season_box.blockSignals(False)

    def _fill_scenarios(self) -> None:
        season = self.season_box.currentData()
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        for mission_id in self.library.scenario_ids(season) if season else []:
            self.scenario_box.addItem(self.library.scenario_name(mission_id), mission_id)
        self.scenario_box.blockSignals(False)
        self._fill_points()

    def _fill_points(self) -> None:
        season = self.season_box.currentData()
        mission_id = self.scenario_box.currentData()
        current = self.points_box.currentData()
        self.points_box.blockSignals(True)
        self.points_box.clear()
        if season:
            sizes = self.library.sizes(mission_id) if mission_id else self.library.season_points(season)
            for p in sizes:
                self.points_box.addItem(self.tr("%1 points").replace("%1", str(p)), p)
            index = self.points_box.findData(current)
            self.points_box.setCurrentIndex(index if index >= 0 else self.points_box.count() // 2)
        self.points_box.blockSignals(False)

    def select_mission(self, mission_id: str, points: int) -> None:
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

    def _refresh_recent(self) -> None:
        if self.recent_menu is None:
            return
        self.recent_menu.clear()
        for p in prefs.RECENT_FILES.get(self.settings):
            act = self.recent_menu.addAction(p)
            act.triggered.connect(lambda _c=False, p=p: self.may_set_game_aside() and self._maybe_keep_changes()
                                  and self.open_path(Path(p)))
        self.recent_menu.setEnabled(not self.recent_menu.isEmpty())

    def _fill_place_menu(self) -> None:
        self.place_menu.clear()
        ctl = self.controller
        if ctl is None:
            return
        n = 0
        for spec in ctl.mission.placements:
            for player in ("A", "B"):
                n += 1  # a numbered access key each (Alt+G, P, 1): the names and players repeat their letters
                act = self.place_menu.addAction(f"&{n} " + self.tr("%1 for player %2").replace("%1", spec.name.get())
                                                .replace("%2", player))
                act.triggered.connect(lambda _c=False, s=spec.id, p=player: self.actions_.start_placing(s, p))
        if self.place_menu.isEmpty():  # said in the menu, rather than a greyed Place with no hint why
            self.place_menu.addAction(self.tr("Nothing to place in this scenario")).setEnabled(False)
