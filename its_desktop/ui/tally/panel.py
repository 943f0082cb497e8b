"""The tally's view: a score sheet made from the scenario's scoring data, showing and editing a
``TallyModel`` (``its_desktop.domain.tally.model``), which holds every rule: the record, the
override rule, fill from the table, end of round and the score. The panel only lays the sheet out,
sends each edit to the model as a ``TallyChange`` and shows what the model says changed."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPalette, QResizeEvent, QShowEvent
from shiboken6 import isValid
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QScrollArea,
    QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from its_desktop.domain.readings import cited
from its_desktop.domain.table import PLAYERS
from its_desktop.domain.tally import changes
from its_desktop.domain.tally.changes import TallyChange
from its_desktop.domain.tally.end_notes import shown as shown_notes
from its_desktop.domain.tally.model import Outcome, TallyModel
from its_desktop.domain.tally.record import GAME, GameRecord, IntelcomCard, measure_bound, value_kind
from its_desktop.presentation.zone_key import with_zone_key

from . import players_section, round_cells, sheet_fit, summary, vp_marks
from .input_cell import MeasureInput, keep_to_size
from .rolloff import RollOffBox
from .sheet_fit import NameColumnFit

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Evaluation
    from its_desktop.domain.mission import ResolvedMission
    from its_desktop.domain.mission.objectives import Objective
    from its_desktop.domain.table import TableState
    from its_desktop.domain.tally.score import Score


class TallyPanel(QWidget):
    changed = Signal(object)  # a TallyChange (its_desktop.domain.tally.changes): what the sheet changed
    scored = Signal(object)             # the Score

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model: TallyModel | None = None  # the game shown; None until there is one
        self._unsubscribe = lambda: None
        self.inputs: dict[tuple[str, str, str], MeasureInput] = {}   # (player, objective, key)
        self.last_score: Score | None = None
        self.last_tp: tuple[int, int] | None = None
        self.recorded: int | None = None  # the recorded game this sheet is stored into (None: kept nowhere)
        self._build()

    # -- what the sheet shows (the model's, read-only here) ------------------------------------------
    @property
    def mission(self) -> ResolvedMission | None:
        return self.model.mission if self.model is not None else None

    @property
    def record(self) -> GameRecord | None:
        return self.model.record if self.model is not None else None

    @property
    def in_progress(self) -> bool:
        return self.model.in_progress if self.model is not None else True

    def column(self, player: str, key: str) -> int:
        """The grid column of a player's round ``key`` ("1".."n" or "game") for the season shown."""
        n = self.model.rounds if self.model is not None else 0
        return 1 + (0 if player == "A" else n + 1) + (n if key == GAME else int(key) - 1)

    def op_column(self, player: str) -> int:
        n = self.model.rounds if self.model is not None else 0
        return 1 + 2 * (n + 1) + (0 if player == "A" else 1)

    def cell(self, player: str, objective: str, key: str) -> MeasureInput | None:
        """The input of one measure (None where the sheet has none: derived lines, twins, no such round)."""
        return self.inputs.get((player, objective, key))

    def slot_box(self, player: str, index: int, flag: str) -> QCheckBox:
        """A Classified slot's check box: ``fulfilled``, ``secure_hvt``, ``intelcom`` or ``symbol``."""
        return self.slot_boxes[(player, index, flag)]

    def vp_box(self, player: str) -> QSpinBox:
        return self.vp_boxes[player]

    def deck_box(self, player: str, deck: str) -> QSpinBox:
        return self.deck_boxes[(player, deck)]

    def intelcom_box(self, player: str) -> tuple[QSpinBox, QComboBox]:
        """The INTELCOM Support and Control card's value and zone."""
        return self.intelcom_boxes[player]

    # -- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        top = QHBoxLayout()
        self.end_reason = QComboBox()
        # As wide as its longest item in the language shown now: sized once, on first show, it kept the
        # English width after a live switch ("Jouée jusqu'au bo").
        self.end_reason.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for text, key in ((self.tr("In progress"), None), (self.tr("Played to the end"), "completed"),
                          (self.tr("Retreat!"), "retreat"),
                          (self.tr("Time called"), "time"), (self.tr("Concession"), "concession")):
            self.end_reason.addItem(text, key)
        self.rounds = QSpinBox()
        self.fill_button = QPushButton(self.tr("Fi&ll from the table"))
        self.fill_button.setToolTip(self.tr("Take every value the table knows for the current round"))
        # Access keys (Alt+letter) to the sheet's boxes, clear of the menus' and the toolbar's letters.
        for text, box in ((self.tr("Rounds com&pleted"), self.rounds), (self.tr("Ga&me"), self.end_reason)):
            label = QLabel(text)
            label.setBuddy(box)
            top.addWidget(label)
            top.addWidget(box)
        # Screen readers name a control by its label, not by its value ("In progress", "–").
        self.rounds.setAccessibleName(self.tr("Rounds completed"))
        self.end_reason.setAccessibleName(self.tr("How the game ended"))
        from ..combo_guard import guard

        guard(self.end_reason)  # it ends the game: chosen from its list, never stepped by a stray arrow
        top.addStretch(1)
        top.addWidget(self.fill_button)
        self.top_row = top
        self.grid = QTableWidget(0, 0)
        self._columns(())  # the season's rounds come with the game
        self.grid.verticalHeader().setVisible(False)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.setTabKeyNavigation(False)
        # Its preferred height is its rows' (not a scroll area's 192 px): the panel's scroll area gives the sheet
        # its preferred height, so an end-of-game sheet with a few lines scrolled at 1366x768 for empty space.
        self.grid.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.grid.setAccessibleName(self.tr("Objectives"))  # Tab goes from input to input in the grid, then out of it
        self.name_fit = NameColumnFit(self.grid)  # long names wrap rather than push OP behind a scroll bar
        # What a twin line's "↑" means, said under the sheet (a tooltip alone is found by nobody new).
        self.same_key = QLabel(self.tr("↑: scored from the count typed on the line above"))
        self.same_key.setWordWrap(True)
        self.same_key.hide()
        self.extra = QGroupBox(self.tr("Classified objectives, decks and Victory Points"))
        self.extra_layout = QGridLayout(self.extra)
        self.rolloff = RollOffBox()  # shown only where the scenario's data says a roll-off decides
        self.rolloff.edited.connect(self._edit)
        self.result = QLabel()
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setWordWrap(True)
        self.result.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # (its room is kept)
        # What the table did at the end (Killer Cold, plague) and how kills and VP were counted:
        # stays until the next game, unlike a status-bar line.
        self._notes: object = []  # the end-of-game notes as stored (set_notes): per language, or an older list
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("end-notes")
        self.notes.setReadOnly(True)
        self.notes.setMaximumHeight(sheet_fit.NOTES_MOST)  # then the room left (sheet_fit.fit_notes)
        # A Tab stop (its lines scroll), so it shows when it has the focus: a read-only box drew no frame at all.
        self.notes.setStyleSheet("QPlainTextEdit#end-notes:focus { border: 2px solid palette(highlight); }")
        self.notes.hide()
        # A narrow dock (French and Spanish labels at 1366 px) gets the fill button on a line of its own
        # and the two players' columns one under the other, instead of a sideways scroll bar.
        self.fill_row = QHBoxLayout()
        self.fill_row.addStretch(1)
        self._watched: QWidget | None = None
        # The Game box ends the game: a bare Up or Down while tabbing through the sheet opens its list instead
        # of changing the result on the spot (Enter picks, Esc leaves it as it was). See eventFilter.
        self.end_reason.installEventFilter(self)
        self.stacked = False
        self._provisional_shown = False
        self._wide_need = 0
        self._player_parts: list[tuple[QWidget, QWidget]] = []
        self._hvt_parts: tuple[QWidget, QWidget] | None = None
        # The section under the grid, made for each game (players_section.build).
        self.slot_boxes: dict[tuple[str, int, str], QCheckBox] = {}
        self.vp_boxes: dict[str, QSpinBox] = {}
        self.deck_boxes: dict[tuple[str, str], QSpinBox] = {}
        self.intelcom_boxes: dict[str, tuple[QSpinBox, QComboBox]] = {}
        self.private_widgets: dict[str, list[QWidget]] = {"A": [], "B": []}
        self.hvt_box: QComboBox | None = None
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.fill_row)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.same_key)
        layout.addWidget(self.extra)
        layout.addWidget(self.rolloff)
        layout.addWidget(self.result)
        layout.addWidget(self.notes)
        self.rounds.valueChanged.connect(self._rounds_changed)
        self.end_reason.currentIndexChanged.connect(self._end_changed)

    # -- a game -------------------------------------------------------------------------------
    def set_game(self, mission: ResolvedMission, record: GameRecord | None = None, in_progress: bool = True,
                 deck_logs: dict[tuple[str, str], list[dict[str, Any]]] | None = None,
                 from_table: dict[tuple[str, str, str], Any] | None = None) -> None:
        """Show a game: a new one, or a stored record (``in_progress`` while no end was recorded;
        ``from_table``: the cells whose stored value the table gave, shown in the table's colour)."""
        model = TallyModel(mission, record, in_progress=record is None or in_progress, deck_logs=dict(deck_logs or {}))
        model.table_values.update(from_table or {})
        if self.model is not None:
            model.who = self.model.who
        self._show_model(model)

    def _show_model(self, model: TallyModel) -> None:
        self._unsubscribe()
        self.model = model
        model.override_why = self.tr("corrected by hand")
        self._unsubscribe = model.subscribe(self._model_changed)
        mission = model.mission
        self.inputs.clear()
        self.set_notes([])
        objectives = mission.scenario.scoring
        self.grid.clearContents()  # the previous scenario's input cells must not survive in reused rows
        self.grid.setRowCount(0)
        self._columns(model.round_keys)
        self.rounds.setRange(0, model.rounds)
        self.grid.setRowCount(len(objectives))
        for row, o in enumerate(objectives):
            item = QTableWidgetItem(o.name.get())
            item.setToolTip(cited(o.source, model.mission.season.language))  # the pack's quote to its readers, else lines
            self.grid.setItem(row, 0, item)
            kind = model.kind_of(o)
            for p in PLAYERS:
                for k in model.keys_of(o):
                    col = self.column(p, k)
                    if kind == "derived":
                        self.grid.setItem(row, col, QTableWidgetItem(self.tr("below")))
                    elif kind == "same":
                        # An arrow, not words: repeated in eight columns, "as above" made the sheet wider than the dock.
                        same = QTableWidgetItem("↑")
                        same.setToolTip(self.tr("as above"))
                        same.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                        self.grid.setItem(row, col, same)
                    else:
                        cell = MeasureInput(value_kind(o), measure_bound(mission, o))
                        cell.box.setAccessibleName(self._cell_name(o.name.get(), p, k))
                        cell.edited.connect(lambda v, p=p, oid=o.id, k=k: self._edit(
                            changes.MeasureChanged(p, oid, k, v)))
                        self.grid.setCellWidget(row, col, cell)
                        self.inputs[(p, o.id, k)] = cell
        self.grid.resizeColumnsToContents()
        self.name_fit.fit()
        self.same_key.setVisible(any(model.kind_of(o) == "same" for o in objectives))
        self._build_extra()
        self.rolloff.show_game(model)
        keep_to_size(self)
        self._load_record()
        self.rescore()
        self.set_viewer(getattr(self, "viewer", "referee"))

    def retranslate(self) -> None:
        """Objective names and totals in the current language (after a language switch)."""
        mission: ResolvedMission | None = getattr(self, "mission", None)  # None until a game is shown
        if mission is None:
            return
        for row, o in enumerate(mission.scenario.scoring):
            if (item := self.grid.item(row, 0)) is not None:
                item.setText(o.name.get())
            for (p, oid, k), cell in self.inputs.items():
                if oid == o.id:
                    cell.box.setAccessibleName(self._cell_name(o.name.get(), p, k))
            self._retranslate_fixed_cells(row, o)
        self.grid.resizeColumnsToContents()
        self.name_fit.fit()
        if self.model is not None and self.record is not None:
            # "Player A", "Classified 1", a deck's "… completed" and the boxes' names are made from data: the
            # generic re-translation cannot map them back, so the section is made again in the new language.
            self._build_extra()
            self._show_extra()
            self._show_vp_reasons()
            self.set_viewer(getattr(self, "viewer", "referee"))
        self._show_notes()  # kept per language: the end-of-game notes follow the switch
        self.rescore()

    def _retranslate_fixed_cells(self, row: int, o: Objective) -> None:
        """The words written in cells that take no input ("below", the "as above" arrow's tooltip): a Spanish
        tally switched from English kept "below" until the game was opened again."""
        if self.model is None:
            return
        kind = self.model.kind_of(o)
        if kind not in ("derived", "same"):
            return
        for p in PLAYERS:
            for k in self.model.keys_of(o):
                if (item := self.grid.item(row, self.column(p, k))) is None:
                    continue
                if kind == "derived":
                    item.setText(self.tr("below"))
                else:
                    item.setToolTip(self.tr("as above"))

    def _cell_name(self, objective: str, player: str, key: str) -> str:
        when = self.tr("whole game") if key == GAME else self.tr("round %1").replace("%1", key)
        return self.tr("%1, player %2, %3").replace("%1", objective).replace("%2", player).replace("%3", when)

    def _columns(self, round_keys: tuple[str, ...]) -> None:
        """Objective, A's rounds and game, B's rounds and game, OP A, OP B: as many rounds as the season."""
        headers = [self.tr("Objective")]
        for p in PLAYERS:
            headers += [f"{p} {k}" for k in round_keys] + [self.tr("A game") if p == "A" else self.tr("B game")]
        headers += [self.tr("OP A"), self.tr("OP B")]
        self.grid.setColumnCount(len(headers))
        self.grid.setHorizontalHeaderLabels(headers)

    def show_stored(self, record: GameRecord, in_progress: bool, deck_logs: dict | None = None) -> None:
        """The same game again as the database holds it (another station's change, a refused
        write): values that came from the table keep their colour and their override status."""
        assert self.model is not None
        self.model.reload(record, in_progress, deck_logs)
        self._show_model(self.model)

    def _build_extra(self) -> None:
        players_section.build(self)

    # -- side by side, or one under the other ---------------------------------------------------------
    def _room(self) -> int:
        """The width the panel is shown in: the dock's scroll area's, not the panel's own (which grows
        to its minimum and would never ask for the narrow arrangement)."""
        viewport = self._viewport()
        return viewport.width() if viewport is not None else self.width()

    def _viewport(self) -> QWidget | None:
        """The dock's scroll area's viewport this panel is shown in (None before it is shown, or once gone)."""
        return self._watched if self._watched is not None and isValid(self._watched) else None

    def _want_stacked(self) -> bool:
        """Stack when the side-by-side sheet needs more than the room (its minimum width, measured
        while side by side and remembered, so the choice does not flap)."""
        if len(self._player_parts) < 2:
            return False
        if not self.stacked:
            self._wide_need = self.minimumSizeHint().width()
        return self._wide_need > self._room()

    def _arrange(self, stacked: bool, force: bool = False) -> None:
        players_section.arrange(self, stacked, force)

    def _fit(self) -> None:
        """Lay the sheet out for the room it has: the players side by side or stacked, the fill button on the top
        line where it fits, the end-of-game notes as tall as the room left (a 1280x720 laptop shows it all)."""
        self._arrange(self._want_stacked())
        sheet_fit.place_button(self.top_row, self.fill_row, self.fill_button, self._room(), self.layout())
        sheet_fit.fit_notes(self, self.notes, self._viewport())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        # The panel keeps its minimum width when the dock narrows below it: watch the scroll area's
        # viewport, whose width is the room the panel really has.
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        viewport = parent.viewport() if parent is not None else None
        if viewport is not self._watched:
            if (old := self._viewport()) is not None:
                old.removeEventFilter(self)
            if viewport is not None:
                viewport.installEventFilter(self)
            self._watched = viewport
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self._fit()
        if watched is self.end_reason and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not event.modifiers():
            self.end_reason.showPopup()  # the game's result is picked from the list, never by a stray arrow
            return True
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit()
        self._reserve_result()

    def _reserve_result(self) -> None:
        summary.reserve_provisional_room(self.result, self.recorded is not None and not self._provisional_shown)

    def _load_record(self) -> None:
        """Show what the record holds (a game shown, reopened or reloaded)."""
        for key in self.inputs:
            self._show_cell(*key)
        self._show_extra()

    def _show_cell(self, player: str, objective: str, key: str) -> None:
        assert self.model is not None
        cell = self.inputs.get((player, objective, key))
        if cell is not None:
            cell.set_value(self.model.value(player, objective, key), self.model.source(player, objective, key))

    def _show_extra(self) -> None:
        """Everything but the measures' grid, as the record holds it (signals held: showing is not editing)."""
        players_section.show(self)

    # -- edits: each one a change for the model, which applies the rules -------------------------------
    def _edit(self, change: TallyChange) -> None:
        if self.model is None:
            return
        self._editing: TallyChange | None = change  # the widget shows it: only what the rules changed is redrawn
        try:
            self.model.apply(change)
        finally:
            self._editing = None

    def _model_changed(self, change: TallyChange) -> None:
        """The model made a change (an edit here, a fill, a rule): show it, pass it on, score again."""
        if isinstance(change, changes.MeasureChanged):
            self._show_cell(change.player, change.objective, change.key)  # its colour: table, override, typed
        elif change != getattr(self, "_editing", None):
            self._show_extra()
        elif isinstance(change, changes.VictoryPointsChanged):
            vp_marks.show(self, self.model, self.vp_boxes)  # typed over the table's count: an override, marked as one
        self.changed.emit(change)
        self.rescore()

    def _slot(self, player: str, index: int, key: str, value: bool) -> None:
        assert self.model is not None
        slot = replace(self.model.slot(player, index))
        setattr(slot, key, value)
        self._edit(changes.ClassifiedChanged(player, index, slot))

    def edit_deck_log(self, player: str, deck) -> None:
        from .deck_log import DeckLogDialog
        from .deck_view import deck_log_read_only

        title = self.tr("%1 — player %2").replace("%1", deck.name.get()).replace("%2", player)
        assert self.model is not None  # the button is on a game's sheet
        from .round_cells import last_open_round

        # A deck drawn from the Classified Decks offers the season's cards where its pack lists them (S10).
        season = self.model.mission.season
        cards = [c.name.get() for c in season.classified_cards] if deck.cards == "classified" else []
        dialog = DeckLogDialog(self, title, self.deck_logs.get((player, deck.id), []), self.model.rounds, player,
                               max(last_open_round(self.model), 1), cards)
        own = getattr(self, "viewer", "referee") in ("referee", player)
        if not own:
            deck_log_read_only(dialog)  # open information: the opponent reads it; its owner or the referee edits it
        if dialog.exec() and own:
            self.set_deck_log(player, deck.id, dialog.rows())

    def set_deck_log(self, player: str, deck: str, rows: list[dict]) -> None:
        """Keep the log and take the completed count from it (what the scoring reads)."""
        if self.model is not None:
            self.model.set_deck_log(player, deck, rows)

    @property
    def deck_logs(self) -> dict[tuple[str, str], list[dict[str, Any]]]:
        return self.model.deck_logs if self.model is not None else {}

    def _intelcom(self, player: str) -> None:
        value, zone = self.intelcom_boxes[player]
        card = IntelcomCard("support_and_control", value.value(), zone.currentData()) \
            if zone.currentData() else None
        self._edit(changes.IntelcomChanged(player, card))

    def _hvt(self) -> None:
        assert self.hvt_box is not None
        self._edit(changes.HvtHarmedChanged(self.hvt_box.currentData()))

    def set_viewer(self, viewer: str) -> None:
        """A player's view hides the opponent's sealed entries (Classified not yet fulfilled, INTELCOM)."""
        for p, widgets in self.private_widgets.items():
            hidden = viewer not in ("referee", p)
            for w in widgets:
                fulfilled = self._fulfilled_slot(w)
                w.setVisible(not hidden or fulfilled)
        self.viewer = viewer

    def _fulfilled_slot(self, widget) -> bool:
        for (p, i, key), w in self.slot_boxes.items():
            if w is widget:
                return bool(self.slot_boxes.get((p, i, "fulfilled")) and self.slot_boxes[(p, i, "fulfilled")].isChecked())
        return False

    def _deck(self, player: str, deck: str, value: int) -> None:
        self._edit(changes.DeckChanged(player, deck, None if value < 0 else value))

    def _vp(self, player: str, value: int) -> None:
        self._edit(changes.VictoryPointsChanged(player, None if value < 0 else value))
        self._show_vp_source()

    def _rounds_changed(self, value: int) -> None:
        self._edit(changes.RoundsCompletedChanged(value))

    def _end_changed(self) -> None:
        from .missing_ask import settled

        reason = self.end_reason.currentData()
        if reason is not None and self.model is not None and not settled(self, self.model):
            self._show_extra()  # still in progress: the user enters the values listed
            return
        self._edit(changes.EndReasonChanged(reason))
        # The zeros entered while asking showed the sheet again, this box taken back to the record's end (none yet):
        # shown again now that the end is the record's, the box says what the banner says.
        self._show_extra()

    def set_recorded(self, game_id: int | None) -> None:
        """The recorded game this sheet belongs to; None: no game is open (the sheet says so, not "in progress")."""
        if game_id != self.recorded:
            self.recorded = game_id
            self.rescore()

    def set_notes(self, notes: object) -> None:
        """``notes``: as stored (``domain.tally.end_notes``): shown in the current language, again after a switch."""
        self._notes = notes
        self._show_notes()

    def _show_notes(self) -> None:
        lines = shown_notes(self._notes) + summary.vp_typed_lines(self.model)
        self.notes.setPlainText("\n".join(lines))
        self.notes.setVisible(bool(lines))
        sheet_fit.fit_notes(self, self.notes, self._viewport())

    def _show_vp_source(self) -> None:
        """A VP box's colour says where its number came from, as the grid's cells do: blue from the table,
        orange typed over it."""
        from .input_cell import SOURCE_COLOURS

        typed = summary.vp_typed(self.model)
        for p, box in self.vp_boxes.items():
            counted = self.model.losses.get(p) if self.model is not None else None
            source = "override" if p in typed else "table" if counted is not None and box.value() >= 0 else "asked"
            palette = box.palette()
            palette.setColor(QPalette.ColorRole.Base, SOURCE_COLOURS[source] or self.palette().color(
                QPalette.ColorRole.Base))
            box.setPalette(palette)
        self._show_notes()

    # -- the table ----------------------------------------------------------------------------
    def fill_from_table(self, evaluation: Evaluation, state: TableState, round_: int, game_end: bool,
                        hvts=()) -> int:
        """Take what the table knows (the model's rule; see ``TallyModel.fill_from_table``)."""
        assert self.model is not None
        filled = self.model.fill_from_table(evaluation, state, round_, game_end, hvts)
        self._show_vp_reasons()
        return filled

    def end_round(self, round_: int, evaluation: Evaluation, state: TableState, hvts=()) -> int:
        """End of game round ``round_`` (the model's rule; see ``TallyModel.end_round``)."""
        assert self.model is not None
        filled = self.model.end_round(round_, evaluation, state, hvts)
        self._show_vp_reasons()
        return filled

    def count_losses(self, state: TableState, hvts=()) -> None:
        """A finished game reopened: the table's end-of-game count again (the model's), its marks shown."""
        assert self.model is not None
        self.model.count_losses(state, hvts)
        self._show_vp_reasons()
        self.rescore()

    def _show_vp_reasons(self) -> None:
        assert self.model is not None
        vp_marks.show(self, self.model, self.vp_boxes)  # the source rule; on an override, what the table counted
        for p, counted in self.model.losses.items():
            if vp_marks.vp_source(self.model, p) != "override":
                lines = "; ".join(counted.vp.lines) or "–"  # a straddling base names its zone as the table does
                self.vp_boxes[p].setToolTip(self.tr("From the table: %1").replace(
                    "%1", with_zone_key(lines, self.model.mission.zones)))
        self._show_vp_source()

    def vp_source(self, player: str) -> str:
        """The override rule for a VP box: ``table``, ``override`` (typed over the count) or ``asked``."""
        return vp_marks.vp_source(self.model, player)

    # -- score --------------------------------------------------------------------------------
    def rescore(self) -> None:
        if self.model is None:
            return
        outcome: Outcome = self.model.outcome()
        round_cells.show(self.model, self.inputs)  # the round being played takes values; later ones wait
        result = outcome.score
        if result is None:
            self.result.setText(f"<span style='color:#b00'>{outcome.error}</span>")
            return
        zones = self.model.mission.zones
        for row, o in enumerate(self.model.mission.scenario.scoring):
            for p in PLAYERS:
                line = result.players[p].line(o.id)
                item = QTableWidgetItem(str(line.op))
                # The explanation names zones as the table does ("Q1, Q3 dominated by A"); the long names follow.
                item.setToolTip(with_zone_key(line.explanation, zones))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.grid.setItem(row, self.op_column(p), item)
        self.result.setText(summary.result_text(self.model, outcome, self.recorded))
        self._provisional_shown = outcome.provisional
        self._reserve_result()
        self.last_score = result
        self.last_tp = outcome.tournament_points
        self.scored.emit(result)


__all__ = ["TallyPanel"]
